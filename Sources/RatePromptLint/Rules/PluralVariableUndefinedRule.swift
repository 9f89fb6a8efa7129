import RatePromptFormats
import RatePromptCore

/// A `%#@name@` reference without its variable, or a variable nothing refers to.
package struct PluralVariableUndefinedRule: LintRule {
    package static let description = RuleDescription(
        id: "plural-variable-undefined", category: .copy, severity: .error,
        summary: "A %#@name@ in a .stringsdict format has no variable dictionary of that name.",
        rationale: "Foundation replaces %#@name@ with the form of the variable called name; without that dictionary "
            + "the reference has nothing to become and the text is shown broken.",
        triggering: [
            LintExample(.stringsdict("en", """
                <key>files</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key>↓<string>%#@count@ in %#@folders@</string>
                    <key>count</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>d</string>
                        <key>one</key><string>%d file</string>
                        <key>other</key><string>%d files</string>
                    </dict>
                </dict>
                """)),
        ],
        nonTriggering: [
            LintExample(.stringsdict("en", """
                <key>files</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%1$#@count@, 100%% sure</string>
                    <key>count</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>d</string>
                        <key>one</key><string>%d file</string>
                        <key>other</key><string>%d files</string>
                    </dict>
                </dict>
                """)),
        ])

    package init() {}

    /// Names of one or two letters are too short to guess between.
    static func distance(_ candidate: String) -> Int {
        candidate.count < 3 ? 0 : DidYouMean.usualDistance(candidate)
    }

    package func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .pluralTable(let table) = file else { return [] }
        return table.dictionary.formats.flatMap { entry, variant, format in
            let defined = Set(format.variables.map(\.name) + format.unreadableVariableNames)
            return format.references.filter { !defined.contains($0) }.map { name in
                finding(
                    "\"\(entry.key)\"\(variant.map { " for \($0)" } ?? "")\(table.inLocalization) refers to "
                        + "%#@\(name)@, but no variable \"\(name)\" is defined"
                        + (DidYouMean.nearest(name, among: Array(defined).sorted(), maximumDistance: Self.distance)
                            .map(DidYouMean.hint) ?? ""),
                    at: SourceLocation(path: table.dictionary.path, position: format.format.position), key: entry.key)
            }
        }
    }
}
