import Foundation
import RatePromptFormats
import RatePromptCore

/// A translation that reads exactly like the source.
package struct UntranslatedRule: LintRule {
    package static let description = RuleDescription(
        id: "untranslated", category: .copy, severity: .warning,
        summary: "A value identical to the source localization's in another language (allow-list: `allowed_untranslated`); "
            + "a table with half or more of its strings (and at least 10) so is one finding.",
        rationale: "A copied-in English string ships English to that language's users. Regional variants of the "
            + "source language (`en-GB`), values without letters and the app's names in InfoPlist.strings "
            + "(`CFBundleDisplayName`, `CFBundleName`, `NSHumanReadableCopyright`) are exempt; list brand names and `OK` under "
            + "`allowed_untranslated` in `.rateprompt.yml`. A table mostly left in the source language is one "
            + "defect (a language added and never translated), reported once with its count.",
        triggering: [
            LintExample(
                .strings("en", "\"iRateRateButton\" = \"Rate Now\";\n"),
                .strings("fr", "\"iRateRateButton\" = ↓\"Rate Now\";\n")),
            // A String Catalog's plural form left in the source language.
            LintExample(.catalog(strings: """
                    "%lld ratings" : {
                      "localizations" : {
                        "en" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld rating" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld ratings" } }
                        } } },
                        "ar" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "تقييم واحد" } },
                          "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld تقييمات" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : ↓"%lld ratings" } }
                        } } }
                      }
                    }
                """)),
            // A table mostly left in English: one finding, at its first such string.
            LintExample(
                .strings("en", (1...12).map { "\"step.\($0)\" = \"Step \($0) of the tour\";\n" }.joined()),
                .strings("de", "\"step.1\" = \"Schritt 1 der Tour\";\n\"step.2\" = ↓\"Step 2 of the tour\";\n"
                    + (3...12).map { "\"step.\($0)\" = \"Step \($0) of the tour\";\n" }.joined())),
        ],
        nonTriggering: [
            LintExample(
                .strings("en", "\"iRateRateButton\" = \"Rate Now\";\n\"ok\" = \"OK\";\n"),
                .strings("en-GB", "\"iRateRateButton\" = \"Rate Now\";\n\"ok\" = \"OK\";\n"),
                .strings("fr", "\"iRateRateButton\" = \"Noter\";\n\"ok\" = \"OK\";\n"),
                .lintConfiguration("allowed_untranslated: [OK]\n")),
            // The app's name in InfoPlist.strings stays the brand.
            LintExample(
                .strings("en", "\"CFBundleDisplayName\" = \"Ledger\";\n", table: "InfoPlist"),
                .strings("fr", "\"CFBundleDisplayName\" = \"Ledger\";\n", table: "InfoPlist")),
            // A plural string's format: the words are in its variable's forms.
            LintExample(
                .strings("en", "\"files\" = \"%#@files@\";\n"),
                .strings("fr", "\"files\" = \"%#@files@\";\n")),
        ])

    package init() {}

    package func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        if case .catalog(let catalog) = file { return check(catalog, in: context) }
        guard case .table(let table) = file, table.localization != "Base",
              let source = context.sourceLintTable(for: table),
              LocalizationName.language(of: table.localization) != LocalizationName.language(of: source.table.localization)
        else { return [] }
        let (identical, compared) = Self.identicalEntries(table, source: source, in: context)
        // A table mostly left in the source language (a language added by a translation platform and never worked
        // on) is one defect: one finding says so, where thousands of lines would bury the rest of the lint.
        if Linter.isUnfinished(identical.count, of: compared) {
            let keys = identical.prefix(3).map { "\"\(VisibleText.line($0.key))\"" }.joined(separator: ", ")
            return [finding(
                "\(identical.count) of \(compared) strings in \(table.localization) are the same as in "
                    + "\(source.table.localization) (\(identical.count * 100 / compared) %): the table is mostly "
                    + "untranslated (\(keys)\(identical.count > 3 ? ", …" : ""))",
                at: context.valueLocation(identical[0], in: table))]
        }
        return identical.map { entry in
            finding("\"\(entry.key)\" in \(table.localization) is the same as in \(source.table.localization)",
                    at: context.valueLocation(entry, in: table), key: entry.key)
        }
    }

    /// The keys of InfoPlist.strings that name the app or its owner: the same in every language by design.
    static let infoPlistNames: Set<String> = ["CFBundleDisplayName", "CFBundleName", "NSHumanReadableCopyright"]

    /// The entries of `table` that read exactly like the source's (words, not allowed), and how many of its
    /// entries with words were compared.
    private static func identicalEntries(
        _ table: LocalizationProject.Table, source: LintTable, in context: LintContext
    ) -> (identical: [StringsEntry], compared: Int) {
        let translation = context.lintTable(table)
        let allowed = context.settings.allowedUntranslated
        let names = table.name == "InfoPlist" && !table.isFromCatalog ? infoPlistNames : []
        var identical: [StringsEntry] = []
        var compared = 0
        for (offset, entry) in translation.entries.enumerated() {
            guard let sourceOffset = translation.sourceIndex(ofEntryAt: offset), case .string(let value) = entry.value,
                  allowed.isEmpty || (!allowed.contains(entry.key) && !allowed.contains(value)), hasWords(value),
                  names.isEmpty || !names.contains(entry.key)
            else { continue }
            compared += 1
            if sameValue(entry, source.entries[sourceOffset]) { identical.append(entry) }
        }
        return (identical, compared)
    }

    /// Whether the language table of a catalog is reported as a whole (see `Linter.isUnfinished`).
    private static func isMostlyUntranslated(_ catalog: StringCatalog, _ language: String, in context: LintContext) -> Bool {
        guard let table = context.project.tables.first(where: { $0.file.path == catalog.path && $0.localization == language
                  && $0.name == catalog.tableName }),
              let source = context.sourceLintTable(for: table) else { return false }
        let (identical, compared) = identicalEntries(table, source: source, in: context)
        return Linter.isUnfinished(identical.count, of: compared)
    }

    /// A String Catalog's plural, device and substitution forms (its base texts are checked as tables): a form that
    /// reads exactly like the source language's form of the same place (its `other` form, for a plural category the
    /// source does not have).
    private func check(_ catalog: StringCatalog, in context: LintContext) -> [LintFinding] {
        guard catalog.isLoadable, let sourceLanguage = catalog.sourceLanguage else { return [] }
        let allowed = context.settings.allowedUntranslated
        var findings: [LintFinding] = []
        // A language whose strings are reported as a whole (see `Linter.isUnfinished`) is not listed form by form.
        var reportedWhole: [String: Bool] = [:]
        for (entry, language, unit) in catalog.liveLocalizations
        where entry.shouldTranslate && !unit.forms.isEmpty
            && LocalizationName.language(of: language) != LocalizationName.language(of: sourceLanguage) {
            if reportedWhole[language] == nil {
                reportedWhole[language] = Self.isMostlyUntranslated(catalog, language, in: context)
            }
            if reportedWhole[language] == true { continue }
            guard let source = entry.localizations[sourceLanguage], !allowed.contains(entry.key) else { continue }
            for form in unit.forms {
                let reference = source.form(name: form.name, category: form.category)
                    ?? source.form(name: form.name, category: form.category == nil ? nil : "other")
                guard let reference, reference.value == form.value, !allowed.contains(form.value),
                      Self.hasWords(form.value) else { continue }
                let place = [form.name, form.category].compactMap { $0 }.joined(separator: ", ")
                findings.append(finding(
                    "\"\(entry.key)\" (\(place)) in \(language) is the same as in \(sourceLanguage)",
                    at: SourceLocation(path: catalog.path, position: form.position), key: entry.key))
            }
        }
        return findings
    }

    /// Whether both values are strings that Swift's `==` finds equal (canonically equivalent), compared in the
    /// files' bytes: equal bytes are equal strings, and different ASCII bytes are different ones.
    static func sameValue(_ entry: StringsEntry, _ original: StringsEntry) -> Bool {
        let compared = entry.withStringValueUTF8 { value in
            original.withStringValueUTF8 { other -> Bool? in
                if value.count == other.count, value.isEmpty || memcmp(value.baseAddress!, other.baseAddress!, value.count) == 0 {
                    return true
                }
                return isASCII(value) && isASCII(other) ? false : nil
            }
        }
        switch compared {
        case .some(.some(.some(let same))): return same
        case .some(.some(.none)): return entry.value == original.value
        default: return false
        }
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var high: UInt64 = 0
        var index = 0
        let raw = UnsafeRawBufferPointer(bytes)
        while index + 8 <= bytes.count {
            high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            high |= UInt64(bytes[index])
            index += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// Letters outside printf specifiers and `%#@variable@` references: "%@", "1/5" or a plural string's format
    /// "%#@count@" need no translation.
    static func hasWords(_ value: String) -> Bool {
        FormatString(StringsDictionary.removingVariableReferences(from: value)).pieces.contains { piece in
            if case .text(let text) = piece { return text.unicodeScalars.contains { $0.properties.isAlphabetic } }
            return false
        }
    }
}
