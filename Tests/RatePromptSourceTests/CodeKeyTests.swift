import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint
@testable import RatePromptSourceLint

/// What reading the app's code changes in `missing-code-key` and `placeholder-mismatch`: code named for debugging or
/// previews, keys only the source table lacks, names kept in every language, and strings the code never formats.
@Suite struct CodeKeyTests {
    /// The findings of `rules` over in-memory files (`path`, text), each as `path:line rule` with its message.
    static func lint(_ files: [(String, String)], rules: [String]) -> [(place: String, message: String)] {
        let inputs = files.map { InputBytes(path: "/app/\($0.0)", bytes: Array($0.1.utf8)) }
        return Linter(stages: [.builtIn, .source]).lint(inputs).findings.filter { rules.contains($0.rule) }
            .map { ("\($0.location.path.dropFirst(5)):\($0.location.line) \($0.rule)", $0.message) }
    }

    @Test(arguments: [
        ("DebugMenu", true), ("FeedDebugView", true), ("Rules+Debug", true), ("debug_menu", true),
        ("URLDebugView", true), ("DEBUG", true), ("ThreadView_Previews", true), ("View+Previews", true),
        ("Previews", true), ("DeveloperMenu", true), ("EndOfYearDeveloperMenuButton", true), ("DevSettings", true),
        ("Debugger", false), ("NetworkDebugger", false), ("LinkPreviewView", false), ("MediaPreviews", false),
        ("QuickLookPreviewController", false), ("DiagnosticsView", false), ("Developer", false),
        ("DeveloperInfoView", false), ("Debuggable", false), ("ThemePreview", false),
    ])
    func namesForDebuggingOrPreviews(name: String, isDebug: Bool) {
        #expect(LocalizedStringReference.namesDebugOrPreviewCode(name) == isDebug)
    }

    @Test func previewContentFolderAndFileNames() {
        #expect(LocalizedStringReference.isDebugOrPreviewFile("App/Preview Content/SampleData.swift"))
        #expect(LocalizedStringReference.isDebugOrPreviewFile("App/Settings/DebugSettingsView.swift"))
        #expect(!LocalizedStringReference.isDebugOrPreviewFile("App/Debug/SettingsView.swift"))
        #expect(!LocalizedStringReference.isDebugOrPreviewFile("App/Preview/LinkPreview.swift"))
    }

    /// Many keys only the source table lacks are one finding there, every key listed; a key a translation also
    /// lacks is reported at its place, as before, naming the translations that hold it.
    @Test func keysOnlyTheSourceLacksAreOneFinding() {
        let keys = (1...8).map { "Folder \($0)" }
        let translation = keys.map { "\"\($0)\" = \"Ordner\";\n" }.joined()
        let code = "import SwiftUI\nstruct V: View {\n    var body: some View {\n"
            + (keys + ["Only in code", "Partly"]).map { "        Text(\"\($0)\")\n" }.joined() + "    }\n}\n"
        let inputs = [
            ("en.lproj/Localizable.strings", "\"\" = \"\";\n"),
            ("de.lproj/Localizable.strings", translation + "\"Partly\" = \"Teils\";\n"),
            ("nl.lproj/Localizable.strings", translation), ("App/V.swift", code),
        ]
        let files = inputs.map { InputBytes(path: "/app/\($0.0)", bytes: Array($0.1.utf8)) }
        let found = Linter(stages: [.builtIn, .source]).lint(files).findings.filter { $0.rule == "missing-code-key" }
        #expect(found.map { "\($0.location.path):\($0.location.line)" }
                == ["/app/App/V.swift:12", "/app/App/V.swift:13", "/app/en.lproj/Localizable.strings:1"])
        #expect(found.last?.group?.members.map(\.key) == keys)
        #expect(found.last?.message.hasPrefix("8 keys the app's code asks for (\"Folder 1\", \"Folder 2\", \"Folder 3\", …)")
                == true)
        #expect(found.last?.message.contains("a device set to English shows each key as written") == true)
        #expect(found.first?.message.contains("every language shows it as written") == true)
        #expect(found[1].message.contains("every language but de (which holds it) shows it as written") == true)
    }

    /// A placeholder mismatch where every use the code makes of the key shows it unformatted: the device shows the
    /// placeholders as written. Where one use may format it, or a key is built at run time, today's words stay.
    @Test(arguments: [
        (#"Text("Rate %@")"#, true),
        (#"Text(NSLocalizedString("Rate %@", comment: ""))"#, true),
        (#"label.text = NSLocalizedString("Rate %@", comment: "")"#, true),
        (#"label.text = String(format: NSLocalizedString("Rate %@", comment: ""), name)"#, false),
        (#"Text("Rate \(name)")"#, false),
        (#"let format = NSLocalizedString("Rate %@", comment: "")"#, false),
        ("Text(\"Rate %@\")\nlet any = NSLocalizedString(key, comment: \"\")", false),
        ("Text(\"Rate %@\")\nlet f = String(format: NSLocalizedString(\"Rate %@\", comment: \"\"), name)", false),
    ])
    func placeholdersOfALabelShowAsWritten(code: String, asWritten: Bool) {
        let found = Self.lint([
            ("en.lproj/Localizable.strings", "\"Rate %@\" = \"Rate %@\";\n"),
            ("de.lproj/Localizable.strings", "\"Rate %@\" = \"%d bewerten\";\n"),
            ("App/Rate.swift", "import SwiftUI\nimport UIKit\nlet name = \"x\"\nlet key = \"k\"\nlet label = UILabel()\n"
                + "struct V: View { var body: some View { EmptyView() } }\nfunc f() {\n\(code)\n}\n"),
        ], rules: ["placeholder-mismatch"])
        #expect(found.map(\.place) == ["de.lproj/Localizable.strings:1 placeholder-mismatch"])
        let message = found.first?.message ?? ""
        #expect(message.contains("so a device shows its placeholders as written (\"%d bewerten\"), not garbage or a crash")
                == asWritten, "\(message)")
        #expect(message.contains("garbage or crashes") == !asWritten, "\(message)")
    }
}
