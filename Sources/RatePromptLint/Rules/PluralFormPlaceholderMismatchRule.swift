import RatePromptFormats
import RatePromptCore

/// A plural form that reads its arguments unlike the variable's `other` form (`.stringsdict`), or a String Catalog's
/// plural, device or substitution form that reads them unlike the source language's.
package struct PluralFormPlaceholderMismatchRule: LintRule {
    package static let description = RuleDescription(
        id: "plural-form-placeholder-mismatch", category: .copy, severity: .error,
        summary: "A plural or device form reads an argument as another type, or one that \"other\" (in a "
            + ".stringsdict) or the source language's form (in a String Catalog) does not read: a form may leave the "
            + "number out (\"an hour\"), never change it.",
        rationale: "Every form of a variable is formatted with the same arguments. A form that reads the count as "
            + "an object (%@ where other has %d), or an argument other never reads, prints garbage or crashes for "
            + "exactly the counts of that category, which a test in the developer's language never reaches.",
        triggering: [
            LintExample(.stringsdict("ru", """
                <key>files</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
                    <key>count</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>d</string>
                        <key>one</key><string>%d файл</string>
                        <key>few</key>↓<string>%@ файла</string>
                        <key>many</key><string>%d файлов</string>
                        <key>other</key><string>%d файла</string>
                    </dict>
                </dict>
                """)),
            LintExample(.init("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld files" : {
                      "localizations" : {
                        "en" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                        } } },
                        "de" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "eine Datei" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : ↓"%@ Dateien" } }
                        } } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)),
        ],
        nonTriggering: [
            // A form may leave the number out, and refer to another variable.
            LintExample(.stringsdict("en", """
                <key>files</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@hours@</string>
                    <key>hours</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>ld</string>
                        <key>one</key><string>an hour in %#@rooms@</string>
                        <key>other</key><string>%ld hours in %#@rooms@</string>
                    </dict>
                    <key>rooms</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>ld</string>
                        <key>one</key><string>one room</string>
                        <key>other</key><string>%ld rooms</string>
                    </dict>
                </dict>
                """)),
        ])

    package init() {}

    package func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        if case .catalog(let catalog) = file { return check(catalog) }
        guard case .pluralTable(let table) = file else { return [] }
        var findings: [LintFinding] = []
        for (entry, variant, format) in table.dictionary.formats {
            for variable in format.variables where variable.isWellFormed {
                guard let other = variable.form("other") else { continue }
                let expected = Self.signature(other.text.value)
                let allowed = Set(expected.arguments)
                for form in variable.forms where form.category != "other" {
                    let signature = Self.signature(form.text.value)
                    guard !Set(signature.arguments).isSubset(of: allowed) else { continue }
                    findings.append(finding(
                        "\(PluralTable.place(entry.key, variant: variant)): the \"\(form.category)\" form of "
                            + "variable \"\(variable.name)\"\(table.inLocalization) reads \(signature.summary) where "
                            + "\"other\" reads \(expected.summary): String(format:) would print garbage or crash",
                        at: SourceLocation(path: table.dictionary.path, position: form.text.position), key: entry.key))
                }
            }
        }
        return findings
    }

    /// A String Catalog's plural, device and substitution forms against the source language's: each form of a
    /// translation may read only what the source's form of the same place reads (its `other` form, for a plural
    /// one), with the same types; the base text is `placeholder-mismatch`'s.
    private func check(_ catalog: StringCatalog) -> [LintFinding] {
        guard catalog.isLoadable, let sourceLanguage = catalog.sourceLanguage else { return [] }
        var findings: [LintFinding] = []
        for (entry, language, unit) in catalog.liveLocalizations
        where language != sourceLanguage && entry.shouldTranslate && !unit.forms.isEmpty {
            guard let source = entry.localizations[sourceLanguage] else { continue }
            for form in unit.forms {
                let reference = source.form(name: form.name, category: form.category == nil ? nil : "other")
                    ?? source.form(name: form.name, category: form.category)
                guard let expectedText = reference?.value ?? (source.forms.isEmpty ? source.value : nil) else { continue }
                let expected = Self.signature(expectedText)
                let signature = Self.signature(form.value)
                guard !Set(signature.arguments).isSubset(of: Set(expected.arguments)) else { continue }
                let place = [form.name, form.category].compactMap { $0 }.joined(separator: ", ")
                findings.append(finding(
                    "\"\(entry.key)\" (\(place)) in \(language) reads \(signature.summary) where \(sourceLanguage) reads "
                        + "\(expected.summary): String(format:) would print garbage or crash",
                    at: SourceLocation(path: catalog.path, position: form.position), key: entry.key))
            }
        }
        return findings
    }

    /// What printf reads of a form besides its references to other variables, and a catalog substitution's `%arg`
    /// (its argument, typed by the substitution's `formatSpecifier`).
    static func signature(_ text: String) -> FormatSignature {
        FormatSignature(StringsDictionary.removingVariableReferences(from: text).replacingOccurrences(of: "%arg", with: ""))
    }
}
