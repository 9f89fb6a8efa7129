/// Raw DEFLATE decoding (RFC 1951), after Mark Adler's puff: how the tests read the translators' page's data blocks,
/// which the page writes deflated (the browser unpacks them with `DecompressionStream`). Checked against `gzip`'s
/// encoder in `DeflateTests`. Throws on anything the format does not allow.
package enum Inflate {
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    package static func decompress(_ input: [UInt8]) throws -> [UInt8] {
        var reader = Reader(input: input)
        var output: [UInt8] = []
        var final = false
        while !final {
            final = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0:
                reader.alignToByte()
                let length = try reader.bits(16)
                guard try reader.bits(16) == length ^ 0xFFFF else { throw Failure(description: "stored block length") }
                for _ in 0..<length { output.append(UInt8(try reader.bits(8))) }
            case 1:
                try codes(&reader, &output, fixedLiterals, fixedDistances)
            case 2:
                let (literals, distances) = try dynamicCodes(&reader)
                try codes(&reader, &output, literals, distances)
            default:
                throw Failure(description: "block type 3")
            }
        }
        return output
    }

    struct Reader {
        let input: [UInt8]
        var position = 0
        var buffer = 0
        var count = 0

        mutating func bits(_ needed: Int) throws -> Int {
            while count < needed {
                guard position < input.count else { throw Failure(description: "ran out of input") }
                buffer |= Int(input[position]) << count
                position += 1
                count += 8
            }
            let value = buffer & ((1 << needed) - 1)
            buffer >>= needed
            count -= needed
            return value
        }

        mutating func alignToByte() {
            buffer = 0
            count = 0
        }
    }

    /// A canonical code: how many codes of each length, and the symbols in code order.
    struct Code {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) throws {
            for length in lengths { counts[length] += 1 }
            var left = 1
            for length in 1..<16 {
                left = left * 2 - counts[length]
                guard left >= 0 else { throw Failure(description: "over-subscribed code") }
            }
            // An incomplete code is allowed only for a single code of one bit (RFC 1951 3.2.7); it is checked
            // where a symbol would fall outside it.
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length > 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }

        func decode(_ reader: inout Reader) throws -> Int {
            var code = 0, first = 0, index = 0
            for length in 1..<16 {
                code |= try reader.bits(1)
                let count = counts[length]
                if code - count < first { return symbols[index + (code - first)] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            throw Failure(description: "no such code")
        }
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
                             163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                               2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
                                13]
    static let fixedLiterals = try! Code(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
    static let fixedDistances = try! Code(lengths: [Int](repeating: 5, count: 30))

    static func codes(_ reader: inout Reader, _ output: inout [UInt8], _ literals: Code, _ distances: Code) throws {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let code = symbol - 257
            guard code < 29 else { throw Failure(description: "length code \(symbol)") }
            let length = lengthBase[code] + (try reader.bits(lengthExtra[code]))
            let distanceSymbol = try distances.decode(&reader)
            guard distanceSymbol < 30 else { throw Failure(description: "distance code \(distanceSymbol)") }
            let distance = distanceBase[distanceSymbol] + (try reader.bits(distanceExtra[distanceSymbol]))
            guard distance <= output.count else { throw Failure(description: "distance \(distance) too far back") }
            for _ in 0..<length { output.append(output[output.count - distance]) }
        }
    }

    static func dynamicCodes(_ reader: inout Reader) throws -> (Code, Code) {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeLengthCount = try reader.bits(4) + 4
        guard literalCount <= 286 && distanceCount <= 30 else { throw Failure(description: "too many codes") }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengthLengths[order[index]] = try reader.bits(3) }
        let codeLengthCode = try Code(lengths: codeLengthLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengthCode.decode(&reader)
            switch symbol {
            case 0..<16:
                lengths.append(symbol)
            case 16:
                guard let last = lengths.last else { throw Failure(description: "repeat with no length before") }
                lengths += repeatElement(last, count: 3 + (try reader.bits(2)))
            case 17:
                lengths += repeatElement(0, count: 3 + (try reader.bits(3)))
            default:
                lengths += repeatElement(0, count: 11 + (try reader.bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw Failure(description: "lengths overrun") }
        guard lengths[256] > 0 else { throw Failure(description: "no end-of-block code") }
        return (try Code(lengths: Array(lengths[..<literalCount])), try Code(lengths: Array(lengths[literalCount...])))
    }
}
