import Foundation
import RatePromptFormats
import RatePromptCore

/// Findings accepted when adopting the linter on an existing project: later runs report only new ones.
///
/// A finding is matched by file (relative to the baseline's folder), rule, and its key, or its message when it has
/// no key; never by line, so edits elsewhere in a file keep the baseline valid. Each entry absorbs one finding. A
/// grouped finding (`FindingGroup`) has an entry per key, with the group's scope and the key's place: one key that
/// newly joins a group (a string newly left untranslated) is new, and the finding is reported with the new keys
/// alone, saying how many more the baseline holds. `compare` says which findings are new, partly new or known; a
/// `--new-since` run compares with the findings of an older tree the same way.
package struct LintBaseline: Sendable {
    package struct Entry: Hashable, Sendable, Codable {
        package internal(set) var file: String
        package internal(set) var rule: String
        package internal(set) var key: String?
        /// A grouped key's scope in its file (a catalog's language); nil for a file that is one table.
        var scope: String?
        /// What tells a grouped key from others of the same key (a plural form).
        package internal(set) var place: String?
        /// The finding's message: what matches a finding without a key. Not written for a grouped key.
        package internal(set) var message: String?
    }

    package internal(set) var entries: [Entry]

    package init(entries: [Entry]) {
        self.entries = entries
    }

    package init(findings: [LintFinding], baseDirectory: String) {
        entries = findings.flatMap { Self.entries(for: $0, baseDirectory: baseDirectory) }
    }

    /// The entries of one finding: one, or one per key of a group.
    static func entries(for finding: LintFinding, baseDirectory: String) -> [Entry] {
        let file = LintReporter.relative(finding.group?.file ?? finding.location.path, to: baseDirectory)
        guard let group = finding.group else {
            return [Entry(file: file, rule: finding.rule, key: finding.key, message: finding.message)]
        }
        return group.members.map { member in
            Entry(file: file, rule: finding.rule, key: member.key, scope: group.scope, place: member.place)
        }
    }

    /// What a baseline makes of a finding.
    package enum State: Sendable, Equatable {
        /// Not in the baseline.
        case new
        /// A grouped finding of which some keys are in the baseline: reported with the others.
        case partlyNew
        /// In the baseline.
        case known
    }

    /// Each finding with its state; a partly new one with only its new keys (`LintFinding.keeping`), its message
    /// saying how many more the baseline holds, or how many were at `knownAt` when the entries are an older tree's
    /// findings. Every entry absorbs one finding or one key.
    package func compare(
        _ findings: [LintFinding], baseDirectory: String, knownAt: String? = nil
    ) -> [(finding: LintFinding, state: State)] {
        var remaining: [String: Int] = [:]
        for entry in entries { remaining[Self.fingerprint(entry), default: 0] += 1 }
        func absorb(_ entry: Entry) -> Bool {
            let print = Self.fingerprint(entry)
            guard let count = remaining[print], count > 0 else { return false }
            remaining[print] = count - 1
            return true
        }
        return findings.map { finding in
            let own = Self.entries(for: finding, baseDirectory: baseDirectory)
            guard let group = finding.group else { return (finding, absorb(own[0]) ? .known : .new) }
            let kept = zip(group.members, own).filter { !absorb($0.1) }.map(\.0)
            if kept.count == group.members.count { return (finding, .new) }
            guard let partial = finding.keeping(kept, known: group.members.count - kept.count, at: knownAt) else {
                return (finding, .known)
            }
            return (partial, .partlyNew)
        }
    }

    /// The findings not in the baseline, grouped ones with only their new keys.
    package func filter(_ findings: [LintFinding], baseDirectory: String, knownAt: String? = nil) -> [LintFinding] {
        compare(findings, baseDirectory: baseDirectory, knownAt: knownAt).compactMap { $0.state == .known ? nil : $0.finding }
    }

    private static func fingerprint(_ entry: Entry) -> String {
        [entry.file, entry.rule, entry.scope ?? "", entry.key ?? "", entry.place ?? "",
         entry.key == nil ? entry.message ?? "" : ""].joined(separator: "\u{1F}")
    }

    /// Why a baseline could not be read or written, in words; the command prints it with the path.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package internal(set) var description: String
    }

    package static func load(contentsOf path: String) throws(Failure) -> LintBaseline {
        let data: Data
        switch InputFile.read(path) {
        case .success(let read): data = read
        case .failure(let diagnostic): throw Failure(description: diagnostic.message)
        }
        struct File: Codable { var version: Int; var findings: [Entry] }
        do {
            let file = try JSONDecoder().decode(File.self, from: data)
            // Version 1 has no grouped keys; its entries read the same.
            guard (1...2).contains(file.version) else { throw Failure(description: "") }
            return LintBaseline(entries: file.findings)
        } catch {
            throw Failure(description: "not a baseline written by rateprompt lint --write-baseline (a JSON object "
                          + "with \"version\" and \"findings\")")
        }
    }

    /// Writes the baseline whole or not at all (`AtomicFileWriter`), never over one of `inputs`.
    package func write(to path: String, inputs: [String]) throws(AtomicFileWriter.Failure) {
        let json = JSONValue.object([
            ("version", .int(2)),
            ("findings", .array(entries.map { entry in
                var members: [(String, JSONValue)] = [("file", .string(entry.file)), ("rule", .string(entry.rule)),
                                                      ("key", entry.key.map(JSONValue.string) ?? .null)]
                if let scope = entry.scope { members.append(("scope", .string(scope))) }
                if let place = entry.place { members.append(("place", .string(place))) }
                if let message = entry.message { members.append(("message", .string(message))) }
                return .object(members)
            })),
        ])
        try AtomicFileWriter().write(Data((json.serialized() + "\n").utf8), to: path, inputs: inputs)
    }
}
