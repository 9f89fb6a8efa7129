/// Leading, trailing or doubled spaces in a value.
public struct WhitespaceRule: LintRule {
    public static let description = RuleDescription(
        id: "whitespace", category: .copy, severity: .warning,
        summary: "Leading or trailing whitespace, or doubled spaces, in a value.",
        rationale: "The alert centres its text: stray spaces shift it, and doubled spaces show as gaps (iRate's "
            + "Persian title reads `به  %@`).",
        triggering: [
            LintExample(.strings("fa", "\"iRateMessageTitle\" = ↓\"امتیاز دادن به  %@\";\n\"iRateRateButton\" = ↓\" Rate \";\n")),
        ],
        nonTriggering: [
            LintExample(.strings("en", "\"iRateMessageTitle\" = \"Rate %@\";\n\"iRateAppMessage\" = \"Line one.\\nLine two.\";\n")),
        ])

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .table(let table) = file else { return [] }
        return context.effectiveEntries(of: table).compactMap { entry in
            guard let value = entry.value.stringValue, let problems = Self.problems(value) else { return nil }
            return finding("\"\(entry.key)\" in \(table.localization) has \(problems)",
                           at: context.valueLocation(entry, in: table), key: entry.key)
        }
    }

    static func problems(_ value: String) -> String? {
        var problems: [String] = []
        if let first = value.unicodeScalars.first, first.properties.isWhitespace { problems.append("leading whitespace") }
        if let last = value.unicodeScalars.last, last.properties.isWhitespace { problems.append("trailing whitespace") }
        if zip(value.utf8, value.utf8.dropFirst()).contains(where: { $0 == 0x20 && $1 == 0x20 }) {
            problems.append("doubled spaces")
        }
        return problems.isEmpty ? nil : problems.joined(separator: ", ")
    }
}
