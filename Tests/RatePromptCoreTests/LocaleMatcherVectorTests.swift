import Foundation
import Testing
import RatePromptFormats
import RatePromptCore
import RatePromptLint
import RatePromptTestSupport

/// The 120 verified vectors of Apple's choice (computed with Apple's ualoc in ICU 76.1 plus CoreFoundation's
/// backstop, some also checked against the ualoc.h documentation). Runs everywhere, without ICU.
@Suite("LocaleMatcher vectors")
struct LocaleMatcherVectorTests {
    struct Vector: Decodable, CustomTestStringConvertible {
        var id: String
        var available: [String]
        var preferences: [String]
        var expected: String
        var expected_list: [String]
        var matched: Bool
        var why: String
        var testDescription: String { id }
    }

    struct File: Decodable { var vectors: [Vector] }

    static let vectors: [Vector] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/locale-vectors.json")
        do {
            return try JSONDecoder().decode(File.self, from: Data(contentsOf: url)).vectors
        } catch {
            Issue.record("cannot read \(url.path): \(error)")
            return []
        }
    }()

    @Test("There are 120 vectors")
    func count() {
        #expect(Self.vectors.count == 120)
    }

    @Test("Apple's full list, first element and matched flag", arguments: vectors)
    func vector(_ vector: Vector) {
        let match = LocaleMatcher().match(preferences: vector.preferences, available: vector.available)
        #expect(match.localizations == vector.expected_list, "\(vector.why)")
        #expect(match.best == vector.expected)
        #expect(match.matched == vector.matched)
    }
}
