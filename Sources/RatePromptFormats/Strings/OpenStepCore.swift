/// The old-style ("OpenStep") property-list grammar as CoreFoundation parses it, generic over the code units it
/// reads (specialised for UTF-8 bytes and UTF-16 units, so nothing is transcoded).
///
/// The control flow mirrors CoreFoundation's on purpose, including where the read position goes back after a failure
/// and which errors a later success clears: those details decide results such as `( ")` being an empty array or `"a" =
/// "b"; "c` loading `a` without an error. Documentation/StringsFiles.md lists the facts; the differential tests compare
/// every result with `PropertyListSerialization`.
struct OpenStepCore<Source: OpenStepUnitSource> {
    /// A read position together with the line state there, so the parser can go back to it.
    struct Mark {
        var offset: Int
        var line: Int
        var lineStart: Int
    }

    /// A syntax error as CoreFoundation reports it (`cfMessage`, with its line) and as we explain it.
    struct ParseError {
        var cfMessage: String
        var at: Mark
        var message: String
        /// How to fix it, said after Apple's message.
        var fix: String
        var notes: [(Mark, String)] = []
    }

    /// Where CoreFoundation stops reading a strings file without an error.
    struct Truncation {
        var at: Mark
        var reason: String
        var fix: String
    }

    /// Arrays and dictionaries nest at most this deep (CoreFoundation on 64-bit).
    static var maximumDepth: Int { 512 }

    let source: Source
    let count: Int
    var curr = 0
    /// CoreFoundation's line at `curr`: LF, CR and CRLF each end a line; U+2028/U+2029 do not.
    var line = 1
    var lineStart = 0
    /// CoreFoundation's pending error, overwritten and cleared exactly where it does so.
    var error: ParseError?
    /// The first error since the last clearing: usually the real cause behind CoreFoundation's final message.
    var rootCause: ParseError?
    /// False for the lenient look-ahead passes, which must not record anything.
    var recording = true
    /// Whether the string being scanned is a key, for what an escape in it means.
    private var scanningKey = false
    /// The nesting limit: CoreFoundation's, or a small one for the look-ahead, which retries at every position
    /// and must stay linear on text like `k={k={k={…`.
    var depthLimit = OpenStepCore.maximumDepth
    var comments: [StringsComment] = []
    /// The file's bytes when they outlive the parse: comments then keep a range instead of a decoded string.
    var retainedText: RetainedText?
    var escapeWarnings: [(Mark, String)] = []
    /// Unknown escapes past `DiagnosticBound.limit`, counted only, and the first of them.
    var omittedEscapeWarnings = 0
    var firstOmittedEscape: Mark?
    var unterminatedComment: Mark?
    var truncation: Truncation?
    /// Set once the text is read as a strings file; only there does CoreFoundation stop early without an error
    /// (inside braces the same stop is a "Expected terminating '}'" error).
    var isStringsFileMode = false
    /// Top-level entries of a strings file, with the index of the comment written before each.
    var topEntries: [StringsEntry] = []
    /// The hashes of `topEntries`' keys, when they are kept as spans (made while each key is in cache).
    var keyHashes = KeyHashes()
    var scratch = StringScratch()
    /// Some text made into a string (or a comment) is not well-formed UTF-8: the caller validates the whole file.
    /// Strings and comments are checked as they are made, only when they hold non-ASCII bytes, so a clean file
    /// needs no separate validation pass.
    var sawInvalidUTF8 = false
    /// A backslash before a non-ASCII byte, which the scan of the string did not see.
    var escapeSawNonASCII = false
    /// Adjustments from CoreFoundation's view to the file as the user sees it (BOM-less UTF-16 loses a unit).
    var lineAdjustment = 0
    var firstLineColumnAdjustment = 0
    private var columnCacheOffset = -1
    private var columnCacheValue = 0
    private var columnCacheLineStart = -1

    init(source: Source) {
        self.source = source
        self.count = source.count
    }

    // MARK: Positions

    var mark: Mark { Mark(offset: curr, line: line, lineStart: lineStart) }

    mutating func reset(to mark: Mark) {
        curr = mark.offset
        line = mark.line
        lineStart = mark.lineStart
    }

    /// Records that the unit at `index`, an LF or CR, has been passed.
    @inline(__always)
    mutating func passNewline(at index: Int, unit: UInt32) {
        if unit == 13 || index == 0 || source.unit(index - 1) != 13 { line += 1 }
        lineStart = index + 1
    }

    /// The position of `mark` in the file as the user sees it: 1-based line, column in Unicode scalars.
    mutating func position(_ mark: Mark) -> TextPosition {
        // The look-ahead jumps backwards on one line, where counting columns again and again would be quadratic;
        // it reports no positions anyway.
        guard recording else { return .start }
        var column: Int
        var from: Int
        if columnCacheLineStart == mark.lineStart, columnCacheOffset <= mark.offset {
            column = columnCacheValue
            from = columnCacheOffset
        } else {
            column = 1
            from = mark.lineStart
        }
        let end = min(mark.offset, count)
        if from < end { column += source.scalarCount(from, end) }
        columnCacheLineStart = mark.lineStart
        columnCacheOffset = end
        columnCacheValue = column
        if mark.line == 1 { column += firstLineColumnAdjustment }
        return TextPosition(line: mark.line + lineAdjustment, column: column)
    }

    // MARK: Errors

    mutating func setError(
        _ cfMessage: String, at mark: Mark, _ message: String, fix: String, notes: [(Mark, String)] = []
    ) {
        let error = ParseError(cfMessage: cfMessage, at: mark, message: message, fix: fix, notes: notes)
        self.error = error
        if rootCause == nil { rootCause = error }
    }

    /// CoreFoundation clears its pending error on some success paths ("historical"); so do we.
    @inline(__always)
    mutating func clearError() {
        if error != nil || rootCause != nil {
            error = nil
            rootCause = nil
        }
    }

    /// A character as CoreFoundation prints it in "Unexpected character '0x3b'": its first UTF-16 unit.
    func unitHex(at index: Int) -> String {
        "0x" + String(source.utf16(at: index).first, radix: 16)
    }

    /// A character for our messages: `';'`, or `U+00A0` for invisible ones.
    func describeCharacter(at index: Int) -> String {
        let (first, second, _) = source.utf16(at: index)
        let value: UInt32 = second == 0
            ? UInt32(first) : 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
        let hex = String(value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        guard let scalar = Unicode.Scalar(value), value > 0x20, value != 0x7F,
              !(0x80...0xA0).contains(value), value != 0xFEFF, value != 0x2028, value != 0x2029
        else { return code }
        return "'\(Character(scalar))' (\(code))"
    }

    /// Notes ill-formed UTF-8 in `start..<end` when `bits` (from `firstIndex`) shows non-ASCII bytes.
    @inline(__always)
    mutating func checkUTF8(_ start: Int, _ end: Int, bits: UInt64) {
        if Source.isUTF8, bits & 0x8080_8080_8080_8080 != 0, !sawInvalidUTF8, !source.isWellFormed(start, end) {
            sawInvalidUTF8 = true
        }
    }

    // MARK: Whitespace and comments

    /// Skips whitespace and comments; true when a non-space unit follows (at `curr`).
    mutating func advanceToNonSpace() -> Bool {
        while curr < count {
            let unit = source.unit(curr)
            if unit == 32 { curr += 1; continue }
            if unit >= 9 && unit <= 13 {
                if unit == 10 || unit == 13 { passNewline(at: curr, unit: unit) }
                curr += 1
                continue
            }
            if unit == 0x2F /* / */ {
                guard curr + 1 < count else { return true }
                let next = source.unit(curr + 1)
                if next == 0x2F {
                    skipLineComment()
                } else if next == 0x2A /* * */ {
                    skipBlockComment()
                } else {
                    return true
                }
                continue
            }
            if unit >= 0x80 {
                let length = source.lineSeparatorLength(at: curr)
                if length > 0 { curr += length; continue }
            }
            return true
        }
        return false
    }

    private mutating func skipLineComment() {
        let start = mark
        curr += 2
        let bodyStart = curr
        let separatorStart: UInt32 = Source.isUTF8 ? 0xE2 : 0x2028
        let paragraphStart: UInt32 = Source.isUTF8 ? 0xE2 : 0x2029
        var bits: UInt64 = 0
        while true {
            curr = source.firstIndex(from: curr, of: 10, 13, separatorStart, paragraphStart, bits: &bits)
            guard curr < count else { break }
            let unit = source.unit(curr)
            if unit == 10 || unit == 13 || source.lineSeparatorLength(at: curr) > 0 { break }
            curr += 1
        }
        checkUTF8(bodyStart, curr, bits: bits)
        if recording { appendComment(bodyStart, curr, start: start, isBlock: false) }
    }

    private mutating func skipBlockComment() {
        let start = mark
        curr += 2
        let bodyStart = curr
        var bits: UInt64 = 0
        while true {
            curr = source.firstIndex(from: curr, of: 0x2A, 10, 13, 0x2A, bits: &bits)
            guard curr < count else { break }
            let unit = source.unit(curr)
            if unit == 0x2A, curr + 1 < count, source.unit(curr + 1) == 0x2F {
                checkUTF8(bodyStart, curr, bits: bits)
                if recording { appendComment(bodyStart, curr, start: start, isBlock: true) }
                curr += 2
                return
            }
            if unit == 10 || unit == 13 { passNewline(at: curr, unit: unit) }
            curr += 1
        }
        // No `*/`: CoreFoundation silently treats the rest of the file as comment.
        checkUTF8(bodyStart, count, bits: bits)
        if recording {
            appendComment(bodyStart, count, start: start, isBlock: true)
            if unterminatedComment == nil { unterminatedComment = start }
        }
    }

    private mutating func appendComment(_ bodyStart: Int, _ end: Int, start: Mark, isBlock: Bool) {
        if let retainedText {
            comments.append(StringsComment(retainedText, bodyStart, end, position: position(start), isBlock: isBlock))
        } else {
            comments.append(StringsComment(
                text: source.makeString(bodyStart, end), position: position(start), isBlock: isBlock))
        }
    }

    // MARK: Objects

    @inline(__always)
    static func isUnquotedCharacter(_ unit: UInt32) -> Bool {
        switch unit {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D: true
        default: false
        }
    }

    /// One value; nil with `error` set (or, when `requireObject` is false, possibly without) when there is none.
    mutating func parseObject(requireObject: Bool, depth: Int, topLevel: Bool = false) -> PropertyListNode? {
        if depth > depthLimit {
            setError(
                "Too many nested arrays or dictionaries at line \(line)", at: mark,
                "arrays and dictionaries nest deeper than \(Self.maximumDepth) levels here",
                fix: "flatten the value; a strings table needs only strings")
            return nil
        }
        guard advanceToNonSpace() else {
            if requireObject {
                setError("Unexpected EOF while parsing plist", at: mark,
                         "the file ends where a value is expected", fix: "finish the entry with \"value\";")
            }
            return nil
        }
        let start = mark
        let unit = source.unit(curr)
        curr += 1
        switch unit {
        case 0x7B /* { */:
            guard let entries = parseDict(depth: depth, opening: start, topLevel: topLevel) else { return nil }
            return PropertyListNode(.dictionary(entries), at: position(start))
        case 0x28 /* ( */:
            guard let elements = parseArray(depth: depth, opening: start) else { return nil }
            return PropertyListNode(.array(elements), at: position(start))
        case 0x3C /* < */:
            guard let bytes = parseData(opening: start) else { return nil }
            return PropertyListNode(.data(bytes), at: position(start))
        case 0x22, 0x27 /* " ' */:
            guard let string = parseQuoted(quote: unit, opening: start) else { return nil }
            return PropertyListNode(.string(string), at: position(start))
        default:
            curr -= 1
            if Self.isUnquotedCharacter(unit) {
                return PropertyListNode(.string(parseUnquoted()), at: position(start))
            }
            if requireObject {
                setError(
                    "Unexpected character '\(unitHex(at: curr))' at line \(line)", at: start,
                    "expected a value here but found \(describeCharacter(at: curr))",
                    fix: "write the value as a quoted string such as \"text\"")
            }
            return nil
        }
    }

    /// A key: a quoted or unquoted string, or nil (without an error) when none starts here.
    mutating func parseKeyString() -> String? {
        guard advanceToNonSpace(), let text = scanString() else { return nil }
        return makeString(text)
    }

    /// The quoted or unquoted string at `curr`; nil when none starts there, or (with `error` set) when a quoted
    /// one is never closed.
    @inline(__always)
    mutating func scanString() -> ScannedText? {
        let unit = source.unit(curr)
        if unit == 0x22 || unit == 0x27 {
            let opening = mark
            curr += 1
            return scanQuoted(quote: unit, opening: opening)
        }
        guard Self.isUnquotedCharacter(unit) else { return nil }
        let start = curr
        while curr < count, Self.isUnquotedCharacter(source.unit(curr)) { curr += 1 }
        return .range(start, curr)
    }

    @inline(__always)
    mutating func parseUnquoted() -> String {
        let start = curr
        while curr < count, Self.isUnquotedCharacter(source.unit(curr)) { curr += 1 }
        return source.makeString(start, curr)
    }

    /// Where a string's text is once scanned: a range of the input, or (when it had escapes) `scratch`.
    enum ScannedText {
        case range(Int, Int)
        case escaped
    }

    /// The contents of a quoted string; `curr` is just after the opening quote.
    mutating func parseQuoted(quote: UInt32, opening: Mark) -> String? {
        guard let text = scanQuoted(quote: quote, opening: opening) else { return nil }
        return makeString(text)
    }

    /// The string that `scanQuoted` or an unquoted range found.
    mutating func makeString(_ text: ScannedText) -> String {
        switch text {
        case .range(let start, let end): source.makeString(start, end)
        case .escaped: scratch.makeString(utf8: Source.isUTF8)
        }
    }

    /// The span a retained entry keeps for `text` (escaped text is decoded into `retained` once).
    mutating func keep(_ text: ScannedText, in retained: RetainedText) -> TextSpan {
        switch text {
        case .range(let start, let end): TextSpan(start, end)
        case .escaped: retained.keep(&scratch)
        }
    }

    /// Scans a quoted string, decoding escapes into `scratch`; `curr` is just after the opening quote and ends
    /// just after the closing one.
    mutating func scanQuoted(quote: UInt32, opening: Mark) -> ScannedText? {
        let afterQuote = mark
        var runStart = curr
        var escaped = false
        var bits: UInt64 = 0
        while true {
            curr = source.firstIndex(from: curr, of: quote, 0x5C, 10, 13, bits: &bits)
            guard curr < count else { break }
            let unit = source.unit(curr)
            if unit == quote { break }
            if unit == 0x5C {
                if !escaped {
                    escaped = true
                    scratch.reset(utf8: Source.isUTF8)
                }
                source.appendRaw(runStart, curr, to: &scratch)
                let backslash = mark
                curr += 1
                guard curr < count else {
                    setError(
                        "Unterminated backslash sequence on line \(line)", at: backslash,
                        "the file ends right after a backslash inside the string that starts at "
                            + "\(position(opening))", fix: "close the string and end the entry with ';'")
                    reset(to: afterQuote)
                    return nil
                }
                decodeEscape(backslash: backslash)
                runStart = curr
                continue
            }
            passNewline(at: curr, unit: unit)
            curr += 1
        }
        guard curr < count else {
            // CoreFoundation goes back to just after the opening quote before reporting.
            reset(to: afterQuote)
            setError(
                "Unterminated quoted string starting on line \(line)", at: opening,
                "this string is never closed",
                fix: "add the missing \(quote == 0x22 ? "\"" : "'") (write \\\" for a quote inside the text)")
            return nil
        }
        let text: ScannedText
        if escaped {
            // Escapes only add well-formed text, so checking the raw span covers the whole string.
            checkUTF8(afterQuote.offset, curr, bits: bits | (escapeSawNonASCII ? 0x80 : 0))
            escapeSawNonASCII = false
            source.appendRaw(runStart, curr, to: &scratch)
            text = .escaped
        } else {
            checkUTF8(runStart, curr, bits: bits)
            text = .range(runStart, curr)
        }
        curr += 1
        return text
    }

    /// One escape after a backslash; `curr` is at the character after it.
    private mutating func decodeEscape(backslash: Mark) {
        let unit = source.unit(curr)
        curr += 1
        let utf8 = Source.isUTF8
        switch unit {
        case 0x30...0x37:
            // Up to three octal digits, kept in a byte (so `\777` wraps to 0xFF), read as NeXTSTEP.
            var byte = UInt8(unit - 0x30)
            var digits = 1
            while digits < 3, curr < count {
                let next = source.unit(curr)
                guard next >= 0x30 && next <= 0x37 else { break }
                byte = byte &<< 3 &+ UInt8(next - 0x30)
                curr += 1
                digits += 1
            }
            scratch.appendUnit(NeXTSTEPEncoding.unit(for: byte), utf8: utf8)
        case 0x55 /* U */:
            // One to four hex digits name a UTF-16 unit; none gives U+0000.
            var value: UInt16 = 0
            var digits = 0
            while digits < 4, curr < count, let digit = Self.hexValue(source.unit(curr)) {
                value = value << 4 | UInt16(digit)
                curr += 1
                digits += 1
            }
            scratch.appendUnit(value, utf8: utf8)
        case 0x61: scratch.appendUnit(7, utf8: utf8)
        case 0x62: scratch.appendUnit(8, utf8: utf8)
        case 0x66: scratch.appendUnit(12, utf8: utf8)
        case 0x6E: scratch.appendUnit(10, utf8: utf8)
        case 0x72: scratch.appendUnit(13, utf8: utf8)
        case 0x74: scratch.appendUnit(9, utf8: utf8)
        case 0x76: scratch.appendUnit(11, utf8: utf8)
        case 0x22, 0x5C, 0x27:
            scratch.appendUnit(UInt16(unit), utf8: utf8)
        case 10, 13:
            passNewline(at: curr - 1, unit: unit)
            scratch.appendUnit(UInt16(unit), utf8: utf8)
        default:
            // Any other character: the backslash is dropped and the character kept.
            let start = curr - 1
            var end = curr
            if unit >= 0x80 {
                escapeSawNonASCII = true
                end = start + source.utf16(at: start).length
                curr = end
            }
            source.appendRaw(start, end, to: &scratch)
            if recording { recordUnknownEscape(at: backslash, character: start) }
        }
    }

    private mutating func recordUnknownEscape(at backslash: Mark, character: Int) {
        guard escapeWarnings.count < DiagnosticBound.limit else {
            if omittedEscapeWarnings == 0 { firstOmittedEscape = backslash }
            omittedEscapeWarnings += 1
            return
        }
        let unit = source.unit(character)
        var message: String
        if unit == 0x75 /* u */ {
            // Quoted as the file writes them (`\u203A`, not `u203a`), so that the reader finds the text.
            var digits = ""
            var index = character + 1
            while index < count, digits.count < 4, Self.hexValue(source.unit(index)) != nil {
                digits.unicodeScalars.append(Unicode.Scalar(UInt8(truncatingIfNeeded: source.unit(index))))
                index += 1
            }
            let shown = "u" + digits
            let suggestion = digits.isEmpty ? "\\UXXXX" : "\\U" + digits.uppercased()
            if scanningKey, isStringsFileMode {
                // The code's literal (`@"\u2022"` in Objective-C, `"\u{2022}"` in Swift) holds the character: the
                // file's key holds "u2022", so no lookup matches the entry.
                message = "'\\\(shown)' in a key is not an escape in .strings files: Apple drops the backslash, so the key "
                    + "holds \"\(shown)\" where the code's holds the character, no lookup finds this entry, and every "
                    + "language shows the code's own text; write '\(suggestion)' (capital U) or the character itself"
            } else {
                message = "'\\\(shown)' is not an escape in .strings files: Apple drops the backslash and the text "
                    + "shows \"\(shown)\"; write '\(suggestion)' (capital U) or the character itself"
            }
        } else if unit == 0x78 /* x */ {
            message = "'\\x' is not an escape in .strings files: Apple drops the backslash and keeps \"x\"; write "
                + "'\\UXXXX' with 4 hex digits, or the character itself"
        } else if unit == 0x28 /* ( */, scanningKey, isStringsFileMode {
            // genstrings copies a Swift literal as written; the code's lookup interpolates first.
            message = "'\\(' in a key is Swift's string interpolation: the code interpolates before the lookup, so no "
                + "lookup finds this entry and every language shows the code's own text; make the key a format "
                + "(%@) and pass the value with String(format:)"
        } else if unit == 0x28 /* ( */ {
            // Swift's interpolation copied into a value: the text is never interpolated.
            message = "'\\(' is Swift's string interpolation, which a .strings file does not have: Apple drops the "
                + "backslash and the text shows \"(…)\" as written; pass the value with %@ and String(format:)"
        } else {
            message = "unknown escape '\\\(describeCharacterPlain(at: character))': Apple drops the backslash and "
                + "keeps \(describeCharacter(at: character)); remove the backslash, or write '\\\\' for a backslash"
        }
        escapeWarnings.append((backslash, message))
    }

    private func describeCharacterPlain(at index: Int) -> String {
        let (first, second, _) = source.utf16(at: index)
        let units = second == 0 ? [first] : [first, second]
        return String(decoding: units, as: UTF16.self)
    }

    @inline(__always)
    static func hexValue(_ unit: UInt32) -> UInt32? {
        switch unit {
        case 0x30...0x39: unit - 0x30
        case 0x41...0x46: unit - 0x41 + 10
        case 0x61...0x66: unit - 0x61 + 10
        default: nil
        }
    }

    /// `<hex bytes>`; `curr` is after `<`. Hex digits are tested on the low byte of each UTF-16 unit, as
    /// CoreFoundation does (so U+0130 counts as '0').
    mutating func parseData(opening: Mark) -> [UInt8]? {
        var bytes: [UInt8] = []
        var high: UInt32? = nil
        var failure: (uneven: Bool, at: Mark)? = nil
        scan: while curr < count {
            let scalarStart = mark
            let (first, second, length) = source.utf16(at: curr)
            for (position, unit) in [first, second].prefix(second == 0 ? 1 : 2).enumerated() {
                let value = UInt32(unit)
                if let pending = high {
                    guard let digit = Self.hexValue(value & 0xFF) else {
                        failure = (true, scalarStart)
                        break scan
                    }
                    bytes.append(UInt8(pending << 4 | digit))
                    high = nil
                    continue
                }
                if value == 0x3E /* > */ { break scan }
                if let digit = Self.hexValue(value & 0xFF) {
                    high = digit
                    continue
                }
                if position == 0,
                   value == 32 || value == 10 || value == 9 || value == 13 || value == 0x2028 || value == 0x2029 {
                    if value == 10 || value == 13 { passNewline(at: curr, unit: value) }
                    continue
                }
                failure = (false, scalarStart)
                break scan
            }
            curr += length
        }
        if high != nil, failure == nil { failure = (true, mark) }
        if let failure {
            reset(to: failure.at)
            if failure.uneven {
                setError("Malformed data byte group at line \(line); uneven length", at: failure.at,
                         "this <data> block has an odd number of hex digits", fix: "write two hex digits per byte")
            } else {
                setError("Malformed data byte group at line \(line); invalid hex", at: failure.at,
                         "\(describeCharacter(at: curr)) is not a hex digit in this <data> block",
                         fix: "use only 0-9, a-f and spaces between '<' and '>'")
            }
            return nil
        }
        clearError()
        guard curr < count, source.unit(curr) == 0x3E else {
            setError("Expected terminating '>' for data at line \(line)", at: mark,
                     "the <data> block that starts at \(position(opening)) is never closed",
                     fix: "close it with '>'")
            return nil
        }
        curr += 1
        return bytes
    }

    /// `( a, b, )`; `curr` is after `(`.
    mutating func parseArray(depth: Int, opening: Mark) -> [PropertyListNode]? {
        var elements: [PropertyListNode] = []
        var element = parseObject(requireObject: false, depth: depth + 1)
        while let value = element {
            elements.append(value)
            guard advanceToNonSpace() else {
                setError("Expected ',' for array at line \(line)", at: mark,
                         "the array that starts at \(position(opening)) is never closed", fix: "close it with ')'")
                return nil
            }
            if source.unit(curr) != 0x2C /* , */ {
                element = nil
            } else {
                curr += 1
                element = parseObject(requireObject: false, depth: depth + 1)
            }
        }
        guard advanceToNonSpace(), source.unit(curr) == 0x29 /* ) */ else {
            let found = curr < count ? "found \(describeCharacter(at: curr))" : "the file ends"
            setError("Expected terminating ')' for array at line \(line)", at: mark,
                     "expected ',' or ')' in the array that starts at \(position(opening)), but \(found)",
                     fix: "separate the elements with ',' and close the array with ')'")
            return nil
        }
        clearError()
        curr += 1
        return elements
    }

    /// `{ k = v; }`; `curr` is after `{`.
    mutating func parseDict(depth: Int, opening: Mark, topLevel: Bool) -> [PropertyListEntry]? {
        guard let entries = parseDictContent(depth: depth, topLevel: topLevel) else { return nil }
        guard advanceToNonSpace(), source.unit(curr) == 0x7D /* } */ else {
            let found = curr < count ? "found \(describeCharacter(at: curr))" : "the file ends"
            setError("Expected terminating '}' for dictionary at line \(line)", at: mark,
                     "expected a key or '}' in the dictionary that starts at \(position(opening)), but \(found)",
                     fix: "end every entry with ';' and close the dictionary with '}'")
            return nil
        }
        curr += 1
        return entries
    }

    /// `key = value;` pairs up to the first thing that is not a key. At the top level of a strings file the
    /// entries also go to `topEntries`, with their comments; a stop before the end of the file is recorded as a
    /// truncation, since CoreFoundation returns what it has read without an error. There, when the file's text
    /// is retained, string keys and values are kept as spans of it rather than made into `String`s.
    mutating func parseDictContent(depth: Int, topLevel: Bool) -> [PropertyListEntry]? {
        var entries: [PropertyListEntry] = []
        let retained = topLevel && recording ? retainedText : nil
        var commentsBefore = comments.count
        var terminatorLine = 0
        var keyStart = Mark(offset: 0, line: 0, lineStart: 0)
        var scannedKey = nextKey(keyStart: &keyStart, topLevel: topLevel)
        while let scanned = scannedKey {
            // A retained key is kept as a span (`keyString` is then only made for a message or a rare entry).
            var keySpan = TextSpan(0, 0)
            var keyString: String?
            if let retained {
                keySpan = keep(scanned, in: retained)
                retained.withUTF8(keySpan) { keyHashes.append($0) }
            } else {
                keyString = makeString(scanned)
            }
            let keyEnd = mark
            var commentIndex: Int? = nil
            if topLevel && recording && comments.count > commentsBefore {
                // The translator note is the last comment before the key, not one trailing the previous entry.
                if let last = comments.indices.last, comments[last].position.line != terminatorLine + lineAdjustment
                    || terminatorLine == 0 {
                    commentIndex = last
                }
            }
            guard advanceToNonSpace() else {
                let key = keyString ?? retained!.string(keySpan)
                setError("Missing ';' on line \(line)", at: keyEnd,
                         "the file ends after the key \"\(key)\"", fix: "finish the entry with = \"value\";")
                return nil
            }
            var valueNode: PropertyListNode?
            var valueSpan = keySpan
            var valuePosition: TextPosition
            let unit = source.unit(curr)
            if unit == 0x3B /* ; */ {
                // The strings-file shortcut `"key";`: the value is the key.
                valuePosition = position(keyStart)
                if retained == nil { valueNode = PropertyListNode(.string(keyString!), at: valuePosition) }
            } else if unit == 0x3D /* = */ {
                curr += 1
                if let retained, advanceToNonSpace(), case let next = source.unit(curr),
                   next == 0x22 || next == 0x27 || Self.isUnquotedCharacter(next) {
                    // What `parseObject` does for a string, keeping a span.
                    let start = mark
                    guard let text = scanString() else { return nil }
                    valueSpan = keep(text, in: retained)
                    valuePosition = position(start)
                } else {
                    guard let value = parseObject(requireObject: true, depth: depth + 1) else { return nil }
                    valueNode = value
                    valuePosition = value.position
                }
            } else {
                let found = mark
                let at = found.line == keyEnd.line ? found : keyEnd
                let isNoBreakSpace = source.utf16(at: curr).first == 0xA0
                let key = keyString ?? retained!.string(keySpan)
                setError("Expected ';' or '=' after key at line \(line)", at: at,
                         "expected '=' after the key \"\(key)\" but found \(describeCharacter(at: curr))"
                            + (isNoBreakSpace ? " (a non-breaking space, which Apple does not treat as whitespace)" : ""),
                         fix: isNoBreakSpace ? "replace it with an ordinary space" : "write the entry as \"key\" = \"value\";")
                return nil
            }
            let valueEnd = mark
            let keyPosition = position(keyStart)
            if let retained {
                if let valueNode {
                    // An array, dictionary or data value: rare in a strings file, kept decoded.
                    topEntries.append(StringsEntry(
                        key: retained.string(keySpan), value: valueNode.value, keyPosition: keyPosition,
                        valuePosition: valuePosition, commentIndex: commentIndex))
                } else {
                    topEntries.append(StringsEntry(
                        retained, key: keySpan, value: valueSpan, keyPosition: keyPosition,
                        valuePosition: valuePosition, commentIndex: commentIndex))
                }
            } else if topLevel {
                // Top-level entries are kept once, here; `topLevelDictionary` builds the tree form on demand.
                topEntries.append(StringsEntry(
                    key: keyString!, value: valueNode!.value, keyPosition: keyPosition,
                    valuePosition: valuePosition, commentIndex: commentIndex))
            } else {
                entries.append(PropertyListEntry(key: keyString!, keyPosition: keyPosition, value: valueNode!))
            }
            if advanceToNonSpace(), source.unit(curr) == 0x3B {
                terminatorLine = line
                curr += 1
                commentsBefore = comments.count
                scannedKey = nextKey(keyStart: &keyStart, topLevel: topLevel)
            } else {
                let key = keyString ?? retained!.string(keySpan)
                // `"a" = "Say "hi" now";`: a quote inside the value ended it early, and more quotes follow on the line.
                if unit != 0x3B, valueEnd.offset > 0, source.unit(valueEnd.offset - 1) == 0x22, quoteFollows(on: valueEnd.offset) {
                    setError("Missing ';' on line \(line)", at: valueEnd,
                             "a '\"' inside the value of \"\(key)\" ends it before this point",
                             fix: "write each quote inside a value as \\\" (\"Say \\\"hi\\\"\"); adding ';' does not repair it")
                    return nil
                }
                let what = unit == 0x3B ? "the key \"\(key)\"" : "the value of \"\(key)\""
                setError("Missing ';' on line \(line)", at: valueEnd,
                         "missing ';' after \(what)", fix: "add ';' at the end of the entry")
                return nil
            }
        }
        clearError()
        return entries
    }

    /// Whether a `"` follows `offset` before the end of its line.
    private func quoteFollows(on offset: Int) -> Bool {
        var index = offset
        while index < source.count {
            switch source.unit(index) {
            case 0x22: return true
            case 0x0A, 0x0D: return false
            default: index += 1
            }
        }
        return false
    }

    /// The top-level entries as a dictionary value (the parse keeps them only as `topEntries`).
    var topLevelDictionary: PropertyListValue {
        .dictionary(topEntries.map {
            PropertyListEntry(key: $0.key, keyPosition: $0.keyPosition,
                              value: PropertyListNode($0.value, at: $0.valuePosition))
        })
    }

    /// The next key after a `;` (or at the start); records where and why a strings file stops early.
    private mutating func nextKey(keyStart: inout Mark, topLevel: Bool) -> ScannedText? {
        guard advanceToNonSpace() else { return nil }
        keyStart = mark
        scanningKey = true
        let scanned = scanString()
        scanningKey = false
        if let key = scanned { return key }
        if topLevel && isStringsFileMode && recording && truncation == nil {
            truncation = describeTruncation(at: keyStart)
        }
        return nil
    }

    private func describeTruncation(at stop: Mark) -> Truncation {
        let unit = source.unit(stop.offset)
        let first = source.utf16(at: stop.offset).first
        switch unit {
        case 0x22, 0x27:
            return Truncation(at: stop, reason: "the quoted key that starts here is never closed",
                              fix: "add the closing quote")
        case 0x3B:
            return Truncation(at: stop, reason: "an extra ';' where Apple expects the next key",
                              fix: "remove the extra ';'")
        case 0x23:
            return Truncation(at: stop, reason: "'#' does not start a comment in .strings files",
                              fix: "write comments as // … or /* … */")
        case 0x7D:
            return Truncation(at: stop, reason: "a stray '}'", fix: "remove it")
        default:
            if first == 0xA0 {
                return Truncation(
                    at: stop, reason: "a non-breaking space (U+00A0), which Apple does not treat as whitespace",
                    fix: "replace it with an ordinary space")
            }
            if first == 0xFEFF {
                return Truncation(
                    at: stop, reason: "an invisible U+FEFF (a byte-order mark pasted into the middle of the file)",
                    fix: "delete it")
            }
            return Truncation(at: stop, reason: "\(describeCharacter(at: stop.offset)), which cannot start a key",
                              fix: "quote the key (\"…\") or remove the character")
        }
    }

    // MARK: Lenient look-ahead

    /// The CoreFoundation line of the last non-space unit at or after `start` (for "lines 3–9 are ignored").
    func lastContentLine(from start: Mark) -> Int {
        var line = start.line
        var lastContent = start.line
        var index = start.offset
        while index < count {
            let unit = source.unit(index)
            if unit == 13 || (unit == 10 && (index == 0 || source.unit(index - 1) != 13)) {
                line += 1
            } else if !TextInput.isOpenStepWhitespace(unit) {
                lastContent = line
            }
            index += 1
        }
        return lastContent
    }

    /// Counts the `key = value;` entries in `start..<end` that a device never sees, skipping what does not parse.
    /// Never records anything and always moves forward, so it cannot hang.
    func countLenientEntries(from start: Mark) -> (count: Int, keys: [String]) {
        var core = OpenStepCore(source: source)
        core.recording = false
        core.depthLimit = 16
        core.reset(to: start)
        var found = 0
        var keys: [String] = []
        while core.advanceToNonSpace() {
            let attempt = core.curr
            var resume = attempt + 1
            if let key = core.parseKeyString() {
                resume = max(resume, core.curr)
                if core.advanceToNonSpace() {
                    let unit = core.source.unit(core.curr)
                    var complete = false
                    if unit == 0x3B {
                        complete = true
                    } else if unit == 0x3D {
                        core.curr += 1
                        if core.parseObject(requireObject: true, depth: 1) != nil, core.advanceToNonSpace(),
                           core.source.unit(core.curr) == 0x3B {
                            complete = true
                        }
                    }
                    if complete {
                        found += 1
                        if keys.count < 3 { keys.append(key) }
                        resume = core.curr + 1
                    }
                }
            }
            core.error = nil
            core.rootCause = nil
            // Line numbers are not needed here; only the offset moves.
            core.curr = max(resume, attempt + 1)
        }
        return (found, keys)
    }
}
