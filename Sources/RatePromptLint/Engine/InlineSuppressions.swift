import RatePromptFormats
import RatePromptCore

/// Disable comments in strings files: `/* rateprompt:disable rule-id … */` turns rules off from the comment to the
/// end of the file, `/* rateprompt:disable-next-line rule-id … */` for the line after the comment. `all` names
/// every rule; ids are separated by spaces or commas. Swift files take the same directives in `//` comments and in
/// `/* */` comments on one line.
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

    init(tables: [LocalizationProject.Table], codeFiles: [CodeFile] = []) {
        for table in tables {
            for comment in table.file.comments {
                // A plain byte search in the file's bytes, with no String per comment: Foundation's `range(of:)`
                // compares with locale rules, and the generic `firstRange(of:)` is slower still, over every
                // comment of every file.
                guard let end = comment.withTextUTF8(Self.endOfMarker) else { continue }
                let text = comment.text
                // The comment may span lines: "next line" is the one after its end.
                let endLine = comment.position.line + text.filter { $0 == "\n" || $0 == "\r\n" }.count
                add(text[text.utf8.index(text.utf8.startIndex, offsetBy: end)...],
                    at: FileLocation(path: table.file.path, position: comment.position), endLine: endLine)
            }
        }
        // `// rateprompt:disable-next-line review-request-ungated` in the app's Swift files.
        for file in codeFiles {
            for directive in file.directives {
                add(Substring(directive.text), at: FileLocation(path: file.path, position: directive.position),
                    endLine: directive.position.line)
            }
        }
    }

    /// One directive: the text after `rateprompt:` in a comment at `location` that ends on `endLine`.
    private mutating func add(_ directive: Substring, at location: FileLocation, endLine: Int) {
        let isNextLine = directive.hasPrefix("disable-next-line")
        guard isNextLine || directive.hasPrefix("disable") else { return }
        let arguments = directive.dropFirst(isNextLine ? "disable-next-line".count : "disable".count)
        let ids = arguments.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" })
            .map(String.init)
        var rules: Set<String>? = []
        for id in ids {
            if id == "all" {
                rules = nil
            } else if RuleCatalog.ids.contains(id) {
                rules?.insert(id)
            } else {
                findings.append(LintFinding(
                    rule: Diagnostic.Code.invalidLintConfiguration.rawValue, severity: .error,
                    message: LintConfiguration.unknownRuleMessage(id) + " in a rateprompt:disable comment",
                    location: location))
            }
        }
        if rules?.isEmpty == true { return }
        suppressions.append(Suppression(
            path: location.path, rules: rules, firstLine: isNextLine ? endLine + 1 : location.line,
            lastLine: isNextLine ? endLine + 1 : Int.max))
    }

    func filter(_ findings: [LintFinding]) -> [LintFinding] {
        guard !suppressions.isEmpty else { return findings }
        return findings.compactMap { finding in
            func isSuppressed(_ location: FileLocation) -> Bool {
                suppressions.contains { suppression in
                    suppression.path == location.path
                        && (suppression.rules?.contains(finding.rule) ?? true)
                        && (suppression.firstLine...suppression.lastLine).contains(location.line)
                }
            }
            guard let group = finding.group else { return isSuppressed(finding.location) ? nil : finding }
            // A grouped finding loses the keys whose lines are silenced, and the whole group when it stands at the
            // start of a file that silences it (a translation's table that silences `missing-key`).
            if !group.isAtFirstMember, isSuppressed(finding.location) { return nil }
            let kept = group.members.filter { !isSuppressed($0.location) }
            return kept.count == group.members.count ? finding : finding.keeping(kept)
        }
    }
}
