import Foundation

/// Findings accepted when adopting the linter on an existing project: later runs report only new ones.
///
/// A finding is matched by file (relative to the baseline's folder), rule, and its key, or its message when it has
/// no key; never by line, so edits elsewhere in a file keep the baseline valid. Each entry absorbs one finding.
public struct LintBaseline: Sendable {
    public struct Entry: Hashable, Sendable, Codable {
        public var file: String
        public var rule: String
        public var key: String?
        public var message: String
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    public init(findings: [LintFinding], baseDirectory: String) {
        entries = findings.map { Self.entry(for: $0, baseDirectory: baseDirectory) }
    }

    static func entry(for finding: LintFinding, baseDirectory: String) -> Entry {
        Entry(file: LintReporter.relative(finding.location.path, to: baseDirectory), rule: finding.rule,
              key: finding.key, message: finding.message)
    }

    /// The findings not in the baseline.
    public func filter(_ findings: [LintFinding], baseDirectory: String) -> [LintFinding] {
        var remaining: [String: Int] = [:]
        for entry in entries { remaining[Self.fingerprint(entry), default: 0] += 1 }
        return findings.filter { finding in
            let print = Self.fingerprint(Self.entry(for: finding, baseDirectory: baseDirectory))
            guard let count = remaining[print], count > 0 else { return true }
            remaining[print] = count - 1
            return false
        }
    }

    private static func fingerprint(_ entry: Entry) -> String {
        [entry.file, entry.rule, entry.key ?? "", entry.key == nil ? entry.message : ""].joined(separator: "\u{1F}")
    }

    public static func load(contentsOf path: String) throws -> LintBaseline {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        struct File: Codable { var version: Int; var findings: [Entry] }
        return LintBaseline(entries: try JSONDecoder().decode(File.self, from: data).findings)
    }

    /// Writes the baseline through a temporary file renamed into place, so a reader never sees half a file.
    public func write(to path: String) throws {
        let json = JSONValue.object([
            ("version", .int(1)),
            ("findings", .array(entries.map { entry in
                .object([("file", .string(entry.file)), ("rule", .string(entry.rule)),
                         ("key", entry.key.map(JSONValue.string) ?? .null), ("message", .string(entry.message))])
            })),
        ])
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        try Data((json.serialized() + "\n").utf8).write(to: temporary)
        do {
            if rename(temporary.path, url.path) != 0 { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
