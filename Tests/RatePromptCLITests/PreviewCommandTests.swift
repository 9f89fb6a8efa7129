import Foundation
import Testing
import RatePromptFormats
import RatePromptCore

@Suite("rateprompt preview")
struct PreviewCommandTests {
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func writesTheDefaultFileInTheCurrentFolderAndPrintsItsPath() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await CommandRunner.run(["preview"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let page = folder.appendingPathComponent("rateprompt-preview.html")
        let count = DefaultCopy.embedded.localizations.count
        #expect(result.stdout.hasPrefix("Wrote "))
        #expect(result.stdout.hasSuffix("rateprompt-preview.html (\(count) localizations)\n"))
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.hasSuffix("</html>\n"))
        #expect(html.components(separatedBy: "<article ").count == count + 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["rateprompt-preview.html"])
    }

    #if os(Linux)
    /// Every card names its language as the dynamically linked Foundation of the test process does, also when the
    /// tests run the statically linked tool (`RATEPROMPT_TEST_BINARY`), whose Foundation may name nothing: the names
    /// come from the generated `LanguageNameTable`.
    @Test func cardsNameTheirLanguagesAsFoundationDoes() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        let result = try await CommandRunner.run(["preview", "--out", page.path])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: page, encoding: .utf8)
        func text(_ attribute: Substring) -> String {
            attribute.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        }
        var cards = 0
        for card in html.matches(of: /data-localization="([^"]*)" data-name="([^"]*)" data-endonym="([^"]*)"/) {
            let localization = text(card.1)
            let english = try #require(Locale(identifier: "en").localizedString(forIdentifier: localization))
            let endonym = Locale(identifier: localization).localizedString(forIdentifier: localization) ?? english
            #expect(text(card.2) == english && text(card.3) == endonym, "\(localization)")
            cards += 1
        }
        #expect(cards == DefaultCopy.embedded.localizations.count)
    }
    #endif

    @Test func outReplacesTheFileWholeAndLeavesNoTemporaryFile() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("for-translators.html")
        try Data("an older page".utf8).write(to: out)
        let project = CommandRunner.fixture("projects/preview")
        let result = try await CommandRunner.run(["preview", "--project", project, "--app-name", "Ledger", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Wrote \(out.path) (6 localizations)\n")
        // Warnings of the fixture's files go to standard error as well as onto their card.
        #expect(result.stderr.contains("\(project)/ja.lproj/Localizable.strings:7:24: warning: '\\u3044' is not an escape"))
        let html = try String(contentsOf: out, encoding: .utf8)
        #expect(html.contains("Enjoying Ledger?"))
        #expect(html.hasSuffix("</html>\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["for-translators.html"])
    }

    @Test func aMissingProjectOrConfigurationIsAnErrorAndWritesNothing() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = try await CommandRunner.run(["preview", "--project", "/nonexistent/app"], in: folder)
        #expect(project.status == 1)
        #expect(project.stderr.hasPrefix("/nonexistent/app:1:1: error: no such folder"))
        let config = try await CommandRunner.run(["preview", "--config", "/nonexistent/config.json"], in: folder)
        #expect(config.status == 1)
        #expect(config.stderr.hasPrefix("/nonexistent/config.json:1:1: error: "))
        #expect(project.stdout.isEmpty && config.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func configurationFindingsFailTheRunButTheyAreOnThePage() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = CommandRunner.fixture("config/typos.json")
        let before = try Data(contentsOf: URL(fileURLWithPath: config))
        let result = try await CommandRunner.run(["preview", "--config", config, "--out", "page.html"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(config):3:3: error: unknown setting \"daysUntilPromt\""))
        let html = try String(contentsOf: folder.appendingPathComponent("page.html"), encoding: .utf8)
        #expect(html.contains("<h2>Findings for every localization</h2>"))
        #expect(html.contains("unknown setting &quot;daysUntilPromt&quot;"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: config)) == before)
    }

    @Test func outMustBeAnHTMLFileInAFolderThatExists() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = CommandRunner.fixture("projects/preview/fr.lproj/Localizable.strings")
        let before = try Data(contentsOf: URL(fileURLWithPath: strings))
        let input = try await CommandRunner.run(["preview", "--project", CommandRunner.fixture("projects/preview"), "--out", strings])
        #expect(input.status == 64)
        #expect(input.stderr.contains("--out takes an .html file name"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: strings)) == before)
        let missing = folder.appendingPathComponent("no/such/page.html").path
        let result = try await CommandRunner.run(["preview", "--out", missing])
        #expect(result.status == 1)
        #expect(result.stderr == "\(missing): error: no such folder: \(folder.path)/no/such\n")
    }

    /// `--watch` rebuilds when an input changes, says when and what, and stops cleanly on SIGINT or SIGTERM.
    @Test(arguments: [SIGINT, SIGTERM])
    func watchRebuildsOnChangeAndStopsOnSignal(_ signalNumber: Int32) throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("project")
        let fr = project.appendingPathComponent("fr.lproj")
        try FileManager.default.createDirectory(at: fr, withIntermediateDirectories: true)
        let strings = fr.appendingPathComponent("Localizable.strings")
        try Data("\"iRateRateButton\" = \"Noter\";\n".utf8).write(to: strings)
        let config = folder.appendingPathComponent("config.json")
        try Data("{\"applicationName\": \"Ledger\"}".utf8).write(to: config)
        let page = folder.appendingPathComponent("out/page.html")
        try FileManager.default.createDirectory(at: page.deletingLastPathComponent(), withIntermediateDirectories: true)

        let output = folder.appendingPathComponent("stdout")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        let process = Process()
        process.executableURL = CommandRunner.tool
        process.arguments = ["preview", "--watch", "--project", project.path, "--config", config.path, "--out", page.path]
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        /// Waits for standard output to contain `text`; a generous deadline only guards against a hang.
        func waitFor(_ text: String) -> Bool {
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline {
                if let data = try? Data(contentsOf: output), String(decoding: data, as: UTF8.self).contains(text) { return true }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return false
        }
        #expect(waitFor("Watching 2 files; press Ctrl-C to stop."))
        #expect(try String(contentsOf: page, encoding: .utf8).contains(">Noter</span>"))

        // Saved whole (as editors do), so that each edit is one change and one rebuild.
        try Data("\"iRateRateButton\" = \"Noter maintenant\";\n".utf8).write(to: strings, options: .atomic)
        #expect(waitFor("rebuilt: changed fr.lproj/Localizable.strings"))
        #expect(try String(contentsOf: page, encoding: .utf8).contains(">Noter maintenant</span>"))

        try Data("{\"applicationName\": \"Abacus\"}".utf8).write(to: config, options: .atomic)
        #expect(waitFor("rebuilt: changed \(config.path)"))
        #expect(try String(contentsOf: page, encoding: .utf8).contains("<strong>Abacus</strong>"))

        kill(process.processIdentifier, signalNumber)
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!process.isRunning)
        process.waitUntilExit()
        try handle.close()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        let lines = String(decoding: try Data(contentsOf: output), as: UTF8.self).split(separator: "\n")
        #expect(lines.last == "Stopped.")
        // One line per rebuild, starting with the time.
        let rebuilds = lines.filter { $0.contains(" rebuilt: ") }
        #expect(rebuilds.count == 2)
        #expect(rebuilds.allSatisfy { $0.range(of: #"^\d\d:\d\d:\d\d rebuilt: "#, options: .regularExpression) != nil })
        #expect(try FileManager.default.contentsOfDirectory(atPath: page.deletingLastPathComponent().path) == ["page.html"])
    }

    /// Only errors in what the page shows fail it: the `names` fixture's widget has a broken `Localizable` of its own
    /// and the page is of the app's; a broken table of the app's prompt, or a broken configuration, fails it. The
    /// page is written every time.
    @Test func onlyErrorsInWhatThePageShowsFailIt() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = CommandRunner.fixture("projects/names")
        let unrelated = try await CommandRunner.run(["preview", "--project", names, "--out", "page.html"], in: folder)
        #expect(unrelated.status == 0, "\(unrelated.stderr)")
        #expect(unrelated.stdout.hasPrefix("Wrote ") && unrelated.stdout.hasSuffix("page.html (5 localizations)\n"))
        #expect(unrelated.stderr.contains("\(names)/Extensions/Widget/fr.lproj/Localizable.strings:2:24: error: missing ';'"))

        let project = folder.appendingPathComponent("App/fr.lproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data("\"iRateMessageTitle\" = \"Noter %@\"\n\"iRateRateButton\" = \"Noter\";\n".utf8)
            .write(to: project.appendingPathComponent("Localizable.strings"))
        let shown = try await CommandRunner.run(["preview", "--project", folder.appendingPathComponent("App").path,
                                                 "--out", "shown.html"], in: folder)
        #expect(shown.status == 1)
        #expect(shown.stdout.hasSuffix("shown.html (1 localization)\n"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("shown.html").path))
    }

    /// The page says whose copy it is and where the app name came from, on the page and on standard error; each
    /// string carries the language and direction of the localization it came from, so that English in a Sorani
    /// (right-to-left) card is laid out left to right; every card has a row for the app name.
    @Test func thePageSaysWhoseCopyItIsAndEachStringItsLanguage() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = CommandRunner.fixture("projects/names")
        let result = try await CommandRunner.run(["preview", "--project", names, "--out", "page.html"], in: folder)
        let copyNote = "Localizable in \(names)/Abacus sets no iRate key (iRateMessageTitle, …): this is RatePrompt's own copy, not the app's"
        #expect(result.stderr.contains("note: \(copyNote)\n"))
        #expect(result.stderr.contains("note: app name per localization: \"Abacus\" from CFBundleName in "))
        let html = try String(contentsOf: folder.appendingPathComponent("page.html"), encoding: .utf8)
        #expect(html.contains("<section class=\"page-notes\"><h2>Notes</h2>\n<ul>\n<li class=\"page-note\">"
            + copyNote.replacingOccurrences(of: "'", with: "&#39;") + "</li>"))
        #expect(html.contains("<title>Rating prompt preview — Abacus</title>"))
        let cards = PreviewBrowserTests.cards(in: html)
        for (card, lang, dir) in [("ckb", "en", "ltr"), ("ar", "ar", "rtl"), ("ja", "ja", "ltr")] {
            let strings = PreviewBrowserTests.startTags("p", in: try #require(cards[card]))
                + PreviewBrowserTests.startTags("span", in: try #require(cards[card]))
            let tagged = strings.filter { $0["data-key"] != nil && $0["class"]?.contains("str") == true }
            #expect(tagged.count == 15, "\(card)")  // title, message and three labels in each of the three variants
            #expect(tagged.allSatisfy { $0["lang"] == lang && $0["dir"] == dir }, "\(card)")
        }
        #expect(cards["ckb"]?.contains("<article class=\"card has-fallback has-problem\"") == true)
        #expect(cards["ckb"]?.contains("lang=\"ckb\" dir=\"rtl\">") == true)
        let rows = PreviewBrowserTests.startTags("tr", in: html).filter { $0["class"] == "app-name" }
        #expect(rows.map { $0["data-origin"] } == ["info-plist", "info-plist", "info-plist", "info-plist", "localized-info-plist"])
    }
}
