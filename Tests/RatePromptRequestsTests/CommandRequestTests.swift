import Foundation
import Testing
import RatePromptFormats
import RatePromptCore
import RatePromptLint
import RatePromptRequests
import RatePromptTestSupport

/// Every command but `lint` as a request: checked when made, never throwing when run, and giving the command's value,
/// diagnostics, output and exit status.
@Suite("Command requests")
struct CommandRequestTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func fixture(_ path: String) -> String { fixtures.appendingPathComponent(path).path }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-requests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The error a request throws, to check what it says.
    static func error(_ make: () throws -> Void) -> String? {
        do {
            try make()
            return nil
        } catch let error as RequestError {
            return error.description
        } catch {
            return "not a RequestError: \(error)"
        }
    }

    // MARK: render

    @Test func renderNeedsALanguageAndTakesTextOrJSON() {
        #expect(Self.error { _ = try RenderRequest(preferences: []) }
                == "preferences needs at least one language, such as fr-CA,en")
        #expect(Self.error { _ = try RenderRequest(format: .csv) } == "format takes text, json for a prompt, not csv")
    }

    @Test func renderGivesThePromptWithItsProvenance() throws {
        let result = try RenderRequest(preferences: ["fr-CA", "en"], appName: "Atlas").run()
        #expect(result.exitStatus == 0 && result.diagnostics.isEmpty)
        let prompt = try #require(result.value.first)
        #expect(prompt.localization == "fr")
        #expect(prompt.title.text.contains("Atlas"))
        #expect(prompt.title.source.layer == .defaults)
        #expect(Self.text(result.output).contains(prompt.title.text))
        let json = try RenderRequest(preferences: ["fr-CA"], appName: "Atlas", format: .json).run()
        let object = try JSONSerialization.jsonObject(with: Data(json.output)) as? [String: Any]
        #expect(object?["localization"] as? String == "fr")
    }

    @Test func renderEveryLocalizationOfAProject() throws {
        let result = try RenderRequest(project: Self.fixture("projects/preview"), allLocalizations: true).run()
        #expect(Set(result.value.map(\.localization)) == ["ar", "de", "en", "fr", "he", "ja"])
        #expect(result.value.allSatisfy { $0.message.source.layer == .app || $0.message.source.layer == .defaults })
    }

    /// The warnings shown are those of the files the prompt was read from: a Japanese file's escapes for a Japanese
    /// user, not for a French one; an error of any of the table's files shows (and fails) either way.
    @Test func renderShowsTheWarningsOfWhatItRead() throws {
        let project = Self.fixture("projects/preview")
        let japanese = try RenderRequest(preferences: ["ja"], project: project).run()
        #expect(japanese.value.first?.localization == "ja" && japanese.exitStatus == 0)
        #expect(japanese.diagnostics.count == 3 && japanese.diagnostics.allSatisfy {
            $0.severity == .warning && $0.location.path.hasSuffix("ja.lproj/Localizable.strings")
        })
        let french = try RenderRequest(preferences: ["fr"], project: project).run()
        #expect(french.value.first?.localization == "fr" && french.diagnostics.isEmpty && french.exitStatus == 0)
    }

    @Test func renderWithoutItsProjectRendersNothing() throws {
        let result = try RenderRequest(project: "/nonexistent/app").run()
        #expect(result.exitStatus == 1)
        #expect(result.value.isEmpty && result.output.isEmpty)
        #expect(result.diagnostics.first?.description.hasPrefix("/nonexistent/app:1:1: error: no such folder") == true)
    }

    // MARK: preview

    @Test func previewWritesAnHTMLFileOnly() throws {
        #expect(Self.error { _ = try PreviewRequest(output: "page.txt") } == "output takes an .html file name; got 'page.txt'")
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        let result = try PreviewRequest(project: Self.fixture("projects/preview"), output: page.path).run()
        #expect(result.value)
        #expect(Self.text(result.output) == "Wrote \(page.path) (6 localizations)\n")
        #expect(try String(contentsOf: page, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    }

    /// A translator's `.xcloc` or `.xliff` is a project of its own: the prompt is drawn, and rendered, from the
    /// translation it holds, with RatePrompt's copy only where the XLIFF has no such key.
    @Test func previewAndRenderReadATranslatorsXLIFF() throws {
        let xcloc = Self.fixture("xcloc/de.xcloc")
        let xliff = xcloc + "/Localized Contents/de.xliff"
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        let result = try PreviewRequest(project: xcloc, appName: "Ledger", output: page.path).run()
        #expect(result.value && result.exitStatus == 0 && result.messages.isEmpty)
        #expect(Self.text(result.output) == "Wrote \(page.path) (2 localizations)\n")
        #expect(try String(contentsOf: page, encoding: .utf8).contains("data-location=\"\(xliff):10:"))
        let rendered = try RenderRequest(preferences: ["de-AT"], appName: "Ledger", project: xcloc).run()
        let prompt = try #require(rendered.value.first)
        #expect(prompt.localization == "de" && prompt.title.text == "Ledger bewerten")
        #expect(prompt.title.source.layer == CopySource.Layer.app && prompt.title.source.location?.path == xliff)
        #expect(prompt.cancelButton?.source.layer == CopySource.Layer.defaults)
        // The XLIFF alone reads the same.
        let alone = try RenderRequest(preferences: ["de"], appName: "Ledger", project: xliff).run()
        #expect(alone.value.first?.title.text == "Ledger bewerten" && alone.exitStatus == 0)
    }

    /// `.lproj` tables are on the translators' page as catalogs are: each `.stringsdict` entry in place of the
    /// `.strings` one with its plural forms and their numbers, each finding on its string, and a key a language
    /// lacks on that language's table.
    @Test func theTranslatorsPageListsLprojTablesAndTheirPlurals() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("strings.html")
        let result = try PreviewRequest(project: Self.fixture("projects/plurals"), output: page.path, strings: true).run()
        // Arguments read as other types and a variable never defined are errors, as lint says: the page is written
        // and the run fails with them.
        #expect(result.value && result.exitStatus == 1)
        #expect(result.diagnostics.map(\.code.rawValue) == ["plural-form-placeholder-mismatch", "plural-form-placeholder-mismatch",
                                                           "plural-variable-undefined", "placeholder-mismatch"])
        #expect(Self.text(result.output) == "Wrote \(page.path) (6 localizations)\n")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(!html.contains("<section class=\"page-findings\">"))
        // The page's data: the shared block (strings: [table, key, source, comment, …]) and one block per language
        // (rows: [string, translation, status, state, forms, findings]).
        func block(_ id: String) throws -> [String: Any] { try StringsPageData.block(id, in: html) }
        let meta = try block("strings-meta")
        let strings = try #require(meta["strings"] as? [[Any]])
        let languages = try #require(meta["languages"] as? [[Any]]).map { $0[0] as! String }
        func rows(_ language: String) throws -> [(key: String, comment: String, value: String?, status: Int, forms: [[Any]], findings: [[Any]])] {
            let index = try #require(languages.firstIndex(of: language))
            return try #require(try block("strings-\(index)")["rows"] as? [[Any]]).map { row in
                let string = strings[row[0] as! Int]
                return (string[1] as! String, string[3] as! String, row[1] as? String, row[2] as! Int,
                        row[4] as? [[Any]] ?? [], row[5] as? [[Any]] ?? [])
            }
        }
        // German: the .stringsdict's forms, one with its numbers, and the rule's findings on the string (one per string).
        let german = try rows("de")
        #expect(german.contains { row in
            row.forms.contains { $0[0] as? String == "substitution count · one" && $0[1] as? String == "1"
                && $0[2] as? String == "%@ Bewertung" && $0[4] as? String == "one" && $0[5] as? String == "substitution count" }
        })
        #expect(german.flatMap(\.findings).count { $0[1] as? String == "plural-form-placeholder-mismatch" } == 2)
        // Korean keeps the plural string in its .strings table; the key it lacks is reported on that key's row
        // (the finding is at the start of the file), the comment above a key in en's table on every language.
        let korean = try rows("ko")
        #expect(korean.contains { $0.value == "%@개의 평가" && $0.findings.first?[0] as? String == "error"
            && $0.findings.first?[1] as? String == "placeholder-mismatch" })
        #expect(korean.contains { $0.value == nil && $0.status == 1 && $0.findings.first?[1] as? String == "missing-key"
            && ($0.findings.first?[2] as? String)?.hasPrefix("1 key of en is missing in ko (\"%@ rated %d times\")") == true })
        // German lacks a plural string of en's .stringsdict: on that key's row too.
        #expect(german.contains { $0.value == nil && $0.status == 1
            && ($0.findings.first?[2] as? String)?.hasPrefix("1 key of en is missing in de (\"days left\")") == true })
        #expect(korean.contains { $0.comment == "Written for RatePrompt's tests." })
        // Russian: the four categories its numbers select.
        #expect(try rows("ru").flatMap(\.forms).contains { $0[4] as? String == "few" })
    }

    @Test func watchingStopsWhenAskedAndRefusesAMissingProject() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        var shown: [String] = []
        var polls = 0
        let status = try PreviewRequest(project: Self.fixture("projects/preview"), output: page.path)
            .watch(stopped: { seconds in
                #expect(seconds == 0.5)
                polls += 1
                return polls > 2
            }, show: { shown.append(Self.text($0.output)) })
        #expect(status == 0)
        #expect(polls == 3)
        #expect(shown.first?.hasPrefix("Wrote \(page.path) (6 localizations)\nWatching ") == true)
        #expect(shown.last == "Stopped.\n")
        var missing: [CommandResult<Bool>] = []
        let refused = try PreviewRequest(project: "/nonexistent/app", output: page.path)
            .watch(stopped: { _ in Issue.record("polled without a project"); return true }, show: { missing.append($0) })
        #expect(refused == 1)
        #expect(missing.count == 1 && missing[0].exitStatus == 1 && !missing[0].diagnostics.isEmpty)
    }

    // MARK: locale

    @Test func localeMatchesAsApple() throws {
        #expect(Self.error { _ = try LocaleRequest(available: ["en"], preferences: []) }
                == "preferences needs at least one language")
        let result = try LocaleRequest(available: ["en", "pt-PT", "pt-BR"], preferences: ["pt-AO"]).run()
        #expect(result.value.localizations.first == "pt-PT")
        #expect(result.value == LocaleMatcher().match(preferences: ["pt-AO"], available: ["en", "pt-PT", "pt-BR"]))
        let iRate = try LocaleRequest(available: ["en", "pt"], preferences: ["pt-BR"], strategy: .iRate,
                                      format: .json).run()
        let object = try JSONSerialization.jsonObject(with: Data(iRate.output)) as? [String: Any]
        #expect(object?["localizations"] as? [String] == ["pt"])
    }

    /// `locale --project` matches in the bundle that holds the table, and falls back to that bundle's development
    /// region, as render resolves the copy.
    @Test func localeMatchesInTheProjectsBundle() throws {
        let app = Self.fixture("projects/bundles")
        // The app's bundle (Ledger: en, es; its region es through $(DEVELOPMENT_LANGUAGE) and the Xcode project).
        let unmatched = try LocaleRequest(project: app, preferences: ["ja"], format: .json).run()
        #expect(unmatched.exitStatus == 0)
        #expect(unmatched.value.localizations == ["es"] && unmatched.value.outcome == .developmentRegion)
        #expect(unmatched.value.trace.last?.kind == .developmentRegion)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(unmatched.output)) as? [String: Any])
        let bundle = try #require(object["bundle"] as? [String: Any])
        #expect(bundle["available"] as? [String] == ["en", "es"] && bundle["developmentRegion"] as? String == "es")
        #expect((bundle["folder"] as? String)?.hasSuffix("bundles/Ledger") == true)
        // The same localization render reads the app table from.
        let rendered = try RenderRequest(preferences: ["ja"], project: app, format: .json).run()
        #expect(rendered.value.first?.title.source.layer == .app && rendered.value.first?.title.source.localization == "es")
        // A plain list has no development region: CoreFoundation's first entry.
        #expect(try LocaleRequest(available: ["en", "es"], preferences: ["ja"]).run().value.localizations == ["en"])
        // The widget (region fr) on its own; a match is a match.
        let widget = Self.fixture("projects/bundles/Widget")
        #expect(try LocaleRequest(project: widget, preferences: ["ja"]).run().value.localizations == ["fr"])
        let matched = try LocaleRequest(project: widget, preferences: ["ja", "en-AU"], explain: true).run()
        #expect(matched.value.outcome == .matched && matched.value.localizations == ["en"])
        #expect(Self.text(matched.output).contains("development region fr (CFBundleDevelopmentRegion in "))
        // The Swift package (defaultLocalization de).
        let package = Self.fixture("projects/bundles/Packages/Charts")
        #expect(try LocaleRequest(project: package, preferences: ["it"]).run().value.localizations == ["de"])
        // The share extension's region, ja, has no table: the bundle's first localization, as CoreFoundation does.
        let share = try LocaleRequest(project: Self.fixture("projects/bundles/Share"), preferences: ["ko"]).run()
        #expect(share.value.localizations == ["de"] && share.value.outcome == .backstop)
        // A table the folder does not hold, or no folder: an error, exit 1, nothing printed.
        let misspelt = try LocaleRequest(project: app, table: "Localisable", preferences: ["ja"]).run()
        #expect(misspelt.exitStatus == 1 && misspelt.output.isEmpty)
        #expect(misspelt.diagnostics.map(\.message) == [
            "no table named Localisable below this folder; did you mean \"Localizable\"? (tables: Localizable, Main)"])
        let missing = try LocaleRequest(project: Self.fixture("projects/nowhere"), preferences: ["ja"]).run()
        #expect(missing.exitStatus == 1 && missing.diagnostics.first?.severity == .error)
    }

    /// `render --key`: any string, its plural form chosen for a count by CLDR's rules and its device variant.
    @Test func renderKeyChoosesFormsAsADeviceDoes() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plurals = URL(fileURLWithPath: Self.fixture("projects/plurals"))
        for language in ["en", "ru", "fr"] {
            let lproj = folder.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: plurals.appendingPathComponent("\(language).lproj/Localizable.stringsdict"),
                                             to: lproj.appendingPathComponent("Localizable.stringsdict"))
            // The .strings table holds the same keys, as Xcode's genstrings leaves them; the .stringsdict wins.
            try Data("\"days left\" = \"%d days left\";\n\"title\" = \"Rate \(language)\";\n".utf8)
                .write(to: lproj.appendingPathComponent("Localizable.strings"))
        }
        func render(_ preferences: [String], count: Int?, key: String = "days left") throws -> (String?, [String: Any]) {
            let text = try RenderKeyRequest(key: key, preferences: preferences, project: folder.path, count: count).run()
            let json = try RenderKeyRequest(key: key, preferences: preferences, project: folder.path, count: count,
                                            format: .json).run()
            let object = try JSONSerialization.jsonObject(with: Data(json.output)) as? [String: Any] ?? [:]
            #expect(Self.text(text.output) == (text.value.map { $0 + "\n" } ?? ""))
            return (text.value, object)
        }
        // Russian: 5 is many, 22 few, 21 one.
        let (five, fiveJSON) = try render(["ru"], count: 5)
        #expect(five == "Осталось 5 дней" && fiveJSON["category"] as? String == "many")
        #expect(fiveJSON["localization"] as? String == "ru")
        #expect((fiveJSON["source"] as? [String: Any])?["file"] as? String
                == folder.appendingPathComponent("ru.lproj/Localizable.stringsdict").path)
        #expect(try render(["ru"], count: 22).0 == "Осталось 22 дня")
        #expect(try render(["ru"], count: 21).0 == "Осталось 21 день")
        // English has a zero form, which Apple uses for 0; French has no many form for a million: other.
        #expect(try render(["en"], count: 0).0 == "No days left")
        let (million, millionJSON) = try render(["fr-CA"], count: 1_000_000)
        #expect(million == "1000000 jours restants" && millionJSON["category"] as? String == "other")
        // A key only the .strings table has; the count fills %d there too.
        #expect(try render(["fr"], count: nil, key: "title").0 == "Rate fr")
        // No such key: an error, exit 1.
        let missing = try RenderKeyRequest(key: "nope", preferences: ["ru"], project: folder.path).run()
        #expect(missing.exitStatus == 1 && missing.value == nil && missing.output.isEmpty)
        #expect(missing.diagnostics.first?.message.hasPrefix("no localization of Localizable has \"nope\"") == true)
        // Device variants: the device's own, else other.
        let en = folder.appendingPathComponent("en.lproj/Localizable.stringsdict")
        var xml = try String(contentsOf: en, encoding: .utf8)
        xml = xml.replacingOccurrences(of: "</dict>\n</plist>", with: """
            \t<key>rate</key>
            \t<dict>
            \t\t<key>NSStringDeviceSpecificRuleType</key>
            \t\t<dict>
            \t\t\t<key>mac</key>
            \t\t\t<string>Rate on the Mac App Store</string>
            \t\t\t<key>other</key>
            \t\t\t<string>Rate on the App Store</string>
            \t\t</dict>
            \t</dict>
            </dict>
            </plist>
            """)
        try Data(xml.utf8).write(to: en)
        let mac = try RenderKeyRequest(key: "rate", preferences: ["en"], project: folder.path, device: "mac",
                                       format: .json).run()
        let macObject = try #require(try JSONSerialization.jsonObject(with: Data(mac.output)) as? [String: Any])
        #expect(macObject["value"] as? String == "Rate on the Mac App Store" && macObject["device"] as? String == "mac")
        #expect(try RenderKeyRequest(key: "rate", preferences: ["en"], project: folder.path, device: "ipad").run().value
                == "Rate on the App Store")
        // A .stringsdict Foundation cannot use is read past, as on a device, but reported: exit 1.
        let french = folder.appendingPathComponent("fr.lproj/Localizable.stringsdict")
        try Data("<plist version=\"1.0\"><dict><key>title</key><string>Noter</string></dict></plist>".utf8).write(to: french)
        let past = try RenderKeyRequest(key: "title", preferences: ["fr"], project: folder.path).run()
        #expect(past.value == "Rate fr" && past.exitStatus == 1)
        #expect(past.diagnostics.map(\.location.path) == [french.path])
        #expect(past.diagnostics.first?.code.rawValue == "malformed-stringsdict")
    }

    // MARK: explain

    @Test func explainDecidesOnlyOnWellReadFiles() throws {
        #expect(Self.error { _ = try ExplainRequest(state: "x", version: " ") } == "version needs a version, such as 2.1")
        let now = try #require(ISO8601DateFormatter().date(from: "2025-06-01T12:00:00Z"))
        let decided = try ExplainRequest(state: Self.fixture("state/waiting.json"), now: now).run()
        #expect(decided.exitStatus == 0)
        let decision = try #require(decided.value)
        // 4 uses of 10: the counts decide, and only more use can change that.
        #expect(!decision.shouldPrompt)
        #expect(decision.outlook == .counts && decision.earliestPromptDate == nil)
        #expect(decision.results.first { $0.outcome == .failed }?.rule == .usesOrEvents)
        #expect(Self.text(decided.output).hasPrefix("iRate 1.12.2 rules, iOS (system review prompt), version 1.0, at "
                                                    + "2025-06-01T12:00:00Z\n"))
        let bad = try ExplainRequest(state: Self.fixture("state/bad_values.json"), now: now).run()
        #expect(bad.exitStatus == 1 && bad.value == nil && bad.output.isEmpty)
        #expect(bad.diagnostics.contains { $0.severity == .error })
        let badConfiguration = try ExplainRequest(state: Self.fixture("state/waiting.json"),
                                                  configuration: Self.fixture("config/typos.json"), now: now).run()
        #expect(badConfiguration.exitStatus == 1 && badConfiguration.value == nil)
    }

    // MARK: simulate

    @Test func simulateChecksThePatternAndComparesConfigurations() throws {
        #expect(Self.error { _ = try SimulateRequest(days: 0, launchesPerWeek: 7) }
                == "the number of days must be between 1 and 36500; got 0")
        #expect(Self.error { _ = try SimulateRequest(days: 30, launchesPerWeek: 7, format: .markdown) }
                == "format takes text, json, csv, svg for a simulation, not markdown")
        let result = try SimulateRequest(days: 400, launchesPerWeek: 7, answers: [.remind, .rate],
                                         comparison: Self.fixture("config/valid.json")).run()
        #expect(result.exitStatus == 0)
        #expect(result.value.count == 2)
        #expect(result.value[0].launches == 400)
        #expect(Self.text(result.output).contains("valid.json"))
        let failed = try SimulateRequest(days: 30, launchesPerWeek: 7, configuration: Self.fixture("config/typos.json")).run()
        #expect(failed.exitStatus == 1 && failed.value.isEmpty && failed.output.isEmpty)
    }

    // MARK: config

    @Test func configurationShowsTheSchemaOrAFile() throws {
        #expect(Self.error { _ = try ConfigurationRequest(file: "x.plist", format: .plist) }
                == "format takes text, json for a configuration file, not plist")
        let schema = try ConfigurationRequest(format: .json).run()
        #expect(schema.value == nil && schema.exitStatus == 0)
        #expect(try JSONSerialization.jsonObject(with: Data(schema.output)) is [String: Any]
                || JSONSerialization.jsonObject(with: Data(schema.output)) is [Any])
        let typos = try ConfigurationRequest(file: Self.fixture("config/typos.plist")).run()
        #expect(typos.exitStatus == 1)
        #expect(typos.value != nil && !typos.output.isEmpty)
        #expect(typos.diagnostics.contains { $0.code.rawValue == "unknown-config-key" })
        let missing = try ConfigurationRequest(file: "/nonexistent/config.plist").run()
        #expect(missing.exitStatus == 1 && missing.value == nil && missing.output.isEmpty)
    }

    // MARK: rules

    @Test func rulesListsTheCatalogAsTextOrMarkdown() throws {
        #expect(Self.error { _ = try RulesRequest(format: .json) } == "format takes text, markdown for the rules, not json")
        let text = try RulesRequest().run()
        #expect(text.exitStatus == 0 && text.diagnostics.isEmpty)
        #expect(text.value.map(\.id) == RuleCatalog.descriptions.map(\.id))
        let lines = Self.text(text.output).split(separator: "\n")
        #expect(lines.count == RuleCatalog.descriptions.count && lines.first?.hasPrefix("syntax-error (error") == true)
        let page = Self.text(try RulesRequest(format: .markdown).run().output)
        #expect(page.hasPrefix("# ") && page.contains("## syntax-error"))
    }

    /// A String Catalog's variations render as a device picks them: the plural form for the count by CLDR's rules,
    /// the device's variant (else the `other` device), and a substitution's form with its `%arg` reading the count.
    @Test func renderKeyReadsCatalogVariations() throws {
        let project = Self.fixture("projects/variations")
        func render(_ key: String, count: Int? = nil, device: String? = nil) throws -> [String: Any] {
            let result = try RenderKeyRequest(key: key, preferences: ["ru"], project: project, count: count, device: device,
                                              format: .json).run()
            #expect(result.exitStatus == 0, "\(result.diagnostics)")
            return try JSONSerialization.jsonObject(with: Data(result.output)) as? [String: Any] ?? [:]
        }
        for (count, text, category) in [(1, "1 оценка", "one"), (3, "3 оценки", "few"), (11, "11 оценок", "many"),
                                        (22, "22 оценки", "few")] {
            let rendered = try render("%lld ratings", count: count)
            #expect(rendered["value"] as? String == text && rendered["category"] as? String == category, "\(count)")
        }
        let mac = try render("Tap to rate", device: "mac")
        #expect(mac["value"] as? String == "Щёлкните, чтобы оценить" && mac["device"] as? String == "mac")
        let ipad = try render("Tap to rate", device: "ipad")
        #expect(ipad["value"] as? String == "Оцените" && ipad["device"] as? String == "other")
        let synced = try render("Synced with %lld devices", count: 21)
        #expect(synced["value"] as? String == "Синхронизировано: 21 устройство" && synced["category"] as? String == "one")
        #expect(try render("Synced with %lld devices", count: 5)["value"] as? String == "Синхронизировано: 5 устройств")
    }

    /// A catalog is compiled into a `.stringsdict`, so an integer 0 takes a variation's `zero` form in every language
    /// (English, Japanese), a substitution's too; other counts follow CLDR, whose Latvian `zero` also holds 10; without
    /// a `zero` form, English 0 is `other` ("0 ratings").
    @Test func renderKeyTakesACatalogsZeroFormForZero() throws {
        let project = Self.fixture("projects/variations")
        func render(_ language: String, _ key: String, _ count: Int) throws -> (String?, String?) {
            let result = try RenderKeyRequest(key: key, preferences: [language], project: project, count: count,
                                              format: .json).run()
            #expect(result.exitStatus == 0, "\(result.diagnostics)")
            let json = try JSONSerialization.jsonObject(with: Data(result.output)) as? [String: Any] ?? [:]
            return (json["value"] as? String, json["category"] as? String)
        }
        let key = "%lld reviews to go"
        #expect(try render("en", key, 0) == ("All reviews done", "zero"))
        #expect(try render("en", key, 1) == ("1 review to go", "one"))
        #expect(try render("en", key, 2) == ("2 reviews to go", "other"))
        #expect(try render("ja", key, 0) == ("レビューはすべて完了", "zero"))
        #expect(try render("ja", key, 3) == ("あと 3 件", "other"))
        #expect(try render("lv", key, 0) == ("0 atsauksmju", "zero"))
        #expect(try render("lv", key, 10) == ("10 atsauksmju", "zero"))
        #expect(try render("lv", key, 21) == ("21 atsauksme", "one"))
        #expect(try render("ru", key, 0) == ("Осталось: ничего", "zero"))
        #expect(try render("ru", key, 5) == ("Осталось: 5 отзывов", "many"))
        #expect(try render("en", "%lld ratings", 0) == ("0 ratings", "other"))
    }

    // MARK: dump

    @Test func dumpWritesJSONOfEveryReadableFile() throws {
        let one = DumpRequest(paths: [Self.fixture("plist/sample.xml.plist")]).run()
        #expect(one.exitStatus == 0)
        #expect(try JSONSerialization.jsonObject(with: Data(one.output)) is [String: Any])
        let mixed = DumpRequest(paths: [Self.fixture("plist/sample.xml.plist"), "/nonexistent.plist"], compact: true).run()
        #expect(mixed.exitStatus == 1)
        #expect(Self.text(mixed.output).split(separator: "\n").count == 1)
        let none = DumpRequest(paths: ["/nonexistent.plist"]).run()
        #expect(none.exitStatus == 1 && none.output.isEmpty && !none.diagnostics.isEmpty)
    }

    /// A property list dictionary with a repeated key dumps as a device reads it: the key where it first appears
    /// (column 28), the last value (column 70, not the first's 45).
    @Test func dumpKeepsTheLastValueOfARepeatedPlistKey() throws {
        let plain = DumpRequest(paths: [Self.fixture("plist/dup_keys.plist")]).run()
        #expect(Self.text(plain.output) == "{\n  \"a\": \"2\"\n}\n")
        let located = DumpRequest(paths: [Self.fixture("plist/dup_keys.plist")], locations: true, compact: true).run()
        #expect(Self.text(located.output)
                == #"{"line":3,"column":22,"value":{"a":{"keyLine":3,"keyColumn":28,"line":3,"column":70,"value":"2"}}}"#
                + "\n")
    }

    /// A `.stringsdict` dumps as its rules, with its shape problems on the side; a String Catalog as its JSON tree.
    @Test func dumpReadsStringsdictAndCatalogs() throws {
        let rules = DumpRequest(paths: [Self.fixture("stringsdict/shapes.stringsdict")]).run()
        #expect(rules.exitStatus == 0 && rules.diagnostics.count == 10)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(rules.output)) as? [String: Any])
        // Entries Foundation cannot use are left out.
        #expect(Set(object.keys) == ["ratings left", "rate button", "title", "broken variables"])
        let ratings = try #require(object["ratings left"] as? [String: Any])
        #expect(ratings["format"] as? String == "%2$@: %1$#@ratings@")
        let variables = try #require(ratings["variables"] as? [String: [String: Any]])
        #expect(variables["ratings"]?["valueType"] as? String == "ld")
        #expect((variables["ratings"]?["forms"] as? [String: String])?["zero"] == "no ratings yet")
        let device = try #require((object["rate button"] as? [String: Any])?["device"] as? [String: Any])
        #expect(device["iphone"] as? String == "Rate")
        #expect(((device["ipad"] as? [String: Any])?["variables"] as? [String: Any])?["stars"] != nil)
        #expect((object["title"] as? [String: Any])?["width"] as? [String: String] == ["20": "Rate us", "wide": "Rate MyApp"])
        // With locations, each text says where it is.
        let located = DumpRequest(paths: [Self.fixture("stringsdict/shapes.stringsdict")], locations: true).run()
        let first = try #require(try JSONSerialization.jsonObject(with: Data(located.output)) as? [String: Any])
        let format = try #require((first["ratings left"] as? [String: Any])?["format"] as? [String: Any])
        #expect(format["line"] as? Int == 8 && format["column"] as? Int == 3)

        let catalog = DumpRequest(paths: [Self.fixture("projects/bundles/Ledger/mul.lproj/Main.xcstrings")]).run()
        #expect(catalog.exitStatus == 0)
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(catalog.output)) as? [String: Any])
        #expect(tree["sourceLanguage"] as? String == "es" && tree["strings"] is [String: Any])
    }

    // MARK: promotions

    @Test func promotionsChecksTheDeviceWhenMade() {
        #expect(Self.error { _ = try PromotionsRequest(preferences: []) }
                == "preferences needs at least one language, such as fr-CA,en")
        #expect(Self.error { _ = try PromotionsRequest(platform: "tvos") } == "platform takes ios, macos or visionos, not tvos")
        #expect(Self.error { _ = try PromotionsRequest(hidden: ["a", "b"], shown: ["b"]) }
                == "shown names \"b\", which is hidden too: a device gives each product one visibility")
        #expect(Self.error { _ = try PromotionsRequest(format: .svg) } == "format takes text, json for promotions, not svg")
    }

    @Test func promotionsGivesTheShownProductIDsInOrder() throws {
        let folder = Self.fixture("promotions")
        let result = try PromotionsRequest(project: folder, order: ["com.example.harbor.regatta"], hidden: ["com.example.harbor.charts"])
            .run()
        #expect(result.exitStatus == 0 && result.diagnostics.isEmpty && result.messages.isEmpty)
        #expect(result.value == ["regatta", "weather", "plus.monthly", "logbook"].map { "com.example.harbor." + $0 })
        #expect(Self.text(result.output).hasPrefix("Localization: en-US"))
        // Before the first launch, App Store Connect's order.
        let waiting = try PromotionsRequest(project: folder, order: ["com.example.harbor.regatta"], hasLaunched: false).run()
        #expect(waiting.value.first == "com.example.harbor.charts")
    }
}
