import Testing
@testable import RatePromptLint
@testable import RatePromptSourceLint
@testable import RatePromptGenerators

/// The scan behind the generated rule registries: it finds a rule however it conforms, and refuses loudly what it
/// cannot place, so that a rule that is never registered cannot exist.
@Suite struct RuleRegistryTests {
    /// The Kit's rules in made-up files, looked up in the compiled module as the generator does.
    static func scan(_ files: [(String, String)], module: RuleRegistry.Module = RuleRegistry.kit)
        -> (rules: [String], errors: [String]) {
        let scanned = RuleRegistry.scan(module, files: files.map { (path: $0.0, text: $0.1) }) {
            RuleRegistry.compiledType($0, in: module)
        }
        return (scanned.rules.map { "\($0.folderCategory) \($0.name)" }, scanned.errors)
    }

    static let rules = "Sources/RatePromptLint/Rules"

    @Test func findsRulesThroughRefinedProtocols() {
        // SyntaxErrorRule conforms through ReaderDiagnosticRule, MissingKeyRule to LintRule itself.
        let found = Self.scan([
            ("\(Self.rules)/File/SyntaxErrorRule.swift",
             "import RatePromptCore\n\n/// Doc.\npackage struct SyntaxErrorRule: ReaderDiagnosticRule {\n}\n"),
            ("\(Self.rules)/Copy/Plurals/MissingKeyRule.swift",
             "@usableFromInline\npackage struct MissingKeyRule: LintRule, Sendable {\n    struct Nested {}\n}\n"),
        ])
        #expect(found.errors == [])
        #expect(found.rules == ["file SyntaxErrorRule", "copy MissingKeyRule"])
    }

    @Test func topLevelTypesOnly() {
        let text = """
            package struct A: LintRule {
                struct B {}
                static let example = \"""
                    struct C: View {}
                    \"""
            }
            @available(macOS 13, *) final class D {}
            private enum E {}
            extension F {}
            let structure = 1
            """
        #expect(RuleRegistry.topLevelTypes(in: text) == [.init(name: "A", line: 1), .init(name: "D", line: 7),
                                                           .init(name: "E", line: 8)])
    }

    @Test func ruleFileNamedAfterAnotherType() {
        let found = Self.scan([("\(Self.rules)/File/Syntax.swift", "package struct SyntaxErrorRule: ReaderDiagnosticRule {}\n")])
        #expect(found.rules == [])
        #expect(found.errors == [
            "\(Self.rules)/File/Syntax.swift:1: error: SyntaxErrorRule is a rule in a file that supports its category's rules: a rule file holds one rule, named after it (SyntaxErrorRule.swift)",
        ])
    }

    /// A category's support file and a rule's examples file declare no rule, and are no rule files.
    @Test func supportAndExamplesFiles() {
        let found = Self.scan([
            ("\(Self.rules)/Copy/Plurals/PluralCounts.swift", "enum PluralCounts {}\n"),
            ("\(Self.rules)/File/HostileXMLRule.swift", "package struct HostileXMLRule: ReaderDiagnosticRule {}\n"),
            ("\(Self.rules)/File/HostileXMLRule+Examples.swift", "extension HostileXMLRule {}\n"),
            ("\(Self.rules)/File/SyntaxErrorRule+Examples.swift", "package struct SyntaxErrorRule: ReaderDiagnosticRule {}\n"),
        ])
        #expect(found.rules == ["file HostileXMLRule"])
        #expect(found.errors == [
            "\(Self.rules)/File/SyntaxErrorRule+Examples.swift:1: error: SyntaxErrorRule is a rule in a file that extends SyntaxErrorRule: a rule file holds one rule, named after it (SyntaxErrorRule.swift)",
        ])
    }

    @Test func twoRulesInOneFile() {
        let found = Self.scan([("\(Self.rules)/File/SyntaxErrorRule.swift",
                                "package struct SyntaxErrorRule: ReaderDiagnosticRule {}\n\npackage struct HostileXMLRule: ReaderDiagnosticRule {}\n")])
        #expect(found.errors == ["\(Self.rules)/File/SyntaxErrorRule.swift:3: error: HostileXMLRule is a second rule in this file: one rule per file, named after it"])
    }

    @Test func ruleOutsideRules() {
        let found = Self.scan([("Sources/RatePromptLint/Engine/Linter.swift", "struct Linter {}\npackage struct HostileXMLRule: ReaderDiagnosticRule {}\n")])
        #expect(found.errors == ["Sources/RatePromptLint/Engine/Linter.swift:2: error: HostileXMLRule is a LintRule outside \(Self.rules)/: move it to the folder of its category there, in a file of its own"])
    }

    @Test func ruleFileOutsideACategoryFolder() {
        let found = Self.scan([
            ("\(Self.rules)/HostileXMLRule.swift", "package struct HostileXMLRule: ReaderDiagnosticRule {}\n"),
            ("\(Self.rules)/Source/HostileXMLRule.swift", "package struct HostileXMLRule: ReaderDiagnosticRule {}\n"),
        ])
        let folders = "\(Self.rules)/File/, \(Self.rules)/Copy/, \(Self.rules)/Localization/, \(Self.rules)/Configuration/, "
            + "\(Self.rules)/Guideline/, \(Self.rules)/InAppPurchase/"
        #expect(found.errors == [
            "\(Self.rules)/HostileXMLRule.swift:1: error: a rule file belongs in the folder of its category: \(folders)",
            "\(Self.rules)/Source/HostileXMLRule.swift:1: error: a rule file belongs in the folder of its category: \(folders)",
        ])
    }

    @Test func ruleFileThatHoldsNoRule() {
        let found = Self.scan([
            ("\(Self.rules)/File/LintTable.swift", "package struct LintTable {}\n"),
            ("\(Self.rules)/File/NewRule.swift", "package struct NewRule: LintRule {}\n"),
        ])
        // `LintTable.swift` is a support file of its category; `NewRule.swift`, by its name, a rule file.
        #expect(found.errors == [
            "\(Self.rules)/File/NewRule.swift:1: error: NewRule is not in the compiled module RatePromptLint: a rule file holds one rule, named after it (package struct NewRule: LintRule)",
        ])
    }

    /// The source stage's `Rules/` is its one category's folder; its rules resolve in its own module only.
    @Test func sourceStageRules() {
        let path = "Sources/RatePromptSourceLint/Rules/DeprecatedReviewAPIRule.swift"
        let found = Self.scan([(path, "package struct DeprecatedReviewAPIRule: LintRule {}\n")], module: RuleRegistry.source)
        #expect(found.errors == [] && found.rules == ["source DeprecatedReviewAPIRule"])
    }

    /// Documentation order: category first, then the page order, then unlisted rules by id.
    @Test func order() throws {
        let (kit, source) = try RuleRegistry.load()
        #expect(kit.map(\.id) == RuleRegistry.pageOrder.filter { id in kit.contains { $0.id == id } })
        #expect(source.map(\.id) == RuleRegistry.pageOrder.filter { id in source.contains { $0.id == id } })
        let moved = kit.map { rule in
            var rule = rule
            if rule.id == "syntax-error" { rule.folderCategory = .inAppPurchase }
            return rule
        }
        // A rule moved to another category's folder goes there, in its page order.
        let order = RuleRegistry.ordered(moved).map(\.id)
        #expect(order.firstIndex(of: "syntax-error") == order.firstIndex(of: "unknown-storekit-key")! - 1
                && order.first == "unreadable-file")
        // Rules the page order does not list close their category, by id.
        let unlisted = RuleRegistry.ordered(kit, pageOrder: RuleRegistry.pageOrder.filter { $0 != "syntax-error" && $0 != "hostile-xml" })
        #expect(unlisted.filter { $0.folderCategory == .file }.suffix(2).map(\.id) == ["hostile-xml", "syntax-error"])
        #expect(unlisted.count == kit.count)
    }

    /// A rule's folder is its category: `Rules/Copy/…` holds `.copy` rules, the source stage's `Rules/` its own.
    @Test func everyRuleIsInTheFolderOfItsCategory() throws {
        let (kit, source) = try RuleRegistry.load()
        for rule in kit + source {
            #expect(rule.type.description.category == rule.folderCategory,
                    "\(rule.path): a \(rule.type.description.category) rule in the folder of \(rule.folderCategory) rules")
        }
    }

    /// The ids RatePromptKit accepts for the source stage's rules are that stage's.
    @Test func sourceRuleIDsAreTheStagesRules() {
        #expect(RuleCatalog.sourceRuleIDs == LintStage.source.rules.map { $0.description.id })
    }

    @Test func pageOrderNamesOnlyRules() {
        let errors = RuleRegistry.pageOrderErrors(ids: ["a", "b"], pageOrder: ["a", "c", "b", "a"])
        #expect(errors.map { $0.split(separator: ": ", maxSplits: 1).last! } == [
            "error: pageOrder names \"c\", which no rule has", "error: pageOrder names \"a\" twice",
        ])
    }
}
