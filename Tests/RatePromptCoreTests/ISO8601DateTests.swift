import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint
import RatePromptTestSupport

/// ISO 8601 dates in the proleptic Gregorian calendar, as property lists define them: the same instant for a `<date>`
/// read by the plist readers, a date string in a JSON state, and every date RatePrompt prints.
@Suite("ISO8601Date")
struct ISO8601DateTests {
    /// A date's fields and the text they make, as RatePrompt writes it.
    struct Fields {
        var year: Int64, month: Int, day: Int, hour: Int, minute: Int, second: Int
        var milliseconds: Int?

        var text: String {
            let digits = String(year.magnitude)
            var text = (year < 0 ? "-" : "") + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
            text += String(format: "-%02d-%02dT%02d:%02d:%02d", month, day, hour, minute, second)
            if let milliseconds { text += String(format: ".%03d", milliseconds) }
            return text + "Z"
        }

        static func daysIn(month: Int, of year: Int64) -> Int {
            let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
            return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        }

        static func random(years: ClosedRange<Int64>, fractions: Bool, using random: inout SplitMix64) -> Fields {
            let year = Int64.random(in: years, using: &random)
            let month = Int.random(in: 1...12, using: &random)
            return Fields(year: year, month: month, day: Int.random(in: 1...daysIn(month: month, of: year), using: &random),
                          hour: Int.random(in: 0...23, using: &random), minute: Int.random(in: 0...59, using: &random),
                          second: Int.random(in: 0...59, using: &random),
                          milliseconds: fractions && Bool.random(using: &random)
                              ? Int.random(in: 1...999, using: &random) : nil)
        }
    }

    /// Seconds since 2001 of `<date>text</date>` as the XML property-list reader reads it.
    static func plistSeconds(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> Double? in
            guard case .success(.date(let date)) = XMLPropertyListScalars.date(buffer) else { return nil }
            return date.timeIntervalSinceReferenceDate
        }
    }

    /// Before 1582-10-15 the proleptic Gregorian calendar and the Julian one (which Foundation's ISO 8601 formatters
    /// switch to) name different days: 1000-01-01 is day −31588531200 s in both property-list readers, Foundation's
    /// `PropertyListSerialization` included, and must be printed back as 1000-01-01, not 0999-12-27.
    @Test func datesBeforeTheGregorianReformAreProlepticGregorian() {
        let seconds = -31_588_531_200.0
        #expect(Self.plistSeconds("1000-01-01T00:00:00Z") == seconds)
        #expect(ISO8601Date.parse("1000-01-01T00:00:00Z")?.timeIntervalSinceReferenceDate == seconds)
        #expect(ISO8601Date.parse("1000-01-01")?.timeIntervalSinceReferenceDate == seconds)
        #expect(ISO8601Date.format(Date(timeIntervalSinceReferenceDate: seconds)) == "1000-01-01T00:00:00Z")
        // The ten days the reform skipped exist in the proleptic calendar.
        #expect(ISO8601Date.format(ISO8601Date.parse("1582-10-10T12:00:00Z")!) == "1582-10-10T12:00:00Z")
        #expect(ISO8601Date.parse("1582-10-15T00:00:00Z")!.timeIntervalSince(ISO8601Date.parse("1582-10-04T00:00:00Z")!)
                == 11 * 86_400)
        // Year 0 is 1 BC and a leap year; before it the year has a minus sign and four digits at least.
        #expect(ISO8601Date.parse("0000-02-29") != nil)
        #expect(ISO8601Date.parse("0001-01-01T00:00:00Z")!.timeIntervalSince(ISO8601Date.parse("0000-01-01T00:00:00Z")!)
                == 366 * 86_400)
        #expect(ISO8601Date.format(ISO8601Date.parse("0000-12-31T23:59:59Z")!.addingTimeInterval(-366 * 86_400))
                == "-0001-12-31T23:59:59Z")
        #expect(ISO8601Date.format(Date(timeIntervalSinceReferenceDate: 252_423_993_600)) == "10000-01-01T00:00:00Z")
    }

    /// Text → date → text gives the text back, over years from −99999 to 999999, and the date is the one the XML
    /// property-list reader gives the same text as a `<date>`.
    @Test func roundTripsOverAWideRangeOfYears() {
        var random = SplitMix64(seed: 0x1508_1582)
        for index in 0..<4000 {
            let years: ClosedRange<Int64> = switch index % 4 {
            case 0: 1...2100
            case 1: 1400...1700
            case 2: -99_999...0
            default: 2101...999_999
            }
            let fields = Fields.random(years: years, fractions: index % 8 == 1, using: &random)
            let text = fields.text
            guard let date = ISO8601Date.parse(text) else {
                Issue.record("\(text) does not parse")
                continue
            }
            #expect(ISO8601Date.format(date) == text)
            if fields.milliseconds == nil {
                #expect(Self.plistSeconds(text) == date.timeIntervalSinceReferenceDate, "\(text)")
            }
        }
        // Dates made from seconds come back to the same seconds (whole seconds, and milliseconds in range).
        for _ in 0..<2000 {
            let seconds = Double(Int64.random(in: -9_000_000_000_000 ... 9_000_000_000_000, using: &random))
            #expect(ISO8601Date.parse(ISO8601Date.format(Date(timeIntervalSinceReferenceDate: seconds)))?
                .timeIntervalSinceReferenceDate == seconds, "\(seconds)")
        }
    }

    /// Foundation's property-list reader and writer on Linux count `<date>` in the proleptic Gregorian calendar too;
    /// for years 0 to 9999 they agree with RatePrompt on the instant and on the text.
    @Test func foundationsPropertyListDatesAgree() throws {
        var random = SplitMix64(seed: 0xDA7E)
        let texts = (0..<400).map { index in
            Fields.random(years: index % 2 == 0 ? 0...1582 : 1583...9999, fractions: false, using: &random).text
        }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><array>\(texts.map { "<date>\($0)</date>" }.joined())</array></plist>
            """
        let theirs = try #require(try PropertyListSerialization.propertyList(from: Data(xml.utf8), format: nil) as? [Date])
        let ours = texts.map { ISO8601Date.parse($0) }
        #expect(ours == theirs)
        let written = String(decoding: try PropertyListSerialization.data(
            fromPropertyList: theirs, format: .xml, options: 0), as: UTF8.self)
        let writtenTexts = written.components(separatedBy: "<date>").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(writtenTexts.map(String.init) == theirs.map(ISO8601Date.format))
    }

    @Test func offsetsFractionsAndCalendarDates() {
        let base = ISO8601Date.parse("2025-03-01T09:30:00Z")!
        #expect(base.timeIntervalSinceReferenceDate == 762_514_200)
        #expect(ISO8601Date.parse("2025-03-01T10:30:00+01:00") == base)
        #expect(ISO8601Date.parse("2025-03-01T10:30:00+0100") == base)
        #expect(ISO8601Date.parse("2025-03-01T04:00:00-05:30") == base)
        #expect(ISO8601Date.parse(" 2025-03-01T09:30:00Z ") == base)
        #expect(ISO8601Date.parse("2025-03-01T09:30:00.25Z")?.timeIntervalSince(base) == 0.25)
        #expect(ISO8601Date.parse("+2025-03-01T09:30:00Z") == base)
        #expect(ISO8601Date.parse("2024-02-29") == base.addingTimeInterval(-366 * 86_400 - 9.5 * 3600))
        #expect(ISO8601Date.format(base.addingTimeInterval(0.25)) == "2025-03-01T09:30:00.250Z")
        // A fraction before 2001 counts back from the whole second below, as Foundation prints it.
        #expect(ISO8601Date.format(Date(timeIntervalSinceReferenceDate: -0.5)) == "2000-12-31T23:59:59.500Z")
        // Milliseconds are rounded to the nearest; 999.6 of them make the next second.
        #expect(ISO8601Date.format(Date(timeIntervalSinceReferenceDate: 59.9996)) == "2001-01-01T00:01:00.000Z")
        #expect(ISO8601Date.format(Date(timeIntervalSinceReferenceDate: 7 / 3)) == "2001-01-01T00:00:02.333Z")
        for bad in ["", "yesterday", "2025-02-30", "2025-13-01", "2025-00-10", "1900-02-29", "1740819600",
                    "2025-03-01 09:30", "025-03-01", "2025-3-01", "2025-03-01T09:30Z", "2025-03-01T24:00:00Z",
                    "2025-03-01T09:60:00Z", "2025-03-01T09:30:60Z", "2025-03-01T09:30:00", "2025-03-01T09:30:00.Z",
                    "2025-03-01T09:30:00+1:00", "2025-03-01T09:30:00+24:00", "2025-03-01T09:30:00Zjunk",
                    "--2025-03-01", "2025-03-01T09:30:00.5e3Z", "٢٠٢٥-03-01"] {
            #expect(ISO8601Date.parse(bad) == nil, "\(bad)")
        }
    }

    /// A `Date` holds any double; beyond ±2^53 seconds from 2001 (some 285 million years) whole seconds are no longer
    /// exact, and such a date is written as the seconds it holds rather than as a calendar date that would be wrong.
    @Test func datesBeyondTheCalendarRangeAreWrittenAsSeconds() {
        #expect(ISO8601Date.format(Date(timeIntervalSinceReferenceDate: 1e300))
                == "1e+300 seconds since 2001-01-01T00:00:00Z")
        #expect(ISO8601Date.format(Date(timeIntervalSinceReferenceDate: -1e300))
                == "-1e+300 seconds since 2001-01-01T00:00:00Z")
        #expect(ISO8601Date.format(Date(timeIntervalSinceReferenceDate: .nan)) == "nan seconds since 2001-01-01T00:00:00Z")
        #expect(ISO8601Date.format(Date(timeIntervalSinceReferenceDate: -.infinity))
                == "-inf seconds since 2001-01-01T00:00:00Z")
        let limit = 9_007_199_254_740_992.0
        #expect(!ISO8601Date.format(Date(timeIntervalSinceReferenceDate: limit)).contains("seconds"))
        #expect(!ISO8601Date.format(Date(timeIntervalSinceReferenceDate: -limit)).contains("seconds"))
        #expect(ISO8601Date.format(Date(timeIntervalSinceReferenceDate: limit * 2)).contains("seconds"))
        #expect(ISO8601Date.parse("300000000-01-01") == nil)
        #expect(ISO8601Date.parse("-300000000-01-01") == nil)
        #expect(ISO8601Date.parse("99999999999999999999999-01-01") == nil)
        #expect(ISO8601Date.parse("285000000-01-01") != nil)
    }
}
