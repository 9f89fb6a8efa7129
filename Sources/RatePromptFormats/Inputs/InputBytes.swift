import Foundation

/// An input's bytes, read from disk or given by a test, or why they could not be read.
package struct InputBytes: Sendable {
    package var path: String
    /// Kept as read: parsed entries keep ranges of these bytes instead of copies (`RetainedText`).
    package var data: Data
    /// Set when the file could not be read (`unreadable-file`); `data` is then empty.
    package var failure: Diagnostic?

    package var bytes: [UInt8] {
        get { Array(data) }
        set { data = Data(newValue) }
    }

    package init(path: String, bytes: [UInt8]) {
        self.init(path: path, data: Data(bytes))
    }

    package init(path: String, data: Data) {
        self.path = path
        self.data = data
    }

    /// A file that could not be read, and why.
    package init(path: String, failure: Diagnostic) {
        self.path = path
        data = Data()
        self.failure = failure
    }

    /// The file at `path`, read from disk.
    package static func read(_ path: String) -> InputBytes {
        switch InputFile.read(path) {
        case .success(let data): InputBytes(path: path, data: data)
        case .failure(let diagnostic): InputBytes(path: path, failure: diagnostic)
        }
    }
}
