import Foundation

/// File names as the file system holds them: bytes, usually UTF-8, but not always (a name copied from an old archive
/// or another system can hold any byte but `/` and NUL).
///
/// Paths travel through RatePrompt as `String`s, so that every diagnostic, finding and report can carry them. A name
/// that is not valid UTF-8 would lose its bytes to U+FFFD on the way and then name no file at all; instead, each byte
/// that is not part of valid UTF-8 becomes the scalar U+10FF00 + byte (the last 256 scalars of Supplementary Private
/// Use Area B), and turns back into that byte when the path is handed to the system. A valid name that itself holds
/// one of those scalars is written the same way, byte by byte, so the mapping is lossless in both directions.
/// Outputs show such a scalar as `\xHH` (`VisibleText`).
package enum FileSystemPath {
    /// The first of the 256 scalars that stand for raw bytes.
    static let rawByteBase: UInt32 = 0x10_FF00

    /// The raw byte a scalar stands for, or nil for an ordinary scalar.
    static func rawByte(_ scalar: Unicode.Scalar) -> UInt8? {
        scalar.value >= rawByteBase ? UInt8(truncatingIfNeeded: scalar.value - rawByteBase) : nil
    }

    /// The path for a name or path the system gave as bytes.
    package static func string(fromBytes bytes: some Collection<UInt8>) -> String {
        // The common case, valid UTF-8 without the reserved scalars, costs one validation.
        if let text = String(validating: bytes, as: UTF8.self),
           !text.unicodeScalars.contains(where: { $0.value >= rawByteBase }) {
            return text
        }
        var scalars = String.UnicodeScalarView()
        let array = Array(bytes)
        var index = 0
        while index < array.count {
            let (scalar, length) = decodeOne(array, at: index)
            if let scalar, scalar.value < rawByteBase {
                scalars.append(scalar)
            } else {
                for byte in array[index..<index + length] {
                    scalars.append(Unicode.Scalar(rawByteBase + UInt32(byte))!)
                }
            }
            index += length
        }
        return String(scalars)
    }

    /// The folder that holds `path`, as `NSString.deletingLastPathComponent` documents it: repeated slashes read
    /// as one and a trailing slash left out, then everything before the last slash (`""` for a bare name, `/` for a
    /// top-level one). Foundation's own took a millisecond of a 300-table app's lint, and on Linux it traps on a bare
    /// name.
    package static func deletingLastComponent(_ path: String) -> String {
        let slash = UInt8(ascii: "/")
        let utf8 = path.utf8
        var last: String.Index?
        var previous: UInt8 = 0
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == slash {
                // Slashes to fold: the path is written again without them (rare; never in a path the walk makes).
                if previous == slash { return deletingLastComponent(foldingSlashes(path)) }
                last = index
            }
            previous = byte
            utf8.formIndex(after: &index)
        }
        guard let last else { return "" }
        if previous == slash, utf8.count > 1 { return deletingLastComponent(String(path[..<last])) }
        return last == utf8.startIndex ? "/" : String(path[..<last])
    }

    /// `path` made absolute against the folder `directory` by their text, for the plain paths a build writes: each
    /// component printable ASCII other than `%` `?` `#` `;` `\` `~` and not only dots, no repeated or trailing slash;
    /// `directory` absolute, `path` absolute or relative (`.` is `directory`). Nil for anything else, which
    /// `URL`'s `standardizedFileURL` is left to read: for plain paths the two agree (a test holds them equal), and
    /// the first use of `URL` in a process cost a quarter of a millisecond of a small app's lint.
    package static func plainAbsolute(_ path: String, in directory: String) -> String? {
        if path.hasPrefix("/") { return isPlain(path, absolute: true) ? path : nil }
        guard isPlain(directory, absolute: true) else { return nil }
        if path == "." { return directory }
        guard isPlain(path, absolute: false) else { return nil }
        return (directory == "/" ? "" : directory) + "/" + path
    }

    /// `URL(fileURLWithPath: path).standardizedFileURL.path`: a plain absolute path (`plainAbsolute`) is its own,
    /// any other is read through `URL`.
    package static func standardized(_ path: String) -> String {
        if path.hasPrefix("/"), let plain = plainAbsolute(path, in: "/") { return plain }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// `URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent`: for a plain last component with an
    /// extension of letters and digits after a name that is not only dots (`Localizable.xcstrings`), the name
    /// before it by its text; any other through `URL`.
    static func nameWithoutExtension(_ path: String) -> String {
        let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.utf8.index(after: $0)...] } ?? path[...]
        if isPlain(String(name), absolute: false), let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")),
           case let stem = name[..<dot], stem.utf8.contains(where: { $0 != UInt8(ascii: ".") }),
           case let pathExtension = name.utf8[name.utf8.index(after: dot)...], !pathExtension.isEmpty,
           pathExtension.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) {
            return String(stem)
        }
        return URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    private static func isPlain(_ path: String, absolute: Bool) -> Bool {
        if absolute, path == "/" { return true }
        var utf8 = path.utf8[...]
        if absolute {
            guard utf8.first == UInt8(ascii: "/") else { return false }
            utf8 = utf8.dropFirst()
        }
        var length = 0
        var onlyDots = true
        for byte in utf8 {
            if byte == UInt8(ascii: "/") {
                guard length > 0, !onlyDots else { return false }
                length = 0
                onlyDots = true
                continue
            }
            guard byte >= 0x20, byte < 0x7F, !"%?#;\\~".utf8.contains(byte) else { return false }
            length += 1
            if byte != UInt8(ascii: ".") { onlyDots = false }
        }
        return length > 0 && !onlyDots
    }

    /// `path` with each run of slashes written as one.
    private static func foldingSlashes(_ path: String) -> String {
        var folded = ""
        var previousIsSlash = false
        for scalar in path.unicodeScalars {
            let isSlash = scalar == "/"
            if !(isSlash && previousIsSlash) { folded.unicodeScalars.append(scalar) }
            previousIsSlash = isSlash
        }
        return folded
    }

    /// The path's bytes as the system takes them.
    package static func bytes(_ path: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if let raw = rawByte(scalar) {
                bytes.append(raw)
            } else {
                bytes += String(scalar).utf8
            }
        }
        return bytes
    }

    /// Calls `body` with the path as a NUL-terminated C string of its bytes. A path that holds NUL names no file:
    /// `body` gets nil.
    package static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>?) throws -> Result) rethrows -> Result {
        var bytes = path.unicodeScalars.contains { $0.value >= rawByteBase } ? self.bytes(path) : Array(path.utf8)
        if bytes.contains(0) { return try body(nil) }
        bytes.append(0)
        return try bytes.withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress) }
        }
    }

    /// One scalar decoded from `bytes` at `index`, and how many bytes it took (1 for an invalid byte, with nil).
    private static func decodeOne(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar?, Int) {
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): return (scalar, String(scalar).utf8.count)
        case .emptyInput, .error: return (nil, 1)
        }
    }
}
