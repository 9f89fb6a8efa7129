import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint
import RatePromptTestSupport

/// `LintFinding.sort` sorts by precomputed ranks; it must give exactly the order of `<` on the findings, and
/// `removeDuplicates` exactly the set of distinct findings.
@Suite struct LintFindingOrderTests {
    static func findings(count: Int, using random: inout SplitMix64) -> [LintFinding] {
        // NFC and NFD spellings of one path compare equal with `<`, as Swift compares strings.
        let paths = ["/p/en.lproj/A.strings", "/p/fr.lproj/A.strings", "/p/caf\u{E9}.lproj/A.strings",
                     "/p/cafe\u{301}.lproj/A.strings", "/p/Z.xcstrings", "/p/a.plist"]
        let rules = ["missing-key", "whitespace", "duplicate-key", "untranslated"]
        let messages = ["a", "b", "\"k\" is empty", "\u{E9}", "e\u{301}", ""]
        return (0..<count).map { _ in
            let position = Int.random(in: 0..<8, using: &random) == 0
                ? TextPosition(byteOffset: Int.random(in: 0..<3, using: &random))
                : TextPosition(line: Int.random(in: 1...4, using: &random), column: Int.random(in: 1...3, using: &random))
            return LintFinding(
                rule: rules.randomElement(using: &random)!, severity: Bool.random(using: &random) ? .warning : .error,
                message: messages.randomElement(using: &random)!,
                location: FileLocation(path: paths.randomElement(using: &random)!, position: position),
                key: Bool.random(using: &random) ? nil : "k")
        }
    }

    @Test func sortsLikeTheComparableOrder() {
        var random = SplitMix64(seed: 0x50_47)
        for round in 0..<300 {
            var findings = Self.findings(count: Int.random(in: 0...60, using: &random), using: &random)
            let expected = findings.sorted()
            LintFinding.sort(&findings)
            // Findings that `<` leaves unordered may come in any order; everything `<` orders must match.
            #expect(findings.count == expected.count)
            for (actual, wanted) in zip(findings, expected) {
                #expect(!(actual < wanted) && !(wanted < actual), "round \(round)")
            }
            #expect(zip(findings, findings.dropFirst()).allSatisfy { !($1 < $0) }, "round \(round)")
            #expect(Dictionary(findings.map { ($0, 1) }, uniquingKeysWith: +)
                    == Dictionary(expected.map { ($0, 1) }, uniquingKeysWith: +), "round \(round)")
        }
    }

    @Test func removesExactlyTheRepeatedFindings() {
        var random = SplitMix64(seed: 0xD0D0)
        for round in 0..<300 {
            var findings = Self.findings(count: Int.random(in: 0...80, using: &random), using: &random)
            let distinct = Set(findings)
            LintFinding.sort(&findings)
            LintFinding.removeDuplicates(&findings)
            #expect(findings.count == distinct.count, "round \(round)")
            #expect(Set(findings) == distinct, "round \(round)")
            #expect(zip(findings, findings.dropFirst()).allSatisfy { !($1 < $0) }, "round \(round)")
        }
    }
}

/// The linter keeps of a parsed table only the comments with `rateprompt:` directives, and entries' links to them.
@Suite struct DirectiveCommentTests {
    @Test func onlyDirectiveCommentsAreKeptAndEntriesPointAtThem() throws {
        let text = "/* A note. */\n\"a\" = \"1\";\n/* rateprompt:disable-next-line whitespace */\n\"b\" = \" 2\";\n"
            + "// Another note.\n\"c\" = \"3\";\n\"d\" = \"4\";\n"
        var file = StringsFileParser().parse(Array(text.utf8), path: "/p/en.lproj/Localizable.strings")
        #expect(file.comments.count == 3)
        #expect(file.entries.map(\.commentIndex) == [0, 1, 2, nil])
        let distinct = file.keysAreDistinct
        Linter.keepDirectiveComments(&file)
        #expect(file.comments.map(\.text) == [" rateprompt:disable-next-line whitespace "])
        #expect(file.entries.map(\.commentIndex) == [nil, 0, nil, nil])
        #expect(file.entries.map(\.key) == ["a", "b", "c", "d"])
        #expect(file.keysAreDistinct == distinct)

        // The directive still works through the linter.
        let result = Linter().lint([.init(path: "/p/en.lproj/Localizable.strings", bytes: Array(text.utf8))])
        #expect(!result.findings.contains { $0.rule == "whitespace" })
    }
}
