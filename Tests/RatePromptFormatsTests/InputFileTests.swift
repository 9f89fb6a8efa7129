import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint
import RatePromptTestSupport

/// Files of 4 MiB and more are read into memory of their own (huge pages on Linux); whatever the size, the bytes
/// must be exactly the file's, and parsing from the file must equal parsing the same bytes in memory.
struct InputFileTests {
    static func temporaryFile(_ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("rateprompt-input-\(UUID().uuidString).strings")
        try Data(bytes).write(to: url)
        return url
    }

    @Test(arguments: [0, 1, (4 << 20) - 1, 4 << 20, (4 << 20) + 1, (6 << 20) - 4096, (6 << 20) - 4095, 6 << 20])
    func readsExactlyTheFile(size: Int) throws {
        var random = SplitMix64(seed: UInt64(size))
        var bytes = [UInt8](repeating: 0, count: size)
        bytes.withUnsafeMutableBytes { raw in
            for offset in stride(from: 0, to: size - size % 8, by: 8) {
                raw.storeBytes(of: random.next(), toByteOffset: offset, as: UInt64.self)
            }
        }
        let url = try Self.temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        let data = try InputFile.read(url.path).get()
        #expect(data.count == size)
        #expect(data == Data(bytes))
    }

    @Test func aBigFileParsesLikeTheSameBytesInMemory() throws {
        var text = "/* big */\n"
        var index = 0
        var duplicates = 0
        while text.utf8.count < 5 << 20 {
            text += "/* note \(index) */\n\"key.\(index)\" = \"value \\\"\(index)\\\" caf\u{E9} \u{1F600}\";\n"
            if index % 1000 == 0 {
                text += "\"key.\(index / 2)\" = \"dup\";\n"
                duplicates += 1
            }
            index += 1
        }
        let bytes = Array(text.utf8)
        let url = try Self.temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        let fromFile = StringsFileParser().parse(contentsOf: url.path)
        let inMemory = StringsFileParser().parse(bytes, path: url.path)
        #expect(fromFile.entries.count > 50_000)
        #expect(fromFile.entries == inMemory.entries)
        #expect(fromFile.comments == inMemory.comments)
        #expect(fromFile.diagnostics == inMemory.diagnostics)
        #expect(fromFile.diagnostics.map(\.code) == Array(repeating: Diagnostic.Code.duplicateKey, count: duplicates))
        #expect(fromFile.value(forKey: "key.500") == "dup")
        #expect(fromFile.value(forKey: "key.501") == "value \"501\" caf\u{E9} \u{1F600}")
    }

    @Test func failuresAreDiagnostics() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-\(UUID().uuidString)")
        guard case .failure(let diagnostic) = InputFile.read(missing.path) else {
            Issue.record("a missing file was read")
            return
        }
        #expect(diagnostic.message == "no such file")
        guard case .failure(let directory) = InputFile.read(FileManager.default.temporaryDirectory.path) else {
            Issue.record("a directory was read")
            return
        }
        #expect(directory.message == "is a folder, not a regular file; it was not read")
        #expect(directory.code == .unreadableFile && diagnostic.code == .unreadableFile)
    }
}
