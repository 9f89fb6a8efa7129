import Foundation
import RatePromptFormats
import RatePromptLint

/// Findings for the reporter benchmarks: 100,000 of them as a large project's lint gives, in 100 localizations' tables
/// under a realistic absolute path, with keys and quoted values in their messages (about one in seven non-ASCII) and
/// a note on one in ten.
enum ReportCorpus {
    static let findingCount = 100_000
    static let base = "/Users/developer/Projects/MyApp"

    static func result() -> LintResult {
        var random = SplitMix64(seed: 0x5245_504F_5254)
        let rules = RuleCatalog.descriptions
        let values = ["Rate %@", "Remind me later", "No, thanks", "Noter l’app", "Не сейчас", "評価する", "تقييم التطبيق",
                      "If you enjoy using %@, would you mind taking a moment to rate it?"]
        let localizations = LintCorpus.languages
        var findings: [LintFinding] = []
        findings.reserveCapacity(findingCount)
        for index in 0..<findingCount {
            let rule = rules[Int(random.next() % UInt64(rules.count))]
            let localization = localizations[Int(random.next() % UInt64(localizations.count))]
            let path = "\(base)/Resources/\(localization).lproj/\(LintCorpus.tableNames[index % 3]).strings"
            let key = "screen\(index / 40).settings.label_\(index)"
            let value = values[Int(random.next() % UInt64(values.count))]
            let line = Int(random.next() % 4_000) + 1
            let notes: [Diagnostic.Note] = index % 10 == 0
                ? [.init(location: FileLocation(path: path, line: max(1, line - 3), column: 1),
                         message: "\"\(key)\" is also defined here")]
                : []
            findings.append(LintFinding(
                rule: rule.id, severity: rule.severity, message: "\"\(key)\" in \(localization): \"\(value)\" \(rule.summary)",
                location: FileLocation(path: path, line: line, column: Int(random.next() % 60) + 1), notes: notes))
        }
        findings.sort()
        return LintResult(findings: findings, fileCount: 300, workingDirectory: base)
    }
}
