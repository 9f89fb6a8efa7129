/// The result of reading one property list: its value tree, or nothing when the file does not parse, and every
/// diagnostic found on the way.
public struct PropertyListDocument: Sendable {
    public var path: String
    public var format: PropertyListFormat?
    /// The root value; nil when Apple's reader would fail on this file too.
    public var root: PropertyListNode?
    public var diagnostics: [Diagnostic]

    public init(path: String, format: PropertyListFormat?, root: PropertyListNode?, diagnostics: [Diagnostic]) {
        self.path = path
        self.format = format
        self.root = root
        self.diagnostics = diagnostics
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
