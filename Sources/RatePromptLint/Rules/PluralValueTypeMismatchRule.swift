import RatePromptFormats
import RatePromptCore

/// `NSStringFormatValueTypeKey` naming another kind of argument than the forms read.
package struct PluralValueTypeMismatchRule: LintRule {
    package static let description = RuleDescription(
        id: "plural-value-type-mismatch", category: .copy, severity: .error,
        summary: "A plural variable's NSStringFormatValueTypeKey is no printf conversion, or names another kind of "
            + "argument (integer, floating point, object) than its forms read.",
        rationale: "Foundation reads the count with the value type to choose the form, and the forms read it again "
            + "with their own specifiers: a type of another kind chooses the form from the wrong bytes, and a form "
            + "that reads the count as an object crashes. Checked where the variable is the format's only argument, "
            + "the common case, so the forms' argument 1 is the count; a differing length (d and ld) is left alone.",
        triggering: [
            LintExample(.stringsdict("en", """
                <key>files</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
                    <key>count</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key>↓<string>@</string>
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
                    <key>NSStringLocalizedFormatKey</key><string>%1$#@count@</string>
                    <key>count</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>ld</string>
                        <key>one</key><string>one file</string>
                        <key>other</key><string>%d files</string>
                    </dict>
                </dict>
                """)),
        ])

    package init() {}

    package func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .pluralTable(let table) = file else { return [] }
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
                let read = Set(variable.forms.flatMap { form in
                    FormatSignature(StringsDictionary.removingVariableReferences(from: form.text.value)).arguments
                        .filter { $0.number == 1 }.map(\.kind)
                })
                guard let other = read.subtracting([declared]).sorted().first else { continue }
                findings.append(finding(
                    "\(place): variable \"\(variable.name)\"\(table.inLocalization) declares its count as "
                        + "\(declared.rawValue) (\"\(valueType.value)\"), but its forms read it as \(other.rawValue)",
                    at: location, key: entry.key))
            }
        }
        return findings
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
