import Foundation

/// What a page needs to show a localization to a person: its English name, its name in itself, and which way its
/// script runs.
package struct LanguageInfo: Hashable, Sendable {
    package enum Direction: String, Hashable, Sendable {
        case leftToRight = "ltr"
        case rightToLeft = "rtl"
    }

    /// The `.lproj` name, as written.
    package internal(set) var localization: String
    /// "Portuguese (Brazil)"; the code itself when Foundation has no name for it.
    package internal(set) var englishName: String
    /// "português (Brasil)"; the English name when Foundation has none.
    package internal(set) var endonym: String
    package internal(set) var direction: Direction
    /// The BCP 47 tag for a `lang` attribute (`pt-BR`, `zh-Hans`; `und` for `Base`).
    package internal(set) var languageTag: String

    package init(localization: String) {
        self.localization = localization
        let id = ICULocaleID.readBaseName(localization)
        if let names = Self.tableNames(of: localization) {
            (englishName, endonym) = names
        } else {
            englishName = Self.foundationEnglishName(of: localization)
            endonym = Locale(identifier: localization).localizedString(forIdentifier: localization) ?? englishName
        }
        direction = Self.direction(of: id)
        languageTag = id.language.isEmpty || localization == "Base"
            ? "und"
            : [id.language, id.script, id.region].filter { !$0.isEmpty }.joined(separator: "-")
    }

    /// `englishName` alone, for a message that names the language: without the endonym and direction a page shows,
    /// which for a localization the table lacks each ask Foundation's ICU again.
    package static func englishName(of localization: String) -> String {
        if let names = tableNames(of: localization) { return names.english }
        return namesNoLanguage(localization) ? localization : foundationEnglishName(of: localization)
    }

    /// Whether `localization`'s language is a two- or three-letter code the table lacks: the generator asked Foundation
    /// for every such code, so Foundation names none of these languages, and it names an identifier by its language
    /// when nothing else (`skr-Arab`, `dag_GH`). Such a localization is its own name without asking ICU, whose first
    /// answer in a run (loading its data) cost a millisecond of a lint (a test holds this to Foundation).
    static func namesNoLanguage(_ localization: String) -> Bool {
        // The key's language is two or three letters.
        guard let key = tableKey(localization) else { return false }
        return tableLine(String(key.prefix { $0 != "_" })) == nil
    }

    private static func foundationEnglishName(of localization: String) -> String {
        Locale(identifier: "en").localizedString(forIdentifier: localization) ?? localization
    }

    /// Foundation's names for `localization` from the generated `LanguageNameTable`, nil when the table does not
    /// hold its spelling. The table comes first everywhere, not only where Foundation may lack ICU data (a binary
    /// linked with `--static-swift-stdlib`): every build then shows the same names.
    static func tableNames(of localization: String) -> (english: String, endonym: String)? {
        guard let key = tableKey(localization), let line = tableLine(key) else { return nil }
        let fields = line.split(separator: "|", omittingEmptySubsequences: false)
        return (String(fields[0]), String(fields.count > 1 ? fields[1] : fields[0]))
    }

    /// The rest of `key`'s line in `LanguageNameTable` (`English name[|endonym]`), found by halving the table, whose
    /// lines are sorted by identifier: a run names a few languages, and reading all 2,000 lines into a dictionary
    /// first cost a small app's lint more than its lookups, each thread waiting for it.
    static func tableLine(_ key: String) -> String? {
        let newline = UInt8(ascii: "\n"), bar = UInt8(ascii: "|")
        return LanguageNameTable.lines.utf8.withContiguousStorageIfAvailable { table -> String? in
            // The lines left to search start at `low` and end before `high`.
            var low = 0, high = table.count
            while low < high {
                var start = (low + high) / 2
                while start > low, table[start - 1] != newline { start -= 1 }
                var end = start
                while end < high, table[end] != newline { end += 1 }
                var split = start
                while split < end, table[split] != bar { split += 1 }
                let identifier = table[start..<split]
                if identifier.elementsEqual(key.utf8) {
                    return split < end ? String(decoding: table[(split + 1)..<end], as: UTF8.self) : ""
                }
                if identifier.lexicographicallyPrecedes(key.utf8) { low = end + 1 } else { high = start }
            }
            return nil
        } ?? nil
    }

    /// The table's spelling of a plain `language[-Script][-REGION[-VARIANT]]` identifier (`pt-br` → `pt_BR`,
    /// `zh-hant` → `zh_Hant`): ICU reads case and either separator alike, and so do the names. Nil for anything else
    /// (keywords, a BCP 47 extension, `Base`), which Foundation names at run time if it can.
    static func tableKey(_ localization: String) -> String? {
        let parts = localization.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        func all(_ part: Substring, _ test: (Character) -> Bool) -> Bool { part.allSatisfy { $0.isASCII && test($0) } }
        guard let language = parts.first, (2...3).contains(language.count), all(language, \.isLetter) else { return nil }
        var key = language.lowercased()
        var next = 1
        if next < parts.count, parts[next].count == 4, all(parts[next], \.isLetter) {
            key += "_" + parts[next].prefix(1).uppercased() + parts[next].dropFirst().lowercased()
            next += 1
        }
        if next < parts.count,
           (parts[next].count == 2 && all(parts[next], \.isLetter)) || (parts[next].count == 3 && all(parts[next], \.isNumber)) {
            key += "_" + parts[next].uppercased()
            next += 1
            // A variant (`en_US_POSIX`), upper-cased as ICU writes it.
            if next + 1 == parts.count, (5...8).contains(parts[next].count), all(parts[next], { $0.isLetter || $0.isNumber }) {
                key += "_" + parts[next].uppercased()
                next += 1
            }
        }
        return next == parts.count ? key : nil
    }

    /// Scripts written right to left (Unicode's bidi class R/AL for their letters), by ISO 15924 code.
    static let rightToLeftScripts: Set<String> = [
        "Adlm", "Arab", "Aran", "Hebr", "Mand", "Mend", "Nkoo", "Rohg", "Samr", "Syrc", "Thaa", "Yezi",
    ]

    /// The direction of the script the identifier names, or of its language's likely script (ICU's likely
    /// subtags: `ur` → Arab, `pa-PK` → Arab, `pa` → Guru).
    static func direction(of id: ICULocaleID) -> Direction {
        let script = id.script.isEmpty
            ? LikelySubtags.maximize(language: id.language, script: "", region: id.region)?.script ?? ""
            : id.script
        return rightToLeftScripts.contains(script) ? .rightToLeft : .leftToRight
    }
}
