/// The byte order of UTF-16 units in memory.
protocol UTF16ByteOrder {
    static var isLittleEndian: Bool { get }
}
enum LittleEndianUTF16: UTF16ByteOrder { static var isLittleEndian: Bool { true } }
enum BigEndianUTF16: UTF16ByteOrder { static var isLittleEndian: Bool { false } }

/// UTF-16 units read in place (unaligned loads), possibly with lone surrogates, which CoreFoundation keeps.
struct UTF16UnitSource<Order: UTF16ByteOrder>: OpenStepUnitSource {
    static var isUTF8: Bool { false }
    let base: UnsafeRawPointer
    let count: Int

    @inline(__always) func unit16(_ index: Int) -> UInt16 {
        let raw = base.loadUnaligned(fromByteOffset: index &* 2, as: UInt16.self)
        return Order.isLittleEndian ? UInt16(littleEndian: raw) : UInt16(bigEndian: raw)
    }

    @inline(__always) func unit(_ index: Int) -> UInt32 { UInt32(unit16(index)) }

    @inline(__always) func startsScalar(_ index: Int) -> Bool {
        !(UTF16.isTrailSurrogate(unit16(index)) && index > 0 && UTF16.isLeadSurrogate(unit16(index - 1)))
    }

    func scalarCount(_ start: Int, _ end: Int) -> Int {
        var scalars = 0
        for index in start..<max(start, end) where startsScalar(index) { scalars += 1 }
        return scalars
    }

    @inline(__always) func lineSeparatorLength(at index: Int) -> Int {
        let unit = unit16(index)
        return unit == 0x2028 || unit == 0x2029 ? 1 : 0
    }

    func utf16(at index: Int) -> (first: UInt16, second: UInt16, length: Int) {
        let first = unit16(index)
        if UTF16.isLeadSurrogate(first), index + 1 < count {
            let second = unit16(index + 1)
            if UTF16.isTrailSurrogate(second) { return (first, second, 2) }
        }
        return (first, 0, 1)
    }

    func makeString(_ start: Int, _ end: Int) -> String {
        #if _endian(little)
        if Order.isLittleEndian, let ascii = makeASCIIString(start, end) { return ascii }
        #endif
        return makeUTF16String(count: end - start) { unit16(start &+ $0) }
    }

    /// The text of `start..<end` when it is all ASCII (most text is), checked and narrowed four units at a time;
    /// nil otherwise. Only for little-endian units on a little-endian host.
    private func makeASCIIString(_ start: Int, _ end: Int) -> String? {
        let count = end - start
        guard count > 0 else { return nil }
        let first = base + start &* 2
        var high: UInt64 = 0
        var index = 0
        while index &+ 4 <= count {
            high |= first.loadUnaligned(fromByteOffset: index &* 2, as: UInt64.self)
            index &+= 4
        }
        while index < count {
            high |= UInt64(first.loadUnaligned(fromByteOffset: index &* 2, as: UInt16.self))
            index &+= 1
        }
        guard high & 0xFF80_FF80_FF80_FF80 == 0 else { return nil }
        return String(unsafeUninitializedCapacity: count) { buffer in
            let out = UnsafeMutableRawPointer(buffer.baseAddress!)
            var index = 0
            while index &+ 4 <= count {
                let word = first.loadUnaligned(fromByteOffset: index &* 2, as: UInt64.self)
                let packed = (word & 0xFF) | (word >> 8 & 0xFF00) | (word >> 16 & 0xFF_0000) | (word >> 24 & 0xFF00_0000)
                out.storeBytes(of: UInt32(truncatingIfNeeded: packed), toByteOffset: index, as: UInt32.self)
                index &+= 4
            }
            while index < count {
                buffer[index] = UInt8(truncatingIfNeeded: first.loadUnaligned(fromByteOffset: index &* 2, as: UInt16.self))
                index &+= 1
            }
            return count
        }
    }

    func appendRaw(_ start: Int, _ end: Int, to scratch: inout StringScratch) {
        guard end > start else { return }
        for index in start..<end { scratch.units.append(unit16(index)) }
    }

    @inline(__always)
    func isWellFormed(_ start: Int, _ end: Int) -> Bool { true }

    func firstIndex(from start: Int, of a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, bits: inout UInt64) -> Int {
        var index = start
        #if _endian(little)
        if Order.isLittleEndian {
            let ones: UInt64 = 0x0001_0001_0001_0001
            let highs: UInt64 = 0x8000_8000_8000_8000
            while index &+ 4 <= count {
                let word = base.loadUnaligned(fromByteOffset: index &* 2, as: UInt64.self)
                let hits = lanesEqual(word, UInt64(a), ones: ones, highs: highs)
                    | lanesEqual(word, UInt64(b), ones: ones, highs: highs)
                    | lanesEqual(word, UInt64(c), ones: ones, highs: highs)
                    | lanesEqual(word, UInt64(d), ones: ones, highs: highs)
                if hits != 0 { return index &+ hits.trailingZeroBitCount >> 4 }
                index &+= 4
            }
        }
        #endif
        while index < count {
            let unit = unit(index)
            if unit == a || unit == b || unit == c || unit == d { return index }
            index &+= 1
        }
        return count
    }
}
