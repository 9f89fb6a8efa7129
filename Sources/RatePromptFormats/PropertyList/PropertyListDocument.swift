/// The result of reading one property list: its value tree, or nothing when the file does not parse, and every
/// diagnostic found on the way.
public struct PropertyListDocument: Sendable {
    /// The file the document was read from.
    public var path: String
    /// How the property list was stored; nil for JSON and for a file that does not parse.
    public var format: PropertyListFormat?
    /// The root value; nil when Apple's reader would fail on this file too.
    public var root: PropertyListNode?
    /// Everything the reader found wrong, in file order.
    public var diagnostics: [Diagnostic]

    package init(path: String, format: PropertyListFormat?, root: PropertyListNode?, diagnostics: [Diagnostic]) {
        self.path = path
        self.format = format
        self.root = root
        self.diagnostics = diagnostics
    }

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Reads a settings-like file by its name: `.json` with `JSONReader`, anything else as a property list in any of
    /// its formats. Configurations and saved states are both read this way.
    package static func read(contentsOf path: String) -> PropertyListDocument {
        path.lowercased().hasSuffix(".json") ? JSONReader().read(contentsOf: path) : PropertyListReader().read(contentsOf: path)
    }
}
