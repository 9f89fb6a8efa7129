import Foundation
import Testing
import RatePromptFormats
import RatePromptCore
import RatePromptRequests
import RatePromptLint

@Suite("FileChangeWatcher")
struct FileChangeWatcherTests {
    /// A file system in memory that the test changes between polls.
    final class FakeFiles: @unchecked Sendable {
        private let lock = NSLock()
        private var files: FileChangeWatcher.Snapshot = [:]

        // lock()/unlock() rather than withLock, which macOS 13 lacks.
        subscript(path: String) -> FileChangeWatcher.Stamp? {
            get { lock.lock(); defer { lock.unlock() }; return files[path] }
            set { lock.lock(); defer { lock.unlock() }; files[path] = newValue }
        }

        func snapshot() -> FileChangeWatcher.Snapshot { lock.lock(); defer { lock.unlock() }; return files }
    }

    @Test func reportsAddedChangedAndRemovedFilesOnce() {
        let files = FakeFiles()
        files["/p/en.lproj/Localizable.strings"] = .init(size: 10, modified: 100)
        files["/p/fr.lproj/Localizable.strings"] = .init(size: 20, modified: 100)
        var watcher = FileChangeWatcher(snapshot: files.snapshot)
        #expect(watcher.current.count == 2)
        #expect(watcher.poll().isEmpty)

        files["/p/fr.lproj/Localizable.strings"] = .init(size: 20, modified: 101)  // saved again, same size
        files["/p/de.lproj/Localizable.strings"] = .init(size: 5, modified: 101)
        files["/p/en.lproj/Localizable.strings"] = nil
        #expect(watcher.poll() == [
            .added("/p/de.lproj/Localizable.strings"),
            .removed("/p/en.lproj/Localizable.strings"),
            .modified("/p/fr.lproj/Localizable.strings"),
        ])
        #expect(watcher.poll().isEmpty)  // reported once

        files["/p/de.lproj/Localizable.strings"] = .init(size: 6, modified: 101)  // same time, new size
        #expect(watcher.poll() == [.modified("/p/de.lproj/Localizable.strings")])
        files["/p/de.lproj/Localizable.strings"] = .init(size: 6, modified: 101, fileNumber: 7)  // renamed over
        #expect(watcher.poll() == [.modified("/p/de.lproj/Localizable.strings")])
        #expect(watcher.poll().isEmpty)
    }

    @Test func summaryNamesPathsInsideTheProject() {
        let changes: [FileChangeWatcher.Change] = [.modified("/p/fr.lproj/Localizable.strings"), .added("/etc/config.json"),
                                                   .removed("/p/de.lproj/Localizable.strings")]
        #expect(FileChangeWatcher.summary(changes, relativeTo: "/p")
                == "changed fr.lproj/Localizable.strings, added /etc/config.json, removed de.lproj/Localizable.strings")
        #expect(FileChangeWatcher.summary([.modified("/p/a")]) == "changed /p/a")
    }

    /// The real file system: stamps change when a file's size changes or when a new file is renamed over it, a new
    /// `.lproj` is found, and a deleted file is gone.
    @Test func watchesAProjectOnDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-watch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fr = folder.appendingPathComponent("fr.lproj")
        try FileManager.default.createDirectory(at: fr, withIntermediateDirectories: true)
        let french = fr.appendingPathComponent("Localizable.strings")
        try Data("\"iRateRateButton\" = \"Noter\";\n".utf8).write(to: french)
        let root = folder.path
        var watcher = FileChangeWatcher(paths: { LocalizationProject.inputPaths(at: root) })
        #expect(watcher.current.count == 1)
        #expect(watcher.poll().isEmpty)

        try Data("\"iRateRateButton\" = \"Noter maintenant\";\n".utf8).write(to: french)
        let changed = watcher.poll()
        #expect(changed.count == 1)
        #expect(changed.first.map { if case .modified = $0 { true } else { false } } == true)
        #expect(changed.first?.path.hasSuffix("fr.lproj/Localizable.strings") == true)

        // Same size, written as editors do: a new file renamed over the old one.
        let replacement = fr.appendingPathComponent(".Localizable.strings.new")
        try Data("\"iRateRateButton\" = \"Noter aujourd'hu\";\n".utf8).write(to: replacement)
        #expect(watcher.poll().isEmpty)  // a hidden temporary file is not an input
        #expect(rename(replacement.path, french.path) == 0)
        #expect(watcher.poll().map(\.path).map { $0.hasSuffix("fr.lproj/Localizable.strings") } == [true])

        let de = folder.appendingPathComponent("de.lproj")
        try FileManager.default.createDirectory(at: de, withIntermediateDirectories: true)
        try Data("\"iRateRateButton\" = \"Bewerten\";\n".utf8).write(to: de.appendingPathComponent("Localizable.strings"))
        let added = watcher.poll()
        #expect(added.count == 1)
        #expect(added.first.map { if case .added = $0 { true } else { false } } == true)

        try FileManager.default.removeItem(at: french)
        let removed = watcher.poll()
        #expect(removed.count == 1)
        #expect(removed.first.map { if case .removed = $0 { true } else { false } } == true)
        #expect(watcher.poll().isEmpty)
    }
}
