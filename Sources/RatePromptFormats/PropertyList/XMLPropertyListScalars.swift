import Foundation

/// The text grammars of the XML property-list scalar elements, as CoreFoundation reads them.
///
/// Each function takes the element's content (for `<integer>`, `<date>` and `<data>` the raw characters, with
/// character references left unresolved, because that is what CoreFoundation looks at) and returns the value or a
/// message that says what is wrong and how to fix it.
package enum XMLPropertyListScalars {
    /// What is wrong with a scalar's text, and how to fix it.
    struct ScalarError: Error, ExpressibleByStringInterpolation {
        var message: String
        init(stringLiteral value: String) { message = value }
        init(stringInterpolation: DefaultStringInterpolation) { message = String(stringInterpolation: stringInterpolation) }
        init(_ message: String) { self.message = message }
    }

    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func describe(_ byte: UInt8) -> String {
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return String(format: "byte 0x%02X", byte)
    }

    // MARK: <integer>

    /// Decimal or `0x` hexadecimal, with an optional sign; whitespace may come before and after the sign but not
    /// after the digits. Values above `Int64.max` up to `UInt64.max` are unsigned; `-2^63` is the smallest.
    static func integer(_ text: UnsafeBufferPointer<UInt8>) -> Result<PropertyListValue, ScalarError> {
        var index = 0
        let count = text.count
        while index < count, isSpace(text[index]) { index += 1 }
        if index == count {
            return .failure("<integer> is empty; write a number such as 0")
        }
        var negative = false
        if text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
            negative = text[index] == UInt8(ascii: "-")
            index += 1
            while index < count, isSpace(text[index]) { index += 1 }
        }
        var hex = false
        if index + 1 < count, text[index] == UInt8(ascii: "0"), text[index + 1] | 0x20 == UInt8(ascii: "x") {
            hex = true
            index += 2
        }
        if index == count {
            return .failure("<integer> has a sign or 0x but no digits; write the digits after it")
        }
        var magnitude: UInt64 = 0
        var overflow = false
        while index < count {
            let byte = text[index]
            var digit: UInt64
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"):
                guard hex else {
                    return .failure(ScalarError(
                        "<integer> contains the hex digit \(describe(byte)) but does not start with 0x; write decimal "
                            + "digits only, or prefix hexadecimal with 0x (a real number belongs in <real>)"))
                }
                digit = UInt64((byte | 0x20) - UInt8(ascii: "a") + 10)
            default:
                let hint = isSpace(byte)
                    ? "remove the whitespace; Apple's reader refuses it after the digits"
                    : "an <integer> holds only an optional sign and digits (a fraction belongs in <real>)"
                return .failure(ScalarError("<integer> contains \(isSpace(byte) ? "whitespace" : describe(byte)); \(hint)"))
            }
            let (shifted, o1) = magnitude.multipliedReportingOverflow(by: hex ? 16 : 10)
            let (sum, o2) = shifted.addingReportingOverflow(digit)
            if o1 || o2 { overflow = true }
            magnitude = sum
            index += 1
        }
        if negative {
            if overflow || magnitude > UInt64(Int64.max) + 1 {
                return .failure("<integer> is below -9223372036854775808, the smallest integer a property list holds")
            }
            return .success(.integer(magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)))
        }
        if overflow {
            return .failure("<integer> is above 18446744073709551615, the largest integer a property list holds")
        }
        return .success(magnitude <= UInt64(Int64.max) ? .integer(Int64(magnitude)) : .unsignedInteger(magnitude))
    }

    // MARK: <real>

    /// `nan`, `inf`, `infinity` (any case, `inf` and `infinity` with an optional sign), or a decimal number with
    /// optional leading whitespace, sign, fraction and exponent — and nothing after it.
    static func real(_ text: UnsafeBufferPointer<UInt8>) -> Result<PropertyListValue, ScalarError> {
        let failure = Result<PropertyListValue, ScalarError>.failure(ScalarError(
            "<real> is not a number; write a decimal such as 0.5, -1e3, nan or +infinity (no trailing spaces, no "
                + "commas, no hexadecimal)"))
        if text.count <= 9, let special = specialReal(text) { return .success(.real(special)) }
        var index = 0
        let count = text.count
        while index < count, isSpace(text[index]) { index += 1 }
        let start = index
        if index < count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") { index += 1 }
        var digits = 0
        while index < count, text[index] &- UInt8(ascii: "0") < 10 { index += 1; digits += 1 }
        if index < count, text[index] == UInt8(ascii: ".") {
            index += 1
            while index < count, text[index] &- UInt8(ascii: "0") < 10 { index += 1; digits += 1 }
        }
        guard digits > 0 else { return failure }
        if index < count, text[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") { index += 1 }
            var exponentDigits = 0
            while index < count, text[index] &- UInt8(ascii: "0") < 10 { index += 1; exponentDigits += 1 }
            guard exponentDigits > 0 else { return failure }
        }
        guard index == count else { return failure }
        let number = String(decoding: UnsafeBufferPointer(rebasing: text[start..<count]), as: UTF8.self)
        guard let value = Double(number) else { return failure }
        return .success(.real(value))
    }

    private static func specialReal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var lower = [UInt8]()
        lower.reserveCapacity(text.count)
        for byte in text { lower.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) }
        switch String(decoding: lower, as: UTF8.self) {
        case "nan": return .nan
        case "inf", "infinity", "+inf", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default: return nil
        }
    }

    // MARK: <date>

    /// `YYYY-MM-DDTHH:MM:SSZ` in UTC: a year of any length with an optional minus, then exactly two digits per
    /// field. Like CoreFoundation, out-of-range fields are not refused but counted on (month 13 is the next
    /// January, day 0 the last day of the month before; months above 13 count as January).
    static func date(_ text: UnsafeBufferPointer<UInt8>) -> Result<PropertyListValue, ScalarError> {
        let failure = Result<PropertyListValue, ScalarError>.failure(ScalarError(
            "<date> is not an ISO 8601 UTC date; write it as YYYY-MM-DDTHH:MM:SSZ, e.g. 2024-01-02T03:04:05Z (no "
                + "spaces, no fractions of a second, no time-zone offset)"))
        var index = 0
        let count = text.count
        var negative = false
        if index < count, text[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var year: Int64 = 0
        var yearDigits = 0
        while index < count, text[index] &- UInt8(ascii: "0") < 10 {
            year = year &* 10 &+ Int64(text[index] - UInt8(ascii: "0"))
            index += 1
            yearDigits += 1
        }
        guard yearDigits > 0 || negative else { return failure }
        func twoDigits(after separator: UInt8?) -> Int? {
            if let separator {
                guard index < count, text[index] == separator else { return nil }
                index += 1
            }
            guard index + 2 <= count else { return nil }
            let high = text[index] &- UInt8(ascii: "0"), low = text[index + 1] &- UInt8(ascii: "0")
            guard high < 10, low < 10 else { return nil }
            index += 2
            return Int(high) * 10 + Int(low)
        }
        guard let month = twoDigits(after: UInt8(ascii: "-")),
              let day = twoDigits(after: UInt8(ascii: "-")),
              let hour = twoDigits(after: UInt8(ascii: "T")),
              let minute = twoDigits(after: UInt8(ascii: ":")),
              let second = twoDigits(after: UInt8(ascii: ":")),
              index + 1 == count, text[index] == UInt8(ascii: "Z")
        else { return failure }
        // The year is a 32-bit field in CoreFoundation's Gregorian date.
        var year32 = Int32(truncatingIfNeeded: year)
        if negative { year32 = 0 &- year32 }
        let seconds = absoluteTime(
            year: Int64(year32), month: month, day: day, hour: hour, minute: minute, second: second)
        return .success(.date(Date(timeIntervalSinceReferenceDate: seconds)))
    }

    private static let daysBeforeMonth = [0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365]

    /// Seconds since 2001-01-01T00:00:00Z in the proleptic Gregorian calendar.
    package static func absoluteTime(year: Int64, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Double {
        func floorDivide(_ a: Int64, _ b: Int64) -> Int64 { a >= 0 ? a / b : -((-a + b - 1) / b) }
        func daysBeforeYear(_ year: Int64) -> Int64 {
            let previous = year - 1
            return 365 * previous + floorDivide(previous, 4) - floorDivide(previous, 100) + floorDivide(previous, 400)
        }
        let isLeap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        var days = daysBeforeYear(year) - daysBeforeYear(2001)
        if month >= 0, month <= 13 {
            days += Int64(daysBeforeMonth[month]) + (isLeap && month > 2 ? 1 : 0)
        }
        days += Int64(day) - 1
        var seconds = 86400.0 * Double(days)
        seconds += 3600.0 * Double(hour) + 60.0 * Double(minute) + Double(second)
        return seconds
    }

    // MARK: <data>

    private static let base64Values: [Int8] = {
        var table = [Int8](repeating: -1, count: 256)
        for (value, byte) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            table[Int(byte)] = Int8(value)
        }
        return table
    }()

    /// Base64 as CoreFoundation decodes it: whitespace and other ASCII characters outside the alphabet are
    /// skipped, `=` counts as a zero digit, and a group of four digits yields three bytes, fewer when it ends in
    /// `=`. An incomplete last group is dropped. Bytes above 0x7F are an error.
    static func data(_ text: UnsafeBufferPointer<UInt8>) -> Result<PropertyListValue, ScalarError> {
        var output = [UInt8]()
        output.reserveCapacity(text.count / 4 * 3)
        var accumulator: UInt32 = 0
        var digits = 0
        var equalSigns = 0
        for byte in text {
            var value: Int8
            if byte == UInt8(ascii: "=") {
                equalSigns += 1
                value = 0
            } else {
                if byte >= 0x80 {
                    return .failure(
                        ScalarError(String(format: "<data> contains the byte 0x%02X; base64 uses only A-Z, a-z, 0-9, + and /", byte)))
                }
                if isSpace(byte) || byte == 0x0B || byte == 0x0C { continue }
                equalSigns = 0
                value = base64Values[Int(byte)]
                if value < 0 { continue }
            }
            accumulator = accumulator << 6 | UInt32(value)
            digits += 1
            if digits == 4 {
                output.append(UInt8(truncatingIfNeeded: accumulator >> 16))
                if equalSigns < 2 { output.append(UInt8(truncatingIfNeeded: accumulator >> 8)) }
                if equalSigns < 1 { output.append(UInt8(truncatingIfNeeded: accumulator)) }
                digits = 0
                accumulator = 0
            }
        }
        return .success(.data(output))
    }
}
