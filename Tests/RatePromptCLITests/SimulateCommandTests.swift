import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("rateprompt simulate")
struct SimulateCommandTests {
    static let iOSYear = ["simulate", "--days", "400", "--launches-per-week", "7", "--answers", "remind,rate"]

    static func temporaryConfig(_ json: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("simulate-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: url)
        return url
    }

    @Test func json() async throws {
        let result = try await CommandRunner.run(Self.iOSYear + ["--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try result.json() as? [String: Any])
        let requests = try #require(json["requests"] as? [[String: Any]])
        #expect(requests.count == 390)
        #expect(requests[0]["day"] as? Int == 10 && requests[0]["shown"] as? Bool == true)
        #expect(requests[0]["answer"] as? String == "remind" && requests[1]["answer"] as? String == "rate")
        #expect(requests[3]["day"] as? Int == 13 && requests[3]["shown"] as? Bool == false)
        #expect(requests[3]["answer"] is NSNull)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["firstRequestDay"] as? Int == 10)
        #expect(summary["requests"] as? Int == 390 && summary["shown"] as? Int == 6 && summary["swallowed"] as? Int == 384)
        let periods = try #require(summary["per365Days"] as? [[String: Any]])
        #expect(periods.map { $0["shown"] as? Int } == [3, 3])
        #expect(periods.map { $0["toDay"] as? Int } == [364, 399])
    }

    @Test func csv() async throws {
        let result = try await CommandRunner.run(["simulate", "--days", "30", "--launches-per-week", "7", "--platform", "macos",
                                            "--answers", "remind,decline", "--format", "csv"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            config,day,date,version,presentation,shown,answer
            defaults,10,2025-01-11T09:00:00Z,1.0,alert,true,remind
            defaults,11,2025-01-12T09:00:00Z,1.0,alert,true,decline

            """)
    }

    @Test func text() async throws {
        let result = try await CommandRunner.run(["simulate", "--days", "30", "--launches-per-week", "7", "--updates-on", "20",
                                            "--platform", "macos", "--answers", "rate"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == "defaults: iRate rules, macOS (iRate's own alert); 30 days, 7 launches per week, 0 events per day, answers rate, updates on day 20")
        #expect(lines[2] == "   10  1.0      alert   shown      rate")
        #expect(lines.contains("  summary: first request on day 10; 1 requests, 1 shown, 0 swallowed by the yearly limit"))
    }

    @Test func compareRunsASecondConfigurationThroughTheSamePattern() async throws {
        let patient = try Self.temporaryConfig(#"{"remindPeriod": 30, "daysUntilPrompt": 14}"#)
        defer { try? FileManager.default.removeItem(at: patient) }
        let result = try await CommandRunner.run(Self.iOSYear + ["--compare", patient.path, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try result.json() as? [String: Any])
        #expect(json["config"] as? String == "defaults")
        let other = try #require(json["compare"] as? [String: Any])
        #expect(other["config"] as? String == patient.lastPathComponent)
        let requests = try #require(other["requests"] as? [[String: Any]])
        #expect(requests.prefix(4).map { $0["day"] as? Int } == [14, 44, 74, 104])
        let csv = try await CommandRunner.run(Self.iOSYear + ["--compare", patient.path, "--format", "csv"])
        #expect(csv.stdout.contains("\n\(patient.lastPathComponent),14,"))
    }

    @Test func svgIsAChartOfEveryRequest() async throws {
        let patient = try Self.temporaryConfig(#"{"remindPeriod": 30}"#)
        defer { try? FileManager.default.removeItem(at: patient) }
        let result = try await CommandRunner.run(Self.iOSYear + ["--compare", patient.path, "--format", "svg"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try XMLDocument(data: Data(result.stdout.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "svg")
        let lanes = try root.nodes(forXPath: "//*[local-name()='g'][@class='lane']")
        #expect(lanes.count == 2)
        func marks(_ lane: XMLNode, _ kind: String) throws -> [XMLElement] {
            try lane.nodes(forXPath: ".//*[local-name()='circle'][@class='request \(kind)']").compactMap { $0 as? XMLElement }
        }
        let shown = try marks(lanes[0], "shown")
        let swallowed = try marks(lanes[0], "swallowed")
        #expect(shown.map { $0.value(of: "data-day") } == ["10", "11", "12", "375", "376", "377"])
        #expect(shown.map { $0.value(of: "data-answer") }.prefix(2) == ["remind", "rate"])
        #expect(swallowed.count == 384)
        #expect(swallowed.allSatisfy { $0.value(of: "fill") == "#ffffff" })
        #expect(Set(shown.compactMap { $0.value(of: "fill") }).count == 2)
        // Answers written beside the marks, the 365-day boundary drawn, the yearly slots held.
        let labels = try lanes[0].nodes(forXPath: ".//*[local-name()='text'][@class='answer-label']").map { $0.stringValue }
        #expect(labels.prefix(2) == ["remind", "rate"])
        #expect(try root.nodes(forXPath: "//*[local-name()='line'][@class='window-boundary']").count == 1)
        #expect(try lanes[0].nodes(forXPath: ".//*[local-name()='rect'][@class='slot']").count == 6)
        // The comparison lane: a request every 30 days, the fourth swallowed.
        let other = try marks(lanes[1], "shown").map { $0.value(of: "data-day") }
        #expect(other.prefix(3) == ["10", "40", "70"])
        #expect(try marks(lanes[1], "swallowed").first?.value(of: "data-day") == "100")
    }

    @Test func appleRulesAndEvents() async throws {
        let result = try await CommandRunner.run(["simulate", "--rules", "apple", "--days", "200", "--launches-per-week", "7",
                                            "--events-per-day", "1", "--updates-on", "100", "--format", "json"])
        let json = try #require(try result.json() as? [String: Any])
        let requests = try #require(json["requests"] as? [[String: Any]])
        #expect(requests.map { $0["day"] as? Int } == [3, 100])
        #expect(requests.map { $0["version"] as? String } == ["1.0", "2.0"])
    }

    @Test func badPatternsAreUsageErrors() async throws {
        let cases: [([String], String)] = [
            (["--days", "0", "--launches-per-week", "7"], "the number of days must be between 1 and 36500; got 0"),
            (["--days=-5", "--launches-per-week", "7"], "got -5"),
            (["--days", "30", "--launches-per-week", "0"], "launches per week must be more than 0"),
            (["--days", "30", "--launches-per-week", "7", "--events-per-day=-1"], "events per day must be between 0"),
            (["--days", "30", "--launches-per-week", "7", "--answers", "remind,maybe"],
             "--answers takes rate, decline and remind, comma-separated; 'maybe' is none of them"),
            (["--days", "30", "--launches-per-week", "7", "--updates-on", "3,x"], "'x' is not a whole number"),
            (["--days", "30", "--launches-per-week", "7", "--updates-on", "0"], "day 0 is the first launch"),
            (["--days", "30", "--launches-per-week", "7", "--updates-on", "45"], "after the last simulated day (29)"),
            (["--days", "30", "--launches-per-week", "7", "--start", "2025-02-30"], "--start takes an ISO 8601 date"),
            (["--days", "30", "--launches-per-week", "7", "--format", "pdf"], "pdf"),
            (["--launches-per-week", "7"], "--days"),
        ]
        for (arguments, message) in cases {
            let result = try await CommandRunner.run(["simulate"] + arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test func badConfigurationFilesFail() async throws {
        let missing = try await CommandRunner.run(["simulate", "--days", "30", "--launches-per-week", "7",
                                             "--compare", "/nonexistent/other.json"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "/nonexistent/other.json:1:1: error: no such file\n")
        let typos = CommandRunner.fixture("config/typos.json")
        let bad = try await CommandRunner.run(["simulate", "--config", typos, "--days", "30", "--launches-per-week", "7"])
        #expect(bad.status == 1 && bad.stdout.isEmpty)
        #expect(bad.stderr.contains("\(typos):3:3: error: unknown setting"))
    }
}

extension XMLElement {
    /// The attribute's value; looked up by name, since `attribute(forName:)` finds nothing on Linux when the document
    /// has a default namespace.
    func value(of attribute: String) -> String? {
        attributes?.first { $0.name == attribute }?.stringValue
    }

    /// The README's heavy-use year: 355 requests, one row each; `--summary` prints the pattern and the summary alone,
    /// the same lines as the full output's, and JSON without its requests. A CSV or a chart has no summary.
    @Test func summaryLeavesOutTheRowsOfRequests() async throws {
        let year = ["simulate", "--days", "365", "--launches-per-week", "70", "--events-per-day", "20"]
        let full = try await CommandRunner.run(year)
        let summary = try await CommandRunner.run(year + ["--summary"])
        #expect(full.status == 0 && summary.status == 0, "\(summary.stderr)")
        let fullLines = full.stdout.split(separator: "\n").map(String.init)
        #expect(fullLines.count == 359)
        #expect(summary.stdout.split(separator: "\n").map(String.init) == [fullLines[0]] + fullLines.suffix(2))
        #expect(summary.stdout.hasSuffix("""
              summary: first request on day 10; 355 requests, 3 shown, 352 swallowed by the yearly limit
                days 0–364: 355 requests, 3 shown

            """))

        let json = try await CommandRunner.run(year + ["--summary", "--format", "json"])
        let fullJSON = try await CommandRunner.run(year + ["--format", "json"])
        let short = try #require(try json.json() as? [String: Any])
        let long = try #require(try fullJSON.json() as? [String: Any])
        #expect(short["requests"] == nil && (long["requests"] as? [Any])?.count == 355)
        #expect(Set(short.keys) == Set(long.keys).subtracting(["requests"]))
        #expect((short["summary"] as? [String: Any])?["requests"] as? Int == 355)

        for format in ["csv", "svg"] {
            let refused = try await CommandRunner.run(year + ["--summary", "--format", format])
            #expect(refused.status == 64 && refused.stdout.isEmpty, "\(format)")
            #expect(refused.stderr.contains("--summary takes text or json, not \(format)"), "\(format)")
        }
    }
}
