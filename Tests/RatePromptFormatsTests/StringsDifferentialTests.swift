import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint
import RatePromptTestSupport

/// Random `.strings` files, valid and broken, in every encoding CoreFoundation sniffs.
struct StringsFileGenerator {
    var random: SplitMix64
    var depth = 0
    /// Keys used so far, to make duplicates and NFC/NFD twins.
    var keys: [String] = []

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func chance(_ percent: Int) -> Bool { random.chance(percent) }
    mutating func pick<T>(_ items: [T]) -> T { random.pick(items) }
    mutating func count(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    mutating func newline() -> String { pick(["\n", "\n", "\n", "\r\n", "\r", "\u{2028}", "\u{2029}"]) }

    mutating func space() -> String {
        var text = ""
        for _ in 0..<count(0...2) {
            switch count(0...9) {
            case 0...3: text += " "
            case 4: text += "\t"
            case 5, 6: text += newline()
            case 7: text += "/* " + plainText() + " */"
            case 8: text += "// " + plainText().replacingOccurrences(of: "\n", with: " ") + "\n"
            default: text += "\u{0B}\u{0C}"
            }
        }
        return text
    }

    mutating func plainText() -> String {
        String((0..<count(0...6)).map { _ in pick(Array("abcXYZ 019._-é中😀%@$")) })
    }

    mutating func unquoted() -> String {
        String((0..<count(1...6)).map { _ in pick(Array("abzAZ09_$/:.-")) })
    }

    mutating func escape() -> String {
        switch count(0...17) {
        case 0: return pick(["\\n", "\\t", "\\r", "\\a", "\\b", "\\f", "\\v"])
        case 1: return pick(["\\\"", "\\'", "\\\\"])
        case 2: return "\\U" + String((0..<count(0...5)).map { _ in pick(Array("0123456789abcdefABCDEF")) })
        case 3: return pick(["\\UD83D\\UDE00", "\\UD83D", "\\UDE00", "\\UDE00\\UD83D", "\\UD83Dx"])
        case 4: return "\\u00e9"
        case 5: return "\\x41"
        case 6: return "\\" + pick(["q", "?", "é", "😀", "z", " "])
        case 7, 8: return "\\" + String((0..<count(1...4)).map { _ in pick(Array("012345678")) })
        case 9: return "\\" + newline()
        case 10: return "\\\u{A0}"
        default: return pick(["\\n", "\\\"", "\\U00E9", "\\351", "\\200", "\\777", "\\101"])
        }
    }

    mutating func quoted(_ quote: Character) -> String {
        var text = String(quote)
        for _ in 0..<count(0...8) {
            switch count(0...12) {
            case 0...2: text += escape()
            case 3: text += newline()
            case 4: text += quote == "\"" ? "'" : "\""
            case 5: text += pick(["\u{A0}", "\u{FEFF}", "\u{2028}", "\u{E9}", "e\u{301}", "ß", "\u{10FFFF}", "\u{0}"])
            default: text += plainText()
            }
        }
        if !chance(2) { text.append(quote) }  // rarely unterminated
        return text
    }

    mutating func key() -> String {
        if !keys.isEmpty && chance(8) { return pick(keys) }  // duplicate
        if chance(3) { return pick(["\"caf\u{E9}\"", "\"cafe\u{301}\""]) }  // NFC/NFD twins
        let key = chance(70) ? quoted(pick(["\"", "\"", "'"])) : unquoted()
        keys.append(key)
        return key
    }

    mutating func value() -> String {
        if depth > 3 { return quoted("\"") }
        switch count(0...19) {
        case 0:
            depth += 1
            defer { depth -= 1 }
            return "(" + (0..<count(0...3)).map { _ in space() + value() + space() }.joined(separator: ",")
                + (chance(30) ? "," : "") + (chance(95) ? ")" : "")
        case 1:
            depth += 1
            defer { depth -= 1 }
            return "{" + (0..<count(0...2)).map { _ in entry() }.joined() + space() + (chance(95) ? "}" : "")
        case 2:
            let digits = String((0..<count(0...9)).map { _ in pick(Array("0123456789abcdefABCDEF  \n")) })
            return "<" + digits + pick([">", ">", ">", "", "x>", "\u{130}>"])
        case 3: return unquoted()
        case 4: return pick(["+1", "@x", ";", "", "\"a\" \"b\""])
        case 5:
            let depth = pick([3, 511, 512, 513])
            return String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        default: return quoted(chance(85) ? "\"" : "'")
        }
    }

    mutating func entry() -> String {
        var text = space() + key() + space()
        if chance(5) {
            text += ";"  // the `"key";` shortcut
        } else {
            text += pick(["=", "=", "=", "=", "=", "=", "=", "=", "\u{A0}=", ""]) + space() + value() + space()
            text += chance(94) ? ";" : ""
        }
        switch count(0...60) {
        case 0: text += ";"
        case 1: text += "\n# comment\n"
        case 2: text += "\u{A0}"
        case 3: text += "@"
        case 4: text += "}"
        case 5: text += "/* never closed "
        default: break
        }
        return text
    }

    mutating func file() -> String {
        switch count(0...29) {
        case 0: return space() + value() + space()
        case 1: return space() + "{" + (0..<count(0...3)).map { _ in entry() }.joined() + space() + "}" + space()
        case 2: return space()
        default:
            var text = (0..<count(0...6)).map { _ in entry() }.joined() + space()
            if chance(3) { text += "\\" }
            return text
        }
    }

    enum Encoding: CaseIterable { case utf8, utf8BOM, utf16LE, utf16BE, utf16LENoBOM, utf16BENoBOM, utf32LE, utf32BE }

    mutating func bytes() -> (bytes: [UInt8], encoding: Encoding) {
        var text = file()
        let encoding: Encoding = chance(55) ? .utf8 : pick(Encoding.allCases)
        if encoding == .utf16LENoBOM && chance(60) { text = pick(["\n", " ", "\t"]) + text }
        var bytes: [UInt8]
        func utf16(_ units: [UInt16], bigEndian: Bool) -> [UInt8] {
            units.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        }
        func utf32(_ text: String, bigEndian: Bool) -> [UInt8] {
            text.unicodeScalars.flatMap { scalar -> [UInt8] in
                let v = scalar.value
                let le = [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8(v >> 24)]
                return bigEndian ? le.reversed() : le
            }
        }
        var units = Array(text.utf16)
        if encoding != .utf8 && encoding != .utf8BOM && !units.isEmpty && chance(4) {
            units[count(0...(units.count - 1))] = pick([0xD800, 0xDC00, 0xDBFF])  // a lone surrogate in the file
        }
        switch encoding {
        case .utf8: bytes = Array(text.utf8)
        case .utf8BOM: bytes = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        case .utf16LE: bytes = [0xFF, 0xFE] + utf16(units, bigEndian: false)
        case .utf16BE: bytes = [0xFE, 0xFF] + utf16(units, bigEndian: true)
        case .utf16LENoBOM: bytes = utf16(units, bigEndian: false)
        case .utf16BENoBOM: bytes = utf16(units, bigEndian: true)
        case .utf32LE: bytes = [0xFF, 0xFE, 0, 0] + utf32(text, bigEndian: false)
        case .utf32BE: bytes = [0, 0, 0xFE, 0xFF] + utf32(text, bigEndian: true)
        }
        if (encoding == .utf8 || encoding == .utf8BOM) && !bytes.isEmpty && chance(4) {
            let bad: [[UInt8]] = [[0xFF], [0xE9], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80]]
            bytes.insert(contentsOf: pick(bad), at: count(0...bytes.count))
        }
        return (bytes, encoding)
    }
}

/// Thousands of generated files: our old-style parser and `PropertyListSerialization` must agree on every one
/// (same value tree, or both fail). Foundation's dictionaries are Swift dictionaries, which merge NFC/NFD keys;
/// `PlistTree` folds ours the same way, so that documented difference is modelled, not skipped.
struct StringsDifferentialTests {
    static let seeds: [UInt64] = [0x5EED_0001, 0x5EED_0002, 0x5EED_0003, 0x5EED_0004]
    /// 1000 per seed by default; set STRINGS_DIFF_CASES for a longer exploration run.
    static let casesPerSeed = ProcessInfo.processInfo.environment["STRINGS_DIFF_CASES"].flatMap(Int.init) ?? 1000

    static func agree(_ bytes: [UInt8]) -> Bool {
        StringsTestSupport.openStep(bytes).tree == StringsTestSupport.foundation(bytes)
    }

    /// Shrinks a failing input by deleting chunks while the disagreement persists.
    static func minimize(_ input: [UInt8]) -> [UInt8] {
        var current = input
        var chunk = max(1, current.count / 2)
        var budget = 400
        while chunk >= 1 && budget > 0 {
            var index = 0
            var removed = false
            while index < current.count && budget > 0 {
                budget -= 1
                var candidate = current
                candidate.removeSubrange(index..<min(current.count, index + chunk))
                if !candidate.isEmpty && !agree(candidate) {
                    current = candidate
                    removed = true
                } else {
                    index += chunk
                }
            }
            if !removed { chunk /= 2 }
        }
        return current
    }

    @Test(arguments: seeds)
    func generatedFilesMatchFoundation(seed: UInt64) {
        var generator = StringsFileGenerator(seed: seed)
        var mismatches = 0
        var failures = 0
        for index in 0..<Self.casesPerSeed {
            generator.keys.removeAll()
            let (bytes, encoding) = generator.bytes()
            let ours = StringsTestSupport.openStep(bytes)
            let foundation = StringsTestSupport.foundation(bytes)
            if ours.tree == nil { failures += 1 }
            if ours.tree != foundation {
                mismatches += 1
                if mismatches <= 3 {
                    let minimal = Self.minimize(bytes)
                    let escaped = minimal.map { $0 >= 0x20 && $0 < 0x7F && $0 != 0x5C ? String(UnicodeScalar($0)) : String(format: "\\x%02X", $0) }.joined()
                    Issue.record("""
                        seed 0x\(String(seed, radix: 16)) case \(index) (\(encoding)): ours \(ours.tree.map(\.description) ?? "failure") \
                        vs Foundation \(foundation.map(\.description) ?? "failure (\(StringsTestSupport.foundationError(bytes)))")
                        minimal input (\(minimal.count) bytes): \(escaped)
                        ours on it: \(StringsTestSupport.openStep(minimal).tree.map(\.description) ?? "failure") \
                        Foundation: \(StringsTestSupport.foundation(minimal).map(\.description) ?? "failure (\(StringsTestSupport.foundationError(minimal)))")
                        """)
                }
            }
            // Whatever the input, StringsFileParser must not crash and must be consistent with the tree.
            let file = StringsFileParser().parse(bytes, path: "generated.strings")
            if case .dictionary? = ours.tree { #expect(file.isLoadable) } else { #expect(!file.isLoadable) }
        }
        #expect(mismatches == 0, "seed 0x\(String(seed, radix: 16)): \(mismatches) of \(Self.casesPerSeed) differ")
        // The generator must exercise both outcomes, or the comparison proves little.
        #expect(failures > Self.casesPerSeed / 20 && failures < Self.casesPerSeed * 9 / 10, "\(failures) failures")
    }

    /// Every octal byte against Foundation: pins the whole NeXTSTEP table, not just the two vector values.
    @Test func everyOctalByteMatchesFoundation() {
        var text = ""
        for byte in 0...255 { text += "\"k\(byte)\" = \"\\\(String(byte, radix: 8))\";\n" }
        let bytes = Array(text.utf8)
        #expect(StringsTestSupport.openStep(bytes).tree == StringsTestSupport.foundation(bytes))
    }

    /// Every BMP `\U` value class, including lone and paired surrogates, against Foundation.
    @Test func unicodeEscapesMatchFoundation() {
        var text = ""
        for value in stride(from: 0, through: 0xFFFF, by: 0x3F) {
            text += "\"k\(value)\" = \"a\\U\(String(value, radix: 16))b\";\n"
        }
        text += "\"pair\" = \"\\UD83D\\UDE00\";\n\"lone\" = \"\\UDBFF!\";\n\"rev\" = \"\\UDE00\\UD83D\";\n"
        let bytes = Array(text.utf8)
        #expect(StringsTestSupport.openStep(bytes).tree == StringsTestSupport.foundation(bytes))
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(StringsTestSupport.openStep(utf16).tree == StringsTestSupport.foundation(utf16))
    }

    /// Tiny inputs decide the encoding sniffing (BOM lengths, the zero-byte rule): all short byte strings over a
    /// small alphabet.
    @Test func shortByteStringsMatchFoundation() {
        let alphabet: [UInt8] = [0x00, 0x20, 0x22, 0x61, 0xFE, 0xFF, 0xEF, 0xBB, 0xBF, 0x0A]
        var mismatches: [String] = []
        func visit(_ prefix: [UInt8], _ length: Int) {
            if !prefix.isEmpty && !StringsDifferentialTests.agree(prefix) {
                mismatches.append(prefix.map { String(format: "%02X", $0) }.joined(separator: " "))
            }
            guard prefix.count < length else { return }
            for byte in alphabet { visit(prefix + [byte], length) }
        }
        visit([], 4)
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, e.g. \(mismatches.prefix(5))")
    }
}
