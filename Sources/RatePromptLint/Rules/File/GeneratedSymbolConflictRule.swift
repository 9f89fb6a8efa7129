import RatePromptFormats
import RatePromptCore

/// Keys of a String Catalog whose Swift symbols Xcode cannot generate: two that make the same one, or one that makes
/// none. Only where Xcode generates them.
struct GeneratedSymbolConflictRule: LintRule {
    static let description = RuleDescription(
        id: "generated-symbol-conflict", category: .file, severity: .error,
        summary: "Where Xcode generates Swift symbols for a String Catalog (`STRING_CATALOG_GENERATE_SYMBOLS`), two "
            + "keys that make the same symbol (`\"OK\"` and `\"Ok\"` both make `.ok`), or a key that makes none "
            + "(`\"\"`, `\"%lld\"`): the build fails.",
        rationale: "Xcode 26 makes a member of `LocalizedStringResource` from each key the catalog holds by hand "
            + "(`extractionState` `manual`, unless `\"generatesSymbol\" : false`): its words without format "
            + "specifiers and apostrophes, in lowerCamelCase, behind the table's name for a table other than "
            + "`Localizable` (`.Discover.title`). Two keys that make one name stop the build (\"This string key would "
            + "generate the same symbol as …\"), and so does a key with no letter or digit outside its specifiers "
            + "(`xcstringstool generate-symbols` fails). The setting is read from the Xcode project of the targets "
            + "that build the catalog (`YES` in any configuration; a project that leaves it unset builds none, new "
            + "projects of Xcode 26 set it); a Swift package's catalog always gets them. When nothing tells (no "
            + "project, a setting perhaps in an `.xcconfig`), the rule reports only a catalog whose symbols the app's "
            + "Swift uses (`Text(.title)`), which shows they are generated: a collision is no defect in an app that "
            + "never generates them. Rename one of the keys, or uncheck Generate Swift Symbol for it in the "
            + "catalog's inspector.",
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples)

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .catalog(let catalog) = file, catalog.kind == .catalog, catalog.isLoadable else { return [] }
        let entries = catalog.entries.filter { $0.makesGeneratedSymbol }
        guard !entries.isEmpty else { return [] }
        let why: String
        switch context.stringSymbolSettings[catalog.path] ?? .unknown("") {
        case .on(let reason):
            why = reason
        case .off:
            return []
        case .unknown:
            guard context.codeUsesGeneratedSymbols(of: catalog) else { return [] }
            why = "the app's Swift uses the symbols generated from it"
        }
        let symbols = StringSymbolTable(keys: entries.map(\.key), naming: .xcode)
        let positions = Dictionary(entries.map { ($0.key, $0.keyPosition) }, uniquingKeysWith: { first, _ in first })
        let prefix = StringSymbol.xcode.tableName(catalog.tableName).map { ".\($0)." } ?? "."
        var findings: [LintFinding] = []
        for (name, keys) in symbols.collisions {
            // Reported at the second key, as Xcode does, the others as notes.
            let others = keys.filter { $0 != keys[1] }
            findings.append(finding(
                "\"\(keys[1])\" makes the same Swift symbol as \"\(keys[0])\" (\(prefix)\(name))"
                    + (keys.count > 2 ? " and \(keys.count - 2) other key\(keys.count == 3 ? "" : "s")" : "")
                    + ": Xcode generates symbols here (\(why)), and the build fails with \"This string key would "
                    + "generate the same symbol as \"\(keys[0])\"\". Rename one of the keys, or uncheck Generate Swift "
                    + "Symbol for it (\"generatesSymbol\" : false)",
                at: FileLocation(path: catalog.path, position: positions[keys[1]]!), key: keys[1],
                notes: others.map { Diagnostic.Note(location: FileLocation(path: catalog.path, position: positions[$0]!),
                                                    message: "\"\($0)\" makes \(prefix)\(name) too") }))
        }
        for key in symbols.unnamed {
            findings.append(finding(
                "\"\(key)\" makes no Swift symbol (no letter or digit outside its format specifiers): Xcode generates "
                    + "symbols here (\(why)), and xcstringstool generate-symbols fails, and the build with it. Give the "
                    + "string a key with a word, or uncheck Generate Swift Symbol for it (\"generatesSymbol\" : false)",
                at: FileLocation(path: catalog.path, position: positions[key]!), key: key))
        }
        return findings
    }
}
