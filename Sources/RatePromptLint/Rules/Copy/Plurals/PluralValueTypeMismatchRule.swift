import RatePromptFormats
import RatePromptCore

/// `NSStringFormatValueTypeKey` (a `.stringsdict`) or a substitution's `formatSpecifier` (a String Catalog) naming
/// another kind of argument than the forms read.
struct PluralValueTypeMismatchRule: LintRule {
    static let description = RuleDescription(
        id: "plural-value-type-mismatch", category: .copy, severity: .error,
        summary: "A plural variable's NSStringFormatValueTypeKey, or a String Catalog substitution's formatSpecifier, "
            + "is no printf conversion, or names another kind of argument (integer, floating point, object) than its "
            + "forms read; or a `%#@name@` reads another argument than its count (`%#@COUNT@` after `%1$@ %2$@` "
            + "reads argument 1: write `%3$#@COUNT@`).",
        rationale: "Foundation reads the count with the value type to choose the form, and the forms read it again "
            + "with their own specifiers: a type of another kind chooses the form from the wrong bytes, and a form "
            + "that reads the count as an object crashes. Checked where the variable is the format's only argument, "
            + "the common case, so the forms' argument 1 is the count; a differing length (d and ld) is left alone. "
            + "A `%#@name@` without a number reads the next argument of the specifiers without one, so after "
            + "`%1$@ invited %2$@` it reads argument 1, a name, to choose the form: the one, few or many form never "
            + "shows. That is reported where the format reads the argument as another kind, or where the variable is "
            + "the whole format and its forms read the count at one other numbered argument (`%3$ld`), with the "
            + "number to write. A mistake the translations copy from their source is reported once, at the source, "
            + "with the number of copies and a note at each. The `.stringsdict` Xcode generates from an intent "
            + "definition (keys with `${parameter}`) is left alone: the build writes it again, and the type is set in the "
            + "intent definition.",
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
            // The count bound to argument 1, a name, in the source and in its copies: one finding, at the source.
            LintExample(
                invited("en", format: "↓%1$@ invited %2$@ and %#@COUNT@", one: "%ld other", other: "%ld others"),
                invited("de", format: "%1$@ hat %2$@ und %#@COUNT@ eingeladen",
                        one: "%ld weitere Person", other: "%ld weitere Personen"),
                invited("fr", format: "%1$@ a invité %2$@ et %#@COUNT@", one: "%ld autre", other: "%ld autres")),
            // The variable is the whole format, and its forms read the count as argument 3.
            LintExample(invited("en", format: "↓%#@COUNT@", one: "%1$@ invited %2$@ and %3$ld other",
                                other: "%1$@ invited %2$@ and %3$ld others")),
        ],
        nonTriggering: [
            // Generated from an intent definition on every build: its keys name the intent's parameters.
            LintExample(.stringsdict("en", key: "${count} tallies", format: "%#@count@",
                .variable("count", type: "@", ["one": "%d tally", "other": "%d tallies"]))),
            LintExample(invited("en", format: "%1$@ invited %2$@ and %3$#@COUNT@",
                                one: "%3$ld other", other: "%3$ld others")),
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

    /// `<localization>.lproj/Localizable.stringsdict` whose "invited" reads the plural variable COUNT, an `ld`.
    private static func invited(_ localization: String, format: String, one: String, other: String) -> LintExample.File {
        .stringsdict(localization, key: "invited", format: format, .variable("COUNT", type: "ld", ["one": one, "other": other]))
    }

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        if case .catalog(let catalog) = file { return check(catalog) }
        guard case .pluralTable(let table) = file else { return [] }
        let source = context.source(ofPluralTable: table)
        var problems = Self.problems(in: table, source: source.map { PluralSourceFormats(pluralTable: $0.pluralTable, table: $0.table) })
        // A translation's mistake that its source makes too (the same variable, read the same wrong way) is the
        // source's finding.
        if let sourcePlurals = source?.pluralTable {
            let sourceProblems = Set(Self.problems(in: sourcePlurals, source: nil).map(\.identity))
            problems.removeAll { sourceProblems.contains($0.identity) }
        }
        guard !problems.isEmpty else { return [] }
        let translations = context.translations(ofPluralTable: table)
        let copies = translations.map { translation in
            (translation.localization,
             Dictionary(Self.problems(in: translation, source: context.sourceFormats(ofPluralTable: translation))
                .map { ($0.identity, $0.location) }, uniquingKeysWith: { first, _ in first }))
        }
        return problems.map { problem in
            CopiedDefect(copies.compactMap { localization, found in
                found[problem.identity].map { CopiedDefect.Copy(localization: localization, location: $0) }
            }).applied(to: finding(problem.message, at: problem.location, key: problem.key))
        }
    }

    /// One mistake of a `.stringsdict`, with what identifies it across localizations: the key, variant and variable,
    /// and the mistake itself, so that a translation's copy of its source's mistake is known as one.
    private struct Problem {
        var key: String
        var identity: String
        var message: String
        var location: FileLocation
    }

    /// The mistakes of `table`'s plural variables: a value type that is no conversion, a variable that reads
    /// another argument than its count, and a count read as another kind than its value type.
    private static func problems(in table: PluralTable, source: PluralSourceFormats?) -> [Problem] {
        var problems: [Problem] = []
        // Xcode writes the strings of an intent definition's parameters (`${count}` in their keys) into a
        // `.stringsdict` it generates on every build: an edit there is lost, and the intent definition is where the
        // type is set.
        for (entry, variant, format) in table.dictionary.formats where !entry.key.contains("${") {
            let place = "\(PluralTable.place(entry.key, variant: variant))"
            func identity(_ variable: String, _ mistake: String) -> String {
                [entry.key, variant ?? "", variable, mistake].joined(separator: "\u{0}")
            }
            // Only a format whose one argument is a single variable: that variable's count is argument 1.
            let references = StringsDictionary.variableReferences(in: format.format.value)
            let rest = FormatSignature(StringsDictionary.removingVariableReferences(from: format.format.value))
            let onlyVariable = references.count == 1 && rest.specifierCount == 0 ? references.first : nil
            let readings = Self.readings(of: format.format.value)
            for variable in format.variables where variable.isWellFormed {
                guard let valueType = variable.valueType else { continue }
                let location = FileLocation(path: table.dictionary.path, position: valueType.position)
                guard let declared = FormatString.ArgumentKind(valueType: valueType.value) else {
                    problems.append(Problem(
                        key: entry.key, identity: identity(variable.name, "type \(valueType.value)"),
                        message: "\(place): NSStringFormatValueTypeKey \"\(valueType.value)\" of variable "
                            + "\"\(variable.name)\"\(table.inLocalization) is no printf conversion (d, ld, lld, u, f, @, …)",
                        location: location))
                    continue
                }
                if let binding = Self.binding(of: variable, declared: declared, readings: readings,
                                              isOnlyArgument: variable.name == onlyVariable) {
                    problems.append(Problem(
                        key: entry.key, identity: identity(variable.name, "argument \(binding.read) for \(binding.count)"),
                        message: "\(place)\(table.inLocalization): \(binding.message)",
                        location: FileLocation(path: table.dictionary.path, position: format.format.position)))
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
                problems.append(Problem(
                    key: entry.key, identity: identity(variable.name, "kind \(declared) as \(other)"),
                    message: "\(place): variable \"\(variable.name)\"\(table.inLocalization) declares its count as "
                        + "\(declared.rawValue) (\"\(valueType.value)\"), but its forms read it as \(other.rawValue)",
                    location: location))
            }
        }
        return problems
    }

    /// One specifier of a format and the argument it reads; `variable` names a `%#@name@` reference.
    private struct Reading {
        var number: Int
        var specifier: FormatString.Specifier
        var variable: String?
    }

    /// The specifiers of a format in order, numbered as printf numbers them (an explicit `n$`, else the next of the
    /// specifiers without one), `%#@name@` references among them.
    private static func readings(of text: String) -> [Reading] {
        let format = FormatString(text)
        var readings: [Reading] = []
        var next = 1
        var pieces = format.pieces[...]
        while let piece = pieces.popFirst() {
            guard case .specifier(let specifier) = piece else { continue }
            let number: Int
            if let position = specifier.position { number = position } else { number = next; next += 1 }
            var variable: String?
            if specifier.conversion == "@", specifier.options.contains("#"), case .text(let after)? = pieces.first,
               let end = after.firstIndex(of: "@"), end != after.startIndex {
                variable = String(after[..<end])
            }
            readings.append(Reading(number: number, specifier: specifier, variable: variable))
        }
        return readings
    }

    /// A variable bound to an argument that is not its count, and the fix: the format reads that argument as
    /// another kind (`%1$@ and %2$@ and %#@COUNT@` reads argument 1, a name, as the count), or, for a format that
    /// is the variable alone, its forms read the count of its kind at one other argument (`%1$@ and %3$ld more`).
    private static func binding(
        of variable: StringsDictionary.Variable, declared: FormatString.ArgumentKind, readings: [Reading],
        isOnlyArgument: Bool
    ) -> (read: Int, count: Int, message: String)? {
        guard let own = readings.first(where: { $0.variable == variable.name }) else { return nil }
        let reference = own.specifier.text + variable.name + "@"
        let others = readings.filter { $0.variable != variable.name }
        let formSpecifiers = variable.forms.flatMap { FormatString(StringsDictionary.removingVariableReferences(from: $0.text.value)).specifiers }
        if let conflict = others.first(where: { $0.number == own.number && $0.specifier.argumentKind != declared
                                                  && $0.variable == nil }) {
            // The count is the first argument nothing else in the format reads.
            let taken = Set(others.map(\.number))
            let count = (1...).first { !taken.contains($0) }!
            var fix = "write %\(count)$#@\(variable.name)@"
            let unnumbered = formSpecifiers.filter { $0.position == nil && $0.argumentKind == declared }
            if let example = unnumbered.first {
                fix += ", and %\(count)$\(example.options)\(example.length)\(example.conversion) for its \(example.text) "
                    + "in its forms"
            }
            return (own.number, count, "\(reference) reads argument \(own.number) as the count (\(declared.rawValue)), "
                + "which \(conflict.specifier.text) reads as \(conflict.specifier.argumentKind.rawValue): the count "
                + "is argument \(count), the first argument nothing else reads; \(fix)")
        }
        guard isOnlyArgument else { return nil }
        let counts = Set(formSpecifiers.filter { $0.argumentKind == declared }.map(\.position))
        guard counts.count == 1, let count = counts.first ?? nil, count != own.number,
              let countSpecifier = formSpecifiers.first(where: { $0.position == count && $0.argumentKind == declared })
        else { return nil }
        let misread = formSpecifiers.first { ($0.position ?? 1) == own.number && $0.argumentKind != declared }
        let reads = misread.map { "argument \(own.number) as \($0.argumentKind.rawValue) (\($0.text)) and " } ?? ""
        return (own.number, count, "\(reference) reads argument \(own.number) as the count (\(declared.rawValue)), but "
            + "its forms read \(reads)the count as argument \(count) (\(countSpecifier.text)): write "
            + "%\(count)$#@\(variable.name)@")
    }

    /// Each substitution's `formatSpecifier`: a printf conversion, and of the kind its forms read the argument as
    /// where they name it with a specifier of their own (`%@` rather than `%arg`). Checked where the substitution is
    /// the string's only argument, so the forms' argument 1 is its argument.
    private func check(_ catalog: StringCatalog) -> [LintFinding] {
        guard catalog.isLoadable else { return [] }
        // Each mistake by what identifies it across languages, with every language that makes it.
        var order: [String] = []
        var found: [String: [(language: String, message: String, location: FileLocation, key: String)]] = [:]
        func add(_ identity: String, _ language: String, _ message: String, _ location: FileLocation, _ key: String) {
            if found[identity] == nil { order.append(identity) }
            found[identity, default: []].append((language, message, location, key))
        }
        for (entry, language, unit) in catalog.liveSubstitutedLocalizations where !unit.substitutions.isEmpty && entry.shouldTranslate {
            let rest = unit.value.map { FormatSignature(StringsDictionary.removingVariableReferences(from: $0)) }
            let references = unit.value.map(StringsDictionary.variableReferences(in:)) ?? []
            let onlySubstitution = references.count == 1 && (rest?.specifierCount ?? 0) == 0 ? references.first : nil
            for substitution in unit.substitutions {
                guard let specifier = substitution.formatSpecifier else { continue }
                let location = FileLocation(path: catalog.path, position: substitution.formatSpecifierPosition)
                let identity = [entry.key, substitution.name, specifier].joined(separator: "\u{0}")
                guard let declared = FormatString.ArgumentKind(valueType: specifier) else {
                    add(identity, language, "\"\(entry.key)\" in \(language): formatSpecifier \"\(specifier)\" of "
                        + "substitution \"\(substitution.name)\" is no printf conversion (d, ld, lld, u, f, @, …)",
                        location, entry.key)
                    continue
                }
                guard substitution.name == onlySubstitution else { continue }
                let forms = unit.forms.filter { $0.name == "substitution \(substitution.name)" }
                let read = Set(forms.flatMap { form in
                    PluralFormSignatures.reading(form.value).arguments.filter { $0.number == 1 }.map(\.kind)
                })
                guard let other = read.subtracting([declared]).sorted().first else { continue }
                add(identity + "\u{0}\(other)", language, "\"\(entry.key)\" in \(language): substitution "
                    + "\"\(substitution.name)\" declares its argument as \(declared.rawValue) (formatSpecifier "
                    + "\"\(specifier)\"), but its forms read it as \(other.rawValue)", location, entry.key)
            }
        }
        // A mistake of the source language that translations copy is one finding, there.
        var findings: [LintFinding] = []
        for identity in order {
            let all = found[identity]!
            guard let source = all.first(where: { $0.language == catalog.sourceLanguage }) else {
                findings += all.map { finding($0.message, at: $0.location, key: $0.key) }
                continue
            }
            findings.append(CopiedDefect(all.filter { $0.language != source.language }.map {
                CopiedDefect.Copy(localization: $0.language, location: $0.location)
            }).applied(to: finding(source.message, at: source.location, key: source.key)))
        }
        return findings
    }

    /// The kinds a form reads its argument 1 as: the count, where the variable is the format's only argument.
    private static func countKinds(_ text: String) -> [FormatString.ArgumentKind] {
        FormatSignature(StringsDictionary.removingVariableReferences(from: text)).arguments.filter { $0.number == 1 }
            .map(\.kind)
    }
}
