import Foundation
import RatePromptFormats
import RatePromptCore

/// Translations that read exactly like the source: one finding per table and language, every such string a key of
/// it.
struct UntranslatedRule: LintRule {
    static let description = RuleDescription(
        id: "untranslated", category: .copy, severity: .warning,
        summary: "Strings (and `.stringsdict` or catalog forms) identical to the source localization's in another "
            + "language: one finding per table and language, with every key (allow-list: `allowed_untranslated`).",
        rationale: "A copied-in English string ships English to that language's users. The strings one translator "
            + "left in a table are one task, so they are one finding at the first of them, naming how many and the "
            + "first keys; the JSON and SARIF reports list every key with its line. A table's `.strings` file and the "
            + "`.stringsdict` beside it are one table; a String Catalog's or an XLIFF file's strings are grouped per "
            + "language. Only text of two words or more is reported (`Save changes`, `Rate It Now`, `%ld files left`): "
            + "single words, acronyms and code (`CPU`, `Video`, `Wikipedia`, `org.example.App`) are often right as "
            + "they are in another language, and a short string (two words at most) that half or more of "
            + "four or more translations keep as the source wrote it is a name or a term the languages share. "
            + "A plural string's forms of one English word are reported where they cannot be the language's own: in a "
            + "language written in another script (`%ld days` in Arabic), or where the source's pair is copied whole "
            + "(`%ld day`, `%ld days`) into a language that needs more forms (Czech few); where the language's forms "
            + "are the source's, the pair is often its own words (`%li era`, `%li eras` in Spanish) and is left alone. "
            + "Regional variants of the source language (`en-GB`), strings with nothing to translate "
            + "(no letters outside placeholders: `%@`, `, `, `%lld ★`) and the app's names in InfoPlist.strings "
            + "(`CFBundleDisplayName`, `CFBundleName`, `NSHumanReadableCopyright`) are exempt; list brand names and "
            + "`OK` under `allowed_untranslated` in `.rateprompt.yml`.",
        triggering: [
            LintExample(
                .strings("en", "\"iRateRateButton\" = \"Rate it now\";\n"),
                .strings("fr", "\"iRateRateButton\" = ↓↳\"Rate it now\";\n")),
            // A table partly translated (5 of 12 strings left, under half): one finding at the first, with all five.
            LintExample(
                .strings("en", (1...12).map { "\"step.\($0)\" = \"Step \($0) of the tour\";\n" }.joined()),
                .strings("de", (1...7).map { "\"step.\($0)\" = \"Schritt \($0) der Tour\";\n" }.joined()
                    + "\"step.8\" = ↓↳\"Step 8 of the tour\";\n"
                    + (9...12).map { "\"step.\($0)\" = ↳\"Step \($0) of the tour\";\n" }.joined())),
            // The .stringsdict beside a table is part of it: a plural form still in English joins the table's finding.
            LintExample(
                .strings("en", "\"title\" = \"Your ratings\";\n\"%d ratings\" = \"%d ratings\";\n"),
                .stringsdict("en", Self.ratings(one: "%d rating so far", other: "%d ratings so far")),
                .strings("fr", "\"title\" = ↓↳\"Your ratings\";\n"),
                .stringsdict("fr", Self.ratings(one: "%d note", other: "↳%d ratings so far"))),
            // A .stringsdict without a .strings table beside it: its own finding, at the first form left in English.
            LintExample(
                .strings("en", "\"title\" = \"Your ratings\";\n"),
                .stringsdict("en", Self.ratings(one: "%d rating so far", other: "%d ratings so far")),
                .stringsdict("pl", Self.ratings(one: "↓↳%d rating so far", other: "↳%d ratings so far"))),
            // One English word per form: in a language of another script, or the source's pair copied whole where
            // the language needs a form the copy lacks (Czech few), the forms are English all the same.
            LintExample(
                .strings("en", "\"title\" = \"Your ratings\";\n"),
                .stringsdict("en", Self.days(one: "%d day", other: "%d days")),
                .stringsdict("uk", Self.days(one: "↓↳%d day", other: "↳%d days")),
                .stringsdict("cs", Self.days(one: "↓↳%d day", other: "↳%d days"))),
            LintExample(.catalog(strings: """
                    "%lld days" : {
                      "localizations" : {
                        "en" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld day" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld days" } }
                        } } },
                        "ru" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : ↓↳"%lld day" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : ↳"%lld days" } }
                        } } }
                      }
                    }
                """)),
            // A String Catalog: one finding per language for its strings and forms left in the source language.
            LintExample(.catalog(strings: """
                    "%lld ratings" : {
                      "localizations" : {
                        "en" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld rating" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld ratings so far" } }
                        } } },
                        "ar" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "تقييم واحد" } },
                          "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld تقييمات" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : ↓↳"%lld ratings so far" } }
                        } } }
                      }
                    },
                    "Rate this app" : {
                      "localizations" : {
                        "ar" : { "stringUnit" : { "state" : "translated", "value" : ↳"Rate this app" } }
                      }
                    }
                """)),
            // A translator's XLIFF: one finding for the file's target language, across the tables it holds.
            LintExample(.xliff("de", [
                (original: "App/en.lproj/Localizable.strings", units: [
                    (id: "greeting", source: "Welcome back", target: "↓↳Welcome back"),
                    (id: "done", source: "Done", target: "Fertig"),
                ]),
                (original: "App/Settings.xcstrings", units: [(id: "Sync now", source: "Sync now", target: "↳Sync now")]),
            ])),
        ],
        nonTriggering: [
            // Most translations keep a short term as the source wrote it: the same by design.
            LintExample(
                .strings("en", "\"hud\" = \"Metal overlay\";\n\"save\" = \"Save changes\";\n"),
                .strings("de", "\"hud\" = \"Metal overlay\";\n\"save\" = \"Änderungen sichern\";\n"),
                .strings("fr", "\"hud\" = \"Metal overlay\";\n\"save\" = \"Enregistrer\";\n"),
                .strings("it", "\"hud\" = \"Metal overlay\";\n\"save\" = \"Salva le modifiche\";\n"),
                .strings("es", "\"hud\" = \"Capa de Metal\";\n\"save\" = \"Guardar cambios\";\n")),
            LintExample(
                .strings("en", "\"iRateRateButton\" = \"Rate Now\";\n\"ok\" = \"OK\";\n"),
                .strings("en-GB", "\"iRateRateButton\" = \"Rate Now\";\n\"ok\" = \"OK\";\n"),
                .strings("fr", "\"iRateRateButton\" = \"Noter\";\n\"ok\" = \"OK\";\n"),
                .lintConfiguration("allowed_untranslated: [OK]\n")),
            // A folder no device selects (qqq: translators' notes, a private-use code): unknown-localization's.
            LintExample(
                .strings("en", "\"sync.note\" = \"Syncing keeps your ratings on every device.\";\n"),
                .strings("qqq", "\"sync.note\" = \"Syncing keeps your ratings on every device.\";\n")),
            // The app's name in InfoPlist.strings stays the brand.
            LintExample(
                .strings("en", "\"CFBundleDisplayName\" = \"Ledger\";\n", table: "InfoPlist"),
                .strings("fr", "\"CFBundleDisplayName\" = \"Ledger\";\n", table: "InfoPlist")),
            // Single words, acronyms and code the same in both languages, and no text of two words left in English.
            LintExample(
                .strings("en", "\"cpu\" = \"CPU\";\n\"video\" = \"Video\";\n\"bt\" = \"Bluetooth\";\n\"wifi\" = \"Wi-Fi\";\n"
                         + "\"bundle\" = \"defaults read org.example.Ledger\";\n\"save\" = \"Save changes\";\n"),
                .strings("de", "\"cpu\" = \"CPU\";\n\"video\" = \"Video\";\n\"bt\" = \"Bluetooth\";\n\"wifi\" = \"Wi-Fi\";\n"
                         + "\"bundle\" = \"defaults read org.example.Ledger\";\n\"save\" = \"Änderungen sichern\";\n")),
            // In a language whose forms are the source's, the source's pair is often the language's own words
            // (Spanish era/eras, French minute/minutes), even where few translations share it; and a unit or an
            // acronym (GB) is written in Latin letters in Japanese too.
            LintExample(
                .strings("en", "\"title\" = \"Your ratings\";\n"),
                .stringsdict("en", Self.days(one: "%d minute", other: "%d minutes")),
                .stringsdict("fr", Self.days(one: "%d minute", other: "%d minutes")),
                .stringsdict("es", Self.days(one: "%d minuto", other: "%d minutos")),
                .stringsdict("it", Self.days(one: "%d minuto", other: "%d minuti")),
                .stringsdict("nl", Self.days(one: "%d minuut", other: "%d minuten"))),
            LintExample(
                .strings("en", "\"title\" = \"Your ratings\";\n"),
                .stringsdict("en", Self.days(one: "%d GB", other: "%d GB")),
                .stringsdict("ja", Self.days(one: "%d GB", other: "%d GB"))),
            // Nothing to translate: placeholders, punctuation, symbols and line breaks, and a plural string's format.
            LintExample(
                .strings("en", Self.nothingToTranslate),
                .strings("fr", Self.nothingToTranslate),
                .stringsdict("en", Self.ratings(one: "%d ★", other: "%d ★")),
                .stringsdict("fr", Self.ratings(one: "%d ★", other: "%d ★"))),
        ])

    /// Strings that read the same in every language.
    private static let nothingToTranslate = """
        "files" = "%#@files@";
        "name" = "%@";
        "separator" = ", ";
        "break" = "\\n";
        "stars" = "%lld ★";
        "range" = "%1$@ – %2$@";

        """

    /// A `.stringsdict` body with one plural string, `%d ratings`.
    private static func ratings(one: String, other: String) -> String {
        LintExample.File.pluralEntry("%d ratings", ["one": one, "other": other])
    }

    /// A `.stringsdict` body with one plural string, `%d days`.
    private static func days(one: String, other: String) -> String {
        LintExample.File.pluralEntry("%d days", ["one": one, "other": other])
    }

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        switch file {
        case .table(let table) where !table.isFromCatalog:
            guard let source = Self.comparedSource(of: table, in: context) else { return [] }
            // A table is its `.strings` file and the `.stringsdict` beside it: one finding for both.
            let plural = context.pluralTable(besideTable: table)
            let members = Self.identicalMembers(table, source: source, in: context)
                + (plural.map { Self.identicalForms($0, in: context) } ?? [])
            // Most tables are translated: their message (the languages' names) is not made.
            guard !members.isEmpty else { return [] }
            return groupedFinding(members, file: table.file.path,
                                  message: Self.message(table.localization, source.table.localization)).map { [$0] } ?? []
        case .pluralTable(let plural):
            // A `.stringsdict` without a `.strings` table that is compared (else it is part of that table's finding).
            if let table = context.table(besidePluralTable: plural), Self.comparedSource(of: table, in: context) != nil {
                return []
            }
            guard plural.localization != "Base", LocalizationName.isSelectedByDevices(plural.localization),
                  let source = context.sourceFormats(ofPluralTable: plural),
                  !Self.sameLanguage(plural.localization, source.localization) else { return [] }
            let members = Self.identicalForms(plural, in: context)
            guard !members.isEmpty else { return [] }
            return groupedFinding(members, message: Self.message(plural.localization, source.localization)).map { [$0] } ?? []
        case .catalog(let catalog):
            return check(catalog, in: context)
        default:
            return []
        }
    }

    /// The prepared source table of a `.strings` table in another language than its source's; nil for the source
    /// itself, a regional variant of it (`en-GB`) and `Base`.
    private static func comparedSource(of table: LocalizationProject.Table, in context: LintContext) -> LintTable? {
        guard table.localization != "Base", LocalizationName.isSelectedByDevices(table.localization),
              let source = context.sourceLintTable(for: table),
              !sameLanguage(table.localization, source.table.localization) else { return nil }
        return source
    }

    private static func sameLanguage(_ one: String, _ other: String) -> Bool {
        LocalizationName.language(of: one) == LocalizationName.language(of: other)
    }

    /// The message of a group: how many strings, which, what a device shows, and what to do.
    static func message(_ localization: String, _ source: String) -> @Sendable ([FindingGroup.Member]) -> String {
        let language = FindingGroup.languageName(localization)
        let sourceLanguage = FindingGroup.languageWord(source)
        return { members in
            let count = members.count
            return "\(FindingGroup.count(count, "string")) in \(localization) \(count == 1 ? "reads" : "read") exactly as in "
                + "\(source) (\(textList(members))): a device set to \(language) shows the \(sourceLanguage) "
                + "text there. Translate \(FindingGroup.pronoun(count)), or list what stays the same by design (a name, "
                + "a brand) under allowed_untranslated in .rateprompt.yml"
        }
    }

    /// The first keys, as `keyList`; a storyboard's or xib's key (`5fX-iV-Qu2.title`) says nothing to a reader, and
    /// its text is named instead: `"Video" (5fX-iV-Qu2.title)`.
    static func textList(_ members: [FindingGroup.Member]) -> String {
        guard members.prefix(FindingGroup.keysShown).contains(where: { $0.detail != nil }) else {
            return FindingGroup.keyList(members)
        }
        let shown = members.prefix(FindingGroup.keysShown).map { member in
            member.detail.map { "\($0) (\(VisibleText.line(member.key)))" } ?? "\"\(VisibleText.line(member.key))\""
        }
        return shown.joined(separator: ", ") + (members.count > FindingGroup.keysShown ? ", …" : "")
    }

    /// A member for an untranslated text: a storyboard's or xib's key carries the text it reads (`"Video"`).
    static func member(_ key: String, _ text: String, at location: FileLocation, place: String?) -> FindingGroup.Member {
        .init(key: key, location: location, place: place,
              detail: StringKey.isInterfaceBuilderObject(key) ? "\"\(VisibleText.line(text))\"" : nil, text: text)
    }

    /// How many translations of a short string (this one included) must have it before what half or more of them
    /// keep as the source wrote it counts as the same by design.
    static let consensusTranslations = 4

    /// A name (not running text) of at most this many words is the same by design when `finishedLanguages`
    /// languages with `finished` or more of their strings translated keep it as the source wrote it.
    static let nameWords = 5
    static let finishedLanguages = 3
    static let finished = 0.95

    /// The most words a string kept by most translations may have to count as a name or a shared term: a longer one
    /// is a sentence that translation services export as the source's text until someone translates it.
    static let consensusWords = 2

    /// Whether a value left as the source wrote it is worth a translator's look: running text, or two words or more
    /// (`Rate It Now`); not one word (`Video`, `Filter`, `General`: often right as they are in another language),
    /// acronyms or code.
    static func isText(_ value: String) -> Bool {
        // A URL or a tag in a sentence does not make it code: the words around it are read.
        let tokens = value.split(whereSeparator: \.isWhitespace)
        let text = tokens.filter { !$0.contains("://") && !($0.hasPrefix("<") && $0.hasSuffix(">")) }.joined(separator: " ")
        if TranslatableText.isPhrase(text) { return true }
        // A sentence that names a file, a setting or an address (`Info.json`, `help@example.com`) is a sentence.
        let prose = tokens.filter { !$0.contains("@") && !TranslatableText.containsCode(String($0)) }.joined(separator: " ")
        if words(prose) >= 4, TranslatableText.isPhrase(prose) { return true }
        // A path or a command line is code.
        if tokens.contains(where: { token in
            token.count > 1 && (token.hasPrefix("/") || token.hasPrefix("~/")
                || (token.hasPrefix("-") && token.dropFirst().first.map { $0.isLetter || $0 == "-" } == true))
        }) { return false }
        return TranslatableText.needsTranslation(text) && words(text) >= 2 && !TranslatableText.containsCode(text)
    }

    /// `isText(value)`, decided once per value for the run: every language that copies a source's plural form asks
    /// of the same text, and the answer reads each character's Unicode properties.
    static func isSharedText(_ value: String) -> Bool {
        textVerdicts.value(value) { isText(value) }
    }

    private static let textVerdicts = OnceCache<String, Bool>()

    /// Whether a plural variable's forms copied from the source (`copies`) are words left in the source's language,
    /// though a single word is not running text (`isText`): in a language written in another script than Latin, an
    /// English word (`%ld days` in Arabic); the source's inflected pair copied whole (`%ld day` and `%ld days`), which
    /// is English's grammar, in a language whose whole counts need a form the variable lacks (`written`: Czech few).
    /// Where the language's forms are the source's, such a pair is often the language's own words (`%li era`, `%li
    /// eras` in Spanish; `%d minute`, `%d minutes` in French), and is left alone.
    static func formsAreWords(_ copies: [String], written: Set<String>, language: String) -> Bool {
        guard copies.contains(where: TranslatableText.hasLatinWord) else { return false }
        if let script = LocaleData.writtenLanguage(of: language)?.split(separator: "_").last, script != "Latn" {
            return true
        }
        guard Set(copies).count >= 2 else { return false }
        return !neededCategories(language).isSubset(of: written)
    }

    /// The categories whole counts up to `PluralCounts.bound` reach in `language` (empty for one CLDR does not
    /// know), worked out once per language for the run: a table's plural strings ask for them one by one.
    static func neededCategories(_ language: String) -> Set<String> {
        needed.value(language) {
            PluralRules(localization: language).locale == nil ? [] : Set(PluralCounts.integers(language).keys.map(\.rawValue))
        }
    }

    private static let needed = OnceCache<String, Set<String>>()

    /// The words of a value: its runs between spaces that hold a letter, placeholders (`%lld`, `%1$@`) left out.
    static func words(_ value: String) -> Int {
        // ASCII text, the most common, read byte by byte: its characters are its bytes (a CR LF pair, one character,
        // is white space as its two bytes are), white space is tab to carriage return and space, letters A-Z, a-z.
        if let count = value.utf8.withContiguousStorageIfAvailable(asciiWords), let count { return count }
        return value.split(whereSeparator: \.isWhitespace).count { token in
            !token.hasPrefix("%") && token.contains(where: \.isLetter)
        }
    }

    /// `words` of ASCII bytes, or nil for bytes that are not all ASCII.
    private static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var count = 0
        var inToken = false, isPlaceholder = false, hasLetter = false
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            if byte == 0x20 || byte &- 0x09 < 5 {
                if inToken, hasLetter, !isPlaceholder { count += 1 }
                inToken = false
                continue
            }
            if !inToken {
                inToken = true
                isPlaceholder = byte == UInt8(ascii: "%")
                hasLetter = false
            }
            if (byte | 0x20) &- 0x61 < 26 { hasLetter = true }
        }
        if inToken, hasLetter, !isPlaceholder { count += 1 }
        return count
    }

    /// The keys of InfoPlist.strings that name the app or its owner: the same in every language by design.
    static let infoPlistNames: Set<String> = ["CFBundleDisplayName", "CFBundleName", "NSHumanReadableCopyright"]

    /// The entries of `table` that read exactly like the source's (words, not allowed), as members at their values.
    private static func identicalMembers(
        _ table: LocalizationProject.Table, source: LintTable, in context: LintContext, place: String? = nil,
        skipping skipped: Set<String> = []
    ) -> [FindingGroup.Member] {
        let translation = context.lintTable(table)
        let allowed = context.settings.allowedUntranslated
        let names = table.name == "InfoPlist" && !table.isFromCatalog ? infoPlistNames : []
        let shadowed = context.keysShadowedByStringsdict(in: table)
        // The other translations of the source, found when a verdict first needs them.
        var others: [LintTable]?
        var identical: [FindingGroup.Member] = []
        for offset in translation.entries.indices {
            // The bytes first, read in place: most values differ from the source's, and are never copied out or made
            // into strings.
            guard let sourceOffset = translation.sourceIndex(ofEntryAt: offset),
                  sameValue(translation, at: offset, as: source, at: sourceOffset) else { continue }
            let entry = translation.entries[offset]
            guard let value = translation.stringValue(at: offset),
                  shadowed.isEmpty || !shadowed.contains(entry.key),
                  allowed.isEmpty || (!allowed.contains(entry.key) && !allowed.contains(value)),
                  names.isEmpty || !names.contains(entry.key), skipped.isEmpty || !skipped.contains(entry.key),
                  // The same for every language that copies the source's value: decided once per source string.
                  source.sharedVerdict(.isText, forEntryAt: sourceOffset, {
                      Self.isText(value) && !keptByMost(offset, value, sourceOffset: sourceOffset, of: translation,
                                                        source: source, siblings: &others, in: context)
                  })
            else { continue }
            identical.append(member(entry.key, value, at: context.valueLocation(entry, in: table), place: place))
        }
        return identical
    }

    /// Whether most translations of the source keep the value of `translation.entries[offset]` as the source
    /// wrote it (a name, a unit, a shared word): the same by design, whichever language it is. Every translation,
    /// this one included, is counted, so the answer is the same in each language that copies the value. `siblings`
    /// keeps the other translations from one call to the next.
    private static func keptByMost(
        _ offset: Int, _ value: String, sourceOffset: Int, of translation: LintTable, source: LintTable,
        siblings: inout [LintTable]?, in context: LintContext
    ) -> Bool {
        let words = Self.words(value)
        // A name in title case (`GNU General Public License v3`, `Stage Manager`) may be longer: it counts when
        // languages whose translators finish their work keep it.
        // A menu command (`Load External Audio…`) is no name.
        let isName = words <= Self.nameWords && !TranslatableText.isPhrase(value) && !value.hasSuffix("…")
            && !value.hasSuffix("...")
        guard words <= Self.consensusWords || isName else { return false }
        let localization = translation.table.localization
        if siblings == nil {
            siblings = context.translations(of: source.table).filter {
                $0.localization != localization && !sameLanguage($0.localization, source.table.localization)
                    && LocalizationName.isSelectedByDevices($0.localization)
            }.map { context.lintTable($0) }
        }
        var having = 1, kept = 1, keptByFinished = translation.translatedShare(source: source) >= Self.finished ? 1 : 0
        for sibling in siblings ?? [] {
            guard let index = sibling.entryIndex(forSourceEntryAt: sourceOffset) else { continue }
            having += 1
            guard sibling.sameValue(at: index, as: translation, at: offset) else { continue }
            kept += 1
            if isName, keptByFinished < Self.finishedLanguages, sibling.translatedShare(source: source) >= Self.finished {
                keptByFinished += 1
            }
        }
        if isName, keptByFinished >= Self.finishedLanguages { return true }
        return words <= Self.consensusWords && having >= Self.consensusTranslations && kept * 2 >= having
    }

    /// The forms of a translation's `.stringsdict` that read exactly like the source's form of the same key, variant,
    /// variable and category (its `other` form, for a category the source does not have), and formats that read
    /// like the source's format.
    private static func identicalForms(
        _ plural: PluralTable, in context: LintContext
    ) -> [FindingGroup.Member] {
        guard let source = context.sourceFormats(ofPluralTable: plural), source.pluralTable != nil else { return [] }
        let allowed = context.settings.allowedUntranslated
        let path = plural.dictionary.path
        var members: [FindingGroup.Member] = []
        for (entry, variant, format) in plural.dictionary.formats where !allowed.contains(entry.key) {
            guard let original = source.format(entry.key, variant: variant) else { continue }
            func add(_ text: StringsDictionary.Text, _ reference: String?, place: String) {
                guard let reference, reference == text.value, !allowed.contains(text.value),
                      Self.isText(text.value) else { return }
                members.append(.init(key: entry.key, location: FileLocation(path: path, position: text.position),
                                     place: variant.map { "\($0), \(place)" } ?? place))
            }
            add(format.format, original.format.value, place: "format")
            for variable in format.variables where variable.isWellFormed {
                guard let sourceVariable = source.variable(variable.name, of: entry.key, variant: variant) else { continue }
                let copies = variable.forms.filter { form in
                    (sourceVariable.form(form.category) ?? sourceVariable.form("other"))?.text.value == form.text.value
                }
                guard !copies.isEmpty else { continue }
                let isWord = Self.formsAreWords(copies.map(\.text.value), written: Set(variable.forms.map(\.category)),
                                                language: plural.localization)
                for form in copies where !allowed.contains(form.text.value) && (isWord || Self.isSharedText(form.text.value)) {
                    members.append(.init(key: entry.key, location: FileLocation(path: path, position: form.text.position),
                                         place: (variant.map { "\($0), " } ?? "") + "\(variable.name): \(form.category)"))
                }
            }
        }
        return members
    }

    /// A String Catalog's strings, or an XLIFF file's (every table it holds), one finding per language: its strings
    /// and its plural, device and substitution forms that read exactly like the source language's of the same place
    /// (its `other` form, for a plural category the source does not have).
    private func check(_ catalog: StringCatalog, in context: LintContext) -> [LintFinding] {
        guard catalog.isLoadable, let catalogs = context.catalogs(inFileOf: catalog) else { return [] }
        let isTranslation = catalog.kind == .translation
        let allowed = context.settings.allowedUntranslated
        var byLanguage: [String: [FindingGroup.Member]] = [:]
        var sources: [String: String] = [:]
        // Whether a form's value is text, once per value rather than once per language that copies it.
        var textVerdicts: [String: Bool] = [:]
        for catalog in catalogs where catalog.isLoadable {
            guard let sourceLanguage = catalog.sourceLanguage else { continue }
            // An XLIFF's members are named by their table as well: one file holds several.
            let table = isTranslation ? catalog.tableName : nil
            let notToTranslate = Set(catalog.entries.filter { !$0.shouldTranslate }.map(\.key))
            for language in catalog.languages
            where !Self.sameLanguage(language, sourceLanguage) && LocalizationName.isSelectedByDevices(language) {
                guard let languageTable = context.table(of: catalog, language: language),
                      let source = context.sourceLintTable(for: languageTable) else { continue }
                byLanguage[language, default: []] += Self.identicalMembers(
                    languageTable, source: source, in: context, place: table, skipping: notToTranslate)
                sources[language] = sourceLanguage
            }
            for (entry, language, unit) in catalog.liveLocalizations
            where entry.shouldTranslate && !unit.forms.isEmpty && !Self.sameLanguage(language, sourceLanguage)
                && LocalizationName.isSelectedByDevices(language) {
                guard let source = entry.localizations[sourceLanguage], !allowed.contains(entry.key) else { continue }
                let copies = unit.forms.filter { form in
                    let reference = source.form(name: form.name, category: form.category)
                        ?? source.form(name: form.name, category: form.category == nil ? nil : "other")
                    return reference?.value == form.value && !allowed.contains(form.value)
                }
                // A plural variation's copied forms, by the substitution they belong to (most localizations copy none).
                let copiedForms = copies.filter { $0.category != nil }
                let pluralCopies: [String?: Bool] = copiedForms.isEmpty ? [:] : Dictionary(grouping: copiedForms, by: \.name).mapValues { copied in
                    let written = Set(unit.forms.filter { $0.name == copied[0].name }.compactMap(\.category))
                    return Self.formsAreWords(copied.map(\.value), written: written, language: language)
                }
                for form in copies {
                    let text = textVerdicts[form.value] ?? Self.isText(form.value)
                    textVerdicts[form.value] = text
                    guard text || (form.category != nil && pluralCopies[form.name] == true) else { continue }
                    let place = ([table] + [form.name, form.category]).compactMap { $0 }.joined(separator: ", ")
                    byLanguage[language, default: []].append(Self.member(
                        entry.key, form.value, at: FileLocation(path: catalog.path, position: form.position), place: place))
                }
                sources[language] = sourceLanguage
            }
        }
        return byLanguage.keys.sorted().compactMap { language in
            let members = byLanguage[language]!.sorted { $0.location.position < $1.location.position }
            return groupedFinding(members, scope: language, message: Self.message(language, sources[language]!))
        }
    }

    /// Whether both values are strings that Swift's `==` finds equal (canonically equivalent) once their edge
    /// whitespace is left out, compared in the files' bytes: equal bytes are equal strings, and different ASCII bytes
    /// are different ones. A copy that dropped the source's edge space (`Cancel` for `Cancel `) is still a copy.
    static func sameValue(_ table: LintTable, at offset: Int, as source: LintTable, at sourceOffset: Int) -> Bool {
        let compared = table.withValueUTF8(at: offset) { value in
            source.withValueUTF8(at: sourceOffset) { other -> Bool? in
                let value = trimmed(value), other = trimmed(other)
                if value.count == other.count, value.isEmpty || memcmp(value.baseAddress!, other.baseAddress!, value.count) == 0 {
                    return true
                }
                let valueIsASCII = isASCII(value), otherIsASCII = isASCII(other)
                if valueIsASCII && otherIsASCII { return false }
                // One side ASCII: the other equals it only if each of its other characters is one of the three whose
                // canonical form is ASCII (`K` for the Kelvin sign), and differs after trimming only if no edge of it
                // is Unicode whitespace (left to Foundation below). Most translations are told apart here, without
                // making two strings and normalizing them.
                if valueIsASCII != otherIsASCII {
                    let text = valueIsASCII ? other : value
                    if !hasUnicodeWhitespaceEdge(text) && hasCharacterWithoutASCIIForm(text) { return false }
                }
                // Swift's `==` on the trimmed text: canonical equivalence without Foundation's bridging, which cost a
                // fifth of a lint where most translations are in another script. Only an edge of Unicode whitespace
                // (a no-break or ideographic space) is left to Foundation's trimming.
                if String(decoding: value, as: UTF8.self) == String(decoding: other, as: UTF8.self) { return true }
                return hasUnicodeWhitespaceEdge(value) || hasUnicodeWhitespaceEdge(other) ? nil : false
            }
        }
        switch compared {
        case .some(.some(.some(let same))): return same
        case .some(.some(.none)):
            return table.stringValue(at: offset)?.trimmingCharacters(in: .whitespacesAndNewlines)
                == source.stringValue(at: sourceOffset)?.trimmingCharacters(in: .whitespacesAndNewlines)
        default: return false
        }
    }

    /// The bytes without the ASCII whitespace at their edges.
    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 9 && byte <= 13) }
        var start = 0, end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// Whether a scalar is one of the characters other than ASCII whose canonical decomposition is ASCII: KELVIN SIGN
    /// (`K`), GREEK QUESTION MARK (`;`) and GREEK VARIA (`` ` ``). Compared as numbers (hashing every scalar beyond
    /// ASCII of every translation to look it up in a set cost more than the decoding). A test holds this to
    /// Foundation's decomposition of every character.
    @inline(__always)
    static func isASCIIEquivalent(_ value: UInt32) -> Bool {
        value == 0x212A || value == 0x037E || value == 0x1FEF
    }

    /// Whether the UTF-8 holds a character that is neither ASCII nor an ASCII equivalent: no text that holds
    /// one is canonically equivalent to an ASCII text.
    static func hasCharacterWithoutASCIIForm(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            if !scalar.isASCII, !isASCIIEquivalent(scalar.value) { return true }
        }
        return false
    }

    /// Whether the text's first or last character is whitespace other than ASCII (a no-break or ideographic space);
    /// an ill-formed edge reads as U+FFFD, as `String(decoding:as:)` reads it, and is none.
    private static func hasUnicodeWhitespaceEdge(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func isUnicodeSpace(_ scalar: Unicode.Scalar) -> Bool { !scalar.isASCII && TranslatableText.isWhitespace(scalar) }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let first) = decoder.decode(&iterator) else { return false }
        if isUnicodeSpace(first) { return true }
        // The last character starts at the last byte that is not a continuation byte (10xxxxxx).
        var start = bytes.count - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        var tail = UnsafeBufferPointer(rebasing: bytes[start...]).makeIterator()
        guard case .scalarValue(let last) = decoder.decode(&tail) else { return false }
        return isUnicodeSpace(last)
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var high: UInt64 = 0
        var index = 0
        let raw = UnsafeRawBufferPointer(bytes)
        while index + 8 <= bytes.count {
            high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            high |= UInt64(bytes[index])
            index += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }
}

extension Diagnostic.Code {
    /// `untranslated`'s findings: the translators' page counts each string they name as untranslated, as lint does.
    package static let untranslated = Self(rawValue: UntranslatedRule.description.id)
}
