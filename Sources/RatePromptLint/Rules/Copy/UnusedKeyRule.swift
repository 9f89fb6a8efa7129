import RatePromptFormats
import RatePromptCore

/// A key nothing looks up: absent from the source localization (a translation's `.strings` or `.stringsdict` key, a
/// String Catalog id with translations and no source text), or an `iRate…` key RatePrompt never reads. Not for
/// InfoPlist.strings, whose keys the system reads for the Info.plist's.
struct UnusedKeyRule: LintRule {
    static let description = RuleDescription(
        id: "unused-key", category: .copy, severity: .warning,
        summary: "A key that nothing looks up: not in the source localization (a note per table and language, with "
            + "every key: a translation's `.strings` or `.stringsdict` key, a String Catalog id with translations and "
            + "no source text), or an iRate… key RatePrompt never reads.",
        rationale: "Translators spend time on it and reviewers trust it, but no user ever sees it (iRate's `ur` "
            + "tables carry an `iRateOkay` that no code reads). Keys the source no longer has are a note: a device shows "
            + "nothing wrong, and deleting them is a clean-up. An `iRate…` key RatePrompt never reads is a warning: it is "
            + "usually a misspelled prompt key, and the alert shows other copy in its place. A translation's "
            + "`.stringsdict` key that neither the source's `.stringsdict` nor its `.strings` table has is the same "
            + "leftover. A String Catalog builds a string without a source-language value from its key: where the key is "
            + "the text (`\"Rate\"`) that is right, but an id with translations and no source text "
            + "(`\"settings.title\"`, added by hand or extracted as written) shows itself to a device in the source "
            + "language, unless the code passes a default value.",
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
            // A plural string only the translation's .stringsdict has: in neither the source's .stringsdict nor its
            // .strings table ("%d ratings" is in the source's .strings: looked up).
            LintExample(
                .strings("en", "\"greeting\" = \"Hi\";\n\"%d ratings\" = \"%d ratings\";\n"),
                .stringsdict("en", key: "%d reviews", format: "%#@count@",
                    .variable("count", type: "d", ["one": "%d review", "other": "%d reviews"])),
                .strings("de", "\"greeting\" = \"Hallo\";\n"),
                .init("de.lproj/Localizable.stringsdict", LintExample.File.stringsdict("de",
                    LintExample.File.pluralEntry("%d reviews", ["one": "%d Rezension", "other": "%d Rezensionen"]) + "\n"
                    + LintExample.File.pluralEntry("%d ratings", ["one": "%d Bewertung", "other": "%d Bewertungen"]) + "\n"
                    + LintExample.File.pluralEntry("↓↳%d stars", ["one": "%d Stern", "other": "%d Sterne"])).text)),
            // String Catalog ids with translations and no English value: a device set to English shows the id.
            LintExample(.catalog(strings: """
                    "Rate" : {
                      "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Bewerten" } } }
                    },
                    ↓↳"settings.title" : {
                      "extractionState" : "manual",
                      "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } } }
                    },
                    ↳"welcome_message" : {
                      "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bienvenue" } } }
                    }
                """)),
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
            // A String Catalog's key that is its English text, an id with an English value, one Xcode extracted with
            // its default value, an abbreviation, an id written as its text in every language, an id not to translate.
            LintExample(.catalog(strings: """
                    "Rate now" : {
                      "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Jetzt bewerten" } } }
                    },
                    "settings.title" : {
                      "extractionState" : "manual",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } },
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } }
                      }
                    },
                    "onboarding.done" : {
                      "extractionState" : "extracted_with_value",
                      "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } } }
                    },
                    "e.g." : {
                      "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "z.B." } } }
                    },
                    "ledger.app" : {
                      "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "ledger.app" } } }
                    },
                    "brand_name" : {
                      "shouldTranslate" : false,
                      "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Ledger" } } }
                    }
                """)),
            // A translation's .stringsdict key that the source's .strings table has.
            LintExample(
                .strings("en", "\"%d ratings\" = \"%d ratings\";\n"),
                .stringsdict("ru", key: "%d ratings", format: "%#@count@",
                    .variable("count", type: "d", ["one": "%d оценка", "few": "%d оценки", "many": "%d оценок",
                                                   "other": "%d оценки"]))),
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
        switch file {
        case .pluralTable(let plural): return check(plural, in: context).map { [$0] } ?? []
        case .catalog(let catalog): return check(catalog, in: context).map { [$0] } ?? []
        default: break
        }
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
        if let source = sourceTable?.localization,
           let grouped = groupedFinding(members, scope: FindingGroup.scope(of: table), severity: .note,
                                        message: Self.leftovers(table.localization, source: source)) {
            findings.append(grouped)
        }
        return findings
    }

    /// The message of a translation's leftovers: keys its source localization lacks. Never shown, so no defect on a
    /// device: a note, for the clean-up.
    private static func leftovers(_ localization: String, source: String) -> @Sendable ([FindingGroup.Member]) -> String {
        { members in
            let count = members.count
            return "\(FindingGroup.count(count, "key")) in \(localization) \(count == 1 ? "is" : "are") not in the "
                + "source localization \(source) (\(FindingGroup.keyList(members))): no code looks "
                + "\(FindingGroup.pronoun(count)) up, so a device never shows \(FindingGroup.pronoun(count)). Delete "
                + "\(FindingGroup.pronoun(count)) from \(localization), or add \(FindingGroup.pronoun(count)) to "
                + "\(source) if the code asks for \(FindingGroup.pronoun(count))"
        }
    }

    /// A translation's `.stringsdict`: its keys that neither the source's `.stringsdict` nor its `.strings` table has
    /// (the bundle reads both as one table). One note for the file, as for a `.strings` table.
    private func check(_ plural: PluralTable, in context: LintContext) -> LintFinding? {
        guard plural.dictionary.isLoadable, plural.name != "InfoPlist",
              LocalizationName.isSelectedByDevices(plural.localization),
              let source = context.source(ofPluralTable: plural) else { return nil }
        // A source file that cannot be read says nothing of which keys it has.
        if let sourcePlural = source.pluralTable, !sourcePlural.dictionary.isLoadable { return nil }
        if let sourceTable = source.table, !sourceTable.file.isLoadable { return nil }
        let sourcePluralKeys = Set(source.pluralTable?.dictionary.entries.map(\.key) ?? [])
        let sourceStrings = source.table.map { context.lintTable($0) }
        // The ids another file makes the system look up, and the keys the code asks for, are used (any table of the
        // group answers for it).
        let groupTable = context.table(besidePluralTable: plural) ?? source.table
        let lookedUp = groupTable.map { context.lookedUpKeys(in: $0) } ?? []
        var members: [FindingGroup.Member] = []
        for entry in plural.dictionary.entries {
            let key = entry.key
            guard !sourcePluralKeys.contains(key), sourceStrings?.index(of: key) == nil, !lookedUp.contains(key),
                  !(groupTable.map { context.codeUses(key, in: $0) } ?? false) else { continue }
            members.append(.init(key: key, location: FileLocation(path: plural.dictionary.path, position: entry.keyPosition)))
        }
        let sourceLocalization = source.pluralTable?.localization ?? source.table?.localization ?? ""
        return groupedFinding(members, severity: .note,
                              message: Self.leftovers(plural.localization, source: sourceLocalization))
    }

    /// A String Catalog's ids with translations and no source-language text: Xcode builds each from its key, which a
    /// device in the source language then shows. Only keys that read as ids (`settings.title`, `welcome_message`)
    /// whose translations are other text, added by hand or extracted as written: a key that is its own text is right
    /// as it is, and one Xcode extracted with a default value has that value.
    private func check(_ catalog: StringCatalog, in context: LintContext) -> LintFinding? {
        guard catalog.kind == .catalog, catalog.isLoadable, let sourceLanguage = catalog.sourceLanguage else { return nil }
        var members: [FindingGroup.Member] = []
        for entry in catalog.entries where entry.shouldTranslate && entry.localizations[sourceLanguage] == nil {
            switch entry.extractionState {
            case nil, "manual", "automatic": break
            default: continue
            }
            let key = entry.key
            guard Self.isIdentifier(key), !StringKey.isInterfaceBuilderObject(key),
                  // A translation that is other text than the key: the key is no text of its own.
                  entry.localizations.values.contains(where: { unit in
                      unit.hasVariations || unit.value.map { $0 != key && !$0.isEmpty } == true
                  }) else { continue }
            members.append(.init(key: key, location: FileLocation(path: catalog.path, position: entry.keyPosition)))
        }
        let language = FindingGroup.languageName(sourceLanguage)
        let code = sourceLanguage
        return groupedFinding(members, scope: sourceLanguage,
                              severity: .note) { members in
            let count = members.count
            return "\(FindingGroup.count(count, "string")) \(count == 1 ? "has" : "have") translations but no \(code) "
                + "text (\(FindingGroup.keyList(members))): Xcode builds \(count == 1 ? "its" : "each") \(code) value "
                + "from the key, so a device set to \(language) shows the key itself, or the default value the code "
                + "passes. Write the \(code) text\(count == 1 ? "" : "s"), or delete \(FindingGroup.pronoun(count)) if no "
                + "code asks for \(FindingGroup.pronoun(count))"
        }
    }

    /// Whether a catalog key reads as an id, not as text: ASCII letters, digits, `.`, `_` and `-` only, in two or more
    /// parts split by `.` or `_`, one of them a word of two letters or more (`settings.title`, `welcome_message`;
    /// not `e.g.`, `v1.2` or a word).
    static func isIdentifier(_ key: String) -> Bool {
        var parts = 0
        var hasWord = false
        var letters = 0
        var length = 0
        for byte in key.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                letters += 1
                length += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                length += 1
            case UInt8(ascii: "."), UInt8(ascii: "_"):
                if length > 0 { parts += 1 }
                if letters >= 2 { hasWord = true }
                letters = 0
                length = 0
            default:
                return false
            }
        }
        if length > 0 { parts += 1 }
        if letters >= 2 { hasWord = true }
        return parts >= 2 && hasWord
    }
}
