import Foundation

/// Writes an output file whole or not at all: the bytes go to a new temporary file in the same folder, which is then
/// renamed over the destination (`rename(2)` is atomic within one file system). A reader, such as a browser
/// reloading the preview page, sees the old file or the new one, never a partial one.
package struct AtomicFileWriter: Sendable {
    package struct Failure: Error, CustomStringConvertible, Sendable {
        package internal(set) var path: String
        package internal(set) var reason: String
        /// `path: error: reason`, as the command prints it.
        package var description: String { "\(path): error: \(reason)" }
    }

    package init() {}

    /// Writes `data` to `path`. Refuses, before anything is written, a path that names one of `inputs` (by the file's
    /// identity, so `.`, `..`, symbolic and hard links do not hide it), a file RatePrompt reads by its name (a strings
    /// table, a String Catalog), a folder, or anything that is not a regular file (a FIFO, a device).
    package func write(_ data: Data, to path: String, inputs: [String] = []) throws(Failure) {
        try Self.check(path, inputs: inputs)
        let destination = URL(fileURLWithPath: path).standardizedFileURL
        let folder = destination.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp").path
        if case .failure(let failure) = FileSystem.createFile(temporary, contents: data) {
            FileSystem.removeFile(temporary)
            throw Failure(path: path, reason: "cannot write in \(folder.path): \(failure.reason)")
        }
        if case .failure(let failure) = FileSystem.rename(temporary, to: destination.path) {
            FileSystem.removeFile(temporary)
            throw Failure(path: path, reason: "cannot replace the file: \(failure.reason)")
        }
    }

    /// The output-path guard every writer goes through: throws when `path` may not be written (see `write`).
    package static func check(_ path: String, inputs: [String]) throws(Failure) {
        let destination = URL(fileURLWithPath: path).standardizedFileURL
        if case .success(let status) = FileSystem.status(destination.path) {
            switch status.kind {
            case .regularFile: break
            case .directory: throw Failure(path: path, reason: "is a folder; give a file name")
            default: throw Failure(path: path, reason: "is \(status.kind.description), not a regular file; give another file name")
            }
            for input in inputs {
                if case .success(let other) = FileSystem.status(input), other.identity == status.identity {
                    throw Failure(path: path, reason: "this is an input file; RatePrompt never writes its inputs")
                }
            }
        }
        switch FileKind.of(destination.path) {
        case .table?, .catalog?, .pluralTable?, .translation?:
            throw Failure(path: path, reason: "this name is a localization file's; RatePrompt never writes one")
        case .storeKit?:
            throw Failure(path: path, reason: "this name is a StoreKit configuration's; RatePrompt never writes one")
        default: break
        }
        let folder = destination.deletingLastPathComponent()
        guard FileSystem.isDirectory(folder.path) else {
            throw Failure(path: path, reason: "no such folder: \(folder.path)")
        }
    }
}
