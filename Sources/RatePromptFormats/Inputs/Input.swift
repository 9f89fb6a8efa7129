/// One file RatePrompt reads, as the registry names it before reading: its path, its kind, and where it sits in the
/// app. Made once, by the walk or for a file named on the command line, and carried with what reading it gives, so
/// that nothing after the registry works a kind or a place out of a path again.
package struct Input: Sendable, Hashable {
    package let path: String
    /// What the file is: by its name, or as `.rateprompt.yml` declares it (`config:` makes any file a configuration).
    package let kind: FileKind

    /// The file at `path` by its name, or nil for a file RatePrompt never reads; `named` for a file the person running
    /// RatePrompt named, which is what its name says wherever it is (`FileKind.of(_:named:)`).
    package init?(path: String, named: Bool = false) {
        guard let kind = FileKind.of(path, named: named) else { return nil }
        self.init(path: path, kind: kind)
    }

    /// The file at `path`, read as `kind` whatever its name.
    package init(path: String, kind: FileKind) {
        self.path = path
        self.kind = kind
    }

    /// The registry's entry for the kind: how it is read, whether it ships.
    package var entry: InputRegistry.Entry { InputRegistry.entry(kind) }

    /// The table the file feeds: its name without the extension (`Localizable` for `fr.lproj/Localizable.strings`,
    /// `.stringsdict` or `Localizable.xcstrings`).
    package var table: String { FileKind.tableName(of: path) }

    /// The localization of the `.lproj` folder that holds the file, as the folder writes it (`fr`, `pt-BR`, `Base`);
    /// nil outside one.
    package var localization: String? { FileKind.localization(of: path) }

    /// The folder of the bundle the file's table goes into: the one above its `.lproj` folder, else its own folder.
    package var bundleFolder: String { Self.bundleFolder(of: path) }

    /// Whether the file is the app's code (Swift or Objective-C), read only for the source stage's rules.
    package var isCode: Bool { InputRegistry.isCode(kind) }

    /// The folder of the bundle a file at `path` goes into (`bundleFolder`).
    package static func bundleFolder(of path: String) -> String {
        var folder = parent(path)
        if folder.lowercased().hasSuffix(".lproj") { folder = parent(folder) }
        return folder
    }

    private static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
