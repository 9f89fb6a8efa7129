import RatePromptFormats

/// Surfaces `hostile-xml`: XML that could attack the reader.
struct HostileXMLRule: ReaderDiagnosticRule {
    static let description = RuleDescription(
        id: "hostile-xml", category: .file, severity: .error,
        summary: "An XML property list with a DOCTYPE internal subset or entity declarations; it is not read.",
        rationale: "Entity expansion and external entities are how XML files attack their readers (billion laughs, "
            + "file disclosure); no real property list needs them.",
        triggering: [
            LintExample(.init("RatePrompt.plist", """
                <?xml version="1.0"?>
                <!DOCTYPE plist ↓[<!ENTITY a "aaaa">]>
                <plist version="1.0"><dict><key>remindPeriod</key><integer>7</integer></dict></plist>
                """)),
        ],
        nonTriggering: [
            LintExample(.init("RatePrompt.plist", """
                <?xml version="1.0"?>
                <plist version="1.0"><dict><key>remindPeriod</key><integer>7</integer></dict></plist>
                """)),
        ])

    init() {}
}
