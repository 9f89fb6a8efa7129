import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint
import RatePromptTestSupport

/// Paths as bytes, non-regular files, sizes checked before reading, and the directory walk (issue 16).
@Suite struct FileSystemTests {
    static func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-fs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        try FileSystem.createFile(path, contents: Data(bytes)).get()
    }

    @Test func anyByteSequenceSurvivesAsAPath() {
        var random = SplitMix64(seed: 16)
        for _ in 0..<5_000 {
            // Mostly ASCII with UTF-8, stray continuation bytes, overlongs and the reserved scalars mixed in.
            let pieces: [[UInt8]] = [[0x61], [0xC3, 0xA9], [0xE9], [0x80], [0xC0, 0xAF], [0xF4, 0x8F, 0xBC, 0x80],
                                     [0xED, 0xA0, 0x80], [0xFF], [0x2F], [0xF0, 0x9F, 0x98, 0x80]]
            let bytes = (0..<Int.random(in: 0...12, using: &random)).flatMap { _ in pieces.randomElement(using: &random)! }
            let path = FileSystemPath.string(fromBytes: bytes)
            #expect(FileSystemPath.bytes(path) == bytes, "\(bytes)")
            if let valid = String(validating: bytes, as: UTF8.self), !valid.unicodeScalars.contains(where: { $0.value >= 0x10FF00 }) {
                #expect(path == valid, "valid UTF-8 stays as it is")
            }
        }
    }

    @Test func aFileWhoseNameIsNotUTF8IsFoundAndRead() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/" + FileSystemPath.string(fromBytes: Array("caf".utf8) + [0xE9] + Array(".lproj".utf8))
        #expect(FileSystemPath.withCString(folder) { mkdir($0!, 0o755) } == 0)
        let file = folder + "/Localizable.strings"
        try Self.write(Array("\"a\" = \"b\";\n".utf8), to: file)
        #expect(InputFiles.below(root).paths == [file])
        #expect(StringsFileParser().parse(contentsOf: file).effectiveEntries.map(\.key) == ["a"])
        // Foundation sees a different name, which names no file: the bytes are what matter.
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test func nonRegularFilesAreRefusedWithoutOpeningThemForReading() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fifo = root + "/Localizable.strings"
        #expect(mkfifo(fifo, 0o644) == 0)
        let zero = root + "/Zero.strings"
        try FileManager.default.createSymbolicLink(atPath: zero, withDestinationPath: "/dev/zero")
        let dangling = root + "/Gone.strings"
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: root + "/nothing")
        let cases: [(String, String)] = [
            (fifo, "is a named pipe (FIFO), not a regular file; it was not read"),
            (zero, "is a character device, not a regular file; it was not read"),
            (root, "is a folder, not a regular file; it was not read"),
            (dangling, "is a symbolic link to a file that does not exist"),
            (root + "/missing", "no such file"),
            (fifo + "/below", "cannot read the file: a part of the path is not a folder"),
        ]
        for (path, message) in cases {
            guard case .failure(let diagnostic) = InputFile.read(path) else {
                Issue.record("\(path) was read")
                continue
            }
            #expect(diagnostic.message == message)
            #expect(diagnostic.code == .unreadableFile && diagnostic.severity == .error)
        }
    }

    /// A sparse file over the limit takes no disk space; it is refused from its size, before any byte is read.
    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let big = root + "/Big.strings"
        try Self.write([], to: big)
        #expect(truncate(big, off_t(InputFile.maximumSize) + 1) == 0)
        guard case .failure(let diagnostic) = InputFile.read(big) else {
            Issue.record("a file over 2 GiB was read")
            return
        }
        #expect(diagnostic.message == "the file is \(InputFile.maximumSize + 1) bytes; files over 2 GiB are not read")
        // A smaller read limit shows the same check on a file that also grows while it is read.
        try Self.write(Array(repeating: 0x41, count: 10_000), to: root + "/small")
        guard case .failure(.tooBig(let size)) = FileSystem.readFile(root + "/small", maximumSize: 9_999) else {
            Issue.record("the limit was not applied")
            return
        }
        #expect(size == 10_000)
    }

    @Test func filesAroundTheReadBufferSizesReadExactly() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for count in [0, 1, 4095, 4096, 4097, FileSystem.hugePageThreshold - 1, FileSystem.hugePageThreshold + 4097] {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            let path = root + "/f\(count)"
            try Self.write(bytes, to: path)
            #expect(try FileSystem.readFile(path, maximumSize: InputFile.maximumSize).get() == Data(bytes))
        }
    }

    @Test func theWalkFollowsFolderLinksOnceAndListsInputNamesWhateverTheyAre() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        for folder in ["App/en.lproj", "App/fr.lproj/Broken.strings", "Shared/de.lproj", ".hidden/en.lproj", "Pods/X/en.lproj"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["App/en.lproj/Localizable.strings", "Shared/de.lproj/Localizable.strings", "App/Cat.xcstrings",
                     ".hidden/en.lproj/Localizable.strings", "Pods/X/en.lproj/Localizable.strings", "App/notes.txt",
                     "App/RatePrompt.json", "App/Info.plist"] {
            try Self.write(Array("\"a\" = \"b\";".utf8), to: root + "/" + file)
        }
        // A link to another folder is followed; links that loop back to an ancestor are walked once.
        try manager.createSymbolicLink(atPath: root + "/App/Shared", withDestinationPath: "../Shared")
        try manager.createSymbolicLink(atPath: root + "/App/en.lproj/up", withDestinationPath: "../..")
        try manager.createSymbolicLink(atPath: root + "/Shared/back", withDestinationPath: root + "/App")
        #expect(mkfifo(root + "/App/fr.lproj/Localizable.strings", 0o644) == 0)
        let listing = InputFiles.below(root)
        let relative = listing.paths.map { String($0.dropFirst(root.count + 1)) }
        #expect(relative == ["App/Cat.xcstrings", "App/Info.plist", "App/RatePrompt.json", "App/en.lproj/Localizable.strings",
                             "App/fr.lproj/Broken.strings", "App/fr.lproj/Localizable.strings",
                             "Shared/de.lproj/Localizable.strings"])
        #expect(listing.problems.isEmpty)
        #expect(listing.paths.map { FileKind.of($0) } == [.catalog, .propertyList, .configuration, .table, .table, .table, .table])
    }

    @Test func errorsAreWordedForAPerson() {
        #expect(FileSystem.reason(ENOENT) == "no such file or folder")
        #expect(FileSystem.reason(EACCES) == "permission denied")
        #expect(FileSystem.reason(EIO) == "the disk reported an input/output error while reading")
        #expect(!FileSystem.reason(EXDEV).contains("NSCocoaErrorDomain"))
    }
}
