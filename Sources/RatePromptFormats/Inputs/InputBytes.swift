import Foundation

/// An input's bytes, read from disk or given by a test, with its kind, or why they could not be read.
package struct InputBytes: Sendable {
    package internal(set) var path: String
    /// What the file is (`Input.kind`); nil for bytes RatePrompt reads for their project description only (a
    /// `project.pbxproj` or `Package.swift` given to a lint with the tables).
    package internal(set) var kind: FileKind?
    /// Kept as read: parsed entries keep ranges of these bytes instead of copies (`RetainedText`).
    package internal(set) var data: Data
    /// Set when the file could not be read (`unreadable-file`); `data` is then empty.
    package internal(set) var failure: Diagnostic?

    /// `bytes` named `path`, of the kind its name gives.
    package init(path: String, bytes: [UInt8]) {
        self.init(path: path, data: Data(bytes))
    }

    /// `data` named `path`, of the kind its name gives.
    package init(path: String, data: Data) {
        self.init(Input(path: path), path: path, data: data)
    }

    /// A file that could not be read, and why.
    package init(path: String, failure: Diagnostic) {
        self.path = path
        kind = FileKind.of(path)
        data = Data()
        self.failure = failure
    }

    private init(_ input: Input?, path: String, data: Data) {
        self.path = path
        kind = input?.kind
        self.data = data
    }

    /// The input's file, read from disk.
    package static func read(_ input: Input) -> InputBytes {
        var read = read(input.path)
        read.kind = input.kind
        return read
    }

    /// The file at `path`, read from disk, of the kind its name gives.
    package static func read(_ path: String) -> InputBytes {
        switch InputFile.read(path) {
        case .success(let data): InputBytes(path: path, data: data)
        case .failure(let diagnostic): InputBytes(path: path, failure: diagnostic)
        }
    }

    /// The same bytes, read as `kind` whatever their name (a file `.rateprompt.yml` declares a configuration).
    package func read(as kind: FileKind) -> InputBytes {
        var declared = self
        declared.kind = kind
        return declared
    }

    /// The input it is, when it is of a kind RatePrompt reads.
    package var input: Input? { kind.map { Input(path: path, kind: $0) } }
}
