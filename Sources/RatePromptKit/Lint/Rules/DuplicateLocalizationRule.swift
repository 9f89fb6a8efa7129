/// Two localizations with the same strings.
public struct DuplicateLocalizationRule: LintRule {
    public static let description = RuleDescription(
        id: "duplicate-localization", category: .localization, severity: .warning,
        summary: "Two localization folders hold exactly the same strings (iRate's `bs` and `hr`).",
        rationale: "One of them was copied and never translated, or the copy is redundant: a regional folder that "
            + "equals its parent adds nothing, since the parent is the fallback.",
        triggering: [
            LintExample(
                .strings("bs", "\"iRateRateButton\" = \"Ocijeni\";\n"),
                .strings("hr", "↓\"iRateRateButton\" = \"Ocijeni\";\n")),
        ],
        nonTriggering: [
            LintExample(
                .strings("bs", "\"iRateRateButton\" = \"Ocijeni sada\";\n"),
                .strings("hr", "\"iRateRateButton\" = \"Ocijeni\";\n")),
        ])

    public init() {}

    public func checkProject(_ context: LintContext) -> [LintFinding] {
        var byContent: [[String: [String: String]]: [String]] = [:]
        var firstTable: [String: LocalizationProject.Table] = [:]
        for (localization, table) in LocalizationFolders.first(in: context) {
            firstTable[localization] = table
            var content: [String: [String: String]] = [:]
            for table in context.project.tables where table.localization == localization && !table.isFromCatalog {
                content[table.name] = context.entries(of: table).compactMapValues { $0.value.stringValue }
            }
            guard content.values.contains(where: { !$0.isEmpty }) else { continue }
            byContent[content, default: []].append(localization)
        }
        return byContent.values.filter { $0.count > 1 }.flatMap { group -> [LintFinding] in
            let sorted = group.sorted()
            return sorted.dropFirst().map { localization in
                finding("\(localization) holds exactly the same strings as \(sorted[0]): translate it or delete it",
                        at: firstTable[localization]!.startLocation, key: localization)
            }
        }
    }
}
