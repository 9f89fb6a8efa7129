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
    ]

    static let nonTriggeringExamples: [LintExample] = [
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
        // No table of that name in the bundle: nothing to compare with.
        LintExample(
            .strings("en", "\"Done\" = \"Done\";\n"),
            .swift("App/Other.swift", """
                import Foundation

                let text = NSLocalizedString("Welcome", tableName: "Onboarding", comment: "")
                """)),
    ]

    static func catalog(_ path: String, keys: [String]) -> LintExample.File {
        let strings = keys.map { key in
            "\"\(key)\" : { \"localizations\" : { \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", "
                + "\"value\" : \"\(key)\" } } } }"
        }
        return .init(path, "{ \"sourceLanguage\" : \"en\", \"version\" : \"1.0\", \"strings\" : { "
            + strings.joined(separator: ", ") + " } }\n")
    }
}
