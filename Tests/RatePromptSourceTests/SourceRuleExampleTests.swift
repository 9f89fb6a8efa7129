import Testing
@testable import RatePromptFormats
@testable import RatePromptLint
@testable import RatePromptSourceLint

/// Runs every source rule's own examples through the source stage's reader, as `LintRuleExampleTests` runs
/// RatePromptKit's: a finding at every `↓` of a triggering example and nowhere else, none in a non-triggering one.
@Suite struct SourceRuleExampleTests {
    static let triggering: [(String, Int)] = LintStage.source.rules.flatMap { rule in
        rule.description.triggering.indices.map { (rule.description.id, $0) }
    }
    static let nonTriggering: [(String, Int)] = LintStage.source.rules.flatMap { rule in
        rule.description.nonTriggering.indices.map { (rule.description.id, $0) }
    }

    @Test(arguments: triggering)
    func triggeringExample(rule id: String, index: Int) throws {
        let rule = try #require([LintStage.source].rule(id))
        let example = rule.description.triggering[index]
        let written = Testing.SourceLocation(fileID: example.fileID, filePath: example.filePath, line: example.line,
                                             column: example.column)
        let found = example.findings(of: rule, swiftReader: LintStage.source.swiftReader)
        let expected = Set(example.expectedLocations.map { "\($0)" })
        #expect(!expected.isEmpty, "a triggering example marks at least one position with ↓", sourceLocation: written)
        #expect(Set(found.map { "\($0.location)" }) == expected, "\(found.map(\.description))", sourceLocation: written)
    }

    @Test(arguments: nonTriggering)
    func nonTriggeringExample(rule id: String, index: Int) throws {
        let rule = try #require([LintStage.source].rule(id))
        let example = rule.description.nonTriggering[index]
        let written = Testing.SourceLocation(fileID: example.fileID, filePath: example.filePath, line: example.line,
                                             column: example.column)
        #expect(example.expectedLocations.isEmpty, "a non-triggering example has no ↓", sourceLocation: written)
        let found = example.findings(of: rule, swiftReader: LintStage.source.swiftReader)
        #expect(found.isEmpty, "\(found.map(\.description))", sourceLocation: written)
    }

    /// Each example records where it is written: its rule's file, or the rule's `<Rule>+Examples.swift`.
    @Test func examplesKnowWhereTheyAreWritten() {
        for rule in LintStage.source.rules {
            let name = "\(rule)"
            for example in rule.description.triggering + rule.description.nonTriggering {
                let file = example.filePath.split(separator: "/").last.map(String.init) ?? ""
                #expect(file == "\(name).swift" || file == "\(name)+Examples.swift", "\(name): \(example.filePath)")
                #expect(example.fileID.hasPrefix("RatePromptSourceLint/") && example.line > 1, "\(name)")
            }
        }
    }

    /// Without the stage's reader, RatePromptKit reads no Swift file: a source rule given alone finds nothing.
    @Test func withoutTheReaderNoSwiftIsRead() throws {
        let (id, index) = try #require(Self.triggering.first)
        let rule = try #require([LintStage.source].rule(id))
        #expect(rule.description.triggering[index].findings(of: rule).isEmpty)
    }
}
