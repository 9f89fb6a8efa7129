import Foundation

/// Reads a property list in any of its formats, in the order CoreFoundation tries them: binary (`bplist0`), then
/// XML, then the old-style OpenStep text format.
public struct PropertyListReader: Sendable {
    /// A reader.
    public init() {}

    /// Reads the file at `path`. A file that cannot be read becomes a document with one error.
    public func read(contentsOf path: String) -> PropertyListDocument {
        switch InputFile.read(path) {
        case .success(let data):
            return data.withUnsafeBytes { read($0, path: path) }
        case .failure(let diagnostic):
            return PropertyListDocument(path: path, format: nil, root: nil, diagnostics: [diagnostic])
        }
    }

    /// Reads property-list bytes; `path` names them in diagnostics.
    public func read(_ bytes: some ContiguousBytes, path: String) -> PropertyListDocument {
        bytes.withUnsafeBytes { read($0, path: path) }
    }

    package func read(_ bytes: UnsafeRawBufferPointer, path: String) -> PropertyListDocument {
        read(bytes, path: path, xml: XMLPropertyListParser(path: path).parse, tree: { $0 }, hasRoot: { $0.root != nil })
    }

    /// A property list read for a model: XML (what `.stringsdict` files are) into a tape, the other formats into the
    /// value tree.
    enum ModelSource {
        case tree(PropertyListDocument)
        case tape(PropertyListTape)

        var hasRoot: Bool {
            switch self {
            case .tree(let document): document.root != nil
            case .tape(let tape): tape.hasRoot
            }
        }
    }

    /// Reads property-list bytes as `read(_:path:)` does, in the same formats with the same fallbacks and
    /// diagnostics, the XML format into a tape.
    func readForModel(_ bytes: UnsafeRawBufferPointer, path: String) -> ModelSource {
        read(bytes, path: path, xml: { .tape(XMLPropertyListParser(path: path).parseTape($0)) }, tree: { .tree($0) },
             hasRoot: \.hasRoot)
    }

    /// The formats in CoreFoundation's order, with `xml` for the XML format and `tree` taking the others' documents.
    private func read<Result>(
        _ bytes: UnsafeRawBufferPointer, path: String, xml: (UnsafeRawBufferPointer) -> Result,
        tree: (PropertyListDocument) -> Result, hasRoot: (Result) -> Bool
    ) -> Result {
        if bytes.isEmpty {
            return tree(PropertyListDocument(
                path: path, format: nil, root: nil,
                diagnostics: [Diagnostic(
                    .error, .syntaxError, "the file is empty; Apple refuses zero-length property lists",
                    at: FileLocation(path: path, position: .start))]
            ))
        }
        if BinaryPropertyListParser.hasSignature(bytes) {
            let binary = BinaryPropertyListParser(path: path).parse(bytes)
            // CoreFoundation goes on to the text formats when the binary reading fails (a file cut to "bplist00"
            // reads as that string); their errors say nothing useful about a damaged binary file, so the binary
            // error is the one reported.
            guard binary.root == nil else { return tree(binary) }
            let text = readText(bytes, path: path, xml: xml, tree: tree, hasRoot: hasRoot)
            return hasRoot(text) ? text : tree(binary)
        }
        return readText(bytes, path: path, xml: xml, tree: tree, hasRoot: hasRoot)
    }

    private func readText<Result>(
        _ bytes: UnsafeRawBufferPointer, path: String, xml readXML: (UnsafeRawBufferPointer) -> Result,
        tree: (PropertyListDocument) -> Result, hasRoot: (Result) -> Bool
    ) -> Result {
        let text = TextInput(bytes)
        guard XMLPropertyListParser.mayBeXML(text) else {
            return tree(OpenStepParser(path: path).parsePropertyList(text))
        }
        let xml = readXML(bytes)
        if hasRoot(xml) || XMLPropertyListParser.isUnmistakablyXML(text) {
            return xml
        }
        // Like CoreFoundation, fall back to the old-style parser when the XML reading fails (`<0fa1>` is data there).
        let openStep = OpenStepParser(path: path).parsePropertyList(text)
        return openStep.root != nil ? tree(openStep) : xml
    }
}
