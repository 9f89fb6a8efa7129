import RatePromptFormats
import RatePromptCore

/// printf specifiers of a translation that differ from its source in number, type or argument position.
package struct PlaceholderMismatchRule: LintRule {
    package static let description = RuleDescription(
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
            // The source keeps the string in its .stringsdict: "%@ has %d files" when the count shows "other".
            LintExample(
                sourcePlurals, .strings("en", "\"Title\" = \"Files\";\n"),
                .strings("ja", "\"Title\" = \"ファイル\";\n\"%@ has %d files\" = ↓\"%@ のファイル: %@\";\n")),
        ],
        nonTriggering: [
            LintExample(
                .strings("en", "\"count\" = \"%1$@ has %2$d stars\";\n"),
                .strings("de", "\"count\" = \"%2$d Sterne für %1$@\";\n")),
            // A source that may be a label never formatted (`% g`, `% o`: misread percent signs) is not compared;
            // a translation of a format string writes its percent sign its own way (`100 %` before a space reads
            // nothing it meant), and one whose misread `%` stands for a source argument is left to
            // invalid-format-specifier.
            LintExample(
                .strings("en", """
                    "accuracy" = "Results are not 100% guaranteed";
                    "screen" = "% of screen";
                    "discount" = "%d% off";
                    "version" = "Version %1$@ (%2$lld)";

                    """),
                .strings("fr", """
                    "accuracy" = "Résultats non garantis à 100 %";
                    "screen" = "% de l’écran";
                    "discount" = "%d %% de réduction";
                    "version" = "Version %1$@ (%$11d)";

                    """)),
            LintExample(
                sourcePlurals, .strings("en", "\"Title\" = \"Files\";\n"),
                .strings("ja", "\"Title\" = \"ファイル\";\n\"%@ has %d files\" = \"%@ のファイル: %d 件\";\n")),
        ])

    /// An English `.stringsdict` whose rule reads "%@ has %d files" with its other form, for the examples.
    private static let sourcePlurals = LintExample.File.stringsdict(
        "en", key: "%@ has %d files", format: "%@ has %#@files@",
        .variable("files", type: "d", ["one": "one file", "other": "%d files"]))

    package init() {}

    /// Each plain format of a `.stringsdict` (no device or width variants) read with its variables' `other` forms.
    static func formats(of table: PluralTable) -> [String: FormatSignature] {
        var formats: [String: FormatSignature] = [:]
        for entry in table.dictionary.entries {
            guard case .format(let format) = entry.rule, let text = format.expandedWithOtherForms else { continue }
            formats[entry.key] = FormatSignature(text)
        }
        return formats
    }

    package func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .table(let table) = file, let source = context.sourceLintTable(for: table) else { return [] }
        let translation = context.lintTable(table)
        // A key the source keeps only in its `.stringsdict` (a plural string) is compared with what that reads when
        // every variable shows its `other` form; not when the translation has its own `.stringsdict` entry, which
        // the bundle reads instead (and `plural-form-placeholder-mismatch` compares).
        let sourcePlurals = context.pluralTable(besideTable: source.table).map(Self.formats(of:)) ?? [:]
        let ownPlurals = sourcePlurals.isEmpty ? [] : context.stringsdictKeys(of: table) ?? []
        var findings: [LintFinding] = []
        for (offset, entry) in translation.entries.enumerated() {
            guard entry.hasStringValue else { continue }
            // Each value's printf reading was made once, when the table was prepared; nil for no `%` at all.
            let actual = translation.format(at: offset)
            let expected: FormatSignature?
            var sourceName = source.table.localization
            if let sourceOffset = translation.sourceIndex(ofEntryAt: offset) {
                guard source.entries[sourceOffset].hasStringValue else { continue }
                expected = source.format(at: sourceOffset)
            } else if !sourcePlurals.isEmpty, let plural = sourcePlurals[entry.key], !ownPlurals.contains(entry.key) {
                expected = plural
                sourceName += "'s .stringsdict (its \"other\" forms)"
            } else {
                continue
            }
            guard actual != nil || expected != nil else { continue }
            // A source whose only `%`s are misread percent signs (`100% guaranteed`) may be a label that is never
            // formatted: `invalid-format-specifier` says so once, on the source, and its translations write the
            // percent sign as they like.
            if let expected, !expected.readsAsFormat { continue }
            // Compared by the arguments meant: a percent sign before a space (`100 % des`) reads none, and a space
            // flag on a specifier the source means (`% ld`) is only a flag.
            let actualArguments = actual?.intendedArguments ?? []
            let expectedArguments = expected?.intendedArguments ?? []
            guard !(actual?.readsAsMeant(by: expected) ?? expectedArguments.isEmpty) else { continue }
            // A misread `%` that stands for some of the source's arguments (`%$11d` for `%2$lld`) is one mistake,
            // reported by `invalid-format-specifier` with both readings.
            if let actual, let expected, actual.hasMisreadPercent, translation.sourceIndex(ofEntryAt: offset) != nil,
               InvalidFormatSpecifierRule.lacksArguments(actual, of: expected) { continue }
            findings.append(finding(
                "\"\(entry.key)\" in \(table.localization) reads \(FormatSignature.summary(actualArguments)) where "
                    + "\(sourceName) reads \(FormatSignature.summary(expectedArguments)): "
                    + "String(format:) would print garbage, drop an argument or crash",
                at: context.valueLocation(entry, in: table), key: entry.key))
        }
        return findings
    }
}
