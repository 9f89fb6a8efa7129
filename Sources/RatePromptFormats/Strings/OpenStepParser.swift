import Foundation

/// Reads old-style ("OpenStep") property lists and `.strings` files exactly as CoreFoundation does, and says what
/// Apple stays silent about: text it never reads, escapes that do nothing, encodings it guesses.
///
/// Apple's rules (Documentation/StringsFiles.md, "Top level"): one top-level value; a string followed by more text
/// restarts the parse as a strings file (a dictionary body without braces). Every syntax error fails the whole file,
/// reported once, at the place the user has to fix (CoreFoundation's own message, which can name a later line, is
/// quoted in it).
package struct OpenStepParser {
    let path: String

    package init(path: String) {
        self.path = path
    }

    /// What one old-style parse produced.
    struct Result {
        var encoding: TextEncoding
        /// The root value; nil when CoreFoundation fails on the input.
        var root: PropertyListNode?
        /// True when the text was read as a strings file (entries without braces).
        var isStringsFile = false
        /// The top-level entries, with the comment before each, when the root is a dictionary (or as far as the
        /// parse got before an error).
        var entries: [StringsEntry] = []
        var comments: [StringsComment] = []
        var diagnostics: [Diagnostic] = []
        /// The hashes of the entries' keys, when the parser made them (see `KeySpellingTable`).
        var keyHashes: KeyHashes?
        /// Text was left unread or some string was ill-formed: the caller must validate the whole file.
        var needsUTF8Validation = false
    }

    /// Parses an old-style property list; the root is whatever the file holds.
    package func parsePropertyList(_ text: TextInput) -> PropertyListDocument {
        let result = parse(text, subject: "this file", buildTree: true)
        return PropertyListDocument(path: path, format: .openStep, root: result.root, diagnostics: result.diagnostics)
    }

    /// Parses `text` with CoreFoundation's old-style rules. `subject` names the file in messages about what Apple
    /// loads ("none of this file's strings"). Without `buildTree` a top-level dictionary root is left empty: its
    /// entries are in `Result.entries`.
    /// `retaining`, the `Data` that `text` reads, lets comments keep ranges of it instead of decoded strings.
    func parse(
        _ text: TextInput, subject: String = "none of this file's strings", buildTree: Bool = false,
        retaining data: Data? = nil
    ) -> Result {
        var result = Result(encoding: text.encoding)
        result.diagnostics += encodingDiagnostics(text)
        if let transcoded = text.transcodedUTF16 {
            if let bad = text.invalidUTF32Offset {
                // The transcoded units end just before the bad one: its position is the end of the text read so far.
                let position = transcoded.withUnsafeBufferPointer { units in
                    Self.endPosition(of: UTF16UnitSource<LittleEndianUTF16>(
                        base: UnsafeRawPointer(units.baseAddress ?? UnsafePointer(bitPattern: 2)!), count: units.count))
                }
                let raw = text.bytes.loadUnaligned(fromByteOffset: bad, as: UInt32.self)
                let value = text.encoding == .utf32BigEndian ? UInt32(bigEndian: raw) : UInt32(littleEndian: raw)
                result.diagnostics.append(Diagnostic(
                    .error, .invalidEncoding,
                    "the UTF-32 value 0x\(String(value, radix: 16, uppercase: true)) is not a Unicode character: "
                        + "Apple rejects the whole file (\"Conversion of string failed.\") and loads \(subject); "
                        + "save the file as UTF-8",
                    at: FileLocation(path: path, position: position)))
                return result
            }
            return transcoded.withUnsafeBufferPointer { units in
                // UTF-32 was transcoded to host-order UTF-16 (little-endian on every platform we build for).
                let source = UTF16UnitSource<LittleEndianUTF16>(
                    base: UnsafeRawPointer(units.baseAddress ?? UnsafePointer(bitPattern: 2)!), count: units.count)
                return run(buildTree: buildTree, source, text: text, subject: subject, result: result)
            }
        }
        let body = text.body
        let base = body.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!
        if text.isUTF8 {
            let bytes = base.assumingMemoryBound(to: UInt8.self)
            let source = UTF8UnitSource(base: bytes, count: body.count)
            // Strings and comments are validated as they are made (when they hold non-ASCII bytes); only when
            // one was ill-formed, or text was left unread (an error, a silent stop), is the whole file checked.
            var parsed = run(buildTree: buildTree, source, text: text, subject: subject, result: result,
                             retained: data.map { RetainedText(data: $0, bodyOffset: text.skippedByteCount, encoding: .utf8) })
            guard parsed.needsUTF8Validation else { return parsed }
            let validation = Self.validateUTF8(bytes, count: body.count)
            if let bad = validation.invalid {
                let position = Self.endPosition(of: UTF8UnitSource(base: bytes, count: bad))
                result.diagnostics.append(Diagnostic(
                    .error, .invalidEncoding, invalidUTF8Message(bytes, count: body.count, at: bad, subject: subject),
                    at: FileLocation(path: path, position: position)))
                return result
            }
            if let stray = validation.stray {
                parsed.diagnostics.insert(Diagnostic(
                    .error, .invalidEncoding,
                    "byte 0xA9 is not valid UTF-8 here: Foundation on Linux reads it as U+FFFD (\"\u{FFFD}\"), other "
                        + "readers reject the whole file; save the file as UTF-8 (in Latin-1 0xA9 is '©')",
                    at: FileLocation(path: path, position: Self.endPosition(of: UTF8UnitSource(base: bytes, count: stray)))),
                    at: 0)
            }
            return parsed
        }
        if text.isBigEndianUTF16 {
            return run(buildTree: buildTree, UTF16UnitSource<BigEndianUTF16>(base: base, count: body.count / 2),
                       text: text, subject: subject, result: result,
                       retained: data.map { RetainedText(data: $0, bodyOffset: text.skippedByteCount,
                                                         encoding: .utf16BigEndian) })
        }
        return run(buildTree: buildTree, UTF16UnitSource<LittleEndianUTF16>(base: base, count: body.count / 2),
                   text: text, subject: subject, result: result,
                   retained: data.map { RetainedText(data: $0, bodyOffset: text.skippedByteCount,
                                                     encoding: .utf16LittleEndian) })
    }

    // MARK: The driver

    private func run<Source: OpenStepUnitSource>(
        buildTree: Bool, _ source: Source, text: TextInput, subject: String, result: Result,
        retained: RetainedText? = nil
    ) -> Result {
        var result = result
        var core = OpenStepCore(source: source)
        core.retainedText = retained
        if retained != nil {
            // Growing the arrays by doubling copies them and touches fresh memory each time. An entry takes some
            // 50 bytes or more in real tables; capacity that is never used is never touched either.
            core.topEntries.reserveCapacity(text.body.count / 48)
            core.keyHashes.hashes.reserveCapacity(text.body.count / 48)
            core.keyHashes.asciiFlags.reserveCapacity(text.body.count / 48)
            core.comments.reserveCapacity(text.body.count / 128)
        }
        if text.encoding == .utf16WithoutBOM {
            // The skipped first unit is part of the file the user sees: shift positions back to it.
            let skipped = UInt16(text.bytes[0]) | UInt16(text.bytes[1]) << 8
            let nextIsLF = source.count > 0 && source.unit(0) == 10
            if skipped == 10 || (skipped == 13 && !nextIsLF) {
                core.lineAdjustment = 1
            } else if skipped != 13 {
                core.firstLineColumnAdjustment = 1
            }
        }
        let location = { (position: TextPosition) in FileLocation(path: self.path, position: position) }
        guard source.count > 0 else {
            result.diagnostics.append(Diagnostic(
                .error, .syntaxError,
                "the file has no text after its byte-order mark; Apple refuses it (\"Conversion of string failed. "
                    + "The string is empty.\") and loads \(subject); add at least a comment",
                at: location(.start)))
            return result
        }

        var root: PropertyListNode?
        let start = core.mark
        if !core.advanceToNonSpace() {
            // Whitespace and comments only: an empty dictionary.
            root = PropertyListNode(.dictionary([]), at: .start)
        } else if let object = core.parseObject(requireObject: true, depth: 0, topLevel: true) {
            if !core.advanceToNonSpace() {
                root = object
            } else if case .string = object.value {
                // A string followed by more text: read the whole file again as a strings file.
                core.reset(to: start)
                core.clearError()
                core.comments.removeAll()
                core.escapeWarnings.removeAll()
                core.omittedEscapeWarnings = 0
                core.firstOmittedEscape = nil
                core.topEntries.removeAll()
                core.keyHashes = KeyHashes()
                core.retainedText?.discardEscaped()
                core.unterminatedComment = nil
                result.isStringsFile = true
                core.isStringsFileMode = true
                if let entries = core.parseDictContent(depth: 0, topLevel: true) {
                    root = PropertyListNode(.dictionary(entries), at: .start)
                }
            } else {
                let junk = core.mark
                core.setError(
                    "Junk after plist at line \(core.line)", at: junk,
                    "unexpected \(core.describeCharacter(at: junk.offset)) after the end of the top-level "
                        + "\(object.value.typeName)", fix: "remove it")
            }
        }
        if buildTree, let top = root, case .dictionary = top.value {
            root = PropertyListNode(core.topLevelDictionary, at: top.position)
        }
        result.root = root
        result.needsUTF8Validation = core.sawInvalidUTF8 || root == nil || core.truncation != nil
        // Kept spans are compared as bytes (duplicate keys); where some text is ill-formed UTF-8, only the decoded
        // strings (with U+FFFD) tell what a device compares.
        result.entries = core.sawInvalidUTF8 ? core.topEntries.map(\.materialized) : core.topEntries
        if !core.sawInvalidUTF8 { result.keyHashes = core.keyHashes }
        result.comments = core.comments

        if root == nil {
            let cause = core.rootCause ?? core.error
            let reported = core.error?.cfMessage ?? "Unknown error parsing property list around line \(core.line)"
            var message = cause?.message ?? "the file cannot be parsed"
            message += "; Apple reports this as \"\(reported)\" and loads \(subject)"
            if let fix = cause?.fix, !fix.isEmpty { message += "; " + fix }
            let notes = (cause?.notes ?? []).map { mark, text in
                Diagnostic.Note(location: location(core.position(mark)), message: text)
            }
            result.diagnostics.append(Diagnostic(
                .error, .syntaxError, message, at: location(core.position(cause?.at ?? core.mark)), notes: notes))
        }
        var escapes = DiagnosticBound()
        for (mark, message) in core.escapeWarnings where escapes.admits(core.position(mark), severity: .warning) {
            result.diagnostics.append(Diagnostic(.warning, .unknownEscape, message,
                                                 at: location(core.position(mark))))
        }
        if let first = core.firstOmittedEscape {
            escapes.skip(core.omittedEscapeWarnings, from: core.position(first), severity: .warning)
            if let summary = escapes.summary(.unknownEscape, "unknown escapes", path: path) {
                result.diagnostics.append(summary)
            }
        }
        if let comment = core.unterminatedComment {
            result.diagnostics.append(unterminatedCommentDiagnostic(&core, at: comment, location: location))
        }
        if root != nil, let truncation = core.truncation {
            let (lost, keys) = core.countLenientEntries(from: truncation.at)
            let firstLine = truncation.at.line + core.lineAdjustment
            let lastLine = core.lastContentLine(from: truncation.at) + core.lineAdjustment
            let lines = firstLine == lastLine ? "line \(firstLine)" : "lines \(firstLine)–\(lastLine)"
            var what: String
            if lost > 0 {
                let names = keys.map { "\"\($0)\"" }.joined(separator: ", ") + (lost > keys.count ? ", …" : "")
                what = "\(lost) \(lost == 1 ? "entry" : "entries") after it (\(names)) "
                    + (lost == 1 ? "never reaches" : "never reach") + " a device"
            } else {
                what = "the rest of the file (\(lines)) is ignored"
            }
            result.diagnostics.append(Diagnostic(
                .error, .silentTruncation,
                "this is where Apple stops reading the file, without an error: \(truncation.reason); \(what); "
                    + truncation.fix,
                at: location(core.position(truncation.at))))
        }
        return result
    }

    private func unterminatedCommentDiagnostic<Source>(
        _ core: inout OpenStepCore<Source>, at start: OpenStepCore<Source>.Mark,
        location: (TextPosition) -> FileLocation
    ) -> Diagnostic {
        var bodyStart = start
        bodyStart.offset += 2
        let (hidden, keys) = core.countLenientEntries(from: bodyStart)
        // The comment's own first line is its text; anything below it (or any entry) is content it swallows.
        let swallowed = core.comments.last { $0.isBlock && $0.position == core.position(start) }?.text ?? ""
        let belowFirstLine = swallowed.unicodeScalars.drop { $0 != "\n" && $0 != "\r" }
        let hasContent = hidden > 0 || belowFirstLine.contains { !TextInput.isOpenStepWhitespace($0.value) }
        let position = location(core.position(start))
        guard hasContent else {
            return Diagnostic(
                .warning, .unterminatedComment,
                "this '/*' comment is never closed; it hides nothing yet, but Apple will treat anything added "
                    + "below it as comment; close it with '*/'",
                at: position)
        }
        var what = "the rest of the file is hidden"
        if hidden > 0 {
            let names = keys.map { "\"\($0)\"" }.joined(separator: ", ") + (hidden > keys.count ? ", …" : "")
            what = "\(hidden) \(hidden == 1 ? "entry" : "entries") after it (\(names)) "
                + (hidden == 1 ? "never reaches" : "never reach") + " a device"
        }
        return Diagnostic(
            .error, .unterminatedComment,
            "this '/*' comment is never closed: Apple silently treats the rest of the file as comment, so \(what); "
                + "close it with '*/'",
            at: position)
    }

    /// The position just after the last unit of `source`, counting lines as CoreFoundation does.
    static func endPosition<Source: OpenStepUnitSource>(of source: Source) -> TextPosition {
        var core = OpenStepCore(source: source)
        var index = 0
        while index < source.count {
            let unit = source.unit(index)
            if unit == 10 || unit == 13 { core.passNewline(at: index, unit: unit) }
            index += 1
        }
        core.curr = source.count
        return core.position(core.mark)
    }

    // MARK: Encoding checks

    private func encodingDiagnostics(_ text: TextInput) -> [Diagnostic] {
        guard text.encoding == .utf16WithoutBOM else { return [] }
        let location = FileLocation(path: path, position: .start)
        let skipped = UInt16(text.bytes[0]) | UInt16(text.bytes[1]) << 8
        if looksLikeBigEndian(text) {
            return [Diagnostic(
                .error, .utf16WithoutBOM,
                "this file looks like UTF-16 big-endian without a byte-order mark: Apple reads BOM-less UTF-16 as "
                    + "little-endian, gets garbage and loads none of its strings; save it as UTF-8 or as UTF-16 "
                    + "with a BOM",
                at: location)]
        }
        if TextInput.isOpenStepWhitespace(UInt32(skipped)) {
            return [Diagnostic(
                .warning, .utf16WithoutBOM,
                "this file is UTF-16 without a byte-order mark: Apple guesses little-endian and skips the first "
                    + "character as if it were a BOM (here whitespace, so nothing is lost yet); save it as UTF-8 "
                    + "or as UTF-16 with a BOM",
                at: location)]
        }
        let shown = Unicode.Scalar(skipped).map { "'\(Character($0))'" } ?? "U+\(String(skipped, radix: 16))"
        return [Diagnostic(
            .error, .utf16WithoutBOM,
            "this file is UTF-16 without a byte-order mark: Apple guesses little-endian and skips the first "
                + "character (\(shown)) as if it were a BOM, which breaks the first entry; save it as UTF-8 or as "
                + "UTF-16 with a BOM",
            at: location)]
    }

    /// BOM-less text whose units mostly have a zero low byte and an ASCII high byte was written big-endian.
    private func looksLikeBigEndian(_ text: TextInput) -> Bool {
        let bytes = text.bytes
        var bigEndianLike = 0
        var littleEndianLike = 0
        var offset = 0
        while offset + 1 < bytes.count, offset < 256 {
            if bytes[offset] == 0, bytes[offset + 1] != 0, bytes[offset + 1] < 0x80 { bigEndianLike += 1 }
            if bytes[offset + 1] == 0, bytes[offset] != 0, bytes[offset] < 0x80 { littleEndianLike += 1 }
            offset += 2
        }
        return bigEndianLike > littleEndianLike
    }

    private func invalidUTF8Message(_ bytes: UnsafePointer<UInt8>, count: Int, at index: Int, subject: String)
        -> String
    {
        let byte = bytes[index]
        let hex = "0x" + String(byte, radix: 16, uppercase: true)
        var hint = ""
        if byte >= 0xA0 {
            // Latin-1 and Windows-1252 agree above 0x9F.
            hint = " (in Latin-1 that byte is '\(Character(Unicode.Scalar(byte)))', so the file was probably saved "
                + "in a legacy encoding)"
        }
        return "byte \(hex) is not valid UTF-8\(hint): Apple rejects the whole file (\"Conversion of string "
            + "failed.\") and loads \(subject); save the file as UTF-8"
    }

    /// The offset of the first byte that does not start or continue well-formed UTF-8 (overlong forms, surrogates
    /// and values above U+10FFFF are ill-formed, as CoreFoundation's converter rejects them).
    static func firstInvalidUTF8(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int? {
        validateUTF8(bytes, count: count).invalid
    }

    /// `invalid`: see `firstInvalidUTF8`; `stray`: the first tolerated stray 0xA9 byte.
    static func validateUTF8(_ bytes: UnsafePointer<UInt8>, count: Int) -> (invalid: Int?, stray: Int?) {
        var stray: Int?
        var index = 0
        let raw = UnsafeRawPointer(bytes)
        while index < count {
            // ASCII runs 32, then 8 bytes at a time.
            while index + 32 <= count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
                guard word & 0x8080_8080_8080_8080 == 0 else { break }
                index += 32
            }
            if index + 8 <= count,
               raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            guard index < count else { break }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            if lead == 0xA9 && index > 0 {
                // Observed quirk of CoreFoundation's converter on this machine: a stray 0xA9 where a character
                // starts (not the first byte) is read as U+FFFD instead of failing the file. Every other stray
                // continuation byte fails. It is still reported, as an error.
                if stray == nil { stray = index }
                index += 1
                continue
            }
            @inline(__always) func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
                index + offset < count && bytes[index + offset] >= low && bytes[index + offset] <= high
            }
            switch lead {
            case 0xC2...0xDF:
                guard continuation(1) else { return (index, stray) }
                index += 2
            case 0xE0...0xEF:
                let low: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
                let high: UInt8 = lead == 0xED ? 0x9F : 0xBF
                guard continuation(1, low, high), continuation(2) else { return (index, stray) }
                index += 3
            case 0xF0...0xF4:
                let low: UInt8 = lead == 0xF0 ? 0x90 : 0x80
                let high: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
                guard continuation(1, low, high), continuation(2), continuation(3) else { return (index, stray) }
                index += 4
            default:
                return (index, stray)
            }
        }
        return (nil, stray)
    }
}
