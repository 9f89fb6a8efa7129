extension CatalogJSON {
    /// Reads a catalog's bytes for rewriting. A syntax error is `JSONReader`'s, with its line and column; on top of
    /// that, what a rewrite could not keep is refused: a key twice in one object (Xcode keeps only the last), an
    /// escaped lone surrogate or bytes that are not UTF-8 (neither can be written back as they were).
    package static func read(_ bytes: UnsafeRawBufferPointer, path: String) -> Result<CatalogJSON, Diagnostic> {
        let document = JSONReader(omittingNull: true).read(bytes, path: path)
        if let error = document.diagnostics.first(where: { $0.severity == .error }) { return .failure(error) }
        var parser = Parser(bytes: bytes, path: path)
        do throws(Diagnostic) {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
            parser.skipWhitespace()
            return .success(try parser.value())
        } catch {
            return .failure(error)
        }
    }

    /// A recursive descent over text `JSONReader` has accepted, so it checks only what that reader lets pass.
    private struct Parser {
        let bytes: UnsafeRawBufferPointer
        let path: String
        var index = 0

        init(bytes: UnsafeRawBufferPointer, path: String) {
            self.bytes = bytes
            self.path = path
        }

        /// The line and column (in characters) of a byte, counted from the start: only ever asked once, for the error.
        func error(_ message: String, at offset: Int) -> Diagnostic {
            var line = 1, column = 1
            for byte in bytes[..<offset] {
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
            return Diagnostic(.error, .syntaxError, message,
                              at: FileLocation(path: path, position: TextPosition(line: line, column: column)))
        }

        mutating func skipWhitespace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D
                || bytes[index] == 0x09 {
                index += 1
            }
        }

        mutating func value() throws(Diagnostic) -> CatalogJSON {
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                skipWhitespace()
                var members: [Member] = []
                var seen: Set<String> = []
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                }
                while true {
                    let keyStart = index
                    let key = try string()
                    guard seen.insert(key).inserted else {
                        throw error("the key \"\(VisibleText.name(key))\" is in this object twice; Xcode keeps only the "
                                    + "last, so the file is not rewritten: remove the other", at: keyStart)
                    }
                    skipWhitespace()
                    index += 1  // ':'
                    skipWhitespace()
                    let member = try value()
                    // `null` members are what the reader omits too, and what Xcode never writes in a catalog; kept.
                    members.append(Member(key, member))
                    skipWhitespace()
                    let separator = bytes[index]
                    index += 1
                    skipWhitespace()
                    if separator == UInt8(ascii: "}") { return .object(members) }
                }
            case UInt8(ascii: "["):
                index += 1
                skipWhitespace()
                var elements: [CatalogJSON] = []
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(elements)
                }
                while true {
                    elements.append(try value())
                    skipWhitespace()
                    let separator = bytes[index]
                    index += 1
                    skipWhitespace()
                    if separator == UInt8(ascii: "]") { return .array(elements) }
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"):
                index += 4
                return .bool(true)
            case UInt8(ascii: "f"):
                index += 5
                return .bool(false)
            case UInt8(ascii: "n"):
                index += 4
                return .null
            default:
                let start = index
                while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
                return .number(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
            }
        }

        static func isNumberByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e")
        }

        /// A string at `index` (its opening quote), unescaped.
        mutating func string() throws(Diagnostic) -> String {
            let open = index
            index += 1
            var utf8: [UInt8] = []
            var start = index
            var isASCII = true
            while true {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") { break }
                if byte >= 0x80 { isASCII = false }
                guard byte == UInt8(ascii: "\\") else {
                    index += 1
                    continue
                }
                utf8.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
                let escape = bytes[index + 1]
                index += 2
                switch escape {
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = hex4(at: index)
                    index += 4
                    if (0xD800..<0xDC00).contains(scalar), index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
                       bytes[index + 1] == UInt8(ascii: "u"), case let low = hex4(at: index + 2), (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
                        index += 6
                    }
                    guard let character = Unicode.Scalar(scalar) else {
                        throw error("\\u\(String(hex4(at: index - 4), radix: 16)) is half of a surrogate pair; it "
                                    + "stands for no character, so the file is not rewritten", at: index - 6)
                    }
                    utf8.append(contentsOf: String(character).utf8)
                default: utf8.append(escape)  // `"`, `\`, `/`: the reader refused any other.
                }
                start = index
            }
            let run = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
            index += 1
            if utf8.isEmpty, isASCII { return String(decoding: run, as: UTF8.self) }
            utf8.append(contentsOf: run)
            if !isASCII {
                let failed = transcode(utf8.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true) { _ in }
                guard !failed else {
                    throw error("the string that starts here holds bytes that are not UTF-8; Xcode reads only UTF-8, "
                                + "so the file is not rewritten", at: open)
                }
            }
            return String(decoding: utf8, as: UTF8.self)
        }

        func hex4(at offset: Int) -> UInt32 {
            var value: UInt32 = 0
            for byte in bytes[offset..<offset + 4] {
                value = value << 4 | UInt32(byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : (byte | 0x20) - UInt8(ascii: "a") + 10)
            }
            return value
        }
    }
}
