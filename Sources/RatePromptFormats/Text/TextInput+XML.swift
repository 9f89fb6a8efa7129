extension TextInput {
    /// The first `maximumCount` Unicode scalars after leading whitespace (space, tab, line feed, carriage return),
    /// decoded in the sniffed encoding; enough to tell whether the text is XML.
    ///
    /// Reads `body`, the content after any byte-order mark. Invalid sequences end the prefix.
    func xmlPrefix(maximumCount: Int) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        var skipping = true
        func take(_ scalar: Unicode.Scalar) -> Bool {
            if skipping, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" { return true }
            skipping = false
            scalars.append(scalar)
            return scalars.count < maximumCount
        }
        // Look at a bounded prefix: leading whitespace longer than this is not a property list anyone writes.
        let window = UnsafeRawBufferPointer(rebasing: body.prefix(4096))
        switch encoding {
        case .utf8, .utf8WithBOM:
            var iterator = window.makeIterator()
            var decoder = UTF8()
            loop: while case .scalarValue(let scalar) = decoder.decode(&iterator) {
                if !take(scalar) { break loop }
            }
        case .utf16LittleEndian, .utf16BigEndian, .utf16WithoutBOM:
            let bigEndian = encoding == .utf16BigEndian
            var units = stride(from: 0, to: window.count - 1, by: 2).lazy.map { index -> UInt16 in
                let first = UInt16(window[index]), second = UInt16(window[index + 1])
                return bigEndian ? first << 8 | second : second << 8 | first
            }.makeIterator()
            var decoder = UTF16()
            loop: while case .scalarValue(let scalar) = decoder.decode(&units) {
                if !take(scalar) { break loop }
            }
        case .utf32LittleEndian, .utf32BigEndian:
            let bigEndian = encoding == .utf32BigEndian
            for index in stride(from: 0, to: window.count - 3, by: 4) {
                let b = (0..<4).map { UInt32(window[index + $0]) }
                let value = bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3]
                    : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
                guard let scalar = Unicode.Scalar(value), take(scalar) else { break }
            }
        }
        return scalars
    }
}
