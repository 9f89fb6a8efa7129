/// Text that a device shows as nothing: empty, or only whitespace (spaces, tabs, line breaks, and Unicode's other
/// spaces such as U+00A0 and U+3000). `empty-value` reports such a value, and the rules about a value's edges leave it
/// to it.
enum BlankText {
    /// Whether UTF-8 `bytes` are empty or only whitespace. ASCII bytes are read as they are; only a value with a
    /// byte beyond ASCII is decoded.
    static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var hasOther = false
        for byte in bytes {
            if byte == 0x20 || (byte >= 9 && byte <= 13) { continue }
            guard byte >= 0x80 else { return false }
            hasOther = true
        }
        guard hasOther else { return true }
        // Decoded in place up to the first character that is not whitespace (most often the first): an ill-formed
        // sequence is none, as `String(decoding:as:)` reads it as U+FFFD.
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if !scalar.properties.isWhitespace { return false }
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// Whether UTF-8 `bytes` start or end with whitespace: a piece of text the code joins to other text.
    static func hasEdgeWhitespace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return false }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 9 && byte <= 13) }
        if isSpace(first) || isSpace(last) { return true }
        guard first >= 0x80 || last >= 0x80 else { return false }
        let scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars
        return scalars.first?.properties.isWhitespace == true || scalars.last?.properties.isWhitespace == true
    }
}
