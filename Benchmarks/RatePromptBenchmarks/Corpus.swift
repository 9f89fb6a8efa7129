import Foundation

/// The benchmark corpus: one deterministic table of 200,000 entries written four ways (UTF-8 and UTF-16 `.strings`,
/// XML and binary property lists), so every reader is timed on the same content.
///
/// Entries look like real localization tables: dotted keys, a translator comment above most entries, `//` comments
/// now and then, escapes (`\n`, `\"`, `\\`, `\U00E9`) and about 15 % non-ASCII values (accented Latin, Cyrillic, CJK,
/// Arabic, emoji). The files are written once into a folder under the system's temporary directory and reused.
struct Corpus: Sendable {
    static let entryCount = 200_000

    enum Kind: String, CaseIterable, Sendable {
        case stringsUTF8 = "big.strings"
        case stringsUTF16 = "big.utf16.strings"
        case xmlPlist = "big.plist"
        case binaryPlist = "big.bplist"
    }

    let folder: URL

    func url(_ kind: Kind) -> URL { folder.appendingPathComponent(kind.rawValue) }

    /// A String Catalog of the table's first 50,000 entries in English and French (the same value in both; the
    /// reader does not compare them).
    var catalog: URL { folder.appendingPathComponent("big.xcstrings") }
    static let catalogEntryCount = 50_000

    /// Plural strings as apps write them, about 20 MB each: a String Catalog whose strings have one, few, many and
    /// other forms in English and Russian (half of them under a substitution), and a `.stringsdict` of the same
    /// strings (a format and a variable with its value type and forms).
    var pluralCatalog: URL { folder.appendingPathComponent("plurals.xcstrings") }
    var stringsdict: URL { folder.appendingPathComponent("plurals.stringsdict") }
    /// Strings in each, for about 20 MB: a catalog string with its two languages' forms takes about 1.9 KB, a
    /// `.stringsdict` one about 620 bytes.
    static let pluralCatalogCount = 10_500
    static let stringsdictCount = 32_500

    func size(_ kind: Kind) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url(kind).path)[.size]) as? Int) ?? 0
    }

    /// Writes the corpus if it is not there yet (the version in the folder name changes whenever the content does).
    static func prepare() throws -> Corpus {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-benchmark-corpus-v1")
        let corpus = Corpus(folder: folder)
        if Kind.allCases.allSatisfy({ FileManager.default.fileExists(atPath: corpus.url($0).path) }) {
            if !FileManager.default.fileExists(atPath: corpus.catalog.path) {
                try write(catalogData(generate().table), to: corpus.catalog)
            }
            try corpus.preparePlurals()
            return corpus
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let (text, table) = generate()
        try write(Data(text.utf8), to: corpus.url(.stringsUTF8))
        var utf16 = Data([0xFF, 0xFE])
        for unit in text.utf16 {
            utf16.append(UInt8(unit & 0xFF))
            utf16.append(UInt8(unit >> 8))
        }
        try write(utf16, to: corpus.url(.stringsUTF16))
        try write(PropertyListSerialization.data(fromPropertyList: table, format: .xml, options: 0),
                  to: corpus.url(.xmlPlist))
        try write(PropertyListSerialization.data(fromPropertyList: table, format: .binary, options: 0),
                  to: corpus.url(.binaryPlist))
        try write(catalogData(table), to: corpus.catalog)
        try corpus.preparePlurals()
        return corpus
    }

    private func preparePlurals() throws {
        guard !FileManager.default.fileExists(atPath: pluralCatalog.path)
                || !FileManager.default.fileExists(atPath: stringsdict.path) else { return }
        let words = ["rating", "review", "photo", "message", "download", "follower", "minute", "song"]
        var strings: [String: Any] = [:]
        var rules: [String: Any] = [:]
        for index in 0..<max(Self.pluralCatalogCount, Self.stringsdictCount) {
            let word = words[index % words.count]
            let key = "\(word)s.count.\(index)"
            func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }
            let english = ["one": unit("%lld \(word) in list \(index)"), "other": unit("%lld \(word)s in list \(index)")]
            let russian = ["one": unit("%lld оценка в списке \(index)"), "few": unit("%lld оценки в списке \(index)"),
                           "many": unit("%lld оценок в списке \(index)"), "other": unit("%lld оценки в списке \(index)")]
            func localization(_ forms: [String: Any], _ format: String) -> [String: Any] {
                guard index % 2 == 1 else { return ["variations": ["plural": forms]] }
                return ["stringUnit": ["state": "translated", "value": format],
                        "substitutions": ["count": ["argNum": 1, "formatSpecifier": "lld", "variations": ["plural": forms]]]]
            }
            if index < Self.pluralCatalogCount {
                strings[key] = ["comment": "How many \(word)s the list holds.",
                                "localizations": ["en": localization(english, "List: %#@count@"),
                                                  "ru": localization(russian, "Список: %#@count@")]]
            }
            if index < Self.stringsdictCount {
                rules[key] = ["NSStringLocalizedFormatKey": "%#@count@",
                              "count": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType",
                                        "NSStringFormatValueTypeKey": "lld",
                                        "one": "%lld оценка в списке \(index)", "few": "%lld оценки в списке \(index)",
                                        "many": "%lld оценок в списке \(index)", "other": "%lld оценки в списке \(index)"]]
            }
        }
        let catalog: [String: Any] = ["sourceLanguage": "en", "strings": strings, "version": "1.0"]
        try Self.write(JSONSerialization.data(withJSONObject: catalog, options: [.prettyPrinted, .sortedKeys]), to: pluralCatalog)
        try Self.write(PropertyListSerialization.data(fromPropertyList: rules, format: .xml, options: 0), to: stringsdict)
    }

    private static func catalogData(_ table: [String: String]) throws -> Data {
        var strings: [String: Any] = [:]
        for key in table.keys.sorted().prefix(catalogEntryCount) {
            let unit: [String: Any] = ["stringUnit": ["state": "translated", "value": table[key] ?? ""]]
            strings[key] = ["comment": "Shown next to the control.", "localizations": ["en": unit, "fr": unit]]
        }
        let catalog: [String: Any] = ["sourceLanguage": "en", "strings": strings, "version": "1.0"]
        return try JSONSerialization.data(withJSONObject: catalog, options: [.prettyPrinted, .sortedKeys])
    }

    private static func write(_ data: Data, to url: URL) throws {
        let temporary = url.appendingPathExtension("partial")
        try data.write(to: temporary)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.moveItem(at: temporary, to: url)
    }

    /// The `.strings` text and the table it decodes to.
    static func generate() -> (text: String, table: [String: String]) {
        var random = SplitMix64(seed: 0x5241_5445_5052_4F4D)
        let words = ["rate", "review", "settings", "profile", "share", "account", "photo", "library", "download",
                     "message", "notification", "privacy", "subscription", "favorite", "search", "playlist"]
        let foreign = ["café crème", "Grüße aus München", "добро пожаловать", "设置与隐私", "مرحبا بالعالم",
                       "🎉 Feiern 🎈", "naïve façade", "ありがとうございます", "Ελληνικά", "łódź żółć"]
        var text = "/* Benchmark corpus: generated, deterministic. */\n\n"
        var table: [String: String] = [:]
        table.reserveCapacity(entryCount)
        for index in 0..<entryCount {
            let section = words[Int(random.next() % UInt64(words.count))]
            let key = "screen\(index / 40).\(section).label_\(index)"
            var value = ""
            var escaped = ""
            let wordCount = 4 + Int(random.next() % 6)
            for wordIndex in 0..<wordCount {
                if wordIndex > 0 {
                    value += " "
                    escaped += " "
                }
                let word = words[Int(random.next() % UInt64(words.count))]
                value += word
                escaped += word
            }
            switch random.next() % 100 {
            case 0..<15:
                let phrase = foreign[Int(random.next() % UInt64(foreign.count))]
                value += " " + phrase
                escaped += " " + phrase
            case 15..<20:
                value += "\nsecond line"
                escaped += "\\nsecond line"
            case 20..<24:
                value += " \"quoted\" and \\"
                escaped += " \\\"quoted\\\" and \\\\"
            case 24..<27:
                value += " caf\u{E9}"
                escaped += " caf\\U00E9"
            default:
                break
            }
            if random.next() % 4 != 0 {
                text += "/* Shown on screen \(index / 40) next to the \(section) control. */\n"
            } else if random.next() % 3 == 0 {
                text += "// \(section)\n"
            }
            text += "\"\(key)\" = \"\(escaped)\";\n\n"
            table[key] = value
        }
        return (text, table)
    }
}

/// A small, fast, seedable generator, so the corpus is the same on every machine and run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
