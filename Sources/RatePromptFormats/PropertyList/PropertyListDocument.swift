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
}
