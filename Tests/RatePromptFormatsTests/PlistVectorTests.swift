import Foundation
import Testing
@testable import RatePromptFormats
import RatePromptTestSupport

/// Every vector in `Tests/Fixtures/plist/` read by RatePrompt and by Foundation's `PropertyListSerialization`
/// (CoreFoundation) on the same bytes: the same value tree, or both refuse the file. Hostile XML is refused with
/// `hostile-xml`.
@Suite("Property-list vectors against PropertyListSerialization")
struct PlistVectorTests {
    static let vectorNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: PlistTestSupport.fixtures.path)) ?? []
        return names.filter { $0.hasSuffix(".plist") }.sorted()
    }()

    /// The vectors whose XML attacks the reader: Apple refuses them for their internal DTD subset.
    static let hostile: Set<String> = ["billion_laughs.plist", "external_entity.plist", "internal_subset_entity.plist"]

    @Test("the vector folder is found and complete")
    func vectorsExist() {
        #expect(Self.vectorNames.count >= 23)
        #expect(Self.hostile.isSubset(of: Set(Self.vectorNames)))
    }

    @Test("same result as PropertyListSerialization", arguments: vectorNames)
    func vector(_ name: String) throws {
        let data = try PlistTestSupport.fixture(name)
        let ours = PropertyListReader().read(data, path: name)
        let theirs = PlistTestSupport.foundation(data)
        switch (ours.root, theirs) {
        case (let root?, let any?):
            #expect(ours.diagnostics.filter { $0.severity == .error }.isEmpty)
            let difference = PlistTestSupport.difference(root.value, any)
            #expect(difference == nil, "\(name): \(difference ?? "")")
        case (nil, nil):
            #expect(ours.diagnostics.count == 1, "\(name): \(ours.diagnostics)")
            #expect(ours.diagnostics.first?.severity == .error)
            #expect(ours.diagnostics.first?.location.path == name)
        case (let root?, nil):
            Issue.record("\(name): we read \(root.value), Foundation refuses the file")
        case (nil, let any?):
            Issue.record("\(name): Foundation reads \(any), we fail: \(ours.diagnostics)")
        }
        if Self.hostile.contains(name) {
            #expect(ours.diagnostics.map(\.code) == [.hostileXML], "\(name): \(ours.diagnostics)")
        } else {
            #expect(!ours.diagnostics.contains { $0.code == .hostileXML }, "\(name): \(ours.diagnostics)")
        }
    }

    @Test("hostile vectors are refused quickly", arguments: [
        "billion_laughs.plist", "external_entity.plist", "internal_subset_entity.plist", "undefined_entity.plist",
    ])
    func refusedQuickly(_ name: String) throws {
        let data = try PlistTestSupport.fixture(name)
        let clock = ContinuousClock()
        var document: PropertyListDocument?
        let elapsed = clock.measure { document = PropertyListReader().read(data, path: name) }
        #expect(document?.root == nil)
        #expect(elapsed < .milliseconds(100), "\(name) took \(elapsed)")
        let expected: Diagnostic.Code = name == "undefined_entity.plist" ? .syntaxError : .hostileXML
        #expect(document?.diagnostics.map(\.code) == [expected])
    }

    @Test("error positions of the failing XML vectors", arguments: [
        ("key_without_value.plist", 3, 14, "<key> \"a\" has no value; add a value element after it or remove the key"),
        ("two_objects_in_plist.plist", 3, 26, "<plist> already holds a value"),
        ("unknown_tag.plist", 3, 26, "unknown element <foo>"),
        ("integer_hex_ws.plist", 3, 15, "<integer> contains whitespace"),
        ("undefined_entity.plist", 3, 16, "unknown entity &nbsp;"),
        ("mismatched_close.plist", 3, 35, "closing tag </dict> does not match <string>"),
        ("internal_subset_entity.plist", 2, 17, "the DOCTYPE declares an internal subset"),
    ])
    func errorPositions(_ name: String, _ line: Int, _ column: Int, _ message: String) throws {
        let data = try PlistTestSupport.fixture(name)
        let document = data.withUnsafeBytes { XMLPropertyListParser(path: name).parse($0) }
        let diagnostic = try #require(document.diagnostics.first)
        #expect(document.diagnostics.count == 1)
        #expect(diagnostic.message.hasPrefix(message), "\(diagnostic.message)")
        #expect(diagnostic.location.line == line && diagnostic.location.column == column, "\(diagnostic)")
    }
}
