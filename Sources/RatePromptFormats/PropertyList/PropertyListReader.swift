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
        if bytes.isEmpty {
            return PropertyListDocument(
                path: path, format: nil, root: nil,
                diagnostics: [Diagnostic(
                    .error, .syntaxError, "the file is empty; Apple refuses zero-length property lists",
                    at: SourceLocation(path: path, position: .start))]
            )
        }
        if BinaryPropertyListParser.hasSignature(bytes) {
            let binary = BinaryPropertyListParser(path: path).parse(bytes)
            // CoreFoundation goes on to the text formats when the binary reading fails (a file cut to "bplist00"
            // reads as that string); their errors say nothing useful about a damaged binary file, so the binary
            // error is the one reported.
            guard binary.root == nil else { return binary }
            let text = readText(bytes, path: path)
            return text.root != nil ? text : binary
        }
        return readText(bytes, path: path)
    }

    private func readText(_ bytes: UnsafeRawBufferPointer, path: String) -> PropertyListDocument {
        let text = TextInput(bytes)
        guard XMLPropertyListParser.mayBeXML(text) else {
            return OpenStepParser(path: path).parsePropertyList(text)
        }
        let xml = XMLPropertyListParser(path: path).parse(bytes)
        if xml.root != nil || XMLPropertyListParser.isUnmistakablyXML(text) {
            return xml
        }
        // Like CoreFoundation, fall back to the old-style parser when the XML reading fails (`<0fa1>` is data there).
        let openStep = OpenStepParser(path: path).parsePropertyList(text)
        return openStep.root != nil ? openStep : xml
    }
}
