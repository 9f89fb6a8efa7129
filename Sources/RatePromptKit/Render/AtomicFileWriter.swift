import Foundation

/// Writes an output file whole or not at all: the bytes go to a new temporary file in the same folder, which is then
/// renamed over the destination (`rename(2)` is atomic within one file system). A reader, such as a browser
/// reloading the preview page, sees the old file or the new one, never a partial one.
public struct AtomicFileWriter: Sendable {
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var path: String
        public var reason: String
        /// `path: error: reason`, as the command prints it.
        public var description: String { "\(path): error: \(reason)" }
    }

    public init() {}

    /// Writes `data` to `path`. Refuses when `path` is one of `inputs` (compared after resolving `.`, `..` and
    /// symbolic links), so an `--out` that names a file RatePrompt reads can never overwrite it.
    public func write(_ data: Data, to path: String, inputs: [String] = []) throws(Failure) {
        let destination = URL(fileURLWithPath: path).standardizedFileURL
        let resolved = destination.resolvingSymlinksInPath().path
        if inputs.contains(where: { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path == resolved }) {
            throw Failure(path: path, reason: "this is an input file; choose another --out")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw Failure(path: path, reason: "is a folder; --out takes a file name")
        }
        let folder = destination.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Failure(path: path, reason: "no such folder: \(folder.path)")
        }
        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary, options: .withoutOverwriting)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw Failure(path: path, reason: "cannot write in \(folder.path): \(Self.reason(error))")
        }
        // rename(2) replaces the destination in one step; FileManager's move refuses an existing destination.
        if rename(temporary.path, destination.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw Failure(path: path, reason: "cannot replace the file: \(String(cString: strerror(code)))")
        }
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
