import Foundation

/// A parsed file's bytes, kept by its entries and comments so that their text is decoded only when it is read.
///
/// Making a `String` of every key, value and comment while parsing was over half of the parse time of a big table
/// (an allocation each, then a free), and most of them are never read, or read once. Entries and comments keep this
/// shared reference and a `TextSpan` instead. The bytes are those the parser read (`InputFile` reads files, never
/// maps them, so they cannot change under us). Strings with escapes are decoded once, by the parser, into `escaped`.
final class RetainedText: @unchecked Sendable {
    enum Encoding: Sendable { case utf8, utf16LittleEndian, utf16BigEndian }

    let data: Data
    /// Bytes before the parsed text (a BOM); unit offsets count from here.
    let bodyOffset: Int
    let encoding: Encoding
    /// Decoded strings that had escapes, back to back: UTF-8 for a UTF-8 file, host-order UTF-16 units otherwise.
    /// Only the parser that made this object appends to them, before it returns the file (hence `@unchecked`, and
    /// no exclusivity checks, which cost more than the reads they guard).
    @exclusivity(unchecked) private(set) var escapedUTF8: [UInt8] = []
    @exclusivity(unchecked) private(set) var escapedUTF16: [UInt16] = []

    init(data: Data, bodyOffset: Int, encoding: Encoding) {
        self.data = data
        self.bodyOffset = bodyOffset
        self.encoding = encoding
    }

    /// Keeps the decoded string in `scratch` and returns where it is.
    func keep(_ scratch: inout StringScratch) -> TextSpan {
        if encoding == .utf8 {
            scratch.flushPending()
            let start = escapedUTF8.count
            escapedUTF8.append(contentsOf: scratch.bytes)
            return TextSpan(escaped: start, end: escapedUTF8.count)
        }
        let start = escapedUTF16.count
        escapedUTF16.append(contentsOf: scratch.units)
        return TextSpan(escaped: start, end: escapedUTF16.count)
    }

    /// Forgets the escaped strings kept so far, when the parser starts over.
    func discardEscaped() {
        escapedUTF8.removeAll()
        escapedUTF16.removeAll()
    }

    /// The text of units `start..<end` of the file, decoded exactly as the parser decodes a string without escapes.
    func string(_ start: Int, _ end: Int) -> String {
        string(TextSpan(start, end))
    }

    func string(_ span: TextSpan) -> String {
        if span.isEscaped {
            if encoding == .utf8 {
                return escapedUTF8.withUnsafeBufferPointer {
                    String(decoding: UnsafeBufferPointer(rebasing: $0[span.start..<span.end]), as: UTF8.self)
                }
            }
            return escapedUTF16.withUnsafeBufferPointer { units in
                makeUTF16String(count: span.end - span.start) { units[span.start &+ $0] }
            }
        }
        return data.withUnsafeBytes { raw in
            let body = raw.baseAddress! + bodyOffset
            let count = raw.count - bodyOffset
            switch encoding {
            case .utf8:
                return UTF8UnitSource(base: body.assumingMemoryBound(to: UInt8.self), count: count)
                    .makeString(span.start, span.end)
            case .utf16LittleEndian:
                return UTF16UnitSource<LittleEndianUTF16>(base: body, count: count / 2).makeString(span.start, span.end)
            case .utf16BigEndian:
                return UTF16UnitSource<BigEndianUTF16>(base: body, count: count / 2).makeString(span.start, span.end)
            }
        }
    }

    /// Calls `body` with a function that makes `string(span)` for any span, opening the file's bytes once: a
    /// table's 400,000 keys and values are made without 400,000 trips through `Data` and the escape buffers.
    /// Escaped strings (rare) go through `string(_:)`.
    func withStringMaker<R>(_ body: ((TextSpan) -> String) -> R) -> R {
        func make(_ source: some OpenStepUnitSource) -> R {
            body { span in span.isEscaped ? self.string(span) : source.makeString(span.start, span.end) }
        }
        return data.withUnsafeBytes { raw in
            let text = raw.baseAddress! + bodyOffset
            let count = raw.count - bodyOffset
            switch encoding {
            case .utf8: return make(UTF8UnitSource(base: text.assumingMemoryBound(to: UInt8.self), count: count))
            case .utf16LittleEndian: return make(UTF16UnitSource<LittleEndianUTF16>(base: text, count: count / 2))
            case .utf16BigEndian: return make(UTF16UnitSource<BigEndianUTF16>(base: text, count: count / 2))
            }
        }
    }

    /// Calls `body` with a reader of spans of this UTF-8 text, valid inside `body`: one access to the bytes for any
    /// number of spans.
    func withUTF8Spans<R>(_ body: ((TextSpan) -> UnsafeBufferPointer<UInt8>) -> R) -> R {
        precondition(encoding == .utf8, "UTF-16 text is transcoded span by span (withUTF8)")
        return data.withUnsafeBytes { raw in
            escapedUTF8.withUnsafeBufferPointer { escaped in
                // No bytes (an empty file) has no address, and only empty spans.
                let base = raw.baseAddress.map { ($0 + bodyOffset).assumingMemoryBound(to: UInt8.self) }
                return body { span in
                    span.isEscaped ? UnsafeBufferPointer(rebasing: escaped[span.start..<span.end])
                        : UnsafeBufferPointer(start: base.map { $0 + span.start }, count: span.end - span.start)
                }
            }
        }
    }

    /// Calls `body` with the UTF-8 of `span` as `string(span)` would spell it, without making a `String`: UTF-8
    /// text is passed in place, UTF-16 is transcoded into temporary (usually stack) memory.
    func withUTF8<R>(_ span: TextSpan, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let count = span.end - span.start
        if encoding == .utf8 {
            if span.isEscaped {
                return escapedUTF8.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[span.start..<span.end])) }
            }
            return data.withUnsafeBytes { raw in
                let base = (raw.baseAddress! + bodyOffset).assumingMemoryBound(to: UInt8.self)
                return body(UnsafeBufferPointer(start: base + span.start, count: count))
            }
        }
        // A unit makes at most 3 bytes (a surrogate pair 4 from 2 units).
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(count * 3, 1)) { out in
            let written: Int
            if span.isEscaped {
                written = escapedUTF16.withUnsafeBufferPointer { units in
                    writeUTF8(count: count, into: out) { units[span.start &+ $0] }
                }
            } else {
                written = data.withUnsafeBytes { raw in
                    let units = raw.baseAddress! + bodyOffset + span.start * 2
                    return encoding == .utf16LittleEndian
                        ? writeUTF8(count: count, into: out) {
                            UInt16(littleEndian: units.loadUnaligned(fromByteOffset: $0 &* 2, as: UInt16.self))
                        }
                        : writeUTF8(count: count, into: out) {
                            UInt16(bigEndian: units.loadUnaligned(fromByteOffset: $0 &* 2, as: UInt16.self))
                        }
                }
            }
            return body(UnsafeBufferPointer(rebasing: out[..<written]))
        }
    }
}

/// Units `start..<end` of a `RetainedText`: of the file's text, or of its decoded escaped strings. Files are at most
/// 2 GiB (`InputFile`), so the top bit of the start is free to tell which.
struct TextSpan: Hashable, Sendable {
    private let rawStart: UInt32
    private let rawEnd: UInt32
    private static let escapedFlag: UInt32 = 1 << 31

    init(_ start: Int, _ end: Int) {
        rawStart = UInt32(truncatingIfNeeded: start)
        rawEnd = UInt32(truncatingIfNeeded: end)
    }

    init(escaped start: Int, end: Int) {
        rawStart = UInt32(truncatingIfNeeded: start) | Self.escapedFlag
        rawEnd = UInt32(truncatingIfNeeded: end)
    }

    var isEscaped: Bool { rawStart & Self.escapedFlag != 0 }
    var start: Int { Int(rawStart & ~Self.escapedFlag) }
    var end: Int { Int(rawEnd) }
}
