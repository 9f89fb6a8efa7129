/// Text from input files (paths, keys, values quoted in messages) as it is shown to a person.
///
/// A file name or a key can hold anything. In a line-oriented output a line break would split one finding into two
/// lines, and the second could be a forged `path:1:1: error:` that an editor or CI believes; an escape sequence or a
/// NUL would reach the terminal. `line` shows such characters the way Swift writes them in a literal: `\n`, `\r`,
/// `\t`, `\0`, `\u{1B}` (C0 and C1 controls, DEL, and the line and paragraph separators U+2028 and U+2029).
///
/// A file name that is not valid UTF-8 reaches a `String` with each undecodable byte as the scalar U+10FF00 + byte
/// (`FileSystemPath`); every output shows that scalar as `\xHH` (`caf\xE9.lproj`), which is what `name` does alone,
/// for formats that carry every other character as it is (JSON, HTML).
///
/// A backslash stays as it is, so that messages quoting escapes (`\U00E9`) read unchanged: the form is for reading,
/// not for parsing back.
public enum VisibleText {
    /// The text on one line: control characters, line separators and undecodable bytes written as escapes.
    public static func line(_ text: String) -> String {
        convert(text, line: true)
    }

    /// The text with undecodable bytes written as `\xHH`; every other character as it is.
    public static func name(_ text: String) -> String {
        convert(text, line: false)
    }

    /// Appends `line(text)` as UTF-8.
    static func appendLine(_ text: String, to output: inout [UInt8]) {
        ByteRuns.withUTF8(text) { append($0, line: true, to: &output) }
    }

    /// Appends `line(text)` as UTF-8.
    static func appendLine(_ text: Substring, to output: inout [UInt8]) {
        ByteRuns.withUTF8(text) { append($0, line: true, to: &output) }
    }

    /// Appends `name(text)` as UTF-8.
    static func appendName(_ text: String, to output: inout [UInt8]) {
        ByteRuns.withUTF8(text) { append($0, line: false, to: &output) }
    }

    private static func convert(_ text: String, line: Bool) -> String {
        let unchanged = ByteRuns.withUTF8(text) { bytes in nextSpecial(bytes, from: 0, line: line).index == bytes.count }
        if unchanged { return text }
        var output: [UInt8] = []
        ByteRuns.withUTF8(text) { bytes in
            output.reserveCapacity(bytes.count + 16)
            append(bytes, line: line, to: &output)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Copies runs of bytes that show as they are, and writes an escape for each character that does not.
    private static func append(_ bytes: UnsafeBufferPointer<UInt8>, line: Bool, to output: inout [UInt8]) {
        guard let base = bytes.baseAddress else { return }
        var runStart = 0
        while true {
            let (index, length) = nextSpecial(bytes, from: runStart, line: line)
            if index > runStart { output.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart)) }
            guard index < bytes.count else { return }
            var scalar: UInt32
            switch length {
            case 1: scalar = UInt32(bytes[index])
            case 2: scalar = UInt32(bytes[index] & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
            case 3:
                scalar = UInt32(bytes[index] & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
                    | UInt32(bytes[index + 2] & 0x3F)
            default:
                scalar = UInt32(bytes[index] & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                    | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
            }
            appendEscape(scalar, to: &output)
            runStart = index + length
        }
    }

    /// The next character at or after `start` that must be escaped, and its length in bytes; `bytes.count` when
    /// there is none.
    @inline(__always)
    private static func nextSpecial(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, line: Bool) -> (index: Int, length: Int) {
        guard let base = bytes.baseAddress else { return (0, 0) }
        var index = start
        while true {
            // Candidates: controls, DEL and the lead bytes of non-ASCII characters (line form); 0xF4 (name form).
            index = line
                ? ByteRuns.firstIndex(in: base, from: index, to: bytes.count, below: 0x20, equalTo: 0x7F, 0x7F, nonASCII: true)
                : ByteRuns.firstIndex(in: base, from: index, to: bytes.count, below: 0, equalTo: 0xF4, 0xF4, nonASCII: false)
            guard index < bytes.count else { return (index, 0) }
            let length = special(bytes, at: index, line: line)
            if length > 0 { return (index, length) }
            index += 1
        }
    }

    /// The length in bytes of the character at `index` when it must be escaped, otherwise 0. The input is valid
    /// UTF-8 (a `String`'s), so a lead byte is followed by its continuation bytes.
    @inline(__always)
    private static func special(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, line: Bool) -> Int {
        let byte = bytes[index]
        switch byte {
        case 0x00..<0x20, 0x7F:
            return line ? 1 : 0
        case 0xC2:
            // U+0080…U+009F, the C1 controls (U+009B is an escape sequence's start on some terminals).
            return line && bytes[index + 1] < 0xA0 ? 2 : 0
        case 0xE2:
            // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR end a line in editors and JavaScript.
            return line && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) ? 3 : 0
        case 0xF4:
            // U+10FF00…U+10FFFF: F4 8F BC…BF xx.
            return bytes[index + 1] == 0x8F && bytes[index + 2] >= 0xBC ? 4 : 0
        default:
            return 0
        }
    }

    private static func appendEscape(_ scalar: UInt32, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\\"))
        switch scalar {
        case 0x00: output.append(UInt8(ascii: "0"))
        case 0x09: output.append(UInt8(ascii: "t"))
        case 0x0A: output.append(UInt8(ascii: "n"))
        case 0x0D: output.append(UInt8(ascii: "r"))
        case FileSystemPath.rawByteBase...:
            output.append(UInt8(ascii: "x"))
            appendHex(scalar - FileSystemPath.rawByteBase, minimumDigits: 2, to: &output)
        default:
            output.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "{")])
            appendHex(scalar, minimumDigits: 1, to: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Upper-case hexadecimal digits, at least `minimumDigits` of them.
    static func appendHex(_ value: UInt32, minimumDigits: Int, to output: inout [UInt8]) {
        var digits = 1
        while digits < 8, value >> (4 * UInt32(digits)) != 0 { digits += 1 }
        digits = max(digits, minimumDigits)
        for shift in stride(from: 4 * (digits - 1), through: 0, by: -4) {
            let digit = UInt8(truncatingIfNeeded: value >> UInt32(shift)) & 0x0F
            output.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") + digit - 10)
        }
    }
}

extension Array where Element == UInt8 {
    /// Appends the decimal digits of `value`, as `String(value)` writes them, without making a String.
    mutating func appendDecimal(_ value: Int64) {
        if value < 0 { append(UInt8(ascii: "-")) }
        appendDecimal(value.magnitude)
    }

    mutating func appendDecimal(_ value: UInt64) {
        var digits = 1
        var rest = value / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        for _ in 0..<digits { append(UInt8(ascii: "0")) }
        rest = value
        var index = count - 1
        while rest > 0 {
            self[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
            index -= 1
        }
    }

    mutating func appendDecimal(_ value: Int) {
        appendDecimal(Int64(value))
    }
}
