import Foundation
import Testing
@testable import RatePromptFormats
import RatePromptTestSupport

/// The 69 verified vectors (`Tests/Fixtures/strings/manifest.json`): our result must equal CoreFoundation's recorded
/// result and what `PropertyListSerialization` returns on this machine for the same bytes.
struct StringsVectorTests {
    struct Vector: CustomTestStringConvertible, Sendable {
        let id: Int
        let file: String
        let name: String
        /// The expected value as JSON text, or nil for an error row.
        let expectedJSON: String?
        let expectedError: String?
        var testDescription: String { "\(id) \(name)" }

        var bytes: [UInt8] {
            let url = StringsTestSupport.fixtures.appendingPathComponent("strings").appendingPathComponent(file)
            return Array(try! Data(contentsOf: url))
        }

        var expected: PlistTree? {
            expectedJSON.map {
                PlistTree(json: try! JSONSerialization.jsonObject(with: Data($0.utf8), options: [.fragmentsAllowed]))
            }
        }
    }

    static let vectors: [Vector] = {
        let url = StringsTestSupport.fixtures.appendingPathComponent("strings/manifest.json")
        let rows = try! JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [[String: Any]]
        return rows.map { row in
            let expected = row["expected_cf"]!
            if let dictionary = expected as? [String: Any], dictionary.count == 1, let error = dictionary["error"] as? String {
                return Vector(id: row["id"] as! Int, file: row["file"] as! String, name: row["name"] as! String,
                              expectedJSON: nil, expectedError: error)
            }
            let json = String(decoding: try! JSONSerialization.data(withJSONObject: expected, options: [.fragmentsAllowed]),
                              as: UTF8.self)
            return Vector(id: row["id"] as! Int, file: row["file"] as! String, name: row["name"] as! String,
                          expectedJSON: json, expectedError: nil)
        }
    }()

    @Test func manifestHasAllVectors() {
        #expect(Self.vectors.count == 69)
        #expect(Set(Self.vectors.map(\.id)) == Set(1...69))
    }

    @Test(arguments: vectors)
    func matchesCoreFoundation(_ vector: Vector) {
        let bytes = vector.bytes
        let (ours, document) = StringsTestSupport.ours(bytes)
        let foundation = StringsTestSupport.foundation(bytes)
        if let error = vector.expectedError {
            #expect(ours == nil, "CF fails with \(error); we returned \(ours.map(\.description) ?? "")")
            #expect(foundation == nil, "Foundation on this machine should fail too")
            let messages = document.diagnostics.filter { $0.severity == .error }.map(\.message)
            #expect(messages.contains { $0.contains(error) },
                    "our error should quote Apple's message \"\(error)\": \(messages)")
            #expect(messages.count >= 1)
        } else {
            let expected = vector.expected
            #expect(ours == expected, "ours \(ours.map(\.description) ?? "failure") vs CF \(expected!)")
            #expect(ours == foundation, "ours vs PropertyListSerialization \(foundation.map(\.description) ?? "failure")")
            #expect(!document.hasErrors || vector.id == 33 || vector.id == 34 || vector.id == 35 || vector.id == 37,
                    "\(document.diagnostics)")
        }
    }

    /// The same vectors through `StringsFileParser`: loadable exactly when Apple gets a dictionary.
    @Test(arguments: vectors)
    func stringsFileLoadability(_ vector: Vector) {
        let file = StringsFileParser().parse(vector.bytes, path: vector.file)
        let isDictionary: Bool
        if case .dictionary? = vector.expected { isDictionary = true } else { isDictionary = false }
        #expect(file.isLoadable == isDictionary)
        if isDictionary, vector.id != 59 {
            var table: [String: PlistTree] = [:]
            for entry in file.effectiveEntries { table[entry.key] = PlistTree(entry.value) }
            #expect(PlistTree.dictionary(table) == vector.expected)
        }
    }

    /// Vector 59 is the one deliberate difference: NFC "café" and NFD "café" are two keys on Apple platforms
    /// (CFString compares UTF-16 units) but one on Linux, where Foundation bridges to a Swift Dictionary and String
    /// equality is canonical equivalence. We keep both, as a device does, and warn.
    @Test func nfcAndNfdKeysStayApart() {
        let vector = Self.vectors.first { $0.id == 59 }!
        let file = StringsFileParser().parse(vector.bytes, path: vector.file)
        #expect(file.entries.map { Array($0.key.unicodeScalars) } == [
            Array("caf\u{E9}".unicodeScalars), Array("cafe\u{301}".unicodeScalars),
        ])
        #expect(file.effectiveEntries.count == 2)
        #expect(file.value(forKey: "caf\u{E9}") == "1")
        #expect(file.value(forKey: "cafe\u{301}") == "2")
        let warning = file.diagnostics.first { $0.code == .normalizationDistinctKeys }
        #expect(warning?.severity == .warning)
        #expect(warning?.location.line == 2 && warning?.location.column == 1)
        #expect(warning?.notes.first?.location.line == 1)
        // Foundation on Linux merges them into one key with the last value, like our folded view.
        #expect(StringsTestSupport.foundation(vector.bytes) == .dictionary(["caf\u{E9}": .string("2")]))
    }
}
