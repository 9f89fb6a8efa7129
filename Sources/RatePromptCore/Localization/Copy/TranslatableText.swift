import RatePromptFormats

/// Whether a string has anything to translate: the one answer the lint rules and the translators' page give.
package enum TranslatableText {
    /// True when `value` has a letter (any script's) outside its printf specifiers and `%#@variable@` references.
    /// A string of placeholders, digits, punctuation, symbols and whitespace only (`%@`, `%1$@ – %2$@`, `\n`, `, `,
    /// `%lld ★`, `1/5`, a plural string's `%#@count@`) reads the same in every language: a translation equal to its
    /// source there is not untranslated.
    package static func needsTranslation(_ value: String) -> Bool {
        // Most strings start with a letter: no parse needed for them.
        if let first = value.unicodeScalars.first, Self.isAlphabetic(first) { return true }
        return FormatString(StringsDictionary.removingVariableReferences(from: value)).pieces.contains { piece in
            if case .text(let text) = piece { return text.unicodeScalars.contains { Self.isAlphabetic($0) } }
            return false
        }
    }

    /// True when `value` reads as running text outside its placeholders: two words or more, one after the first in
    /// lower case (`Save changes`, `Cache size: %@`, `%ld active bots`; `Wi-Fi` and `don't` are one word), or two
    /// letters of a script written without spaces (Han, kana, Thai, Lao, Khmer, Myanmar). Not a single word
    /// (`Normal`, `Wikipedia`, `Bluetooth`), acronyms (`CPU`, `3D LUT`), a name in title case (`Light Novel`, `GNU
    /// General Public License v3`), or a value with code in it (a dotted name `org.example.App`, `ignoreEvents`,
    /// `snake_case`, a URL): a translation identical to its source in those is mostly right in that language.
    package static func isPhrase(_ value: String) -> Bool {
        var words = 0
        var lowercaseWords = 0
        var unspaced = 0
        let texts = FormatString(StringsDictionary.removingVariableReferences(from: value)).pieces.compactMap { piece in
            if case .text(let text) = piece { return text }
            // A placeholder ends a word.
            return nil
        }
        let tokens = texts.flatMap { $0.unicodeScalars.split(whereSeparator: { Self.isWhitespace($0) }).map(Array.init) }
        if tokens.contains(where: isCode) { return false }
        for scalars in tokens {
            var index = 0
            while index < scalars.count {
                guard Self.isAlphabetic(scalars[index]) else {
                    index += 1
                    continue
                }
                // One word: letters, joined by a hyphen or an apostrophe between letters.
                var letters = 0
                var lowercase = 0
                var cased = 0
                while index < scalars.count {
                    let scalar = scalars[index]
                    if Self.isAlphabetic(scalar) {
                        letters += 1
                        if Self.isLowercase(scalar) { lowercase += 1 }
                        if Self.isCased(scalar) { cased += 1 }
                        if isUnspaced(scalar) { unspaced += 1 }
                    } else if !(["-", "'", "\u{2019}"].contains(scalar) && index + 1 < scalars.count
                                && Self.isAlphabetic(scalars[index + 1])) {
                        break
                    }
                    index += 1
                }
                if unspaced >= 2 { return true }
                // Capitals only: an acronym. A word in lower case (or of a caseless script) after the first makes
                // running text; the first word is capitalized in any sentence.
                guard lowercase > 0 || cased == 0 else { continue }
                words += 1
                if words > 1, letters >= 2, lowercase == cased { lowercaseWords += 1 }
                if lowercaseWords > 0 { return true }
            }
        }
        return false
    }

    /// Whether `value` has an English-looking word outside its placeholders: four Latin letters or more, one of them
    /// lower case (`days`, `Bots`), that is no unit (`kcal`, `Mbps`) and no code. A plural form that reads as its
    /// source's with such a word is text left untranslated where the form could not be a word of the language
    /// (another script, or the source's inflected pair copied whole), though one word is not running text.
    package static func hasLatinWord(_ value: String) -> Bool {
        let text = StringsDictionary.removingVariableReferences(from: value)
        return FormatString(text).pieces.contains { piece in
            guard case .text(let text) = piece else { return false }
            return text.unicodeScalars.split(whereSeparator: { !Self.isAlphabetic($0) }).contains { word in
                word.count >= 4 && word.allSatisfy { $0.isASCII } && word.contains { Self.isLowercase($0) }
                    && !latinUnits.contains(String(String.UnicodeScalarView(word)).lowercased())
            } && !containsCode(text)
        }
    }

    /// Units that languages of other scripts write in Latin letters too.
    private static let latinUnits: Set<String> = ["kcal", "kbps", "mbps", "gbps", "tbps"]

    /// Whether a token is code rather than words: a URL, a dotted or snake_case name, or a camelCase identifier
    /// (two lower-case letters, then a capital and a lower-case one: `ignoreEvents`, not `iPhone` or `macOS`).
    /// Whether a word of `value` is code: a dotted or snake_case name, camelCase, a URL.
    package static func containsCode(_ value: String) -> Bool {
        value.unicodeScalars.split(whereSeparator: { Self.isWhitespace($0) }).contains { isCode(Array($0)) }
    }

    private static func isCode(_ scalars: [Unicode.Scalar]) -> Bool {
        var lowercaseRun = 0
        for (index, scalar) in scalars.enumerated() {
            if (scalar == "." || scalar == "_") && index > 0 && index + 1 < scalars.count
                && Self.isAlphabetic(scalars[index - 1]) && Self.isAlphabetic(scalars[index + 1]) {
                return true
            }
            if Self.isUppercase(scalar), lowercaseRun >= 2, index == lowercaseRun, index + 1 < scalars.count,
               Self.isLowercase(scalars[index + 1]) {
                return true
            }
            lowercaseRun = Self.isLowercase(scalar) ? lowercaseRun + 1 : 0
            if scalar == ":", index + 2 < scalars.count, scalars[index + 1] == "/", scalars[index + 2] == "/" { return true }
        }
        return false
    }

    /// Letters of scripts written without spaces between words.
    private static func isUnspaced(_ scalar: Unicode.Scalar) -> Bool {
        if Self.isIdeographic(scalar) { return true }
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F, 0x0E00...0x0EFF, 0x1780...0x17FF, 0x1000...0x109F: return true
        default: return false
        }
    }

    // Unicode properties, read from a table for non-ASCII scalars only: an ASCII scalar's are its class (a letter is
    // alphabetic and cased, A-Z upper, a-z lower; tab to carriage return and space are white space), and most copy is
    // ASCII or starts so.
    @inline(__always)
    static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (scalar.value | 0x20) &- 0x61 < 26 : scalar.properties.isAlphabetic
    }

    @inline(__always)
    static func isCased(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (scalar.value | 0x20) &- 0x61 < 26 : scalar.properties.isCased
    }

    @inline(__always)
    static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar.value &- 0x61 < 26 : scalar.properties.isLowercase
    }

    @inline(__always)
    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar.value &- 0x41 < 26 : scalar.properties.isUppercase
    }

    /// Unicode's White_Space, from its short list (a test holds it to the tables for every scalar): the lint asks it
    /// of the first and last character of every value.
    @inline(__always)
    package static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    @inline(__always)
    static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.isASCII && scalar.properties.isIdeographic
    }
}
