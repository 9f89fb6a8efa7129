import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint
@testable import RatePromptSource
@testable import RatePromptSourceLint

/// Xcode's generated symbols and the accessors between the code and its tables, on the apps of
/// `Tests/Fixtures/source/GeneratedSymbols` and `Accessors` (see the README there).
@Suite struct GeneratedSymbolTests {
    static let rules = RuleCatalog.rules + SourceRuleCatalog.rules

    /// The run's references as `file:line asker → key status`.
    static func references(_ app: String) -> [String] {
        let root = "\(SourceRuleTests.fixtures)/\(app)"
        let strings = Linter(rules: rules, swiftReader: LintStage.source.swiftReader).lint(path: root).codeStrings
        return strings.references.map { resolved in
            let reference = resolved.reference
            let status = resolved.isHeld.map { $0 ? "held" : "not held" } ?? "unknown"
            return "\(reference.location.path.dropFirst(root.count + 1)):\(reference.location.line) \(reference.asker) "
                + "\(reference.key.display) \(reference.table ?? "?") \(status)"
        }
    }

    /// `file:line:column rule` of the findings of `rules`, and their messages.
    static func findings(_ app: String, rules: [any LintRule.Type]) -> [(String, String)] {
        let root = "\(SourceRuleTests.fixtures)/\(app)"
        return Linter(rules: rules, swiftReader: LintStage.source.swiftReader).lint(path: root).findings.map { finding in
            ("\(finding.location.path.dropFirst(root.count + 1)):\(finding.location.line):\(finding.location.column) "
                + finding.rule, finding.message)
        }
    }

    /// Every form of symbol, each read as the key whose name it is: in SwiftUI views and modifiers,
    /// `String(localized:)`, `AttributedString(localized:)`, `LocalizedStringResource` values and results, the app's
    /// own initializer's resource parameter, a table's prefix, and the app's own members of `LocalizedStringResource`.
    @Test func symbolsReadAsTheirKeys() {
        #expect(Self.references("GeneratedSymbols") == [
            "TripKit/Sources/TripKit/SignInButton.swift:6 Button .signIn Sign in Localizable held",
            "Trips/AboutView.swift:8 Text .creditsThanks(testersLink:sponsorsLink:) credits_thanks Localizable held",
            "Trips/AboutView.swift:9 Button .settingsTitle settings.title Localizable held",
            "Trips/AboutView.swift:10 Text .weeklySummary WEEKLY_SUMMARY Localizable held",
            "Trips/AboutView.swift:11 Label ._2024RecapTitle 2024_RECAP_TITLE Localizable held",
            "Trips/AboutView.swift:12 Text .tripCount(count:) trip.count Localizable held",
            "Trips/AboutView.swift:13 Text .Discover.title TITLE Discover held",
            "Trips/AboutView.swift:14 Text .Discover.subtitle(friendsTrips:curatedTrips:) SUBTITLE Discover held",
            "Trips/AboutView.swift:15 Text .legacyNotice legacy.notice Legacy held",
            "Trips/AboutView.swift:16 Text .legacyMissing legacy.missing Legacy not held",
            "Trips/AboutView.swift:17 Text .unknownSymbol .unknownSymbol Localizable unknown",
            "Trips/AboutView.swift:20 navigationTitle .exportAsJsonFile Export as JSON file Localizable held",
            "Trips/AboutView.swift:21 help .dontAskAgain Don’t ask again Localizable held",
            "Trips/Messages.swift:5 String(localized:) .couldNotBeOpened(_:) %@ could not be opened. Localizable held",
            "Trips/Messages.swift:8 AttributedString(localized:) .weeklySummary WEEKLY_SUMMARY Localizable held",
            "Trips/Messages.swift:9 LocalizedStringResource.settingsTitle settings.title Localizable held",
            "Trips/Messages.swift:16 LocalizedStringResource .weeklySummary WEEKLY_SUMMARY Localizable held",
            "Trips/Messages.swift:17 LocalizedStringResource ._2024RecapTitle 2024_RECAP_TITLE Localizable held",
            "Trips/Messages.swift:28 LocalizedStringResource legacy.notice Legacy held",
            "Trips/Messages.swift:34 LocalizedStringResource legacy.missing Legacy not held",
            "Trips/TripList.swift:5 TripRow(title:) .dontAskAgain Don’t ask again Localizable held",
            "Trips/TripList.swift:5 TripRow(title:) .Discover.title TITLE Discover held",
        ])
    }

    /// A package's catalog always gets symbols: "" makes none, "Sign-in" the one "Sign in" makes; "Sign out" is
    /// extracted from the code and makes none. The app's catalogs (the setting is YES) have no conflict.
    @Test func conflictsOfAPackagesCatalog() {
        let found = Self.findings("GeneratedSymbols", rules: [GeneratedSymbolConflictRule.self])
        #expect(found.map(\.0) == [
            "TripKit/Sources/TripKit/Resources/Localizable.xcstrings:4:5 generated-symbol-conflict",
            "TripKit/Sources/TripKit/Resources/Localizable.xcstrings:13:5 generated-symbol-conflict",
        ])
        #expect(found[1].1.contains("\"Sign-in\" makes the same Swift symbol as \"Sign in\" (.signIn)"))
        #expect(found[1].1.contains("package target TripKit"))
    }

    /// Without a project, only the app's use of a symbol of the catalog tells that Xcode generates them.
    @Test func anUnknownSettingNeedsTheCodesUse() {
        let catalog = InputBytes(path: "/app/Localizable.xcstrings", bytes: Array("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Cancel" : { "extractionState" : "manual" },
                "OK" : { "extractionState" : "manual" },
                "Ok" : { "extractionState" : "manual" }
              },
              "version" : "1.0"
            }
            """.utf8))
        let view = InputBytes(path: "/app/Toolbar.swift", bytes: Array("""
            import SwiftUI

            struct Toolbar: View {
                var body: some View { Button(.cancel) {} }
            }
            """.utf8))
        let rules: [any LintRule.Type] = [GeneratedSymbolConflictRule.self, MissingCodeKeyRule.self]
        let linter = Linter(rules: rules, swiftReader: LintStage.source.swiftReader)
        #expect(linter.lint([catalog, view], root: "/app").findings.map(\.location.line) == [6])
        #expect(linter.lint([catalog], root: "/app").findings.isEmpty)
        #expect(linter.lint([catalog, view], root: "/app").findings.first?.message
            .contains("the app's Swift uses the symbols generated from it") == true)
    }

    /// SwiftGen's `L10n`, an app's `String` wrapper and one-line function, R.swift and xcstrings-tool: each use is
    /// a reference to its key, found also in a file that names no localized-string API.
    @Test func accessorsReadAsTheirKeys() {
        #expect(Self.references("Accessors") == [
            "App/Generated/Strings+Generated.swift:11 L10n.tr greeting Localizable held",
            "App/Generated/Strings+Generated.swift:15 L10n.tr onboarding.skip Localizable held",
            "App/Generated/Strings+Generated.swift:19 L10n.tr progress.done Localizable held",
            "App/Generated/Strings+Generated.swift:23 L10n.tr settings.title Localizable held",
            "App/Screens/ExportView.swift:8 Text(localizable: .exportHint) export.hint Localizable held",
            "App/Screens/ExportView.swift:10 navigationTitle .localizable(.settingsTitle) settings.title Localizable held",
            "App/Screens/OtherGenerators.swift:4 R.string.localizable.settingsTitle() settings.title Localizable held",
            "App/Screens/OtherGenerators.swift:5 R.string.localizable.exportHint() export.hint Localizable held",
            "App/Screens/OtherGenerators.swift:6 String(localizable: .profileEdit) profile.edit Localizable held",
            "App/Screens/ProfileViewController.swift:13 L10n.Settings.title settings.title Localizable held",
            "App/Screens/ProfileViewController.swift:14 L10n.greeting greeting Localizable held",
            "App/Screens/ProfileViewController.swift:15 .localized profile.edit Localizable held",
            "App/Screens/ProfileViewController.swift:16 .localized export.title Localizable held",
            "App/Screens/ProfileViewController.swift:17 L old.banner Localizable not held",
            "App/Screens/ProfileViewController.swift:19 .localized profile.footer Localizable not held",
            "App/Screens/ProfileViewController.swift:20 L10n.Progress.done progress.done Localizable held",
        ])
    }

    /// What the accessors change: a key only a translation has is used through `L`; SwiftGen's `tr` formats
    /// "progress.done", so its "100%" and Hungarian "100%-osan" are read by printf; a key missing in Hungarian
    /// shows English through the accessors that fall back to it; a missing key behind `.localized` is
    /// missing-code-key's.
    @Test func whatAccessorsChange() {
        let rules: [any LintRule.Type] = [
            MissingCodeKeyRule.self, MissingKeyRule.self, UnusedKeyRule.self, PlaceholderMismatchRule.self,
            InvalidFormatSpecifierRule.self,
        ]
        let found = Self.findings("Accessors", rules: rules)
        #expect(found.map(\.0) == [
            "App/Screens/ProfileViewController.swift:17:25 missing-code-key",
            "App/Screens/ProfileViewController.swift:19:23 missing-code-key",
            "App/en.lproj/Localizable.strings:3:19 invalid-format-specifier",
            "App/hu.lproj/Localizable.strings:1:1 missing-key",
            "App/hu.lproj/Localizable.strings:3:19 placeholder-mismatch",
            "App/hu.lproj/Localizable.strings:7:1 unused-key",
        ])
        #expect(found[1].1.hasPrefix(".localized asks for \"profile.footer\""))
        #expect(found[2].1.contains("through L10n"))
        #expect(found[3].1.contains("the English text, which .localized falls back to (1 key); the English text, which "
            + "L10n falls back to (1 key)"))
        #expect(found[4].1.contains("reads argument 1 as integer where en reads no argument"))
        #expect(found[5].1.contains("\"gone.away\""))
        // Without the code, nothing says the strings are formatted, nor that "old.banner" is used.
        let root = "\(SourceRuleTests.fixtures)/Accessors"
        let withoutCode = Linter(rules: [PlaceholderMismatchRule.self, InvalidFormatSpecifierRule.self, UnusedKeyRule.self])
            .lint(path: root).findings.map { "\($0.location.path.dropFirst(root.count + 1)):\($0.location.line) \($0.rule)" }
        #expect(withoutCode == ["App/hu.lproj/Localizable.strings:6 unused-key"])
    }

    /// The reader's forms of Xcode 26's Foundation: `#bundle`, `bundle: .module`, `String(localized:options:…)`,
    /// `AttributedString(localized:)`, `LocalizedStringResource(_:defaultValue:table:bundle:comment:)`.
    @Test func foundationFormsOfXcode26() {
        let text = """
            import Foundation

            let a = String(localized: "Saved", options: .init(), table: "Status", bundle: #bundle)
            let b = AttributedString(localized: "**Bold** move", bundle: .module)
            let c = LocalizedStringResource("trip.share", defaultValue: "Share trip", table: "Trips", bundle: #bundle,
                                            comment: "A button")
            let d = String(localized: .settingsTitle, bundle: #bundle)
            """
        let file = SwiftSourceReader.read(Array(text.utf8), path: "F.swift")
        let described = file.stringReferences.map { reference in
            "\(reference.location.line) \(reference.asker) \(reference.key.display) \(reference.table ?? "?") "
                + "\(reference.bundle) \(reference.hasDefaultValue)"
        }
        #expect(described == [
            "3 String(localized:) Saved Status current false",
            "4 AttributedString(localized:) **Bold** move Localizable module false",
            "5 LocalizedStringResource trip.share Trips current true",
            "7 String(localized:) .settingsTitle .settingsTitle Localizable current false",
        ])
    }

    /// `tableName: nil` (`table: nil`) is the default table, as when it is left out: a wrapper that passes it reads
    /// Localizable, not "a table named by an expression".
    @Test func aNilTableIsLocalizable() {
        let text = """
            import SwiftUI

            enum L10n {
                static func text(_ key: String) -> String {
                    NSLocalizedString(key, tableName: nil, bundle: .main, value: key, comment: "")
                }
            }
            let a = NSLocalizedString("direct", tableName: nil, comment: "")
            let b = Text("title", tableName: nil)
            let c = String(localized: "resource", table: nil)
            let d = NSLocalizedString("named", tableName: "Extra", comment: "")
            """
        let file = SwiftSourceReader.read(Array(text.utf8), path: "N.swift")
        #expect(file.stringReferences.map { "\($0.key.display) \($0.table ?? "?")" }
                == ["direct Localizable", "title Localizable", "resource Localizable", "named Extra"])
        let tables = file.stringAccessors.compactMap { accessor -> String? in
            guard case .wrapper(let wrapper) = accessor.kind else { return nil }
            return "\(wrapper.name) \(wrapper.table ?? "?")"
        }
        #expect(tables == ["text Localizable"])
    }

    /// A wrapper is found by its shape, whatever its name, and its lookups ask for nothing themselves: a one-line
    /// function, a `String` property, SwiftGen's `tr`; a function that changes the key before the lookup is no
    /// wrapper, and its lookup is a key built at run time.
    @Test func wrappersByTheirShape() {
        let text = """
            import Foundation

            func loc(_ key: String, table: String) -> String { NSLocalizedString(key, tableName: table, comment: "") }
            extension String {
                var tr: String { String(localized: LocalizedStringResource(stringLiteral: self)) }
                func formatted(_ args: CVarArg...) -> String { String(format: NSLocalizedString(self, comment: ""), arguments: args) }
            }
            func prefixed(_ key: String) -> String { NSLocalizedString("app." + key, comment: "") }
            final class Localizer {
                func string(_ key: String) -> String { NSLocalizedString(key, comment: "") }
            }
            """
        let file = SwiftSourceReader.read(Array(text.utf8), path: "W.swift")
        let wrappers = file.stringAccessors.compactMap { accessor -> String? in
            guard case .wrapper(let wrapper) = accessor.kind else { return nil }
            return "\(wrapper.name) key:\(wrapper.keyParameter.map(String.init) ?? "self") "
                + "table:\(wrapper.tableParameter.map(String.init) ?? wrapper.table ?? "?") formats:\(wrapper.formats)"
        }
        #expect(wrappers == ["loc key:0 table:1 formats:false", "formatted key:self table:Localizable formats:true"])
        // `tr` asks for a resource built at run time, `prefixed` for a key built at run time; an instance method is
        // called on values RatePrompt cannot follow, and its lookup stays one of a key built at run time.
        #expect(file.stringReferences.map(\.location.line) == [5, 8, 10])
        #expect(file.stringReferences.map(\.key.display) == ["…", "…", "…"])
    }
}
