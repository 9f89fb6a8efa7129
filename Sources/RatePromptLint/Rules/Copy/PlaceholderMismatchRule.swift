import RatePromptFormats
import RatePromptCore

/// printf specifiers of a translation that differ from its source in number, type or argument position.
struct PlaceholderMismatchRule: LintRule {
    static let description = RuleDescription(
        id: "placeholder-mismatch", category: .copy, severity: .error,
        summary: "A translation's printf specifiers differ from the source's in count, type or argument position.",
        rationale: "`String(format:)` reads arguments by the translation's specifiers: `%d` where the code passes "
            + "an object (`%@`) prints garbage or crashes, and a missing `%@` drops the app name. In a String "
            + "Catalog, a `%#@name@` reads its substitution's argument as the type its `formatSpecifier` names (an "
            + "integer for `lld`), and a key that is itself a format (Xcode extracts `\"\\(count) stars\"` as "
            + "`%lld stars`) lists what the code passes: a translation may read what the key reads where the "
            + "source's value leaves it out (\"Starred\"), as long as it keeps what the source reads. A named "
            + "placeholder (`%1$(name)@`, Xcode 26) is built into `%1$@`, so a device reads it by its number: a "
            + "translation that gives a numbered argument another argument's name shows the wrong value there (an "
            + "error); unnumbered names in another order than the source's, or a name the source does not use, are "
            + "warnings. Where the app's code is read and every place that asks for the key shows the value without "
            + "formatting it (a SwiftUI title given the literal, `Text(NSLocalizedString(…))`, `label.text = "
            + "NSLocalizedString(…)`), the device shows the placeholders as written rather than garbage or a crash, "
            + "and the message says so. An empty "
            + "translation is left to empty-value, and a localization no device picks (`qqq`) to "
            + "unknown-localization.",
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
            // A catalog's substitution reads an integer: a translation that reads an object there is wrong.
            LintExample(.init("Localizable.xcstrings", catalog(source: followSource, translation: """
                "stringUnit" : { "state" : "translated", "value" : ↓"%@ Follower" }
                """))),
            // A translator's XLIFF: a target that skips argument 2 reads argument 3 in its place.
            LintExample(.xliff("de", [
                (original: "App/en.lproj/Localizable.strings", units: [
                    (id: "shared", source: "%1$@ shared %2$@ with %3$@", target: "↓%1$@ hat mit %3$@ geteilt"),
                ]),
            ])),
        ] + namedTriggeringExamples,
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
            // No device picks qqq (translatewiki's message documentation), and an empty translation is
            // empty-value's.
            LintExample(
                .strings("en", "\"count\" = \"%d files\";\n"),
                .strings("qqq", "\"count\" = \"Label of the file count\";\n"),
                .strings("ca", "\"count\" = \"\";\n")),
            // `%#@follows@` reads argument 1 as an integer (its substitution's formatSpecifier), as `%lld` does; and
            // the key reads the count where the source's value leaves it out.
            LintExample(.init("Localizable.xcstrings", catalog(source: followSource, translation: """
                "stringUnit" : { "state" : "translated", "value" : "%lld Follower" }
                """))),
            LintExample(.init("Localizable.xcstrings", catalog(source: """
                "stringUnit" : { "state" : "translated", "value" : "Starred" }
                """, translation: """
                "stringUnit" : { "state" : "translated", "value" : "%lld-mal markiert" }
                """))),
        ] + namedNonTriggeringExamples)

    /// A String Catalog whose one string, keyed `notifications.follow %lld` as Xcode extracts
    /// `"notifications.follow \(count)"`, has `source` as its English localization and `translation` as its German.
    private static func catalog(source: String, translation: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "notifications.follow %lld" : {
              "localizations" : {
                "en" : { \(source) },
                "de" : { \(translation) }
              }
            }
          },
          "version" : "1.0"
        }

        """
    }

    /// An English localization that reads the count through a plural substitution.
    private static let followSource = """
        "stringUnit" : { "state" : "translated", "value" : "%#@follows@" },
        "substitutions" : { "follows" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg follower" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg followers" } }
        } } } }
        """

    /// An English `.stringsdict` whose rule reads "%@ has %d files" with its other form, for the examples.
    private static let sourcePlurals = LintExample.File.stringsdict(
        "en", key: "%@ has %d files", format: "%@ has %#@files@",
        .variable("files", type: "d", ["one": "one file", "other": "%d files"]))

    init() {}

    /// Each plain format of a `.stringsdict` (no device or width variants) read with its variables' `other` forms.
    static func formats(of table: PluralTable) -> [String: FormatSignature] {
        var formats: [String: FormatSignature] = [:]
        for entry in table.dictionary.entries {
            guard case .format(let format) = entry.rule, let text = format.expandedWithOtherForms else { continue }
            formats[entry.key] = FormatSignature(text)
        }
        return formats
    }

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .table(let table) = file, let source = context.sourceLintTable(for: table),
              LocalizationName.isSelectedByDevices(table.localization) else { return [] }
        let translation = context.lintTable(table)
        // A String Catalog's strings: each `%#@name@` reads its substitution's argument as its formatSpecifier says,
        // and a key that is itself a format (`notifications.follow %lld`, Xcode's from `"… \(count)"`) says what
        // the code passes. Read only for a string that the plain reading finds mismatched: most are not.
        var catalog: CatalogReadings??
        func catalogReadings() -> CatalogReadings? {
            if let catalog { return catalog }
            let found = table.isFromCatalog ? CatalogReadings(catalog: context.catalogs.first {
                $0.path == table.file.path && $0.tableName == table.name
            }) : nil
            catalog = .some(found)
            return found
        }
        // A key the source keeps only in its `.stringsdict` (a plural string) is compared with what that reads when
        // every variable shows its `other` form; not when the translation has its own `.stringsdict` entry, which
        // the bundle reads instead (and `plural-form-placeholder-mismatch` compares).
        let sourcePlurals = context.pluralTable(besideTable: source.table).map(Self.formats(of:)) ?? [:]
        let ownPlurals = sourcePlurals.isEmpty ? [] : context.stringsdictKeys(of: table) ?? []
        let shadowed = context.keysShadowedByStringsdict(in: table)
        // A catalog's string marked not to translate is `unwanted-translation`'s alone.
        let notToTranslate = context.keysNotToTranslate(in: table) ?? []
        var findings: [LintFinding] = []
        for offset in translation.entries.indices {
            // An empty translation is `empty-value`'s: it reads nothing because it says nothing.
            guard translation.withValueUTF8(at: offset, { !$0.isEmpty }) == true else { continue }
            // Most strings and their sources read no argument at all: nothing to compare, and the entry is not
            // copied out.
            if translation.format(at: offset) == nil, let sourceOffset = translation.sourceIndex(ofEntryAt: offset),
               source.format(at: sourceOffset) == nil { continue }
            let entry = translation.entries[offset]
            guard shadowed.isEmpty || !shadowed.contains(entry.key),
                  notToTranslate.isEmpty || !notToTranslate.contains(entry.key) else { continue }
            // Each value's printf reading was made once, when the table was prepared; nil for no `%` at all.
            var actual = translation.format(at: offset)
            var expected: FormatSignature?
            var sourceName = source.table.localization
            let sourceOffset = translation.sourceIndex(ofEntryAt: offset)
            if let sourceOffset {
                guard source.entries[sourceOffset].hasStringValue else { continue }
                expected = source.format(at: sourceOffset)
            } else if !sourcePlurals.isEmpty, let plural = sourcePlurals[entry.key], !ownPlurals.contains(entry.key) {
                expected = plural
                sourceName += "'s .stringsdict (its \"other\" forms)"
            } else {
                continue
            }
            // A source that may be a label never formatted is formatted all the same when the code looks it up
            // through an accessor that always formats (SwiftGen's `tr`).
            let formatter = expected.map { !$0.readsAsFormat } == true
                ? context.codeFormattingAccessor(of: entry.key, in: table) : nil
            let plainMismatch = Self.mismatch(actual, expected, key: nil, isFormatted: formatter != nil)
            // The plain reading takes a `%#@name@` for an object: a string that has one is read again.
            guard plainMismatch || ((actual != nil || expected != nil) && sourceOffset.map {
                Self.hasReference(entry) || Self.hasReference(source.entries[$0])
            } ?? false) else {
                findings += nameFinding(actual, expected, entry: entry, table: table, sourceName: sourceName,
                                        context: context)
                continue
            }
            var keyReading: FormatSignature?
            if let sourceOffset, let catalog = catalogReadings() {
                actual = actual.map { catalog.reading($0, of: entry, in: table.localization) }
                expected = expected.map { catalog.reading($0, of: source.entries[sourceOffset], in: source.table.localization) }
                keyReading = CatalogReadings.keyReading(entry.key)
                guard Self.mismatch(actual, expected, key: keyReading, isFormatted: formatter != nil) else {
                    findings += nameFinding(actual, expected, entry: entry, table: table, sourceName: sourceName,
                                            context: context)
                    continue
                }
            } else if !plainMismatch {
                findings += nameFinding(actual, expected, entry: entry, table: table, sourceName: sourceName,
                                        context: context)
                continue
            }
            let actualArguments = actual?.intendedArguments ?? []
            let expectedArguments = expected?.intendedArguments ?? []
            // A misread `%` that stands for some of the source's arguments (`%$11d` for `%2$lld`) is one mistake,
            // reported by `invalid-format-specifier` with both readings.
            if let actual, let expected, actual.hasMisreadPercent, sourceOffset != nil,
               actual.lacksArguments(of: expected) { continue }
            let actualNames = actual?.names ?? [], expectedNames = expected?.names ?? []
            var message = "\"\(entry.key)\" in \(table.localization) reads "
                + "\(FormatSignature.summary(actualArguments, names: actualNames)) where \(sourceName) reads "
                + FormatSignature.summary(expectedArguments, names: expectedNames)
            if let keyReading {
                message += " and its key reads \(FormatSignature.summary(keyReading.intendedArguments))"
            }
            // Which argument goes wrong and how, by the names the code gives them where it names them, and the fix;
            // where the code is read and shows the string without formatting it, its placeholders show as written.
            if formatter == nil, let shown = context.codeShownAsIs(entry.key, in: table) {
                let value = entry.value.stringValue ?? ""
                let quoted = value.count > 60 ? String(value.prefix(59)) + "…" : value
                message += ": the app's code shows this string without formatting it (\(shown.asker) at "
                    + "\(shown.location.path):\(shown.location.position.line)), so a device shows its placeholders as "
                    + "written (\"\(VisibleText.line(quoted))\"), not garbage or a crash; write the placeholders as "
                    + "\(sourceName) does, and format the string in the code where it should show a value"
                findings.append(finding(message, at: context.valueLocation(entry, in: table), key: entry.key))
                continue
            }
            message += ": " + Self.deviceEffect(entry.value.stringValue ?? "", reading: actual, source: expected,
                                                sourceName: sourceName,
                                                sourceText: sourceOffset.flatMap { source.entries[$0].value.stringValue })
            if let formatter { message += " (the code formats every string it looks up through \(formatter))" }
            if catalogReadings()?.hasSubstitutions(entry.key) == true {
                message += " (a %#@name@ reads its substitution's argument as the type its formatSpecifier names)"
            }
            findings.append(finding(message, at: context.valueLocation(entry, in: table), key: entry.key))
        }
        return findings
    }
}

extension PlaceholderMismatchRule {
    /// A finding for a translation that reads its source's arguments but names them otherwise (`%1$(b)@ … %2$(a)@`
    /// for `%1$(a)@ … %2$(b)@`): Xcode builds both into `%1$@ … %2$@`, so the device shows each argument where its
    /// number puts it, not where its name says. A name the source gives another argument is an error (the text shows
    /// the wrong value); a name the source uses nowhere, for an argument it names, is a warning (the value is right,
    /// the label is not the one the code and other translators go by).
    fileprivate func nameFinding(
        _ actual: FormatSignature?, _ expected: FormatSignature?, entry: StringsEntry,
        table: LocalizationProject.Table, sourceName: String, context: LintContext
    ) -> [LintFinding] {
        guard let actual, let expected, !actual.names.isEmpty else { return [] }
        let conflicts = actual.nameConflicts(with: expected)
        guard !conflicts.isEmpty else { return [] }
        let swapped = conflicts.contains(where: \.isSwap)
        var message = "\"\(entry.key)\" in \(table.localization) "
            + FormatSignature.describe(conflicts, sourceLanguage: sourceName)
        // What the device shows in each place: the value of the argument whose number is written there.
        let shown = conflicts.compactMap { conflict in
            conflict.sourceNames.first.map { "\($0) where this translation means \(conflict.name)" }
        }.joined(separator: ", and ")
        if swapped {
            message += ": the built app reads each argument by its number, not its name, so the device shows "
                + (shown.isEmpty ? "another value than this translation means" : shown)
                + "; number the placeholders as \(sourceName) does"
        } else if conflicts.contains(where: { $0.sourceNumber != nil }) {
            // Unnumbered names in another order than the source's: numbered by their order unless Xcode numbers
            // them by name, which Apple does not document.
            message += ", by their order: they have no numbers, and Xcode builds the names away, so read in order the "
                + "device shows "
                + (shown.isEmpty ? "another value than this translation means" : shown)
                + "; write the numbers (%1$(name)@) as \(sourceName) orders the arguments"
        } else {
            message += ": the device shows the right value (the built app reads each argument by its number), but "
                + "the code and the other translations know the argument by \(sourceName)'s name; use it"
        }
        return [finding(message, at: context.valueLocation(entry, in: table), key: entry.key,
                        severity: swapped ? .error : .warning)]
    }

    /// What the device shows of a named translation (`text`, read as `reading`) that reads its arguments otherwise
    /// than its source (`source`): an argument shown twice, one never shown, one read as another type, one the code
    /// does not pass.
    fileprivate static func deviceEffect(
        _ text: String, reading: FormatSignature?, source: FormatSignature?, sourceName: String, sourceText: String? = nil
    ) -> String {
        let own = reading?.intendedArguments ?? [], expected = source?.intendedArguments ?? []
        let names = (source?.names ?? []) + (reading?.names ?? [])
        func label(_ number: Int) -> String {
            FormatSignature.argumentName(number, names: source?.names.contains { $0.number == number } == true
                                         ? source?.names ?? [] : names)
        }
        let ownNumbers = Set(own.map(\.number)), expectedNumbers = Set(expected.map(\.number))
        var uses: [Int: Int] = [:]
        for number in FormatString(text).argumentNumbers { uses[number, default: 0] += 1 }
        var parts: [String] = []
        let twice = ownNumbers.filter { uses[$0, default: 0] > 1 }.sorted()
        let never = expectedNumbers.subtracting(ownNumbers).sorted()
        // An argument left out below one it reads is no omission: String(format:) cannot skip an argument, and reads
        // the next in its place.
        let skipped = never.filter { number in ownNumbers.contains { $0 > number } }
        if !never.isEmpty {
            let missing = never.map(label).joined(separator: ", ")
            if twice.isEmpty, !skipped.isEmpty, let after = ownNumbers.filter({ $0 > skipped[0] }).min() {
                parts.append("it skips \(label(skipped[0])), so String(format:) reads \(label(after)) in its place: the "
                             + "device shows the wrong value, garbage or crashes")
            } else {
                parts.append(twice.isEmpty ? "the device never shows \(missing): the text prints without \(never.count == 1 ? "it" : "them")"
                             : "the device shows \(twice.map(label).joined(separator: ", ")) twice and never \(missing)")
            }
        }
        var retyped: [Int] = []
        for number in ownNumbers.intersection(expectedNumbers).sorted() {
            let kinds = own.filter { $0.number == number }.map(\.kind.rawValue)
            let wanted = expected.filter { $0.number == number }.map(\.kind.rawValue)
            guard kinds != wanted else { continue }
            retyped.append(number)
            // Without names, the readings the message begins with say it already.
            if !names.isEmpty {
                parts.append("it reads \(label(number)) as \(kinds.joined(separator: " and ")) where the code passes "
                             + "\(wanted.joined(separator: " and ")), which prints garbage or crashes")
            }
        }
        if names.isEmpty, !retyped.isEmpty {
            parts.append("the device prints garbage or crashes where \(retyped.count == 1 ? "that argument is" : "those are") "
                         + "read as another type than the code passes")
        }
        let extra = ownNumbers.subtracting(expectedNumbers).sorted()
        if !extra.isEmpty {
            parts.append("it reads \(extra.map(label).joined(separator: ", ")), which the code does not pass: "
                         + "garbage or a crash")
        }
        if parts.isEmpty { parts.append("String(format:) would print garbage, drop an argument or crash") }
        return parts.joined(separator: "; ") + "; " + fix(text, reading: reading, source: source, never: never,
                                                        sourceName: sourceName, sourceText: sourceText)
    }

    /// What to write: the translation's own placeholders numbered as the source's arguments, where it reads the same
    /// kinds in another order (`write %2$@ for %@, %1$d for %d`); the source's placeholder for an argument it leaves
    /// out, where that is all that differs; else the placeholders as the source writes them.
    fileprivate static func fix(
        _ text: String, reading: FormatSignature?, source: FormatSignature?, never: [Int], sourceName: String,
        sourceText: String?
    ) -> String {
        let general = "write the placeholders as \(sourceName) does"
        guard let source else { return general }
        let ownArguments = reading?.intendedArguments ?? []
        let own = FormatString(text).specifiers
        let expected = source.intendedArguments
        // The same kinds in another order: number them as the source's arguments, the n-th of a kind in the
        // translation as the n-th of that kind in the source (which a translator should confirm where two share one).
        let kinds = expected.map(\.kind)
        if own.count == expected.count, own.count > 1, own.map(\.argumentKind).sorted() == kinds.sorted(),
           own.allSatisfy({ $0.position == nil }) {
            var taken: [FormatString.ArgumentKind: Int] = [:]
            let numbered = own.compactMap { specifier -> String? in
                let kind = specifier.argumentKind
                let ofKind = expected.filter { $0.kind == kind }
                let index = taken[kind, default: 0]
                taken[kind] = index + 1
                guard index < ofKind.count else { return nil }
                var written = specifier.text
                written.insert(contentsOf: "\(ofKind[index].number)$", at: written.index(after: written.startIndex))
                return "\(written) for \(ofKind.count > 1 ? Self.ordinals[min(index, 3)] : "")\(specifier.text)"
            }
            if numbered.count == own.count {
                let shared = Set(kinds).count < kinds.count
                return "write \(numbered.joined(separator: ", ")), numbered as \(sourceName)'s arguments, to keep this word "
                    + "order" + (shared ? " (each of a kind taken in \(sourceName)'s order: check that each stands where it is meant)" : "")
            }
        }
        // Only types that differ: the source's specifier for each, at the translation's place and number.
        if never.isEmpty, let sourceText, ownArguments.count == expected.count {
            let written = FormatString(sourceText).specifiers
            func number(_ specifier: FormatString.Specifier, in list: [FormatString.Specifier]) -> Int {
                specifier.position ?? (list.firstIndex(of: specifier).map { $0 + 1 } ?? 0)
            }
            var replacements: [String] = []
            for specifier in own {
                let at = number(specifier, in: own)
                guard let wanted = expected.first(where: { $0.number == at })?.kind,
                      specifier.argumentKind != wanted else { continue }
                guard let model = written.first(where: { number($0, in: written) == at && $0.argumentKind == wanted })
                else { replacements = []; break }
                let replacement = "%" + (specifier.position.map { "\($0)$" } ?? "") + model.options + model.length
                    + String(model.conversion)
                // Which of several alike (`%@ sur %@`) by its place among them.
                let alike = own.filter { $0.text == specifier.text }
                let ordinal = alike.count > 1 ? (alike.firstIndex(of: specifier).map { Self.ordinals[min($0, 3)] } ?? "")
                    : ""
                replacements.append("\(replacement) for \(ordinal)\(specifier.text)")
            }
            if !replacements.isEmpty { return "write \(replacements.joined(separator: ", "))" }
        }
        // Only arguments left out: the source's placeholders for them.
        if !never.isEmpty, ownArguments.allSatisfy({ argument in expected.contains(argument) }),
           let sourceText {
            let written = FormatString(sourceText).specifiers
            // Numbered where the translation numbers its own, or where an argument after it is read already.
            let numbers = own.contains { $0.position != nil }
                || never.contains { number in ownArguments.contains { $0.number > number } }
            let missing = never.compactMap { number -> String? in
                guard let specifier = written.first(where: { specifier in
                    (specifier.position ?? (written.firstIndex(of: specifier).map { $0 + 1 } ?? 0)) == number
                }) else { return nil }
                guard numbers, specifier.position == nil else { return specifier.text }
                var text = specifier.text
                text.insert(contentsOf: "\(number)$", at: text.index(after: text.startIndex))
                return text
            }
            if missing.count == never.count {
                return "write \(missing.joined(separator: " and ")) where \(never.count == 1 ? "it goes" : "they go")"
            }
        }
        return general
    }

    private static let ordinals = ["the first ", "the second ", "the third ", "a later "]

    /// Whether an entry's value holds a `%#@` reference (read in its bytes).
    fileprivate static func hasReference(_ entry: StringsEntry) -> Bool {
        entry.withStringValueUTF8 { bytes in
            guard bytes.count > 2 else { return false }
            for index in 1..<(bytes.count - 1) where bytes[index] == UInt8(ascii: "#") && bytes[index + 1] == UInt8(ascii: "@") {
                return true
            }
            return false
        } ?? false
    }

    /// Whether a translation that reads `actual` reads otherwise than its source (`expected`) means, nil being no
    /// `%` at all; `key`, a catalog key that is itself a format, lists what the code passes.
    fileprivate static func mismatch(
        _ actual: FormatSignature?, _ expected: FormatSignature?, key: FormatSignature?, isFormatted: Bool = false
    ) -> Bool {
        guard actual != nil || expected != nil else { return false }
        // A source whose only `%`s are misread percent signs (`100% guaranteed`) may be a label that is never
        // formatted: `invalid-format-specifier` says so once, on the source, and its translations write the
        // percent sign as they like. Unless the code is known to format it.
        if let expected, !expected.readsAsFormat, !isFormatted { return false }
        // Compared by the arguments meant: a percent sign before a space (`100 % des`) reads none, and a space
        // flag on a specifier the source means (`% ld`) is only a flag.
        let actualArguments = actual?.intendedArguments ?? []
        let expectedArguments = expected?.intendedArguments ?? []
        if actual?.readsAsMeant(by: expected) ?? expectedArguments.isEmpty { return false }
        // A catalog key that is a format lists what the code passes: a translation may read what the key reads
        // where the source's value drops it ("starred" for `%lld`), as long as it keeps what the source reads.
        if let keyArguments = key.map({ Set($0.intendedArguments) }), Set(actualArguments).isSubset(of: keyArguments),
           Set(expectedArguments).isSubset(of: Set(actualArguments)) { return false }
        return true
    }
}

/// A String Catalog's strings as printf reads them: `%#@name@` is its substitution's argument (`argNum`, else the
/// reference's place), of the kind its `formatSpecifier` names, not an object.
private struct CatalogReadings {
    let entries: [String: StringCatalog.Entry]

    init(catalog: StringCatalog?) {
        entries = Dictionary((catalog?.entries ?? []).map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
    }

    func hasSubstitutions(_ key: String) -> Bool {
        entries[key]?.localizations.values.contains { !$0.substitutions.isEmpty } ?? false
    }

    /// `reading` of the value of `entry` in `language`, its `%#@name@` references read as their substitutions.
    func reading(_ reading: FormatSignature, of entry: StringsEntry, in language: String) -> FormatSignature {
        guard let value = entry.value.stringValue, value.contains("#@"),
              let unit = entries[entry.key]?.localizations[language], !unit.substitutions.isEmpty else { return reading }
        let text = Self.replacingReferences(in: value) { number, name in
            guard let substitution = unit.substitutions.last(where: { $0.name == name }),
                  let specifier = substitution.formatSpecifier, FormatString.ArgumentKind(valueType: specifier) != nil
            else { return nil }
            let argument = substitution.argumentNumber ?? number
            return argument.map { "%\($0)$\(specifier)" } ?? "%" + specifier
        }
        return FormatSignature(text)
    }

    /// The key's reading when the key is itself a format (Xcode extracts `"Saved \(count)"` as `Saved %lld`).
    static func keyReading(_ key: String) -> FormatSignature? {
        guard key.contains("%") else { return nil }
        let reading = FormatSignature(key)
        return reading.readsAsFormat && !reading.hasMisreadPercent ? reading : nil
    }

    /// `text` with each `%#@name@` (`%2$#@name@`) replaced by `replacement(number written, name)`, kept when it
    /// gives nil.
    private static func replacingReferences(in text: String, with replacement: (Int?, String) -> String?) -> String {
        var result = ""
        var rest = Substring(text)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            var cursor = rest.index(after: percent)
            let digits = rest[cursor...].prefix { $0.isASCII && $0.isNumber }
            var number: Int?
            if !digits.isEmpty, rest[digits.endIndex...].first == "$" {
                number = Int(digits)
                cursor = rest.index(after: digits.endIndex)
            }
            if rest[cursor...].hasPrefix("#@"), let end = rest[rest.index(cursor, offsetBy: 2)...].firstIndex(of: "@") {
                let name = String(rest[rest.index(cursor, offsetBy: 2)..<end])
                if let replaced = replacement(number, name) {
                    result += replaced
                    rest = rest[rest.index(after: end)...]
                    continue
                }
            }
            result.append("%")
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                result.append("%")
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }
}
