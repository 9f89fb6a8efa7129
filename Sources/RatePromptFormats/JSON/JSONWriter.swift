/// Writes JSON text as UTF-8 bytes, value by value, in the layout `JSONValue.serialized` promises: two-space
/// indentation and `": "` when pretty, otherwise one line; non-ASCII as it is; `/` not escaped.
///
/// Strings are copied in runs of bytes that need no escaping, so writing costs about a byte copy per byte rather
/// than a `String` append per character. Reporters write their findings through it directly, without building a
/// `JSONValue` tree first.
package struct JSONWriter {
    package private(set) var bytes: [UInt8] = []
    let pretty: Bool
    private var depth = 0
    /// No member written yet in the innermost open container.
    private var isEmpty = true
    /// A key was just written: its value follows without a separator.
    private var afterKey = false

    package init(pretty: Bool = true, capacity: Int = 0) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    package mutating func beginArray() { open(UInt8(ascii: "[")) }
    package mutating func endArray() { close(UInt8(ascii: "]")) }
    package mutating func beginObject() { open(UInt8(ascii: "{")) }
    package mutating func endObject() { close(UInt8(ascii: "}")) }

    package mutating func key(_ key: String) {
        separate()
        Self.appendQuoted(key, to: &bytes)
        if pretty {
            bytes.append(UInt8(ascii: ":"))
            bytes.append(UInt8(ascii: " "))
        } else {
            bytes.append(UInt8(ascii: ":"))
        }
        afterKey = true
    }

    package mutating func string(_ value: String) {
        separate()
        Self.appendQuoted(value, to: &bytes)
    }

    /// `VisibleText.name(value)` as a JSON string, escaped in the same pass: a file name's undecodable bytes as
    /// `\xHH`.
    mutating func visibleName(_ value: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        ByteRuns.withUTF8(value) { Self.appendEscaped($0, showingRawBytes: true, to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
    }

    package mutating func int(_ value: Int64) {
        separate()
        bytes.appendDecimal(value)
    }

    package mutating func uint(_ value: UInt64) {
        separate()
        bytes.appendDecimal(value)
    }

    package mutating func double(_ value: Double) {
        if value.isNaN {
            string("NaN")
        } else if value.isInfinite {
            string(value < 0 ? "-Infinity" : "Infinity")
        } else {
            separate()
            bytes.append(contentsOf: String(value).utf8)
        }
    }

    package mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: value ? "true".utf8 : "false".utf8)
    }

    package mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
    }

    package mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let bool): self.bool(bool)
        case .int(let int): self.int(int)
        case .uint(let uint): self.uint(uint)
        case .double(let double): self.double(double)
        case .string(let string): self.string(string)
        case .array(let values):
            beginArray()
            for element in values { self.value(element) }
            endArray()
        case .object(let members):
            beginObject()
            for (name, element) in members {
                key(name)
                self.value(element)
            }
            endObject()
        }
    }

    /// A key that needs no escaping (a literal in the code), written without looking at its bytes.
    private mutating func literalKey(_ key: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    /// `key` followed by its value, for the common members.
    package mutating func member(_ name: StaticString, _ value: String) {
        literalKey(name)
        string(value)
    }

    /// `key` followed by `VisibleText.name(value)`, for paths and messages quoting input.
    package mutating func member(_ name: StaticString, visibleName value: String) {
        literalKey(name)
        visibleName(value)
    }

    package mutating func member(_ name: StaticString, _ value: Int) {
        literalKey(name)
        int(Int64(value))
    }

    package mutating func member(_ name: StaticString, _ value: JSONValue) {
        literalKey(name)
        self.value(value)
    }

    /// `"name": {`, members to follow.
    package mutating func beginObject(_ name: StaticString) {
        literalKey(name)
        beginObject()
    }

    /// `"name": [`, elements to follow.
    package mutating func beginArray(_ name: StaticString) {
        literalKey(name)
        beginArray()
    }

    /// Ends the text with a line break, as a file or a command's output does.
    package mutating func appendLineBreak() {
        bytes.append(0x0A)
    }

    // MARK: - Layout

    /// What goes before a value or key: nothing after a key or at the top, else a comma after the previous member
    /// and, when pretty, a new line indented to the depth.
    @inline(__always)
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard depth > 0 else { return }
        if !isEmpty { bytes.append(UInt8(ascii: ",")) }
        isEmpty = false
        if pretty { newline() }
    }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        depth += 1
        isEmpty = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !isEmpty && pretty { newline() }
        bytes.append(bracket)
        // The container just closed is a member of the one around it, which is therefore not empty.
        isEmpty = false
    }

    /// A line break and up to 64 spaces, appended as one run (a static string: no array to retain per line).
    private static let lineBreakAndIndent: StaticString =
        "\n                                                                "

    private mutating func newline() {
        let indent = 2 * depth
        if indent <= 64 {
            bytes.append(contentsOf: UnsafeBufferPointer(start: Self.lineBreakAndIndent.utf8Start, count: indent + 1))
        } else {
            bytes.append(0x0A)
            for _ in 0..<indent { bytes.append(UInt8(ascii: " ")) }
        }
    }

    // MARK: - Strings

    /// `"text"` with `"`, `\`, control characters and U+2028/U+2029 escaped (the short forms where JSON has them,
    /// `\u00XX` in lower case otherwise); everything else copied as its UTF-8 bytes.
    static func appendQuoted(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        ByteRuns.withUTF8(string) { appendEscaped($0, to: &output) }
        output.append(UInt8(ascii: "\""))
    }

    /// The text between a JSON string's quotes, escaped as `appendQuoted` escapes it (`showingRawBytes`: see below).
    package static func appendEscaped(_ string: String, showingRawBytes: Bool, to output: inout [UInt8]) {
        ByteRuns.withUTF8(string) { appendEscaped($0, showingRawBytes: showingRawBytes, to: &output) }
    }

    /// Escapes for JSON; with `showingRawBytes`, also writes a file name's undecodable byte (U+10FF00 + byte, from
    /// `FileSystemPath`) as `\xHH`, as `VisibleText.name` shows it.
    static func appendEscaped(
        _ bytes: UnsafeBufferPointer<UInt8>, showingRawBytes: Bool = false, to output: inout [UInt8]
    ) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        var index = 0
        var runStart = 0
        while true {
            // Candidates: `"`, `\`, controls, the lead byte of U+2028 and U+2029 (E2, also that of other characters),
            // and when showing raw bytes their lead byte (F4). Other non-ASCII text is copied in the run.
            index = ByteRuns.firstIndex(in: base, from: index, to: count, below: 0x20, equalTo: 0x22, 0x5C, 0xE2,
                                        showingRawBytes ? 0xF4 : nil, nonASCII: false)
            guard index < count else { break }
            let byte = base[index]
            var length = 1
            let escape: UInt8?
            switch byte {
            case 0x22: escape = UInt8(ascii: "\"")
            case 0x5C: escape = UInt8(ascii: "\\")
            case 0x0A: escape = UInt8(ascii: "n")
            case 0x0D: escape = UInt8(ascii: "r")
            case 0x09: escape = UInt8(ascii: "t")
            case 0x08: escape = UInt8(ascii: "b")
            case 0x0C: escape = UInt8(ascii: "f")
            case 0xF4:
                // U+10FF00 + byte (F4 8F BC…BF xx): `\xHH`, its backslash escaped for JSON. A String's bytes are
                // valid UTF-8, so a lead byte is followed by its continuation bytes.
                guard base[index + 1] == 0x8F && base[index + 2] >= 0xBC else {
                    index += 1
                    continue
                }
                if index > runStart {
                    output.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
                }
                output.append(UInt8(ascii: "\\"))
                output.append(UInt8(ascii: "\\"))
                output.append(UInt8(ascii: "x"))
                VisibleText.appendHex(UInt32((base[index + 2] & 0x03) << 6 | (base[index + 3] & 0x3F)),
                                      minimumDigits: 2, to: &output)
                index += 4
                runStart = index
                continue
            case 0xE2:
                guard base[index + 1] == 0x80, base[index + 2] == 0xA8 || base[index + 2] == 0xA9 else {
                    index += 1
                    continue
                }
                length = 3
                escape = nil
            default: escape = nil
            }
            if index > runStart { output.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart)) }
            output.append(UInt8(ascii: "\\"))
            if let escape {
                output.append(escape)
            } else {
                let scalar: UInt32 = length == 3 ? (base[index + 2] == 0xA8 ? 0x2028 : 0x2029) : UInt32(byte)
                output.append(UInt8(ascii: "u"))
                for shift in stride(from: 12, through: 0, by: -4) {
                    let digit = UInt8(truncatingIfNeeded: scalar >> UInt32(shift)) & 0x0F
                    output.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
                }
            }
            index += length
            runStart = index
        }
        if count > runStart { output.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: count - runStart)) }
    }
}
