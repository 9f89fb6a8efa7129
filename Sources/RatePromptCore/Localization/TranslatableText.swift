import RatePromptFormats

/// Whether a string has anything to translate: the one answer the lint rules and the translators' page give.
package enum TranslatableText {
    /// True when `value` has a letter (any script's) outside its printf specifiers and `%#@variable@` references.
    /// A string of placeholders, digits, punctuation, symbols and whitespace only (`%@`, `%1$@ – %2$@`, `\n`, `, `,
    /// `%lld ★`, `1/5`, a plural string's `%#@count@`) reads the same in every language: a translation equal to its
    /// source there is not untranslated.
    package static func needsTranslation(_ value: String) -> Bool {
        // Most strings start with a letter: no parse needed for them.
        if let first = value.unicodeScalars.first, first.properties.isAlphabetic { return true }
        return FormatString(StringsDictionary.removingVariableReferences(from: value)).pieces.contains { piece in
            if case .text(let text) = piece { return text.unicodeScalars.contains { $0.properties.isAlphabetic } }
            return false
        }
    }
}
