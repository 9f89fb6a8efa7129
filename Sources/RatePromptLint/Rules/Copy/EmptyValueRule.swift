import RatePromptFormats
import RatePromptCore

/// An empty string, or one of whitespace only: a device shows nothing for either.
struct EmptyValueRule: LintRule {
    static let description = RuleDescription(
        id: "empty-value", category: .copy, severity: .warning,
        summary: "Empty string values, or values of whitespace only, where the source has text (an empty cancel or "
            + "remind label is allowed where the source is empty too: it hides the button): one finding per table, "
            + "with every key.",
        rationale: "An empty title or message shows a blank alert; an empty button label hides the button in that "
            + "language only. A translation of spaces or line breaks only shows as nothing too (in the source such a "
            + "value is usually deliberate, a separator or a spacer, and so is a translation's of a source piece with "
            + "whitespace at its edges, such as ` at `, that the code joins to other text). A translation that is empty "
            + "where its source is empty too is as its source wants it, "
            + "the empty key of a String Catalog (`Text(\"\")`) is empty in every language by design, and a key the "
            + "source lacks is `unused-key`'s.",
        triggering: [
            LintExample(.strings("en", "\"iRateMessageTitle\" = ↓\"\";\n")),
            LintExample(
                .strings("en", "\"iRateRemindButton\" = \"Later\";\n"),
                .strings("fr", "\"iRateRemindButton\" = ↓\"\";\n")),
            // A translation's empty strings: one finding, at the first, with every key.
            LintExample(
                .strings("en", "\"title\" = \"Rate Ledger\";\n\"later\" = \"Later\";\n\"rate\" = \"Rate\";\n"),
                .strings("sv", "\"title\" = ↓↳\"\";\n\"later\" = \"Senare\";\n\"rate\" = ↳\"\";\n")),
            // Empty in the source and in its translation: one finding, on the source.
            LintExample(
                .strings("en", "\"iRateMessageTitle\" = ↓\"\";\n"),
                .strings("fr", "\"iRateMessageTitle\" = \"\";\n")),
            // Only whitespace (a space, a no-break space, a line break): nothing shows, as for an empty value.
            LintExample(
                .strings("en", "\"title\" = \"Rate Ledger\";\n\"later\" = \"Later\";\n\"rate\" = \"Rate\";\n"),
                .strings("de", "\"title\" = ↓↳\" \";\n\"later\" = ↳\"\u{00A0}\";\n\"rate\" = ↳\"\\n\";\n")),
            // In a String Catalog: a translation of spaces.
            LintExample(.catalog(strings: """
                    "Share" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : ↓"  " } },
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Partager" } }
                      }
                    }
                """)),
        ],
        nonTriggering: [
            LintExample(
                .strings("en", "\"iRateRemindButton\" = \"\";\n"),
                .strings("fr", "\"iRateRemindButton\" = \"\";\n")),
            // A key the source no longer has: unused-key's, whatever its value.
            LintExample(
                .strings("en", "\"done\" = \"Done\";\n"),
                .strings("fr", "\"done\" = \"Terminé\";\n\"screen\" = \"\";\n")),
            // Whitespace where the source has whitespace too (a separator): as the source wants it, and the source's
            // own whitespace is deliberate.
            LintExample(
                .strings("en", "\"separator\" = \" \";\n"),
                .strings("fr", "\"separator\" = \" \";\n")),
            // A piece the code joins to other text (" at " between a name and a time): Japanese needs no word there,
            // only the space.
            LintExample(
                .strings("en", "\"summary.joiner\" = \" at \";\n"),
                .strings("ja", "\"summary.joiner\" = \" \";\n")),
            // A catalog's empty key, and a key of a space: their source text is the key itself, and translators copy it.
            LintExample(.catalog(strings: """
                    "" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "" } },
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "" } }
                      }
                    },
                    " " : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : " " } }
                      }
                    },
                    "Done" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } }
                      }
                    }
                """)),
        ])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .table(let table) = file, LocalizationName.isSelectedByDevices(table.localization) else { return [] }
        let source = context.sourceLintTable(for: table)
        let prepared = context.lintTable(table)
        let shadowed = context.keysShadowedByStringsdict(in: table)
        // A catalog's string marked not to translate is `unwanted-translation`'s alone.
        let notToTranslate = context.keysNotToTranslate(in: table) ?? []
        let members: [FindingGroup.Member] = prepared.entries.indices.compactMap { offset in
            guard prepared.withValueUTF8(at: offset, BlankText.isBlank) == true else { return nil }
            let entry = prepared.entries[offset]
            guard
                  shadowed.isEmpty || !shadowed.contains(entry.key),
                  notToTranslate.isEmpty || !notToTranslate.contains(entry.key),
                  // The empty key (or one of spaces) asks for nothing: its value is what any language gives it.
                  !entry.withKeyUTF8(BlankText.isBlank) else { return nil }
            let isEmpty = prepared.withValueUTF8(at: offset, { $0.isEmpty }) == true
            // Whitespace in the source is usually deliberate (a separator, a spacer): only a translation's is a slip.
            if !isEmpty, source == nil { return nil }
            let sourceOffset = prepared.sourceIndex(ofEntryAt: offset)
            // A key its source lacks is shown nowhere: `unused-key` says to delete it.
            if source != nil, sourceOffset == nil { return nil }
            // Empty (or blank) as its source is: one finding, on the source, if that is a mistake.
            if let sourceOffset, source?.withValueUTF8(at: sourceOffset, BlankText.isBlank) == true { return nil }
            // A source with whitespace at an edge is a piece the code joins to other text (` at `, `, `): a language
            // that needs no word there keeps only the space, which shows as one.
            if !isEmpty, let sourceOffset,
               source?.withValueUTF8(at: sourceOffset, BlankText.hasEdgeWhitespace) == true { return nil }
            if let key = PromptKey(rawValue: entry.key), key.emptyHides, context.isPromptTable(table), source == nil {
                return nil
            }
            return .init(key: entry.key, location: context.valueLocation(entry, in: table),
                         detail: isEmpty ? nil : Self.onlyWhitespace,
                         text: sourceOffset.flatMap { source?.entries[$0].value.stringValue })
        }
        // One table's empty strings are one task: a translator's, or the source writer's. Most tables have none,
        // and no message (a language's name) is made for them.
        guard !members.isEmpty else { return [] }
        let localization = table.localization
        let message: @Sendable ([FindingGroup.Member]) -> String
        if let sourceLocalization = source?.table.localization {
            let language = FindingGroup.languageName(localization)
            message = { members in
                "\(FindingGroup.count(members.count, "string")) in \(localization) \(members.count == 1 ? "is" : "are") "
                    + Self.emptiness(members) + " where \(sourceLocalization) has text (\(FindingGroup.keyList(members))): a device set to \(language) "
                    + "shows nothing there, a blank label, title or button. Translate \(FindingGroup.pronoun(members.count))"
            }
        } else {
            message = { members in
                "\(FindingGroup.count(members.count, "string")) in \(localization) \(members.count == 1 ? "is" : "are") "
                    + Self.emptiness(members) + " (\(FindingGroup.keyList(members))): a device shows nothing there, in this language and in every "
                    + "translation that copies \(FindingGroup.pronoun(members.count)). Write the text, or delete "
                    + "\(members.count == 1 ? "the key" : "the keys") if no code uses \(FindingGroup.pronoun(members.count))"
            }
        }
        return groupedFinding(members, scope: FindingGroup.scope(of: table), message: message).map { [$0] } ?? []
    }

    /// A member's detail when its value is whitespace, not empty.
    private static let onlyWhitespace = "only whitespace"

    /// `empty`, `only whitespace`, or `empty or only whitespace (2 only whitespace)`, as the members are.
    private static func emptiness(_ members: [FindingGroup.Member]) -> String {
        let blank = members.count { $0.detail == onlyWhitespace }
        if blank == 0 { return "empty" }
        if blank == members.count { return members.count == 1 ? "only whitespace" : "only whitespace each" }
        return "empty or only whitespace (\(blank) only whitespace)"
    }
}
