import Foundation
import RatePromptFormats
import RatePromptCore
import RatePromptLint
import RatePromptOutput

extension LintRequest {
    /// `lint --fix`: write the fixes, or (`dryRun`) only show them as a diff.
    package enum FixMode: Sendable {
        case write
        case dryRun
    }

    /// What the fix passes did, for the result.
    struct FixOutcome: Sendable {
        /// `path: error: …` for each file left alone, and the totals line.
        var messages: [String] = []
        /// The unified diff of every change (`--dry-run`).
        var diff = ""
        /// A file was refused.
        var failed = false
        var fixCount = 0
        var changedFiles: Set<String> = []
        /// Each root's lint from the last pass, when that pass wrote nothing: the tree the report is about, so that
        /// it is not linted once more.
        var lastLint: [Linter.Result]?
    }

    /// A pass lints, gathers the fixes of the findings and makes them file by file; the next pass fixes what the
    /// first one uncovered (a translation's escape that copied the source's is reported once the source's is gone),
    /// until a pass changes nothing. `--dry-run` makes one pass and writes nothing.
    func applyFixes(_ mode: FixMode, settings: [LintConfiguration]) -> FixOutcome {
        var outcome = FixOutcome()
        var refused: Set<String> = []
        let trees = roots.map { root in
            FileSystem.realPath(FileSystem.isDirectory(root) ? root : URL(fileURLWithPath: root).deletingLastPathComponent().path)
        }.compactMap { $0 }
        for _ in 0..<(mode == .dryRun ? 1 : Self.fixPasses) {
            let results = zip(roots, settings).map { root, settings in
                Linter(configuration: settings, stages: stages).lint(path: root)
            }
            let findings = results.flatMap(\.findings)
            var byPath: [String: [LintFix.Edit]] = [:]
            for finding in findings { for fix in finding.fixes { byPath[fix.path, default: []].append(fix.edit) } }
            var changed = false
            for path in byPath.keys.sorted() where !refused.contains(path) {
                switch fixFile(path, byPath[path]!, mode: mode, trees: trees, outcome: &outcome) {
                case .changed: changed = true
                case .refused: refused.insert(path)
                case .unchanged: break
                }
            }
            if !changed || mode == .dryRun {
                outcome.lastLint = results
                break
            }
        }
        let files = outcome.changedFiles.count
        let what = "\(outcome.fixCount) fix\(outcome.fixCount == 1 ? "" : "es") in \(files) file\(files == 1 ? "" : "s")"
        outcome.messages.append(mode == .dryRun ? "Would make \(what); nothing was written." : "Made \(what).")
        return outcome
    }

    /// Passes at most: each fixes what the one before uncovered, which is rare past the second.
    static var fixPasses: Int { 4 }

    private enum FileOutcome { case changed, unchanged, refused }

    private func fixFile(
        _ path: String, _ edits: [LintFix.Edit], mode: FixMode, trees: [String], outcome: inout FixOutcome
    ) -> FileOutcome {
        let name = VisibleText.name(path)
        func refuse(_ severity: String, _ reason: String) -> FileOutcome {
            outcome.messages.append("\(name): \(severity): \(reason)")
            outcome.failed = true
            return .refused
        }
        guard let real = FileSystem.realPath(path) else { return refuse("error", "cannot find the file; not fixed") }
        guard trees.contains(where: { real == $0 || real.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
            return refuse("warning", "a link to \(VisibleText.name(real)), outside the folders linted; --fix never "
                          + "writes through a link out of them, so it was left as it is")
        }
        guard case .success(let status) = FileSystem.status(real, followingLinks: false) else {
            return refuse("error", "cannot read the file's status; not fixed")
        }
        let bytes: [UInt8]
        switch InputFile.read(real) {
        case .success(let data): bytes = [UInt8](data)
        case .failure: return refuse("error", "cannot read the file; not fixed")
        }
        let made: (bytes: [UInt8], applied: Int)
        // The edits say the file's format: a rule fixes a `.strings` table or a String Catalog, never both in one file.
        let tableEdits = edits.compactMap { if case .strings(let edit) = $0 { edit } else { nil } }
        let catalogEdits = edits.compactMap { if case .catalog(let edit) = $0 { edit } else { nil } }
        if !tableEdits.isEmpty {
            switch StringsFileEditor.apply(tableEdits, to: bytes, path: path) {
            case .success(let result): made = result
            case .failure(let failure): return refuse("error", failure.reason)
            }
        } else if !catalogEdits.isEmpty {
            switch StringCatalogEditor.apply(catalogEdits, to: bytes, path: path) {
            case .success(let result): made = result
            case .failure(let failure): return refuse(failure.isWarning ? "warning" : "error", failure.reason)
            }
        } else {
            return .unchanged
        }
        guard made.applied > 0, made.bytes != bytes else { return .unchanged }
        let fixed = made.bytes, applied = made.applied
        if mode == .dryRun {
            outcome.diff += UnifiedDiff.text(old: StringsFileEditor.text(of: bytes), new: StringsFileEditor.text(of: fixed),
                                             path: relativePath(path))
        } else {
            beforeFixWrite?(real)
            if case .failure(let failure) = InPlaceFileWriter.replace(real, with: fixed, readStatus: status) {
                return refuse("error", failure.reason)
            }
        }
        outcome.fixCount += applied
        outcome.changedFiles.insert(path)
        return .changed
    }

    private func relativePath(_ path: String) -> String {
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
