import Foundation

/// Reads input files whole, turning every failure into a diagnostic instead of a thrown error.
enum InputFile {
    /// Larger files are refused: no localization or configuration file comes near this, and the position type
    /// stores 32-bit offsets.
    static let maximumSize = 1 << 31 - 1

    static func read(_ path: String) -> Result<Data, Diagnostic> {
        let location = SourceLocation(path: path, position: .start)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(Diagnostic(.error, .syntaxError, "no such file", at: location))
        }
        if isDirectory.boolValue {
            return .failure(Diagnostic(.error, .syntaxError, "is a directory, not a file", at: location))
        }
        do {
            // Read, not mapped: parsed comments keep these bytes (`RetainedText`), which must not change under them.
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            if data.count > maximumSize {
                return .failure(Diagnostic(
                    .error, .syntaxError, "the file is \(data.count) bytes; files over 2 GiB are not read", at: location))
            }
            return .success(data)
        } catch {
            return .failure(Diagnostic(.error, .syntaxError, "cannot read the file: \(error.localizedDescription)",
                                       at: location))
        }
    }
}
