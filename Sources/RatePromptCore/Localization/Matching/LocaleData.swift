import RatePromptFormats

/// The generated tables of `LocaleTables`, parsed into dictionaries on first use (a few milliseconds, once per
/// process; string blobs keep the Swift compiler fast where 7,000-entry dictionary literals would not).
package enum LocaleData {
    static let cldrParentLocales = pairs(LocaleTables.cldrParentLocales)
    package static let languageAliases = pairs(LocaleTables.languageAliases)
    static let threeLetterLanguages = pairs(LocaleTables.threeLetterLanguages)
    static let threeLetterRegions = pairs(LocaleTables.threeLetterRegions)
    static let regionScripts = pairs(LocaleTables.likelyRegionScripts)
    static let scriptRegions = pairs(LocaleTables.likelyScriptRegions)
    package static let undeterminedRegions = pairs(LocaleTables.likelyUndeterminedRegions)
    static let undeterminedScripts = pairs(LocaleTables.likelyUndeterminedScripts)
    static let undeterminedScriptRegions = pairs(LocaleTables.likelyUndeterminedScriptRegions)

    /// The default script and region of a language ICU has likely subtags for (`LocaleTables.likelyLanguages`).
    package static func likelyLanguage(_ language: String) -> (script: String, region: String)? {
        likelyLanguageTable.lookup(language)
    }

    /// Made on first use without a `String` per item: a dictionary of the 7,300 items, two `String`s each, was
    /// almost half of the lint of a small project.
    private static let likelyLanguageTable = LikelyLanguageTable(LocaleTables.likelyLanguages)

    /// The language and script a localization is written in, its likely script filled in (`en_Latn` for `en-GB`,
    /// `zh_Hant` for `zh-TW` and `zh-Hant-TW`, `sr_Cyrl` for `sr`); nil for a language ICU does not know.
    package static func writtenLanguage(of identifier: String) -> String? {
        let id = ICULocaleID.readBaseName(identifier)
        guard let full = LikelySubtags.maximize(language: id.language, script: id.script, region: id.region) else {
            return nil
        }
        return full.language + "_" + full.script
    }

    /// Whether ISO 639 defines `code` (lowercase) as a language subtag (`LanguageCodeTables.languageSubtags`):
    /// `kmr`, `son`, `sh`, `tw` and `mul` are; `cz`, `arm` (Armenian's bibliographic code) and `qqq` are not.
    package static func isISO639Language(_ code: String) -> Bool {
        iso639Languages.contains(code)
    }

    private static let iso639Languages = LanguageCodeSet(LanguageCodeTables.languageSubtags)

    /// ISO 639's 3-letter codes of languages that have a 2-letter one, with that code (`deu` and `ger` → `de`).
    package static let iso639ThreeLetterCodes = pairs(LanguageCodeTables.threeLetterCodes)

    private static func pairs(_ blob: String) -> [String: String] {
        var result: [String: String] = [:]
        // Split as bytes (the separators are ASCII): splitting by characters cost more than the lookups it serves.
        for item in blob.utf8.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }) {
            guard let colon = item.firstIndex(of: UInt8(ascii: ":")) else { continue }
            result[String(Substring(item[..<colon]))] = String(Substring(item[item.index(after: colon)...]))
        }
        return result
    }
}

/// `LocaleTables.likelyLanguages` as a table addressed by the language code itself: languages there are 2 or 3
/// lowercase letters, 5 bits each, so 32,768 slots hold every possible code. A slot holds the script's number (in
/// the blob's `=Script` headers, 0 for none) and the region's 2 or 3 ASCII bytes.
struct LikelyLanguageTable: Sendable {
    private let slots: [UInt32]
    private let scripts: [String]

    init(_ blob: String) {
        var slots = [UInt32](repeating: 0, count: 1 << 15)
        // Items before any `=Script` header have no script.
        var scripts = [""]
        var blob = blob
        blob.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A { index += 1 }
                let start = index
                while index < bytes.count, bytes[index] != 0x20, bytes[index] != 0x0A { index += 1 }
                guard start < index else { continue }
                let item = UnsafeBufferPointer(rebasing: bytes[start..<index])
                if item[0] == UInt8(ascii: "=") {
                    scripts.append(String(decoding: item.dropFirst(), as: UTF8.self))
                    continue
                }
                guard let colon = item.firstIndex(of: UInt8(ascii: ":")),
                      let slot = Self.slot(UnsafeBufferPointer(rebasing: item[..<colon])),
                      item.count - colon - 1 <= 3
                else { continue }
                var region: UInt32 = 0
                for byte in item[(colon + 1)...] { region = region << 8 | UInt32(byte) }
                slots[slot] = UInt32(scripts.count - 1) << 24 | region
            }
        }
        self.slots = slots
        self.scripts = scripts
    }

    /// The slot of a 2- or 3-letter lowercase code.
    static func slot(_ code: UnsafeBufferPointer<UInt8>) -> Int? {
        guard code.count == 2 || code.count == 3 else { return nil }
        var slot = 0
        for byte in code {
            guard byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") else { return nil }
            slot = slot << 5 | Int(byte - UInt8(ascii: "a") + 1)
        }
        return slot
    }

    func lookup(_ language: String) -> (script: String, region: String)? {
        guard let slot = KeySpellingTable.withBytes(language, Self.slot) else { return nil }
        let value = slots[slot]
        guard value != 0 else { return nil }
        // A region is never empty, so an occupied slot is never 0.
        var region: [UInt8] = []
        var bytes = value & 0xFF_FFFF
        while bytes != 0 {
            region.insert(UInt8(truncatingIfNeeded: bytes), at: 0)
            bytes >>= 8
        }
        return (scripts[Int(value >> 24)], String(decoding: region, as: UTF8.self))
    }
}

/// A set of 2- and 3-letter lowercase codes, one bit per code in `LikelyLanguageTable`'s slots (4 KiB).
struct LanguageCodeSet: Sendable {
    private let bits: [UInt64]

    /// The codes of a blob of codes separated by spaces and line breaks.
    init(_ blob: String) {
        var bits = [UInt64](repeating: 0, count: (1 << 15) / 64)
        // Read as bytes: splitting the blob's 8,000 codes into strings cost a small app's lint 2 ms at start-up.
        var blob = blob
        blob.withUTF8 { bytes in
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\n") {
                defer { start = end + 1 }
                guard let slot = LikelyLanguageTable.slot(UnsafeBufferPointer(rebasing: bytes[start..<end])) else { continue }
                bits[slot >> 6] |= 1 << UInt64(slot & 63)
            }
        }
        self.bits = bits
    }

    func contains(_ code: String) -> Bool {
        guard let slot = KeySpellingTable.withBytes(code, LikelyLanguageTable.slot) else { return false }
        return bits[slot >> 6] & (1 << UInt64(slot & 63)) != 0
    }
}
