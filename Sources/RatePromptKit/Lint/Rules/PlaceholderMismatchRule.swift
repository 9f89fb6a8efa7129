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
        guard case .table(let table) = file, let sourceTable = context.sourceTable(for: table) else { return [] }
        let source = context.entries(of: sourceTable)
        return context.entries(of: table).values.compactMap { entry in
            guard let value = entry.value.stringValue, let original = source[entry.key]?.value.stringValue else {
                return nil
            }
            // Most strings have no `%` at all: skip the parse (a byte scan; Foundation's `contains` searches with
            // locale-aware comparison and was most of this rule's time).
            let percent = UInt8(ascii: "%")
            guard value.utf8.contains(percent) || original.utf8.contains(percent) else { return nil }
            let expected = Self.signature(FormatString(original))
            let actual = Self.signature(FormatString(value))
            guard expected != actual else { return nil }
            return finding(
                "\"\(entry.key)\" in \(table.localization) reads \(Self.describe(actual)) where "
                    + "\(sourceTable.localization) reads \(Self.describe(expected)): "
                    + "String(format:) would print garbage, drop an argument or crash",
                at: context.valueLocation(entry, in: table), key: entry.key)
        }
    }

    /// Argument number → the kind of argument read there.
    static func signature(_ format: FormatString) -> [Int: Set<FormatString.ArgumentKind>] {
        var result: [Int: Set<FormatString.ArgumentKind>] = [:]
        for (number, specifier) in zip(format.argumentNumbers, format.specifiers) {
            result[number, default: []].insert(specifier.argumentKind)
        }
        return result
    }

    static func describe(_ signature: [Int: Set<FormatString.ArgumentKind>]) -> String {
        guard !signature.isEmpty else { return "no argument" }
        return signature.keys.sorted().map { number in
            "argument \(number) as " + signature[number]!.map(\.rawValue).sorted().joined(separator: " and ")
        }.joined(separator: ", ")
    }
}
