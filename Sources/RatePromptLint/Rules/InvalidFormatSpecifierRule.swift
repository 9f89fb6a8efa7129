import RatePromptFormats
import RatePromptCore

/// A `%` that printf reads differently from what the writer meant: a stray `%`, or `50% off` read as `% o`.
package struct InvalidFormatSpecifierRule: LintRule {
    package static let description = RuleDescription(
        id: "invalid-format-specifier", category: .copy, severity: .error,
        summary: "A `%` in a format string that is not a specifier, or a literal percent printf reads as one (`50% off` → `% o`).",
        rationale: "The prompt's title and messages go through `String(format:)`: a space is a printf flag, so "
            + "`50% off` reads an octal integer argument that is not there. Write `%%` for a percent sign. A string "
            + "is known to be formatted when it has a specifier, a `%%`, takes the app name, or translates one that "
            + "does; a source string whose only `%` is a percent sign before a space (`100% guaranteed`) may be a "
            + "label that is never formatted, so it gets a warning, once, on the source, and its translations are "
            + "left to write the percent sign their own way. Interface Builder's strings (`abc-12-xyz.title`) are "
            + "shown as they are, and a string with a `%` printf cannot read at all (`%0`, an app's own "
            + "placeholder) is not written for printf: neither is warned about.",
        triggering: [
            LintExample(.strings("en", "\"iRateAppMessage\" = ↓\"Enjoying %@? Rate it and get 50% off!\";\n")),
            LintExample(.strings("en", "\"iRateMessageTitle\" = ↓\"Rate %@ 100%\";\n")),
            // Translations of format strings, formatted as their source is: a `%$` where the source reads argument
            // 2, and a capital `%I` for `%l` that leaves the translation without a specifier of its own.
            LintExample(
                .strings("en", "\"version\" = \"Version %1$@ (%2$lld)\";\n\"uploading\" = \"Uploading %ld files\";\n"),
                .strings("ru", "\"version\" = ↓\"Версия %1$@ (%$11d)\";\n\"uploading\" = ↓\"Загрузка файлов: %Id\";\n")),
            // A source that may never be formatted: one warning, on the source; none on its translations.
            LintExample(
                .strings("en", "\"accuracy\" = ↓\"Results are not 100% guaranteed\";\n"),
                .strings("fr", "\"accuracy\" = \"Résultats non garantis à 100 %\";\n"),
                .strings("de", "\"accuracy\" = \"Ergebnisse sind nicht 100% garantiert\";\n")),
        ],
        nonTriggering: [
            LintExample(.strings("en", "\"iRateAppMessage\" = \"Enjoying %@? Rate it and get 50%% off!\";\n")),
            // A percent sign at the end, or a custom placeholder (`%0`, replaced in code): nothing printf would read
            // unless the string were formatted, and nothing says it is.
            LintExample(.strings("en", "\"battery\" = \"100%\";\n\"cores\" = \"%0 performance cores\";\n"
                                 + "\"charge\" = \"%0% to full charge\";\n\"2YJ-bg-OdR.title\" = \"% of screen\";\n")),
            // A space flag on the specifier the source means only adds a space before the number.
            LintExample(
                .strings("en", "\"add\" = \"Add (%lu)\";\n"),
                .strings("ug", "\"add\" = \"قوشۇش (% lu)\";\n")),
        ])

    package init() {}

    package func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        switch file {
        case .table(let table):
            let prepared = context.lintTable(table)
            let source = context.sourceLintTable(for: table)
            let isPromptTable = context.isPromptTable(table)
            var findings: [LintFinding] = []
            // The printf readings were made once for the table; only a string printf would misread is parsed again,
            // for the message.
            for offset in prepared.entries.indices {
                guard let reading = prepared.format(at: offset), reading.hasMisreadPercent,
                      let value = prepared.entries[offset].value.stringValue else { continue }
                let entry = prepared.entries[offset]
                let isPromptFormat = isPromptTable && PromptKey(rawValue: entry.key)?.takesAppName == true
                // A translation is formatted as its source is, whatever its own text shows.
                let sourceReading = source.flatMap { source in
                    prepared.sourceIndex(ofEntryAt: offset).flatMap { source.format(at: $0) }
                }
                // A space flag on a specifier the source means (`% ld` for `%ld`) only adds a space.
                if let sourceReading, !reading.hasStrayPercent, reading.arguments == sourceReading.intendedArguments {
                    continue
                }
                let location = context.valueLocation(entry, in: table)
                if reading.misreadsPercent(isFormat: isPromptFormat || sourceReading?.readsAsFormat == true) {
                    var comparison: (String, FormatSignature)?
                    if let source, let sourceReading { comparison = (source.table.localization, sourceReading) }
                    guard let problem = problem(in: value, reading: reading, isFormat: true,
                                                localization: table.localization, source: comparison) else { continue }
                    findings.append(finding("\"\(entry.key)\": \(problem)", at: location, key: entry.key))
                } else if source == nil, !reading.hasStrayPercent, !StringKey.isInterfaceBuilderObject(entry.key),
                          let trap = Self.percentSignBeforeSpace(in: value) {
                    findings.append(finding(
                        "\"\(entry.key)\": \"\(trap.text)\" is read by printf as a specifier (a space flag, then "
                            + "\"\(trap.conversion)\") if this string is formatted; if it goes through String(format:), "
                            + "write %% for the percent sign", at: location, key: entry.key, severity: .warning))
                }
            }
            return findings
        case .configuration(let config):
            return PromptKey.allCases.filter(\.takesAppName).map(\.configurationKey).uniqued().compactMap { name in
                guard config.sets(name), let value = config.configuration.value(name)?.stringValue else { return nil }
                return problem(in: value, reading: FormatSignature(value), isFormat: true).map {
                    finding("\(name): \($0)", at: config.location(of: name), key: name)
                }
            }
        case .catalog, .pluralTable, .storeKit, .lookups, .swiftSource:
            return []
        }
    }

    /// The first specifier of `value` whose `%` is followed by a space: a percent sign printf would read with a
    /// space flag (`100% guaranteed` → `% g`). Not `%0 cores`, a placeholder of the app's own.
    static func percentSignBeforeSpace(in value: String) -> FormatString.Specifier? {
        FormatString(value).specifiers.first { $0.options.first == " " }
    }

    /// What printf misreads in `value` (whose reading is `reading`), when `FormatSignature.misreadsPercent` says
    /// it does; the string is parsed again only then, to quote the specifier. With the source's reading, a
    /// translation that reads fewer of the source's arguments is told which (its `%` stands for one of them).
    func problem(
        in value: String, reading: FormatSignature, isFormat: Bool, localization: String = "",
        source: (localization: String, reading: FormatSignature)? = nil
    ) -> String? {
        guard reading.misreadsPercent(isFormat: isFormat) else { return nil }
        let format = FormatString(value)
        let misread: String
        if let trap = format.specifiers.first(where: { $0.options.utf8.contains(UInt8(ascii: " ")) }) {
            misread = "\"\(trap.text)\" is read by printf as a specifier (a space flag, then \"\(trap.conversion)\")"
        } else if let stray = format.strayPercents.first {
            misread = "\"\(stray.text)\" is not a printf specifier"
        } else {
            return nil
        }
        if let source, Self.lacksArguments(reading, of: source.reading) {
            return misread + ", and \(localization) reads \(reading.intendedSummary) where \(source.localization) "
                + "reads \(source.reading.intendedSummary): write the specifier as \(source.localization) does"
        }
        return misread + "; write %% for a percent sign"
    }

    /// Whether a translation's intended arguments are some of its source's, not all: what a misread `%` standing for
    /// a specifier (`%$11d` for `%2$lld`) leaves. `placeholder-mismatch` leaves such a translation to this rule.
    static func lacksArguments(_ reading: FormatSignature, of source: FormatSignature) -> Bool {
        let own = reading.intendedArguments
        let expected = source.intendedArguments
        return own != expected && Set(own).isSubset(of: expected)
    }
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
