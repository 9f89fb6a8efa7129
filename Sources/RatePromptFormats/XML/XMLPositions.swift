import CLibXML2

/// What the libxml2 readers (property lists, XLIFF) share: the process-wide lock on external loads, and where in the
/// input a SAX event happened.
enum XMLPositions {
    /// Installs, once per process, an external entity loader that refuses everything. The readers never ask for an
    /// external load (no DTD loading, no entity substitution, internal subsets are refused), so this is the second
    /// lock on the door.
    static let setUpOnce: Void = {
        xmlInitParser()
        xmlSetExternalEntityLoader { _, _, _ in nil }
    }()

    /// The position libxml2 has reached.
    static func current(_ context: xmlParserCtxtPtr?) -> TextPosition {
        guard let input = context?.pointee.input else { return .start }
        return TextPosition(line: Int(input.pointee.line), column: Int(input.pointee.col))
    }

    /// Where the reference `&name;` that libxml2 has just read starts: it asks for an entity after reading the `;`.
    static func entityReferenceStart(_ context: xmlParserCtxtPtr?, name: String) -> TextPosition {
        let here = current(context)
        return TextPosition(line: here.line, column: max(1, here.column - name.unicodeScalars.count - 2))
    }

    /// The position of the nearest `<` before libxml2's input position: the tag it has just read. libxml2 calls
    /// `startElementNs` with its input right after the tag's attributes, and a tag cannot contain a raw `<`.
    static func lastTag(_ context: xmlParserCtxtPtr?) -> TextPosition {
        guard let input = context?.pointee.input, let cur = input.pointee.cur, let base = input.pointee.base else {
            return current(context)
        }
        var line = Int(input.pointee.line)
        var column = Int(input.pointee.col)
        var pointer = cur
        var newlines = 0
        while pointer > base {
            pointer -= 1
            let byte = pointer.pointee
            if byte == UInt8(ascii: "\n") { newlines += 1 }
            if byte & 0xC0 != 0x80 { column -= 1 }
            if byte == UInt8(ascii: "<") { break }
        }
        if newlines > 0 {
            // The tag spans lines: count the columns from the start of its first line.
            line -= newlines
            column = 1
            var scan = pointer
            while scan > base, (scan - 1).pointee != UInt8(ascii: "\n") {
                scan -= 1
                if scan.pointee & 0xC0 != 0x80 { column += 1 }
            }
        }
        return TextPosition(line: line, column: column)
    }
}
