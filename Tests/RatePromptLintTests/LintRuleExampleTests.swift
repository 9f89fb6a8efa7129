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
        let found = Self.findings(rule, example)
        let expected = Set(example.expectedLocations.map { "\($0)" })
        #expect(!expected.isEmpty, "a triggering example marks at least one position with ↓")
        #expect(Set(found.map { "\($0.location)" }) == expected, "\(found.map(\.description))")
        #expect(found.allSatisfy { !$0.message.isEmpty })
        // Where an example marks the keys of its grouped findings, they are those, each once.
        let members = example.expectedMemberLocations.map { "\($0)" }
        if !members.isEmpty {
            let listed = found.flatMap { $0.group?.members.map { "\($0.location)" } ?? [] }
            #expect(listed.sorted() == members.sorted(), "\(found.map(\.description))")
        }
    }

    @Test(arguments: nonTriggering)
    func nonTriggeringExample(rule id: String, index: Int) throws {
        let rule = try #require(RuleCatalog.rule(id))
        let example = rule.description.nonTriggering[index]
        #expect(example.expectedLocations.isEmpty, "a non-triggering example has no ↓")
        let found = Self.findings(rule, example)
        #expect(found.isEmpty, "\(found.map(\.description))")
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
        .invalidEncoding, .duplicateKey, .normalizationDistinctKeys, .nonStringValue, .hostileXML, .unknownConfigKey,
        .configTypeMismatch, .configOutOfRange, .unknownStoreKitKey,
    ])
    func readerCodeHasRule(code: Diagnostic.Code) {
        #expect(RuleCatalog.rule(code.rawValue) is any ReaderDiagnosticRule.Type)
    }
}
