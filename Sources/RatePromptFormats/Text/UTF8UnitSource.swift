/// UTF-8 bytes, read in place. Strings and comments are validated as they are made, the whole file only when needed
/// (`OpenStepParser.parse`), so until then any byte may be ill-formed.
struct UTF8UnitSource: OpenStepUnitSource {
    static var isUTF8: Bool { true }
    let base: UnsafePointer<UInt8>
    let count: Int

    @inline(__always) func unit(_ index: Int) -> UInt32 { UInt32(base[index]) }

    @inline(__always) func startsScalar(_ index: Int) -> Bool { base[index] & 0xC0 != 0x80 }

    func scalarCount(_ start: Int, _ end: Int) -> Int {
        var index = start
        var scalars = 0
        let raw = UnsafeRawPointer(base)
        while index + 8 <= end {
            // Continuation bytes are 10xxxxxx: bit 7 set, bit 6 clear.
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let continuations = word & ~(word << 1) & 0x8080_8080_8080_8080
            scalars += 8 - continuations.nonzeroBitCount
            index += 8
        }
        while index < end {
            if base[index] & 0xC0 != 0x80 { scalars += 1 }
            index += 1
        }
        return scalars
    }

    @inline(__always) func lineSeparatorLength(at index: Int) -> Int {
        (base[index] == 0xE2 && index + 2 < count && base[index + 1] == 0x80
            && (base[index + 2] == 0xA8 || base[index + 2] == 0xA9)) ? 3 : 0
    }

    func utf16(at index: Int) -> (first: UInt16, second: UInt16, length: Int) {
        let lead = UInt32(base[index])
        if lead < 0x80 { return (UInt16(lead), 0, 1) }
        // Ill-formed bytes (the file may not be validated yet; one stray 0xA9 is even tolerated, see
        // `OpenStepParser.validateUTF8`) and any defect read as U+FFFD, one byte at a time, never past the end.
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1, index + length <= count,
              (1..<length).allSatisfy({ base[index + $0] & 0xC0 == 0x80 })
        else { return (0xFFFD, 0, 1) }
        let value: UInt32
        switch length {
        case 2:
            value = (lead & 0x1F) << 6 | UInt32(base[index + 1] & 0x3F)
        case 3:
            value = (lead & 0x0F) << 12 | UInt32(base[index + 1] & 0x3F) << 6 | UInt32(base[index + 2] & 0x3F)
        default:
            value = (lead & 0x07) << 18 | UInt32(base[index + 1] & 0x3F) << 12
                | UInt32(base[index + 2] & 0x3F) << 6 | UInt32(base[index + 3] & 0x3F)
        }
        if value < 0x10000 { return (UInt16(value), 0, length) }
        let offset = value - 0x10000
        return (UInt16(0xD800 + (offset >> 10)), UInt16(0xDC00 + (offset & 0x3FF)), length)
    }

    @inline(__always) func makeString(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
    }

    @inline(__always)
    func firstIndex(from start: Int, of a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, bits: inout UInt64) -> Int {
        var index = start
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while index &+ 8 <= count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            bits |= word
            let hits = lanesEqual(word, UInt64(a), ones: ones, highs: highs)
                | lanesEqual(word, UInt64(b), ones: ones, highs: highs)
                | lanesEqual(word, UInt64(c), ones: ones, highs: highs)
                | lanesEqual(word, UInt64(d), ones: ones, highs: highs)
            if hits != 0 { return index &+ hits.trailingZeroBitCount >> 3 }
            index &+= 8
        }
        while index < count {
            let unit = UInt32(base[index])
            bits |= UInt64(unit)
            if unit == a || unit == b || unit == c || unit == d { return index }
            index &+= 1
        }
        return count
    }

    func isWellFormed(_ start: Int, _ end: Int) -> Bool {
        let result = OpenStepParser.validateUTF8(base + start, count: end - start)
        return result.invalid == nil && result.stray == nil
    }

    @inline(__always) func appendRaw(_ start: Int, _ end: Int, to scratch: inout StringScratch) {
        guard end > start else { return }
        scratch.flushPending()
        scratch.bytes.append(contentsOf: UnsafeBufferPointer(start: base + start, count: end - start))
    }
}
