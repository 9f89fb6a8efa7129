import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// A key the code asks for that no table of its bundle holds in the development language, with no default value.
struct MissingCodeKeyRule: LintRule {
    static let description = RuleDescription(
        id: "missing-code-key", category: .source, severity: .note,
        summary: "The app's Swift asks for a localized string (`Text(\"Retry\")`, `String(localized:)`, "
            + "`NSLocalizedString`) whose key no table of its bundle holds in the development language, and gives no "
            + "default value.",
        rationale: "Xcode adds such strings to a String Catalog only when it builds the app; a table written by hand, "
            + "or a catalog last extracted before the string was written, lacks it. Then every language shows the key "
            + "as written and no translator ever sees it. The bundle is the one the runtime reads: the main bundle of "
            + "the target that compiles the file (from the Xcode project or Package.swift), the package target's "
            + "resources for `bundle: .module`; the table is `Localizable` unless `tableName:` or `table:` names "
            + "another. A key with an interpolation is matched as Xcode extracts it (`\"\\(count) posts\"` as "
            + "`%lld posts`, any specifier at that place). Nothing is reported for a key built at run time, a bundle "
            + "RatePrompt cannot tell, a bundle without that table, a literal without letters (`\" @\"`, `\"100%\"`: "
            + "use `Text(verbatim:)`), or code in `#Preview`, a `PreviewProvider`, `#if DEBUG` or a view redacted as "
            + "a placeholder. One finding per key, with the other places that ask for it as notes. A note, not a "
            + "warning: on real apps 3 in 10 were the app's name as a literal, a skeleton view's text or a developer "
            + "window's label, which no user reads as a defect.",
        triggering: [
            // Every form, against a catalog of the app's main bundle.
            LintExample(
                Self.catalog("App/Localizable.xcstrings", keys: ["Quote", "%lld posts", "settings.title"]),
                .swift("App/ThreadView.swift", """
                    import SwiftUI

                    struct ThreadView: View {
                        let count: Int
                        @State private var on = false
                        @State private var draft = ""
                        var body: some View {
                            VStack {
                                Text("Quote")
                                Text("\\(count) posts")
                                Text(↓"Load more")
                                Label(↓"Retry Upload", systemImage: "arrow.clockwise")
                                Button(↓"Camera") {}
                                Toggle(↓"Notify me", isOn: $on)
                                Link(↓"Help page", destination: URL(string: "https://example.com")!)
                                TextField(↓"Your reply", text: $draft)
                                Text(↓"\\(count) replies")
                            }
                            .navigationTitle(↓"Thread")
                        }
                    }
                    """),
                .swift("App/Strings.swift", """
                    import Foundation

                    let title = String(localized: "settings.title")
                    let missing = String(localized: ↓"settings.subtitle")
                    let old = NSLocalizedString(↓"You are not allowed to quote this post", comment: "")
                    let key = LocalizedStringKey(↓"Archive")
                    let resource = LocalizedStringResource(↓"Share")
                    """)),
            // A named table: the key is in Localizable, not in Settings.
            LintExample(
                .strings("en", "\"Sign out\" = \"Sign out\";\n"),
                .strings("en", "\"Delete account\" = \"Delete account\";\n", table: "Settings"),
                .swift("Settings.swift", """
                    import Foundation

                    let signOut = NSLocalizedString(↓"Sign out", tableName: "Settings", comment: "")
                    let delete = NSLocalizedString("Delete account", tableName: "Settings", comment: "")
                    let label = String(localized: ↓"Log in", table: "Settings")
                    """)),
            // (A package target's `.module`, read from disk: Tests/Fixtures/source/PackageStrings.)
            // The app target's main bundle: the widget's table is another bundle's.
            LintExample(
                .init("Ledger.xcodeproj/project.pbxproj", Self.project),
                .strings("App/en", "\"Balance\" = \"Balance\";\n"),
                .strings("Widget/en", "\"Spent today\" = \"Spent today\";\n"),
                .swift("App/BalanceView.swift", """
                    import SwiftUI

                    struct BalanceView: View {
                        var body: some View {
                            Text("Balance")
                            Text(↓"Spent today")
                        }
                    }
                    """)),
            // Objective-C's lookups, read by a byte scan: adjacent literals are one key.
            LintExample(
                .strings("en", "\"Send\" = \"Send\";\n\"Saved drafts\" = \"Saved drafts\";\n"),
                .strings("en", "\"compose.title\" = \"New message\";\n", table: "Compose"),
                .init("App/ComposeController.m", """
                    @implementation ComposeController
                    - (void)viewDidLoad {
                        self.title = NSLocalizedString(@"Send", nil);
                        self.hint = NSLocalizedString(@"Saved" @" drafts", @"");
                        self.retry = NSLocalizedString(↓@"Retry upload", nil);
                        self.heading = NSLocalizedStringFromTable(@"compose.title", @"Compose", nil);
                        self.footer = NSLocalizedStringFromTable(↓@"compose.footer", @"Compose", nil);
                        self.discard = [[NSBundle mainBundle] localizedStringForKey:↓@"Discard" value:@"" table:nil];
                    }
                    @end
                    """)),
        ],
        nonTriggering: [
            // Objective-C: a default value, another bundle, a key built at run time, debug code, a comment, a string.
            LintExample(
                .strings("en", "\"Send\" = \"Send\";\n"),
                .init("App/ComposeController.m", """
                    #define Localized(key) NSLocalizedString(key, nil)
                    @implementation ComposeController
                    - (void)viewDidLoad {
                        self.keep = [[NSBundle mainBundle] localizedStringForKey:@"Keep" value:@"Keep" table:nil];
                        self.other = [self.bundle localizedStringForKey:@"Elsewhere" value:nil table:nil];
                        self.state = NSLocalizedString([self stateKey], nil);
                        // self.old = NSLocalizedString(@"Commented out", nil);
                        self.log = @"NSLocalizedString(@\\"In a string\\", nil)";
                    #if DEBUG
                        self.debug = NSLocalizedString(@"Debug menu", nil);
                    #endif
                    }
                    @end
                    """)),
            // Preview and debug code, a default value, no letters, verbatim text, a variable, another bundle.
            LintExample(
                .strings("en", "\"Done\" = \"Done\";\n"),
                .swift("App/DoneView.swift", """
                    import SwiftUI

                    struct DoneView: View {
                        let name: String
                        var body: some View {
                            Text("Done")
                            Text(" ⸱ ")
                            Text("v\\(name)")
                            Text("100%")
                            Text(verbatim: "Build 42")
                            Text(name)
                            Text("Later", bundle: Bundle(for: Marker.self))
                            Text(String(localized: "Not yet", defaultValue: "Not yet"))
                            #if DEBUG
                            Text("Debug menu")
                            #endif
                        }
                    }

                    final class Marker {}

                    let fallback = NSLocalizedString("Offline", value: "Offline", comment: "")

                    #Preview {
                        Text("Preview title")
                    }

                    struct Skeleton: View {
                        var body: some View {
                            VStack { Text("Loading title") }.redacted(reason: .placeholder)
                        }
                    }

                    struct DoneView_Previews: PreviewProvider {
                        static var previews: some View { Text("Sample") }
                    }
                    """)),
            // A file that does not import SwiftUI calls its own `Button`.
            LintExample(
                .strings("en", "\"Done\" = \"Done\";\n"),
                .swift("App/Toolbar.swift", """
                    struct Button { init(_ title: String) {} }

                    let button = Button("Untranslated")
                    """)),
            // No table of that name in the bundle: nothing to compare with.
            LintExample(
                .strings("en", "\"Done\" = \"Done\";\n"),
                .swift("App/Other.swift", """
                    import Foundation

                    let text = NSLocalizedString("Welcome", tableName: "Onboarding", comment: "")
                    """)),
        ])

    /// A String Catalog at `path` whose source language (`en`) holds `keys`.
    /// Whether the reference is in Objective-C, where the advice is a plain `NSString`, not `Text(verbatim:)`.
    static func isObjectiveC(_ reference: LocalizedStringReference) -> Bool {
        reference.language == .objectiveC
    }

    static func catalog(_ path: String, keys: [String]) -> LintExample.File {
        let strings = keys.map { key in
            "\"\(key)\" : { \"localizations\" : { \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", "
                + "\"value\" : \"\(key)\" } } } }"
        }
        return .init(path, "{ \"sourceLanguage\" : \"en\", \"version\" : \"1.0\", \"strings\" : { "
            + strings.joined(separator: ", ") + " } }\n")
    }

    /// An Xcode project with an app target (App/: its Swift and its table) and a widget target (Widget/).
    static let project = """
        // !$*UTF8*$!
        {
        objects = {
        ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, WID); };
        MAIN = {isa = PBXGroup; children = (GA, GW); sourceTree = "<group>"; };
        GA = {isa = PBXGroup; path = App; children = (SA, VA); sourceTree = "<group>"; };
        GW = {isa = PBXGroup; path = Widget; children = (VW); sourceTree = "<group>"; };
        SA = {isa = PBXFileReference; path = BalanceView.swift; sourceTree = "<group>"; };
        RA = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
        VA = {isa = PBXVariantGroup; children = (RA); name = Localizable.strings; sourceTree = "<group>"; };
        RW = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
        VW = {isa = PBXVariantGroup; children = (RW); name = Localizable.strings; sourceTree = "<group>"; };
        BSA = {isa = PBXBuildFile; fileRef = SA; };
        BVA = {isa = PBXBuildFile; fileRef = VA; };
        BVW = {isa = PBXBuildFile; fileRef = VW; };
        APP = {isa = PBXNativeTarget; name = Ledger; productType = "com.apple.product-type.application"; buildPhases = (SRCA, RESA); };
        SRCA = {isa = PBXSourcesBuildPhase; files = (BSA); };
        RESA = {isa = PBXResourcesBuildPhase; files = (BVA); };
        WID = {isa = PBXNativeTarget; name = LedgerWidget; productType = "com.apple.product-type.app-extension"; buildPhases = (RESW); };
        RESW = {isa = PBXResourcesBuildPhase; files = (BVW); };
        };
        rootObject = ROOT;
        }

        """

    init() {}

    func checkProject(_ context: LintContext) -> [LintFinding] {
        // One finding per key of a bundle's table: the first place that asks for it, the others as notes.
        var order: [String] = []
        var places: [String: [CodeStrings.Resolved]] = [:]
        for resolved in context.codeStrings.references where resolved.isHeld == false {
            let reference = resolved.reference
            guard !reference.isPreviewOrDebug, !reference.hasDefaultValue, reference.hasLetters else { continue }
            let id = "\(resolved.groups ?? [])\u{0}\(reference.table ?? "")\u{0}\(reference.key.display)"
            if places[id] == nil { order.append(id) }
            places[id, default: []].append(resolved)
        }
        return order.map { id in
            let all = places[id]!.sorted { $0.reference.location < $1.reference.location }
            let first = all[0]
            let reference = first.reference
            let table = reference.table ?? "Localizable"
            let tables = (first.groups ?? []).map { context.project.groups[$0] }
            let language = tables.compactMap(\.sourceLanguage?.language).first ?? "the development language"
            let files = tables.map(\.displayFolder).joined(separator: ", ")
            var message = "\(reference.call) asks for \"\(reference.key.display)\", which the \(table) table of "
                + "\(first.bundleDescription) does not hold in \(language) (\(files)): every language shows it as "
                + "written and no translator sees it. Add it there (building in Xcode extracts it into a String "
                + "Catalog), or use \(Self.isObjectiveC(reference) ? "a plain NSString" : "Text(verbatim:)") for text that "
                + "is never translated"
            if all.count > 1 { message += " (asked for in \(all.count) places)" }
            let notes = all.dropFirst().prefix(20).map {
                Diagnostic.Note(location: $0.reference.location, message: "also asked for here")
            }
            return finding(message, at: reference.location, key: reference.key.display, notes: Array(notes))
        }
    }
}
