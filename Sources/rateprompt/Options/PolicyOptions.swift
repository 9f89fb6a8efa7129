import ArgumentParser
import Foundation
import RatePromptCore

extension PromptRuleSet: ExpressibleByArgument {}
extension PromptPlatform: ExpressibleByArgument {}

/// The options `explain` and `simulate` share: which configuration, which rules, which platform.
struct PolicyOptions: ParsableArguments {
    @OptionGroup var configuration: ConfigurationOption

    @Option(name: .long, help: "irate (default) or apple.")
    var rules: PromptRuleSet = .iRate

    @Option(name: .long, help: "ios (default; the system prompt when useSKStoreReviewControllerIfAvailable) or macos.")
    var platform: PromptPlatform = .iOS

    /// The configuration file, if one was given.
    var config: String? { configuration.config }
}

extension PolicyOptions {
    /// An option's ISO 8601 date.
    static func date(_ text: String, option: String) throws -> Date {
        guard let date = ISO8601Date.parse(text) else {
            throw ValidationError("\(option) takes an ISO 8601 date such as 2025-03-01T09:30:00Z or 2025-03-01; "
                                  + "got '\(text)'")
        }
        return date
    }
}
