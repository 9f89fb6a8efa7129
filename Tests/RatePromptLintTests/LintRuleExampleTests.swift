import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint

/// Runs every rule's own examples: each triggering example must produce a finding at every `↓` and nowhere else,
/// each non-triggering example none. Adding an example to a rule adds a test here.
@Suite struct LintRuleExampleTests {
    static func findings(_ rule: any LintRule.Type, _ example: LintExample) -> [LintFinding] {
        example.findings(of: rule)
    }

    static let triggering: [(String, Int)] = RuleCatalog.descriptions.flatMap { rule in
        rule.triggering.indices.map { (rule.id, $0) }
    }
    static let nonTriggering: [(String, Int)] = RuleCatalog.descriptions.flatMap { rule in
        rule.nonTriggering.indices.map { (rule.id, $0) }
    }

    @Test(arguments: triggering)
    func triggeringExample(rule id: String, index: Int) throws {
        let rule = try #require(RuleCatalog.rule(id))
        let example = rule.description.triggering[index]
        let written = Testing.SourceLocation(fileID: example.fileID, filePath: example.filePath, line: example.line,
                                             column: example.column)
        let found = Self.findings(rule, example)
        let expected = Set(example.expectedLocations.map { "\($0)" })
        #expect(!expected.isEmpty, "a triggering example marks at least one position with ↓", sourceLocation: written)
        #expect(Set(found.map { "\($0.location)" }) == expected, "\(found.map(\.description))", sourceLocation: written)
        #expect(found.allSatisfy { !$0.message.isEmpty }, sourceLocation: written)
        // Where an example marks the keys of its grouped findings, they are those, each once.
        let members = example.expectedMemberLocations.map { "\($0)" }
        if !members.isEmpty {
            let listed = found.flatMap { $0.group?.members.map { "\($0.location)" } ?? [] }
            #expect(listed.sorted() == members.sorted(), "\(found.map(\.description))", sourceLocation: written)
        }
    }

    @Test(arguments: nonTriggering)
    func nonTriggeringExample(rule id: String, index: Int) throws {
        let rule = try #require(RuleCatalog.rule(id))
        let example = rule.description.nonTriggering[index]
        let written = Testing.SourceLocation(fileID: example.fileID, filePath: example.filePath, line: example.line,
                                             column: example.column)
        #expect(example.expectedLocations.isEmpty, "a non-triggering example has no ↓", sourceLocation: written)
        let found = Self.findings(rule, example)
        #expect(found.isEmpty, "\(found.map(\.description))", sourceLocation: written)
    }

    /// Each example records where it is written, so that a failing one points there: its rule's file, or the file of
    /// the rule's examples (`<Rule>+Examples.swift`).
    @Test func examplesKnowWhereTheyAreWritten() {
        for rule in RuleCatalog.rules {
            let name = "\(rule)"
            for example in rule.description.triggering + rule.description.nonTriggering {
                let file = example.filePath.split(separator: "/").last.map(String.init) ?? ""
                #expect(file == "\(name).swift" || file == "\(name)+Examples.swift", "\(name): \(example.filePath)")
                #expect(example.fileID.hasPrefix("RatePromptLint/") && example.line > 1, "\(name)")
            }
        }
    }

    @Test func catalogIsWellFormed() {
        let ids = RuleCatalog.ids
        #expect(Set(ids).count == ids.count)
        for rule in RuleCatalog.descriptions {
            #expect(rule.id.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression) != nil, "\(rule.id)")
            #expect(!rule.triggering.isEmpty && !rule.nonTriggering.isEmpty, "\(rule.id) needs both kinds of example")
            #expect(!rule.summary.isEmpty && !rule.rationale.isEmpty)
        }
    }

    /// Every code a reader or the loader can report is surfaced by the rule of the same id.
    @Test(arguments: [
        Diagnostic.Code.syntaxError, .unreadableFile, .silentTruncation, .unterminatedComment, .unknownEscape, .utf16WithoutBOM,
        .invalidEncoding, .duplicateKey, .normalizationDistinctKeys, .nonStringValue, .hostileXML, .newerCatalogVersion,
        .unknownConfigKey,
        .configTypeMismatch, .configOutOfRange, .unknownStoreKitKey,
    ])
    func readerCodeHasRule(code: Diagnostic.Code) {
        #expect(RuleCatalog.rule(code.rawValue) is any ReaderDiagnosticRule.Type)
    }
}
