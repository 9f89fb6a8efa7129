import Foundation

/// A parsed file's bytes, kept by its comments so that a comment's text is decoded only when it is read.
///
/// Most comments of a big table are never read (lint rules look at a few), and making each one a `String` while
/// parsing was a fifth of the parse time (an allocation each, then a free). A comment keeps this shared reference
/// and its unit range instead. The bytes are those the parser read (`InputFile` reads files, never maps them, so
/// they cannot change under us).
final class RetainedText: Sendable {
    enum Encoding: Sendable { case utf8, utf16LittleEndian, utf16BigEndian }

    let data: Data
    /// Bytes before the parsed text (a BOM); unit offsets count from here.
    let bodyOffset: Int
    let encoding: Encoding

    init(data: Data, bodyOffset: Int, encoding: Encoding) {
        self.data = data
        self.bodyOffset = bodyOffset
        self.encoding = encoding
    }

    /// The text of units `start..<end`, decoded exactly as the parser decodes a string without escapes.
    func string(_ start: Int, _ end: Int) -> String {
        data.withUnsafeBytes { raw in
            let body = raw.baseAddress! + bodyOffset
            let count = raw.count - bodyOffset
            switch encoding {
            case .utf8:
                return UTF8UnitSource(base: body.assumingMemoryBound(to: UInt8.self), count: count)
                    .makeString(start, end)
            case .utf16LittleEndian:
                return UTF16UnitSource<LittleEndianUTF16>(base: body, count: count / 2).makeString(start, end)
            case .utf16BigEndian:
                return UTF16UnitSource<BigEndianUTF16>(base: body, count: count / 2).makeString(start, end)
            }
        }
    }
}
