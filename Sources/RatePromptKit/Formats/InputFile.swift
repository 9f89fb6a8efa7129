import Foundation
#if canImport(Glibc)
import Glibc
#endif

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
            // Read, not mapped: parsed entries and comments keep these bytes (`RetainedText`), which must not
            // change under them, and a mapped file truncated by another process would crash the reader.
            #if os(Linux)
            let data = try readIntoHugePages(path) ?? Data(contentsOf: URL(fileURLWithPath: path))
            #else
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            #endif
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

    #if os(Linux)
    /// Files at least this big are read into memory that asks the kernel for 2 MiB pages.
    static let hugePageThreshold = 4 << 20

    /// A big file read into an anonymous mapping advised to use transparent huge pages, or nil to read it the
    /// usual way. Reading 30 MB into fresh 4 KiB pages costs some 7,000 page faults, about a tenth of a whole
    /// parse on the machines measured; with huge pages it costs a handful.
    private static func readIntoHugePages(_ path: String) throws -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
              Int(status.st_size) >= hugePageThreshold, Int(status.st_size) <= maximumSize
        else { return nil }
        // One page more than the size says: a file that grew since `fstat` shows up as a full buffer, and is
        // then read again the usual way.
        let capacity = (Int(status.st_size) + 4096 + (2 << 20) - 1) & ~((2 << 20) - 1)
        guard let memory = mmap(nil, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              memory != MAP_FAILED
        else { return nil }
        _ = madvise(memory, capacity, MADV_HUGEPAGE)
        var count = 0
        while count < capacity {
            let result = Glibc.read(descriptor, memory + count, capacity - count)
            if result == 0 { break }
            if result < 0 {
                if errno == EINTR { continue }
                munmap(memory, capacity)
                return nil
            }
            count += result
        }
        guard count < capacity else {
            munmap(memory, capacity)
            return nil
        }
        return Data(bytesNoCopy: memory, count: count, deallocator: .custom { pointer, _ in munmap(pointer, capacity) })
    }
    #endif
}
