import Foundation

/// Reads JSON (RFC 8259) into the same positioned value tree as property lists, so that configuration files and
/// String Catalogs (`.xcstrings`) get line and column for every key and value, which Foundation's JSON reader drops.
///
/// Integers that fit 64 bits become `.integer` (or `.unsignedInteger`), other numbers `.real`. `null` has no
/// property-list counterpart: it is reported as an error at its position, unless the reader is told to omit it.
public struct JSONReader: Sendable {
    /// The deepest nesting of arrays and objects read; deeper input is an error, not a stack overflow.
    public static let maximumDepth = 512

    /// Whether a `null` member or element is left out of the tree rather than reported: Xcode writes `null` for an
    /// unset value in StoreKit configurations, where it means no more than a missing key.
    private let omitsNull: Bool

    /// A reader.
    public init() {
        omitsNull = false
    }

    /// A reader that leaves `null` members and elements out of the tree instead of reporting them.
    init(omittingNull: Bool) {
        omitsNull = omittingNull
    }

    /// Reads the file at `path`; a file that cannot be read is a document with that error.
    public func read(contentsOf path: String) -> PropertyListDocument {
        switch InputFile.read(path) {
        case .success(let data):
            return data.withUnsafeBytes { read($0, path: path) }
        case .failure(let diagnostic):
            return PropertyListDocument(path: path, format: nil, root: nil, diagnostics: [diagnostic])
        }
    }

    /// Reads JSON bytes (UTF-8, with or without a byte-order mark), naming them `path` in diagnostics.
    public func read(_ bytes: UnsafeRawBufferPointer, path: String) -> PropertyListDocument {
        let builder = PropertyListTreeBuilder()
        if let error = read(bytes, path: path, into: builder) {
            return PropertyListDocument(path: path, format: nil, root: nil, diagnostics: [error])
        }
        return PropertyListDocument(path: path, format: nil, root: builder.root, diagnostics: [])
    }

    /// Reads JSON bytes (at most `PropertyListTape.maximumInput`) into a tape, for a model read without the value
    /// tree, and gives it to `body`: its texts without escapes are read in place, so it lives while `bytes` do.
    func withTape<Result>(
        _ bytes: UnsafeRawBufferPointer, path: String, _ body: (PropertyListTape) -> Result
    ) -> Result {
        // Escaped texts, the only ones copied, are few.
        let builder = PropertyListTape.Builder(input: bytes, textBytes: bytes.count / 64)
        let error = read(bytes, path: path, into: builder)
        return body(PropertyListTape(path: path, format: nil, builder: error == nil ? builder : nil,
                                     diagnostics: error.map { [$0] } ?? []))
    }

    /// Reads JSON bytes into `builder`; the error that stops the reading, or nil when `builder` holds the value.
    private func read(_ bytes: UnsafeRawBufferPointer, path: String, into builder: some PropertyListBuilder) -> Diagnostic? {
        var scanner = Scanner(bytes: bytes, path: path, omitsNull: omitsNull)
        do throws(Diagnostic) {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
            scanner.skipWhitespace()
            try scanner.value(depth: 0, into: builder)
            scanner.skipWhitespace()
            if scanner.index < bytes.count {
                throw scanner.error("unexpected \(scanner.describeCurrent()) after the JSON value; a file holds one value")
            }
            return nil
        } catch {
            return error
        }
    }

    // The builder is passed down the calls rather than stored: a class reference stored in a struct that mutating
    // methods pass around is retained and released around every call.
    private struct Scanner {
        let bytes: UnsafeRawBufferPointer
        let path: String
        let omitsNull: Bool
        var index = 0
        var line = 1
        var lineStart = 0
        /// The last position worked out, on the current line: the next one counts on from it, so a file on one
        /// line (a minified catalog) costs linear time, not quadratic.
        private var counted = (index: 0, column: 1)

        init(bytes: UnsafeRawBufferPointer, path: String, omitsNull: Bool) {
            self.bytes = bytes
            self.path = path
            self.omitsNull = omitsNull
        }

        var position: TextPosition {
            mutating get { position(of: index) }
        }

        /// The position of a byte on the current line.
        mutating func position(of index: Int) -> TextPosition {
            // Columns count scalars: skip UTF-8 continuation bytes between the line start and here.
            var (cursor, column) = counted.index >= lineStart && counted.index <= index ? counted : (lineStart, 1)
            // Eight bytes at a time: a continuation byte has its top bit set and the next one clear.
            while cursor + 8 <= index {
                let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: cursor, as: UInt64.self))
                column += 8 - (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
                cursor += 8
            }
            while cursor < index {
                if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
                cursor += 1
            }
            counted = (index, column)
            return TextPosition(line: line, column: column)
        }

        mutating func error(_ message: String, at position: TextPosition? = nil) -> Diagnostic {
            Diagnostic(.error, .syntaxError, message, at: FileLocation(path: path, position: position ?? self.position))
        }

        func describeCurrent() -> String {
            guard index < bytes.count else { return "end of file" }
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
            return "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }

        /// Skips spaces, tabs and line breaks. Called before and after every token, most often with nothing to skip:
        /// that case is one comparison where it is called, without a branch table.
        @inline(__always)
        mutating func skipWhitespace() {
            guard index < bytes.count, bytes[index] <= 0x20 else { return }
            skipWhitespaceRun()
        }

        private mutating func skipWhitespaceRun() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x20 {
                    // Pretty-printed files indent every line: after this space, skip the run of spaces a word at a
                    // time, up to its first other byte.
                    index += 1
                    while index + 8 <= bytes.count {
                        let others = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                            ^ 0x2020_2020_2020_2020
                        if others != 0 {
                            index += others.trailingZeroBitCount >> 3
                            break
                        }
                        index += 8
                    }
                } else if byte == 0x0A {
                    index += 1
                    line += 1
                    lineStart = index
                } else if byte == 0x09 || byte == 0x0D {
                    index += 1
                } else {
                    return
                }
            }
        }

        mutating func value(depth: Int, into builder: some PropertyListBuilder) throws(Diagnostic) {
            guard depth < JSONReader.maximumDepth else {
                throw error("arrays and objects are nested more than \(JSONReader.maximumDepth) deep")
            }
            let start = position
            guard index < bytes.count else { throw error("the file ends where a value should be") }
            switch bytes[index] {
            case UInt8(ascii: "{"): try object(depth: depth, at: start, into: builder)
            case UInt8(ascii: "["): try array(depth: depth, at: start, into: builder)
            case UInt8(ascii: "\""): try string(isKey: false, at: start, into: builder)
            case UInt8(ascii: "t"): try literal("true"); builder.scalar(.boolean(true), at: start)
            case UInt8(ascii: "f"): try literal("false"); builder.scalar(.boolean(false), at: start)
            case UInt8(ascii: "n"):
                try literal("null")
                guard omitsNull, depth > 0 else {
                    throw error("null has no meaning here; remove the key to use its default", at: start)
                }
                builder.omitValue()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                builder.scalar(try number(), at: start)
            default:
                throw error("unexpected \(describeCurrent()) where a value should be")
            }
        }

        mutating func literal(_ word: StaticString) throws(Diagnostic) {
            let start = position
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count,
                  (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] })
            else { throw error("unknown word; JSON knows true, false and null, and strings need quotes", at: start) }
            index += count
        }

        mutating func object(depth: Int, at start: TextPosition, into builder: some PropertyListBuilder) throws(Diagnostic) {
            index += 1
            builder.beginDictionary(at: start)
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                builder.end()
                return
            }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw error("expected a quoted key, found \(describeCurrent())")
                }
                let keyPosition = position
                try string(isKey: true, at: keyPosition, into: builder)
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw error("expected ':' after the key \"\(builder.lastKey)\", found \(describeCurrent())")
                }
                index += 1
                skipWhitespace()
                try value(depth: depth + 1, into: builder)
                skipWhitespace()
                guard index < bytes.count else { throw error("the file ends inside an object; add the missing '}'") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    builder.end()
                    return
                } else {
                    throw error("expected ',' or '}' after the value of \"\(builder.lastKey)\", found \(describeCurrent())")
                }
            }
        }

        mutating func array(depth: Int, at start: TextPosition, into builder: some PropertyListBuilder) throws(Diagnostic) {
            index += 1
            builder.beginArray(at: start)
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                builder.end()
                return
            }
            while true {
                skipWhitespace()
                try value(depth: depth + 1, into: builder)
                skipWhitespace()
                guard index < bytes.count else { throw error("the file ends inside an array; add the missing ']'") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    builder.end()
                    return
                } else {
                    throw error("expected ',' or ']' in the array, found \(describeCurrent())")
                }
            }
        }

        /// A string at `index` (its opening quote), given to the builder as a key or a value at `position`. Runs of
        /// bytes without a quote, backslash or control character are found in one pass and given in place; a string
        /// with escapes collects its bytes, the escapes decoded to UTF-8, and gives them once at the end.
        mutating func string(isKey: Bool, at start: TextPosition, into builder: some PropertyListBuilder) throws(Diagnostic) {
            func deliver(_ utf8: UnsafeRawBufferPointer) {
                if isKey { builder.key(utf8, at: start) } else { builder.string(utf8, at: start) }
            }
            let open = index
            index += 1
            let runStart = index
            scanRun()
            if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                deliver(UnsafeRawBufferPointer(rebasing: bytes[runStart..<index]))
                index += 1
                return
            }
            var utf8: [UInt8] = []
            utf8.reserveCapacity(index - runStart + 16)
            utf8.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[runStart..<index]))
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    utf8.withUnsafeBytes(deliver)
                    return
                case UInt8(ascii: "\\"):
                    index += 1
                    guard index < bytes.count else { break }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                    case UInt8(ascii: "b"): utf8.append(0x08)
                    case UInt8(ascii: "f"): utf8.append(0x0C)
                    case UInt8(ascii: "n"): utf8.append(0x0A)
                    case UInt8(ascii: "r"): utf8.append(0x0D)
                    case UInt8(ascii: "t"): utf8.append(0x09)
                    case UInt8(ascii: "u"):
                        var unit = try hex4()
                        if (0xD800..<0xDC00).contains(unit), index + 1 < bytes.count,
                           bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                            index += 2
                            let low = try hex4()
                            if (0xDC00..<0xE000).contains(low) {
                                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                            } else {
                                Self.append("\u{FFFD}", to: &utf8)
                                unit = low
                            }
                        }
                        Self.append(Unicode.Scalar(unit) ?? "\u{FFFD}", to: &utf8)
                    default:
                        throw error("unknown escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
                    }
                    let run = index
                    scanRun()
                    utf8.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[run..<index]))
                case 0x0A, 0x0D:
                    throw error("a line break inside a string; write \\n instead")
                default:
                    throw error("a control character inside a string; escape it as \\u00\(String(byte, radix: 16))")
                }
            }
            // A string never spans lines (a line break inside one is an error), so its start is on the current line.
            throw error("the string that starts here is never closed; add the missing '\"'", at: position(of: open))
        }

        /// Moves `index` to the next quote, backslash or control character, or to the end.
        private mutating func scanRun() {
            guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), index < bytes.count else { return }
            index = ByteRuns.firstIndex(in: base, from: index, to: bytes.count, below: 0x20, equalTo: UInt8(ascii: "\""),
                                        UInt8(ascii: "\\"), nonASCII: false)
        }

        private static func append(_ scalar: Unicode.Scalar, to utf8: inout [UInt8]) {
            UTF8.encode(scalar) { utf8.append($0) }
        }

        mutating func hex4() throws(Diagnostic) -> UInt32 {
            guard index + 4 <= bytes.count else { throw error("\\u needs four hexadecimal digits") }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw error("\\u needs four hexadecimal digits")
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }

        mutating func number() throws(Diagnostic) -> PropertyListValue {
            let start = index
            let startPosition = position
            var isInteger = true
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            func digits() -> Int {
                let first = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                return index - first
            }
            let integerDigits = digits()
            guard integerDigits > 0 else { throw error("a number needs digits") }
            if integerDigits > 1, bytes[start + (bytes[start] == UInt8(ascii: "-") ? 1 : 0)] == UInt8(ascii: "0") {
                throw error("numbers do not start with 0 in JSON", at: startPosition)
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                isInteger = false
                index += 1
                guard digits() > 0 else { throw error("a decimal point needs digits after it") }
            }
            if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
                isInteger = false
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                guard digits() > 0 else { throw error("an exponent needs digits") }
            }
            let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            if isInteger {
                if let value = Int64(text) { return .integer(value) }
                if let value = UInt64(text) { return .unsignedInteger(value) }
            }
            return .real(Double(text) ?? .nan)
        }
    }
}
