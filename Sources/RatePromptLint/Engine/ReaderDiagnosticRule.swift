import RatePromptFormats
import RatePromptCore

/// A rule that surfaces what a format reader or the configuration loader already found, under the diagnostic code
/// of the same id. The reader decides the severity (an unterminated comment that hides entries is an error, one at
/// the end of the file a warning); `.rateprompt.yml` can still override it.
package protocol ReaderDiagnosticRule: LintRule {}

extension ReaderDiagnosticRule {
    package func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        readerFindings(file)
    }

    /// The reader's diagnostics of this rule's code in `file`, as findings.
    package func readerFindings(_ file: LintFile) -> [LintFinding] {
        let id = Self.description.id
        return file.diagnostics.filter { $0.code.rawValue == id }.map { diagnostic in
            var finding = LintFinding(diagnostic)
            // A duplicate setting is about its key; a duplicate string too: baselines match on it.
            if case .configuration = file { finding.key = nil }
            return finding
        }
    }
}
