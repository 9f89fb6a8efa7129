import RatePromptFormats
import RatePromptCore

/// A source string that reads arguments 1 and 3 but never 2, in none of its forms.
struct SkippedArgumentRule: LintRule {
    static let description = RuleDescription(
        id: "skipped-argument", category: .copy, severity: .error,
        summary: "A string in the development language numbers its placeholders past an argument that none of its "
            + "forms reads (`%1$@ … %3$@`): `String(format:)` reads the third argument where the second was passed.",
        rationale: "`String(format:)` learns each argument's type from the placeholders, then takes the arguments off "
            + "the list in order. An argument no placeholder reads has no type, so it is never taken off: the "
            + "placeholder for the next one reads it instead. Every device in the development language shows the "
            + "wrong value, or garbage, or crashes where the types differ. In a `.stringsdict` entry or a String "
            + "Catalog's variations, every form and the format key count together: an argument read by any of them "
            + "is read. Read the skipped argument somewhere (a form that needs no text for it may still name it, as "
            + "`%2$.0s` shows nothing), or renumber the placeholders and the code's arguments. A translation that "
            + "skips an argument its source reads is `placeholder-mismatch`'s.",
        triggering: [
            LintExample(.strings("en", "\"shared\" = ↓\"%1$@ shared %3$@\";\n\"title\" = \"%1$@ of %2$@\";\n")),
            LintExample(.stringsdict("en", key: "files in folder", format: "↓%1$#@files@ in %3$@",
                .variable("files", type: "d", ["one": "%d file", "other": "%d files"]))),
            LintExample(.catalog(strings: """
                    "download.progress" : {
                      "localizations" : {
                        "en" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld file of %3$@" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : ↓"%1$lld files of %3$@" } }
                        } } }
                      }
                    }
                """)),
            LintExample(.xliff("de", [
                (original: "App/en.lproj/Localizable.strings", units: [
                    (id: "shared", source: "↓%1$@ shared %3$@", target: "%1$@ hat %3$@ geteilt"),
                ]),
            ])),
        ],
        nonTriggering: [
            // Unnumbered placeholders cannot skip; numbered ones in another order read every argument.
            LintExample(.strings("en", "\"shared\" = \"%@ shared %@\";\n\"by\" = \"%2$@ by %1$@\";\n")),
            // An argument read by one form is read: the one form may leave the count out.
            LintExample(.stringsdict("en", key: "files in folder", format: "%1$#@files@ in %2$@",
                .variable("files", type: "d", ["one": "a file", "other": "%1$d files"]))),
            LintExample(.catalog(strings: """
                    "download.progress" : {
                      "localizations" : {
                        "en" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "one file of %3$@ (%2$@)" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld files of %3$@" } }
                        } } }
                      }
                    }
                """)),
            // A .stringsdict entry in a translator's XLIFF: its variable's form reads argument 2 from the argument
            // that selects it.
            LintExample(.xliff("de", [
                (original: "App/en.lproj/Localizable.stringsdict", units: [
                    (id: "/files:dict/NSStringLocalizedFormatKey:dict/:string", source: "%1$#@files@ in %3$@",
                     target: "%1$#@files@ in %3$@"),
                    (id: "/files:dict/files:dict/other:dict/:string", source: "%d files of %2$@",
                     target: "%d Dateien von %2$@"),
                ]),
            ])),
            // A translation is held to its source by placeholder-mismatch, not here.
            LintExample(
                .strings("en", "\"shared\" = \"%1$@ shared %2$@\";\n"),
                .strings("de", "\"shared\" = \"%1$@ hat %3$@ geteilt\";\n")),
        ])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        switch file {
        case .table(let table):
            // A catalog's or an XLIFF's strings are read whole, with their variations, below.
            guard !table.isFromCatalog, context.sourceTable(for: table) == nil else { return [] }
            let shadowed = context.keysShadowedByStringsdict(in: table)
            var findings: [LintFinding] = []
            for entry in context.effectiveEntries(of: table) {
                // Only numbered placeholders can skip an argument.
                guard entry.withStringValueUTF8({ $0.contains(UInt8(ascii: "$")) }) == true,
                      let value = entry.value.stringValue, !shadowed.contains(entry.key),
                      let skipped = Self.skipped(in: Set(FormatString(value).argumentNumbers)) else { continue }
                findings.append(finding(Self.message("\"\(entry.key)\"", in: table.localization, skipped),
                                        at: context.valueLocation(entry, in: table), key: entry.key))
            }
            return findings
        case .pluralTable(let table):
            guard context.sourceFormats(ofPluralTable: table) == nil else { return [] }
            return table.dictionary.formats.compactMap { entry, variant, format in
                let texts = [format.format.value] + format.variables.flatMap { $0.forms.map(\.text.value) }
                guard texts.contains(where: { $0.utf8.contains(UInt8(ascii: "$")) }),
                      let skipped = Self.skipped(in: Self.arguments(of: format)) else { return nil }
                return finding(Self.message(PluralTable.place(entry.key, variant: variant), in: table.localization,
                                            skipped),
                               at: FileLocation(path: table.dictionary.path, position: format.format.position),
                               key: entry.key)
            }
        case .catalog(let catalog):
            guard catalog.isLoadable, let sourceLanguage = catalog.sourceLanguage else { return [] }
            return catalog.liveLocalizations.compactMap { entry, language, unit in
                guard language == sourceLanguage,
                      let skipped = Self.skipped(in: Self.arguments(of: unit)) else { return nil }
                let position = unit.forms.last?.position ?? unit.position
                return finding(Self.message("\"\(entry.key)\"", in: language, skipped),
                               at: FileLocation(path: catalog.path, position: position), key: entry.key)
            }
        default:
            return []
        }
    }

    /// The arguments below the highest one read that nothing reads, with the one read in the first one's place;
    /// nil where none is skipped.
    static func skipped(in read: Set<Int>) -> (skipped: [Int], readInstead: Int)? {
        guard let highest = read.max(), highest > 1 else { return nil }
        let skipped = (1..<highest).filter { !read.contains($0) }
        guard let first = skipped.first, let after = read.filter({ $0 > first }).min() else { return nil }
        return (skipped, after)
    }

    /// Every argument a `.stringsdict` entry reads: its format key's, and each variable's forms' from the argument
    /// that selects it (CoreFoundation formats a form from there), a variable named in a form included.
    private static func arguments(of format: StringsDictionary.Format) -> Set<Int> {
        var read: Set<Int> = []
        var selectors: [String: Int] = [:]
        var pending = FormatKeyReading(format.format.value).tokens
        while let token = pending.popLast() {
            read.insert(token.argument)
            guard let name = token.variable, selectors[name] == nil,
                  let variable = format.variables.last(where: { $0.name == name }) else { continue }
            selectors[name] = token.argument
            for form in variable.forms { pending += FormatKeyReading(form.text.value, from: token.argument).tokens }
        }
        return read
    }

    /// Every argument a String Catalog's (or XLIFF's) string reads in one language: its value's, its variations'
    /// and its substitutions' forms, each read from its `argNum` (`%arg` being that one), or, for a `.stringsdict`
    /// entry in an XLIFF (no argNum), from the argument its reference in the value reads.
    private static func arguments(of unit: StringCatalog.Unit) -> Set<Int> {
        var read: Set<Int> = []
        var selectors: [String: Int] = [:]
        for substitution in unit.substitutions {
            if let number = substitution.argumentNumber { selectors[substitution.name] = number }
        }
        // A substitution's forms are read below, from their selector.
        let texts = [unit.value].compactMap { $0 }
            + unit.forms.filter { $0.name?.contains("substitution ") != true }.map(\.value)
        for text in texts where text.contains("%") {
            for token in FormatKeyReading(text).tokens {
                guard let name = token.variable else { read.insert(token.argument); continue }
                let selector = selectors[name] ?? token.argument
                selectors[name] = selector
                read.insert(selector)
            }
        }
        for substitution in unit.substitutions {
            guard let selector = selectors[substitution.name] else { continue }
            read.insert(selector)
            for plural in unit.plurals where plural.owner == .substitution(substitution.name) {
                for form in plural.forms {
                    read.formUnion(FormatKeyReading(substitutionForm: form.value, argument: selector).tokens.map(\.argument))
                }
            }
        }
        return read
    }

    private static func message(_ place: String, in language: String, _ skipped: (skipped: [Int], readInstead: Int))
        -> String {
        let one = skipped.skipped.count == 1
        let numbers = skipped.skipped.map(String.init).joined(separator: ", ")
        return "\(place) in \(language) reads no argument \(numbers), though it reads argument "
            + "\(skipped.readInstead): String(format:) cannot skip an argument it has no placeholder for, so the "
            + "placeholder for argument \(skipped.readInstead) reads argument \(skipped.skipped[0]) in its place (the "
            + "wrong value, garbage or a crash); read argument\(one ? "" : "s") \(numbers) in the text, or number "
            + "the placeholders (and the code's arguments) without the gap"
    }
}
