import Foundation
import Testing
@testable import RatePromptKit

@Suite("JSONReader")
struct JSONReaderTests {
    private func read(_ text: String) -> PropertyListDocument {
        Array(text.utf8).withUnsafeBytes { JSONReader().read($0, path: "test.json") }
    }

    @Test func valuesKeepTheirPositions() throws {
        let document = read("{\n  \"daysUntilPrompt\": 3.5,\n  \"name\" : \"Café\",\n  \"list\": [1, true]\n}\n")
        let entries = try #require(document.root?.value.entries)
        #expect(entries.map(\.key) == ["daysUntilPrompt", "name", "list"])
        #expect(entries[0].keyPosition == SourcePosition(line: 2, column: 3))
        #expect(entries[0].value == PropertyListNode(.real(3.5), at: SourcePosition(line: 2, column: 22)))
        #expect(entries[1].value == PropertyListNode(.string("Café"), at: SourcePosition(line: 3, column: 12)))
        guard case .array(let list) = entries[2].value.value else {
            Issue.record("list is not an array")
            return
        }
        #expect(list == [PropertyListNode(.integer(1), at: SourcePosition(line: 4, column: 12)),
                         PropertyListNode(.boolean(true), at: SourcePosition(line: 4, column: 15))])
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let document = read("{\"é\": \"ü\", \"k\": 1}")
        let entries = try #require(document.root?.value.entries)
        #expect(entries[1].keyPosition == SourcePosition(line: 1, column: 12))
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "expected a quoted key"),
        ("{\"a\" 1}", 1, 6, "expected ':'"),
        ("[1 2]", 1, 4, "expected ',' or ']'"),
        ("{\"a\": nul}", 1, 7, "unknown word"),
        ("{\"a\": null}", 1, 7, "null has no meaning"),
        ("{\n\"a\": \"b\n", 2, 8, "line break inside a string"),
        ("{\"a\": 01}", 1, 7, "do not start with 0"),
        ("{\"a\": 1} x", 1, 10, "after the JSON value"),
        ("", 1, 1, "ends where a value should be"),
        ("{\"a\": \"\\q\"}", 1, 10, "unknown escape"),
    ])
    func errorsPointAtTheProblem(text: String, line: Int, column: Int, message: String) {
        let document = read(text)
        #expect(document.root == nil)
        let diagnostic = document.diagnostics.first
        #expect(document.diagnostics.count == 1)
        #expect(diagnostic?.location.line == line, "\(text)")
        #expect(diagnostic?.location.column == column, "\(text)")
        #expect(diagnostic?.message.contains(message) == true, "\(diagnostic?.message ?? "")")
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let document = read(String(repeating: "[", count: 100_000))
        #expect(document.root == nil)
        #expect(document.diagnostics.first?.message.contains("nested") == true)
    }

    /// Differential: random JSON documents read by JSONSerialization and by us give the same tree.
    @Test func agreesWithJSONSerializationOnGeneratedDocuments() throws {
        var random = SplitMix64(seed: 7)
        for round in 0..<500 {
            let value = Self.randomJSON(depth: 0, random: &random)
            let data = try JSONSerialization.data(withJSONObject: ["root": value], options: round % 2 == 0 ? [.prettyPrinted] : [])
            let ours = data.withUnsafeBytes { JSONReader().read($0, path: "x.json") }
            let foundation = try JSONSerialization.jsonObject(with: data) as! [String: Any]
            let root = try #require(ours.root, "round \(round): \(ours.diagnostics)")
            #expect(Self.matches(root.value, foundation), "round \(round): \(String(decoding: data, as: UTF8.self))")
        }
    }

    static func randomJSON(depth: Int, random: inout SplitMix64) -> Any {
        let choice = depth > 3 ? random.next() % 4 : random.next() % 6
        switch choice {
        case 0: return Int64(bitPattern: random.next()) >> (random.next() % 64)
        case 1: return Double(Int64(bitPattern: random.next()) % 1_000_000) / 64
        case 2: return random.next() % 2 == 0
        case 3:
            let pool = ["a", "é", "\"", "\\", "\n", "😀", "/", "\u{01}", "中", " "]
            return (0..<(random.next() % 8)).map { _ in pool[Int(random.next() % UInt64(pool.count))] }.joined()
        case 4: return (0..<(random.next() % 5)).map { _ in randomJSON(depth: depth + 1, random: &random) }
        default:
            var object: [String: Any] = [:]
            for index in 0..<(random.next() % 5) { object["k\(index)\(random.next() % 3)"] = randomJSON(depth: depth + 1, random: &random) }
            return object
        }
    }

    static func matches(_ ours: PropertyListValue, _ theirs: Any) -> Bool {
        switch ours {
        case .dictionary(let entries):
            guard let dictionary = theirs as? [String: Any], dictionary.count == entries.count else { return false }
            return entries.allSatisfy { entry in dictionary[entry.key].map { matches(entry.value.value, $0) } ?? false }
        case .array(let nodes):
            guard let array = theirs as? [Any], array.count == nodes.count else { return false }
            return zip(nodes, array).allSatisfy { matches($0.value, $1) }
        case .string(let string): return theirs as? String == string
        case .boolean(let bool): return theirs as? Bool == bool
        case .integer(let integer): return (theirs as? NSNumber)?.int64Value == integer
        case .unsignedInteger(let integer): return (theirs as? NSNumber)?.uint64Value == integer
        case .real(let real): return (theirs as? NSNumber)?.doubleValue == real
        default: return false
        }
    }
}

