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
    static func relative(_ path: String, to folder: String) -> Substring? {
        if folder == "/" { return path.count > 1 && path.hasPrefix("/") ? path.dropFirst() : nil }
        guard path.utf8.count > folder.utf8.count + 1, path.hasPrefix(folder),
              path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: folder.utf8.count)] == UInt8(ascii: "/")
        else { return nil }
        return path.dropFirst(folder.count + 1)
    }

    /// Whether `relative` is `prefix` or below it, both relative paths.
    static func isWithin(_ relative: Substring, _ prefix: String) -> Bool {
        relative == prefix[...] || (relative.hasPrefix(prefix) && relative.dropFirst(prefix.count).first == "/")
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
