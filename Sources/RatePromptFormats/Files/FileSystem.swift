import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file-system calls RatePrompt makes, on the path's bytes (`FileSystemPath`) and with every failure worded
/// for a person. Foundation's `FileManager` would decode non-UTF-8 names lossily, open a FIFO and wait forever, and
/// look up resource values at a cost of some 330,000 instructions per directory entry.
package enum FileSystem {
    /// What a path names.
    package enum Kind: Sendable, Equatable {
        case regularFile, directory, symbolicLink, fifo, characterDevice, blockDevice, socket, other

        /// How a message names it: "a named pipe (FIFO)".
        package var description: String {
            switch self {
            case .regularFile: "a regular file"
            case .directory: "a folder"
            case .symbolicLink: "a symbolic link"
            case .fifo: "a named pipe (FIFO)"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .socket: "a socket"
            case .other: "not a regular file"
            }
        }
    }

    /// A path's kind, size and identity.
    package struct Status: Sendable, Equatable {
        package internal(set) var kind: Kind
        package internal(set) var size: Int64
        /// Device and inode: the same file under two names (a symbolic or hard link) has the same identity.
        package internal(set) var identity: Identity
        package internal(set) var modified: Double
    }

    package struct Identity: Hashable, Sendable {
        var device: UInt64
        package internal(set) var inode: UInt64
    }

    /// A failed call: what was asked, of which path, and why, in words.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package internal(set) var path: String
        package internal(set) var code: Int32
        /// "no such file or folder", "permission denied", …
        package var reason: String { FileSystem.reason(code) }
        package var description: String { reason }
    }

    /// The status of `path`, following symbolic links unless `followingLinks` is false.
    package static func status(_ path: String, followingLinks: Bool = true) -> Result<Status, Failure> {
        FileSystemPath.withCString(path) { cPath in
            guard let cPath else { return .failure(Failure(path: path, code: EINVAL)) }
            var info = stat()
            let result = followingLinks ? stat(cPath, &info) : lstat(cPath, &info)
            guard result == 0 else { return .failure(Failure(path: path, code: errno)) }
            return .success(Status(info))
        }
    }

    /// Whether `path` names a folder (following links).
    package static func isDirectory(_ path: String) -> Bool {
        (try? status(path).get())?.kind == .directory
    }

    /// Whether anything exists at `path` (a dangling link counts).
    package static func exists(_ path: String) -> Bool {
        (try? status(path, followingLinks: false).get()) != nil
    }

    /// The current folder.
    package static var currentDirectory: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return FileManager.default.currentDirectoryPath }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return FileSystemPath.string(fromBytes: bytes)
    }

    /// The absolute path with symbolic links, `.` and `..` resolved, or nil when it does not exist.
    package static func realPath(_ path: String) -> String? {
        FileSystemPath.withCString(path) { cPath -> String? in
            guard let cPath, let resolved = realpath(cPath, nil) else { return nil }
            defer { free(resolved) }
            let count = strlen(resolved)
            return resolved.withMemoryRebound(to: UInt8.self, capacity: count) {
                FileSystemPath.string(fromBytes: UnsafeBufferPointer(start: $0, count: count))
            }
        }
    }

    /// One entry of a folder.
    package struct Entry: Sendable {
        package internal(set) var name: String
        /// From the directory entry itself; nil when the file system does not say (then ask `status`).
        package internal(set) var kind: Kind?
    }

    /// The entries of a folder, without `.` and `..`, in the order the system gives them.
    package static func entries(of directory: String) -> Result<[Entry], Failure> {
        FileSystemPath.withCString(directory) { cPath in
            guard let cPath else { return .failure(Failure(path: directory, code: EINVAL)) }
            guard let stream = opendir(cPath) else { return .failure(Failure(path: directory, code: errno)) }
            defer { closedir(stream) }
            var entries: [Entry] = []
            while true {
                errno = 0
                guard let entry = readdir(stream) else {
                    if errno != 0 { return .failure(Failure(path: directory, code: errno)) }
                    break
                }
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String in
                    let bytes = raw.prefix { $0 != 0 }
                    return FileSystemPath.string(fromBytes: bytes)
                }
                if name == "." || name == ".." { continue }
                entries.append(Entry(name: name, kind: Kind(directoryEntryType: entry.pointee.d_type)))
            }
            return .success(entries)
        }
    }

    /// The bytes of a regular file, read whole (not mapped: parsed values keep ranges of these bytes, which must not
    /// change under them). A path that names anything but a regular file is refused before it is opened for
    /// reading, so that a FIFO or a device can never block or flood the run; a file over `maximumSize` is refused
    /// before it is read.
    static func readFile(_ path: String, maximumSize: Int) -> Result<Data, ReadFailure> {
        FileSystemPath.withCString(path) { cPath in
            guard let cPath else { return .failure(.system(Failure(path: path, code: EINVAL))) }
            // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
            let descriptor = open(cPath, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
            guard descriptor >= 0 else {
                let code = errno
                var info = stat()
                if code == ENOENT, lstat(cPath, &info) == 0, Kind(mode: UInt32(info.st_mode)) == .symbolicLink {
                    return .failure(.danglingLink)
                }
                return .failure(.system(Failure(path: path, code: code)))
            }
            defer { close(descriptor) }
            var info = stat()
            guard fstat(descriptor, &info) == 0 else { return .failure(.system(Failure(path: path, code: errno))) }
            let status = Status(info)
            guard status.kind == .regularFile else { return .failure(.notRegular(status.kind)) }
            guard status.size <= Int64(maximumSize) else { return .failure(.tooBig(status.size)) }
            return readAll(descriptor, expected: Int(status.size), maximumSize: maximumSize, path: path)
        }
    }

    /// Why a file was not read.
    package enum ReadFailure: Error, Sendable {
        case system(Failure)
        case notRegular(Kind)
        case tooBig(Int64)
        /// A symbolic link whose target does not exist.
        case danglingLink
    }

    /// Files at least this big are read into memory that asks the kernel for 2 MiB pages (Linux).
    static let hugePageThreshold = 4 << 20

    private static func readAll(_ descriptor: Int32, expected: Int, maximumSize: Int, path: String) -> Result<Data, ReadFailure> {
        // One page more than the size says, so that a file that grew since `fstat` is noticed; it is then read on
        // in bigger steps, up to the limit.
        var capacity = expected + 4096
        var useHugePages = false
        #if os(Linux)
        if expected >= hugePageThreshold {
            capacity = (expected + 4096 + (2 << 20) - 1) & ~((2 << 20) - 1)
            useHugePages = true
        }
        #endif
        var memory = allocate(capacity, hugePages: useHugePages)
        guard var base = memory else { return .failure(.system(Failure(path: path, code: ENOMEM))) }
        var count = 0
        while true {
            if count == capacity {
                guard capacity <= maximumSize else {
                    release(base, capacity, hugePages: useHugePages)
                    return .failure(.tooBig(Int64(count)))
                }
                let larger = min(capacity * 2, maximumSize + 1)
                guard let grown = allocate(larger, hugePages: false) else {
                    release(base, capacity, hugePages: useHugePages)
                    return .failure(.system(Failure(path: path, code: ENOMEM)))
                }
                grown.copyMemory(from: base, byteCount: count)
                release(base, capacity, hugePages: useHugePages)
                base = grown
                memory = grown
                capacity = larger
                useHugePages = false
            }
            let result = read(descriptor, base + count, capacity - count)
            if result == 0 { break }
            if result < 0 {
                if errno == EINTR { continue }
                let code = errno
                release(base, capacity, hugePages: useHugePages)
                return .failure(.system(Failure(path: path, code: code)))
            }
            count += result
        }
        if count > maximumSize {
            release(base, capacity, hugePages: useHugePages)
            return .failure(.tooBig(Int64(count)))
        }
        let (finalCapacity, huge) = (capacity, useHugePages)
        return .success(Data(bytesNoCopy: base, count: count, deallocator: .custom { pointer, _ in
            release(pointer, finalCapacity, hugePages: huge)
        }))
    }

    private static func allocate(_ size: Int, hugePages: Bool) -> UnsafeMutableRawPointer? {
        #if os(Linux)
        if hugePages {
            guard let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
                  memory != MAP_FAILED else { return nil }
            // Reading 30 MB into fresh 4 KiB pages costs some 7,000 page faults, about a tenth of a whole parse.
            _ = madvise(memory, size, MADV_HUGEPAGE)
            return memory
        }
        #endif
        return malloc(max(size, 1))
    }

    private static func release(_ pointer: UnsafeMutableRawPointer, _ size: Int, hugePages: Bool) {
        #if os(Linux)
        if hugePages {
            munmap(pointer, size)
            return
        }
        #endif
        free(pointer)
    }

    /// Writes `data` to a file that must not exist yet (`O_EXCL`), readable by everyone, as editors create files.
    package static func createFile(_ path: String, contents data: Data) -> Result<Void, Failure> {
        FileSystemPath.withCString(path) { cPath in
            guard let cPath else { return .failure(Failure(path: path, code: EINVAL)) }
            let descriptor = open(cPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { return .failure(Failure(path: path, code: errno)) }
            defer { close(descriptor) }
            let code = data.withUnsafeBytes { buffer -> Int32 in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        return errno
                    }
                    offset += written
                }
                return 0
            }
            return code == 0 ? .success(()) : .failure(Failure(path: path, code: code))
        }
    }

    /// Renames `from` to `to`, replacing `to` in one step (`rename(2)` is atomic within one file system).
    static func rename(_ from: String, to: String) -> Result<Void, Failure> {
        FileSystemPath.withCString(from) { cFrom in
            FileSystemPath.withCString(to) { cTo in
                guard let cFrom, let cTo else { return .failure(Failure(path: to, code: EINVAL)) }
                #if canImport(Glibc)
                let result = Glibc.rename(cFrom, cTo)
                #else
                let result = Darwin.rename(cFrom, cTo)
                #endif
                return result == 0 ? .success(()) : .failure(Failure(path: to, code: errno))
            }
        }
    }

    /// Removes a file; failures are ignored (used to clean up a temporary file).
    static func removeFile(_ path: String) {
        FileSystemPath.withCString(path) { cPath in
            if let cPath { _ = unlink(cPath) }
        }
    }

    /// An `errno` in words a person reads in a diagnostic.
    package static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file or folder"
        case EACCES, EPERM: "permission denied"
        case ENOTDIR: "a part of the path is not a folder"
        case EISDIR: "is a folder"
        case ELOOP: "too many levels of symbolic links (a link that points to itself?)"
        case ENAMETOOLONG: "the path is too long"
        case EIO: "the disk reported an input/output error while reading"
        case EINVAL: "the path holds a NUL character"
        case ENOMEM: "not enough memory"
        case EMFILE, ENFILE: "too many open files"
        case ENXIO, ENODEV: "no such device"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}

extension FileSystem.Status {
    init(_ info: stat) {
        kind = FileSystem.Kind(mode: UInt32(info.st_mode))
        size = Int64(info.st_size)
        identity = FileSystem.Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        #if canImport(Darwin)
        modified = Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
        #else
        modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        #endif
    }
}

extension FileSystem.Kind {
    init(mode: UInt32) {
        switch mode & UInt32(S_IFMT) {
        case UInt32(S_IFREG): self = .regularFile
        case UInt32(S_IFDIR): self = .directory
        case UInt32(S_IFLNK): self = .symbolicLink
        case UInt32(S_IFIFO): self = .fifo
        case UInt32(S_IFCHR): self = .characterDevice
        case UInt32(S_IFBLK): self = .blockDevice
        case UInt32(S_IFSOCK): self = .socket
        default: self = .other
        }
    }

    /// The kind a directory entry states, or nil when it states none (`DT_UNKNOWN`).
    init?(directoryEntryType type: UInt8) {
        switch Int32(type) {
        case Int32(DT_REG): self = .regularFile
        case Int32(DT_DIR): self = .directory
        case Int32(DT_LNK): self = .symbolicLink
        case Int32(DT_FIFO): self = .fifo
        case Int32(DT_CHR): self = .characterDevice
        case Int32(DT_BLK): self = .blockDevice
        case Int32(DT_SOCK): self = .socket
        default: return nil
        }
    }
}
