/// Raw DEFLATE (RFC 1951), for the translators' page: each block of its data is written deflated and in base64, and
/// the browser unpacks it with `DecompressionStream("deflate-raw")`. Foundation on Linux has no compression, and the
/// page is worth no dependency.
///
/// LZ77 over a 32 KB window with hash chains and one step of lazy matching (zlib's default level: a match is taken
/// only when the next position has no longer one), then one Huffman block per 32K symbols, with codes built for that
/// block (limited to 15 bits as the format requires) or the fixed codes where those are shorter.
enum Deflate {
    static func compress(_ input: [UInt8]) -> [UInt8] {
        var encoder = Encoder()
        input.withUnsafeBufferPointer { encoder.tokenize($0) }
        return encoder.output.bytes
    }

    // Search effort, as zlib's level 6: chains of up to 128 positions (a quarter once a match of 8 is in hand), no
    // lazy look past a match of 16, and no search past a match of 128.
    private static let maxChain = 128
    private static let goodLength = 8
    private static let lazyLimit = 16
    private static let niceLength = 128
    private static let window = 1 << 15
    private static let hashBits = 15
    private static let blockTokens = 1 << 15

    // RFC 1951 3.2.5: lengths 3...258 as codes 257...285 with extra bits, distances 1...32768 as codes 0...29.
    private static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83,
                                            99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5,
                                             5, 0]
    private static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                              1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11,
                                               11, 12, 12, 13, 13]
    /// The length code (0...28, for symbols 257...285) of each match length 0...258.
    private static let lengthCode: [UInt8] = (0...258).map { length in
        UInt8(max(0, (lengthBase.lastIndex { $0 <= length }) ?? 0))
    }
    /// The order in which the code lengths of the code-length alphabet are written (RFC 1951 3.2.7).
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static func distanceCode(_ distance: Int) -> Int {
        // The highest code whose base is at most `distance`: 2 codes per power of two past 4.
        if distance <= 4 { return distance - 1 }
        let bits = Int.bitWidth - (distance - 1).leadingZeroBitCount  // distance - 1 < 2^bits
        let half = ((distance - 1) >> (bits - 2)) & 1
        return 2 * (bits - 1) + half
    }

    /// Bits written least significant first, as DEFLATE packs them.
    struct BitWriter {
        private(set) var bytes: [UInt8] = []
        private var buffer: UInt64 = 0
        private var count = 0

        mutating func write(_ value: Int, _ bits: Int) {
            buffer |= UInt64(truncatingIfNeeded: value) << UInt64(count)
            count += bits
            while count >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                count -= 8
            }
        }

        /// Pads the last byte with zeros.
        mutating func finish() {
            if count > 0 { write(0, 8 - count) }
        }
    }

    /// A match of `length` at `distance`, or a literal byte: bit 31 marks a match, bits 16...23 hold its length less 3
    /// and bits 0...14 its distance less 1.
    private typealias Token = UInt32

    /// A symbol of the code-length alphabet and its extra bits.
    struct Run {
        var symbol: Int
        var extra = 0
        var extraBits = 0
    }

    private struct Encoder {
        var output = BitWriter()
        var tokens: [Token] = []
        var literalCounts = [Int](repeating: 0, count: 286)
        var distanceCounts = [Int](repeating: 0, count: 30)

        init() { tokens.reserveCapacity(blockTokens) }

        mutating func literal(_ byte: UInt8) {
            tokens.append(Token(byte))
            literalCounts[Int(byte)] += 1
            if tokens.count == blockTokens { writeBlock(final: false) }
        }

        mutating func match(length: Int, distance: Int) {
            tokens.append(0x8000_0000 | Token(length - 3) << 16 | Token(distance - 1))
            literalCounts[257 + Int(lengthCode[length])] += 1
            distanceCounts[distanceCode(distance)] += 1
            if tokens.count == blockTokens { writeBlock(final: false) }
        }

        mutating func tokenize(_ input: UnsafeBufferPointer<UInt8>) {
            let count = input.count
            let head = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << hashBits)
            head.initialize(repeating: -1, count: 1 << hashBits)
            let previous = UnsafeMutablePointer<Int32>.allocate(capacity: window)
            previous.initialize(repeating: -1, count: window)
            defer {
                head.deallocate()
                previous.deallocate()
            }
            guard let bytes = input.baseAddress, count > 0 else {
                writeBlock(final: true)
                return
            }
            func hash(_ position: Int) -> Int {
                let value = UInt32(bytes[position]) | UInt32(bytes[position + 1]) << 8 | UInt32(bytes[position + 2]) << 16
                return Int((value &* 2_654_435_761) >> UInt32(32 - hashBits))
            }
            /// Records `position` in its chain; returns the chain's previous head.
            func insert(_ position: Int) -> Int {
                let key = hash(position)
                let candidate = Int(head[key])
                previous[position & (window - 1)] = Int32(candidate)
                head[key] = Int32(position)
                return candidate
            }
            /// The longest match at `position` longer than `shorterThan`, from the chain starting at `candidate`.
            func longest(at position: Int, from candidate: Int, longerThan shorterThan: Int) -> (length: Int, distance: Int) {
                let limit = min(258, count - position)
                var best = shorterThan
                var distance = 0
                guard limit > best else { return (0, 0) }
                var candidate = candidate
                var chain = shorterThan >= goodLength ? maxChain >> 2 : maxChain
                // A distance under the window's size: a chain's link at a position a window back may have been
                // written over by a later position.
                while candidate >= 0 && position - candidate < window && chain > 0 {
                    if bytes[candidate + best] == bytes[position + best] && bytes[candidate] == bytes[position] {
                        var length = 1
                        while length < limit && bytes[candidate + length] == bytes[position + length] { length += 1 }
                        if length > best {
                            best = length
                            distance = position - candidate
                            if length >= niceLength || length == limit { break }
                        }
                    }
                    candidate = Int(previous[candidate & (window - 1)])
                    chain -= 1
                }
                return distance == 0 ? (0, 0) : (best, distance)
            }

            // The match found at the position before (`pending`: that position's byte is not written yet).
            var pending = false
            var previousMatch = (length: 0, distance: 0)
            var position = 0
            while position < count {
                var current = (length: 0, distance: 0)
                if position + 2 < count {
                    let candidate = insert(position)
                    if previousMatch.length < lazyLimit {
                        current = longest(at: position, from: candidate, longerThan: max(previousMatch.length, 2))
                    }
                }
                if previousMatch.length >= 3 && current.length <= previousMatch.length {
                    // The match at the position before is the better one: write it, and chain the positions it covers.
                    match(length: previousMatch.length, distance: previousMatch.distance)
                    let end = position - 1 + previousMatch.length
                    var next = position + 1
                    while next < end && next + 2 < count {
                        _ = insert(next)
                        next += 1
                    }
                    position = end
                    pending = false
                    previousMatch = (0, 0)
                } else {
                    if pending { literal(bytes[position - 1]) }
                    pending = true
                    previousMatch = current
                    position += 1
                }
            }
            if pending { literal(bytes[count - 1]) }
            writeBlock(final: true)
        }

        /// Writes the tokens so far as one block, with the codes made for them or the fixed ones, whichever is
        /// shorter.
        mutating func writeBlock(final: Bool) {
            literalCounts[256] += 1
            let literalLengths = Huffman.lengths(literalCounts, limit: 15)
            let distanceLengths = Huffman.lengths(distanceCounts, limit: 15)
            let literalCount = max(257, (literalLengths.lastIndex { $0 > 0 } ?? 0) + 1)
            let distanceCount = max(1, (distanceLengths.lastIndex { $0 > 0 } ?? 0) + 1)
            // The code lengths of both codes as one sequence, runs written as repeats (RFC 1951 3.2.7).
            let runs = Self.runs(Array(literalLengths[..<literalCount]) + Array(distanceLengths[..<distanceCount]))
            var codeLengthCounts = [Int](repeating: 0, count: 19)
            for run in runs { codeLengthCounts[run.symbol] += 1 }
            let codeLengthLengths = Huffman.lengths(codeLengthCounts, limit: 7)
            let codeLengthCount = max(4, (codeLengthOrder.lastIndex { codeLengthLengths[$0] > 0 } ?? 0) + 1)

            // Both ways' costs in bits, but for the extra bits, which are the same.
            var dynamicBits = 14 + 3 * codeLengthCount
            for run in runs { dynamicBits += Int(codeLengthLengths[run.symbol]) + run.extraBits }
            var fixedBits = 0
            for symbol in 0..<286 {
                dynamicBits += literalCounts[symbol] * Int(literalLengths[symbol])
                fixedBits += literalCounts[symbol] * Int(Huffman.fixedLiteralLengths[symbol])
            }
            for symbol in 0..<30 {
                dynamicBits += distanceCounts[symbol] * Int(distanceLengths[symbol])
                fixedBits += distanceCounts[symbol] * 5
            }

            output.write(final ? 1 : 0, 1)
            let literalCodes: [Int], distanceCodes: [Int], literalBits: [UInt8], distanceBits: [UInt8]
            if fixedBits <= dynamicBits {
                output.write(1, 2)
                literalBits = Huffman.fixedLiteralLengths
                distanceBits = [UInt8](repeating: 5, count: 30)
            } else {
                output.write(2, 2)
                output.write(literalCount - 257, 5)
                output.write(distanceCount - 1, 5)
                output.write(codeLengthCount - 4, 4)
                for symbol in codeLengthOrder[..<codeLengthCount] { output.write(Int(codeLengthLengths[symbol]), 3) }
                let codeLengthCodes = Huffman.codes(codeLengthLengths)
                for run in runs {
                    output.write(codeLengthCodes[run.symbol], Int(codeLengthLengths[run.symbol]))
                    if run.extraBits > 0 { output.write(run.extra, run.extraBits) }
                }
                literalBits = literalLengths
                distanceBits = distanceLengths
            }
            literalCodes = Huffman.codes(literalBits)
            distanceCodes = Huffman.codes(distanceBits)
            for token in tokens {
                if token & 0x8000_0000 == 0 {
                    output.write(literalCodes[Int(token)], Int(literalBits[Int(token)]))
                    continue
                }
                let length = Int((token >> 16) & 0xFF) + 3
                let distance = Int(token & 0x7FFF) + 1
                let code = Int(lengthCode[length])
                output.write(literalCodes[257 + code], Int(literalBits[257 + code]))
                if lengthExtra[code] > 0 { output.write(length - lengthBase[code], lengthExtra[code]) }
                let distanceSymbol = distanceCode(distance)
                output.write(distanceCodes[distanceSymbol], Int(distanceBits[distanceSymbol]))
                if distanceExtra[distanceSymbol] > 0 {
                    output.write(distance - distanceBase[distanceSymbol], distanceExtra[distanceSymbol])
                }
            }
            output.write(literalCodes[256], Int(literalBits[256]))
            if final { output.finish() }
            tokens.removeAll(keepingCapacity: true)
            for index in literalCounts.indices { literalCounts[index] = 0 }
            for index in distanceCounts.indices { distanceCounts[index] = 0 }
        }

        /// Code lengths as symbols of the code-length alphabet: a length (0...15), 16 (repeat the last 3...6 times),
        /// 17 (3...10 zeros) or 18 (11...138 zeros), with their extra bits.
        static func runs(_ lengths: [UInt8]) -> [Run] {
            var result: [Run] = []
            var index = 0
            while index < lengths.count {
                let length = lengths[index]
                var run = 1
                while index + run < lengths.count && lengths[index + run] == length { run += 1 }
                index += run
                if length == 0 {
                    while run >= 11 {
                        let repeats = min(run, 138)
                        result.append(Run(symbol: 18, extra: repeats - 11, extraBits: 7))
                        run -= repeats
                    }
                    if run >= 3 {
                        result.append(Run(symbol: 17, extra: run - 3, extraBits: 3))
                        run = 0
                    }
                } else {
                    result.append(Run(symbol: Int(length)))
                    run -= 1
                    while run >= 3 {
                        let repeats = min(run, 6)
                        result.append(Run(symbol: 16, extra: repeats - 3, extraBits: 2))
                        run -= repeats
                    }
                }
                result += repeatElement(Run(symbol: Int(length)), count: run)
            }
            return result
        }
    }

    enum Huffman {
        /// RFC 1951 3.2.6: literals 0...143 in 8 bits, 144...255 in 9, 256...279 in 7, 280...287 in 8.
        static let fixedLiteralLengths: [UInt8] = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }

        /// Code lengths for symbols seen `counts` times, none longer than `limit`: Huffman's, then, when a code
        /// comes out longer, lengths moved from the longest codes to shorter ones until the code is complete again
        /// (as miniz does). At least two symbols get a code, as zlib writes it, so that every code is complete.
        static func lengths(_ counts: [Int], limit: Int) -> [UInt8] {
            var symbols = counts.indices.filter { counts[$0] > 0 }
            for filler in counts.indices where symbols.count < 2 && counts[filler] == 0 { symbols.append(filler) }
            let weight = { (symbol: Int) in max(counts[symbol], 1) }
            symbols.sort { (weight($0), $0) < (weight($1), $1) }
            // Two queues: the leaves by weight, and the inner nodes as made (their weights never decrease).
            let leaves = symbols.count
            let nodes = 2 * leaves - 1
            var weights = symbols.map(weight) + [Int](repeating: 0, count: leaves - 1)
            var parent = [Int](repeating: 0, count: nodes)
            var nextLeaf = 0
            var nextInner = leaves
            func take(_ made: Int) -> Int {
                if nextLeaf < leaves && (nextInner >= made || weights[nextLeaf] <= weights[nextInner]) {
                    nextLeaf += 1
                    return nextLeaf - 1
                }
                nextInner += 1
                return nextInner - 1
            }
            for node in leaves..<nodes {
                let first = take(node)
                let second = take(node)
                weights[node] = weights[first] + weights[second]
                parent[first] = node
                parent[second] = node
            }
            var depth = [Int](repeating: 0, count: nodes)
            for node in stride(from: nodes - 2, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
            var perLength = [Int](repeating: 0, count: limit + 1)
            for leaf in 0..<leaves { perLength[min(depth[leaf], limit)] += 1 }
            var total = 0
            for length in 1...limit { total += perLength[length] << (limit - length) }
            while total > 1 << limit {
                perLength[limit] -= 1
                for length in stride(from: limit - 1, to: 0, by: -1) where perLength[length] > 0 {
                    perLength[length] -= 1
                    perLength[length + 1] += 2
                    break
                }
                total -= 1
            }
            // The rarest symbols get the longest codes.
            var result = [UInt8](repeating: 0, count: counts.count)
            var leaf = 0
            for length in stride(from: limit, through: 1, by: -1) {
                for _ in 0..<perLength[length] {
                    result[symbols[leaf]] = UInt8(length)
                    leaf += 1
                }
            }
            return result
        }

        /// The canonical codes of `lengths` (RFC 1951 3.2.2), bit-reversed to be written least significant bit first.
        static func codes(_ lengths: [UInt8]) -> [Int] {
            var perLength = [Int](repeating: 0, count: 16)
            for length in lengths where length > 0 { perLength[Int(length)] += 1 }
            var next = [Int](repeating: 0, count: 16)
            var code = 0
            for length in 1..<16 {
                code = (code + perLength[length - 1]) << 1
                next[length] = code
            }
            return lengths.map { length in
                guard length > 0 else { return 0 }
                let code = next[Int(length)]
                next[Int(length)] += 1
                var reversed = 0
                for bit in 0..<Int(length) where code & (1 << bit) != 0 { reversed |= 1 << (Int(length) - 1 - bit) }
                return reversed
            }
        }
    }
}
