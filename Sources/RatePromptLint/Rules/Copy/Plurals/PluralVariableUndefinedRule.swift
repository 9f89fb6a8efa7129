import RatePromptFormats
import RatePromptCore

/// A `%#@name@` reference without its variable, or a variable nothing refers to.
struct PluralVariableUndefinedRule: LintRule {
    static let description = RuleDescription(
        id: "plural-variable-undefined", category: .copy, severity: .error,
        summary: "A %#@name@ in a .stringsdict format has no variable dictionary of that name.",
        rationale: "Foundation replaces %#@name@ with the form of the variable called name; without that dictionary "
            + "the reference has nothing to become and the text is shown broken.",
        triggering: [
            LintExample(.stringsdict("en", key: "files", format: "↓%#@count@ in %#@folders@",
                .variable("count", type: "d", ["one": "%d file", "other": "%d files"]))),
            LintExample(.catalog(strings: """
                    "%lld files" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : ↓"%#@count@ Dateien" } }
                      }
                    }
                """)),
        ],
        nonTriggering: [
            LintExample(.stringsdict("en", key: "files", format: "%1$#@count@, 100%% sure",
                .variable("count", type: "d", ["one": "%d file", "other": "%d files"]))),
        ])

    init() {}

    /// Names of one or two letters are too short to guess between.
    static func distance(_ candidate: String) -> Int {
        candidate.count < 3 ? 0 : DidYouMean.usualDistance(candidate)
    }

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        switch file {
        case .pluralTable(let table):
            return table.dictionary.formats.flatMap { entry, variant, format in
                let defined = Set(format.variables.map(\.name) + format.unreadableVariableNames)
                return format.references.filter { !defined.contains($0) }.map { name in
                    finding(
                        "\(PluralTable.place(entry.key, variant: variant))\(table.inLocalization) refers to "
                            + "%#@\(name)@, but no variable \"\(name)\" is defined" + Self.hint(name, among: defined),
                        at: FileLocation(path: table.dictionary.path, position: format.format.position), key: entry.key)
                }
            }
        case .catalog(let catalog):
            // In a String Catalog the variables are the localization's `substitutions`.
            var findings: [LintFinding] = []
            for (entry, language, unit) in catalog.liveLocalizations where entry.shouldTranslate {
                // A reference (`%#@name@`) needs a `#`: most units have none, and no names are gathered for them.
                guard unit.texts.contains(where: { $0.utf8.contains(UInt8(ascii: "#")) }) else { continue }
                let defined = Set(unit.substitutions.map(\.name))
                var seen: Set<String> = []
                for name in unit.texts.flatMap(StringsDictionary.variableReferences(in:))
                where !defined.contains(name) && seen.insert(name).inserted {
                    findings.append(finding(
                        "\"\(entry.key)\" in \(language) refers to %#@\(name)@, but it has no substitution \"\(name)\""
                            + Self.hint(name, among: defined),
                        at: FileLocation(path: catalog.path, position: unit.position), key: entry.key))
                }
            }
            return findings
        default:
            return []
        }
    }

    static func hint(_ name: String, among defined: Set<String>) -> String {
        DidYouMean.nearest(name, among: defined.sorted(), maximumDistance: distance).map(DidYouMean.hint) ?? ""
    }
}
