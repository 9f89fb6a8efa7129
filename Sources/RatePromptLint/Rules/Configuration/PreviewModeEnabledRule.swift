import RatePromptFormats
import RatePromptCore

/// `previewMode` switched on in a configuration.
struct PreviewModeEnabledRule: LintRule {
    static let description = RuleDescription(
        id: "preview-mode-enabled", category: .configuration, severity: .error,
        summary: "`previewMode` is on: the prompt shows at every launch, whatever the rules say.",
        rationale: "Preview mode is for trying the copy; shipped, it asks every user at every launch (and on iOS "
            + "a custom prompt breaks guideline 5.6.1).",
        triggering: [LintExample(.config("{\"previewMode\": ↓true}"))],
        nonTriggering: [LintExample(.config("{\"previewMode\": false}"))])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .configuration(let config) = file, config.configuration.previewMode else { return [] }
        return [finding("previewMode is on: the prompt shows at every launch; turn it off before shipping",
                        at: config.location(of: ConfigurationKey.Name.previewMode),
                        key: ConfigurationKey.Name.previewMode)]
    }
}
