import Foundation

/// Reads input files whole, turning every failure into a diagnostic instead of a thrown error.
package enum InputFile {
    /// Larger files are refused before they are read: no localization or configuration file comes near this, and the
    /// position type stores 32-bit offsets.
    static let maximumSize = 1 << 31 - 1

    package static func read(_ path: String) -> Result<Data, Diagnostic> {
        switch FileSystem.readFile(path, maximumSize: maximumSize) {
        case .success(let data):
            return .success(data)
        case .failure(let failure):
            return .failure(diagnostic(failure, path: path))
        }
    }

    /// The diagnostic for a file that could not be read: `unreadable-file`, an error.
    package static func diagnostic(_ failure: FileSystem.ReadFailure, path: String) -> Diagnostic {
        let message = switch failure {
        case .system(let failure) where failure.code == ENOENT: "no such file"
        case .system(let failure): "cannot read the file: \(failure.reason)"
        case .notRegular(let kind): "is \(kind.description), not a regular file; it was not read"
        case .tooBig(let size): "the file is \(size) bytes; files over 2 GiB are not read"
        case .danglingLink: "is a symbolic link to a file that does not exist"
        }
        return Diagnostic(.error, .unreadableFile, message, at: FileLocation(path: path, position: .start))
    }
}
