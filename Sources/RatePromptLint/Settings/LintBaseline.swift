import Foundation
import RatePromptFormats
import RatePromptCore

/// Findings accepted when adopting the linter on an existing project: later runs report only new ones.
///
/// A finding is matched by file (relative to the baseline's folder), rule, and its key, or its message when it has
/// no key; never by line, so edits elsewhere in a file keep the baseline valid. Each entry absorbs one finding.
package struct LintBaseline: Sendable {
    package struct Entry: Hashable, Sendable, Codable {
        package var file: String
        package var rule: String
        package var key: String?
        package var message: String
    }

    package var entries: [Entry]

    package init(entries: [Entry]) {
        self.entries = entries
    }

    package init(findings: [LintFinding], baseDirectory: String) {
        entries = findings.map { Self.entry(for: $0, baseDirectory: baseDirectory) }
    }

    static func entry(for finding: LintFinding, baseDirectory: String) -> Entry {
        Entry(file: LintReporter.relative(finding.location.path, to: baseDirectory), rule: finding.rule,
              key: finding.key, message: finding.message)
    }

    /// The findings not in the baseline.
    package func filter(_ findings: [LintFinding], baseDirectory: String) -> [LintFinding] {
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

    /// Why a baseline could not be read or written, in words; the command prints it with the path.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package var description: String
    }

    package static func load(contentsOf path: String) throws(Failure) -> LintBaseline {
        let data: Data
        switch InputFile.read(path) {
        case .success(let read): data = read
        case .failure(let diagnostic): throw Failure(description: diagnostic.message)
        }
        struct File: Codable { var version: Int; var findings: [Entry] }
        do {
            return LintBaseline(entries: try JSONDecoder().decode(File.self, from: data).findings)
        } catch {
            throw Failure(description: "not a baseline written by rateprompt lint --write-baseline (a JSON object "
                          + "with \"version\" and \"findings\")")
        }
    }

    /// Writes the baseline whole or not at all (`AtomicFileWriter`), never over one of `inputs`.
    package func write(to path: String, inputs: [String]) throws(AtomicFileWriter.Failure) {
        let json = JSONValue.object([
            ("version", .int(1)),
            ("findings", .array(entries.map { entry in
                .object([("file", .string(entry.file)), ("rule", .string(entry.rule)),
                         ("key", entry.key.map(JSONValue.string) ?? .null), ("message", .string(entry.message))])
            })),
        ])
        try AtomicFileWriter().write(Data((json.serialized() + "\n").utf8), to: path, inputs: inputs)
    }
}
