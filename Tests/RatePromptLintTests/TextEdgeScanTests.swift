import Testing
@testable import RatePromptLint
import RatePromptTestSupport

/// The byte scans `whitespace` and `empty-value` read every value with give the answers of the plain readings by
/// characters: checked on generated values of spaces, tabs, letters, non-ASCII whitespace and ill-formed UTF-8.
@Suite struct TextEdgeScanTests {
    /// Pieces values are made of: ASCII whitespace and letters, no-break, ideographic and em spaces, a letter beyond
    /// ASCII, and bytes that are not UTF-8 on their own (a lone continuation byte, a cut three-byte sequence).
    static let pieces: [[UInt8]] = [
        [0x20], [0x20], [0x20], [0x09], [0x0A], [0x41], [0x7A], Array("\u{A0}".utf8), Array("\u{3000}".utf8),
        Array("\u{2003}".utf8), Array("й".utf8), Array("字".utf8), [0x80], [0xE3, 0x80],
    ]

    static func values(count: Int, seed: UInt64) -> [[UInt8]] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...24, using: &generator)).flatMap { _ in pieces.randomElement(using: &generator)! }
        }
    }

    @Test func doubledSpacesAreTwoSpacesInARow() {
        for bytes in Self.values(count: 20_000, seed: 7) {
            let expected = zip(bytes, bytes.dropFirst()).contains { $0 == 0x20 && $1 == 0x20 }
            let found = bytes.withUnsafeBufferPointer(WhitespaceRule.Spacing.hasDoubledSpace)
            #expect(found == expected, "\(bytes)")
        }
        // Every place of a pair in and across the eight-byte words.
        for length in 2...24 {
            for start in 0..<(length - 1) {
                var bytes = [UInt8](repeating: 0x61, count: length)
                bytes[start] = 0x20
                bytes[start + 1] = 0x20
                #expect(bytes.withUnsafeBufferPointer(WhitespaceRule.Spacing.hasDoubledSpace), "\(length) \(start)")
                bytes[start + 1] = 0x61
                #expect(!bytes.withUnsafeBufferPointer(WhitespaceRule.Spacing.hasDoubledSpace), "\(length) \(start)")
            }
        }
    }

    @Test func blankValuesAreWhitespaceThroughout() {
        for bytes in Self.values(count: 20_000, seed: 11) + Self.pieces + [[]] {
            let expected = String(decoding: bytes, as: UTF8.self).unicodeScalars.allSatisfy(\.properties.isWhitespace)
            #expect(bytes.withUnsafeBufferPointer(BlankText.isBlank) == expected, "\(bytes)")
        }
    }
}

extension TextEdgeScanTests {
    /// `whitespace`'s shortcuts below U+0600 and U+3000 give Unicode's answers for every scalar.
    @Test func formatAndUnspacedShortcutsAgreeWithUnicode() {
        var wrong: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            let unspaced: Bool = switch value {
            case 0x3000...0x30FF, 0x31F0...0x31FF, 0xFF00...0xFF65, 0x0E00...0x0EFF, 0x1780...0x17FF, 0x1000...0x109F: true
            default: properties.generalCategory == .otherLetter && properties.isIdeographic
            }
            if WhitespaceRule.Spacing.isFormat(scalar) != (properties.generalCategory == .format)
                || WhitespaceRule.Spacing.isUnspaced(scalar) != unspaced {
                wrong.append(value)
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }
}
