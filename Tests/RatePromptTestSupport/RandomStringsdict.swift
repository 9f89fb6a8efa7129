import Foundation

/// Seeded random `.stringsdict` files as XML text, near the shapes apps write and off them: plural variables, device
/// and width rules nested, repeated keys, keys that differ only by case or normalization (and one spelled with KELVIN
/// SIGN, which Swift's `==` equals to K), values of every type where a string belongs, escapes, CDATA, comments and
/// byte-order marks inside strings.
package struct RandomStringsdict {
    package var generator: SplitMix64

    package init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    private mutating func chance(_ percent: Int) -> Bool { generator.chance(percent) }

    private mutating func pick<T>(_ choices: [T]) -> T { generator.pick(choices) }

    private static let keys = [
        "NSStringLocalizedFormatKey", "NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey",
        "NSStringDeviceSpecificRuleType", "NSStringVariableWidthRuleType", "NSStringFormatSpecType\u{212A}ey",
        "zero", "one", "two", "few", "many", "other", "One", "OTHER", "count", "n", "iphone", "ipad", "mac", "iphon",
        "20", "wide", "caf\u{E9}", "cafe\u{301}", "\u{1F600}", "",
    ]

    private static let texts = [
        "%#@count@", "%1$#@count@ of %2$#@total@", "%lld item", "%lld items", "NSStringPluralRuleType",
        "NSStringWidthRuleType", "lld", "d", "@", "%@ %#@n@ \u{E9}t\u{E9}", "\u{FEFF}with a mark", "",
        "оценки %d", "a & b < c", "100%% done",
    ]

    /// Escapes `text` for XML, now and then through a character reference or CDATA.
    private mutating func escaped(_ text: String) -> String {
        if chance(5), !text.contains("]]>") { return "<![CDATA[\(text)]]>" }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += chance(50) ? "&gt;" : ">"
            case "e" where chance(3): result += "&#x65;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private mutating func key() -> String {
        chance(70) ? pick(["zero", "one", "few", "other", "count", "NSStringLocalizedFormatKey"]) : pick(Self.keys)
    }

    private mutating func scalar() -> String {
        switch Int.random(in: 0..<12, using: &generator) {
        case 0: return "<integer>\(Int.random(in: -5...100, using: &generator))</integer>"
        case 1: return "<real>1.5</real>"
        case 2: return chance(50) ? "<true/>" : "<false/>"
        case 3: return "<date>2024-01-02T03:04:05Z</date>"
        case 4: return "<data>AAEC</data>"
        case 5: return "<array><string>x</string></array>"
        case 6: return "<string/>"
        default: return "<string>\(escaped(pick(Self.texts)))</string>"
        }
    }

    private mutating func text() -> String {
        chance(85) ? "<string>\(escaped(pick(Self.texts)))</string>" : scalar()
    }

    /// A plural variable, now and then broken.
    private mutating func variable(_ indent: String) -> String {
        var members: [(String, String)] = []
        if chance(90) {
            members.append((chance(95) ? "NSStringFormatSpecTypeKey" : pick(Self.keys),
                            chance(90) ? "<string>NSStringPluralRuleType</string>" : text()))
        }
        if chance(70) { members.append(("NSStringFormatValueTypeKey", text())) }
        for category in ["zero", "one", "two", "few", "many", "other"] where chance(50) {
            members.append((chance(90) ? category : pick(Self.keys), text()))
        }
        if chance(10), let first = members.first { members.append(first) }
        return dictionary(members.shuffled(using: &generator), indent)
    }

    /// A rule: a format with its variables, or device or width variants (nested), or something else.
    private mutating func rule(_ indent: String, depth: Int) -> String {
        switch Int.random(in: 0..<20, using: &generator) {
        case 0..<12 where depth < 4:
            var members: [(String, String)] = [("NSStringLocalizedFormatKey", text())]
            for _ in 0..<Int.random(in: 0...2, using: &generator) {
                members.append((chance(80) ? pick(["count", "total", "n"]) : key(),
                                chance(90) ? variable(indent + "\t") : scalar()))
            }
            if chance(10) { members.append(("NSStringLocalizedFormatKey", text())) }
            return dictionary(members.shuffled(using: &generator), indent)
        case 12..<16 where depth < 4:
            let kind = chance(60) ? "NSStringDeviceSpecificRuleType" : "NSStringVariableWidthRuleType"
            var variants: [(String, String)] = []
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                let name = kind.contains("Device") ? pick(["iphone", "ipad", "mac", "other", "iphon"]) : pick(["20", "50", "wide"])
                variants.append((name, chance(50) ? text() : rule(indent + "\t\t", depth: depth + 1)))
            }
            var members = [(kind, chance(90) ? dictionary(variants, indent + "\t") : scalar())]
            if chance(20) { members.append(("NSStringLocalizedFormatKey", text())) }
            return dictionary(members.shuffled(using: &generator), indent)
        default:
            return chance(50) ? text() : dictionary([(key(), text())], indent)
        }
    }

    private mutating func dictionary(_ members: [(String, String)], _ indent: String) -> String {
        if members.isEmpty, chance(50) { return "<dict/>" }
        var result = "<dict>\n"
        for (key, value) in members {
            if chance(2) { result += "\(indent)\t<!-- a comment -->\n" }
            result += "\(indent)\t<key>\(escaped(key))</key>\n\(indent)\t\(value)\n"
        }
        return result + "\(indent)</dict>"
    }

    /// A whole file, with `count` strings (a repeated one now and then).
    package mutating func document(count: Int) -> String {
        var members: [(String, String)] = []
        for index in 0..<count {
            let key = chance(5) && !members.isEmpty ? members[0].0 : chance(3) ? pick(Self.keys) : "string \(index)"
            members.append((key, rule("\t", depth: 0)))
        }
        let root = chance(95) ? dictionary(members, "") : scalar()
        let header = chance(80)
            ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" "
                + "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
            : ""
        return chance(90) ? "\(header)<plist version=\"1.0\">\n\(root)\n</plist>\n" : header + root
    }

    /// The bytes of `text` as files are found: minified, with CRLF line ends, a byte-order mark, cut short or with
    /// a byte changed, each now and then.
    package mutating func variant(of text: String) -> [UInt8] {
        var text = text
        if chance(15) {
            text = text.split(separator: "\n").map { $0.drop { $0 == "\t" } }.joined()
        } else if chance(15) {
            text = text.replacingOccurrences(of: "\n", with: "\r\n")
        }
        var bytes = Array(text.utf8)
        if chance(10) { bytes = [0xEF, 0xBB, 0xBF] + bytes }
        if chance(15), !bytes.isEmpty { bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &generator))) }
        if chance(10), !bytes.isEmpty {
            bytes[Int.random(in: 0..<bytes.count, using: &generator)] = pick([0x3C, 0x3E, 0x26, 0x22, 0x00, 0xFF, 0x20])
        }
        return bytes
    }
}
