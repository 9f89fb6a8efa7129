import Foundation
import Testing
import RatePromptFormats
import RatePromptCore

@Suite("rateprompt render and locale")
struct RenderCommandTests {
    @Test func theReadmeCommandRendersTheEmbeddedCopy() async throws {
        // Run from an unrelated folder: the defaults are compiled in.
        let result = try await CommandRunner.run(["render", "--preferred", "fr-CA", "--app-name", "MyApp"],
                                           in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Localization: fr "))
        #expect(result.stdout.contains("Title:    Noter MyApp"))
        #expect(!result.stdout.contains("iRate"))
    }

    @Test func jsonHasTheDocumentedShape() async throws {
        let result = try await CommandRunner.run(["render", "--preferred", "ja,en", "--app-name", "Ledger", "--format", "json"])
        #expect(result.status == 0)
        let json = try #require(try result.json() as? [String: Any])
        #expect(json["localization"] as? String == "ja")
        #expect((json["title"] as? String)?.contains("Ledger") == true)
        for key in ["message", "cancelButton", "remindButton", "rateButton"] {
            #expect(json[key] is String, "\(key)")
        }
        let sources = try #require(json["sources"] as? [String: [String: Any]])
        #expect(sources["title"]?["layer"] as? String == "defaults")
        #expect(sources["title"]?["file"] as? String == "Localizations/ja.lproj/RatePrompt.strings")
        #expect((sources["title"]?["line"] as? Int ?? 0) > 1)
        #expect(sources["title"]?["key"] as? String == "iRateMessageTitle")
    }

    @Test func projectConfigAndExplain() async throws {
        let project = CommandRunner.fixture("projects/app")
        let result = try await CommandRunner.run(["render", "--preferred", "fr-CA", "--project", project, "--app-name", "Ledger",
                                            "--genre", "game", "--explain"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Title:    Vous aimez Ledger ?"))
        #expect(result.stdout.contains("jouer à Ledger"))
        #expect(result.stdout.contains("iRateMessageTitle: app table, fr — \(project)/fr.lproj/Localizable.strings:4:23"))
        #expect(result.stdout.contains("iRateCancelButton: hidden (empty label)"))
        #expect(result.stdout.contains("app: fr-CA → fr"))
    }

    @Test func allLocalesListsEveryLocalization() async throws {
        let result = try await CommandRunner.run(["render", "--all-locales", "--format", "json", "--app-name", "Q"])
        #expect(result.status == 0)
        let rows = try #require(try result.json() as? [[String: Any]])
        #expect(rows.count == DefaultCopy.embedded.localizations.count)
        #expect(Set(rows.compactMap { $0["localization"] as? String }) == Set(DefaultCopy.embedded.localizations))
        let text = try await CommandRunner.run(["render", "--all-locales", "--app-name", "Q"])
        #expect(text.stdout.split(separator: "\n").count == DefaultCopy.embedded.localizations.count + 1)
    }

    @Test func badInputIsReportedClearly() async throws {
        let genre = try await CommandRunner.run(["render", "--genre", "puzzle"])
        #expect(genre.status == 64)
        #expect(genre.stderr.contains("--genre takes app, game"))
        let project = try await CommandRunner.run(["render", "--project", "/nonexistent/app"])
        #expect(project.status == 1)
        #expect(project.stderr.hasPrefix("/nonexistent/app:1:1: error: no such folder"))
        let config = CommandRunner.fixture("config/typos.json")
        let typos = try await CommandRunner.run(["render", "--config", config])
        #expect(typos.status == 1)
        #expect(typos.stderr.contains("\(config):3:3: error: unknown setting"))
        #expect(typos.stdout.contains("Title:"))
    }

    /// A device never picks a localization the bundle does not ship: Italian is on disk in the `shipped` fixture,
    /// but not in its project, so an Italian-then-German user gets German from `render` and `locale` alike.
    @Test func aLocalizationNoTargetShipsIsNeverPicked() async throws {
        let shipped = CommandRunner.fixture("projects/shipped")
        let key = try await CommandRunner.run(["render", "--project", shipped, "--key", "tally.reset", "--preferred", "it,de",
                                               "--format", "json"])
        #expect(key.status == 0, "\(key.stderr)")
        let json = try #require(try key.json() as? [String: Any])
        #expect(json["localization"] as? String == "de")
        #expect(json["value"] as? String == "Zurücksetzen")
        let locale = try await CommandRunner.run(["locale", "--project", shipped, "--preferred", "it,de", "--json"])
        #expect(try #require(try locale.json() as? [String: Any])["localizations"] as? [String] == ["de"])
    }

    /// A named placeholder (`%(landmarkCount)lld`, Xcode 26) is filled as the plain one: the count goes in, the
    /// form is chosen for it.
    @Test func aNamedPlaceholderIsFilledAsItsArgument() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-named-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(contentsOf: URL(fileURLWithPath: CommandRunner.fixture("format/Xcode26.xcstrings")))
            .write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        for (count, expected) in [(1, "1 Sehenswürdigkeit"), (3, "3 Sehenswürdigkeiten")] {
            let result = try await CommandRunner.run(["render", "--project", folder.path, "--key", "landmarks.count",
                                                      "--count", "\(count)", "--preferred", "de"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == expected + "\n")
        }
    }

    @Test func localeMatchingAndIRatesOwn() async throws {
        let apple = try await CommandRunner.run(["locale", "--available", "en,fr,zh-Hant", "--preferred", "zh-HK,en", "--json"])
        #expect(apple.status == 0)
        let json = try #require(try apple.json() as? [String: Any])
        #expect(json["localizations"] as? [String] == ["zh-Hant"])
        #expect(json["matched"] as? Bool == true)
        #expect((json["trace"] as? [Any])?.isEmpty == false)
        let iRate = try await CommandRunner.run(["locale", "--available", "en,fr,zh-Hant", "--preferred", "zh-HK,en",
                                           "--matching", "irate", "--json"])
        let iRateJSON = try #require(try iRate.json() as? [String: Any])
        #expect(iRateJSON["localizations"] as? [String] == ["en"])
        let explained = try await CommandRunner.run(["locale", "--available", "en,fr", "--preferred", "fr-CA", "--explain"])
        #expect(explained.stdout.hasPrefix("fr\n"))
        #expect(explained.stdout.split(separator: "\n").count > 2)
        let missing = try await CommandRunner.run(["locale", "--available", "en"])
        #expect(missing.status == 64)
    }

    /// An app that sets no iRate key (the `names` fixture): the text says the copy is RatePrompt's own and where the
    /// app name came from (the Japanese InfoPlist.strings, else the Info.plist's `$(PRODUCT_NAME)` for its target);
    /// the widget's broken table of the same name is no file of the prompt and neither shows nor fails the run.
    @Test func anAppWithoutPromptKeysIsSaidSoAndNamedFromItsBundle() async throws {
        let names = CommandRunner.fixture("projects/names")
        let ja = try await CommandRunner.run(["render", "--project", names, "--preferred", "ja"])
        #expect(ja.status == 0 && ja.stderr.isEmpty, "\(ja.stderr)")
        #expect(ja.stdout == """
            Localization: ja   (preferences: ja)
            Title:    そろばんを評価
            Message:  そろばんを気に入っていただけましたら、ぜひ評価をお寄せください。ほんの数秒で完了します。ご協力ありがとうございます。
            Buttons:  [今すぐ評価] [今後表示しない] [あとで]
            Note:     Localizable in \(names)/Abacus sets no iRate key (iRateMessageTitle, …): this is RatePrompt's own copy, not the app's
            Note:     app name "そろばん" from CFBundleDisplayName in \(names)/Abacus/ja.lproj/InfoPlist.strings:2:25

            """)

        let fr = try await CommandRunner.run(["render", "--project", names, "--preferred", "fr", "--format", "json"])
        #expect(fr.status == 0, "\(fr.stderr)")
        let json = try #require(try fr.json() as? [String: Any])
        #expect(json["appName"] as? String == "Abacus")
        let source = try #require(json["appNameSource"] as? [String: Any])
        #expect(source["origin"] as? String == "info-plist" && source["key"] as? String == "CFBundleName")
        #expect(source["file"] as? String == "\(names)/Abacus/Info.plist" && source["line"] as? Int == 10)
        #expect((source["steps"] as? [String])?.last == "CFBundleName is $(PRODUCT_NAME), resolved from the Xcode project")
        #expect((json["notes"] as? [String])?.count == 2)
        // RatePrompt's copy is this app's copy, not a fallback.
        let sources = try #require(json["sources"] as? [String: [String: Any]])
        #expect(sources.values.allSatisfy { $0["layer"] as? String == "defaults" && $0["fallback"] as? Bool == false })

        let explained = try await CommandRunner.run(["render", "--project", names, "--preferred", "fr", "--explain"])
        #expect(explained.stdout.contains("""
            Where the app name came from:
              "Abacus": CFBundleName in \(names)/Abacus/Info.plist:10:2
                  InfoPlist in fr.lproj has no CFBundleDisplayName
                  InfoPlist in fr.lproj has no CFBundleName
                  CFBundleName is $(PRODUCT_NAME), resolved from the Xcode project
            """))

        // A given name needs no note; without a project, RatePrompt's copy is what was asked for.
        let given = try await CommandRunner.run(["render", "--project", names, "--preferred", "fr", "--app-name", "Ledger"])
        #expect(given.stdout.split(separator: "\n").filter { $0.hasPrefix("Note:") }.count == 1)
        let plain = try await CommandRunner.run(["render", "--preferred", "fr"])
        #expect(!plain.stdout.contains("Note:"))
        // Every localization in one table, the notes once below it; the name per localization.
        let all = try await CommandRunner.run(["render", "--project", names, "--all-locales"])
        #expect(all.stdout.hasSuffix("""
            Note: Localizable in \(names)/Abacus sets no iRate key (iRateMessageTitle, …): this is RatePrompt's own copy, not the app's
            Note: app name per localization: "Abacus" from CFBundleName in \(names)/Abacus/Info.plist:10:2 (ar, ckb, en, fr); "そろばん" from CFBundleDisplayName in \(names)/Abacus/ja.lproj/InfoPlist.strings:2:25 (ja)

            """))
    }

    /// Only the rendered table's own files fail a render: the widget's table of the same name has an error, the app's
    /// has none; when the app's has one, the run fails.
    @Test func onlyTheRenderedTablesErrorsFailTheRun() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-render-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("App/en.lproj")
        let widget = folder.appendingPathComponent("Extensions/Widget/en.lproj")
        for lproj in [app, widget] { try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true) }
        try Data("\"iRateMessageTitle\" = \"Rate %@\";\n".utf8).write(to: app.appendingPathComponent("Localizable.strings"))
        try Data("\"Today\" = \"Today\"\n".utf8).write(to: widget.appendingPathComponent("Localizable.strings"))
        let fine = try await CommandRunner.run(["render", "--project", folder.path, "--preferred", "en"])
        #expect(fine.status == 0 && fine.stderr.isEmpty, "\(fine.stderr)")
        try Data("\"iRateMessageTitle\" = \"Rate %@\"\n\"iRateRateButton\" = \"Rate\";\n".utf8)
            .write(to: app.appendingPathComponent("Localizable.strings"))
        let broken = try await CommandRunner.run(["render", "--project", folder.path, "--preferred", "en"])
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("\(folder.path)/App/en.lproj/Localizable.strings:1:32: error: missing ';'"))
    }
}
