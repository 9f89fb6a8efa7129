import RatePromptFormats

/// Which files below a folder RatePrompt reads (their kinds by name are `FileKind`'s): the one walk,
/// for `lint`, `render`, `preview` and the plugins alike.
package enum InputFiles {
    /// Folders never searched: build products, dependencies and version control.
    static let skippedFolders: Set<String> = [
        ".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    /// What a walk found.
    package struct Listing: Sendable {
        /// Every file with an input's name, with its kind, sorted by path, whatever it turned out to be: a folder
        /// named `X.strings` or a FIFO is listed too, so that reading it reports what is wrong instead of skipping it
        /// in silence.
        package internal(set) var inputs: [Input]
        /// Folders that could not be listed (`unreadable-file`).
        package internal(set) var problems: [Diagnostic]
        /// The names in every folder walked, by absolute path: the project model finds its markers there
        /// (`ProjectLocator(listings:)`) instead of listing each folder again.
        package internal(set) var folders: [String: [String]] = [:]

        /// The paths of `inputs`.
        package var paths: [String] { inputs.map(\.path) }

        /// The inputs of `kinds`, in order.
        package func inputs(of kinds: Set<FileKind>) -> [Input] {
            inputs.filter { kinds.contains($0.kind) }
        }
    }

    /// The walk of `root`, without the files that no target of a project in `root` or below ships
    /// (`ShippedFiles`): what a device may read, as `render`, `locale` and `preview` show it.
    package static func shipped(below root: String, locator: ProjectLocator = ProjectLocator()) -> Listing {
        var listing = below(root)
        listing.inputs = ShippedFiles.split(listing.inputs, within: root, locator: locator).inputs
        return listing
    }

    /// Walks `root`. Hidden files and folders and `skippedFolders` are left out. Symbolic links to folders are
    /// followed, and a folder reached twice (through a link, or a link that loops back) is walked once. No file is
    /// opened: the kind of an entry comes from the directory entry, or from `stat` where the entry does not say.
    /// Swift and Objective-C files are listed only with `codeFiles` (for the source rules): the other commands
    /// never read them, and an app has thousands.
    package static func below(_ root: String, codeFiles: Bool = false) -> Listing {
        var listing = Listing(inputs: [], problems: [])
        var visited: Set<FileSystem.Identity> = []
        if case .success(let status) = FileSystem.status(root) { visited.insert(status.identity) }
        var pending = [root]
        let workingDirectory = FileSystem.currentDirectory
        while let folder = pending.popLast() {
            let entries: [FileSystem.Entry]
            switch FileSystem.entries(of: folder) {
            case .success(let found): entries = found
            case .failure(let failure):
                listing.problems.append(Diagnostic(
                    .warning, .unreadableFile, "cannot list the folder: \(failure.reason); its files were not read",
                    at: FileLocation(path: folder, position: .start)))
                continue
            }
            listing.folders[ProjectPath.absolute(folder, base: workingDirectory)] = entries.map(\.name)
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            for entry in entries where !entry.name.hasPrefix(".") {
                let path = prefix + entry.name
                let input = Input(path: path)
                let isInput = input.map { codeFiles || !$0.isCode } ?? false
                var kind = entry.kind
                if kind == nil || kind == .symbolicLink {
                    // A link is judged by its target; a dangling one by its name (reading it says it dangles).
                    kind = (try? FileSystem.status(path).get())?.kind
                }
                if isInput, let input {
                    listing.inputs.append(input)
                } else if kind == .directory, !skippedFolders.contains(entry.name),
                          case .success(let status) = FileSystem.status(path),
                          visited.insert(status.identity).inserted {
                    pending.append(path)
                }
            }
        }
        listing.inputs.sort { $0.path < $1.path }
        return listing
    }
}
