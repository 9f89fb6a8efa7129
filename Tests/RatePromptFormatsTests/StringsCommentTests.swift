import Foundation
import Testing
@testable import RatePromptFormats

/// Comments read from a file keep a range of its bytes (`RetainedText`); their text must be exactly what a parse
/// of the same bytes in memory decodes.
struct StringsCommentTests {
    static let text = "/* Note: caf\u{E9} \u{1F600} \u{65E5}\u{672C} */\n\"a\" = \"b\";\n// line \u{05E9}\u{05DC}\n"
        + "\"c\" = \"d\"; /* trailing */\r\n/* unterminated \u{E9}"

    static func encodings() -> [(String, [UInt8])] {
        let utf16 = Array(text.utf16)
        return [
            ("utf8", Array(text.utf8)),
            ("utf8 BOM", [0xEF, 0xBB, 0xBF] + Array(text.utf8)),
            ("utf16le", [0xFF, 0xFE] + utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
            ("utf16be", [0xFE, 0xFF] + utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }),
            ("ill-formed utf8", Array("/* a ".utf8) + [0xC3, 0x28] + Array(" */ \"k\" = \"v\";".utf8)),
        ]
    }

    @Test func fileCommentsMatchInMemoryComments() throws {
        for (name, bytes) in Self.encodings() {
            let url = FileManager.default.temporaryDirectory
                .appendingPathComponent("rateprompt-comments-\(UUID().uuidString).strings")
            try Data(bytes).write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            let fromFile = StringsFileParser().parse(contentsOf: url.path)
            let inMemory = StringsFileParser().parse(Data(bytes), path: url.path)
            #expect(fromFile.comments.count == inMemory.comments.count, "\(name)")
            #expect(fromFile.comments.map(\.text) == inMemory.comments.map(\.text), "\(name)")
            #expect(fromFile.comments == inMemory.comments, "\(name)")
            #expect(Set(fromFile.comments) == Set(inMemory.comments), "\(name)")
        }
    }

    @Test func settingTextReplacesTheRange() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("rateprompt-comments-\(UUID().uuidString).strings")
        try Data(Self.text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var comment = try #require(StringsFileParser().parse(contentsOf: url.path).comments.first)
        #expect(comment.text == " Note: caf\u{E9} \u{1F600} \u{65E5}\u{672C} ")
        comment.text = "new"
        #expect(comment == StringsComment(text: "new", position: comment.position, isBlock: true))
    }
}
