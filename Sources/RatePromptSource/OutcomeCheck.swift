// Compiled with the SourceStage trait only (Package.swift): swift-syntax is there then.
#if SourceStage
import Foundation
import SwiftSyntax

/// Conditions that only look at what a user action just gave, and so gate nothing: whether it succeeded
/// (`if success`, `guard saved`, `error == nil`, `case .success = result`, a `switch` on the result), a URL to open
/// (`let url = URL(string:)`, `canOpenURL`), or the scene to show the prompt in. A gate counts something (uses,
/// completed tasks), or reads a date, a version or a persisted flag; anything not recognised here is taken as one, so
/// that a request is never called ungated because of a condition RatePrompt does not understand.
enum OutcomeCheck {
    /// Names of a Boolean that says an action went through, lowercased.
    static let outcomeNames: Set<String> = [
        "success", "succeeded", "successful", "issuccess", "issuccessful", "didsucceed", "ok", "isok",
        "saved", "issaved", "didsave", "wassaved", "finished", "isfinished", "didfinish", "done", "isdone",
        "completed", "iscompleted", "didcomplete", "submitted", "issubmitted", "didsubmit", "sent", "issent", "didsend",
        "exported", "didexport", "uploaded", "didupload", "purchased", "didpurchase",
    ]
    /// Cases of a result enum that say it went through.
    static let outcomeCases: Set<String> = [
        "success", "succeeded", "saved", "completed", "finished", "done", "ok", "sent", "submitted", "exported",
        "uploaded", "purchased",
    ]

    /// Whether the condition element only checks the action's outcome, a URL or a scene.
    static func isOutcomeOnly(_ condition: ConditionElementSyntax.Condition) -> Bool {
        if let binding = condition.as(OptionalBindingConditionSyntax.self) {
            let text = binding.trimmedDescription.lowercased()
            return text.contains("url") || text.contains("scene") || text.contains("window")
        }
        if let pattern = condition.as(MatchingPatternConditionSyntax.self) {
            return isOutcomePattern(pattern.pattern.trimmedDescription)
        }
        if let expression = condition.as(ExprSyntax.self) { return isOutcomeExpression(expression.trimmedDescription) }
        return false
    }

    /// A `switch` case whose every pattern is an outcome case: `case .success:`, `case .saved, .completed:`.
    static func isOutcomeCase(_ label: SwitchCaseSyntax.Label) -> Bool {
        guard let items = label.as(SwitchCaseLabelSyntax.self)?.caseItems, !items.isEmpty else { return false }
        return items.allSatisfy { $0.whereClause == nil && isOutcomePattern($0.pattern.trimmedDescription) }
    }

    /// `.success`, `.success(let value)`, `let .success(value)`, `Result.success(_)`.
    private static func isOutcomePattern(_ text: String) -> Bool {
        var text = Substring(text)
        if text.hasPrefix("let ") || text.hasPrefix("var ") { text = text.dropFirst(4) }
        if let parenthesis = text.firstIndex(of: "(") { text = text[..<parenthesis] }
        guard let name = text.split(separator: ".").last, text.contains(".") else { return false }
        return outcomeCases.contains(name.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// `success`, `!self.saved`, `result.isSuccess == true`, `error == nil`, `view.window != nil`,
    /// `UIApplication.shared.canOpenURL(url)`.
    private static func isOutcomeExpression(_ text: String) -> Bool {
        var text = Substring(text.filter { !$0.isWhitespace })
        if text.hasPrefix("UIApplication.shared.canOpenURL(") || text.hasPrefix("application.canOpenURL(") { return true }
        while text.hasPrefix("!") { text = text.dropFirst() }
        var comparedWithNil = false
        for suffix in ["==true", "==false", "!=true", "!=false"] where text.hasSuffix(suffix) {
            text = text.dropLast(suffix.count)
        }
        for suffix in ["==nil", "!=nil"] where text.hasSuffix(suffix) {
            text = text.dropLast(suffix.count)
            comparedWithNil = true
        }
        // A plain path of names: `saved`, `self.result.isSuccess`.
        let components = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !components.isEmpty, components.allSatisfy({ component in
            !component.isEmpty && component.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "?" }
        }), let last = components.last?.filter({ $0 != "?" }).lowercased() else { return false }
        if comparedWithNil {
            return last.contains("error") || last == "err" || last.contains("url") || last.contains("scene")
                || last.contains("window")
        }
        return outcomeNames.contains(last)
    }
}
#endif
