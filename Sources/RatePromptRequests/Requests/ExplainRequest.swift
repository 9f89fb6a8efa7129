import Foundation
import RatePromptFormats
import RatePromptCore
import RatePromptLint
import RatePromptOutput

/// What `rateprompt explain` is asked: whether the rating prompt appears for a saved usage state, and why, rule by
/// rule.
public struct ExplainRequest: Sendable {
    var state: String
    var configuration: String?
    var now: Date?
    var version: String?
    var rules: PromptRuleSet
    var platform: PromptPlatform
    var format: OutputFormat

    /// A request to decide for the usage state in the file `state` (an app's exported preferences, a property list,
    /// or JSON) at `now` (default: the moment `run()` is called), with `configuration` (a configuration file; iRate's
    /// defaults without one), for the running `version` (default: the configuration's `applicationVersion`, else the
    /// state's last version used), by `rules` on `platform`. `format` is text or json.
    public init(
        state: String, configuration: String? = nil, now: Date? = nil, version: String? = nil,
        rules: PromptRuleSet = .iRate, platform: PromptPlatform = .iOS, format: OutputFormat = .text
    ) throws(RequestError) {
        if let version, version.trimmingCharacters(in: .whitespaces).isEmpty {
            throw RequestError("needs a version, such as 2.1", parameter: "version")
        }
        self.state = state
        self.configuration = configuration
        self.now = now
        self.version = version
        self.rules = rules
        self.platform = platform
        self.format = try RequestSupport.format(format, default: .text, allowed: [.text, .json], what: "for a decision")
    }

    /// Decides. Nothing is decided (the value is nil, the exit status 1) when the configuration or the state cannot be
    /// read or has an error, since a decision on a half-read file would be a wrong answer.
    public func run() -> CommandResult<PromptDecision?> {
        let moment = now ?? Date()
        var diagnostics: [Diagnostic] = []
        guard let configuration = RequestSupport.configuration(configuration, into: &diagnostics) else {
            return CommandResult(value: nil, diagnostics: diagnostics, exitStatus: 1)
        }
        let loaded = UsageStateLoader().load(contentsOf: state)
        diagnostics += loaded.diagnostics
        guard loaded.isReadable, !loaded.hasErrors else {
            return CommandResult(value: nil, diagnostics: diagnostics, exitStatus: 1)
        }
        let decision = PromptPolicy.evaluate(configuration: configuration, state: loaded.state, now: moment,
                                             version: version, rules: rules, platform: platform)
        let output = format == .json ? RequestSupport.bytes(PromptDecisionFormatter.json(decision))
            : RequestSupport.bytes(PromptDecisionFormatter.text(decision))
        return CommandResult(value: decision, diagnostics: diagnostics, output: output)
    }
}
