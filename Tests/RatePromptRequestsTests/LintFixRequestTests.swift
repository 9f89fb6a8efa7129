import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptRequests

/// `LintRequest` with `fixMode`: a file changed between its reading and its writing is left as the other writer left
/// it; UTF-16 with a BOM and CRLF line ends keep every byte outside the fix.
@Suite("lint --fix requests")
struct LintFixRequestTests {
    static func tree(_ files: [String: [UInt8]]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-fixreq-\(UUID().uuidString)")
        for (path, bytes) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return folder
    }

    static func utf16(_ text: String) -> [UInt8] { [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }

    @Test func aFileChangedWhileItRanIsNotWritten() throws {
        let folder = try Self.tree(["en.lproj/Localizable.strings": Array("\"a\" = \"Caf\\u00e9\";\n".utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("en.lproj/Localizable.strings").path
        let other = Array("\"a\" = \"Another writer\";\n".utf8)
        var request = try LintRequest(paths: [folder.path])
        request.fixMode = .write
        // Another program writes the file after `--fix` read it: same size or not, its status differs.
        request.beforeFixWrite = { _ in
            try? Data(other).write(to: URL(fileURLWithPath: path))
            try? FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 5)], ofItemAtPath: path)
        }
        let result = request.run()
        #expect(result.exitStatus == LintResult.failureStatus)
        #expect(result.fixMessages.contains { $0.hasSuffix(": error: changed while RatePrompt read it; not written, run again") },
                "\(result.fixMessages)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(other))
    }

    /// `localized-version`'s fix deletes every version entry of every `InfoPlist.strings`, keeping each other byte; a
    /// second run finds nothing to do.
    @Test func localizedVersionsAreDeleted() throws {
        let en = "/* Bundle name */\n\"CFBundleDisplayName\" = \"Journal\";\n\"CFBundleShortVersionString\" = \"1.0\";\n"
        let fr = "\"CFBundleDisplayName\" = \"Carnet\";\n\"CFBundleVersion\" = \"12\";\n/* Camera */\n"
            + "\"NSCameraUsageDescription\" = \"Photographier les pages\";\n"
        let folder = try Self.tree(["App/en.lproj/InfoPlist.strings": Array(en.utf8),
                                    "App/fr.lproj/InfoPlist.strings": Array(fr.utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        var request = try LintRequest(paths: [folder.path])
        request.fixMode = .write
        let result = request.run()
        #expect(result.fixMessages.contains { $0.hasPrefix("Made 2 fixes in 2 files") }, "\(result.fixMessages)")
        let fixedEn = try String(contentsOf: folder.appendingPathComponent("App/en.lproj/InfoPlist.strings"), encoding: .utf8)
        let fixedFr = try String(contentsOf: folder.appendingPathComponent("App/fr.lproj/InfoPlist.strings"), encoding: .utf8)
        #expect(fixedEn == "/* Bundle name */\n\"CFBundleDisplayName\" = \"Journal\";\n")
        #expect(fixedFr == "\"CFBundleDisplayName\" = \"Carnet\";\n/* Camera */\n\"NSCameraUsageDescription\" = \"Photographier les pages\";\n")
        var again = try LintRequest(paths: [folder.path])
        again.fixMode = .write
        #expect(again.run().fixMessages.contains { $0.hasPrefix("Made 0 fixes") })
    }

    @Test func utf16WithBOMAndCRLFKeepEveryOtherByte() throws {
        let source = "/* Joined to a count. */\r\n\"starred\" = \"Starred: \";\r\n\"x\" = \"Caf\\u00e9\";\r\n\"x\" = \"Café\";\r\n"
        let translation = "/* Zählung */\r\n\"starred\" = \"Markiert:\";\r\n\"x\" = \"Café\";\r\n"
        let folder = try Self.tree(["en.lproj/Localizable.strings": Self.utf16(source),
                                    "de.lproj/Localizable.strings": Self.utf16(translation)])
        defer { try? FileManager.default.removeItem(at: folder) }
        var request = try LintRequest(paths: [folder.path])
        request.fixMode = .write
        let result = request.run()
        #expect(result.exitStatus == 0, "\(result.fixMessages)")
        let en = try Data(contentsOf: folder.appendingPathComponent("en.lproj/Localizable.strings"))
        let de = try Data(contentsOf: folder.appendingPathComponent("de.lproj/Localizable.strings"))
        // The duplicate (with its unknown escape) goes with its line; the rest is byte for byte.
        #expect([UInt8](en) == Self.utf16("/* Joined to a count. */\r\n\"starred\" = \"Starred: \";\r\n\"x\" = \"Café\";\r\n"))
        #expect([UInt8](de) == Self.utf16(translation.replacingOccurrences(of: "Markiert:", with: "Markiert: ")))
        // What PropertyListSerialization reads agrees.
        let read = try PropertyListSerialization.propertyList(from: de, format: nil) as? [String: String]
        #expect(read == ["starred": "Markiert: ", "x": "Café"])
    }

    @Test func editsThatNoLongerMatchTheFileAreSkipped() {
        let bytes = Array("\"a\" = \"x\";\n\"b\" = \"Caf\\u00e9\";\n".utf8)
        // A position that is no longer a `\u` escape, an entry whose key changed and one without a later duplicate.
        let edits: [StringsFileEditor.Edit] = [
            .unicodeEscape(position: TextPosition(line: 1, column: 8)),
            .removeEntry(keyPosition: TextPosition(line: 1, column: 1), key: "z"),
            .removeEntry(keyPosition: TextPosition(line: 2, column: 1), key: "b"),
        ]
        guard case .success(let made) = StringsFileEditor.apply(edits, to: bytes, path: "t.strings") else {
            Issue.record("refused")
            return
        }
        #expect(made.applied == 0 && made.bytes == bytes)
    }
}
