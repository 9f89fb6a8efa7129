/// printf specifiers of a translation that differ from its source in number, type or argument position.
public struct PlaceholderMismatchRule: LintRule {
    public static let description = RuleDescription(
        id: "placeholder-mismatch", category: .copy, severity: .error,
        summary: "A translation's printf specifiers differ from the source's in count, type or argument position.",
        rationale: "`String(format:)` reads arguments by the translation's specifiers: `%d` where the code passes "
            + "an object (`%@`) prints garbage or crashes, and a missing `%@` drops the app name.",
        triggering: [
            LintExample(
                .strings("en", "\"iRateMessageTitle\" = \"Rate %@\";\n\"count\" = \"%1$@ has %2$d stars\";\n"),
                .strings("de", "\"iRateMessageTitle\" = ↓\"%d bewerten\";\n\"count\" = ↓\"%1$d Sterne für %2$@\";\n")),
            LintExample(
                .strings("en", "\"iRateMessageTitle\" = \"Rate %@\";\n"),
                .strings("de", "\"iRateMessageTitle\" = ↓\"Jetzt bewerten\";\n")),
        ],
        nonTriggering: [
            LintExample(
                .strings("en", "\"count\" = \"%1$@ has %2$d stars\";\n"),
                .strings("de", "\"count\" = \"%2$d Sterne für %1$@\";\n")),
        ])

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .table(let table) = file, let source = context.sourceLintTable(for: table) else { return [] }
        let translation = context.lintTable(table)
        var findings: [LintFinding] = []
        for (offset, entry) in translation.entries.enumerated() {
            // Each value's printf reading was made once, when the table was prepared; nil for no `%` at all.
            guard let sourceOffset = translation.sourceIndex(ofEntryAt: offset), entry.hasStringValue,
                  source.entries[sourceOffset].hasStringValue else { continue }
            let actual = translation.format(at: offset)
            let expected = source.format(at: sourceOffset)
            guard actual != nil || expected != nil,
                  (actual?.arguments ?? []) != (expected?.arguments ?? []) else { continue }
            findings.append(finding(
                "\"\(entry.key)\" in \(table.localization) reads \(actual?.summary ?? "no argument") where "
                    + "\(source.table.localization) reads \(expected?.summary ?? "no argument"): "
                    + "String(format:) would print garbage, drop an argument or crash",
                at: context.valueLocation(entry, in: table), key: entry.key))
        }
        return findings
    }
}
