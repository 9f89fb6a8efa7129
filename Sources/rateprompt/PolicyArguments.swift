import ArgumentParser
import Foundation
import RatePromptFormats
import RatePromptCore
import RatePromptLint
import RatePromptOutput

extension PromptRuleSet: ExpressibleByArgument {}
extension PromptPlatform: ExpressibleByArgument {}

/// The options `explain` and `simulate` share: which configuration, which rules, which platform.
struct PolicyOptions: ParsableArguments {
    @Option(name: .long, help: "A configuration file (property list or JSON); iRate's defaults without it.")
    var config: String?

    @Option(name: .long, help: "irate (default) or apple.")
    var rules: PromptRuleSet = .iRate

    @Option(name: .long, help: "ios (default; the system prompt when useSKStoreReviewControllerIfAvailable) or macos.")
    var platform: PromptPlatform = .iOS
}

/// Loading shared by `explain` and `simulate`: a configuration file's findings go to standard error; errors end the
/// run with status 1, since a decision on a half-read file would be a wrong answer.
enum PolicyInput {
    static func configuration(_ path: String?) throws -> PromptConfiguration {
        guard let path else { return PromptConfiguration() }
        let result = ConfigurationLoader().load(contentsOf: path)
        result.diagnostics.forEach { StandardError.print($0.description) }
        guard result.isReadable, !result.diagnostics.contains(where: { $0.severity == .error }) else {
            throw ExitCode.failure
        }
        return result.configuration
    }

    static func date(_ text: String, option: String) throws -> Date {
        guard let date = ISO8601Date.parse(text) else {
            throw ValidationError("\(option) takes an ISO 8601 date such as 2025-03-01T09:30:00Z or 2025-03-01; "
                                  + "got '\(text)'")
        }
        return date
    }

    /// The name a run is shown under: the file's name, or "defaults" without a file.
    static func label(_ path: String?) -> String {
        path.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "defaults"
    }
}
