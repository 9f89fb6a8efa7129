/// Which files below a folder RatePrompt reads, and what each one is by its name: the one place both are decided,
/// for `lint`, `render`, `preview` and the plugins alike.
public enum InputFiles {
    /// What a file is by its name alone.
    public enum Kind: Sendable, Equatable {
        /// `<localization>.lproj/<table>.strings`.
        case table
        /// `<table>.xcstrings`.
        case catalog
        /// A RatePrompt configuration by name: `RatePrompt*.plist` or `RatePrompt*.json`.
        case configuration
        /// Any other property list: a configuration only if its content sets a configuration key.
        case propertyList
    }

    /// The kind of `path` by its name, or nil for a file RatePrompt never reads.
    public static func kind(of path: String) -> Kind? {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let name = components.last?.lowercased() else { return nil }
        let parent = components.count > 1 ? components[components.count - 2].lowercased() : ""
        if name.hasSuffix(".strings") { return parent.hasSuffix(".lproj") && name.count > 8 ? .table : nil }
        if name.hasSuffix(".xcstrings") { return name.count > 10 ? .catalog : nil }
        if name.hasPrefix("rateprompt"), name.hasSuffix(".plist") || name.hasSuffix(".json") { return .configuration }
        if name.hasSuffix(".plist"), name.count > 6 { return .propertyList }
        return nil
    }

    /// Folders never searched: build products, dependencies and version control.
    public static let skippedFolders: Set<String> = [
        ".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    /// What a walk found.
    public struct Listing: Sendable {
        /// Every path with an input's name, sorted, whatever it turned out to be: a folder named `X.strings` or a
        /// FIFO is listed too, so that reading it reports what is wrong instead of skipping it in silence.
        public var paths: [String]
        /// Folders that could not be listed (`unreadable-file`).
        public var problems: [Diagnostic]
    }

    /// Walks `root`. Hidden files and folders and `skippedFolders` are left out. Symbolic links to folders are
    /// followed, and a folder reached twice (through a link, or a link that loops back) is walked once. No file is
    /// opened: the kind of an entry comes from the directory entry, or from `stat` where the entry does not say.
    public static func below(_ root: String) -> Listing {
        var listing = Listing(paths: [], problems: [])
        var visited: Set<FileSystem.Identity> = []
        if case .success(let status) = FileSystem.status(root) { visited.insert(status.identity) }
        var pending = [root]
        while let folder = pending.popLast() {
            let entries: [FileSystem.Entry]
            switch FileSystem.entries(of: folder) {
            case .success(let found): entries = found
            case .failure(let failure):
                listing.problems.append(Diagnostic(
                    .warning, .unreadableFile, "cannot list the folder: \(failure.reason); its files were not read",
                    at: SourceLocation(path: folder, position: .start)))
                continue
            }
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            for entry in entries where !entry.name.hasPrefix(".") {
                let path = prefix + entry.name
                let isInput = kind(of: path) != nil
                var kind = entry.kind
                if kind == nil || kind == .symbolicLink {
                    // A link is judged by its target; a dangling one by its name (reading it says it dangles).
                    kind = (try? FileSystem.status(path).get())?.kind
                }
                if isInput {
                    listing.paths.append(path)
                } else if kind == .directory, !skippedFolders.contains(entry.name),
                          case .success(let status) = FileSystem.status(path),
                          visited.insert(status.identity).inserted {
                    pending.append(path)
                }
            }
        }
        listing.paths.sort()
        return listing
    }
}
