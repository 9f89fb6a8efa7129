import RatePromptFormats
import RatePromptCore

/// A `%` that printf reads differently from what the writer meant: a stray `%`, or `50% off` read as `% o`.
struct InvalidFormatSpecifierRule: LintRule {
    static let description = RuleDescription(
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
            // The source's mistake, copied by its translations: one finding, at the source, that counts them.
            LintExample(
                .strings("en", "\"discount\" = ↓\"%d% off\";\n\"greeting\" = ↓\"Hello % @, you have %d messages\";\n"),
                .strings("de", "\"discount\" = \"%d% Rabatt\";\n\"greeting\" = \"Hallo %@, du hast %d Nachrichten\";\n"),
                .strings("fr", "\"discount\" = \"%d% de remise\";\n\"greeting\" = \"Bonjour %@, %d messages\";\n")),
            // A source that may never be formatted: one warning, on the source; none on its translations.
            LintExample(
                .strings("en", "\"accuracy\" = ↓\"Results are not 100% guaranteed\";\n"),
                .strings("fr", "\"accuracy\" = \"Résultats non garantis à 100 %\";\n"),
                .strings("de", "\"accuracy\" = \"Ergebnisse sind nicht 100% garantiert\";\n")),
        ],
        nonTriggering: [
            // A device reads a key the .stringsdict beside the table defines from there, never this value.
            LintExample(
                .strings("en", "\"%d%% done\" = \"%d% done\";\n"),
                .stringsdict("en", key: "%d%% done", format: "%#@count@",
                    .variable("count", type: "d", ["one": "%d%% done", "other": "%d%% done"]))),
            LintExample(.strings("en", "\"iRateAppMessage\" = \"Enjoying %@? Rate it and get 50%% off!\";\n")),
            // A percent sign at the end, or a custom placeholder (`%0`, replaced in code): nothing printf would read
            // unless the string were formatted, and nothing says it is.
            LintExample(.strings("en", "\"battery\" = \"100%\";\n\"cores\" = \"%0 performance cores\";\n"
                                 + "\"charge\" = \"%0% to full charge\";\n\"2YJ-bg-OdR.title\" = \"% of screen\";\n")),
            // Whether a string is formatted is decided once, by its source: a label that may never be (an
            // Interface Builder object's) leaves its translation's percent signs alone, whatever else it writes.
            LintExample(
                .strings("en", "\"Kd3-7f-Q2x.title\" = \"100% accurate\";\n", table: "Main"),
                .strings("fr", "\"Kd3-7f-Q2x.title\" = \"Précis à 100 % (100%% fiable)\";\n", table: "Main")),
            // A space flag on the specifier the source means only adds a space before the number.
            LintExample(
                .strings("en", "\"add\" = \"Add (%lu)\";\n"),
                .strings("ug", "\"add\" = \"قوشۇش (% lu)\";\n")),
        ])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        switch file {
        case .table(let table):
            guard LocalizationName.isSelectedByDevices(table.localization) else { return [] }
            let prepared = context.lintTable(table)
            let source = context.sourceLintTable(for: table)
            let isPromptTable = context.isPromptTable(table)
            // A source's string is reported with the translations that copy its mistake; they are not reported.
            // Prepared only for a source that has a finding: most have none.
            var preparedTranslations: [LintTable]?
            func translations() -> [LintTable] {
                if let preparedTranslations { return preparedTranslations }
                let found = source == nil
                    ? context.translations(of: table).filter { LocalizationName.isSelectedByDevices($0.localization) }
                        .map(context.lintTable) : []
                preparedTranslations = found
                return found
            }
            var findings: [LintFinding] = []
            // The printf readings were made once for the table; only a string printf would misread is parsed again,
            // for the message.
            let shadowed = context.keysShadowedByStringsdict(in: table)
            // A catalog's string marked not to translate is `unwanted-translation`'s alone.
            let notToTranslate = context.keysNotToTranslate(in: table) ?? []
            for offset in prepared.entries.indices {
                guard let reading = prepared.format(at: offset), reading.hasMisreadPercent else { continue }
                let entry = prepared.entries[offset]
                if !shadowed.isEmpty, shadowed.contains(entry.key) { continue }
                if !notToTranslate.isEmpty, notToTranslate.contains(entry.key) { continue }
                // A prompt string that takes the app name is formatted, and so is one the code looks up through an
                // accessor that always formats (SwiftGen's `tr`), asked of the source's table.
                let formatter = context.codeFormattingAccessor(of: entry.key, in: table)
                let isPromptFormat = isPromptTable && PromptKey(rawValue: entry.key)?.takesAppName == true
                    || formatter != nil
                let sourceEntry = source.flatMap { source in
                    prepared.sourceIndex(ofEntryAt: offset).map { (source, $0) }
                }
                let location = context.valueLocation(entry, in: table)
                switch verdict(prepared, at: offset, isPromptFormat: isPromptFormat, source: sourceEntry,
                               isTranslation: source != nil) {
                case .none:
                    continue
                case .misread(let problem, let ownMistake):
                    // A translation that copies its source's mistake is the source's finding.
                    if !ownMistake, let (source, sourceOffset) = sourceEntry,
                       case .misread = verdict(source, at: sourceOffset, isPromptFormat: isPromptFormat, source: nil,
                                               isTranslation: false) {
                        continue
                    }
                    // `% @`: String(format:) ignores the space flag on an object, and shows the value: a stray space.
                    let onlyObjects = entry.value.stringValue.map(Self.hasOnlySpacedObjects) ?? false
                    var found = finding("\"\(entry.key)\": \(problem)"
                        + (formatter.map { " (the code formats every string it looks up through \($0))" } ?? ""),
                        at: location, key: entry.key, severity: onlyObjects ? .warning : nil)
                    if source == nil {
                        found = CopiedDefect(translations().compactMap { translation in
                            copy(of: entry, in: translation, isPromptFormat: isPromptFormat, source: (prepared, offset),
                                 context: context)
                        }).applied(to: found)
                    }
                    findings.append(found)
                case .maybeFormatted(let trap):
                    findings.append(finding(
                        "\"\(entry.key)\": \"\(trap.text)\" is read by printf as a specifier (a space flag, then "
                            + "\"\(trap.conversion)\") that reads \(Self.argument(trap.conversion)) argument if this "
                            + "string is formatted; if it goes through String(format:), " + Self.fix(for: trap),
                        at: location, key: entry.key, severity: .warning))
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
        case .catalog, .pluralTable, .storeKit, .lookups, .code:
            return []
        }
    }

    /// What the rule says about one string whose reading has a misread `%`.
    private enum Verdict {
        case none
        /// The string is formatted and printf misreads a `%`; `ownMistake` when a translation's `%` stands for
        /// a specifier its source writes correctly (`%$11d` for `%2$lld`), a mistake of its own.
        case misread(String, ownMistake: Bool)
        /// A source string that may be a label never formatted: a percent sign before a space.
        case maybeFormatted(FormatString.Specifier)
    }

    /// Whether the string at `offset` of `table` is formatted is decided once for the string, by its source entry
    /// (`source`, when the table is a translation that has the key): a prompt string that takes the app name, or a
    /// source that reads as a format (a specifier, a `%%`). A translation's own text does not decide it: its
    /// `100 % précis` is as formatted as its source's `100% accurate`, which may be a label never formatted.
    /// Without a source entry, the string's own text decides. Only a string of a table that translates none
    /// (`isTranslation` false) may be warned about as perhaps formatted: a translation follows its source.
    private func verdict(
        _ table: LintTable, at offset: Int, isPromptFormat: Bool, source: (table: LintTable, offset: Int)?,
        isTranslation: Bool
    ) -> Verdict {
        guard let reading = table.format(at: offset), reading.hasMisreadPercent,
              let value = table.entries[offset].value.stringValue else { return .none }
        let sourceReading = source.flatMap { $0.table.format(at: $0.offset) }
        // A space flag on a specifier the source means (`% ld` for `%ld`) only adds a space.
        if let sourceReading, !reading.hasStrayPercent, reading.arguments == sourceReading.intendedArguments {
            return .none
        }
        let isFormat = isPromptFormat || (source == nil ? reading.readsAsFormat : sourceReading?.readsAsFormat == true)
        if isFormat {
            var comparison: (String, FormatSignature)?
            if let source, let sourceReading { comparison = (source.table.table.localization, sourceReading) }
            guard let problem = problem(in: value, reading: reading, isFormat: true,
                                        localization: table.table.localization, source: comparison) else { return .none }
            let ownMistake = comparison.map { reading.lacksArguments(of: $0.1) } ?? false
            return .misread(problem, ownMistake: ownMistake)
        }
        guard !isTranslation, !reading.hasStrayPercent, !StringKey.isInterfaceBuilderObject(table.entries[offset].key),
              let trap = Self.percentSignBeforeSpace(in: value) else { return .none }
        return .maybeFormatted(trap)
    }

    /// Where `translation` copies the misread `%` of the source entry `entry`: its entry of the same key misreads a
    /// `%` of a formatted string too, and not as a mistake of its own.
    private func copy(
        of entry: StringsEntry, in translation: LintTable, isPromptFormat: Bool, source: (table: LintTable, offset: Int),
        context: LintContext
    ) -> CopiedDefect.Copy? {
        guard let offset = translation.index(of: entry.key), translation.sourceIndex(ofEntryAt: offset) == source.offset,
              case .misread(_, let ownMistake) = verdict(translation, at: offset, isPromptFormat: isPromptFormat,
                                                           source: source, isTranslation: true),
              !ownMistake else { return nil }
        return CopiedDefect.Copy(localization: translation.table.localization,
                                 location: context.valueLocation(translation.entries[offset], in: translation.table))
    }

    /// How to write what the writer meant: `% @` is a placeholder with a stray space, anything else a percent sign.
    static func fix(for trap: FormatString.Specifier) -> String {
        trap.conversion == "@" ? "remove the space (%@)" : "write %% for the percent sign"
    }

    /// What a conversion reads, for a message: `an integer`, `a pointer`.
    static func argument(_ conversion: Character) -> String {
        switch conversion.asciiValue.flatMap(FormatString.ArgumentKind.init(conversion:)) {
        case .object?: "an object"
        case .integer?: "an integer"
        case .floatingPoint?: "a floating-point"
        case .cString?: "a C string"
        case .pointer?: "a pointer"
        default: "an"
        }
    }

    /// Whether every misread `%` of `value` is a space after the `%` of an object placeholder (`% @`): with no other,
    /// the value shows as meant, and the space is a slip to clean up (a warning, not an error).
    static func hasOnlySpacedObjects(_ value: String) -> Bool {
        let format = FormatString(value)
        let spaced = format.specifiers.filter { $0.options.utf8.contains(UInt8(ascii: " ")) }
        return !spaced.isEmpty && format.strayPercents.isEmpty && spaced.allSatisfy { $0.conversion == "@" }
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
        let fix: String
        if let trap = format.specifiers.first(where: { $0.options.utf8.contains(UInt8(ascii: " ")) }) {
            if trap.conversion == "@" {
                misread = "\"\(trap.text)\" is a placeholder with a space after its %, a flag String(format:) ignores "
                    + "there: it shows the value"
                fix = Self.fix(for: trap)
            } else {
                misread = "\"\(trap.text)\" is read by printf as a specifier (a space flag, then \"\(trap.conversion)\") "
                    + "that reads \(Self.argument(trap.conversion)) argument, shown in the text in place of the percent sign"
                fix = "write %% for a percent sign"
            }
        } else if let stray = format.strayPercents.first {
            misread = "\"\(stray.text)\" is not a printf specifier"
            fix = "write %% for a percent sign"
        } else {
            return nil
        }
        if let source, reading.lacksArguments(of: source.reading) {
            return misread + ", and \(localization) reads \(reading.intendedSummary) where \(source.localization) "
                + "reads \(source.reading.intendedSummary): write the specifier as \(source.localization) does"
        }
        return misread + "; " + fix
    }
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
