import RatePromptFormats
import RatePromptCore

/// A plural variable without its `other` form.
package struct PluralOtherMissingRule: LintRule {
    package static let description = RuleDescription(
        id: "plural-other-missing", category: .copy, severity: .error,
        summary: "A plural variable has no other form, the one every count without a form of its own falls back to.",
        rationale: "Every language has other, and Foundation uses it for every count whose category has no form: "
            + "fractions, and whole counts of categories the translation left out. Without it those counts find "
            + "no text.",
        triggering: [
            LintExample(.stringsdict("en", """
                <key>files</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
                    ↓<key>count</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>d</string>
                        <key>one</key><string>%d file</string>
                    </dict>
                </dict>
                """)),
        ],
        nonTriggering: [
            LintExample(.stringsdict("ja", """
                <key>files</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
                    <key>count</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>d</string>
                        <key>other</key><string>%d 件</string>
                    </dict>
                </dict>
                """)),
        ])

    package init() {}

    package func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .pluralTable(let table) = file else { return [] }
        return table.dictionary.formats.flatMap { entry, variant, format in
            format.variables.filter { $0.isWellFormed && $0.form("other") == nil }.map { variable in
                let written = variable.forms.map(\.category)
                return finding(
                    "\"\(entry.key)\"\(variant.map { " for \($0)" } ?? ""): variable \"\(variable.name)\""
                        + "\(table.inLocalization) has no \"other\" form"
                        + (written.isEmpty ? " (nor any other)" : " (only \(written.joined(separator: ", ")))")
                        + ": counts of any other category find no text",
                    at: SourceLocation(path: table.dictionary.path, position: variable.position), key: entry.key)
            }
        }
    }
}
