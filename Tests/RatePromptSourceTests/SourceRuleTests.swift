import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint
@testable import RatePromptSource
@testable import RatePromptSourceLint

/// The source rules on two apps written for them (`Tests/Fixtures/source`, see its README), finding by finding, and
/// the reader's model of the requests they hold.
@Suite struct SourceRuleTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/source").path

    static let sourceRules = SourceRuleCatalog.rules

    /// `path-below-app:line:column rule` of every finding of the source rules.
    static func findings(_ app: String, rules: [any LintRule.Type] = sourceRules) -> [String] {
        let root = "\(fixtures)/\(app)"
        return Linter(rules: rules, swiftReader: LintStage.source.swiftReader).lint(path: root).findings.map { finding in
            "\(finding.location.path.dropFirst(root.count + 1)):\(finding.location.line):\(finding.location.column) \(finding.rule)"
        }
    }

    /// `bundle: .module` is the package target's resources, not another bundle's table of the same name.
    @Test func packageModuleBundle() {
        #expect(Self.findings("PackageStrings", rules: [MissingCodeKeyRule.self]) == [
            "Sources/Kit/SyncButton.swift:9:18 missing-code-key",
            "Sources/Kit/SyncButton.swift:11:36 missing-code-key",
        ])
    }

    /// Objective-C's lookups (`Fixtures/source/ObjectiveCStrings`): a key no table holds is reported at its line;
    /// held keys, a default value, another bundle, a key built at run time, debug code, comments and strings are not.
    @Test func objectiveCMissingKeys() {
        #expect(Self.findings("ObjectiveCStrings", rules: [MissingCodeKeyRule.self]) == [
            "App/ComposeController.m:13:36 missing-code-key",
            "App/ComposeController.m:20:46 missing-code-key",
            "App/ComposeController.m:21:64 missing-code-key",
        ])
        let root = "\(Self.fixtures)/ObjectiveCStrings"
        let found = Linter(rules: [MissingCodeKeyRule.self], swiftReader: LintStage.source.swiftReader)
            .lint(path: root).findings
        // French holds "Retry upload": only English shows the key.
        #expect(found.first?.message.hasPrefix("NSLocalizedString asks for \"Retry upload\", which every translation of "
            + "Localizable holds but its English table") == true)
        #expect(found.dropFirst().first?.message.contains("a plain NSString") == true)
    }

    /// `unused-key` consults the Objective-C: a translation's key that the source localization lacks is used when
    /// the code asks for it ("Retry upload") and unknown in a table whose keys the code builds at run time (Status).
    /// Without the code both are reported.
    @Test func objectiveCUsedKeys() {
        let rules: [any LintRule.Type] = [UnusedKeyRule.self, MissingCodeKeyRule.self]
        #expect(Self.findings("ObjectiveCStrings", rules: rules).filter { $0.hasSuffix("unused-key") } == [
            "App/fr.lproj/Compose.strings:2:1 unused-key",
            "App/fr.lproj/Localizable.strings:4:1 unused-key",
        ])
        let root = "\(Self.fixtures)/ObjectiveCStrings"
        let withoutCode = Linter(rules: [UnusedKeyRule.self]).lint(path: root).findings.map { finding in
            "\(finding.location.path.dropFirst(root.count + 1)):\(finding.location.line):\(finding.location.column)"
        }
        #expect(withoutCode == [
            "App/fr.lproj/Compose.strings:2:1", "App/fr.lproj/Localizable.strings:3:1", "App/fr.lproj/Status.strings:3:1",
        ])
    }

    /// Each API form's key, table, bundle and default, and interpolations as Xcode extracts them.
    @Test func referencesOfEachForm() {
        let text = #"""
            import SwiftUI

            struct V: View {
                let n: Int
                var body: some View {
                    Text("Plain")
                    Text("\(n) posts")
                    Text("\(n, specifier: "%.1f") km, 100%")
                    Text("Other", tableName: "Extra", bundle: .module)
                    Text(verbatim: "No")
                    Text(name)
                    Label("Title", systemImage: "star")
                    EmptyView().navigationTitle("Nav")
                }
            }
            let a = NSLocalizedString("ns.key", tableName: "T", bundle: .main, value: "Fallback", comment: "")
            let b = NSLocalizedString("prefix.\(a)", comment: "")
            let c = NSLocalizedString(a, comment: "")
            let d = String(localized: "Loc \(a)", table: "Strings", defaultValue: "")
            let e = LocalizedStringResource("Res", bundle: Bundle(for: X.self))
            let f = LocalizedStringKey("Key")
            let g = Bundle.module.localizedString(forKey: "bk", value: nil, table: nil)
            #if DEBUG
            let h = Text("Debug")
            #endif
            """#
        let file = SwiftSourceReader.read(Array(text.utf8), path: "V.swift")
        let described = file.stringReferences.map { reference -> String in
            let bundle: String
            switch reference.bundle {
            case .main: bundle = "main"
            case .module: bundle = "module"
            case .current: bundle = "current"
            case .other(let written): bundle = written
            }
            return "\(reference.location.line) \(reference.call) \(reference.key.display) \(reference.table ?? "?") "
                + "\(bundle)\(reference.hasDefaultValue ? " default" : "")\(reference.isPreviewOrDebug ? " debug" : "")"
        }
        #expect(described == [
            "6 Text Plain Localizable main",
            "7 Text %… posts Localizable main",
            "8 Text %.1f km, 100%% Localizable main",
            "9 Text Other Extra module",
            "12 Label Title Localizable main",
            "13 navigationTitle Nav Localizable main",
            "16 NSLocalizedString ns.key T main default",
            "17 NSLocalizedString prefix.… Localizable main",
            "18 NSLocalizedString … Localizable main",
            "19 String(localized:) Loc %… Strings main",
            "20 LocalizedStringResource Res Localizable Bundle(for:X.self)",
            "21 LocalizedStringKey Key Localizable main",
            "22 localizedString(forKey:value:table:) bk Localizable module",
            "24 Text Debug Localizable main debug",
        ])
        let posts = file.stringReferences[1]
        #expect(posts.matches("%lld posts") && posts.matches("%@ posts") && !posts.matches("%lld post"))
        #expect(!LocalizedStringReference(key: .literal(" ⸱ "), call: "Text", location: posts.location).hasLetters)
        #expect(!LocalizedStringReference(key: .literal("%@ / %lld"), call: "Text", location: posts.location).hasLetters)
        #expect(LocalizedStringReference(key: .literal("Retry"), call: "Text", location: posts.location).hasLetters)
    }

    /// A literal's key is the string the program holds: escapes resolved, a raw string's only behind its own
    /// delimiter, a multi-line string without the indentation of its closing quotes or its continued line breaks.
    @Test func keysAreTheStringsTheLiteralsMake() {
        let text = ###"""
            let a = String(localized: "Tab\tand \"quotes\" \u{E9}")
            let b = String(localized: #"Raw \n stays, \#n breaks"#)
            let c = String(localized: ##"Two \#n stays, \##t tabs"##)
            let d = String(localized: """
                First line
                  indented \
                continued
                """)
            let e = String(localized: #"""
                Raw \ line
                  with \#u{41}
                """#)
            """###
        let keys = SwiftSourceReader.read(Array(text.utf8), path: "K.swift").stringReferences.map { reference in
            guard case .literal(let key) = reference.key else { return "not a literal: \(reference.key.display)" }
            return key
        }
        #expect(keys == [
            "Tab\tand \"quotes\" é",
            "Raw \\n stays, \n breaks",
            "Two \\#n stays, \t tabs",
            "First line\n  indented continued",
            "Raw \\ line\n  with A",
        ])
    }

    /// A file that names no localized-string API is not parsed; one that does is.
    @Test func stringByteScan() {
        #expect(Array("let x = 1 // a comment".utf8).withUnsafeBytes(SwiftSourceReader.mentionsReadAPI) == false)
        #expect(Array("Text(\"Hi\")".utf8).withUnsafeBytes(SwiftSourceReader.mentionsReadAPI))
        #expect(Array("NSLocalizedString(k, comment: c)".utf8).withUnsafeBytes(SwiftSourceReader.mentionsReadAPI))
    }

    @Test func swiftUIApp() {
        #expect(Self.findings("SwiftUINotes") == [
            "Sources/Notes/NoteEditor.swift:15:21 review-request-in-user-action",
            "Sources/Notes/NoteList.swift:12:17 review-request-ungated",
            "Sources/Notes/NotesApp.swift:14:21 review-request-at-launch",
            "Sources/Notes/ReviewPrompter.swift:16:9 deprecated-review-api",
        ])
    }

    @Test func uiKitApp() {
        #expect(Self.findings("UIKitJournal") == [
            "Journal/AppDelegate.swift:13:13 deprecated-review-api",
            "Journal/AppDelegate.swift:13:13 review-request-at-launch",
            "Journal/DraftViewController.swift:18:13 review-request-in-user-action",
            "Journal/DraftViewController.swift:28:21 review-request-in-user-action",
            "Journal/EntryViewController.swift:18:13 review-request-in-user-action",
            "Journal/EntryViewController.swift:27:9 review-request-in-user-action",
            "Journal/StoreObserver.swift:11:10 promoted-purchase-handled-twice",
            "Journal/StoreObserver.swift:12:36 store-payment-dropped",
            "Journal/StoreObserver.swift:24:10 promoted-purchase-handled-twice",
            "Journal/SummaryViewController.swift:12:9 review-request-ungated",
        ])
    }

    /// Each rule alone finds its own findings and no others.
    @Test(arguments: sourceRules.map { $0.description.id })
    func eachRuleAlone(id: String) throws {
        let rule = try #require([LintStage.source].rule(id))
        for app in ["SwiftUINotes", "UIKitJournal"] {
            #expect(Self.findings(app, rules: [rule]) == Self.findings(app).filter { $0.hasSuffix(" " + id) }, "\(app)")
        }
    }

    @Test func messagesSayWhatAppleAdvisesAndTheFix() {
        let findings = Linter(rules: Self.sourceRules, swiftReader: LintStage.source.swiftReader).lint(path: "\(Self.fixtures)/UIKitJournal").findings
        let viaCaller = try? #require(findings.first { $0.rule == "review-request-in-user-action" && $0.location.line == 18
            && $0.location.path.hasSuffix("/EntryViewController.swift") })
        #expect(viaCaller?.message.contains("(UIAction in EntryViewController) through saveEntry()") == true)
        #expect(viaCaller?.notes.map(\.location.line) == [10])
        let deprecated = findings.first { $0.rule == "deprecated-review-api" }
        #expect(deprecated?.message.contains("deprecated since iOS 14.0 and the deployment target is iOS 15.0 (Journal.xcodeproj)") == true)
        for finding in findings {
            #expect(finding.message.contains("Apple") || finding.rule == "deprecated-review-api", "\(finding.message)")
        }
    }

    /// Apple's sample pattern: a button in a completion screen that counts, checks the version and asks later.
    @Test func gatedRequestInAButtonHasItsContext() throws {
        let path = "\(Self.fixtures)/SwiftUINotes/Sources/Notes/ExportDoneView.swift"
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let file = SwiftSourceReader.read(bytes, path: path)
        let site = try #require(file.reviewRequests.first)
        #expect(file.reviewRequests.count == 1)
        #expect(site.api == .requestReviewAction)
        #expect(site.call == "requestReview()")
        #expect(site.context.scopes.map(\.name) == ["Task", "Button", "var body"])
        #expect(site.context.role == .userAction)
        #expect(site.context.typeName == "ExportDoneView" && site.context.conformances == ["View"])
        #expect(site.context.conditions.map(\.text) == ["guard exportsCompleted >= 4, appVersion != lastVersionAsked"])
        #expect(site.context.delay?.text == "try? await Task.sleep(for: .seconds(2))")
        #expect(site.context.isGatedOnPath)
        #expect(site.ungatedReach(from: [.userAction]) == nil)
    }

    /// A check of what the action gave is kept, shown as no gate, and gates nothing; a count beside it does.
    @Test func outcomeChecksAreNoGate() throws {
        let path = "\(Self.fixtures)/UIKitJournal/Journal/DraftViewController.swift"
        let file = SwiftSourceReader.read(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), path: path)
        #expect(file.reviewRequests.map { $0.context.conditions.map { "\($0.text) \($0.gates)" } } == [
            ["guard saved, let scene = self?.view.window?.windowScene false"],
            ["case .success: false"],
            ["if self.publishedCount.isMultiple(of: 5), let scene = self.view.window?.windowScene true",
             "guard let self, case .success = result false"],
        ])
        #expect(file.reviewRequests.map { $0.ungatedReach(from: [.userAction]) != nil } == [true, true, false])
    }

    /// Each form of an outcome check, and conditions that stay gates (anything not recognised counts as one).
    @Test(arguments: [
        ("if success {", false), ("if !self.saved {", false), ("if result.isSuccess == true {", false),
        ("if error == nil {", false), ("if case .success = result {", false), ("if case let .saved(note) = result {", false),
        ("if let url = URL(string: link), UIApplication.shared.canOpenURL(url) {", false), ("if view.window != nil {", false),
        ("if success, count >= 4 {", true), ("if success && launches > 10 {", true), ("if shouldAskForReview {", true),
        ("if !defaults.bool(forKey: \"asked\") {", true), ("if lastVersion != currentVersion {", true),
        ("if Date() > nextPromptDate {", true), ("if case .failure = result {", true), ("if let last = lastAsked {", true),
    ])
    func outcomeOrGate(condition: String, gates: Bool) throws {
        let text = "import StoreKit\nfunc ask() {\n    \(condition)\n        AppStore.requestReview(in: scene)\n    }\n}\n"
        let site = try #require(SwiftSourceReader.read(Array(text.utf8), path: "/t/A.swift").reviewRequests.first)
        #expect(site.context.conditions.map(\.gates) == [gates])
        #expect(site.context.isGatedOnPath == gates)
    }

    /// Without a source rule the linter reads no Swift file; with them it parses only those that name an API.
    @Test func swiftFilesAreReadOnlyForTheSourceRules() {
        let root = "\(Self.fixtures)/UIKitJournal"
        let copyRules = RuleCatalog.rules.filter { $0.description.category != .source }
        #expect(Linter(rules: copyRules).lint(path: root).fileCount == 0)
        let result = Linter(rules: Self.sourceRules, swiftReader: LintStage.source.swiftReader).lint(path: root)
        #expect(result.codeFiles.map { ($0.path as NSString).lastPathComponent }.sorted()
                == ["AppDelegate.swift", "DraftViewController.swift", "EntryViewController.swift", "Store.swift",
                    "StoreObserver.swift", "SummaryViewController.swift"])
        #expect(!SwiftSourceReader.mentionsReviewAPI(UnsafeRawBufferPointer(start: nil, count: 0)))
        #expect(Array("let x = 1 // SKStoreReview".utf8).withUnsafeBytes(SwiftSourceReader.mentionsReviewAPI) == false)
        #expect(Array("AppStore.requestReview(in: s)".utf8).withUnsafeBytes(SwiftSourceReader.mentionsReviewAPI))
    }

    /// Only a lint with a source rule lists Swift files: render, preview and dump never see them.
    @Test func swiftFilesAreListedOnlyWhenAsked() {
        let root = "\(Self.fixtures)/UIKitJournal"
        #expect(InputFiles.below(root).paths.isEmpty)
        #expect(InputFiles.below(root, codeFiles: true).paths.map { ($0 as NSString).lastPathComponent }
                == ["AppDelegate.swift", "DateFormatting.swift", "DraftViewController.swift", "EntryViewController.swift",
                    "Store.swift", "StoreObserver.swift", "SummaryViewController.swift"])
    }

    /// A block comment carries a directive as a line comment does; its `*/` ends the rule list.
    @Test func blockCommentsDisableToo() {
        func findings(_ comment: String) -> [String] {
            let source = InputBytes(path: "/example/App/View.swift", bytes: Array("""
                import StoreKit
                import SwiftUI
                struct SaveView: View {
                    @Environment(\\.requestReview) private var requestReview
                    var body: some View {
                        Button("Save") {
                            \(comment)
                            requestReview()
                        }
                    }
                }

                """.utf8))
            return Linter(rules: Self.sourceRules, swiftReader: LintStage.source.swiftReader).lint([source]).findings.map(\.rule)
        }
        #expect(findings("// nothing") == ["review-request-in-user-action"])
        #expect(findings("/* rateprompt:disable-next-line review-request-in-user-action */").isEmpty)
        #expect(findings("/* rateprompt:disable-next-line review-request-at-launch */") == ["review-request-in-user-action"])
        #expect(SwiftSourceReader.directives(Array("let a = 1 /* rateprompt:disable all */ + 2".utf8)).map(\.text)
                == ["disable all "])
    }

    @Test func unknownRuleInASwiftDisableCommentIsReported() {
        let source = InputBytes(path: "/example/App/View.swift", bytes: Array("""
            import StoreKit
            // rateprompt:disable-next-line review-request-everywhere
            func ask() { SKStoreReviewController.requestReview() }

            """.utf8))
        let findings = Linter(stages: [.builtIn, .source]).lint([source]).findings
        #expect(findings.map(\.rule) == ["invalid-lint-configuration"])
        #expect(findings.first?.location.line == 2)
    }

    /// A table the code always asks for with a default value has the code's text as its source: no `no-source-table`
    /// note; the same table asked for without one still gets it.
    @Test func defaultValuesInTheCodeAreTheSourceOfATable() {
        func notes(_ call: String) -> [String] {
            let files = [
                InputBytes(path: "/example/App/Legacy.swift", bytes: Array("""
                    import Foundation
                    let title = \(call)

                    """.utf8)),
                InputBytes(path: "/example/App/de.lproj/Legacy.strings", bytes: Array(#""greeting" = "Hallo";"#.utf8)),
                InputBytes(path: "/example/App/fr.lproj/Legacy.strings", bytes: Array(#""greeting" = "Bonjour";"#.utf8)),
            ]
            return Linter(stages: [.builtIn, .source]).lint(files).findings.filter { $0.rule == "no-source-table" }
                .map { "\($0.location.path):\($0.location.line)" }
        }
        #expect(notes(#"NSLocalizedString("greeting", tableName: "Legacy", value: "Hello", comment: "")"#).isEmpty)
        #expect(notes(#"NSLocalizedString("greeting", tableName: "Legacy", comment: "")"#)
                == ["/example/App/de.lproj/Legacy.strings:1"])
    }
}
