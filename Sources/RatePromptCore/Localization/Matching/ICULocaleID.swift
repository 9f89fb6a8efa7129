/// ICU's reading of a locale identifier, as far as Apple's matching depends on it: `uloc_getBaseName` (separators
/// unified, case normalised, keywords and extensions dropped, ISO 639-2 and alpha-3 region codes shortened) and the
/// language/script/region/variant split (`uloc_getLanguage`, `uloc_getCountry`).
///
/// Reproduced from observed behaviour of ICU 76 (checked against `swift_uloc_getBaseName` by LocaleMatcherICUTests),
/// including its quirks with odd input: `en_1` → `en__1`, `en_US.UTF-8` keeps its charset, `en@FOO` keeps a
/// keyword-less `@` part, a tag with an extension (`en-US-u-co-phonebk`) is read as BCP 47.
struct ICULocaleID: Hashable, Sendable {
    var language = ""
    var script = ""
    var region = ""
    var variant = ""
    /// Text after the subtags that a base name keeps: a POSIX charset (`.UTF-8`) and a keyword-less `@` part.
    var trailer = ""

    /// The `uloc_getBaseName` form.
    var baseName: String {
        var result = language
        if !script.isEmpty { result += "_" + script }
        if !region.isEmpty || !variant.isEmpty { result += "_" + region }
        if !variant.isEmpty { result += "_" + variant }
        return result + trailer
    }

    /// The base name of any identifier, as `uloc_getBaseName` computes it.
    static func baseName(of identifier: String) -> String { readBaseName(identifier).baseName }

    /// The identifier as `uloc_getBaseName` reads it, split into subtags.
    static func readBaseName(_ identifier: String) -> ICULocaleID {
        let bytes = Array(identifier.utf8)
        if !bytes.contains(UInt8(ascii: "@")), shortestInnerSubtagLength(bytes) == 1,
           let legacy = legacyIDFromLanguageTag(bytes) {
            return parse(Array(legacy.utf8))
        }
        return parse(bytes)
    }

    /// Splits an identifier the way `ulocimp_getSubtags` does (no BCP 47 conversion).
    static func parse(_ identifier: String) -> ICULocaleID { parse(Array(identifier.utf8)) }

    static func parse(_ b: [UInt8]) -> ICULocaleID {
        var id = ICULocaleID()
        let n = b.count
        var i = 0
        // Language, with an `i-`/`x-` prefix kept as is.
        var language: [UInt8] = []
        if n >= 2, isPrefixLetter(b[0]), isSeparator(b[1]) {
            language = [lower(b[0]), UInt8(ascii: "-")]
            i = 2
        }
        while i < n, !isSeparator(b[i]), !isTerminator(b[i]) {
            language.append(lower(b[i]))
            i += 1
        }
        id.language = String(decoding: language, as: UTF8.self)
        if language.count == 3, let short = LocaleData.threeLetterLanguages[id.language] { id.language = short }

        if i < n, isSeparator(b[i]) {
            // Script: exactly four letters; whatever follows them without a separator is ignored.
            var j = i + 1
            while j < n, isLetter(b[j]) { j += 1 }
            if j - (i + 1) == 4 {
                id.script = String(decoding: [upper(b[i + 1])] + b[(i + 2)..<j].map(lower), as: UTF8.self)
                i = j
            }
            var hasRegion = false
            if i < n, isSeparator(b[i]) {
                j = i + 1
                while j < n, !isSeparator(b[j]), !isTerminator(b[j]) { j += 1 }
                let length = j - (i + 1)
                if length == 2 || length == 3 {
                    id.region = String(decoding: b[(i + 1)..<j].map(upper), as: UTF8.self)
                    if length == 3, let short = LocaleData.threeLetterRegions[id.region] { id.region = short }
                    hasRegion = true
                    i = j
                }
            }
            if i < n, isSeparator(b[i]) {
                // `en__POSIX`: with no region, a second separator belongs to the empty region slot.
                if !hasRegion, i + 1 < n, isSeparator(b[i + 1]) { i += 1 }
                j = i + 1
                while j < n, !isTerminator(b[j]) { j += 1 }
                var variant = b[min(i + 1, j)..<j].map { isSeparator($0) ? UInt8(ascii: "_") : upper($0) }
                i = j
                // `de-@1996`: a POSIX-style variant after an empty subtag runs up to the next `@`.
                if variant.isEmpty, id.script.isEmpty, !hasRegion, i < n, b[i] == UInt8(ascii: "@") {
                    j = i + 1
                    while j < n, b[j] != UInt8(ascii: "@") { j += 1 }
                    variant = b[(i + 1)..<j].map { isSeparator($0) ? UInt8(ascii: "_") : upper($0) }
                    i = j
                }
                id.variant = String(decoding: variant, as: UTF8.self)
            }
        }
        var trailer: [UInt8] = []
        if i < n, b[i] == UInt8(ascii: ".") {
            while i < n, b[i] != UInt8(ascii: "@") {
                trailer.append(b[i])
                i += 1
            }
        }
        if i < n, b[i] == UInt8(ascii: "@"), !b[i...].contains(UInt8(ascii: "=")) {
            trailer.append(contentsOf: b[i...])
        }
        id.trailer = String(decoding: trailer, as: UTF8.self)
        return id
    }

    // MARK: BCP 47

    /// ICU reads an identifier as a BCP 47 tag when it has no `@` and a one-character subtag that is not the last.
    private static func shortestInnerSubtagLength(_ b: [UInt8]) -> Int {
        var shortest = b.count
        var length = 0
        for c in b {
            if isSeparator(c) {
                if length != 0, length < shortest { shortest = length }
                length = 0
            } else {
                length += 1
            }
        }
        return shortest
    }

    /// Irregular `i-` tags of RFC 5646 and what ICU reads them as.
    private static let irregular: [String: String] = [
        "ami": "ami", "bnn": "bnn", "default": "en", "enochian": "", "hak": "hak", "klingon": "tlh", "lux": "lb",
        "mingo": "see", "navajo": "nv", "pwn": "pwn", "tao": "tao", "tay": "tay", "tsu": "tsu",
    ]

    /// `uloc_forLanguageTag` for a well-formed tag, as a legacy id (`lang_Script_REGION_VARIANT`); nil when the tag
    /// is not well-formed, in which case ICU reads the identifier as a legacy id instead.
    private static func legacyIDFromLanguageTag(_ b: [UInt8]) -> String? {
        // ICU stops reading at an empty subtag (`en--u-co` is `en`).
        let subtags = Array(b.split(omittingEmptySubsequences: false, whereSeparator: isSeparator)
            .prefix { !$0.isEmpty }.map { Array($0) })
        guard !subtags.isEmpty else { return nil }
        var k = 0
        var language = ""
        let first = String(decoding: subtags[0].map(lower), as: UTF8.self)
        if first == "x" {
            // Only `x-…` is a private-use tag; `x_…` is a legacy id with an `x-` prefix.
            return b.count > 1 && b[1] == UInt8(ascii: "-") && privateUseIsValid(subtags, from: 1) ? "" : nil
        } else if first == "i" {
            guard subtags.count >= 2,
                  let mapped = irregular[String(decoding: subtags[1].map(lower), as: UTF8.self)] else { return nil }
            language = mapped
            k = 2
        } else {
            guard (2...8).contains(first.utf8.count), subtags[0].allSatisfy(isLetter) else { return nil }
            language = first
            k = 1
            if first.utf8.count <= 3 {
                var extlangs = 0
                while k < subtags.count, extlangs < 3, subtags[k].count == 3, subtags[k].allSatisfy(isLetter) {
                    if extlangs == 0 { language = String(decoding: subtags[k].map(lower), as: UTF8.self) }
                    extlangs += 1
                    k += 1
                }
            }
        }
        var script = "", region = "", variants: [String] = []
        if k < subtags.count, subtags[k].count == 4, subtags[k].allSatisfy(isLetter) {
            let s = subtags[k]
            script = String(decoding: [upper(s[0])] + s.dropFirst().map(lower), as: UTF8.self)
            k += 1
        }
        if k < subtags.count,
           (subtags[k].count == 2 && subtags[k].allSatisfy(isLetter))
            || (subtags[k].count == 3 && subtags[k].allSatisfy(isDigit)) {
            region = String(decoding: subtags[k].map(upper), as: UTF8.self)
            k += 1
        }
        while k < subtags.count {
            let s = subtags[k]
            let isVariant = ((5...8).contains(s.count) && s.allSatisfy(isAlphanumeric))
                || (s.count == 4 && isDigit(s[0]) && s.allSatisfy(isAlphanumeric))
            guard isVariant else { break }
            variants.append(String(decoding: s.map(upper), as: UTF8.self))
            k += 1
        }
        // Extensions (`u-co-phonebk`) and private use (`x-…`) are keywords: not part of the base name, but they
        // must be well-formed for ICU to take the BCP 47 reading.
        while k < subtags.count {
            let singleton = subtags[k]
            guard singleton.count == 1, isAlphanumeric(singleton[0]) else { return nil }
            if lower(singleton[0]) == UInt8(ascii: "x") {
                guard privateUseIsValid(subtags, from: k + 1) else { return nil }
                break
            }
            var count = 0
            k += 1
            while k < subtags.count, (2...8).contains(subtags[k].count), subtags[k].allSatisfy(isAlphanumeric) {
                count += 1
                k += 1
            }
            guard count > 0 else { return nil }
        }
        // `und` disappears before other subtags (`und-US-u-co-x` is `_US`) but stays alone (`und-u-co-x`).
        if language == "und", !(script.isEmpty && region.isEmpty && variants.isEmpty) { language = "" }
        var result = language
        if !script.isEmpty { result += "_" + script }
        if !region.isEmpty || !variants.isEmpty { result += "_" + region }
        if !variants.isEmpty { result += "_" + variants.joined(separator: "_") }
        return result
    }

    private static func privateUseIsValid(_ subtags: [[UInt8]], from start: Int) -> Bool {
        start < subtags.count && subtags[start...].allSatisfy { (1...8).contains($0.count) && $0.allSatisfy(isAlphanumeric) }
    }

    // MARK: Characters

    @inline(__always) static func isSeparator(_ c: UInt8) -> Bool { c == UInt8(ascii: "-") || c == UInt8(ascii: "_") }
    @inline(__always) static func isTerminator(_ c: UInt8) -> Bool { c == UInt8(ascii: ".") || c == UInt8(ascii: "@") }
    @inline(__always) static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }
    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    @inline(__always) static func isAlphanumeric(_ c: UInt8) -> Bool { isLetter(c) || isDigit(c) }
    @inline(__always) private static func isPrefixLetter(_ c: UInt8) -> Bool {
        c == UInt8(ascii: "x") || c == UInt8(ascii: "X") || c == UInt8(ascii: "i") || c == UInt8(ascii: "I")
    }
    @inline(__always) static func lower(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c | 0x20 : c }
    @inline(__always) static func upper(_ c: UInt8) -> UInt8 { c >= 0x61 && c <= 0x7A ? c & ~0x20 : c }
}
