/// Changes a `.strings` file by splicing its bytes: every byte outside an edit stays as it was (comments, order,
/// line endings, the BOM and the encoding), because the edits are ranges of the file's own text found from the
/// parser's positions, and each replacement is encoded in the file's encoding.
///
/// The result is parsed again before it is returned: it must load, hold the same entries in the same order except
/// the removed ones, and give each edited entry the value the edit meant. Anything else is refused, so a mistake
/// here costs a fix, never a string.
package enum StringsFileEditor {
    /// One change, found by a lint rule.
    package enum Edit: Hashable, Sendable {
        /// The whitespace at the edges of the quoted value that starts at `valuePosition` becomes `leading` and
        /// `trailing` (nil keeps that edge).
        case valueEdges(valuePosition: TextPosition, leading: String?, trailing: String?)
        /// The entry whose key starts at `keyPosition` goes, provided a later entry has the same `key`.
        case removeEntry(keyPosition: TextPosition, key: String)
        /// The entry whose key starts at `keyPosition` goes, provided it is `key`: an entry that must not be there.
        case deleteEntry(keyPosition: TextPosition, key: String)
        /// `\uXXXX` at `position`, inside a value, becomes `\UXXXX`, the escape Apple reads.
        case unicodeEscape(position: TextPosition)
    }

    /// Why a file was not changed, in words for `path: error: reason`.
    package struct Failure: Error, Sendable {
        package internal(set) var reason: String
    }

    /// The file's new bytes and how many edits changed it (an edit that no longer matches the file is skipped).
    package static func apply(_ edits: [Edit], to bytes: [UInt8], path: String) -> Result<(bytes: [UInt8], applied: Int), Failure> {
        let file = StringsFileParser().parse(bytes, path: path)
        if let reason = refusal(file) { return .failure(Failure(reason: reason)) }
        guard let text = Text(bytes, encoding: file.encoding!) else {
            return .failure(Failure(reason: "its text could not be decoded again; not fixed"))
        }
        var splices: [Splice] = []
        var expected: [Int: Expectation] = [:]
        var removed: Set<Int> = []
        let byValue = Dictionary(file.entries.indices.map { (file.entries[$0].valuePosition, $0) }, uniquingKeysWith: { a, _ in a })
        let byKey = Dictionary(file.entries.indices.map { (file.entries[$0].keyPosition, $0) }, uniquingKeysWith: { a, _ in a })
        for edit in Set(edits) {
            switch edit {
            case .valueEdges(let position, let leading, let trailing):
                guard let index = byValue[position], case .string(let value) = file.entries[index].value,
                      let start = text.index(of: position), let pieces = text.quotedPieces(at: start) else { continue }
                let isSpace = pieces.map { $0.scalar?.properties.isWhitespace ?? false }
                let head = isSpace.firstIndex(of: false) ?? pieces.count
                let tail = (isSpace.lastIndex(of: false) ?? -1) + 1
                guard head < tail else { continue }
                var scalars = Array(value.unicodeScalars)
                var edges: [Splice] = []
                if let leading {
                    edges.append(Splice(range: start + 1 ..< pieces[head].range.lowerBound, scalars: Text.escaped(leading)))
                    scalars = Array(leading.unicodeScalars) + scalars.drop { $0.properties.isWhitespace }
                }
                if let trailing {
                    edges.append(Splice(range: pieces[tail - 1].range.upperBound ..< pieces[pieces.count - 1].range.upperBound,
                                        scalars: Text.escaped(trailing)))
                    while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
                    scalars += trailing.unicodeScalars
                }
                let new = String(String.UnicodeScalarView(scalars))
                guard new != value else { continue }
                splices += edges
                expected[index] = .value(new)
            case .removeEntry(let position, let key), .deleteEntry(let position, let key):
                guard let index = byKey[position], file.entries[index].hasKey(key),
                      edit == .deleteEntry(keyPosition: position, key: key)
                        || file.entries[(index + 1)...].contains(where: { $0.hasKey(key) }),
                      let start = text.index(of: position),
                      let valueStart = text.index(of: file.entries[index].valuePosition),
                      let end = text.entryEnd(valueStart: valueStart) else { continue }
                splices.append(Splice(range: text.wholeLines(start ..< end), scalars: [], isRemoval: true))
                removed.insert(index)
            case .unicodeEscape(let position):
                guard let at = text.index(of: position), at + 6 <= text.scalars.count, text.scalars[at] == "\\",
                      text.scalars[at + 1] == "u" else { continue }
                let digits = text.scalars[(at + 2)..<(at + 6)]
                guard digits.allSatisfy({ $0.properties.isASCIIHexDigit }),
                      let code = UInt32(String(String.UnicodeScalarView(digits)), radix: 16),
                      code != 0, !(0xD800...0xDFFF).contains(code),
                      let index = file.entries.lastIndex(where: { $0.valuePosition <= position }),
                      let valueStart = text.index(of: file.entries[index].valuePosition),
                      let pieces = text.quotedPieces(at: valueStart), at < (pieces.last?.range.upperBound ?? valueStart)
                else { continue }
                splices.append(Splice(range: at + 1 ..< at + 6,
                                      scalars: Array(("U" + String(String.UnicodeScalarView(digits)).uppercased()).unicodeScalars)))
                if expected[index] == nil { expected[index] = .changed }
            }
        }
        // An entry that goes takes its other fixes with it (an escape in a duplicate's value).
        let removals = splices.filter(\.isRemoval).map(\.range)
        splices.removeAll { splice in
            !splice.isRemoval && removals.contains { $0.lowerBound <= splice.range.lowerBound && splice.range.upperBound <= $0.upperBound }
        }
        expected = expected.filter { !removed.contains($0.key) }
        guard !splices.isEmpty else { return .success((bytes, 0)) }
        splices.sort { $0.range.lowerBound < $1.range.lowerBound }
        for (a, b) in zip(splices, splices.dropFirst()) where a.range.upperBound > b.range.lowerBound {
            return .failure(Failure(reason: "two fixes overlap; not fixed"))
        }
        let result = text.splicing(splices)
        // The fixed file, read again, must hold what the edits meant and nothing else.
        let fixed = StringsFileParser().parse(result, path: path)
        guard fixed.isLoadable, refusal(fixed) == nil else {
            return .failure(Failure(reason: "the fixed file would not load; not fixed (please report this)"))
        }
        let kept = file.entries.indices.filter { !removed.contains($0) }
        guard kept.count == fixed.entries.count else {
            return .failure(Failure(reason: "the fixed file would hold other entries; not fixed (please report this)"))
        }
        for (old, new) in zip(kept, fixed.entries.indices) {
            let before = file.entries[old], after = fixed.entries[new]
            let valueIsRight: Bool
            switch expected[old] {
            case .value(let value)?: valueIsRight = after.value == .string(value)
            case .changed?: valueIsRight = after.value != before.value
            case nil: valueIsRight = after.value == before.value
            }
            guard after.key == before.key, valueIsRight else {
                return .failure(Failure(reason: "the fix of \"\(before.key)\" would not give the value meant; not fixed "
                                        + "(please report this)"))
            }
        }
        return .success((result, expected.count + removed.count))
    }

    /// Why a file is not to be fixed: one that a device does not read whole, or in an encoding spliced wrongly.
    static func refusal(_ file: StringsFile) -> String? {
        guard file.format == .openStep else { return "is a property list under the .strings name; not fixed" }
        if let error = file.diagnostics.first(where: {
            $0.severity == .error || [.syntaxError, .silentTruncation, .unterminatedComment, .invalidEncoding].contains($0.code)
        }) {
            return "has \(error.code == .silentTruncation ? "text a device never reads" : "an error") at line "
                + "\(error.location.line) (\(error.code)); fix that first, nothing was changed"
        }
        switch file.encoding {
        case .utf8?, .utf8WithBOM?, .utf16LittleEndian?, .utf16BigEndian?: return nil
        default: return "is in \(file.encoding?.rawValue ?? "an unknown encoding"), which --fix does not write; not fixed"
        }
    }

    private enum Expectation: Hashable {
        case value(String)
        /// An escape was fixed: the value differs.
        case changed
    }

    struct Splice {
        var range: Range<Int>
        var scalars: [Unicode.Scalar]
        var isRemoval = false
    }

    /// One character of a quoted string as written: a character or an escape, and the scalar it stands for (nil when
    /// it is not one plain scalar).
    struct Piece {
        var range: Range<Int>
        var scalar: Unicode.Scalar?
    }

    /// The file's text as scalars, each with the offset of its first byte, and where its lines start (LF, CR and
    /// CRLF each end one, as for the parser's positions).
    struct Text {
        let bytes: [UInt8]
        let encoding: TextEncoding
        var scalars: [Unicode.Scalar] = []
        /// `offsets[i]` is the first byte of scalar `i`; one more at the end.
        var offsets: [Int] = []
        var lineStarts: [Int] = [0]

        init?(_ bytes: [UInt8], encoding: TextEncoding) {
            self.bytes = bytes
            self.encoding = encoding
            var offset: Int
            switch encoding {
            case .utf8: offset = 0
            case .utf8WithBOM: offset = 3
            case .utf16LittleEndian, .utf16BigEndian: offset = 2
            default: return nil
            }
            scalars.reserveCapacity(bytes.count)
            offsets.reserveCapacity(bytes.count + 1)
            let little = encoding == .utf16LittleEndian
            func unit(_ at: Int) -> UInt16 {
                little ? UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 : UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
            }
            while offset < bytes.count {
                offsets.append(offset)
                if encoding == .utf8 || encoding == .utf8WithBOM {
                    guard let (scalar, length) = Self.scalar(inUTF8: bytes, at: offset) else { return nil }
                    scalars.append(scalar)
                    offset += length
                } else {
                    guard offset + 2 <= bytes.count else { return nil }
                    let first = unit(offset)
                    if UTF16.isLeadSurrogate(first) {
                        guard offset + 4 <= bytes.count, UTF16.isTrailSurrogate(unit(offset + 2)),
                              let scalar = Unicode.Scalar(0x10000 + (UInt32(first - 0xD800) << 10) + UInt32(unit(offset + 2) - 0xDC00))
                        else { return nil }
                        scalars.append(scalar)
                        offset += 4
                    } else {
                        guard let scalar = Unicode.Scalar(first) else { return nil }
                        scalars.append(scalar)
                        offset += 2
                    }
                }
            }
            offsets.append(bytes.count)
            for index in scalars.indices {
                let scalar = scalars[index]
                if scalar == "\n" || (scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n")) {
                    lineStarts.append(index + 1)
                }
            }
        }

        /// The scalar that the UTF-8 at `offset` encodes and its length in bytes; nil for bytes that are not UTF-8
        /// (a stray continuation byte, an overlong form, a surrogate, past U+10FFFF, cut short). Decoded here: making a
        /// `String` of each scalar to validate it cost most of a fix run.
        static func scalar(inUTF8 bytes: [UInt8], at offset: Int) -> (Unicode.Scalar, Int)? {
            let lead = bytes[offset]
            if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
            let length: Int, minimum: UInt32
            var value: UInt32
            switch lead {
            case 0xC2...0xDF: (length, minimum, value) = (2, 0x80, UInt32(lead & 0x1F))
            case 0xE0...0xEF: (length, minimum, value) = (3, 0x800, UInt32(lead & 0x0F))
            case 0xF0...0xF4: (length, minimum, value) = (4, 0x1_0000, UInt32(lead & 0x07))
            default: return nil
            }
            guard offset + length <= bytes.count else { return nil }
            for next in bytes[(offset + 1)..<(offset + length)] {
                guard next & 0xC0 == 0x80 else { return nil }
                value = value << 6 | UInt32(next & 0x3F)
            }
            // `Unicode.Scalar` refuses surrogates.
            guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
            return (scalar, length)
        }

        /// The scalar index of a parser's position.
        func index(of position: TextPosition) -> Int? {
            guard position.byteOffset == nil, position.line <= lineStarts.count else { return nil }
            let index = lineStarts[position.line - 1] + position.column - 1
            let lineEnd = position.line < lineStarts.count ? lineStarts[position.line] : scalars.count
            return index < lineEnd ? index : nil
        }

        /// The characters of the quoted string whose opening quote is at `start`; nil when none starts there.
        func quotedPieces(at start: Int) -> [Piece]? {
            guard start < scalars.count, scalars[start] == "\"" else { return nil }
            var pieces: [Piece] = []
            var index = start + 1
            while index < scalars.count, scalars[index] != "\"" {
                guard scalars[index] == "\\" else {
                    pieces.append(Piece(range: index ..< index + 1, scalar: scalars[index]))
                    index += 1
                    continue
                }
                guard index + 1 < scalars.count else { return nil }
                let next = scalars[index + 1]
                var end = index + 2
                var scalar: Unicode.Scalar?
                switch next {
                case "n": scalar = "\n"
                case "t": scalar = "\t"
                case "r": scalar = "\r"
                case "f": scalar = "\u{0C}"
                case "v": scalar = "\u{0B}"
                case "a": scalar = "\u{07}"
                case "b": scalar = "\u{08}"
                case "U":
                    while end < scalars.count, end < index + 6, scalars[end].properties.isASCIIHexDigit { end += 1 }
                    let digits = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
                    scalar = UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init)
                case "0"..."7":
                    while end < scalars.count, end < index + 4, ("0"..."7").contains(scalars[end]) { end += 1 }
                    let code = UInt32(String(String.UnicodeScalarView(scalars[(index + 1)..<end])), radix: 8) ?? 0x80
                    scalar = code < 0x80 ? Unicode.Scalar(code) : nil
                default: scalar = next
                }
                pieces.append(Piece(range: index ..< end, scalar: scalar))
                index = end
            }
            guard index < scalars.count else { return nil }
            // An empty value still has its closing quote's place: an empty piece before it.
            if pieces.isEmpty { return [] }
            return pieces
        }

        /// The index past the `;` of the entry whose value starts at `valueStart`, with nothing but spaces between.
        func entryEnd(valueStart: Int) -> Int? {
            var index: Int
            if let pieces = quotedPieces(at: valueStart) {
                index = (pieces.last?.range.upperBound ?? valueStart + 1) + 1
            } else {
                index = valueStart
                while index < scalars.count, Self.isUnquoted(scalars[index]) { index += 1 }
                guard index > valueStart else { return nil }
            }
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
            guard index < scalars.count, scalars[index] == ";" else { return nil }
            return index + 1
        }

        static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                               || "_$+/:.-".unicodeScalars.contains(scalar))
        }

        /// `range` widened to its whole lines (with the line break) when only spaces stand beside it on them, so that
        /// removing an entry leaves no empty line; otherwise widened over the spaces that follow it.
        func wholeLines(_ range: Range<Int>) -> Range<Int> {
            func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }
            var start = range.lowerBound
            while start > 0, isBlank(scalars[start - 1]) { start -= 1 }
            var end = range.upperBound
            while end < scalars.count, isBlank(scalars[end]) { end += 1 }
            let startsLine = start == 0 || scalars[start - 1] == "\n" || scalars[start - 1] == "\r"
            let endsLine = end == scalars.count || scalars[end] == "\n" || scalars[end] == "\r"
            if startsLine, endsLine {
                if end < scalars.count, scalars[end] == "\r" {
                    end += 1
                    if end < scalars.count, scalars[end] == "\n" { end += 1 }
                } else if end < scalars.count {
                    end += 1
                }
                return start ..< end
            }
            return endsLine ? start ..< range.upperBound : range.lowerBound ..< end
        }

        /// Whitespace to write in a quoted value: line breaks and tabs as escapes, other controls as `\U`.
        static func escaped(_ text: String) -> [Unicode.Scalar] {
            var result: [Unicode.Scalar] = []
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\n": result += ["\\", "n"]
                case "\t": result += ["\\", "t"]
                case "\r": result += ["\\", "r"]
                case "\"": result += ["\\", "\""]
                case "\\": result += ["\\", "\\"]
                default:
                    if scalar.value < 0x20 || scalar.value == 0x7F {
                        let hex = String(scalar.value, radix: 16, uppercase: true)
                        result += Array(("\\U" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
                    } else {
                        result.append(scalar)
                    }
                }
            }
            return result
        }

        /// The bytes with the splices (sorted, apart) made, each replacement in the file's encoding.
        func splicing(_ splices: [Splice]) -> [UInt8] {
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + 64)
            var copied = 0
            for splice in splices {
                output += bytes[copied..<offsets[splice.range.lowerBound]]
                encode(splice.scalars, to: &output)
                copied = offsets[splice.range.upperBound]
            }
            output += bytes[copied...]
            return output
        }

        private func encode(_ scalars: [Unicode.Scalar], to output: inout [UInt8]) {
            let text = String(String.UnicodeScalarView(scalars))
            switch encoding {
            case .utf16LittleEndian: for unit in text.utf16 { output += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            case .utf16BigEndian: for unit in text.utf16 { output += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
            default: output += Array(text.utf8)
            }
        }
    }
}

extension StringsFileEditor {
    /// A file's text for showing (a diff): UTF-16 by its BOM, UTF-8 otherwise, the BOM left out.
    package static func text(of bytes: [UInt8]) -> String {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let little = bytes[0] == 0xFF
            let units = stride(from: 2, to: bytes.count - 1, by: 2).map {
                little ? UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 : UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
            }
            return String(decoding: units, as: UTF16.self)
        }
        return String(decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...], as: UTF8.self)
    }
}
