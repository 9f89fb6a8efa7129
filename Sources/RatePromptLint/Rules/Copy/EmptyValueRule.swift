import RatePromptFormats
import RatePromptCore

/// An empty string.
struct EmptyValueRule: LintRule {
    static let description = RuleDescription(
        id: "empty-value", category: .copy, severity: .warning,
        summary: "Empty string values where the source has text (an empty cancel or remind label is allowed where "
            + "the source is empty too: it hides the button): one finding per table, with every key.",
        rationale: "An empty title or message shows a blank alert; an empty button label hides the button in that "
            + "language only. A translation that is empty where its source is empty too is as its source wants it, "
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
        ],
        nonTriggering: [
            LintExample(
                .strings("en", "\"iRateRemindButton\" = \"\";\n"),
                .strings("fr", "\"iRateRemindButton\" = \"\";\n")),
            // A key the source no longer has: unused-key's, whatever its value.
            LintExample(
                .strings("en", "\"done\" = \"Done\";\n"),
                .strings("fr", "\"done\" = \"Terminé\";\n\"screen\" = \"\";\n")),
            // A catalog's empty key: its source text is the key itself, and translators copy it.
            LintExample(.catalog(strings: """
                    "" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "" } },
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "" } }
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
            let entry = prepared.entries[offset]
            guard entry.withStringValueUTF8({ $0.isEmpty }) == true,
                  shadowed.isEmpty || !shadowed.contains(entry.key),
                  notToTranslate.isEmpty || !notToTranslate.contains(entry.key),
                  // The empty key asks for nothing: its empty value is what any language gives it.
                  entry.withKeyUTF8({ !$0.isEmpty }) else { return nil }
            let sourceOffset = prepared.sourceIndex(ofEntryAt: offset)
            // A key its source lacks is shown nowhere: `unused-key` says to delete it.
            if source != nil, sourceOffset == nil { return nil }
            // Empty as its source is: one finding, on the source, if that is a mistake.
            if sourceOffset.flatMap({ source?.entries[$0].value }) == .string("") { return nil }
            if let key = PromptKey(rawValue: entry.key), key.emptyHides, context.isPromptTable(table), source == nil {
                return nil
            }
            return .init(key: entry.key, location: context.valueLocation(entry, in: table),
                         text: sourceOffset.flatMap { source?.entries[$0].value.stringValue })
        }
        // One table's empty strings are one task: a translator's, or the source writer's.
        let localization = table.localization
        let message: @Sendable ([FindingGroup.Member]) -> String
        if let sourceLocalization = source?.table.localization {
            let language = FindingGroup.languageName(localization)
            message = { members in
                "\(FindingGroup.count(members.count, "string")) in \(localization) \(members.count == 1 ? "is" : "are") empty "
                    + "where \(sourceLocalization) has text (\(FindingGroup.keyList(members))): a device set to \(language) "
                    + "shows nothing there, a blank label, title or button. Translate \(FindingGroup.pronoun(members.count))"
            }
        } else {
            message = { members in
                "\(FindingGroup.count(members.count, "string")) in \(localization) \(members.count == 1 ? "is" : "are") empty "
                    + "(\(FindingGroup.keyList(members))): a device shows nothing there, in this language and in every "
                    + "translation that copies \(FindingGroup.pronoun(members.count)). Write the text, or delete "
                    + "\(members.count == 1 ? "the key" : "the keys") if no code uses \(FindingGroup.pronoun(members.count))"
            }
        }
        return groupedFinding(members, scope: FindingGroup.scope(of: table), message: message).map { [$0] } ?? []
    }
}
