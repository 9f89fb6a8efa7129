import RatePromptFormats
import RatePromptCore

/// Keys of the source localization that a translation lacks, and what a device shows in their place: one finding per
/// table and language, every such key a key of it.
struct MissingKeyRule: LintRule {
    static let description = RuleDescription(
        id: "missing-key", category: .copy, severity: .warning,
        summary: "Keys of the source localization (its `.strings` and `.stringsdict`) missing from a translation: one "
            + "finding per table and language, with every key, saying what a device shows instead.",
        rationale: "A bundle reads a table from one localization only: a key missing there is not looked up in the "
            + "source language. An app string shows its key (or the default value the code passes; a String Catalog's "
            + "key is usually its source text); a key of InfoPlist.strings shows the Info.plist's value, a storyboard's or "
            + "xib's string its interface file's text; a prompt "
            + "string falls through to the next layer (RatePrompt's copy), so one alert mixes two voices. The keys one "
            + "translation lacks are one task: one finding at the start of its table (for a String Catalog or an XLIFF "
            + "file, at the source's line of the first key, per language), listing every key at its source line. A key "
            + "of the source's `.stringsdict` that the translation has in its `.strings` file is there (the same text "
            + "for every count). A translation with a `.stringsdict` and no `.strings` table lacks the keys of the "
            + "source's `.strings` too: the bundle reads the table from that folder alone.",
        triggering: [
            LintExample(
                .strings("en", "\"iRateMessageTitle\" = \"Rate %@\";\n↳\"greeting\" = \"Hello\";\n"),
                .strings("fr", "↓\"iRateMessageTitle\" = \"Noter %@\";\n")),
            // A translation lacking most of the source's keys: one finding for the table, with every key.
            LintExample(
                .strings("en", "\"step.1\" = \"Step 1\";\n" + (2...12).map { "↳\"step.\($0)\" = \"Step \($0)\";\n" }.joined()),
                .strings("fr", "↓\"step.1\" = \"Étape 1\";\n")),
            // A Base table beside the source table is read by a localization without a table of its own (de).
            LintExample(
                .strings("en", "\"greeting\" = \"Hello\";\n↳\"bye\" = \"Bye\";\n"),
                .strings("Base", "↓\"greeting\" = \"Hello\";\n"),
                .strings("fr", "\"greeting\" = \"Bonjour\";\n\"bye\" = \"Au revoir\";\n"),
                .strings("de", "\"CFBundleDisplayName\" = \"Grüße\";\n", table: "InfoPlist")),
            // The source's plural strings, in no file of the translation: part of its table's finding. "%d files" is
            // in the translation's .strings file, one text for every count: there.
            LintExample(
                .strings("en", "\"greeting\" = \"Hello\";\n"),
                .stringsdict("en", Self.plural("%d days left", "↳") + "\n" + Self.plural("%d files")),
                .strings("fr", "↓\"greeting\" = \"Bonjour\";\n\"%d files\" = \"%d fichiers\";\n")),
            // A translation with a .stringsdict and no .strings table: at its .stringsdict. The bundle reads the whole
            // table from uk.lproj, so the source's .strings keys show themselves too.
            LintExample(
                .strings("en", "↳\"greeting\" = \"Hello\";\n"),
                .stringsdict("en", Self.plural("%d days left") + "\n" + Self.plural("%d files", "↳")),
                .init("uk.lproj/Localizable.stringsdict", "↓" + LintExample.File.stringsdict("uk", Self.plural("%d days left")).text)),
            // The source has no .stringsdict: the translation's plural string is one of its .strings keys.
            LintExample(
                .strings("en", "\"%d days left\" = \"%d days left\";\n↳\"greeting\" = \"Hello\";\n"),
                .init("uk.lproj/Localizable.stringsdict", "↓" + LintExample.File.stringsdict("uk", Self.plural("%d days left")).text)),
            // A String Catalog: one finding per language, at the source's line of its first missing key.
            LintExample(.init("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    ↓↳"Later" : {
                      "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Plus tard" } } }
                    },
                    ↓↳"Rate" : {
                      "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Bewerten" } } }
                    },
                    ↳"Share" : {
                      "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Teilen" } } }
                    }
                  },
                  "version" : "1.0"
                }
                """)),
            // A string the source varies by plural is missing where a language has none of it (de); one varied by
            // device lacks a branch where the translation varies by device without it (fr: a Mac shows its other
            // text). A translation without device variations reads the same on every device (de).
            LintExample(.catalog(strings: """
                    "%lld files" : { "localizations" : {
                      "en" : ↓↳{ "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                      } } },
                      "fr" : { "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichier" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichiers" } }
                      } } }
                    } },
                    "Tap to open" : { "localizations" : {
                      "en" : ↓↳{ "variations" : { "device" : {
                        "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click to open" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap to open" } }
                      } } },
                      "de" : { "stringUnit" : { "state" : "translated", "value" : "Zum Öffnen tippen" } },
                      "fr" : { "variations" : { "device" : {
                        "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Touchez pour ouvrir" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "Touchez pour ouvrir" } }
                      } } }
                    } }
                """)),
            // A translator's XLIFF: its units without a target, across the tables it holds.
            LintExample(.xliff("de", [
                (original: "App/en.lproj/Localizable.strings", units: [
                    (id: "↓↳greeting", source: "Welcome back", target: nil),
                    (id: "done", source: "Done", target: "Fertig"),
                ]),
                (original: "App/Settings.xcstrings", units: [
                    (id: "↳Sync now", source: "Sync now", target: nil),
                    (id: "Sign out", source: "Sign out", target: "Abmelden"),
                ]),
            ])),
            // A Settings pane names an identifier the source's Root.strings lacks: the Settings app shows it as
            // written to every device in the source language (the titles that are already text show rightly).
            LintExample(
                .settingsPane(titles: ["SETTINGS_GENERIC_TITLE", "Reset on launch"]),
                .init("Settings.bundle/en.lproj/Root.strings", "↓\"Reset on launch\" = \"Reset on launch\";\n"),
                .init("Settings.bundle/fr.lproj/Root.strings",
                      "\"SETTINGS_GENERIC_TITLE\" = \"Général\";\n\"Reset on launch\" = \"Réinitialiser au lancement\";\n")),
        ],
        nonTriggering: [
            LintExample(
                .strings("en", "\"iRateMessageTitle\" = \"Rate %@\";\n"),
                .strings("fr", "\"iRateMessageTitle\" = \"Noter %@\";\n")),
            // A folder no device selects (qqq, a private-use code): what it lacks, no device shows.
            LintExample(
                .strings("en", "\"greeting\" = \"Hello\";\n\"bye\" = \"Bye\";\n"),
                .strings("qqq", "\"greeting\" = \"Shown on the first screen\";\n")),
            // A Base table that no device reads: every localization of the bundle has its own table.
            LintExample(
                .strings("en", "\"greeting\" = \"Hello\";\n\"bye\" = \"Bye\";\n"),
                .strings("Base", "\"greeting\" = \"Hello\";\n"),
                .strings("fr", "\"greeting\" = \"Bonjour\";\n\"bye\" = \"Au revoir\";\n")),
            // In a String Catalog, a string marked not to translate and a stale one (no longer in the code).
            LintExample(.catalog(strings: """
                    "MyApp" : { "shouldTranslate" : false },
                    "Old title" : {
                      "extractionState" : "stale",
                      "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Old" } } }
                    },
                    "Rate" : {
                      "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Bewerten" } } }
                    }
                """)),
            // A catalog string that Russian varies by plural and English does not.
            LintExample(.catalog(strings: """
                    "%lld files" : { "localizations" : {
                      "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } },
                      "ru" : { "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } }
                      } } }
                    } }
                """)),
            // A key the translation keeps in its .stringsdict, which a bundle reads before the .strings table.
            LintExample(
                .strings("en", "\"greeting\" = \"Hello\";\n\"days left\" = \"%d days left\";\n"),
                .strings("ru", "\"greeting\" = \"Привет\";\n"),
                .stringsdict("ru", key: "days left", format: "%#@days@",
                    .variable("days", type: "d", [
                        "one": "Остался %d день", "few": "Осталось %d дня", "many": "Осталось %d дней",
                        "other": "Осталось %d дня",
                    ]))),
        ])

    /// A `.stringsdict` entry `key` with a plural variable, `marker` before its `<key>`.
    private static func plural(_ key: String, _ marker: String = "") -> String {
        LintExample.File.pluralEntry(marker + key, ["one": "%d", "other": "%d"])
    }

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        switch file {
        case .table(let table) where !table.isFromCatalog:
            return check(table, in: context).map { [$0] } ?? []
        case .pluralTable(let plural):
            return check(plural, in: context).map { [$0] } ?? []
        case .catalog(let catalog):
            return check(catalog, in: context)
        default:
            return []
        }
    }

    /// What a device shows for a missing key.
    enum Shown: Hashable {
        /// The key (or the default value the code passes).
        case key
        /// The Info.plist's own value: InfoPlist.strings localizes it.
        case infoPlist
        /// A storyboard's or xib's own text.
        case interface
        /// The source language's text, which is the key of a catalog keyed by its source text.
        case sourceText(String)
        /// The development language's text, which the code's accessor shows in place of a missing key (SwiftGen's
        /// `fallback:`, R.swift's development value, a wrapper that reads the `en.lproj` table after a miss).
        case developmentText(String, accessor: String)
        /// A prompt string from the next copy layer (each member's detail says which text).
        case copy
        /// The key as the file that names it writes it (a Settings pane's title).
        case asWritten

        var phrase: String {
            switch self {
            case .key: "the key itself, or the default value the code passes"
            case .infoPlist: "the Info.plist's value, untranslated"
            case .interface: "the interface file's own text, untranslated"
            case .sourceText(let language): "the \(language) text, which is its key"
            case .developmentText(let language, let accessor): "the \(language) text, which \(accessor) falls back to"
            case .copy: "the prompt's copy from the next layer (RatePrompt's own, or the configuration's)"
            case .asWritten: "the key as the Settings pane writes it"
            }
        }
    }

    /// The message of a group: how many keys, which, what a device shows in their place, and what to do.
    static func message(
        _ localization: String, _ source: String, shown: [String: Shown], fix: String
    ) -> @Sendable ([FindingGroup.Member]) -> String {
        let language = FindingGroup.languageName(localization)
        let phrases = shown.mapValues(\.phrase)
        return { members in
            let count = members.count
            // Most tables' keys show one kind of text; a mixed table's message counts each kind.
            var tally: [String: Int] = [:]
            // A key shows itself unless `shown` says otherwise: with nothing said, no key is looked up.
            if phrases.isEmpty {
                tally[Shown.key.phrase] = count
            } else {
                // Members read in place (here and for their paths below): a copy of a member retains its texts, and a
                // language may lack thousands of keys.
                for index in members.indices { tally[phrases[members[index].key] ?? Shown.key.phrase, default: 0] += 1 }
            }
            let kinds = tally.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
            let what = kinds.count == 1 ? kinds[0].key
                : kinds.map { "\($0.key) (\(FindingGroup.count($0.value, "key")))" }.joined(separator: "; ")
            return "\(FindingGroup.count(count, "key")) of \(source) \(count == 1 ? "is" : "are") missing in \(localization) "
                + "(\(FindingGroup.keyList(members))): in \(count == 1 ? "its" : "their") place a device set to \(language) "
                + "shows \(what). Add "
                + "\(FindingGroup.pronoun(count)) \(fix)"
                // The source's plural strings go to the translation's .stringsdict.
                + (fix.hasSuffix(".strings") && members.indices.contains { members[$0].location.path.hasSuffix(".stringsdict") }
                    ? " (\(count == 1 ? "a plural string" : "the plural strings") to its .stringsdict)" : "")
        }
    }

    /// A translation's `.strings` table and the `.stringsdict` beside it: the keys of its source's that neither has.
    /// A source table: the identifiers a Settings pane names that it lacks.
    private func check(_ table: LocalizationProject.Table, in context: LintContext) -> LintFinding? {
        guard table.file.isLoadable, LocalizationName.isSelectedByDevices(table.localization) else { return nil }
        guard let prepared = context.sourceLintTable(for: table) else { return checkNamedKeys(table, in: context) }
        // A regional copy of its language's fuller table: one fix (merge, then delete) removes both findings, and
        // `stale-regional-localization` says it.
        if context.runningRules.contains("stale-regional-localization"), RegionalShadow(of: table, in: context) != nil {
            return nil
        }
        let source = prepared.table
        var missing = context.lintTable(table).missingSourceIndices
        let pluralKeys = context.stringsdictKeys(of: table) ?? []
        // A key in the translation's .stringsdict of the same table: a bundle reads it there first.
        if !pluralKeys.isEmpty { missing.removeAll { pluralKeys.contains(prepared.entries[$0].key) } }
        // Copy is resolved only for prompt keys, and only in prompt tables; every other key shows itself.
        var resolved: (CopyResolver, CopyResolver.Resolution)?
        if context.isPromptTable(table) {
            let resolver = CopyResolver(configuration: context.configuration, project: context.project, tableName: table.name,
                                        group: context.group(of: table))
            resolved = (resolver, resolver.resolution(for: [table.localization]))
        }
        // The system reads InfoPlist.strings over the Info.plist, whose own value shows for a key left out.
        let isInfoPlistTable = table.name == "InfoPlist"
        var shown: [String: Shown] = [:]
        let fallbacks = context.codeFallbackAccessors(in: source)
        // Room for them all at once: a language may lack thousands of keys, and a list grown to them filled fresh
        // memory at each step.
        var members: [FindingGroup.Member] = []
        members.reserveCapacity(missing.count)
        for offset in missing {
            // A key that is its own text with nothing to translate (`"%@"`, `"%lld. "`) shows rightly as the key.
            if Self.isOwnTextWithNothingToTranslate(offset, in: prepared) { continue }
            let key = prepared.key(at: offset)
            var detail: String?
            if let (resolver, resolution) = resolved, let promptKey = PromptKey(rawValue: key) {
                let (value, origin) = resolver.lookup(promptKey, in: resolution)
                detail = "a device shows \"\(value)\" from " + CopyLayerName.describe(origin)
                shown[key] = .copy
            } else if let accessor = fallbacks?(key) {
                shown[key] = .developmentText(FindingGroup.languageWord(source.localization), accessor: accessor)
            } else if isInfoPlistTable {
                shown[key] = .infoPlist
            } else if Self.isInterfaceBuilderKey(key) {
                shown[key] = .interface
            }
            // Else the key itself, which the message takes for any key `shown` leaves out.
            members.append(FindingGroup.Member(key: key, location: context.keyLocation(prepared.entries[offset], in: source),
                                               detail: detail, text: prepared.stringValue(at: offset)))
        }
        // The source's plural strings: a key in neither of the translation's files shows itself. One the translation
        // has in its .strings file shows that text, the same for every count: no plural forms, though translated.
        if let sourcePlural = context.pluralTable(besideTable: source), sourcePlural.dictionary.isLoadable {
            let strings = context.lintTable(table)
            for entry in sourcePlural.dictionary.entries where !pluralKeys.contains(entry.key) {
                if case .invalid = entry.rule { continue }
                guard strings.index(of: entry.key) == nil, prepared.index(of: entry.key) == nil else { continue }
                members.append(.init(key: entry.key, location: FileLocation(path: sourcePlural.dictionary.path,
                                                                              position: entry.keyPosition)))
                shown[entry.key] = .key
            }
        }
        // Most tables lack nothing: their message (the language's name, the file's) is not made.
        guard !members.isEmpty else { return nil }
        // The prompt's keys say each what shows in its place: notes in Xcode, for a few.
        return groupedFinding(members, at: table.startLocation, listsMembers: resolved != nil,
                              message: Self.message(table.localization, source.localization, shown: shown,
                                                    fix: "to \(table.file.path.split(separator: "/").suffix(2).joined(separator: "/"))"))
    }

    /// The keys a Settings pane names (`TableLookups.showsKeyWhenMissing`) that the group's source table lacks, where
    /// they are identifiers (`SETTINGS_GENERIC_TITLE`): the Settings app shows them as written. A title that is
    /// already the text (`Version`) shows rightly without an entry.
    private func checkNamedKeys(_ table: LocalizationProject.Table, in context: LintContext) -> LintFinding? {
        guard let group = context.group(of: table), let index = group.sourceTableIndex,
              context.project.tables[index].file.path == table.file.path else { return nil }
        let named = context.keysShownAsWritten(in: table)
        guard !named.isEmpty else { return nil }
        let strings = context.lintTable(table)
        let pluralKeys = context.stringsdictKeys(of: table) ?? []
        var seen: Set<String> = []
        let members = named.filter { key, _ in
            Self.isIdentifier(key) && strings.index(of: key) == nil && !pluralKeys.contains(key) && seen.insert(key).inserted
        }.map { key, file in FindingGroup.Member(key: key, location: FileLocation(path: file, position: .start)) }
        let shown = Dictionary(members.map { ($0.key, Shown.asWritten) }, uniquingKeysWith: { first, _ in first })
        let fix = "to \(table.file.path.split(separator: "/").suffix(2).joined(separator: "/"))"
        return groupedFinding(members, at: table.startLocation,
                              message: Self.message(table.localization, "the Settings pane", shown: shown, fix: fix))
    }

    /// Whether the source's entry is its own key with nothing to translate in it (`"%@" = "%@"`): the key a device
    /// shows in its place is the text itself.
    private static func isOwnTextWithNothingToTranslate(_ entry: StringsEntry) -> Bool {
        guard let value = entry.value.stringValue, value == entry.key else { return false }
        return !TranslatableText.needsTranslation(value)
    }

    /// The same for the source table's entry at `offset`, its bytes compared first: most values differ from their
    /// keys, and ASCII text that differs byte for byte is no equal `String`.
    private static func isOwnTextWithNothingToTranslate(_ offset: Int, in table: LintTable) -> Bool {
        let bytesDiffer = table.withValueUTF8(at: offset) { value in
            table.withKeyUTF8(at: offset) { key in
                !TableText.equal(value, key) && !value.contains { $0 >= 0x80 } && !key.contains { $0 >= 0x80 }
            }
        }
        guard bytesDiffer == false, let value = table.stringValue(at: offset), value == table.key(at: offset) else {
            return false
        }
        return !TranslatableText.needsTranslation(value)
    }

    /// Whether a key reads as an identifier, not as text: one word with `_` or `.`, or in capitals.
    private static func isIdentifier(_ key: String) -> Bool {
        !key.contains(where: \.isWhitespace) && (key.contains("_") || key.contains(".")
            || (key.count > 3 && key.allSatisfy { $0.isUppercase || $0.isNumber }))
    }

    /// A translation's `.stringsdict` without a `.strings` table beside it: the keys of its source's `.stringsdict`
    /// and `.strings` table that it lacks. The bundle takes the whole table from this localization's folder, which has
    /// one of the two files, so a key of the source's `.strings` shows itself as surely as a plural one does.
    private func check(_ plural: PluralTable, in context: LintContext) -> LintFinding? {
        guard context.table(besidePluralTable: plural) == nil, plural.dictionary.isLoadable,
              LocalizationName.isSelectedByDevices(plural.localization),
              let source = context.source(ofPluralTable: plural) else { return nil }
        let sourcePlural = source.pluralTable.flatMap { $0.dictionary.isLoadable ? $0 : nil }
        let sourceTable = source.table.flatMap { $0.file.isLoadable ? $0 : nil }
        guard sourcePlural != nil || sourceTable != nil else { return nil }
        let own = Set(plural.dictionary.entries.map(\.key))
        var members: [FindingGroup.Member] = []
        var shown: [String: Shown] = [:]
        for entry in sourcePlural?.dictionary.entries ?? [] where !own.contains(entry.key) && shown[entry.key] == nil {
            if case .invalid = entry.rule { continue }
            members.append(.init(key: entry.key, location: FileLocation(path: sourcePlural!.dictionary.path,
                                                                          position: entry.keyPosition)))
            shown[entry.key] = .key
        }
        if let sourceTable {
            let isPromptTable = context.isPromptTable(sourceTable)
            let fallbacks = context.codeFallbackAccessors(in: sourceTable)
            for entry in context.lintTable(sourceTable).entries where !own.contains(entry.key) && shown[entry.key] == nil {
                // A key that is its own text with nothing to translate (`"%@"`) shows rightly as the key.
                if Self.isOwnTextWithNothingToTranslate(entry) { continue }
                members.append(.init(key: entry.key, location: context.keyLocation(entry, in: sourceTable),
                                     text: entry.value.stringValue))
                if isPromptTable, PromptKey(rawValue: entry.key) != nil {
                    shown[entry.key] = .copy
                } else if let accessor = fallbacks?(entry.key) {
                    shown[entry.key] = .developmentText(FindingGroup.languageWord(sourceTable.localization), accessor: accessor)
                } else {
                    shown[entry.key] = sourceTable.name == "InfoPlist" ? .infoPlist
                        : Self.isInterfaceBuilderKey(entry.key) ? .interface : .key
                }
            }
        }
        guard !members.isEmpty else { return nil }
        let path = plural.dictionary.path
        // The source's `.strings` keys belong in a `.strings` table beside this file, its plural ones here.
        let lproj = path.split(separator: "/").suffix(2).joined(separator: "/")
        let hasStringsKeys = members.contains { !$0.location.path.hasSuffix(".stringsdict") }
        let hasPluralKeys = members.contains { $0.location.path.hasSuffix(".stringsdict") }
        let fix = !hasStringsKeys ? "to \(lproj)"
            : "to a new \(String(lproj.dropLast(".stringsdict".count))).strings"
                + (hasPluralKeys ? " (the plural strings to \(lproj))" : "")
        return groupedFinding(members, at: FileLocation(path: path, position: .start), listsMembers: false,
                              message: Self.message(plural.localization, source.pluralTable?.localization
                                                        ?? source.table?.localization ?? "", shown: shown, fix: fix))
    }

    /// A String Catalog, or an XLIFF file (every table it holds): one finding per language, at its first missing key
    /// (the source's line).
    private func check(_ catalog: StringCatalog, in context: LintContext) -> [LintFinding] {
        guard catalog.isLoadable, let catalogs = context.catalogs(inFileOf: catalog) else { return [] }
        let isTranslation = catalog.kind == .translation
        var byLanguage: [String: [FindingGroup.Member]] = [:]
        var sources: [String: String] = [:]
        var shown: [String: Shown] = [:]
        for catalog in catalogs where catalog.isLoadable {
            let table = isTranslation ? catalog.tableName : nil
            for language in catalog.languages where language != catalog.sourceLanguage && LocalizationName.isSelectedByDevices(language) {
                guard let languageTable = context.table(of: catalog, language: language),
                      let prepared = context.sourceLintTable(for: languageTable) else { continue }
                var missing = context.lintTable(languageTable).missingSourceIndices
                // A string marked not to translate has its source text in every language.
                if let keys = context.keysNotToTranslate(in: languageTable) {
                    missing.removeAll { keys.contains(prepared.entries[$0].key) }
                }
                // A string the translation varies by plural or device: it is there, as forms.
                if let keys = context.keysWithVariations(in: languageTable) {
                    missing.removeAll { keys.contains(prepared.entries[$0].key) }
                }
                guard !missing.isEmpty else { continue }
                let source = prepared.table
                sources[language] = source.localization
                let fallbacks = context.codeFallbackAccessors(in: source)
                for offset in missing {
                    let entry = prepared.entries[offset]
                    if Self.isOwnTextWithNothingToTranslate(entry) { continue }
                    // A catalog keyed by its source text: the key is that text.
                    let isOwnText = entry.withStringValueUTF8 { value in entry.withKeyUTF8 { $0.elementsEqual(value) } } == true
                    shown[entry.key] = Self.isInterfaceBuilderKey(entry.key) ? .interface
                        : fallbacks?(entry.key).map {
                            .developmentText(FindingGroup.languageWord(source.localization), accessor: $0)
                        } ?? (isOwnText ? .sourceText(FindingGroup.languageWord(source.localization)) : .key)
                    byLanguage[language, default: []].append(.init(
                        key: entry.key, location: context.keyLocation(entry, in: source), place: table,
                        text: entry.value.stringValue))
                }
            }
        }
        // Strings the source varies by plural or device, which no table holds: a language without them is missing
        // them as it is a plain string; one that varies by device without a branch of the source's shows its `other`
        // branch on that device.
        var deviceGaps: [String: [FindingGroup.Member]] = [:]
        for catalog in catalogs where catalog.isLoadable {
            guard let sourceLanguage = catalog.sourceLanguage else { continue }
            let table = isTranslation ? catalog.tableName : nil
            for entry in catalog.entries where entry.shouldTranslate && entry.extractionState != "stale" {
                guard let sourceUnit = entry.localizations[sourceLanguage], sourceUnit.hasVariations else { continue }
                let sourceDevices = Self.devices(sourceUnit)
                for language in catalog.languages
                where language != sourceLanguage && LocalizationName.isSelectedByDevices(language) {
                    let location = FileLocation(path: catalog.path, position: sourceUnit.position)
                    sources[language] = sourceLanguage
                    guard let unit = entry.localizations[language] else {
                        // Keyed by its source text (`%lld files`), the key is what shows.
                        shown[entry.key] = sourceUnit.forms.contains { $0.value == entry.key }
                            ? .sourceText(FindingGroup.languageWord(sourceLanguage)) : .key
                        byLanguage[language, default: []].append(.init(key: entry.key, location: location, place: table))
                        continue
                    }
                    let own = Self.devices(unit)
                    let lacking = own.isEmpty ? [] : sourceDevices.subtracting(own).subtracting(["other"]).sorted()
                    guard !lacking.isEmpty else { continue }
                    deviceGaps[language, default: []].append(.init(
                        key: entry.key, location: location, place: table, detail: lacking.joined(separator: ", ")))
                }
            }
        }
        let gapFindings = deviceGaps.keys.sorted().compactMap { language -> LintFinding? in
            let source = sources[language]!
            return groupedFinding(deviceGaps[language]!, scope: "\(language) devices", listsMembers: false) { members in
                let count = members.count
                return "\(FindingGroup.count(count, "string")) of \(source) \(count == 1 ? "varies" : "vary") by device where "
                    + "\(language) has no branch for \(count == 1 ? "one" : "some") of those devices "
                    + "(\(FindingGroup.keysWithDetail(members))): there a device set to "
                    + "\(FindingGroup.languageName(language)) shows \(language)'s \"other\" device text. Add the branches to "
                    + "the catalog"
            }
        }
        let fix = isTranslation ? "as <target>s in this file" : "to the catalog"
        return byLanguage.keys.sorted().compactMap { language in
            // Sorted in place, taken out of the dictionary: a sorted copy would copy every member.
            var members = byLanguage.removeValue(forKey: language)!
            members.sort { $0.location.position < $1.location.position }
            return groupedFinding(members, scope: language, listsMembers: false,
                                  message: Self.message(language, sources[language]!, shown: shown, fix: fix))
        } + gapFindings
    }
}

extension MissingKeyRule {
    /// The device variations (`iphone`, `mac`, `other`) a catalog string's forms sit under.
    static func devices(_ unit: StringCatalog.Unit) -> Set<String> {
        Set(unit.forms.compactMap { form in
            guard let first = form.name?.split(separator: ", ").first, !first.hasPrefix("substitution ") else { return nil }
            return String(first)
        })
    }

    /// Whether `key` names a storyboard's or xib's string as Xcode extracts them: an Interface Builder object ID
    /// (`8Bg-SZ-hDO`) and the property after a dot (`8Bg-SZ-hDO.title`, `ab1-cd-ef2.normalTitle`).
    static func isInterfaceBuilderKey(_ key: String) -> Bool {
        let bytes = Array(key.utf8)
        guard bytes.count > 11, bytes[3] == UInt8(ascii: "-"), bytes[6] == UInt8(ascii: "-"),
              bytes[10] == UInt8(ascii: ".") else { return false }
        func isIDCharacter(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        return [0, 1, 2, 4, 5, 7, 8, 9].allSatisfy { isIDCharacter(bytes[$0]) }
    }
}

/// How findings name a copy layer.
enum CopyLayerName {
    static func describe(_ source: CopySource) -> String {
        switch source.layer {
        case .configuration: "the configuration's \(source.key)"
        case .app: "the app's \(source.localization ?? "") table"
        case .defaults: "RatePrompt's \(source.localization ?? "") copy"
        case .builtInEnglish: "RatePrompt's built-in English"
        }
    }
}
