extension PlaceholderMismatchRule {
    /// Named placeholders (Xcode 26's `%(name)lld`, `%1$(name)@`): a translation that drops a named argument, reads
    /// one as another type, uses one twice and another never, or names them otherwise than its source. Xcode builds
    /// `%1$(name)@` into `%1$@`: the device reads each argument by its number.
    static let namedTriggeringExamples: [LintExample] = [
        // Dropped, retyped, and one argument twice where the source reads two.
        LintExample(.catalog(strings: named("unlock.vault", source: "Unlock %1$(vaultName)@ for %2$(minutes)lld minutes", [
            ("de", "↓\"%1$(vaultName)@ entsperren\""),
            ("fr", "↓\"Déverrouiller %1$(vaultName)@ pendant %2$(minutes)@ minutes\""),
            ("it", "↓\"Sblocca %1$(vaultName)@ per %1$(vaultName)@ minuti\""),
        ]))),
        // Two names swapped: the device shows the sender where the translation means the recipient (an error); a name
        // the source does not use is a warning (the value is right, the label is not the code's).
        LintExample(.catalog(strings: named("message.sent", source: "%1$(sender)@ sent %2$(recipient)@ a message", [
            ("de", "↓\"%1$(recipient)@ bekam von %2$(sender)@ eine Nachricht\""),
            ("fr", "↓\"%1$(expéditeur)@ a envoyé un message à %2$(recipient)@\""),
        ]))),
        // Unnumbered named placeholders in another order than the source's: printf numbers them by their order, and
        // nothing Apple documents says Xcode numbers them by name; a warning, asking for the numbers.
        LintExample(.catalog(strings: named("message.sent", source: "%(sender)@ sent %(recipient)@ a message", [
            ("de", "↓\"%(recipient)@ bekam von %(sender)@ eine Nachricht\""),
        ]))),
    ]

    static let namedNonTriggeringExamples: [LintExample] = [
        // Reordered by number, names kept; or written without the names, which the device never sees.
        LintExample(.catalog(strings: named("message.sent", source: "%1$(sender)@ sent %2$(recipient)@ a message", [
            ("de", "\"%2$(recipient)@ bekam von %1$(sender)@ eine Nachricht\""),
            ("fr", "\"%1$@ a envoyé un message à %2$@\""),
            ("ja", "\"%1$(sender)@から%2$(recipient)@へのメッセージ\""),
        ]))),
        LintExample(.catalog(strings: named("landmarks %lld", source: "%(landmarkCount)lld landmarks", [
            ("de", "\"%(landmarkCount)lld Sehenswürdigkeiten\""),
            ("fr", "\"%lld lieux\""),
        ]))),
    ]

    /// A catalog string `key` whose English value is `source` and whose other localizations are `translations`
    /// (each value as written in the file, quoted, with its markers).
    private static func named(_ key: String, source: String, _ translations: [(String, String)]) -> String {
        var localizations = ["\"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(source)\" } }"]
        for (language, value) in translations {
            localizations.append("\"\(language)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \(value) } }")
        }
        return """
                "\(key)" : {
                  "localizations" : {
                    \(localizations.joined(separator: ",\n            "))
                  }
                }
            """
    }
}
