import Foundation

/// Prints lint findings in one of the formats editors, CI systems and code scanning read.
public enum LintReporter: String, CaseIterable, Sendable {
    /// `path:line:column: warning|error: message (rule-id)`: Xcode, compilers and editors.
    case xcode
    /// An array of `{file, line, column, severity, rule, message}`.
    case json
    /// SARIF 2.1.0 with the rule catalog, for code scanning.
    case sarif
    /// `::warning file=…,line=…,col=…::message (rule-id)` workflow commands.
    case githubActions = "github-actions"
    /// Counts per rule, then totals.
    case summary

    /// The report; `relativeTo` shortens paths where a format wants them relative (GitHub Actions, SARIF).
    public func report(_ result: Linter.Result, relativeTo base: String) -> String {
        let findings = result.findings
        switch self {
        case .xcode:
            return findings.map { $0.description + "\n" }.joined()
        case .json:
            return JSONValue.array(findings.map { finding in
                .object([
                    ("file", .string(finding.location.path)),
                    ("line", .int(Int64(finding.location.line))),
                    ("column", .int(Int64(finding.location.column))),
                    ("severity", .string(finding.severity.rawValue)),
                    ("rule", .string(finding.rule)),
                    ("message", .string(finding.message)),
                ])
            }).serialized() + "\n"
        case .sarif:
            return Self.sarif(findings, relativeTo: base).serialized() + "\n"
        case .githubActions:
            return findings.map { finding in
                let level = finding.severity == .error ? "error" : finding.severity == .warning ? "warning" : "notice"
                let path = Self.relative(finding.location.path, to: base)
                let message = "\(finding.message) (\(finding.rule))"
                    .replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
                    .replacingOccurrences(of: "\n", with: "%0A")
                return "::\(level) file=\(path),line=\(finding.location.line),col=\(finding.location.column)::\(message)\n"
            }.joined()
        case .summary:
            var lines: [String] = []
            let byRule = Dictionary(grouping: findings, by: \.rule)
            if !byRule.isEmpty {
                lines.append("| rule | severity | findings |")
                lines.append("|---|---|---|")
                for rule in byRule.keys.sorted() {
                    let items = byRule[rule]!
                    let severity = items.contains { $0.severity == .error } ? "error" : "warning"
                    lines.append("| \(rule) | \(severity) | \(items.count) |")
                }
            }
            lines.append(Self.totals(result))
            return lines.joined(separator: "\n") + "\n"
        }
    }

    /// `Linted 12 files: 2 errors, 3 warnings.`
    public static func totals(_ result: Linter.Result) -> String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        return "Linted \(count(result.fileCount, "file")): \(count(result.errorCount, "error")), "
            + "\(count(result.warningCount, "warning"))."
    }

    static func relative(_ path: String, to base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    static func sarif(_ findings: [LintFinding], relativeTo base: String) -> JSONValue {
        let rules: [JSONValue] = RuleCatalog.descriptions.map { rule in
            .object([
                ("id", .string(rule.id)),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("fullDescription", .object([("text", .string(rule.rationale))])),
                ("defaultConfiguration", .object([("level", .string(rule.severity == .error ? "error" : "warning"))])),
                ("helpUri", .string("Documentation/Rules.md#\(rule.id)")),
            ])
        }
        let results: [JSONValue] = findings.map { finding in
            var region: [(String, JSONValue)] = []
            if finding.location.line >= 1 {
                region = [("startLine", .int(Int64(finding.location.line))),
                          ("startColumn", .int(Int64(finding.location.column)))]
            }
            return .object([
                ("ruleId", .string(finding.rule)),
                ("level", .string(finding.severity == .error ? "error" : finding.severity == .warning ? "warning" : "note")),
                ("message", .object([("text", .string(finding.message))])),
                ("locations", .array([.object([("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(relative(finding.location.path, to: base)))])),
                    ("region", .object(region)),
                ]))])])),
            ])
        }
        return .object([
            ("version", .string("2.1.0")),
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("RatePrompt")),
                    ("semanticVersion", .string(RatePromptVersion.current)),
                    ("informationUri", .string("Documentation/Rules.md")),
                    ("rules", .array(rules)),
                ]))])),
                ("results", .array(results)),
            ])])),
        ])
    }
}

/// The version the tool reports.
public enum RatePromptVersion {
    public static let current = "0.1.0"
}
