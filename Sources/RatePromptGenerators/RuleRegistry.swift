import Foundation
import RatePromptLint
import RatePromptSourceLint  // narrow-access: keep (its rules are looked up at run time, by name)

/// The rules as the rule files declare them: what `RuleCatalog.rules`, `RuleCatalog.sourceRuleIDs`,
/// `SourceRuleCatalog.rules` and `Documentation/Rules.md` are generated from (`Generator.rules`), so that a rule is
/// registered by being a file in `Rules/`, and a rule type anywhere else is an error.
///
/// How the rules are found: every Swift file of the two lint modules is scanned for its top-level type declarations
/// (a line that starts, after attributes and modifiers, with `struct`, `class`, `enum` or `actor` and a name), and each
/// name is looked up in the compiled module. The runtime, not the text, says whether a type is a `LintRule`: a rule
/// conforms through `ReaderDiagnosticRule` or an extension as well, which a scan for `: LintRule` would miss and which
/// swift-syntax would not see either (it parses, it does not type-check), while it would bring swift-syntax into the
/// generator. The text only has to give names, which the project's layout makes strict: one rule per file, the file
/// named after it, in the folder of its category. The runtime finds a rule that no registry names yet too (its type is
/// compiled into the module all the same), so one run writes the registries and the page consistently even when a
/// rule was just added; a rule removed or renamed leaves a registry line that no longer compiles, which
/// `scripts/regenerate` drops before it builds this generator.
enum RuleRegistry {
    /// A lint module and where its rules live.
    struct Module: Sendable {
        /// The Swift module's name, as the runtime spells its types.
        var name: String
        /// Its sources, relative to the repository.
        var folder: String
        /// The category a rule file at `components` (below `Rules/`, file name included) belongs to; nil when the
        /// folder names none.
        var category: @Sendable (_ components: [String]) -> RuleDescription.Category?

        var rulesFolder: String { "\(folder)/Rules" }
    }

    /// RatePromptKit's rules: `Rules/<Category>/…`, any category but the source stage's.
    static let kit = Module(name: "RatePromptLint", folder: "Sources/RatePromptLint") { components in
        guard components.count > 1 else { return nil }
        return RuleDescription.Category.allCases.first { $0 != .source && folderName($0) == components[0] }
    }

    /// The source stage's rules: its module holds that one category, so its `Rules/` folder is the category's.
    static let source = Module(name: "RatePromptSourceLint", folder: "Sources/RatePromptSourceLint") { _ in .source }

    /// The folder of a category's rules: `InAppPurchase/` for `.inAppPurchase`.
    static func folderName(_ category: RuleDescription.Category) -> String {
        let name = "\(category)"
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The order of the rules page within a category, by id: the most basic first (a file that cannot be read before
    /// what is wrong in it), kin side by side. A rule not listed comes after those listed, by id, so a new rule is
    /// never left out for want of a place here.
    static let pageOrder = [
        // File.
        "syntax-error", "unreadable-file", "silent-truncation", "unterminated-comment", "unknown-escape",
        "utf16-without-bom", "invalid-encoding", "duplicate-key", "normalization-distinct-keys", "non-string-value",
        "hostile-xml", "newer-catalog-version", "invalid-lint-configuration", "malformed-stringsdict", "unshipped-files",
        "generated-symbol-conflict",
        // Copy, then its plurals.
        "missing-key", "unused-key", "placeholder-mismatch", "skipped-argument", "invalid-format-specifier", "truncated-integer", "missing-app-name",
        "empty-value", "untranslated", "whitespace", "same-app-and-game-message", "update-message-missing",
        "mixed-copy-sources", "unreviewed-translation", "unwanted-translation", "stale-key", "button-label-too-long",
        "unexpanded-build-setting",
        "plural-category-missing", "plural-other-missing", "plural-category-unused", "plural-variable-undefined",
        "plural-variable-unused", "plural-form-placeholder-mismatch", "plural-value-type-mismatch",
        // Localization.
        "unknown-localization", "legacy-localization-name", "duplicate-localization", "no-source-table",
        "unlocalized-info-plist-key", "unshipped-translation", "stale-regional-localization", "localized-version",
        // Configuration.
        "unknown-config-key", "config-type-mismatch", "config-out-of-range", "preview-mode-enabled",
        "genre-copy-missing",
        // Guideline.
        "prompt-at-launch", "remind-period-too-short", "custom-alert-on-ios", "exceeds-system-limit",
        // In-app purchase.
        "unknown-storekit-key", "invalid-product-id", "reference-name-too-long", "product-name-too-long",
        "product-description-too-long", "missing-product-localization", "conflicting-product-definition",
        "unknown-promoted-product", "duplicate-promoted-product", "promoted-and-hidden", "too-many-promoted-products",
        // Source.
        "review-request-at-launch", "review-request-in-user-action", "review-request-ungated",
        "review-request-in-first-scene", "deprecated-review-api", "promoted-purchase-handled-twice",
        "store-payment-dropped", "missing-code-key",
    ]

    /// One rule: its type and the file that declares it.
    struct Rule {
        var type: any LintRule.Type
        /// The type's name, which is also the file's.
        var name: String
        /// The file, relative to the repository.
        var path: String
        /// The category of the folder the file is in.
        var folderCategory: RuleDescription.Category

        var id: String { type.description.id }
    }

    /// What the scan could not make sense of, one `path:line: error: …` line each.
    struct ScanError: Error, CustomStringConvertible {
        var messages: [String]
        var description: String { messages.joined(separator: "\n") }
    }

    /// Both modules' rules as their files in `repository` declare them, each in documentation order; throws every
    /// problem at once.
    static func load(repository: URL = Generator.repository) throws -> (kit: [Rule], source: [Rule]) {
        var errors: [String] = []
        var found: [[Rule]] = []
        for module in [kit, source] {
            let scanned = scan(module, files: try files(of: module, in: repository)) { compiledType($0, in: module) }
            found.append(scanned.rules)
            errors += scanned.errors
        }
        errors += pageOrderErrors(ids: Set(found.joined().map(\.id)))
        guard errors.isEmpty else { throw ScanError(messages: errors) }
        return (ordered(found[0]), ordered(found[1]))
    }

    /// The type `name` of `module` as compiled, or nil. The runtime looks types up by their mangled names
    /// (`14RatePromptLint14SyntaxErrorRuleV`; the `Module.Name` form finds classes only): a struct, an enum or a class.
    static func compiledType(_ name: String, in module: Module) -> Any.Type? {
        let mangled = "\(module.name.utf8.count)\(module.name)\(name.utf8.count)\(name)"
        return ["V", "O", "C"].lazy.compactMap { _typeByName(mangled + $0) }.first
    }

    /// The Swift files of `module`, paths relative to the repository, sorted.
    static func files(of module: Module, in repository: URL) throws -> [(path: String, text: String)] {
        let folder = repository.appendingPathComponent(module.folder)
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
            throw ScanError(messages: ["\(module.folder): no such folder"])
        }
        var files: [(path: String, text: String)] = []
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
            files.append(("\(module.folder)/\(relative)", text))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The rules of `module` in `files` (paths relative to the repository), found through `resolve` (a type's name
    /// to the compiled type), and what is wrong: a rule file (`<Name>Rule.swift`) that declares no rule named after
    /// it, or a second one; a rule outside `Rules/`, or in a file of `Rules/` that is no rule file (a support file of
    /// a category, or a rule's `<Rule>+Examples.swift`); a rule file in a folder of no category.
    static func scan(
        _ module: Module, files: [(path: String, text: String)], resolve: (String) -> Any.Type?
    ) -> (rules: [Rule], errors: [String]) {
        var rules: [Rule] = []
        var errors: [String] = []
        let prefix = module.rulesFolder + "/"
        for (path, text) in files {
            let declared = topLevelTypes(in: text)
            let lintRules = declared.filter { resolve($0.name) is any LintRule.Type }
            guard path.hasPrefix(prefix) else {
                for rule in lintRules {
                    errors.append("\(path):\(rule.line): error: \(rule.name) is a LintRule outside \(prefix): move it "
                                  + "to the folder of its category there, in a file of its own")
                }
                continue
            }
            let components = path.dropFirst(prefix.count).split(separator: "/").map(String.init)
            let fileName = String(components.last!.dropLast(".swift".count))
            // `<Rule>+Examples.swift` extends its rule, and a file not named `…Rule` supports the rules of its
            // category: neither may declare a rule.
            if fileName.contains("+") || !fileName.hasSuffix("Rule") {
                let role = fileName.contains("+") ? "extends \(fileName.prefix { $0 != "+" })" : "supports its category's rules"
                for rule in lintRules {
                    errors.append("\(path):\(rule.line): error: \(rule.name) is a rule in a file that \(role): a rule file "
                                  + "holds one rule, named after it (\(rule.name).swift)")
                }
                continue
            }
            let name = fileName
            guard let category = module.category(components) else {
                let folders = RuleDescription.Category.allCases.filter { module.category([folderName($0), "_"]) != nil }
                errors.append("\(path):1: error: a rule file belongs in the folder of its category: "
                              + folders.map { prefix + folderName($0) + "/" }.joined(separator: ", "))
                continue
            }
            for other in lintRules where other.name != name {
                errors.append("\(path):\(other.line): error: \(other.name) is a second rule in this file: one rule per "
                              + "file, named after it")
            }
            guard let declaration = declared.first(where: { $0.name == name }) else {
                errors.append("\(path):1: error: declares no top-level type \(name): a rule file holds one rule, named "
                              + "after it (package struct \(name): LintRule)")
                continue
            }
            guard let type = resolve(name) as? any LintRule.Type else {
                errors.append("\(path):\(declaration.line): error: \(name) is "
                              + (resolve(name) == nil ? "not in the compiled module \(module.name)" : "no LintRule")
                              + ": a rule file holds one rule, named after it (package struct \(name): LintRule)")
                continue
            }
            rules.append(Rule(type: type, name: name, path: path, folderCategory: category))
        }
        return (rules, errors)
    }

    /// An entry of `pageOrder` that no rule has (a rule renamed or removed), or one listed twice.
    static func pageOrderErrors(ids: Set<String>, pageOrder: [String] = pageOrder) -> [String] {
        var seen: Set<String> = []
        return pageOrder.compactMap { id in
            guard ids.contains(id) else { return "\(#filePath): error: pageOrder names \"\(id)\", which no rule has" }
            return seen.insert(id).inserted ? nil : "\(#filePath): error: pageOrder names \"\(id)\" twice"
        }
    }

    /// `rules` in documentation order: by category, then by `pageOrder`, then by id.
    static func ordered(_ rules: [Rule], pageOrder: [String] = pageOrder) -> [Rule] {
        let categories = RuleDescription.Category.allCases
        func place(_ rule: Rule) -> (Int, Int, String) {
            (categories.firstIndex(of: rule.folderCategory)!, pageOrder.firstIndex(of: rule.id) ?? pageOrder.count,
             rule.id)
        }
        return rules.sorted { place($0) < place($1) }
    }

    /// A type declared at the top level of a file, and its line.
    struct Declaration: Equatable {
        var name: String
        var line: Int
    }

    /// The types declared at the top level of `text`: lines that start, at their first column, with attributes and
    /// modifiers and then `struct`, `class`, `enum` or `actor`. Nested types are indented, and so is the text of the
    /// examples' string literals, so neither is taken; a name that is no type of the module is looked up and dropped.
    static func topLevelTypes(in text: String) -> [Declaration] {
        var declarations: [Declaration] = []
        let declaration = #/(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|nonisolated|indirect)\s+)*(?:struct|class|enum|actor)\s+(\w+)\b.*/#
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let match = line.wholeMatch(of: declaration) {
                declarations.append(Declaration(name: String(match.1), line: index + 1))
            }
        }
        return declarations
    }
}

extension RuleRegistry {
    static let catalogPath = "Sources/RatePromptLint/Engine/Generated/RuleCatalog+Rules.swift"
    static let sourceCatalogPath = "Sources/RatePromptSourceLint/Generated/SourceRuleCatalog.swift"
    static let pagePath = "Documentation/Rules.md"

    static let header = """
        // Generated by generate-rateprompt (RuleRegistry) from the rule files (Sources/RatePromptLint/Rules/,
        // Sources/RatePromptSourceLint/Rules/); do not edit. \(Generator.regenerate)
        // (scripts/regenerate when a rule file was removed or renamed and this file no longer compiles).

        """

    /// `Sources/RatePromptLint/Engine/Generated/RuleCatalog+Rules.swift`: the Kit's rules, and the source stage's ids.
    static func catalogSource(kit: [Rule], source: [Rule]) -> String {
        var text = header + """

            extension RuleCatalog {
                /// A rule per file of `Rules/`, in documentation order: by the category of its folder, then the
                /// page's order within the category.
                package static let rules: [any LintRule.Type] = [

            """
        var folder = ""
        for rule in kit {
            let ruleFolder = rule.path.dropFirst(Self.kit.rulesFolder.count + 1).split(separator: "/").dropLast()
                .joined(separator: "/")
            if ruleFolder != folder {
                folder = ruleFolder
                text += "        // \(folder)/\n"
            }
            text += "        \(rule.name).self,\n"
        }
        text += """
                ]

                /// The ids of the rules the `RatePromptSource` product adds (`LintStage.source`): known here so that
                /// `.rateprompt.yml` and disable comments may name them whether or not that stage runs.
                package static let sourceRuleIDs = [

            """
        for rule in source { text += "        \"\(rule.id)\",\n" }
        return text + "    ]\n}\n"
    }

    /// `Sources/RatePromptSourceLint/Generated/SourceRuleCatalog.swift`: the source stage's rules.
    static func sourceCatalogSource(_ source: [Rule]) -> String {
        var text = header + """

            import RatePromptLint

            /// The source rules, one per file of `Rules/`, in documentation order. Their ids are also in
            /// `RuleCatalog.sourceRuleIDs`, so that settings naming them are valid without this stage.
            package enum SourceRuleCatalog {
                package static let rules: [any LintRule.Type] = [

            """
        for rule in source { text += "        \(rule.name).self,\n" }
        return text + "    ]\n}\n"
    }
}

extension Generator {
    /// The rule registries and the rules page, from one scan of the rule files: the registries name every rule file,
    /// so that a rule that nobody registers cannot exist; `Documentation/Rules.md` is what `rateprompt rules --format
    /// markdown` prints once the registries are built.
    static let rules = Generator(
        name: "rules", paths: [RuleRegistry.catalogPath, RuleRegistry.sourceCatalogPath, RuleRegistry.pagePath],
        source: "the rule files, Rules/<Category>/"
    ) { context in
        let (kit, source) = try RuleRegistry.load(repository: context.repository)
        return [
            GeneratedFile(path: RuleRegistry.catalogPath, contents: RuleRegistry.catalogSource(kit: kit, source: source)),
            GeneratedFile(path: RuleRegistry.sourceCatalogPath, contents: RuleRegistry.sourceCatalogSource(source)),
            GeneratedFile(path: RuleRegistry.pagePath,
                          contents: RuleDocumentation.markdown((kit + source).map { $0.type.description })),
        ]
    }
}
