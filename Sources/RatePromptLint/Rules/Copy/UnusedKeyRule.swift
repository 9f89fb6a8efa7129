import RatePromptFormats
import RatePromptCore

/// A key nothing looks up: absent from the source localization, or an `iRate…` key RatePrompt never reads. Not for
/// InfoPlist.strings, whose keys the system reads for the Info.plist's.
struct UnusedKeyRule: LintRule {
    static let description = RuleDescription(
        id: "unused-key", category: .copy, severity: .warning,
        summary: "A key that nothing looks up: not in the source localization (a note per table, with every key), or an "
            + "iRate… key RatePrompt never reads.",
        rationale: "Translators spend time on it and reviewers trust it, but no user ever sees it (iRate's `ur` "
            + "tables carry an `iRateOkay` that no code reads). Keys the source no longer has are a note: a device shows "
            + "nothing wrong, and deleting them is a clean-up. An `iRate…` key RatePrompt never reads is a warning: it is "
            + "usually a misspelled prompt key, and the alert shows other copy in its place.",
        triggering: [
            // An id that the intent definition no longer has.
            LintExample(
                .init("Base.lproj/Widget.intentdefinition", Self.intentDefinition),
                .strings("en", "\"tT1uU2\" = \"Show Tally\";\n", table: "Widget"),
                .strings("fr", "\"tT1uU2\" = \"Afficher Tally\";\n↓\"oLd9zz\" = \"Mois\";\n", table: "Widget")),
            LintExample(
                .strings("en", "\"iRateRateButton\" = \"Rate\";\n"),
                .strings("ur", "\"iRateRateButton\" = \"ریٹ\";\n↓\"iRateOkay\" = \"ٹھیک ہے\";\n")),
            LintExample(.strings("en", "\"iRateRateButton\" = \"Rate\";\n↓\"iRateOkay\" = \"OK\";\n")),
            // Keys the source dropped, left in a translation: one finding for the table, with every key.
            LintExample(
                .strings("en", "\"title\" = \"Title\";\n"),
                .strings("ro", "↓↳\"screen\" = \"Ecran\";\n\"title\" = \"Titlu\";\n↳\"active_screen\" = \"Ecranul activ\";\n")),
        ],
        nonTriggering: [
            LintExample(
                .strings("en", "\"iRateRateButton\" = \"Rate\";\n\"greeting\" = \"Hi\";\n"),
                .strings("fr", "\"iRateRateButton\" = \"Noter\";\n\"greeting\" = \"Salut\";\n")),
            // A catalog string English varies by plural and Japanese does not.
            LintExample(.catalog(strings: """
                    "%lld files" : { "localizations" : {
                      "en" : { "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                      } } },
                      "ja" : { "stringUnit" : { "state" : "translated", "value" : "%lld 個のファイル" } }
                    } }
                """)),
            // The system looks up an intent definition's ids in its table, whatever the source's table holds.
            LintExample(
                .init("Base.lproj/Widget.intentdefinition", Self.intentDefinition),
                .strings("en", "\"tT1uU2\" = \"Show Tally\";\n", table: "Widget"),
                .strings("fr", "\"tT1uU2\" = \"Afficher Tally\";\n\"Wk7pQ2\" = \"Semaine\";\n", table: "Widget")),
            // A Settings pane's titles are looked up in its table, whatever the source holds (the source's missing
            // identifier is missing-key's).
            LintExample(
                .settingsPane(titles: ["SETTINGS_GENERIC_TITLE", "Reset on launch"]),
                .init("Settings.bundle/en.lproj/Root.strings", "\"Reset on launch\" = \"Reset on launch\";\n"),
                .init("Settings.bundle/fr.lproj/Root.strings",
                      "\"SETTINGS_GENERIC_TITLE\" = \"Général\";\n\"Reset on launch\" = \"Réinitialiser au lancement\";\n")),
            // The system reads every key of InfoPlist.strings.
            LintExample(
                .strings("en", "\"CFBundleDisplayName\" = \"Ledger\";\n", table: "InfoPlist"),
                .strings("fr", "\"CFBundleDisplayName\" = \"Ledger\";\n\"NSCameraUsageDescription\" = \"Scanner\";\n",
                         table: "InfoPlist")),
            // The source keeps "%d ratings" in its .stringsdict; a language without plural forms in its table.
            LintExample(
                .strings("en", "\"greeting\" = \"Hi\";\n"),
                .stringsdict("en", key: "%d ratings", format: "%#@count@",
                    .variable("count", type: "d", ["one": "%d rating", "other": "%d ratings"])),
                .strings("ja", "\"greeting\" = \"こんにちは\";\n\"%d ratings\" = \"評価 %d 件\";\n")),
        ])

    /// An intent definition whose texts' ids are `tT1uU2` (the intent's title) and `Wk7pQ2` (an enum value's name).
    private static let intentDefinition = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>INEnums</key>
            <array><dict>
                <key>INEnumName</key><string>Period</string>
                <key>INEnumValues</key>
                <array><dict>
                    <key>INEnumValueDisplayName</key><string>Week</string>
                    <key>INEnumValueDisplayNameID</key><string>Wk7pQ2</string>
                </dict></array>
            </dict></array>
            <key>INIntents</key>
            <array><dict>
                <key>INIntentTitle</key><string>Show Tally</string>
                <key>INIntentTitleID</key><string>tT1uU2</string>
            </dict></array>
        </dict>
        </plist>

        """

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        // The system reads InfoPlist.strings for the Info.plist's keys, whichever the source localization lists.
        guard case .table(let table) = file, table.file.isLoadable, !(table.name == "InfoPlist" && !table.isFromCatalog),
              LocalizationName.isSelectedByDevices(table.localization) else { return [] }
        let sourceTable = context.sourceTable(for: table)
        let isPromptTable = context.isPromptTable(table)
        let prepared = context.lintTable(table)
        // A key the source keeps in its `.stringsdict` (a plural string) is looked up like any other.
        // So is a key the source varies by plural or device in a String Catalog.
        let sourcePlurals = sourceTable.flatMap { context.stringsdictKeys(of: $0) ?? context.keysWithVariations(in: $0) } ?? []
        // Keys another file makes the system look up in this table (an intent definition's ids) are used.
        let lookedUp = context.lookedUpKeys(in: table)
        var findings: [LintFinding] = []
        var members: [FindingGroup.Member] = []
        for (offset, entry) in prepared.entries.enumerated() {
            if isPromptTable, entry.withKeyUTF8({ $0.starts(with: "iRate".utf8) }), PromptKey(rawValue: entry.key) == nil {
                findings.append(finding("\"\(entry.key)\" is not a prompt key: RatePrompt (like iRate) never reads it",
                                        at: context.keyLocation(entry, in: table), key: entry.key))
            } else if sourceTable != nil, prepared.sourceIndex(ofEntryAt: offset) == nil, !sourcePlurals.contains(entry.key),
                      // A key the code asks for is used whatever the source holds (an English text as its own key
                      // needs no English entry), and so is one the code may build at run time.
                      !lookedUp.contains(entry.key), !context.codeUses(entry.key, in: table) {
                members.append(.init(key: entry.key, location: context.keyLocation(entry, in: table)))
            }
        }
        // A translation's leftovers (keys the source dropped) are one clean-up of its file.
        if let source = sourceTable?.localization {
            let localization = table.localization
            // Never shown, so no defect on a device: a note, for the clean-up.
            let grouped = groupedFinding(members, scope: FindingGroup.scope(of: table), severity: .note) { members in
                let count = members.count
                return "\(FindingGroup.count(count, "key")) in \(localization) \(count == 1 ? "is" : "are") not in the "
                    + "source localization \(source) (\(FindingGroup.keyList(members))): no code looks "
                    + "\(FindingGroup.pronoun(count)) up, so a device never shows \(FindingGroup.pronoun(count)). Delete "
                    + "\(FindingGroup.pronoun(count)) from \(localization), or add \(FindingGroup.pronoun(count)) to "
                    + "\(source) if the code asks for \(FindingGroup.pronoun(count))"
            }
            if let grouped { findings.append(grouped) }
        }
        return findings
    }
}
