import Foundation
import RatePromptFormats
import RatePromptCore
import RatePromptLint
import Testing

@Suite("rateprompt explain")
struct ExplainCommandTests {
    static func state(_ name: String) -> String { CommandRunner.fixture("state/\(name)") }

    @Test func jsonShowsEveryRuleInOrderAndTheEarliestDate() async throws {
        let result = try await CommandRunner.run(["explain", "--state", Self.state("waiting.json"), "--now", "2025-03-04T09:00:00Z",
                                            "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let json = try #require(try result.json() as? [String: Any])
        #expect(json["shouldPrompt"] as? Bool == false)
        let rules = try #require(json["rules"] as? [[String: Any]])
        #expect(rules.map { $0["rule"] as? String } == ["previewMode", "ratedThisVersion", "ratedAnyVersion",
                                                        "declinedAnyVersion", "daysUntilPrompt", "usesOrEvents",
                                                        "usesPerWeek", "remindPeriod", "systemYearlyLimit"])
        #expect(rules.map { $0["outcome"] as? String } == ["passed", "passed", "passed", "passed", "failed", "skipped",
                                                           "skipped", "skipped", "skipped"])
        #expect(rules[4]["detail"] as? String == "3 days since the first use on 2025-03-01T09:00:00Z; daysUntilPrompt needs 10")
        #expect((rules[4]["values"] as? [String: Any])?["daysSinceFirstUse"] as? Double == 3)
        // Time and counts both block: the date is a lower bound and the missing counts are named.
        #expect(json["earliestPromptDate"] as? String == "2025-03-11T09:00:00Z")
        #expect(json["outlook"] as? String == "date-and-counts")
        #expect(json["needs"] as? [String] == ["6 more uses or 9 more events (usesUntilPrompt 10, eventsUntilPrompt 10)"])
    }

    @Test func textReadsLikeIRatesLogButComplete() async throws {
        let result = try await CommandRunner.run(["explain", "--state", Self.state("limited.json"), "--now", "2025-07-01T09:00:00Z"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "iRate 1.12.2 rules, iOS (system review prompt), version 1.0, at 2025-07-01T09:00:00Z")
        #expect(lines.contains { $0.hasPrefix(" 9. systemYearlyLimit   FAILED   the system has shown 3 prompts") && $0.hasSuffix("<- decides") })
        #expect(lines.contains("Result: the app asks, but the system shows nothing (yearly limit of 3 prompts)."))
        #expect(lines.last == "Earliest prompt: 2026-02-01T09:00:00Z (a check then prompts, even without further use).")
        // On macOS iRate's own alert has no yearly limit.
        let mac = try await CommandRunner.run(["explain", "--state", Self.state("limited.json"), "--now", "2025-07-01T09:00:00Z",
                                         "--platform", "macos", "--format", "json"])
        let json = try #require(try mac.json() as? [String: Any])
        #expect(json["shouldPrompt"] as? Bool == true)
        #expect(json["earliestPromptDate"] as? String == "2025-07-01T09:00:00Z")
    }

    @Test func anUpdateAppliesIRatesLaunchBookkeeping() async throws {
        let result = try await CommandRunner.run(["explain", "--state", Self.state("reminded.json"), "--now", "2025-04-01T09:00:00Z",
                                            "--app-version", "2.0", "--platform", "macos", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try result.json() as? [String: Any])
        #expect((json["launchBookkeeping"] as? String)?.hasPrefix("1.0 → 2.0: first use moved from 2025-03-01T09:00:00Z to 2025-03-23T09:00:00Z") == true)
        let state = try #require(json["state"] as? [String: Any])
        #expect(state["iRateUseCount"] as? Int == 13)
        #expect(state["iRateLastVersionUsed"] as? String == "2.0")
        #expect(json["earliestPromptDate"] as? String == "2025-04-02T09:00:00Z")
    }

    @Test func appleRules() async throws {
        let result = try await CommandRunner.run(["explain", "--state", Self.state("waiting.json"), "--now", "2025-03-04T09:00:00Z",
                                            "--rules", "apple", "--format", "json"])
        let json = try #require(try result.json() as? [String: Any])
        let rules = try #require(json["rules"] as? [[String: Any]])
        #expect(rules.map { $0["rule"] as? String } == ["completedProcesses", "promptedThisVersion", "systemYearlyLimit"])
        #expect(json["outlook"] as? String == "counts")
        #expect(json["earliestPromptDate"] is NSNull)
    }

    @Test func aConfigurationChangesTheThresholds() async throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("explain-\(UUID().uuidString).json")
        try Data(#"{"daysUntilPrompt": 2.5, "usesUntilPrompt": 4}"#.utf8).write(to: config)
        defer { try? FileManager.default.removeItem(at: config) }
        let result = try await CommandRunner.run(["explain", "--config", config.path, "--state", Self.state("waiting.json"),
                                            "--now", "2025-03-04T09:00:00Z", "--format", "json"])
        let json = try #require(try result.json() as? [String: Any])
        #expect(json["shouldPrompt"] as? Bool == true)
    }

    @Test func binaryExportedPreferences() async throws {
        let result = try await CommandRunner.run(["explain", "--state", Self.state("reminded.plist"), "--now", "2025-03-20T12:00:00Z",
                                            "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try result.json() as? [String: Any])
        #expect((json["rules"] as? [[String: Any]])?[7]["outcome"] as? String == "failed")
        #expect(json["earliestPromptDate"] as? String == "2025-03-21T09:00:00Z")
    }

    @Test func xmlPreferencesOfAUserWhoDeclined() async throws {
        let result = try await CommandRunner.run(["explain", "--state", Self.state("declined.plist"), "--app-version", "3.0",
                                            "--now", "2026-01-01", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try result.json() as? [String: Any])
        #expect(json["outlook"] as? String == "never")
        #expect(json["earliestPromptDate"] is NSNull)
    }

    @Test func malformedStatesFailWithLocatedErrors() async throws {
        let path = Self.state("bad_values.json")
        let result = try await CommandRunner.run(["explain", "--state", path, "--now", "2025-04-01"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("\(path):2:21: error: iRateFirstUsed is \"yesterday\", which is not an ISO 8601 date"))
        #expect(result.stderr.contains("\(path):3:20: error: iRateUseCount is -3, but a count of uses cannot be negative"))
        for (name, line) in [("truncated.json", 4), ("not_a_dictionary.json", 1)] {
            let broken = try await CommandRunner.run(["explain", "--state", Self.state(name), "--now", "2025-04-01"])
            #expect(broken.status == 1)
            #expect(broken.stderr.hasPrefix("\(Self.state(name)):\(line):"), "\(broken.stderr)")
            #expect(broken.stderr.contains(": error: "))
        }
        let missing = try await CommandRunner.run(["explain", "--state", "/nonexistent/state.plist"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "/nonexistent/state.plist:1:1: error: no such file\n")
        let missingConfig = try await CommandRunner.run(["explain", "--config", "/nonexistent/rate.plist", "--state", path])
        #expect(missingConfig.status == 1)
        #expect(missingConfig.stderr.hasPrefix("/nonexistent/rate.plist:1:1: error: no such file"))
        let typos = CommandRunner.fixture("config/typos.json")
        let badConfig = try await CommandRunner.run(["explain", "--config", typos, "--state", Self.state("waiting.json")])
        #expect(badConfig.status == 1 && badConfig.stdout.isEmpty)
        #expect(badConfig.stderr.contains("\(typos):3:3: error: unknown setting"))
    }

    @Test func malformedBinaryStateNamesTheByteOffset() async throws {
        let binary = Self.state("bad_types.plist")
        let result = try await CommandRunner.run(["explain", "--state", binary, "--now", "2025-04-01"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("\(binary):1:1: error: iRateEventCount is -2, but a count of events cannot be negative (at byte 90)"))
    }

    static func scratch(_ name: String, _ data: Data) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("explain-\(UUID().uuidString)-\(name)")
        try data.write(to: url)
        return url.path
    }

    /// States no app can have written: a use count of Int64.max trapped once the launch of a new version counted one
    /// more; a binary property list's date of 1e300 seconds trapped in usesPerWeek's needs, and one that is not a
    /// number passed daysUntilPrompt. Located errors, status 1, nothing on standard output.
    @Test func statesNoAppCanHaveWrittenFailWithLocatedErrors() async throws {
        let json = try Self.scratch("count.json", Data("""
            {"iRateFirstUsed": "2025-01-01T00:00:00Z", "iRateUseCount": 9223372036854775807, "iRateLastVersionUsed": "1.0"}
            """.utf8))
        defer { try? FileManager.default.removeItem(atPath: json) }
        let count = try await CommandRunner.run(["explain", "--state", json, "--app-version", "2.0", "--now", "2025-06-01"])
        #expect(count.status == 1 && count.stdout.isEmpty)
        #expect(count.stderr == "\(json):1:61: error: iRateUseCount is 9223372036854775807, more uses than any app can "
                + "count; a count is at most 9007199254740992 (2^53)\n")
        for (seconds, shown) in [(1e300, "1e+300"), (Double.nan, "nan")] {
            let binary = try Self.scratch("date.plist", try PropertyListSerialization.data(
                fromPropertyList: ["iRateFirstUsed": Date(timeIntervalSinceReferenceDate: seconds)], format: .binary,
                options: 0))
            defer { try? FileManager.default.removeItem(atPath: binary) }
            let date = try await CommandRunner.run(["explain", "--state", binary, "--now", "2025-06-01"])
            #expect(date.status == 1 && date.stdout.isEmpty)
            #expect(date.stderr == "\(binary):1:1: error: iRateFirstUsed is \(shown) seconds since 2001-01-01T00:00:00Z, "
                    + "which no app can have recorded; a date lies in the years 0000 to 9999 (at byte 26)\n")
        }
    }

    /// The schema's largest periods and thresholds, with clocks far in the past and the future: calendar dates out.
    @Test func largestPeriodsAndFarClocks() async throws {
        let config = try Self.scratch("max.json", Data("""
            {"daysUntilPrompt": 36500, "remindPeriod": 36500, "usesPerWeekForPrompt": 10000, "usesUntilPrompt": 1000000}
            """.utf8))
        defer { try? FileManager.default.removeItem(atPath: config) }
        for (now, written) in [("-99999-01-01", "-99999-01-01T00:00:00Z"), ("0000-01-01", "0000-01-01T00:00:00Z"),
                               ("999999-12-31T23:59:59Z", "999999-12-31T23:59:59Z")] {
            let result = try await CommandRunner.run(["explain", "--state", Self.state("waiting.json"), "--config", config,
                                                "--now=\(now)", "--format", "json"])
            #expect(result.status == 0, "\(now): \(result.stderr)")
            let json = try #require(try result.json() as? [String: Any])
            #expect(json["now"] as? String == written)
            let earliest = json["earliestPromptDate"] as? String
            #expect(earliest.map { ISO8601Date.parse($0) != nil } ?? true, "\(now): \(earliest ?? "")")
        }
        // Waiting 36,500 days from the first use on 2025-03-01T09:00:00Z (iRate's float holds 36500 exactly).
        let waiting = try await CommandRunner.run(["explain", "--state", Self.state("waiting.json"), "--config", config,
                                             "--now", "2025-03-04T09:00:00Z", "--format", "json"])
        let json = try #require(try waiting.json() as? [String: Any])
        #expect(json["earliestPromptDate"] as? String == "2125-02-05T09:00:00Z")
    }

    @Test func badArgumentsAreUsageErrors() async throws {
        let badDate = try await CommandRunner.run(["explain", "--state", Self.state("waiting.json"), "--now", "next tuesday"])
        #expect(badDate.status == 64)
        #expect(badDate.stderr.contains("--now takes an ISO 8601 date such as 2025-03-01T09:30:00Z or 2025-03-01; got 'next tuesday'"))
        let badRules = try await CommandRunner.run(["explain", "--state", Self.state("waiting.json"), "--rules", "appirater"])
        #expect(badRules.status == 64)
        let noState = try await CommandRunner.run(["explain"])
        #expect(noState.status == 64)
        #expect(noState.stderr.contains("--state"))
    }

    /// `--app-version` is the app's version and `--version` the tool's, so help lists one `--version`. Scripts that
    /// pass the old `--version VERSION` get the same answer and a warning; both names at once are a usage error.
    @Test func theAppsVersionIsAppVersionAndHelpListsOneVersion() async throws {
        let help = try await CommandRunner.run(["explain", "--help"])
        #expect(help.status == 0)
        let options = help.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(options.filter { $0.hasPrefix("--version") } == ["--version               Show the version."])
        #expect(options.contains("--app-version <app-version>"))
        #expect(!help.stdout.contains("[--version <version>]"))

        let arguments = ["explain", "--state", Self.state("reminded.json"), "--now", "2025-04-01T09:00:00Z", "--format", "json"]
        let current = try await CommandRunner.run(arguments + ["--app-version", "2.0"])
        #expect(current.status == 0 && current.stderr.isEmpty, "\(current.stderr)")
        #expect((try current.json() as? [String: Any])?["version"] as? String == "2.0")
        let legacy = try await CommandRunner.run(arguments + ["--version", "2.0"])
        #expect(legacy.status == 0 && legacy.stdout == current.stdout)
        #expect(legacy.stderr == "warning: --version VERSION is deprecated for explain (it reads like the tool's --version); "
            + "use --app-version\n")
        let both = try await CommandRunner.run(arguments + ["--app-version", "2.0", "--version", "2.0"])
        #expect(both.status == 64 && both.stdout.isEmpty)
        #expect(both.stderr.contains("--version VERSION is the old name of --app-version; give --app-version only"))
    }

    /// `--source`: every review request of an app written for the source rules, with its context and findings.
    @Test func sourceListsEveryRequestWithItsContext() async throws {
        let app = CommandRunner.fixture("source/UIKitJournal")
        let result = try await CommandRunner.run(["explain", "--source", app])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "10 review requests in \(app):")
        // A check of the save's outcome is shown, and said to be no gate.
        let draft = try #require(lines.firstIndex(of: "\(app)/Journal/DraftViewController.swift:18:13  SKStoreReviewController.requestReview(in:)"))
        #expect(lines[draft + 4] == "  conditions  guard saved, let scene = self?.view.window?.windowScene (line 17), no gate: checks only "
                + "what the action gave")
        let save = try #require(lines.firstIndex(of: "\(app)/Journal/EntryViewController.swift:18:13  SKStoreReviewController.requestReview(in:)"))
        #expect(Array(lines[(save + 1)...(save + 6)]) == [
            "  in          saveEntry() in class EntryViewController: UIViewController",
            "  reached     in a function, from its callers",
            "  conditions  none",
            "  delay       none",
            "  called from line 10, user action: UIAction in EntryViewController, no condition",
            "  target      iOS 15.0 (\(app)/Journal.xcodeproj/project.pbxproj)",
        ])
        #expect(lines[save + 7].hasPrefix("  findings    warning: SKStoreReviewController.requestReview(in:) is requested directly in a user action's handler"))
        let streak = try #require(lines.firstIndex(of: "\(app)/Journal/SummaryViewController.swift:23:13  AppStore.requestReview(in:)"))
        #expect(lines[(streak + 1)...(streak + 7)].contains("  delay       DispatchQueue.main.asyncAfter(deadline: .now() + 2) (line 22)"))
        #expect(lines[(streak + 1)...(streak + 7)].contains("  findings    none"))
        #expect(lines.contains("Promoted purchases:"))
        #expect(lines.contains("  \(app)/Journal/StoreObserver.swift:11:10  paymentQueue(_:shouldAddStorePayment:for:) (returns false, drops the payment)"))

        let json = try await CommandRunner.run(["explain", "--source", app, "--format", "json"])
        let object = try #require(try json.json() as? [String: Any])
        let requests = try #require(object["reviewRequests"] as? [[String: Any]])
        #expect(requests.map { $0["call"] as? String } == [
            "Appirater.appLaunched(_:)", "SKStoreReviewController.requestReview()", "SKStoreReviewController.requestReview(in:)",
            "SKStoreReviewController.requestReview(in:)", "SKStoreReviewController.requestReview(in:)",
            "SKStoreReviewController.requestReview(in:)", "Appirater.userDidSignificantEvent(_:)", "iRate.sharedInstance().promptForRating()", "AppStore.requestReview(in:)",
            "AppStore.requestReview(in:)",
        ])
        #expect((object["purchaseHandlers"] as? [Any])?.count == 3)
        let saved = try #require((requests[2]["context"] as? [String: Any])?["conditions"] as? [[String: Any]])
        #expect(saved.map { $0["gates"] as? Bool } == [false])
    }

    @Test func explainNeedsAStateOrASource() async throws {
        let neither = try await CommandRunner.run(["explain"])
        #expect(neither.status == 64)
        #expect(neither.stderr.contains("give --state STATE (a usage state to decide for) or --source DIR (the app's code)"))
        let both = try await CommandRunner.run(["explain", "--state", Self.state("waiting.json"), "--source", "."])
        #expect(both.status == 64)
    }
}
