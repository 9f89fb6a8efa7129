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
}
