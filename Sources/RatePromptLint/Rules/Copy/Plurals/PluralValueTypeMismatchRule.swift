import RatePromptFormats
import RatePromptCore

/// `NSStringFormatValueTypeKey` (a `.stringsdict`) or a substitution's `formatSpecifier` (a String Catalog) naming
/// another kind of argument than the forms read.
package struct PluralValueTypeMismatchRule: LintRule {
    package static let description = RuleDescription(
        id: "plural-value-type-mismatch", category: .copy, severity: .error,
        summary: "A plural variable's NSStringFormatValueTypeKey, or a String Catalog substitution's formatSpecifier, "
            + "is no printf conversion, or names another kind of argument (integer, floating point, object) than its "
            + "forms read.",
        rationale: "Foundation reads the count with the value type to choose the form, and the forms read it again "
            + "with their own specifiers: a type of another kind chooses the form from the wrong bytes, and a form "
            + "that reads the count as an object crashes. Checked where the variable is the format's only argument, "
            + "the common case, so the forms' argument 1 is the count; a differing length (d and ld) is left alone.",
        triggering: [
            LintExample(.stringsdict("en", key: "files", format: "%#@count@",
                .variable("count", type: "↓@", ["one": "%d file", "other": "%d files"]))),
            LintExample(.catalog(strings: """
                    "%lld files" : { "localizations" : { "en" : {
                      "stringUnit" : { "state" : "translated", "value" : "%#@count@" },
                      "substitutions" : { "count" : { "argNum" : 1, "formatSpecifier" : ↓"lu", "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%@ files" } }
                        } } } }
                    } } }
                """)),
            LintExample(.catalog(strings: """
                    "%lld files" : { "localizations" : { "en" : {
                      "stringUnit" : { "state" : "translated", "value" : "%#@count@" },
                      "substitutions" : { "count" : { "argNum" : 1, "formatSpecifier" : ↓"lkk", "variations" : {
                        "plural" : {
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } }
                        } } } }
                    } } }
                """)),
        ],
        nonTriggering: [
            LintExample(.stringsdict("en", key: "files", format: "%1$#@count@",
                .variable("count", type: "ld", ["one": "one file", "other": "%d files"]))),
            // %arg is the substitution's argument, read as its formatSpecifier says; lld and d differ in length only.
            LintExample(.catalog(strings: """
                    "%lld files" : { "localizations" : { "en" : {
                      "stringUnit" : { "state" : "translated", "value" : "%#@count@" },
                      "substitutions" : { "count" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%d files" } }
                        } } } }
                    } } }
                """)),
        ])

    package init() {}

    package func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        if case .catalog(let catalog) = file { return check(catalog) }
        guard case .pluralTable(let table) = file else { return [] }
        let source = context.sourceFormats(ofPluralTable: table)
        var findings: [LintFinding] = []
        for (entry, variant, format) in table.dictionary.formats {
            let place = "\(PluralTable.place(entry.key, variant: variant))"
            // Only a format whose one argument is a single variable: that variable's count is argument 1.
            let references = StringsDictionary.variableReferences(in: format.format.value)
            let rest = FormatSignature(StringsDictionary.removingVariableReferences(from: format.format.value))
            let onlyVariable = references.count == 1 && rest.specifierCount == 0 ? references.first : nil
            for variable in format.variables where variable.isWellFormed {
                guard let valueType = variable.valueType else { continue }
                let location = SourceLocation(path: table.dictionary.path, position: valueType.position)
                guard let declared = Self.kind(valueType.value) else {
                    findings.append(finding(
                        "\(place): NSStringFormatValueTypeKey \"\(valueType.value)\" of variable \"\(variable.name)\""
                            + "\(table.inLocalization) is no printf conversion (d, ld, lld, u, f, @, …)",
                        at: location, key: entry.key))
                    continue
                }
                guard variable.name == onlyVariable else { continue }
                // Where the source's (else this file's) other form reads the count as declared, a form that reads it
                // otherwise is that form's mistake, which plural-form-placeholder-mismatch reports at the form.
                let other = source?.variable(variable.name, of: entry.key, variant: variant)?.form("other")
                    ?? variable.form("other")
                if let other, Self.countKinds(other.text.value).contains(declared) { continue }
                let read = Set(variable.forms.flatMap { Self.countKinds($0.text.value) })
                guard let other = read.subtracting([declared]).sorted().first else { continue }
                findings.append(finding(
                    "\(place): variable \"\(variable.name)\"\(table.inLocalization) declares its count as "
                        + "\(declared.rawValue) (\"\(valueType.value)\"), but its forms read it as \(other.rawValue)",
                    at: location, key: entry.key))
            }
        }
        return findings
    }

    /// Each substitution's `formatSpecifier`: a printf conversion, and of the kind its forms read the argument as
    /// where they name it with a specifier of their own (`%@` rather than `%arg`). Checked where the substitution is
    /// the string's only argument, so the forms' argument 1 is its argument.
    private func check(_ catalog: StringCatalog) -> [LintFinding] {
        guard catalog.isLoadable else { return [] }
        var findings: [LintFinding] = []
        for (entry, language, unit) in catalog.liveLocalizations where !unit.substitutions.isEmpty {
            let rest = unit.value.map { FormatSignature(StringsDictionary.removingVariableReferences(from: $0)) }
            let references = unit.value.map(StringsDictionary.variableReferences(in:)) ?? []
            let onlySubstitution = references.count == 1 && (rest?.specifierCount ?? 0) == 0 ? references.first : nil
            for substitution in unit.substitutions {
                guard let specifier = substitution.formatSpecifier else { continue }
                let location = SourceLocation(path: catalog.path, position: substitution.formatSpecifierPosition)
                guard let declared = Self.kind(specifier) else {
                    findings.append(finding(
                        "\"\(entry.key)\" in \(language): formatSpecifier \"\(specifier)\" of substitution "
                            + "\"\(substitution.name)\" is no printf conversion (d, ld, lld, u, f, @, …)",
                        at: location, key: entry.key))
                    continue
                }
                guard substitution.name == onlySubstitution else { continue }
                let forms = unit.forms.filter { $0.name == "substitution \(substitution.name)" }
                let read = Set(forms.flatMap { form in
                    PluralFormPlaceholderMismatchRule.signature(form.value).arguments.filter { $0.number == 1 }.map(\.kind)
                })
                guard let other = read.subtracting([declared]).sorted().first else { continue }
                findings.append(finding(
                    "\"\(entry.key)\" in \(language): substitution \"\(substitution.name)\" declares its argument as "
                        + "\(declared.rawValue) (formatSpecifier \"\(specifier)\"), but its forms read it as \(other.rawValue)",
                    at: location, key: entry.key))
            }
        }
        return findings
    }

    /// The kinds a form reads its argument 1 as: the count, where the variable is the format's only argument.
    private static func countKinds(_ text: String) -> [FormatString.ArgumentKind] {
        FormatSignature(StringsDictionary.removingVariableReferences(from: text)).arguments.filter { $0.number == 1 }
            .map(\.kind)
    }

    /// The kind of argument a value type reads (`ld` → integer), nil when it is no conversion.
    static func kind(_ valueType: String) -> FormatString.ArgumentKind? {
        // Length modifiers, then one conversion character, and nothing else.
        guard let conversion = valueType.last, valueType.dropLast().allSatisfy({ "hlqLztj".contains($0) }),
              conversion.isASCII, conversion.isLetter || conversion == "@" else { return nil }
        let signature = FormatSignature("%" + valueType)
        guard signature.specifierCount == 1, !signature.hasStrayPercent, signature.arguments.count == 1 else { return nil }
        return signature.arguments[0].kind
    }
}
