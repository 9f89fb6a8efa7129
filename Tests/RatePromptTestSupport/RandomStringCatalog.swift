import Foundation

/// Seeded random String Catalogs as JSON text, near the shapes Xcode writes and off them: plural and device
/// variations nested, substitutions with their `argNum` and `formatSpecifier`, states, stale strings, repeated keys at
/// every level, values of every type where a string or an object belongs, escapes, NFC and NFD spellings, and
/// variations nested deeper than a catalog is read.
package struct RandomStringCatalog {
    package var generator: SplitMix64

    package init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    private mutating func chance(_ percent: Int) -> Bool { generator.chance(percent) }

    private mutating func pick<T>(_ choices: [T]) -> T { generator.pick(choices) }

    /// A JSON string, now and then with escapes that decode to the same text or to other characters.
    private mutating func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += chance(50) ? "\\t" : "\\u0009"
            case "é" where chance(30): result += "\\u00e9"
            case "😀" where chance(50): result += "\\ud83d\\ude00"
            case "/" where chance(50): result += "\\/"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static let texts = [
        "%lld item", "%lld items", "List: %#@count@", "%1$@ and %2$#@n@", "Caf\u{E9} %@", "Cafe\u{301} %@",
        "оценки %lld", "tab\there", "line\nbreak", "quote \" and \\", "😀 %d", "", "a/b", "100%% done",
    ]

    private mutating func scalar() -> String {
        switch Int.random(in: 0..<8, using: &generator) {
        case 0: return "\(Int.random(in: -3...40, using: &generator))"
        case 1: return pick(["1.0", "-0.5", "1e2", "99999999999999999999", "18446744073709551615", "0"])
        case 2: return chance(50) ? "true" : "false"
        case 3: return "[\(string("x")), 1]"
        case 4: return "{}"
        default: return string(pick(Self.texts))
        }
    }

    private mutating func text() -> String {
        chance(90) ? string(pick(Self.texts)) : scalar()
    }

    private mutating func object(_ members: [(String, String)]) -> String {
        var members = members
        if chance(8), let first = members.first { members.append((first.0, chance(50) ? first.1 : scalar())) }
        return "{" + members.map { "\(string($0.0)) : \($0.1)" }.joined(separator: ", ") + "}"
    }

    private mutating func stringUnit() -> String {
        var members: [(String, String)] = []
        if chance(85) { members.append(("state", chance(90) ? string(pick(["translated", "needs_review", "new", "stale"])) : scalar())) }
        if chance(90) { members.append(("value", text())) }
        return chance(95) ? object(members.shuffled(using: &generator)) : scalar()
    }

    /// A localization or variant: a string unit, variations by plural or device, substitutions. Variants nest two
    /// levels, or, in a chain of one device variant each, past the depth the catalog reader stops at.
    private mutating func unit(depth: Int, chain: Bool = false) -> String {
        var members: [(String, String)] = []
        if chance(depth == 0 ? 60 : 85) { members.append(("stringUnit", stringUnit())) }
        if chain, depth < 22 {
            members.append(("variations", object([("device", object([("other", unit(depth: depth + 1, chain: true))]))])))
        } else if depth == 0, chance(4) {
            return unit(depth: 0, chain: true)
        } else if depth < 2, chance(depth == 0 ? 50 : 15) {
            var kinds: [(String, String)] = []
            if chance(70) {
                let categories = ["zero", "one", "two", "few", "many", "other"].filter { _ in chance(50) }
                kinds.append((chance(95) ? "plural" : pick(["Plural", "plurals", "\u{440}lural"]),
                              object(categories.map { ($0, unit(depth: depth + 1)) })))
            }
            if chance(40) || kinds.isEmpty {
                let devices = ["iphone", "ipad", "mac", "other", "applewatch"].filter { _ in chance(40) }
                kinds.append(("device", chance(95) ? object(devices.map { ($0, unit(depth: depth + 1)) }) : scalar()))
            }
            members.append(("variations", chance(95) ? object(kinds) : scalar()))
        }
        if depth < 2, chance(depth == 0 ? 35 : 10) {
            let names = ["count", "total", "n", "caf\u{E9}"].filter { _ in chance(50) }
            members.append(("substitutions", object(names.map { name in
                var substitution: [(String, String)] = []
                if chance(80) { substitution.append(("argNum", chance(80) ? "\(Int.random(in: 1...3, using: &generator))" : scalar())) }
                if chance(80) { substitution.append(("formatSpecifier", chance(85) ? string(pick(["lld", "@", "d", "f"])) : scalar())) }
                if chance(20) { substitution.append(("stringUnit", stringUnit())) }
                let forms = ["one", "few", "other"].filter { _ in chance(70) }.map { ($0, unit(depth: 2)) }
                substitution.append(("variations", chance(90) ? object([("plural", object(forms))]) : scalar()))
                return (name, chance(95) ? object(substitution.shuffled(using: &generator)) : scalar())
            })))
        }
        return object(members.shuffled(using: &generator))
    }

    private mutating func entry() -> String {
        var members: [(String, String)] = []
        if chance(60) { members.append(("comment", text())) }
        if chance(30) { members.append(("extractionState", chance(80) ? string(pick(["manual", "stale", "extracted_with_value"])) : scalar())) }
        if chance(20) { members.append(("shouldTranslate", chance(80) ? pick(["true", "false"]) : scalar())) }
        if chance(90) {
            let languages = ["en", "de", "ru", "pt-BR", "zh-Hant", "fr"].filter { _ in chance(40) }
            members.append(("localizations", chance(95) ? object(languages.map { ($0, unit(depth: 0)) }) : scalar()))
        }
        return chance(95) ? object(members.shuffled(using: &generator)) : scalar()
    }

    /// A whole file with `count` strings (a repeated key now and then).
    package mutating func document(count: Int) -> String {
        var strings: [(String, String)] = []
        for index in 0..<count {
            let key = chance(5) && !strings.isEmpty ? strings[0].0 : pick(["key \(index)", "%lld of %lld \(index)", "Caf\u{E9} \(index)", "Cafe\u{301} \(index)", ""])
            strings.append((key, entry()))
        }
        var root: [(String, String)] = []
        if chance(90) { root.append(("sourceLanguage", chance(95) ? string(pick(["en", "de"])) : scalar())) }
        if chance(95) { root.append(("strings", chance(95) ? object(strings) : scalar())) }
        if chance(60) { root.append(("version", chance(90) ? string("1.0") : scalar())) }
        if chance(5) { root.append(("strings", object([]))) }
        return chance(97) ? object(root.shuffled(using: &generator)) : scalar()
    }

    /// The bytes of `text` as files are found: pretty-printed over lines, with CRLF line ends, a byte-order mark, cut
    /// short, a byte changed or nested past JSONReader's depth, each now and then.
    package mutating func variant(of text: String) -> [UInt8] {
        var text = text
        if chance(30) {
            text = text.replacingOccurrences(of: ", \"", with: ",\n    \"").replacingOccurrences(of: "{", with: "{\n  ")
        }
        if chance(15) { text = text.replacingOccurrences(of: "\n", with: "\r\n") }
        if chance(3) { text = String(repeating: "[", count: 600) + text + String(repeating: "]", count: 600) }
        var bytes = Array(text.utf8)
        if chance(10) { bytes = [0xEF, 0xBB, 0xBF] + bytes }
        if chance(15), !bytes.isEmpty { bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &generator))) }
        if chance(10), !bytes.isEmpty {
            bytes[Int.random(in: 0..<bytes.count, using: &generator)] = pick([0x22, 0x7B, 0x7D, 0x5C, 0x00, 0xFF, 0x0A, 0x2C])
        }
        return bytes
    }
}
