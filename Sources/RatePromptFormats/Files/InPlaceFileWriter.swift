import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Rewrites a file RatePrompt was asked to change (`format`, and `lint --fix`): the new bytes go to a temporary file
/// in the same folder, with the old file's permissions, which is renamed over it, so that a reader sees the old file
/// or the new one and never a part. Refused before anything is written: a file that is not a regular file (a link is
/// resolved by the caller, which knows the tree it may write in), a read-only one, and one that changed since it was
/// read (another identity, size or modification time).
package enum InPlaceFileWriter {
    /// Why a file was not written, in words for `path: error: reason`.
    package struct Failure: Error, Sendable {
        package internal(set) var reason: String
    }

    /// Replaces the content of `path`, which had `status` when it was read.
    package static func replace(_ path: String, with bytes: [UInt8], readStatus status: FileSystem.Status)
        -> Result<Void, Failure> {
        FileSystemPath.withCString(path) { cPath -> Result<Void, Failure> in
            guard let cPath else { return .failure(Failure(reason: "the path holds a NUL character")) }
            var info = stat()
            guard lstat(cPath, &info) == 0 else {
                return .failure(Failure(reason: "cannot read its status: \(FileSystem.reason(errno)); not written"))
            }
            let now = FileSystem.Status(info)
            guard now.kind == .regularFile else {
                return .failure(Failure(reason: "is \(now.kind.description), not a regular file; not written"))
            }
            guard now == status else {
                return .failure(Failure(reason: "changed while RatePrompt read it; not written, run again"))
            }
            // The mode bits too: `access` lets root write a file that no one may write.
            guard info.st_mode & 0o222 != 0, access(cPath, W_OK) == 0 else {
                return .failure(Failure(reason: "is read-only; not written"))
            }
            let url = URL(fileURLWithPath: path)
            let folder = url.deletingLastPathComponent().path
            let temporary = url.deletingLastPathComponent()
                .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
            if case .failure(let failure) = FileSystem.createFile(temporary, contents: Data(bytes)) {
                FileSystem.removeFile(temporary)
                return .failure(Failure(reason: "cannot write in \(folder): \(failure.reason); not written"))
            }
            let permissions = FileSystemPath.withCString(temporary) { $0.map { chmod($0, info.st_mode & 0o7777) } ?? -1 }
            if permissions != 0 {
                FileSystem.removeFile(temporary)
                return .failure(Failure(reason: "cannot give the new file the old one's permissions; not written"))
            }
            if case .failure(let failure) = FileSystem.rename(temporary, to: path) {
                FileSystem.removeFile(temporary)
                return .failure(Failure(reason: "cannot replace the file: \(failure.reason); not written"))
            }
            return .success(())
        }
    }
}
