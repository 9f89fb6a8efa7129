import RatePromptFormats
import RatePromptCore

/// What `rateprompt format` is asked: String Catalogs rewritten as Xcode writes them, or, with `check`, only listed.
package struct FormatRequest: Sendable {
    var paths: [String]
    var check: Bool

    /// A request for the String Catalogs (`.xcstrings`) at `paths`: files, and folders searched as `lint` searches
    /// them (`.build`, `.git`, `DerivedData` and the like left out); the current folder when `paths` is empty. With
    /// `check`, nothing is written. `.strings` and `.stringsdict` files are never changed.
    package init(paths: [String], check: Bool = false) {
        self.paths = paths
        self.check = check
    }

    /// Formats every catalog. The value and the output are the catalogs that changed (with `check`: that would
    /// change), one path a line. The exit status is 1 when a catalog could not be read or written, and with `check`
    /// also when one would change.
    package func run() -> CommandResult<[String]> {
        var run = Run(check: check)
        for root in paths.isEmpty ? ["."] : paths {
            guard FileSystem.isDirectory(root) else {
                guard Input(path: root)?.kind == .catalog else {
                    if FileSystem.exists(root) {
                        run.messages.append("\(VisibleText.name(root)): note: not a String Catalog; format rewrites "
                                            + "only .xcstrings files and leaves this one as it is")
                    } else {
                        run.fail(Diagnostic(.error, .unreadableFile, "no such file or folder",
                                            at: FileLocation(path: root, position: .start)))
                    }
                    continue
                }
                let folder = root.contains("/") ? String(root[..<root.lastIndex(of: "/")!]) : "."
                run.format(root, tree: FileSystem.realPath(folder.isEmpty ? "/" : folder))
                continue
            }
            let listing = InputFiles.below(root)
            listing.problems.forEach { run.fail($0) }
            let tree = FileSystem.realPath(root)
            for input in listing.inputs(of: [.catalog]) { run.format(input.path, tree: tree) }
        }
        if check, !run.changed.isEmpty {
            run.messages.append("note: \(run.changed.count) String Catalog\(run.changed.count == 1 ? " is" : "s are") "
                                + "not as Xcode writes \(run.changed.count == 1 ? "it" : "them"); "
                                + "`rateprompt format` rewrites \(run.changed.count == 1 ? "it" : "them")")
        }
        let output = run.changed.map { VisibleText.name($0) + "\n" }.joined()
        return CommandResult(value: run.changed, diagnostics: run.diagnostics, messages: run.messages,
                             output: Array(output.utf8),
                             exitStatus: run.failed || (check && !run.changed.isEmpty) ? 1 : 0)
    }

    /// What one run found and did.
    private struct Run {
        let check: Bool
        var changed: [String] = []
        var diagnostics: [Diagnostic] = []
        var messages: [String] = []
        var failed = false
        /// Real paths done, so that a catalog reached twice is formatted once.
        var done: Set<String> = []

        init(check: Bool) {
            self.check = check
        }

        mutating func fail(_ diagnostic: Diagnostic) {
            diagnostics.append(diagnostic)
            if diagnostic.severity == .error { failed = true }
        }

        /// Formats the catalog at `path`, found in the folder whose real path is `tree`: one that a link takes out of
        /// it is left alone.
        mutating func format(_ path: String, tree: String?) {
            guard let real = FileSystem.realPath(path) else {
                fail(Diagnostic(.error, .unreadableFile, "is a symbolic link to a file that does not exist",
                                at: FileLocation(path: path, position: .start)))
                return
            }
            guard done.insert(real).inserted else { return }
            if let tree, !(real.hasPrefix(tree.hasSuffix("/") ? tree : tree + "/")) {
                messages.append("\(VisibleText.name(path)): warning: a link to \(VisibleText.name(real)), outside "
                                + "\(VisibleText.name(tree)); format never writes through a link out of the folder "
                                + "it was given, so it was left as it is")
                return
            }
            guard case .success(let status) = FileSystem.status(real, followingLinks: false) else {
                fail(Diagnostic(.error, .unreadableFile, "cannot read the file's status",
                                at: FileLocation(path: path, position: .start)))
                return
            }
            let data: [UInt8]
            switch InputFile.read(real) {
            case .success(let read): data = [UInt8](read)
            case .failure(var diagnostic):
                diagnostic.location = FileLocation(path: path, position: .start)
                fail(diagnostic)
                return
            }
            let formatted: [UInt8]
            switch data.withUnsafeBytes({ StringCatalogWriter.format($0, path: path) }) {
            case .success(let bytes): formatted = bytes
            case .failure(let diagnostic):
                fail(diagnostic)
                // A warning (a newer version) says itself that the file is left as it is.
                if diagnostic.severity == .error {
                    messages.append("\(VisibleText.name(path)): note: not formatted: it has an error")
                }
                return
            }
            guard formatted != data else { return }
            if !check, case .failure(let failure) = InPlaceFileWriter.replace(real, with: formatted, readStatus: status) {
                messages.append("\(VisibleText.name(path)): error: \(failure.reason)")
                failed = true
                return
            }
            changed.append(path)
        }
    }
}
