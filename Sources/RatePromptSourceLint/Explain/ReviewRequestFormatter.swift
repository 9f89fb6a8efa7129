import Foundation
import RatePromptFormats
import RatePromptCore
import RatePromptLint
import RatePromptLint

/// `rateprompt explain --source`: every review request and promoted-purchase handler of the app, with its context.
enum ReviewRequestFormatter {
    static func text(_ files: [CodeFile], findings: [LintFinding], root: String) -> String {
        let requests = files.flatMap(\.reviewRequests)
        let handlers = files.flatMap(\.purchaseHandlers)
        var lines: [String] = []
        lines.append(requests.isEmpty ? "No review request found in \(root)."
                     : "\(requests.count) review request\(requests.count == 1 ? "" : "s") in \(root):")
        for file in files {
            for site in file.reviewRequests {
                lines.append("")
                lines.append("\(site.location)  \(site.call)")
                lines += describe(site, in: file, findings: findings)
            }
        }
        if !handlers.isEmpty {
            lines.append("")
            lines.append("Promoted purchases:")
            for handler in handlers {
                var line = "  \(handler.location)  \(handler.kind.rawValue)"
                if handler.kind == .shouldAddStorePayment {
                    line += handler.returnsFalse.isEmpty ? " (always continues the purchase)"
                        : handler.usesPayment ? " (returns false, keeps the payment)" : " (returns false, drops the payment)"
                }
                lines.append(line)
            }
            for finding in findings where handlers.contains(where: { $0.location.path == finding.location.path })
                && [PromotedPurchaseHandledTwiceRule.description.id, StorePaymentDroppedRule.description.id].contains(finding.rule) {
                lines.append("  \(finding.severity.rawValue): \(finding.message) (\(finding.rule))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ site: ReviewRequestSite, in file: CodeFile, findings: [LintFinding]) -> [String] {
        let context = site.context
        var lines: [String] = []
        func row(_ label: String, _ value: String) { lines.append("  " + label.padding(toLength: 12, withPad: " ", startingAt: 0) + value) }
        let type = context.typeName.map { name in
            " in \(context.typeKind ?? "type") \(name)" + (context.conformances.isEmpty ? "" : ": " + context.conformances.joined(separator: ", "))
        } ?? ""
        row("in", (context.function?.name ?? "the top level") + type)
        let closures = context.scopes.filter { $0.kind == .closure }.map(\.name)
        if !closures.isEmpty { row("closures", closures.joined(separator: " ← ")) }
        row("reached", reach(context))
        if context.conditions.isEmpty {
            row("conditions", "none")
        } else {
            for (offset, condition) in context.conditions.enumerated() {
                row(offset == 0 ? "conditions" : "", "\(condition.text) (line \(condition.location.line))"
                    + (condition.gates ? "" : ", no gate: checks only what the action gave"))
            }
        }
        row("delay", context.delay.map { "\($0.text) (line \($0.location.line))" } ?? "none")
        if !site.asksDirectly { row("library", "\(site.api.rawValue) applies its own criteria before it asks") }
        if context.role == nil {
            if site.callers.isEmpty {
                row("called from", "nowhere in this file")
            } else {
                for (offset, caller) in site.callers.enumerated() {
                    let gates = caller.context.gatingConditions.map(\.text) + (caller.context.gatingDelay.map { [$0.text] } ?? [])
                    let from = caller.context.role == nil ? "in " + caller.context.entryName : reach(caller.context)
                    row(offset == 0 ? "called from" : "", "line \(caller.location.line), \(from)"
                        + (gates.isEmpty ? ", no condition" : ", under " + gates.joined(separator: "; ")))
                }
            }
        }
        if site.api.deprecation != nil || context.availableIOS != nil {
            let target = file.deploymentTarget.map { target in
                (target.iOS.map { "iOS \($0)" } ?? "no iOS version") + " (\(target.source))"
            } ?? "not found (no Package.swift or Xcode project above the file)"
            row("target", target + (context.availableIOS.map { ", #available iOS \($0)" } ?? ""))
        }
        let own = findings.filter { $0.location == site.location }
        if own.isEmpty {
            row("findings", "none")
        } else {
            for (offset, finding) in own.enumerated() {
                row(offset == 0 ? "findings" : "", "\(finding.severity.rawValue): \(finding.message) (\(finding.rule))")
            }
        }
        return lines
    }

    /// How the code is reached: `at launch: application(…) in AppDelegate`, `in a function`.
    private static func reach(_ context: SourceContext) -> String {
        guard let role = context.role else { return "in a function, from its callers" }
        return "\(role.rawValue): \(context.entryName)"
    }

    static func json(_ files: [CodeFile], findings: [LintFinding]) -> JSONValue {
        .object([
            ("reviewRequests", .array(files.flatMap { file in file.reviewRequests.map { json($0, file: file, findings: findings) } })),
            ("purchaseHandlers", .array(files.flatMap(\.purchaseHandlers).map { handler in
                .object([
                    ("kind", .string(handler.kind.rawValue)), ("file", .string(handler.location.path)),
                    ("line", .int(Int64(handler.location.line))), ("column", .int(Int64(handler.location.column))),
                    ("returnsFalse", .array(handler.returnsFalse.map { .int(Int64($0.line)) })),
                    ("usesPayment", .bool(handler.usesPayment)),
                ])
            })),
        ])
    }

    private static func json(_ site: ReviewRequestSite, file: CodeFile, findings: [LintFinding]) -> JSONValue {
        let context = site.context
        return .object([
            ("file", .string(site.location.path)), ("line", .int(Int64(site.location.line))), ("column", .int(Int64(site.location.column))),
            ("api", .string(site.api.rawValue)), ("call", .string(site.call)), ("asksDirectly", .bool(site.asksDirectly)),
            ("context", json(context)),
            ("callers", .array(site.callers.map { caller in
                .object([("line", .int(Int64(caller.location.line))), ("column", .int(Int64(caller.location.column))),
                         ("context", json(caller.context))])
            })),
            ("deploymentTarget", file.deploymentTarget.map { target in
                .object([("iOS", target.iOS.map { .string($0.description) } ?? .null), ("source", .string(target.source))])
            } ?? .null),
            ("findings", .array(findings.filter { $0.location == site.location }.map { finding in
                .object([("rule", .string(finding.rule)), ("severity", .string(finding.severity.rawValue)),
                         ("message", .string(finding.message))])
            })),
        ])
    }

    private static func json(_ context: SourceContext) -> JSONValue {
        .object([
            ("function", context.function.map { .string($0.name) } ?? .null),
            ("type", context.typeName.map(JSONValue.string) ?? .null),
            ("conformances", .array(context.conformances.map(JSONValue.string))),
            ("closures", .array(context.scopes.filter { $0.kind == .closure }.map { .string($0.name) })),
            ("role", context.role.map { .string($0.rawValue) } ?? .null),
            ("entry", context.role == nil ? .null : .string(context.entryName)),
            ("conditions", .array(context.conditions.map { condition in
                .object([("text", .string(condition.text)), ("line", .int(Int64(condition.location.line))),
                         ("kind", .string(condition.kind.rawValue)), ("gates", .bool(condition.gates))])
            })),
            ("delay", context.delay.map { delay in .object([("text", .string(delay.text)), ("line", .int(Int64(delay.location.line)))]) }
                ?? .null),
            ("availableIOS", context.availableIOS.map { .string($0.description) } ?? .null),
            ("compilationConditions", .array(context.compilationConditions.map(JSONValue.string))),
        ])
    }
}
