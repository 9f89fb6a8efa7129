import RatePromptFormats
import RatePromptLint

extension MissingCodeKeyRule {
    static let triggeringExamples: [LintExample] = [
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
        // Xcode fills Ledger's catalog when it builds (SWIFT_EMIT_LOC_STRINGS): what it lacks is one finding there.
        LintExample(
            .init("Ledger.xcodeproj/project.pbxproj", Self.extractingProject),
            .init("App/Localizable.xcstrings", "↓" + Self.catalog("App/Localizable.xcstrings", keys: ["Balance"]).text),
            .swift("App/BalanceView.swift", """
                import SwiftUI

                struct BalanceView: View {
                    var body: some View {
                        Text("Balance")
                        Text(↳"Spent today")
                        Button(↳"Add expense") {}
                    }
                }
                """)),
        // The widget ships no table at all, and the app's is translated: one finding for the target, its strings
        // listed.
        LintExample(
            .init("Ledger.xcodeproj/project.pbxproj", Self.extractingProject),
            Self.catalog("App/Localizable.xcstrings", keys: ["Balance"], translatedInto: "de"),
            .swift("Widget/WidgetView.swift", """
                import SwiftUI

                struct WidgetView: View {
                    var body: some View {
                        Text(↓↳"Left to spend")
                        Text(↳"Updated")
                    }
                }
                """)),
        // A package's code is looked up in the main bundle of each app and extension that links it (here Ledger and
        // its widget, through the product LedgerUI): the app's translated catalog lacks "Budget".
        LintExample(
            .init("Ledger.xcodeproj/project.pbxproj", Self.extractingProject),
            Self.catalog("App/Localizable.xcstrings", keys: ["Balance", "Category"], translatedInto: "de"),
            .init("Packages/LedgerKit/Package.swift", """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "LedgerKit",
                    products: [.library(name: "LedgerUI", targets: ["LedgerUI"])],
                    targets: [.target(name: "LedgerUI")]
                )
                """),
            .swift("Packages/LedgerKit/Sources/LedgerUI/BudgetRow.swift", """
                import SwiftUI

                struct BudgetRow: View {
                    var body: some View {
                        Text("Category")
                        Text(↓"Budget")
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
        // Through the app's accessors: a wrapper of `String` and an `extension LocalizedStringResource`'s lookup,
        // used in a file that names no localized-string API.
        LintExample(
            .strings("en", "\"Send\" = \"Send\";\n"),
            .swift("App/Localized.swift", """
                import Foundation

                extension String {
                    var localized: String { NSLocalizedString(self, comment: "") }
                }

                extension LocalizedStringResource {
                    static var archive: LocalizedStringResource { LocalizedStringResource(↓"Archive") }
                }
                """),
            .swift("App/ComposeController.swift", """
                import UIKit

                final class ComposeController: UIViewController {
                    override func viewDidLoad() {
                        title = "Send".localized
                        navigationItem.prompt = ↓"Draft saved".localized
                    }
                }
                """)),
        // Every translation holds the key and only the source table lacks it: only a device set to English shows the
        // key as written.
        LintExample(
            .strings("en", "\"Done\" = \"Done\";\n"),
            .strings("de", "\"Done\" = \"Fertig\";\n\"inbox.title\" = \"Posteingang\";\n"),
            .swift("App/InboxView.swift", """
                import SwiftUI

                struct InboxView: View {
                    var body: some View {
                        Text("Done")
                        Text(↓"inbox.title")
                    }
                }
                """)),
        // A placeholder source table while every translation holds the keys: one finding at the source table.
        LintExample(
            .strings("en", "↓\"\" = \"\";\n"),
            .strings("de", "\"Inbox\" = \"Posteingang\";\n\"Archive\" = \"Archiv\";\n"),
            .strings("fr", "\"Inbox\" = \"Boîte de réception\";\n\"Archive\" = \"Archives\";\n"),
            .swift("App/MailView.swift", """
                import SwiftUI

                struct MailView: View {
                    var body: some View {
                        Text(↳"Inbox")
                        Button(↳"Archive") {}
                    }
                }
                """)),
        // A word a translation keeps only inside a longer name is no name (Russian writes "Подкасты"), and a type
        // named for a feature that previews is no preview code.
        LintExample(
            .strings("en", """
                "tab" = "Podcasts";
                "import" = "Import from Apple Podcasts";
                "empty" = "No Podcasts yet";

                """),
            .strings("ru", """
                "tab" = "Подкасты";
                "import" = "Импорт из Apple Podcasts";
                "empty" = "Пока нет подкастов";

                """),
            .swift("App/LinkPreviewView.swift", """
                import SwiftUI

                struct LinkPreviewView: View {
                    var body: some View {
                        Text(↓"Podcasts")
                        Text(↓"Open link")
                    }
                }
                """)),
    ]

    static let nonTriggeringExamples: [LintExample] = [
        // Code named for debugging or previews: a file, a type, a developer menu, Xcode's `_Previews` type, an
        // Objective-C file; and the `#else` of `#if !DEBUG`.
        LintExample(
            .strings("en", "\"Done\" = \"Done\";\n"),
            .swift("App/DebugMenu.swift", """
                import SwiftUI

                struct Menu: View {
                    var body: some View { Text("Reset database") }
                }
                """),
            .swift("App/FeedView.swift", """
                import SwiftUI

                struct FeedDebugView: View {
                    var body: some View { Text("Dump cache") }
                }

                struct FeedView_Previews {
                    static var sample: some View { Text("Sample feed") }
                }

                extension DeveloperSettingsView {
                    var flags: some View { Text("Feature flags") }
                }

                #if !DEBUG
                let banner = ""
                #else
                let banner = NSLocalizedString("Internal build", comment: "")
                #endif
                """),
            .init("App/CrashDebugController.m", """
                @implementation CrashDebugController
                - (void)viewDidLoad { self.title = NSLocalizedString(@"Crash now", nil); }
                @end
                """)),
        // A name every translation keeps as written wherever the source writes it (a product's, the app's).
        LintExample(
            .strings("en", "\"watch.title\" = \"Apple Watch\";\n\"watch.hint\" = \"Open Ledger on your Apple Watch\";\n"),
            .strings("de", "\"watch.title\" = \"Apple Watch\";\n\"watch.hint\" = \"Öffne Ledger auf deiner Apple Watch\";\n"),
            .strings("ja", "\"watch.title\" = \"Apple Watch\";\n\"watch.hint\" = \"Apple WatchでLedgerを開く\";\n"),
            .swift("App/WatchView.swift", """
                import SwiftUI

                struct WatchView: View {
                    var body: some View {
                        Text("Apple Watch")
                        Text("Ledger")
                    }
                }
                """)),
        // Symbols Xcode generates stand for keys the catalog holds (a symbol no key makes does not compile); SwiftGen's
        // accessor gives the development language's text as its default.
        LintExample(
            Self.catalog("App/Localizable.xcstrings", keys: ["settings.title"]),
            .swift("App/SettingsView.swift", """
                import SwiftUI

                struct SettingsView: View {
                    var body: some View {
                        Text(.settingsTitle)
                        Text(.notInTheCatalog)
                        Text(L10n.Settings.subtitle)
                    }
                }
                """),
            .swift("App/Strings+Generated.swift", """
                import Foundation

                internal enum L10n {
                  internal enum Settings {
                    internal static let subtitle = L10n.tr("Localizable", "settings.subtitle", fallback: "Account")
                  }
                }

                extension L10n {
                  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                    let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
                    return String(format: format, locale: Locale.current, arguments: args)
                  }
                }
                """)),
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
        // A file the app shares with its widget, which ships no table: the widget may never show it, so only the
        // app's catalog is asked.
        LintExample(
            .init("Ledger.xcodeproj/project.pbxproj", Self.extractingProject),
            Self.catalog("App/Localizable.xcstrings", keys: ["Balance"]),
            .swift("Shared/Format.swift", """
                import Foundation

                let title = String(localized: "Balance")
                """)),
        // A package's code in an app whose catalog has no translation: every device shows what the code asks for.
        LintExample(
            .init("Ledger.xcodeproj/project.pbxproj", Self.extractingProject),
            Self.catalog("App/Localizable.xcstrings", keys: ["Balance"]),
            .init("Packages/LedgerKit/Package.swift", """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(name: "LedgerKit", products: [.library(name: "LedgerUI", targets: ["LedgerUI"])],
                                      targets: [.target(name: "LedgerUI")])
                """),
            .swift("Packages/LedgerKit/Sources/LedgerUI/Budget.swift", """
                import Foundation

                let budget = String(localized: "Budget")
                """)),
        // No table of that name in the bundle: nothing to compare with.
        LintExample(
            .strings("en", "\"Done\" = \"Done\";\n"),
            .swift("App/Other.swift", """
                import Foundation

                let text = NSLocalizedString("Welcome", tableName: "Onboarding", comment: "")
                """)),
    ]

    /// An Xcode project whose app Ledger (App/, with its catalog) extracts its strings (`SWIFT_EMIT_LOC_STRINGS`),
    /// links the local package LedgerKit's product LedgerUI, and embeds a widget (Widget/, no table) that links it
    /// too; both compile Shared/Format.swift.
    static let extractingProject = """
        // !$*UTF8*$!
        {
        objects = {
        ROOT = {isa = PBXProject; mainGroup = MAIN; packageReferences = (PKG); targets = (APP, WID); };
        MAIN = {isa = PBXGroup; children = (GA, GW, GS); sourceTree = "<group>"; };
        GA = {isa = PBXGroup; path = App; children = (SA, CA); sourceTree = "<group>"; };
        GW = {isa = PBXGroup; path = Widget; children = (SW); sourceTree = "<group>"; };
        GS = {isa = PBXGroup; path = Shared; children = (SF); sourceTree = "<group>"; };
        SA = {isa = PBXFileReference; path = BalanceView.swift; sourceTree = "<group>"; };
        CA = {isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = "<group>"; };
        SW = {isa = PBXFileReference; path = WidgetView.swift; sourceTree = "<group>"; };
        SF = {isa = PBXFileReference; path = Format.swift; sourceTree = "<group>"; };
        BSA = {isa = PBXBuildFile; fileRef = SA; };
        BCA = {isa = PBXBuildFile; fileRef = CA; };
        BSW = {isa = PBXBuildFile; fileRef = SW; };
        BSF = {isa = PBXBuildFile; fileRef = SF; };
        BSF2 = {isa = PBXBuildFile; fileRef = SF; };
        PKG = {isa = XCLocalSwiftPackageReference; relativePath = Packages/LedgerKit; };
        UI1 = {isa = XCSwiftPackageProductDependency; package = PKG; productName = LedgerUI; };
        UI2 = {isa = XCSwiftPackageProductDependency; package = PKG; productName = LedgerUI; };
        APP = {isa = PBXNativeTarget; name = Ledger; productType = "com.apple.product-type.application"; buildConfigurationList = LA; buildPhases = (SRCA, RESA); packageProductDependencies = (UI1); };
        SRCA = {isa = PBXSourcesBuildPhase; files = (BSA, BSF); };
        RESA = {isa = PBXResourcesBuildPhase; files = (BCA); };
        LA = {isa = XCConfigurationList; buildConfigurations = (DA); };
        DA = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SWIFT_EMIT_LOC_STRINGS = YES; }; };
        WID = {isa = PBXNativeTarget; name = LedgerWidget; productType = "com.apple.product-type.app-extension"; buildPhases = (SRCW, RESW); packageProductDependencies = (UI2); };
        SRCW = {isa = PBXSourcesBuildPhase; files = (BSW, BSF2); };
        RESW = {isa = PBXResourcesBuildPhase; files = (); };
        };
        rootObject = ROOT;
        }

        """

    /// A String Catalog at `path` whose source language (`en`) holds `keys`, each translated into `language` too
    /// when given.
    static func catalog(_ path: String, keys: [String], translatedInto language: String? = nil) -> LintExample.File {
        let strings = keys.map { key in
            let unit = "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(key)\" } }"
            return "\"\(key)\" : { \"localizations\" : { \"en\" : \(unit)"
                + (language.map { ", \"\($0)\" : \(unit)" } ?? "") + " } }"
        }
        return .init(path, "{ \"sourceLanguage\" : \"en\", \"version\" : \"1.0\", \"strings\" : { "
            + strings.joined(separator: ", ") + " } }\n")
    }
}
