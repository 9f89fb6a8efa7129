/// Paths as the project model compares them: absolute, with `.`, `..` and repeated slashes resolved by their text
/// (symbolic links are left alone, as Xcode and SwiftPM leave them when they join a group's path to its parent's).
enum ProjectPath {
    /// `path` made absolute against `base` (an absolute folder) and normalized.
    static func absolute(_ path: String, base: String) -> String {
        if path.hasPrefix("/"), isNormalized(path) { return path }
        return normalize(path.hasPrefix("/") ? path : base + "/" + path)
    }

    /// `relative` joined to the folder `folder` (both as build files write them) and normalized.
    static func join(_ folder: String, _ relative: String) -> String {
        if relative.isEmpty { return folder }
        if relative.hasPrefix("/") { return isNormalized(relative) ? relative : normalize(relative) }
        let joined = (folder == "/" ? "" : folder) + "/" + relative
        return isNormalized(joined) ? joined : normalize(joined)
    }

    /// The folder that holds `path`; `/` for a top-level name and for `/` itself.
    static func parent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path`.
    static func name(_ path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[...] }
        return path[path.index(after: slash)...]
    }

    /// `path` below `folder`, without the leading slash; nil when `path` is not below it (or is `folder` itself).
    /// Compared byte by byte, as the file system compares names (`String`'s `hasPrefix` would match `é` written
    /// two ways).
    static func relative(_ path: String, to folder: String) -> Substring? {
        let bytes = path.utf8
        let prefix = folder == "/" ? 0 : folder.utf8.count
        guard bytes.count > prefix + 1, folder == "/" || bytes.starts(with: folder.utf8) else { return nil }
        let slash = bytes.index(bytes.startIndex, offsetBy: prefix)
        guard bytes[slash] == UInt8(ascii: "/") else { return nil }
        return path[bytes.index(after: slash)...]
    }

    /// Whether `relative` is `prefix` or below it, both relative paths; everything is below the empty prefix.
    static func isWithin(_ relative: Substring, _ prefix: String) -> Bool {
        if prefix.isEmpty { return true }
        let bytes = relative.utf8
        guard bytes.starts(with: prefix.utf8) else { return false }
        guard bytes.count > prefix.utf8.count else { return true }
        return bytes[bytes.index(bytes.startIndex, offsetBy: prefix.utf8.count)] == UInt8(ascii: "/")
    }

    /// The folders from `folder` up to `/`, `folder` first.
    static func ancestry(of folder: String) -> [String] {
        var folders: [String] = []
        var current = folder
        while !current.isEmpty {
            folders.append(current)
            if current == "/" { break }
            current = parent(current)
        }
        return folders
    }

    /// Whether an absolute path has no empty, `.` or `..` component and no trailing slash: most paths asked about
    /// are, and then need no copy.
    private static func isNormalized(_ path: String) -> Bool {
        if path == "/" { return true }
        var length = 0
        var dots = 0
        for byte in path.utf8.dropFirst() {
            if byte == UInt8(ascii: "/") {
                if length == 0 || (length == dots && dots <= 2) { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return length > 0 && !(length == dots && dots <= 2)
    }

    private static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }
}
