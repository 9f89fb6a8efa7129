import RatePromptFormats

/// Surfaces `unreadable-file`: an input that cannot even be opened.
struct UnreadableFileRule: ReaderDiagnosticRule {
    static let description = RuleDescription(
        id: "unreadable-file", category: .file, severity: .error,
        summary: "A file with an input's name cannot be read: a folder, a FIFO or device, a dangling link, no "
            + "permission, an I/O error, or over 2 GiB.",
        rationale: "Xcode copies such a file into the bundle as it is (or fails the build), and a device then loads no "
            + "strings from it; RatePrompt cannot check what it cannot read, so it says so instead of skipping it.",
        triggering: [
            LintExample(.strings("en", "\"iRateMessageTitle\" = \"Rate %@\";\n"), .folder("fr.lproj/Localizable.strings")),
        ],
        nonTriggering: [
            LintExample(.strings("en", "\"iRateMessageTitle\" = \"Rate %@\";\n"),
                        .strings("fr", "\"iRateMessageTitle\" = \"Noter %@\";\n")),
        ])

    init() {}
}
