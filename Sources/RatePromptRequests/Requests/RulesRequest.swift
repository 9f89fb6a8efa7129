import RatePromptLint

/// What `rateprompt rules` is asked: the lint rules, each with its id, default severity and summary. `package`, not
/// `public`: a library user reads the same rules from `RuleCatalog.descriptions`.
package struct RulesRequest: Sendable {
    var stages: [LintStage]
    var format: OutputFormat

    /// A request for RatePromptKit's rules and those of `stages` (`LintStage.source`, from the `RatePromptSource`
    /// product, adds the source rules), as text (the default: a line per rule) or markdown (the
    /// `Documentation/Rules.md` page).
    package init(stages: [LintStage] = [], format: OutputFormat? = nil) throws(RequestError) {
        self.stages = [.builtIn] + stages
        self.format = try RequestSupport.format(format, default: .text, allowed: [.text, .markdown], what: "for the rules")
    }

    /// Every rule's description, in catalog order (RatePromptKit's first), and the list or the page.
    package func run() -> CommandResult<[RuleDescription]> {
        let rules = stages.descriptions
        let text = format == .markdown ? RuleDocumentation.markdown(rules) : RuleDocumentation.text(rules)
        return CommandResult(value: rules, output: RequestSupport.bytes(text))
    }
}
