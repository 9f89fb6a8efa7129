/// A key of the source localization that a translation lacks, and what a device shows in its place.
public struct MissingKeyRule: LintRule {
    public static let description = RuleDescription(
        id: "missing-key", category: .copy, severity: .warning,
        summary: "A key of the source localization is missing from a translation; says what a device shows instead.",
        rationale: "A bundle reads a table from one localization only: a key missing there is not looked up in the "
            + "source language. An app string shows its key; a prompt string falls through to the next layer "
            + "(RatePrompt's copy), so one alert mixes two voices.",
        triggering: [
            LintExample(
                .strings("en", "\"iRateMessageTitle\" = \"Rate %@\";\n\"greeting\" = \"Hello\";\n"),
                .strings("fr", "↓\"iRateMessageTitle\" = \"Noter %@\";\n")),
        ],
        nonTriggering: [
            LintExample(
                .strings("en", "\"iRateMessageTitle\" = \"Rate %@\";\n"),
                .strings("fr", "\"iRateMessageTitle\" = \"Noter %@\";\n")),
        ])

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .table(let table) = file, table.file.isLoadable, let prepared = context.sourceLintTable(for: table)
        else { return [] }
        let source = prepared.table
        let missing = context.lintTable(table).missingSourceIndices.map { prepared.entries[$0] }
        guard !missing.isEmpty else { return [] }
        let resolver = CopyResolver(configuration: context.configuration, project: context.project, tableName: table.name)
        let resolution = resolver.resolution(for: [table.localization])
        return missing.map { entry in
            var shown = "the key \"\(entry.key)\" itself"
            if context.isPromptTable(table), let key = PromptKey(rawValue: entry.key) {
                let (value, origin) = resolver.lookup(key, in: resolution)
                shown = "\"\(value)\" from " + CopyLayerName.describe(origin)
            }
            let location = table.isFromCatalog ? context.keyLocation(entry, in: source) : table.startLocation
            return finding(
                "\"\(entry.key)\" is in \(source.localization) but not in \(table.localization): "
                    + "a device shows \(shown)",
                at: location, key: entry.key)
        }
    }
}

/// How findings name a copy layer.
enum CopyLayerName {
    static func describe(_ source: CopySource) -> String {
        switch source.layer {
        case .configuration: "the configuration's \(source.key)"
        case .app: "the app's \(source.localization ?? "") table"
        case .defaults: "RatePrompt's \(source.localization ?? "") copy"
        case .builtInEnglish: "RatePrompt's built-in English"
        }
    }
}
