import Foundation

/// Writes a String Catalog byte for byte as Xcode does: Foundation's pretty-printed JSON with sorted keys and
/// unescaped slashes. Two spaces a level, `"key" : value`, an empty object or array as its brackets around an empty
/// line, members in `XcodeKeyOrder`, no line break after the last `}`. Strings are escaped as Foundation escapes
/// them: `\"`, `\\`, `\n`, `\r`, `\t`, `\b`, `\f`, other control characters as `\u00xx`, everything else (`/`,
/// non-ASCII) as it is. Numbers keep the text they were read with.
package enum StringCatalogWriter {
    /// Xcode's bytes for a catalog's bytes; the reason it cannot be rewritten, at its line and column, otherwise: an
    /// error, or a warning for a catalog of a version newer than RatePrompt knows, whose layout may have changed.
    package static func format(_ bytes: UnsafeRawBufferPointer, path: String) -> Result<[UInt8], Diagnostic> {
        let capacity = bytes.count
        let read = CatalogJSON.read(bytes, path: path)
        if case .success = read, let warning = StringCatalog.newerVersionWarning(bytes, path: path) {
            return .failure(warning)
        }
        return read.map { Self.bytes(of: $0, capacity: capacity) }
    }

    /// Xcode's bytes for a value.
    package static func bytes(of value: CatalogJSON, capacity: Int = 0) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(capacity)
        write(value, indent: 0, to: &output)
        return output
    }

    private static func write(_ value: CatalogJSON, indent: Int, to output: inout [UInt8]) {
        switch value {
        case .object(let members):
            // In the order of their bytes first: Foundation's comparison is not a total order for some non-ASCII keys
            // (a precomposed letter against a decomposed one followed by a control character can come before it both
            // ways), so a sort alone would order those by where they were read, and formatting twice could differ
            // from once (Xcode's own writer orders them by its dictionary's hashing). This way the order depends on
            // the keys alone; keys Foundation does order consistently end where they did (a catalog's keys are
            // distinct, and the order of distinct keys that a total order sorts does not depend on where they start).
            // Indices are sorted, not the members (whose copies cost a retain each).
            var order = Array(members.indices)
            members.withUnsafeBufferPointer { members in
                order.sort { bytesPrecede(members[$0].key, members[$1].key) }
                order.sort { XcodeKeyOrder.areInIncreasingOrder(members[$0].key, members[$1].key) }
            }
            output.append(UInt8(ascii: "{"))
            output.append(0x0A)
            for (index, memberIndex) in order.enumerated() {
                let member = members[memberIndex]
                if index > 0 { output.append(contentsOf: [UInt8(ascii: ","), 0x0A]) }
                appendIndent(indent + 2, to: &output)
                appendQuoted(member.key, to: &output)
                output.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
                write(member.value, indent: indent + 2, to: &output)
            }
            close(UInt8(ascii: "}"), indent: indent, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            output.append(0x0A)
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(contentsOf: [UInt8(ascii: ","), 0x0A]) }
                appendIndent(indent + 2, to: &output)
                write(element, indent: indent + 2, to: &output)
            }
            close(UInt8(ascii: "]"), indent: indent, to: &output)
        case .string(let text): appendQuoted(text, to: &output)
        case .number(let text): output.append(contentsOf: text.utf8)
        case .bool(let flag): output.append(contentsOf: flag ? "true".utf8 : "false".utf8)
        case .null: output.append(contentsOf: "null".utf8)
        }
    }

    /// Whether `left`'s UTF-8 comes before `right`'s, byte by byte.
    private static func bytesPrecede(_ left: String, _ right: String) -> Bool {
        ByteRuns.withUTF8(left) { a in
            ByteRuns.withUTF8(right) { b in
                let common = min(a.count, b.count)
                let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
                return order != 0 ? order < 0 : a.count < b.count
            }
        }
    }

    /// The line break after the last member (or the empty line of an empty container), the indent, the bracket.
    private static func close(_ bracket: UInt8, indent: Int, to output: inout [UInt8]) {
        output.append(0x0A)
        appendIndent(indent, to: &output)
        output.append(bracket)
    }

    private static func appendIndent(_ count: Int, to output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(0x20, count: count))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A string in quotes, copied in runs of bytes that need no escape.
    static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        ByteRuns.withUTF8(text) { utf8 in
            guard let base = utf8.baseAddress else { return }
            var start = 0
            while start < utf8.count {
                let stop = ByteRuns.firstIndex(in: base, from: start, to: utf8.count, below: 0x20,
                                               equalTo: UInt8(ascii: "\""), UInt8(ascii: "\\"), nonASCII: false)
                output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<stop]))
                guard stop < utf8.count else { break }
                let byte = utf8[stop]
                switch byte {
                case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
                case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
                case 0x0A: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
                case 0x0D: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
                case 0x09: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
                case 0x08: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
                case 0x0C: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
                default:
                    output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                               hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]])
                }
                start = stop + 1
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

extension StringCatalog {
    /// `bytes`, a String Catalog, written as Xcode writes it (what `rateprompt format` writes): Xcode's key order,
    /// layout and escapes, every value kept as written; the reading error when `bytes` is not a catalog it can write.
    public static func xcodeFormatted(_ bytes: UnsafeRawBufferPointer, path: String) -> Result<[UInt8], Diagnostic> {
        StringCatalogWriter.format(bytes, path: path)
    }
}
