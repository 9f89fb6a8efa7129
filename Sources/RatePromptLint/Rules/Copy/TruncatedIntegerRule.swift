import RatePromptFormats
import RatePromptCore

/// A translation that reads as a 32-bit integer (`%d`) an argument its source reads as a 64-bit one (`%lld`, `%ld`).
struct TruncatedIntegerRule: LintRule {
    static let description = RuleDescription(
        id: "truncated-integer", category: .copy, severity: .warning,
        summary: "A translation reads as `%d` or `%i` an argument its source reads as `%lld` or `%ld`: a count above "
            + "2,147,483,647 prints wrong on a 64-bit device.",
        rationale: "Swift's `Int` and Objective-C's `NSInteger` are 64 bits wide on every device Apple ships now, and "
            + "Xcode writes `%lld` for an interpolated integer. `String(format:)` reads as many bits as the specifier "
            + "says: `%d` takes the low 32 bits of the count, so a large count prints as another number, negative "
            + "past 2,147,483,647. Small counts print right, which is why it goes unseen; the types agree, so it is a "
            + "warning rather than `placeholder-mismatch`'s error. Write the source's length (`%lld`, `%ld`). "
            + "`%D`, `%U` and `%O` are long already. A `.stringsdict` form is read from the argument that selects it.",
        triggering: [
            LintExample(
                .strings("en", "\"downloads\" = \"%lld downloads\";\n\"rank\" = \"%1$@ is number %2$ld\";\n"),
                .strings("fr", "\"downloads\" = ↓\"%d téléchargements\";\n\"rank\" = ↓\"%1$@ est numéro %2$i\";\n")),
            LintExample(.catalog(strings: """
                    "%lld downloads" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld downloads" } },
                        "de" : { "stringUnit" : { "state" : "translated", "value" : ↓"%d Downloads" } }
                      }
                    }
                """)),
            LintExample(.xliff("fr", [
                (original: "App/en.lproj/Localizable.strings", units: [
                    (id: "downloads", source: "%lld downloads", target: "↓%d téléchargements"),
                ]),
            ])),
            // A .stringsdict form prints its count from the argument that selects it.
            LintExample(
                .stringsdict("en", key: "downloads by", format: "%#@downloads@ by %@",
                             .variable("downloads", type: "lld", ["one": "%lld download", "other": "%lld downloads"])),
                .stringsdict("fr", key: "downloads by", format: "%#@downloads@ par %@",
                             .variable("downloads", type: "lld", ["one": "%lld téléchargement",
                                                                  "other": "↓%d téléchargements"]))),
        ],
        nonTriggering: [
            LintExample(
                .strings("en", "\"downloads\" = \"%lld downloads\";\n\"page\" = \"Page %d\";\n\"rank\" = \"%2$ld of %1$@\";\n"),
                .strings("fr", "\"downloads\" = \"%lld téléchargements\";\n\"page\" = \"Page %ld\";\n"
                         + "\"rank\" = \"%1$@ : %2$ld\";\n")),
            LintExample(
                .stringsdict("en", key: "downloads by", format: "%#@downloads@ by %@",
                             .variable("downloads", type: "lld", ["one": "%lld download", "other": "%lld downloads"])),
                .stringsdict("fr", key: "downloads by", format: "%2$@ : %1$#@downloads@",
                             .variable("downloads", type: "lld", ["one": "un téléchargement",
                                                                  "other": "%lld téléchargements"]))),
            // The other argument is an integer of the translation's width: what each argument is read as counts.
            LintExample(
                .strings("en", "\"size\" = \"%1$d × %2$lld\";\n"),
                .strings("de", "\"size\" = \"%2$lld × %1$d\";\n")),
        ])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        if case .pluralTable(let table) = file { return check(table, in: context) }
        guard case .table(let table) = file, let source = context.sourceLintTable(for: table),
              LocalizationName.isSelectedByDevices(table.localization) else { return [] }
        let translation = context.lintTable(table)
        let notToTranslate = context.keysNotToTranslate(in: table) ?? []
        var findings: [LintFinding] = []
        for (offset, entry) in translation.entries.enumerated() {
            // Most values have no `%`: their reading, made when the table was prepared, is nil.
            guard translation.format(at: offset) != nil, let sourceOffset = translation.sourceIndex(ofEntryAt: offset),
                  source.format(at: sourceOffset) != nil, notToTranslate.isEmpty || !notToTranslate.contains(entry.key),
                  case .string(let value) = entry.value,
                  // Most translations write no 32-bit integer placeholder at all: a scan of the bytes says so before
                  // the source's placeholders are read.
                  Self.mayReadNarrowInteger(value),
                  let sourceValue = source.entries[sourceOffset].value.stringValue else { continue }
            let wide = Self.integers(sourceValue).filter { Self.isWide($0.value) }
            guard !wide.isEmpty else { continue }
            let narrowed = Self.integers(value).filter { number, specifier in
                wide[number] != nil && Self.isNarrow(specifier)
            }.sorted { $0.key < $1.key }
            guard !narrowed.isEmpty else { continue }
            findings.append(finding(
                Self.message("\"\(entry.key)\" in \(table.localization)", narrowed: narrowed, wide: wide,
                             sourceName: source.table.localization),
                at: context.valueLocation(entry, in: table), key: entry.key))
        }
        return findings
    }

    /// A `.stringsdict` translation against its source's entry: the format key's placeholders and every form's, each
    /// form read from the argument that selects it. One finding per string, at the first placeholder that narrows.
    private func check(_ table: PluralTable, in context: LintContext) -> [LintFinding] {
        guard LocalizationName.isSelectedByDevices(table.localization),
              let source = context.sourceFormats(ofPluralTable: table) else { return [] }
        var findings: [LintFinding] = []
        for (entry, variant, format) in table.dictionary.formats {
            // Most translations write no 32-bit integer placeholder at all: a scan of the bytes says so.
            guard Self.mayReadNarrowInteger(format.format.value)
                    || format.variables.contains(where: { $0.forms.contains { Self.mayReadNarrowInteger($0.text.value) } }),
                  let sourceFormat = source.format(entry.key, variant: variant) else { continue }
            let wide = Self.integers(of: sourceFormat).compactMapValues { $0.first { Self.isWide($0.specifier) } }
            guard !wide.isEmpty else { continue }
            let narrowed = Self.integers(of: format).filter { wide[$0.key] != nil }
                .compactMapValues { $0.first { Self.isNarrow($0.specifier) } }
            guard let first = narrowed.values.min(by: { $0.position < $1.position }) else { continue }
            findings.append(finding(
                Self.message(PluralTable.place(entry.key, variant: variant) + table.inLocalization,
                             narrowed: narrowed.map { ($0.key, $0.value.specifier) }.sorted { $0.0 < $1.0 },
                             wide: wide.mapValues(\.specifier), sourceName: source.localization),
                at: FileLocation(path: table.dictionary.path, position: first.position), key: entry.key))
        }
        return findings
    }

    /// `PLACE reads argument 2 as a 32-bit integer (%d) where en reads a 64-bit one (%lld): …; write %lld for %d`.
    private static func message(
        _ place: String, narrowed: [(Int, FormatString.Specifier)], wide: [Int: FormatString.Specifier], sourceName: String
    ) -> String {
        let readings = narrowed.map { number, specifier in
            "argument \(number) as a 32-bit integer (\(specifier.text)) where \(sourceName) reads a 64-bit one "
                + "(\(wide[number]!.text))"
        }
        let writes = narrowed.map { number, specifier in "\(widened(specifier, like: wide[number]!)) for \(specifier.text)" }
        return "\(place) reads \(readings.joined(separator: ", ")): a count above 2,147,483,647 prints as another number "
            + "on a 64-bit device; write \(writes.joined(separator: ", "))"
    }

    /// Whether `text` may hold an integer placeholder without a length (`%d`, `%2$i`, `%hd`): a scan of its bytes,
    /// true for anything it is unsure of, so that only those texts are parsed.
    private static func mayReadNarrowInteger(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
                index += 1
                // Position, flags, width and precision.
                while index < bytes.count, "0123456789$-+ #'.*".utf8.contains(bytes[index]) { index += 1 }
                guard index < bytes.count else { return false }
                if "diuxXoh".utf8.contains(bytes[index]) { return true }
            }
            return false
        }
    }

    /// The integer placeholders of a `.stringsdict` entry by the argument each prints, in file order: its format
    /// key's, and each variable's forms' read from the argument that selects it.
    private static func integers(of format: StringsDictionary.Format)
        -> [Int: [(specifier: FormatString.Specifier, position: TextPosition)]] {
        var byArgument: [Int: [(specifier: FormatString.Specifier, position: TextPosition)]] = [:]
        func add(_ text: String, from first: Int, at position: TextPosition) {
            for token in FormatKeyReading(text, from: first).tokens where token.variable == nil && token.kind == .integer {
                guard let specifier = FormatString(token.text).specifiers.first, !"cC".contains(specifier.conversion),
                      !specifier.options.contains(" ") else { continue }
                byArgument[token.argument, default: []].append((specifier, position))
            }
        }
        let key = FormatKeyReading(format.format.value)
        add(format.format.value, from: 1, at: format.format.position)
        for variable in format.variables {
            guard let selector = key.argument(of: variable.name) else { continue }
            for form in variable.forms { add(form.text.value, from: selector, at: form.text.position) }
        }
        return byArgument
    }

    /// The integer specifiers of `value` by the argument each reads: its `n$`, else the next in sequence
    /// (CoreFoundation: a numbered specifier does not move the sequence on). `%#@name@` references are left out, and so
    /// is a percent sign misread with a space flag (`% to` reads as `%to`): `invalid-format-specifier`'s.
    static func integers(_ value: String) -> [Int: FormatString.Specifier] {
        var byArgument: [Int: FormatString.Specifier] = [:]
        let format = FormatString(StringsDictionary.removingVariableReferences(from: value))
        for (number, specifier) in zip(format.argumentNumbers, format.specifiers)
        where specifier.argumentKind == .integer && !"cC".contains(specifier.conversion) && !specifier.options.contains(" ")
            && byArgument[number] == nil {
            byArgument[number] = specifier
        }
        return byArgument
    }

    /// `%lld`, `%ld`, `%qd`, `%zd`, `%td`, `%jd`: 64 bits on a 64-bit device; `%D`, `%U`, `%O` are long too.
    private static func isWide(_ specifier: FormatString.Specifier) -> Bool {
        ["l", "ll", "q", "z", "t", "j"].contains(specifier.length) || "DUO".contains(specifier.conversion)
    }

    /// `%d`, `%i`, `%u`, `%x`, … without a length, or with `h`/`hh`: 32 bits or fewer.
    private static func isNarrow(_ specifier: FormatString.Specifier) -> Bool {
        ["", "h", "hh"].contains(specifier.length) && !"DUO".contains(specifier.conversion)
    }

    /// `specifier` with the length of `wide` (`%2$i` → `%2$lli`).
    private static func widened(_ specifier: FormatString.Specifier, like wide: FormatString.Specifier) -> String {
        let length = "DUO".contains(wide.conversion) ? "l" : wide.length
        var text = specifier.text
        text.removeLast(specifier.length.count + 1)
        return text + length + String(specifier.conversion)
    }
}
