/// Where a value starts inside one file.
///
/// Text formats record a 1-based line and column (columns count Unicode scalars, so a user finds the spot in any
/// editor); binary property lists record a byte offset. Two 32-bit fields keep a position at 8 bytes, because every
/// key and value of a 200,000-entry table carries one.
public struct TextPosition: Hashable, Sendable, Comparable {
    private let rawLine: UInt32
    private let rawColumn: UInt32

    /// A position in a text file; `line` and `column` are 1-based.
    package init(line: Int, column: Int) {
        rawLine = UInt32(clamping: max(line, 1))
        rawColumn = UInt32(clamping: max(column, 1))
    }

    /// A position in a binary file: the offset of the object's first byte.
    package init(byteOffset: Int) {
        rawLine = 0
        rawColumn = UInt32(clamping: byteOffset)
    }

    /// The 1-based line; 1 for a byte offset, so that `path:line:column` stays well-formed.
    public var line: Int { rawLine == 0 ? 1 : Int(rawLine) }
    /// The 1-based column; 1 for a byte offset.
    public var column: Int { rawLine == 0 ? 1 : Int(rawColumn) }
    /// The byte offset, for positions in binary files.
    public var byteOffset: Int? { rawLine == 0 ? Int(rawColumn) : nil }

    /// The start of a file.
    package static let start = TextPosition(line: 1, column: 1)

    /// Orders positions in file order.
    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.rawLine, lhs.rawColumn) < (rhs.rawLine, rhs.rawColumn)
    }
}

extension TextPosition: CustomStringConvertible {
    /// `line:column`, or `byte N` for a byte offset.
    public var description: String {
        if let byteOffset { return "byte \(byteOffset)" }
        return "\(line):\(column)"
    }
}

/// A position together with the file it is in.
public struct FileLocation: Hashable, Sendable, Comparable {
    /// The file.
    public var path: String
    /// The position in the file.
    public var position: TextPosition

    package init(path: String, position: TextPosition) {
        self.path = path
        self.position = position
    }

    /// A 1-based line and column in the file at `path`.
    public init(path: String, line: Int, column: Int) {
        self.init(path: path, position: TextPosition(line: line, column: column))
    }

    package var line: Int { position.line }
    package var column: Int { position.column }

    /// Orders locations by path, then position.
    public static func < (lhs: FileLocation, rhs: FileLocation) -> Bool {
        (lhs.path, lhs.position) < (rhs.path, rhs.position)
    }
}

extension FileLocation: CustomStringConvertible {
    /// `path:line:column`, the form Xcode, compilers and editors understand, the path in its visible form
    /// (`VisibleText.line`) so that the location stays on one line.
    public var description: String {
        var output: [UInt8] = []
        appendVisible(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    func appendVisible(to output: inout [UInt8]) {
        VisibleText.appendLine(path, to: &output)
        output.append(UInt8(ascii: ":"))
        output.appendDecimal(line)
        output.append(UInt8(ascii: ":"))
        output.appendDecimal(column)
    }
}
