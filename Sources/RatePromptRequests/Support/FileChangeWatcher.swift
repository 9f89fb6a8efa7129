import Foundation
import RatePromptFormats

/// Notices changes to a set of files by comparing snapshots: what `rateprompt preview --watch` polls.
///
/// Polling, not kernel notifications, because it works the same on Linux and macOS, on network folders and in
/// containers, and because an editor that saves by writing a new file and renaming it over the old one would
/// break a watch on the old file. The snapshot is injected, so the tests drive it without a file system or a clock;
/// the loop that calls `poll()` lives in the command.
package struct FileChangeWatcher: Sendable {
    /// What identifies one version of a file: a change of any field is a change of the file.
    package struct Stamp: Hashable, Sendable {
        package internal(set) var size: UInt64
        /// Seconds since 1970, as precise as the file system keeps it.
        package internal(set) var modified: Double
        /// The inode: a file saved by rename has a new one even when size and time match.
        var fileNumber: UInt64

        package init(size: UInt64, modified: Double, fileNumber: UInt64 = 0) {
            self.size = size
            self.modified = modified
            self.fileNumber = fileNumber
        }
    }

    package typealias Snapshot = [String: Stamp]

    package enum Change: Hashable, Sendable, Comparable, CustomStringConvertible {
        case added(String)
        case modified(String)
        case removed(String)

        package var path: String {
            switch self {
            case .added(let path), .modified(let path), .removed(let path): path
            }
        }

        package var description: String {
            switch self {
            case .added(let path): "added \(path)"
            case .modified(let path): "changed \(path)"
            case .removed(let path): "removed \(path)"
            }
        }

        package static func < (lhs: Change, rhs: Change) -> Bool { lhs.path < rhs.path }
    }

    private let snapshot: @Sendable () -> Snapshot
    /// The snapshot the next poll compares against.
    package private(set) var current: Snapshot

    /// Takes the first snapshot now; `poll()` reports changes from it.
    package init(snapshot: @escaping @Sendable () -> Snapshot) {
        self.snapshot = snapshot
        current = snapshot()
    }

    /// Watches the files `paths()` lists, listed anew on every poll so that new files are noticed.
    package init(paths: @escaping @Sendable () -> [String]) {
        self.init(snapshot: { Self.stamps(of: paths()) })
    }

    /// The changes since the last poll, sorted by path; empty when nothing changed.
    package mutating func poll() -> [Change] {
        let next = snapshot()
        defer { current = next }
        return Self.changes(from: current, to: next)
    }

    static func changes(from old: Snapshot, to new: Snapshot) -> [Change] {
        var changes: [Change] = []
        for (path, stamp) in new {
            if let before = old[path] {
                if before != stamp { changes.append(.modified(path)) }
            } else {
                changes.append(.added(path))
            }
        }
        for path in old.keys where new[path] == nil {
            changes.append(.removed(path))
        }
        return changes.sorted()
    }

    /// The stamps of the files that exist; a missing file is left out (and so reported as removed).
    static func stamps(of paths: [String]) -> Snapshot {
        var snapshot: Snapshot = [:]
        for path in paths {
            guard case .success(let status) = FileSystem.status(path) else { continue }
            snapshot[path] = Stamp(size: UInt64(max(status.size, 0)), modified: status.modified,
                                   fileNumber: status.identity.inode)
        }
        return snapshot
    }

    /// One line for a rebuild: `changed fr.lproj/Localizable.strings, added de.lproj/Localizable.strings`, paths
    /// relative to `root` when they are inside it.
    package static func summary(_ changes: [Change], relativeTo root: String? = nil) -> String {
        let prefix = root.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        return changes.map { change in
            var path = change.path
            if let prefix, path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
            switch change {
            case .added: return "added \(path)"
            case .modified: return "changed \(path)"
            case .removed: return "removed \(path)"
            }
        }.joined(separator: ", ")
    }
}
