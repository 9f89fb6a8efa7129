import Foundation
import Testing
import RatePromptFormats
import RatePromptLint

@Suite("AtomicFileWriter")
struct AtomicFileWriterTests {
    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-write-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func writesAndReplacesLeavingNothingElse() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        try AtomicFileWriter().write(Data("one".utf8), to: page.path)
        #expect(try String(contentsOf: page, encoding: .utf8) == "one")
        try AtomicFileWriter().write(Data("two, longer".utf8), to: page.path)
        #expect(try String(contentsOf: page, encoding: .utf8) == "two, longer")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["page.html"])
    }

    @Test func refusesAnInputFileEvenByAnotherName() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("config.json")
        try Data("{}".utf8).write(to: input)
        let link = folder.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: input)
        for path in [input.path, folder.path + "/./config.json", link.path] {
            #expect(throws: AtomicFileWriter.Failure.self) {
                try AtomicFileWriter().write(Data("page".utf8), to: path, inputs: [input.path])
            }
        }
        #expect(try String(contentsOf: input, encoding: .utf8) == "{}")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["config.json", "link.json"])
    }

    @Test func explainsAMissingFolderOrAFolderInTheWay() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.path + "/nowhere/page.html"
        do {
            try AtomicFileWriter().write(Data(), to: missing)
            Issue.record("wrote into a missing folder")
        } catch {
            #expect(error.description == "\(missing): error: no such folder: \(folder.path)/nowhere")
        }
        do {
            try AtomicFileWriter().write(Data(), to: folder.path)
            Issue.record("replaced a folder")
        } catch {
            #expect(error.description.hasSuffix("error: is a folder; give a file name"))
        }
    }
}
