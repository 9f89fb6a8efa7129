import Testing
@testable import RatePromptFormats
import RatePromptTestSupport

/// The editor reads a `.strings` file's text scalar by scalar to splice it; its UTF-8 decoder must accept exactly what
/// the standard library's validation accepts, scalar for scalar.
struct StringsFileEditorTests {
    @Test func theUTF8DecoderAgreesWithTheStandardLibrary() {
        var generator = SplitMix64(seed: 0x0005_7F8E_D170)
        // Bytes around every boundary of UTF-8: ASCII, continuation bytes, overlong leads, surrogates, past U+10FFFF.
        let interesting: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0,
                                    0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
        for _ in 0..<20_000 {
            let bytes = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                Bool.random(using: &generator) ? interesting.randomElement(using: &generator)!
                    : UInt8.random(in: 0...255, using: &generator)
            }
            let decoded = StringsFileEditor.Text.scalar(inUTF8: bytes, at: 0)
            // The reference: the longest prefix the standard library validates as one scalar.
            let reference = (1...bytes.count).lazy.compactMap { length -> (Unicode.Scalar, Int)? in
                guard let text = String(validating: bytes[..<length], as: UTF8.self), text.unicodeScalars.count == 1
                else { return nil }
                return (text.unicodeScalars.first!, length)
            }.first
            #expect(decoded?.0 == reference?.0 && decoded?.1 == reference?.1, "\(bytes)")
        }
        #expect(StringsFileEditor.Text.scalar(inUTF8: Array("é".utf8), at: 0)?.0 == "é")
        #expect(StringsFileEditor.Text.scalar(inUTF8: Array("😀".utf8), at: 0)?.1 == 4)
        #expect(StringsFileEditor.Text.scalar(inUTF8: [0xED, 0xA0, 0x80], at: 0) == nil) // a surrogate
    }
}
