import Foundation
import RatePromptFormats
import RatePromptCore

/// `rateprompt explain`: a `PromptDecision` as text (iRate's verbose log, but every rule) or JSON.
package enum PromptDecisionFormatter {
    package static func json(_ decision: PromptDecision) -> JSONValue {
        .object([
            ("shouldPrompt", .bool(decision.shouldPrompt)),
            ("rules", .array(decision.results.map(json))),
            ("earliestPromptDate", decision.earliestPromptDate.map { .string(ISO8601Date.format($0)) } ?? .null),
            ("outlook", .string(decision.outlook.rawValue)),
            ("needs", .array(decision.needs.map(JSONValue.string))),
            ("wouldRequest", .bool(decision.wouldRequest)),
            ("decidingRule", decision.decidingRule.map { .string($0.rawValue) } ?? .null),
            ("ruleSet", .string(decision.ruleSet.rawValue)),
            ("platform", .string(decision.platform.rawValue)),
            ("presentation", .string(decision.presentation.rawValue)),
            ("now", .string(ISO8601Date.format(decision.now))),
            ("version", decision.version.map(JSONValue.string) ?? .null),
            ("launchBookkeeping", decision.launchBookkeeping.map(JSONValue.string) ?? .null),
            ("state", json(decision.state)),
        ])
    }

    static func json(_ result: PromptDecision.RuleResult) -> JSONValue {
        .object([
            ("rule", .string(result.rule.rawValue)),
            ("outcome", .string(result.outcome.rawValue)),
            ("detail", .string(result.detail)),
            ("decisive", .bool(result.decisive)),
            ("wouldPass", .bool(result.wouldPass)),
            ("values", .object(result.measures.map { measure in
                let value: JSONValue = switch measure.value {
                case .number(let number): .double(number)
                case .date(let date): .string(ISO8601Date.format(date))
                case .text(let text): .string(text)
                case .none: .null
                }
                return (measure.name, value)
            })),
        ])
    }

    /// A state under its preference keys, as a JSON state file writes it (dates as ISO 8601 strings).
    package static func json(_ state: UsageState) -> JSONValue {
        func date(_ value: Date?) -> JSONValue { value.map { .string(ISO8601Date.format($0)) } ?? .null }
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        return .object(UsageState.Key.allCases.map { key in
            let value: JSONValue = switch key {
            case .firstUsed: date(state.firstUsed)
            case .useCount: .int(Int64(state.useCount))
            case .eventCount: .int(Int64(state.eventCount))
            case .lastReminded: date(state.lastReminded)
            case .ratedVersion: text(state.ratedVersion)
            case .declinedVersion: text(state.declinedVersion)
            case .lastVersionUsed: text(state.lastVersionUsed)
            case .reviewRequestDates: .array(state.reviewRequestDates.map { .string(ISO8601Date.format($0)) })
            case .completedProcessCount: .int(Int64(state.completedProcessCount))
            case .lastVersionPromptedForReview: text(state.lastVersionPromptedForReview)
            }
            return (key.rawValue, value)
        })
    }

    package static func text(_ decision: PromptDecision) -> String {
        let setName = decision.ruleSet == .iRate ? "iRate 1.12.2 rules" : "Apple's review-request gating"
        let shown = decision.presentation == .systemPrompt ? "system review prompt" : "iRate's own alert"
        var lines = ["\(setName), \(decision.platform == .iOS ? "iOS" : "macOS") (\(shown)), "
                     + "version \(decision.version ?? "unknown"), at \(ISO8601Date.format(decision.now))"]
        if let launch = decision.launchBookkeeping {
            lines.append("launch: \(launch)")
        }
        let width = decision.results.map(\.rule.rawValue.count).max() ?? 0
        for (index, result) in decision.results.enumerated() {
            let outcome = switch result.outcome {
            case .passed: "passed "
            case .failed: "FAILED "
            case .skipped: "skipped"
            }
            let note = result.outcome == .skipped ? "(not reached; would \(result.wouldPass ? "pass" : "fail")) " : ""
            let marker = result.decisive ? "   <- decides" : ""
            lines.append(String(format: "%2d. ", index + 1)
                         + result.rule.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
                         + "  \(outcome)  \(note)\(result.detail)\(marker)")
        }
        if decision.shouldPrompt {
            lines.append("Result: the prompt appears now (\(shown)).")
        } else if decision.wouldRequest {
            lines.append("Result: the app asks, but the system shows nothing (yearly limit of "
                         + "\(SystemPromptLimit.promptsPerWindow) prompts).")
        } else {
            lines.append("Result: no prompt; \(decision.decidingRule?.rawValue ?? "a rule") decides.")
        }
        switch decision.outlook {
        case .now:
            break
        case .date:
            lines.append("Earliest prompt: \(format(decision.earliestPromptDate)) (a check then prompts, even without "
                         + "further use).")
        case .dateAndCounts:
            lines.append("Earliest prompt: not before \(format(decision.earliestPromptDate)), and only once the user "
                         + "also has:")
            lines += decision.needs.map { "  - \($0)" }
        case .counts:
            lines.append("Earliest prompt: no date (time alone cannot lift it); the user still needs:")
            lines += decision.needs.map { "  - \($0)" }
        case .never:
            lines.append("Earliest prompt: never for this state and version: \(decision.needs.joined(separator: "; ")).")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func format(_ date: Date?) -> String {
        date.map(ISO8601Date.format) ?? "unknown"
    }
}
