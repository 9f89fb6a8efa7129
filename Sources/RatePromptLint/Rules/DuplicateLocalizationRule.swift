import RatePromptFormats
import RatePromptCore

/// Two localizations with the same strings.
package struct DuplicateLocalizationRule: LintRule {
    package static let description = RuleDescription(
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

    package init() {}

    package func checkProject(_ context: LintContext) -> [LintFinding] {
        // Each localization's tables by name (the first folder of each localization, as `LocalizationFolders`).
        var localizations: [(name: String, first: LocalizationProject.Table, tables: [String: LintTable])] = []
        var position: [String: Int] = [:]
        for (localization, table) in LocalizationFolders.first(in: context) {
            position[localization] = localizations.count
            localizations.append((localization, table, [:]))
        }
        for table in context.project.tables where !table.isFromCatalog {
            guard let offset = position[table.localization] else { continue }
            localizations[offset].tables[table.name] = context.lintTable(table)
        }
        // Grouped by a hash of the content first, so that only localizations that may be equal are compared.
        var candidates: [UInt64: [Int]] = [:]
        for (offset, localization) in localizations.enumerated()
        where localization.tables.values.contains(where: { $0.stringCount > 0 }) {
            var hash: UInt64 = 0
            for (name, table) in localization.tables {
                hash &+= KeySpellingTable.withBytes(name) { KeySpellingTable.hash($0).hash } ^ table.contentHash
            }
            candidates[hash, default: []].append(offset)
        }
        var findings: [LintFinding] = []
        for group in candidates.values where group.count > 1 {
            var remaining = group.sorted { localizations[$0].name < localizations[$1].name }
            while let first = remaining.first {
                let same = remaining.dropFirst().filter { Self.sameContent(localizations[first].tables, localizations[$0].tables) }
                remaining.removeAll { $0 == first || same.contains($0) }
                for offset in same {
                    let localization = localizations[offset]
                    findings.append(finding(
                        "\(localization.name) holds exactly the same strings as \(localizations[first].name): "
                            + "translate it or delete it",
                        at: localization.first.startLocation, key: localization.name))
                }
            }
        }
        return findings
    }

    private static func sameContent(_ lhs: [String: LintTable], _ rhs: [String: LintTable]) -> Bool {
        lhs.count == rhs.count && lhs.allSatisfy { name, table in rhs[name].map(table.sameContent) ?? false }
    }
}
