/// An empty string.
public struct EmptyValueRule: LintRule {
    public static let description = RuleDescription(
        id: "empty-value", category: .copy, severity: .warning,
        summary: "An empty string value (an empty cancel or remind label is allowed where the source is empty too: it hides the button).",
        rationale: "An empty title or message shows a blank alert; an empty button label hides the button in that "
            + "language only.",
        triggering: [
            LintExample(.strings("en", "\"iRateMessageTitle\" = ↓\"\";\n")),
            LintExample(
                .strings("en", "\"iRateRemindButton\" = \"Later\";\n"),
                .strings("fr", "\"iRateRemindButton\" = ↓\"\";\n")),
        ],
        nonTriggering: [
            LintExample(
                .strings("en", "\"iRateRemindButton\" = \"\";\n"),
                .strings("fr", "\"iRateRemindButton\" = \"\";\n")),
        ])

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .table(let table) = file else { return [] }
        let source = context.sourceLintTable(for: table)
        let prepared = context.lintTable(table)
        return prepared.entries.indices.compactMap { offset in
            let entry = prepared.entries[offset]
            guard entry.withStringValueUTF8({ $0.isEmpty }) == true else { return nil }
            if let key = PromptKey(rawValue: entry.key), key.emptyHides, context.isPromptTable(table),
               source == nil || prepared.sourceIndex(ofEntryAt: offset).flatMap({ source?.entries[$0].value }) == .string("") {
                return nil
            }
            return finding("\"\(entry.key)\" is empty in \(table.localization)",
                           at: context.valueLocation(entry, in: table), key: entry.key)
        }
    }
}
