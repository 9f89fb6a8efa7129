import Foundation
import Testing

@Suite("rateprompt dump")
struct DumpCommandTests {
    @Test func stringsFilePrintsTheTableADeviceLoads() async throws {
        let result = try await CommandRunner.run(["dump", CommandRunner.fixture("strings/29_duplicate_last_wins.strings")])
        #expect(result.status == 0)
        #expect(try result.json() as? [String: String] == ["a": "2"])
        // The duplicate is reported, pointing at the later copy.
        #expect(result.stderr.contains("29_duplicate_last_wins.strings:2:1: warning:"))
    }

    @Test func locationsWrapEveryValue() async throws {
        let result = try await CommandRunner.run(["dump", "--locations", CommandRunner.fixture("strings/67_space_before_semicolon.strings")])
        #expect(result.status == 0)
        let table = try #require(try result.json() as? [String: [String: Any]])
        let c = try #require(table["c"])
        #expect(c["keyLine"] as? Int == 1)
        #expect(c["keyColumn"] as? Int == 21)
        #expect(c["line"] as? Int == 1)
        #expect(c["column"] as? Int == 25)
        #expect(c["value"] as? String == "d")
    }

    @Test func xmlAndBinaryPlistsDumpTheSameTreeAsFoundationReads() async throws {
        for name in ["plist/sample.xml.plist", "plist/sample.bin.plist"] {
            let path = CommandRunner.fixture(name)
            let result = try await CommandRunner.run(["dump", path])
            #expect(result.status == 0, "\(name): \(result.stderr)")
            let dumped = try #require(try result.json() as? NSDictionary)
            let foundation = try PropertyListSerialization.propertyList(
                from: Data(contentsOf: URL(fileURLWithPath: path)), format: nil)
            #expect(dumped == (Self.jsonShaped(foundation) as? NSDictionary), "\(name)")
        }
    }

    /// A StoreKit configuration is JSON: dump shows its tree as JSONSerialization reads it, without the `null`s Xcode
    /// writes for unset values (it once went to the property-list reader and failed).
    @Test func aStoreKitConfigurationDumpsAsJSON() async throws {
        let path = CommandRunner.fixture("storekit/TideGuide.storekit")
        let result = try await CommandRunner.run(["dump", path])
        #expect(result.status == 0, "\(result.stderr)")
        let dumped = try #require(try result.json() as? NSDictionary)
        let foundation = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(dumped == (Self.withoutNull(foundation) as? NSDictionary))
    }

    static func withoutNull(_ value: Any) -> Any {
        if let dictionary = value as? [String: Any] {
            return dictionary.filter { !($0.value is NSNull) }.mapValues(withoutNull)
        }
        if let array = value as? [Any] { return array.filter { !($0 is NSNull) }.map(withoutNull) }
        return value
    }

    @Test func aBrokenFileFailsButTheOthersAreStillDumped() async throws {
        let good = CommandRunner.fixture("strings/01_basic.strings")
        let broken = CommandRunner.fixture("strings/64_missing_semicolon_line_attribution.strings")
        let result = try await CommandRunner.run(["dump", good, broken])
        #expect(result.status == 1)
        let dumped = try #require(try result.json() as? [String: [String: String]])
        #expect(dumped == [good: ["a": "b"]])
        // The real line: the value on line 1 lacks its ';' (Apple says line 2).
        #expect(result.stderr.contains("\(broken):1:"))
        #expect(result.stderr.contains(": error: "))
    }

    @Test func aMissingFileIsAnErrorNotACrash() async throws {
        let result = try await CommandRunner.run(["dump", "/nonexistent/Localizable.strings"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("/nonexistent/Localizable.strings:1:1: error: "))
    }

    @Test func hostileXMLIsRefused() async throws {
        let path = CommandRunner.fixture("plist/billion_laughs.plist")
        let result = try await CommandRunner.run(["dump", path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(path):"))
        #expect(result.stderr.contains("error:"))
        #expect(!result.stdout.contains("lol"))
    }

    @Test func inputFilesAreNeverWritten() async throws {
        let paths = ["strings/29_duplicate_last_wins.strings", "plist/sample.xml.plist", "strings/57_enc_invalid_utf8.strings"]
            .map(CommandRunner.fixture)
        let before = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        let dates = try paths.map { try FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as? Date }
        _ = try await CommandRunner.run(["dump", "--locations"] + paths)
        #expect(try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) } == before)
        #expect(try paths.map { try FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as? Date } == dates)
    }

    /// Property-list dates are proleptic Gregorian: before 1582-10-15 `dump` printed Foundation's Julian names for
    /// them (1000-01-01 came out as 0999-12-27). Every date comes back as written; a binary date beyond any calendar
    /// is printed as its seconds.
    @Test func datesComeBackAsWritten() async throws {
        let dates = ["1000-01-01T00:00:00Z", "1582-10-10T12:00:00Z", "0000-02-29T00:00:00Z", "-0001-12-31T23:59:59Z",
                     "-12345-06-07T08:09:10Z", "10000-01-01T00:00:00Z", "2025-03-01T09:30:00Z"]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dump-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xml = folder.appendingPathComponent("dates.plist")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><array>\(dates.map { "<date>\($0)</date>" }.joined())</array></plist>
            """.utf8).write(to: xml)
        let binary = folder.appendingPathComponent("far.plist")
        try PropertyListSerialization.data(
            fromPropertyList: [Date(timeIntervalSinceReferenceDate: 1e300), Date(timeIntervalSinceReferenceDate: 0.25)],
            format: .binary, options: 0).write(to: binary)
        let result = try await CommandRunner.run(["dump", xml.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try result.json() as? [String] == dates)
        let far = try await CommandRunner.run(["dump", binary.path])
        #expect(far.status == 0, "\(far.stderr)")
        #expect(try far.json() as? [String] == ["1e+300 seconds since 2001-01-01T00:00:00Z", "2001-01-01T00:00:00.250Z"])
    }

    @Test func noFileIsAUsageError() async throws {
        let result = try await CommandRunner.run(["dump"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("Missing expected argument"))
    }

    /// Foundation's value tree in the shape `dump` prints: data as base64, dates as ISO 8601.
    static func jsonShaped(_ value: Any) -> Any {
        switch value {
        case let data as Data: return data.base64EncodedString()
        case let date as Date:
            var style = Date.ISO8601FormatStyle()
            style.timeZone = TimeZone(identifier: "UTC")!
            return style.format(date)
        case let array as [Any]: return array.map(jsonShaped)
        case let dictionary as [String: Any]: return dictionary.mapValues(jsonShaped)
        default: return value
        }
    }
}
