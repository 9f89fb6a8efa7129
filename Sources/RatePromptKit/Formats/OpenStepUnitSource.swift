/// The code units the old-style parser reads, in place: UTF-8 bytes or UTF-16 units of either byte order.
///
/// CoreFoundation converts the whole file to UTF-16 before parsing. We read the original encoding instead and give
/// the parser a UTF-16 view only where CoreFoundation's behaviour depends on UTF-16 unit values (error messages that
/// print a unit, the `(uint8_t)` truncation in data blocks, `\U` surrogate halves).
protocol OpenStepUnitSource {
    static var isUTF8: Bool { get }
    var count: Int { get }
    /// The raw code unit at `index` (`index < count`).
    func unit(_ index: Int) -> UInt32
    /// Whether the unit at `index` starts a Unicode scalar (columns count scalars).
    func startsScalar(_ index: Int) -> Bool
    /// How many units in `start..<end` start a scalar.
    func scalarCount(_ start: Int, _ end: Int) -> Int
    /// The length in units of a U+2028/U+2029 at `index`, or 0.
    func lineSeparatorLength(at index: Int) -> Int
    /// The scalar at `index` as UTF-16 (`second` is 0 for one unit) and its length in code units.
    func utf16(at index: Int) -> (first: UInt16, second: UInt16, length: Int)
    /// The text of `start..<end`, which holds no escapes; ill-formed UTF-8 becomes U+FFFD.
    func makeString(_ start: Int, _ end: Int) -> String
    /// Appends `start..<end` to an escaped string under construction.
    func appendRaw(_ start: Int, _ end: Int, to scratch: inout StringScratch)
    /// The first index at or after `start` whose unit is one of the four, or `count`. The hot loops (string
    /// contents, comments) use it to skip plain text several units at a time.
    func firstIndex(from start: Int, of a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> Int
}

/// Word-at-a-time search ("has zero byte" trick): a nonzero result marks the lanes of `word` equal to `lane`;
/// the lowest marked lane is exact, higher ones may be false positives, so only the lowest is used.
@inline(__always)
private func lanesEqual(_ word: UInt64, _ lane: UInt64, ones: UInt64, highs: UInt64) -> UInt64 {
    let x = word ^ (ones &* lane)
    return (x &- ones) & ~x & highs
}

/// A reusable buffer for strings that contain escapes; UTF-8 or UTF-16 after the input.
struct StringScratch {
    var bytes: [UInt8] = []
    var units: [UInt16] = []
    /// UTF-8 mode: a `\U` high surrogate waiting for its low half. CoreFoundation appends halves raw, so a pair
    /// combines and a lone half becomes U+FFFD when Foundation hands the string to Swift.
    var pendingHigh: UInt16 = 0

    mutating func reset(utf8: Bool) {
        if utf8 {
            bytes.removeAll(keepingCapacity: true)
            pendingHigh = 0
        } else {
            units.removeAll(keepingCapacity: true)
        }
    }

    /// Appends one UTF-16 unit produced by an escape.
    mutating func appendUnit(_ unit: UInt16, utf8: Bool) {
        guard utf8 else {
            units.append(unit)
            return
        }
        if pendingHigh != 0 {
            let high = pendingHigh
            pendingHigh = 0
            if UTF16.isTrailSurrogate(unit) {
                let value = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(unit) - 0xDC00)
                appendScalar(value)
                return
            }
            appendScalar(0xFFFD)
        }
        if UTF16.isLeadSurrogate(unit) {
            pendingHigh = unit
        } else if UTF16.isTrailSurrogate(unit) {
            appendScalar(0xFFFD)
        } else {
            appendScalar(UInt32(unit))
        }
    }

    @inline(__always)
    mutating func flushPending() {
        if pendingHigh != 0 {
            pendingHigh = 0
            appendScalar(0xFFFD)
        }
    }

    private mutating func appendScalar(_ value: UInt32) {
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(value))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | (value >> 6)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | (value >> 12)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        default:
            bytes.append(UInt8(0xF0 | (value >> 18)))
            bytes.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        }
    }

    mutating func makeString(utf8: Bool) -> String {
        if utf8 {
            flushPending()
            return String(decoding: bytes, as: UTF8.self)
        }
        return units.withUnsafeBufferPointer { units in makeUTF16String(count: units.count) { units[$0] } }
    }
}

/// UTF-16 to a String, lone surrogates becoming U+FFFD (as when Foundation bridges them). Hand-written because the
/// standard library's `String(decoding:as: UTF16.self)` takes a slow generic path. A first pass sizes the UTF-8
/// exactly (so the string does not keep three bytes per unit), the second writes it.
@inline(__always)
func makeUTF16String(count: Int, _ unitAt: (Int) -> UInt16) -> String {
    guard count > 0 else { return "" }
    var length = 0
    var index = 0
    while index < count {
        let unit = unitAt(index)
        index &+= 1
        if unit < 0x80 {
            length &+= 1
        } else if unit < 0x800 {
            length &+= 2
        } else if unit & 0xFC00 == 0xD800, index < count, unitAt(index) & 0xFC00 == 0xDC00 {
            index &+= 1
            length &+= 4
        } else {
            length &+= 3
        }
    }
    if length == count {
        return String(unsafeUninitializedCapacity: count) { buffer in
            for index in 0..<count { buffer[index] = UInt8(truncatingIfNeeded: unitAt(index)) }
            return count
        }
    }
    return String(unsafeUninitializedCapacity: length) { buffer in
        var out = 0
        var index = 0
        while index < count {
            let unit = unitAt(index)
            index &+= 1
            if unit < 0x80 {
                buffer[out] = UInt8(truncatingIfNeeded: unit)
                out &+= 1
            } else if unit < 0x800 {
                buffer[out] = UInt8(truncatingIfNeeded: 0xC0 | (unit >> 6))
                buffer[out &+ 1] = UInt8(truncatingIfNeeded: 0x80 | (unit & 0x3F))
                out &+= 2
            } else if unit & 0xF800 != 0xD800 {
                buffer[out] = UInt8(truncatingIfNeeded: 0xE0 | (unit >> 12))
                buffer[out &+ 1] = UInt8(truncatingIfNeeded: 0x80 | ((unit >> 6) & 0x3F))
                buffer[out &+ 2] = UInt8(truncatingIfNeeded: 0x80 | (unit & 0x3F))
                out &+= 3
            } else if unit < 0xDC00, index < count, case let low = unitAt(index), low & 0xFC00 == 0xDC00 {
                index &+= 1
                let value = 0x10000 &+ ((UInt32(unit) &- 0xD800) << 10) &+ (UInt32(low) &- 0xDC00)
                buffer[out] = UInt8(truncatingIfNeeded: 0xF0 | (value >> 18))
                buffer[out &+ 1] = UInt8(truncatingIfNeeded: 0x80 | ((value >> 12) & 0x3F))
                buffer[out &+ 2] = UInt8(truncatingIfNeeded: 0x80 | ((value >> 6) & 0x3F))
                buffer[out &+ 3] = UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F))
                out &+= 4
            } else {
                buffer[out] = 0xEF
                buffer[out &+ 1] = 0xBF
                buffer[out &+ 2] = 0xBD
                out &+= 3
            }
        }
        return out
    }
}

/// Validated UTF-8 bytes.
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
        // The file is validated before parsing, but the one tolerated stray byte (0xA9, see
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
    func firstIndex(from start: Int, of a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> Int {
        var index = start
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while index &+ 8 <= count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let hits = lanesEqual(word, UInt64(a), ones: ones, highs: highs)
                | lanesEqual(word, UInt64(b), ones: ones, highs: highs)
                | lanesEqual(word, UInt64(c), ones: ones, highs: highs)
                | lanesEqual(word, UInt64(d), ones: ones, highs: highs)
            if hits != 0 { return index &+ hits.trailingZeroBitCount >> 3 }
            index &+= 8
        }
        while index < count {
            let unit = UInt32(base[index])
            if unit == a || unit == b || unit == c || unit == d { return index }
            index &+= 1
        }
        return count
    }

    @inline(__always) func appendRaw(_ start: Int, _ end: Int, to scratch: inout StringScratch) {
        guard end > start else { return }
        scratch.flushPending()
        scratch.bytes.append(contentsOf: UnsafeBufferPointer(start: base + start, count: end - start))
    }
}

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
        makeUTF16String(count: end - start) { unit16(start &+ $0) }
    }

    func appendRaw(_ start: Int, _ end: Int, to scratch: inout StringScratch) {
        guard end > start else { return }
        for index in start..<end { scratch.units.append(unit16(index)) }
    }

    @inline(__always)
    func firstIndex(from start: Int, of a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> Int {
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
