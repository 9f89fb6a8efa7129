import Foundation
import RatePromptFormats

/// ISO 8601 dates as state files, `--now`, `dump` and RatePrompt's other output write them, in the proleptic
/// Gregorian calendar.
///
/// A property-list date is a count of seconds since 2001-01-01T00:00:00Z, named in the proleptic Gregorian calendar
/// by CoreFoundation and by `PropertyListSerialization` (here too): `<date>1000-01-01T00:00:00Z</date>` reads and
/// writes back as 1000-01-01. Foundation's ISO 8601 formatters switch to the Julian calendar before 1582-10-15 and
/// would name that instant 0999-12-27, so both directions are worked out here, with the day count of the XML
/// property-list reader (`XMLPropertyListScalars.absoluteTime`).
///
/// Accepted: a full date-time with `Z` or an offset (`2025-03-01T09:30:00Z`, `2025-03-01T10:30:00+01:00`, `+0100`),
/// optionally with fractional seconds, or a calendar date alone (`2025-03-01`, midnight UTC). The year has four digits
/// or more and may be signed (ISO 8601's expanded years; year 0 is 1 BC, `-0001` is 2 BC). Written: UTC with `Z`,
/// milliseconds (to the nearest) only when the date has a fraction of a second, the year as Foundation's property-list
/// writer writes it (four digits at least, no plus sign), and a minus sign before year 0.
package enum ISO8601Date {
    /// Dates within 2^53 seconds of 2001 (some 285 million years) are calendar dates. Beyond, a `Date`'s double no
    /// longer holds every second: such a date (or one that is not a number) is written as the seconds it holds, and
    /// no text names one.
    static let limit: Double = 9_007_199_254_740_992

    package static func parse(_ text: String) -> Date? {
        var reader = Reader(Array(text.trimmingCharacters(in: .whitespaces).utf8))
        return reader.date()
    }

    package static func format(_ date: Date) -> String {
        let time = date.timeIntervalSinceReferenceDate
        guard abs(time) <= limit else { return "\(time) seconds since 2001-01-01T00:00:00Z" }
        var whole = time.rounded(.down)
        // Milliseconds to the nearest, so that a written fraction reads back as written (the double nearest to
        // 1666-04-29T09:54:45.157Z lies a little below .157).
        var milliseconds = ((time - whole) * 1000).rounded()
        if milliseconds == 1000 {
            whole += 1
            milliseconds = 0
        }
        let (days, secondOfDay) = floorDivision(Int64(whole), 86_400)
        let (year, month, day) = civil(daysSince2001: days)
        var text = year < 0 ? "-" : ""
        text += padded(year.magnitude, 4) + "-" + padded(UInt64(month), 2) + "-" + padded(UInt64(day), 2)
        text += "T" + padded(UInt64(secondOfDay / 3600), 2) + ":" + padded(UInt64(secondOfDay / 60 % 60), 2) + ":"
            + padded(UInt64(secondOfDay % 60), 2)
        if time.rounded(.down) != time {
            text += "." + padded(UInt64(milliseconds), 3)
        }
        return text + "Z"
    }

    // MARK: The calendar

    static func isLeap(_ year: Int64) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    static func daysIn(month: Int, of year: Int64) -> Int {
        month == 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].contains(month) ? 30 : 31
    }

    /// Year, month and day of a day counted from 2001-01-01, by Howard Hinnant's `civil_from_days` (eras of 400
    /// years that begin on March 1st, so that the leap day ends each year).
    static func civil(daysSince2001 days: Int64) -> (year: Int64, month: Int, day: Int) {
        let z = days + 730_791  // days since 0000-03-01
        let era = floorDivision(z, 146_097).quotient
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * shiftedMonth + 2) / 5 + 1)
        let month = Int(shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9)
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }

    private static func padded(_ value: UInt64, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// Reads the accepted forms from ASCII bytes; anything else (other digits, spaces inside, missing zone) is nil.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func date() -> Date? {
            let negative = take("-")
            if !negative { _ = take("+") }
            // Up to 12 digits (more fail at the "-" after them): far beyond the limit, and no overflow on the way.
            guard let magnitude = number(4...12), take("-"), let month = number(2...2).map(Int.init), take("-"),
                  let day = number(2...2).map(Int.init) else { return nil }
            let year = negative ? -magnitude : magnitude
            guard (1...12).contains(month), (1...daysIn(month: month, of: year)).contains(day) else { return nil }
            var hour = 0, minute = 0, second = 0
            var rest = 0.0
            if index < bytes.count {
                guard take("T"), let h = number(2...2), take(":"), let m = number(2...2), take(":"),
                      let s = number(2...2), h < 24, m < 60, s < 60 else { return nil }
                (hour, minute, second) = (Int(h), Int(m), Int(s))
                if take(".") {
                    let start = index
                    while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
                    guard index > start, let fraction = Double("0." + String(decoding: bytes[start..<index], as: UTF8.self))
                    else { return nil }
                    rest += fraction
                }
                if !take("Z") {
                    let sign: Double = take("+") ? 1 : take("-") ? -1 : 0
                    guard sign != 0, let offsetHours = number(2...2) else { return nil }
                    _ = take(":")
                    guard let offsetMinutes = number(2...2), offsetHours < 24, offsetMinutes < 60 else { return nil }
                    rest -= sign * Double(offsetHours * 3600 + offsetMinutes * 60)
                }
                guard index == bytes.count else { return nil }
            }
            let seconds = XMLPropertyListScalars.absoluteTime(
                year: year, month: month, day: day, hour: hour, minute: minute, second: second) + rest
            guard abs(seconds) <= ISO8601Date.limit else { return nil }
            return Date(timeIntervalSinceReferenceDate: seconds)
        }

        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        /// ASCII digits, as many as there are up to `lengths.upperBound`; nil when fewer than `lengths.lowerBound`.
        mutating func number(_ lengths: ClosedRange<Int>) -> Int64? {
            var value: Int64 = 0
            var length = 0
            while index < bytes.count, length < lengths.upperBound, bytes[index] &- UInt8(ascii: "0") < 10 {
                value = value * 10 + Int64(bytes[index] &- UInt8(ascii: "0"))
                index += 1
                length += 1
            }
            return lengths.contains(length) ? value : nil
        }
    }
}
