import Testing
@testable import RatePromptCore

/// What has something to translate: a letter of any script outside placeholders. The lint rules and the translators'
/// page ask the same predicate.
@Suite struct TranslatableTextTests {
    @Test(arguments: [
        // Placeholders, punctuation, symbols, digits and whitespace only.
        "", "%@", "%1$@ – %2$@", "\n", ", ", "%lld ★", "1/5", "%#@count@", "%1$#@count@ (%2$@)", "%.1f%%", "• %d",
        "→", "%@: %@", "100%%", "#%d", "📷 %@", "%lld × %lld",
        // Named placeholders (Xcode 26): the name is a label, not text.
        "%(count)lld", "%1$(sender)@ → %2$(recipient)@",
    ])
    func nothingToTranslate(_ value: String) {
        #expect(!TranslatableText.needsTranslation(value))
    }

    @Test(arguments: [
        // A letter in any script, also around placeholders and variables, and a letter a specifier does not read.
        "OK", "Rate %@", "%d files", "%#@count@ left", "設定", "Привет", "مرحبا", "%@ ★ rating", "x", "é", "%lld s",
        "%(count)lld files",
    ])
    func somethingToTranslate(_ value: String) {
        #expect(TranslatableText.needsTranslation(value))
    }

    @Test(arguments: ["CPU", "Video", "Wi-Fi", "don't", "Status: %@", "%i Albums", "Ch.%g", "4K", "%@ ★", "設", "OK",
                      // Acronyms and code.
                      "3D LUT", "DXVK HUD", "Metal HUD", "defaults write org.example.App ignoreEvents true",
                      "http://example.com/file.mkv", "open the_file now", "run ignoreEvents",
                      // Names in title case.
                      "Light Novel", "GNU General Public License v3", "Metal Trace", "Stop Loading", "DirectX Raytracing"])
    func singleWords(_ value: String) {
        #expect(!TranslatableText.isPhrase(value))
    }

    @Test(arguments: ["Cache size: %@", "%d ratings so far", "%#@count@ left today", "設定を開く", "ตั้งค่า",
                      "Save changes", "Play %@ now", "Sync with iCloud", "%ld active bots", "Show log viewer",
                      "Добро пожаловать", "مرحبا بك", "Open macOS settings", "Window snapping"])
    func phrases(_ value: String) {
        #expect(TranslatableText.isPhrase(value))
    }

    /// The properties read without Unicode's tables for ASCII are Unicode's, for every ASCII scalar and for scalars of
    /// other scripts (read from the tables).
    @Test func scalarPropertiesAreUnicodes() {
        let others: [UInt32] = [0x85, 0xA0, 0xAA, 0xC9, 0xE9, 0x3A3, 0x3C3, 0x416, 0x436, 0x5D0, 0x627, 0x1680, 0x2003,
                                0x200F, 0x2028, 0x3000, 0x3042, 0x4E2D, 0xAC00, 0xFF21, 0x1D400]
        for value in Array(0..<128) + others {
            let scalar = Unicode.Scalar(value)!
            let properties = scalar.properties
            #expect(TranslatableText.isAlphabetic(scalar) == properties.isAlphabetic, "\(value)")
            #expect(TranslatableText.isCased(scalar) == properties.isCased, "\(value)")
            #expect(TranslatableText.isLowercase(scalar) == properties.isLowercase, "\(value)")
            #expect(TranslatableText.isUppercase(scalar) == properties.isUppercase, "\(value)")
            #expect(TranslatableText.isWhitespace(scalar) == properties.isWhitespace, "\(value)")
            #expect(TranslatableText.isIdeographic(scalar) == properties.isIdeographic, "\(value)")
        }
        // White space from its list: every scalar.
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if TranslatableText.isWhitespace(scalar) != scalar.properties.isWhitespace {
                Issue.record("U+\(String(value, radix: 16)) white space")
            }
        }
    }
}
