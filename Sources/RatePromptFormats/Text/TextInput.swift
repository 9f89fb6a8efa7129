/// The bytes of a text file and the encoding CoreFoundation would read them in (Documentation/StringsFiles.md,
/// "Encodings").
///
/// The sniffing is CoreFoundation's, observed on this machine with `PropertyListSerialization`:
/// - `00 00 FE FF` / `FF FE 00 00` → UTF-32 BE/LE, only when the file is longer than 4 bytes;
/// - `EF BB BF` → UTF-8; `FF FE` / `FE FF` → UTF-16 LE/BE;
/// - a zero byte among the first two bytes of a file of 3 bytes or more → UTF-16 in host order (little-endian on
///   every current Apple device) with the first two bytes skipped as if they were a byte-order mark;
/// - anything else → UTF-8 (there is no legacy fallback: Latin-1 bytes make Apple reject the file).
///
/// Nothing is copied for UTF-8 and UTF-16: the parser reads the bytes in place. UTF-32 is rare and is transcoded to
/// UTF-16 once. A trailing partial code unit is dropped, as CoreFoundation does.
package struct TextInput {
    /// The whole input, BOM included.
    package let bytes: UnsafeRawBufferPointer
    let encoding: TextEncoding
    /// Bytes skipped at the start: a BOM, or the first two bytes of BOM-less UTF-16.
    let skippedByteCount: Int
    /// UTF-32 input, transcoded to host-order UTF-16; nil for the other encodings.
    let transcodedUTF16: [UInt16]?
    /// Byte offset (into `bytes`) of the first UTF-32 unit that is not a Unicode scalar, when transcoding failed.
    let invalidUTF32Offset: Int?

    package init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        let count = bytes.count
        func byte(_ index: Int) -> UInt8 { index < count ? bytes[index] : 0xAA }
        var encoding = TextEncoding.utf8
        var skip = 0
        if count > 4, byte(0) == 0, byte(1) == 0, byte(2) == 0xFE, byte(3) == 0xFF {
            (encoding, skip) = (.utf32BigEndian, 4)
        } else if count > 4, byte(0) == 0xFF, byte(1) == 0xFE, byte(2) == 0, byte(3) == 0 {
            (encoding, skip) = (.utf32LittleEndian, 4)
        } else if count >= 3, byte(0) == 0xEF, byte(1) == 0xBB, byte(2) == 0xBF {
            (encoding, skip) = (.utf8WithBOM, 3)
        } else if count >= 2, byte(0) == 0xFF, byte(1) == 0xFE {
            (encoding, skip) = (.utf16LittleEndian, 2)
        } else if count >= 2, byte(0) == 0xFE, byte(1) == 0xFF {
            (encoding, skip) = (.utf16BigEndian, 2)
        } else if count >= 3, byte(0) == 0 || byte(1) == 0 {
            (encoding, skip) = (.utf16WithoutBOM, 2)
        }
        self.encoding = encoding
        self.skippedByteCount = skip
        if encoding == .utf32BigEndian || encoding == .utf32LittleEndian {
            var units: [UInt16] = []
            var invalid: Int?
            units.reserveCapacity((count - skip) / 4 + 16)
            var offset = skip
            while offset + 4 <= count {
                let raw = bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                let value = encoding == .utf32BigEndian ? UInt32(bigEndian: raw) : UInt32(littleEndian: raw)
                guard let scalar = Unicode.Scalar(value) else {
                    invalid = offset
                    break
                }
                units.append(contentsOf: UTF16.encode(scalar)!)
                offset += 4
            }
            transcodedUTF16 = units
            invalidUTF32Offset = invalid
        } else {
            transcodedUTF16 = nil
            invalidUTF32Offset = nil
        }
    }

    /// The bytes after the BOM (or after the two skipped bytes of BOM-less UTF-16).
    var body: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: bytes[skippedByteCount...])
    }

    var isUTF8: Bool { encoding == .utf8 || encoding == .utf8WithBOM }

    /// Whether UTF-16 units in `body` are big-endian (only for a UTF-16BE BOM).
    var isBigEndianUTF16: Bool { encoding == .utf16BigEndian }

    /// The number of UTF-16 units (or UTF-8 bytes) the parser sees.
    var unitCount: Int {
        if let transcodedUTF16 { return transcodedUTF16.count }
        return isUTF8 ? bytes.count - skippedByteCount : (bytes.count - skippedByteCount) / 2
    }

    /// Old-style whitespace: U+0009–U+000D, space, U+2028, U+2029 (not U+00A0, not U+FEFF).
    static func isOpenStepWhitespace(_ value: UInt32) -> Bool {
        (value >= 9 && value <= 13) || value == 32 || value == 0x2028 || value == 0x2029
    }

    /// The first scalar of the text that is not whitespace, or nil when there is none (or it cannot be decoded).
    ///
    /// Cheap: it decodes only the leading whitespace. `XMLPropertyListParser.mayBeXML` uses it to ask "does this start
    /// with `<`?". Whitespace here is the old-style set (`isOpenStepWhitespace`), a superset of XML's `S`; pass
    /// another predicate for a stricter test. Comments are not skipped.
    func firstNonWhitespaceScalar(
        skipping isWhitespace: (UInt32) -> Bool = TextInput.isOpenStepWhitespace
    ) -> Unicode.Scalar? {
        if let transcodedUTF16 {
            var iterator = transcodedUTF16.makeIterator()
            var decoder = UTF16()
            while case .scalarValue(let scalar) = decoder.decode(&iterator) {
                if !isWhitespace(scalar.value) { return scalar }
            }
            return nil
        }
        let body = self.body
        if isUTF8 {
            var iterator = body.makeIterator()
            var decoder = UTF8()
            while case .scalarValue(let scalar) = decoder.decode(&iterator) {
                if !isWhitespace(scalar.value) { return scalar }
            }
            return nil
        }
        let bigEndian = isBigEndianUTF16
        var index = 0
        var iterator = AnyIterator<UInt16> {
            guard index + 2 <= body.count else { return nil }
            let raw = body.loadUnaligned(fromByteOffset: index, as: UInt16.self)
            index += 2
            return bigEndian ? UInt16(bigEndian: raw) : UInt16(littleEndian: raw)
        }
        var decoder = UTF16()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            if !isWhitespace(scalar.value) { return scalar }
        }
        return nil
    }
}
