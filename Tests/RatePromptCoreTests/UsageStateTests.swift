import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint

/// Loading a usage state from exported preferences: binary and XML property lists (these need the real plist readers)
/// and JSON, the same content giving the same state, and every malformed value reported at its position.
@Suite("UsageState")
struct UsageStateTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/state")
    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }
    static func date(_ text: String) -> Date { ISO8601Date.parse(text)! }

    static let reminded = UsageState(
        firstUsed: date("2025-03-01T09:00:00Z"), useCount: 12, eventCount: 3, lastReminded: date("2025-03-20T09:00:00Z"),
        lastVersionUsed: "1.0", reviewRequestDates: [date("2025-03-20T09:00:00Z")], completedProcessCount: 5)

    @Test func jsonStateLoads() {
        let result = UsageStateLoader().load(contentsOf: Self.fixture("reminded.json"))
        #expect(result.isReadable && result.diagnostics.isEmpty)
        #expect(result.state == Self.reminded)
    }

    @Test func binaryExportedPreferencesLoad() {
        let result = UsageStateLoader().load(contentsOf: Self.fixture("reminded.plist"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.state == Self.reminded)
    }

    @Test func xmlPreferencesLoad() {
        let result = UsageStateLoader().load(contentsOf: Self.fixture("declined.plist"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.state == UsageState(firstUsed: Self.date("2025-01-01T09:00:00Z"), useCount: 30, eventCount: 0,
                                           declinedVersion: "1.0", lastVersionUsed: "1.0"))
    }

    @Test func malformedJSONValuesAreReportedAtTheirPositions() {
        let path = Self.fixture("bad_values.json")
        let result = UsageStateLoader().load(contentsOf: path)
        #expect(result.isReadable && result.hasErrors)
        #expect(result.diagnostics.map(\.description) == [
            "\(path):2:21: error: iRateFirstUsed is \"yesterday\", which is not an ISO 8601 date; write it like \"2025-03-01T09:30:00Z\"",
            "\(path):3:20: error: iRateUseCount is -3, but a count of uses cannot be negative",
            "\(path):4:22: error: iRateEventCount must be an integer, not a string (write 7 without quotes)",
            "\(path):5:24: error: iRateLastReminded must be a date (an ISO 8601 string), not an integer",
            "\(path):6:27: error: iRateLastVersionUsed must be a version string, not a real number (write \"1.2\" in quotes)",
            "\(path):7:60: error: RatePromptReviewRequestDates[1] is \"soon\", which is not an ISO 8601 date; write it like \"2025-03-01T09:30:00Z\"",
            "\(path):8:3: warning: \"iRateUseCont\" is not a key RatePrompt reads; it is ignored; did you mean \"iRateUseCount\"?",
        ])
        #expect(result.diagnostics.map(\.code) == [.stateInvalidValue, .stateInvalidValue, .stateTypeMismatch,
                                                  .stateTypeMismatch, .stateTypeMismatch, .stateInvalidValue,
                                                  .unknownStateKey])
        // The bad values are left out, the good one kept.
        #expect(result.state.firstUsed == nil && result.state.useCount == 0)
        #expect(result.state.reviewRequestDates == [Self.date("2025-03-20T09:00:00Z")])
    }

    /// Offsets of the values in the committed file (its offset table: 87, 90, 99, 110).
    @Test func malformedBinaryValuesAreReportedAtTheirByteOffsets() {
        let path = Self.fixture("bad_types.plist")
        let result = UsageStateLoader().load(contentsOf: path)
        #expect(result.diagnostics.map(\.description) == [
            "\(path):1:1: error: iRateUseCount must be an integer, not a string (write 12 without quotes) (at byte 87)",
            "\(path):1:1: error: iRateEventCount is -2, but a count of events cannot be negative (at byte 90)",
            "\(path):1:1: error: iRateFirstUsed must be a <date>, not a string; iRate stores an NSDate here (at byte 99)",
            "\(path):1:1: error: iRateLastVersionUsed must be a version string, not an integer (write \"2\" in quotes) (at byte 110)",
        ])
    }

    @Test func unreadableStates() {
        let missing = UsageStateLoader().load(contentsOf: "/nonexistent/state.plist")
        #expect(!missing.isReadable)
        #expect(missing.diagnostics.map(\.description) == ["/nonexistent/state.plist:1:1: error: no such file"])
        let truncated = UsageStateLoader().load(contentsOf: Self.fixture("truncated.json"))
        #expect(!truncated.isReadable && truncated.hasErrors)
        #expect(truncated.diagnostics.first?.location.line == 4)
        let array = Self.fixture("not_a_dictionary.json")
        let notADictionary = UsageStateLoader().load(contentsOf: array)
        #expect(notADictionary.diagnostics.map(\.description) == [
            "\(array):1:1: error: a usage state is a dictionary of preference keys (iRateFirstUsed, iRateUseCount, …), but this file holds an array"])
    }

    @Test func otherPreferencesAreIgnoredAndDuplicatesWarned() {
        let text = """
            {"iRateUseCount": 1, "NSRecentDocuments": [], "iRateAppStoreID": 42, "iRateUseCount": 2,
             "RatePromptCompletedProcessCount": 2.0}
            """
        let document = Data(text.utf8).withUnsafeBytes { JSONReader().read($0, path: "s.json") }
        let result = UsageStateLoader().load(document)
        #expect(result.state.useCount == 2 && result.state.completedProcessCount == 2)
        #expect(result.diagnostics.map(\.description) == [
            "s.json:1:70: warning: \"iRateUseCount\" is set twice; the last value wins\ns.json:1:2: note: first set here"])
    }

    static func json(_ text: String) -> UsageStateLoader.Result {
        UsageStateLoader().load(Data(text.utf8).withUnsafeBytes { JSONReader().read($0, path: "s.json") })
    }

    /// A use count of Int64.max trapped when the next launch counted one more. No app gets near 2^53 uses, and beyond
    /// it counts no longer convert to doubles exactly: such counts are refused at the value.
    @Test func countsNoAppCanReachAreRefusedAtTheirValues() {
        let result = Self.json("""
            {"iRateUseCount": 9223372036854775807, "iRateEventCount": 9007199254740993,
             "RatePromptCompletedProcessCount": 1e19, "iRateUseCount": 9223372036854775808}
            """)
        let tooMany = "than any app can count; a count is at most 9007199254740992 (2^53)"
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.description) == [
            "s.json:1:19: error: iRateUseCount is 9223372036854775807, more uses \(tooMany)",
            "s.json:1:59: error: iRateEventCount is 9007199254740993, more events \(tooMany)",
            "s.json:2:37: error: RatePromptCompletedProcessCount is 1e+19, more completed processes \(tooMany)",
            "s.json:2:60: error: iRateUseCount is 9223372036854775808, more uses \(tooMany)",
        ])
        #expect(result.state == UsageState())
        let largest = Self.json(#"{"iRateUseCount": 9007199254740992, "iRateEventCount": 9007199254740992.0}"#)
        #expect(largest.diagnostics.isEmpty)
        #expect(largest.state.useCount == 9_007_199_254_740_992 && largest.state.eventCount == 9_007_199_254_740_992)
    }

    /// A binary property list's date is any double: 1e300 seconds trapped in the policy, and a date that is not a
    /// number was shown as −4712-01-01 and passed daysUntilPrompt. Dates outside the years 0000–9999 are refused in
    /// every format, at the value.
    @Test func datesNoAppCanHaveRecordedAreRefusedInEveryFormat() throws {
        let refused = "which no app can have recorded; a date lies in the years 0000 to 9999"
        for (seconds, written) in [(1e300, "1e+300"), (-1e300, "-1e+300"), (Double.nan, "nan"),
                                   (-63_145_526_400.001, nil), (252_423_993_600, nil)] {
            let date = Date(timeIntervalSinceReferenceDate: seconds)
            let data = try PropertyListSerialization.data(
                fromPropertyList: ["iRateFirstUsed": date], format: .binary, options: 0)
            let result = UsageStateLoader().load(data.withUnsafeBytes { BinaryPropertyListParser(path: "b.plist").parse($0) })
            let shown = written.map { "\($0) seconds since 2001-01-01T00:00:00Z" } ?? ISO8601Date.format(date)
            // The dictionary, its key, then the date: byte 8 + 3 + 15.
            #expect(result.diagnostics.map(\.description) == [
                "b.plist:1:1: error: iRateFirstUsed is \(shown), \(refused) (at byte 26)"])
            #expect(result.state.firstUsed == nil)
        }
        #expect(UsageStateLoader.dates.lowerBound == ISO8601Date.parse("0000-01-01T00:00:00Z"))
        #expect(UsageStateLoader.dates.upperBound == ISO8601Date.parse("10000-01-01T00:00:00Z"))
        #expect(UsageStateLoader.dates.contains(.distantPast) && UsageStateLoader.dates.contains(.distantFuture))

        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>iRateFirstUsed</key><date>-0001-12-31T23:59:59Z</date>
            <key>RatePromptReviewRequestDates</key><array><date>0000-01-01T00:00:00Z</date>
            <date>10000-01-01T00:00:00Z</date><date>9999-12-31T23:59:59Z</date></array>
            </dict></plist>
            """
        let document = Array(xml.utf8).withUnsafeBytes { XMLPropertyListParser(path: "x.plist").parse($0) }
        let fromXML = UsageStateLoader().load(document)
        #expect(fromXML.diagnostics.map(\.description) == [
            "x.plist:3:26: error: iRateFirstUsed is -0001-12-31T23:59:59Z, \(refused)",
            "x.plist:5:1: error: RatePromptReviewRequestDates[1] is 10000-01-01T00:00:00Z, \(refused)",
        ])
        #expect(fromXML.state.reviewRequestDates.map(ISO8601Date.format) == ["0000-01-01T00:00:00Z", "9999-12-31T23:59:59Z"])

        let fromJSON = Self.json(#"{"iRateFirstUsed": "+10000-01-01T00:00:00Z", "iRateLastReminded": "-0001-06-01"}"#)
        #expect(fromJSON.diagnostics.map(\.description) == [
            "s.json:1:20: error: iRateFirstUsed is \"+10000-01-01T00:00:00Z\", \(refused)",
            "s.json:1:67: error: iRateLastReminded is \"-0001-06-01\", \(refused)",
        ])
    }

    @Test func iso8601Dates() {
        #expect(ISO8601Date.parse("2025-03-01T10:30:00+01:00") == Self.date("2025-03-01T09:30:00Z"))
        #expect(ISO8601Date.parse("2025-03-01") == Self.date("2025-03-01T00:00:00Z"))
        #expect(ISO8601Date.parse("2025-03-01T09:30:00.250Z")?.timeIntervalSince(Self.date("2025-03-01T09:30:00Z")) == 0.25)
        for bad in ["", "yesterday", "2025-02-30", "2025-13-01", "1740819600", "2025-03-01 09:30"] {
            #expect(ISO8601Date.parse(bad) == nil, "\(bad)")
        }
        #expect(ISO8601Date.format(Self.date("2025-03-01T09:30:00Z")) == "2025-03-01T09:30:00Z")
    }
}
