/// Disable comments in strings files: `/* rateprompt:disable rule-id … */` turns rules off from the comment to the
/// end of the file, `/* rateprompt:disable-next-line rule-id … */` for the line after the comment. `all` names
/// every rule; ids are separated by spaces or commas.
struct InlineSuppressions {
    private struct Suppression {
        var path: String
        /// Nil for `all`.
        var rules: Set<String>?
        var firstLine: Int
        var lastLine: Int
    }

    private var suppressions: [Suppression] = []
    /// Unknown rule ids in the comments.
    private(set) var findings: [LintFinding] = []

    private static let marker = Array("rateprompt:".utf8)

    /// The byte offset just past the first "rateprompt:" in a comment.
    static func endOfMarker(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let marker = Self.marker
        guard bytes.count >= marker.count else { return nil }
        var start = 0
        while start <= bytes.count - marker.count {
            if bytes[start] == marker[0], (1..<marker.count).allSatisfy({ bytes[start + $0] == marker[$0] }) {
                return start + marker.count
            }
            start += 1
        }
        return nil
    }

    init(tables: [LocalizationProject.Table]) {
        for table in tables {
            for comment in table.file.comments {
                // A plain byte search in the file's bytes, with no String per comment: Foundation's `range(of:)`
                // compares with locale rules, and the generic `firstRange(of:)` is slower still, over every
                // comment of every file.
                guard let end = comment.withTextUTF8(Self.endOfMarker) else { continue }
                let text = comment.text
                let directive = text[text.utf8.index(text.utf8.startIndex, offsetBy: end)...]
                let isNextLine = directive.hasPrefix("disable-next-line")
                guard isNextLine || directive.hasPrefix("disable") else { continue }
                let arguments = directive.dropFirst(isNextLine ? "disable-next-line".count : "disable".count)
                let ids = arguments.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" })
                    .map(String.init)
                var rules: Set<String>? = []
                for id in ids {
                    if id == "all" {
                        rules = nil
                    } else if RuleCatalog.rule(id) != nil {
                        rules?.insert(id)
                    } else {
                        findings.append(LintFinding(
                            rule: InvalidLintConfigurationRule.description.id, severity: .error,
                            message: LintConfiguration.unknownRuleMessage(id) + " in a rateprompt:disable comment",
                            location: SourceLocation(path: table.file.path, position: comment.position)))
                    }
                }
                if rules?.isEmpty == true { continue }
                // The comment may span lines: "next line" is the one after its end.
                let endLine = comment.position.line + comment.text.filter { $0 == "\n" || $0 == "\r\n" }.count
                suppressions.append(Suppression(
                    path: table.file.path, rules: rules, firstLine: comment.position.line,
                    lastLine: isNextLine ? endLine + 1 : Int.max))
                if isNextLine { suppressions[suppressions.count - 1].firstLine = endLine + 1 }
            }
        }
    }

    func filter(_ findings: [LintFinding]) -> [LintFinding] {
        guard !suppressions.isEmpty else { return findings }
        return findings.filter { finding in
            !suppressions.contains { suppression in
                suppression.path == finding.location.path
                    && (suppression.rules?.contains(finding.rule) ?? true)
                    && (suppression.firstLine...suppression.lastLine).contains(finding.location.line)
            }
        }
    }
}
