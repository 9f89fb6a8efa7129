import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
import RatePromptTestSupport

@Suite("JSONReader")
struct JSONReaderTests {
    /// A minified catalog is one line: each position counts on from the last one (counting from the line's start
    /// each time took time quadratic in the file: hours for a few megabytes).
    @Test func positionsOnOneLongLineCostLinearTime() throws {
        let count = 400_000
        let text = "[" + (0..<count).map { "\"é\($0 % 10)\"" }.joined(separator: ",") + "]"
        let document = read(text)
        guard case .array(let items)? = document.root?.value else {
            Issue.record("\(document.diagnostics)")
            return
        }
        #expect(items.count == count)
        // Each item is `"éD",`: 5 scalars; the first starts at column 2.
        #expect(items.last?.position == TextPosition(line: 1, column: 2 + 5 * (count - 1)))
        #expect(items[1234].position == TextPosition(line: 1, column: 2 + 5 * 1234))
    }

    private func read(_ text: String) -> PropertyListDocument {
        Array(text.utf8).withUnsafeBytes { JSONReader().read($0, path: "test.json") }
    }

    @Test func valuesKeepTheirPositions() throws {
        let document = read("{\n  \"daysUntilPrompt\": 3.5,\n  \"name\" : \"Café\",\n  \"list\": [1, true]\n}\n")
        let entries = try #require(document.root?.value.entries)
        #expect(entries.map(\.key) == ["daysUntilPrompt", "name", "list"])
        #expect(entries[0].keyPosition == TextPosition(line: 2, column: 3))
        #expect(entries[0].value == PropertyListNode(.real(3.5), at: TextPosition(line: 2, column: 22)))
        #expect(entries[1].value == PropertyListNode(.string("Café"), at: TextPosition(line: 3, column: 12)))
        guard case .array(let list) = entries[2].value.value else {
            Issue.record("list is not an array")
            return
        }
        #expect(list == [PropertyListNode(.integer(1), at: TextPosition(line: 4, column: 12)),
                         PropertyListNode(.boolean(true), at: TextPosition(line: 4, column: 15))])
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let document = read("{\"é\": \"ü\", \"k\": 1}")
        let entries = try #require(document.root?.value.entries)
        #expect(entries[1].keyPosition == TextPosition(line: 1, column: 12))
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

    /// Differential on generated JSON text (not Foundation's own output): escapes of every kind, `\u` escapes in
    /// either case, surrogate pairs, lone surrogates and bytes that are not UTF-8, several members on a line. Every
    /// string must read as the generator's model of it (U+FFFD for a lone surrogate, and for bytes that are not UTF-8
    /// as `String(decoding:as:)` replaces them), every key at its line and column (columns count scalars), and where
    /// Foundation accepts the text (valid UTF-8, no lone surrogate), it must read the same strings.
    @Test func stringsAgreeWithFoundationAndTheModelOnGeneratedText() throws {
        var random = SplitMix64(seed: 0x4A53_4F4E)
        var foundationChecked = 0
        for round in 0..<400 {
            var text: [UInt8] = Array("{".utf8)
            var line = 1
            var lineStart = 0
            var members: [(key: String, value: String, line: Int, column: Int)] = []
            var foundationReads = true
            for index in 0..<(random.next() % 12) {
                if index > 0 { text.append(UInt8(ascii: ",")) }
                if random.next() % 3 != 0 {
                    text.append(0x0A)
                    line += 1
                    lineStart = text.count
                }
                text += Array(repeating: UInt8(ascii: " "), count: Int(random.next() % 4))
                let column = 1 + text[lineStart...].filter { $0 & 0xC0 != 0x80 }.count
                // Half the documents are valid throughout, so that Foundation reads them.
                let key = Self.randomStringToken(&random, prefix: "k\(index)", invalid: round % 2 == 0)
                text += key.bytes
                text += Array(" : ".utf8)
                let value = Self.randomStringToken(&random, prefix: "", invalid: round % 2 == 0)
                text += value.bytes
                foundationReads = foundationReads && key.valid && value.valid
                members.append((key.model, value.model, line, column))
            }
            text += Array("\n}".utf8)
            let document = text.withUnsafeBytes { JSONReader().read($0, path: "x.json") }
            let entries = try #require(document.root?.value.entries, "round \(round): \(document.diagnostics)")
            #expect(entries.map(\.key) == members.map(\.key), "round \(round)")
            #expect(entries.map { $0.value.value } == members.map { .string($0.value) }, "round \(round)")
            #expect(entries.map(\.keyPosition) == members.map { TextPosition(line: $0.line, column: $0.column) },
                    "round \(round)")
            if foundationReads {
                let object = try #require(try JSONSerialization.jsonObject(with: Data(text)) as? [String: String])
                #expect(object == Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 }), "round \(round)")
                foundationChecked += 1
            } else if let object = try? JSONSerialization.jsonObject(with: Data(text)) as? [String: String] {
                #expect(object == Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 }), "round \(round)")
            }
        }
        #expect(foundationChecked > 100)
    }

    /// A quoted JSON string token, what it means, and whether it is valid (UTF-8, no lone surrogate).
    static func randomStringToken(
        _ random: inout SplitMix64, prefix: String, invalid: Bool
    ) -> (bytes: [UInt8], model: String, valid: Bool) {
        var bytes: [UInt8] = [UInt8(ascii: "\"")] + Array(prefix.utf8)
        var model = prefix
        var valid = true
        func hex(_ value: UInt32) -> [UInt8] {
            let digits = Array(String(value, radix: 16).utf8)
            let padded = Array(repeating: UInt8(ascii: "0"), count: 4 - digits.count) + digits
            return padded.map { random.next() % 2 == 0 ? $0 : UInt8(String(decoding: [$0], as: UTF8.self).uppercased().utf8.first!) }
        }
        for _ in 0..<(random.next() % 10) {
            var kind = random.next() % 12
            if !invalid && (kind == 6 || kind == 7) { kind = 0 }
            switch kind {
            case 0, 1:
                // A run of plain ASCII.
                let run = String((0..<(1 + random.next() % 12)).map { _ in
                    Character(Unicode.Scalar(UInt8(0x20 + random.next() % 0x5F)))
                }).replacingOccurrences(of: "\"", with: "'").replacingOccurrences(of: "\\", with: "/")
                bytes += Array(run.utf8)
                model += run
            case 2:
                let scalars = ["é", "中", "🙂", "\u{7F}", "\u{85}", "\u{2028}", "\u{FFFD}", "\u{10FFFF}", "ß"]
                let scalar = scalars[Int(random.next() % UInt64(scalars.count))]
                bytes += Array(scalar.utf8)
                model += scalar
            case 3:
                let escapes: [(String, String)] = [("\\\"", "\""), ("\\\\", "\\"), ("\\/", "/"), ("\\b", "\u{08}"),
                                                   ("\\f", "\u{0C}"), ("\\n", "\n"), ("\\r", "\r"), ("\\t", "\t")]
                let (escape, meaning) = escapes[Int(random.next() % UInt64(escapes.count))]
                bytes += Array(escape.utf8)
                model += meaning
            case 4:
                // \uXXXX of a scalar in the Basic Multilingual Plane (not a surrogate).
                var value = UInt32(random.next() % 0xF000)
                if (0xD800..<0xE000).contains(value) { value += 0x800 }
                bytes += Array("\\u".utf8) + hex(value)
                model.unicodeScalars.append(Unicode.Scalar(value)!)
            case 5:
                // A surrogate pair.
                let value = 0x10000 + UInt32(random.next() % 0x100000)
                let high = 0xD800 + ((value - 0x10000) >> 10)
                let low = 0xDC00 + ((value - 0x10000) & 0x3FF)
                bytes += Array("\\u".utf8) + hex(high) + Array("\\u".utf8) + hex(low)
                model.unicodeScalars.append(Unicode.Scalar(value)!)
            case 6:
                // A lone surrogate: high then text, low alone, or high then another escape.
                switch random.next() % 3 {
                case 0:
                    bytes += Array("\\u".utf8) + hex(0xD800 + UInt32(random.next() % 0x400)) + Array("x".utf8)
                    model += "\u{FFFD}x"
                case 1:
                    bytes += Array("\\u".utf8) + hex(0xDC00 + UInt32(random.next() % 0x400))
                    model += "\u{FFFD}"
                default:
                    bytes += Array("\\u".utf8) + hex(0xDBFF) + Array("\\u0041".utf8)
                    model += "\u{FFFD}A"
                }
                valid = false
            case 7:
                // Bytes that are not UTF-8, each group ended by an ASCII letter so that it decodes on its own.
                let groups: [[UInt8]] = [[0x80], [0xBF, 0x80], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC0, 0x80],
                                         [0xED, 0xA0, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xF4, 0x90, 0x80, 0x80]]
                let group = groups[Int(random.next() % UInt64(groups.count))] + [UInt8(ascii: "z")]
                bytes += group
                model += String(decoding: group, as: UTF8.self)
                valid = false
            default:
                let words = ["rate", "Noter l’app", "Не сейчас", "評価する", "تقييم", " ", "%@", "%1$@"]
                let word = words[Int(random.next() % UInt64(words.count))]
                bytes += Array(word.utf8)
                model += word
            }
        }
        bytes.append(UInt8(ascii: "\""))
        return (bytes, model, valid)
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

