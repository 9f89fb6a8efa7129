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
    let length = utf8Length(count: count, unitAt)
    if length == count {
        return String(unsafeUninitializedCapacity: count) { buffer in
            for index in 0..<count { buffer[index] = UInt8(truncatingIfNeeded: unitAt(index)) }
            return count
        }
    }
    return String(unsafeUninitializedCapacity: length) { writeUTF8(count: count, into: $0, unitAt) }
}

/// The UTF-8 length of `count` UTF-16 units, a lone surrogate counting as U+FFFD.
@inline(__always)
private func utf8Length(count: Int, _ unitAt: (Int) -> UInt16) -> Int {
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
    return length
}

/// Writes the UTF-8 of `count` UTF-16 units into `buffer` (with room for `utf8Length` bytes, or 3 per unit);
/// returns the bytes written.
@inline(__always)
func writeUTF8(count: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, _ unitAt: (Int) -> UInt16) -> Int {
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
