import ArgumentParser
import Foundation
import RatePromptFormats
import RatePromptCore
import RatePromptLint
import RatePromptOutput
import RatePromptRequests

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
