import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptLint
import RatePromptTestSupport

@Suite("VisibleText")
struct VisibleTextTests {
    @Test(arguments: [
        ("a\nb", "a\\nb"),
        ("\r\n\t\0", "\\r\\n\\t\\0"),
        ("\u{1B}[31mred", "\\u{1B}[31mred"),
        ("\u{07}\u{1F}\u{7F}", "\\u{7}\\u{1F}\\u{7F}"),
        ("next\u{85}line \u{9B}2J", "next\\u{85}line \\u{9B}2J"),
        ("one\u{2028}two\u{2029}", "one\\u{2028}two\\u{2029}"),
        ("caf\u{10FFE9}.lproj", "caf\\xE9.lproj"),
        ("\u{10FF00}\u{10FFFF}", "\\x00\\xFF"),
        ("\u{10FF0A}\n", "\\x0A\\n"),
    ])
    func lineShowsControlsAsEscapes(text: String, expected: String) {
        #expect(VisibleText.line(text) == expected)
    }

    /// Text with nothing to show differently comes back as it is: accents, CJK, emoji, non-breaking space, a
    /// backslash, the scalars just outside the escaped ranges.
    @Test(arguments: ["", "plain", "café 中文 🙂 \u{A0}", "a\\nb \\U00E9", "\u{A0}\u{2027}\u{202A}\u{10FEFF}\u{FFFD}",
                      "fr.lproj/Localizable.strings"])
    func ordinaryTextIsUnchanged(text: String) {
        #expect(VisibleText.line(text) == text)
        #expect(VisibleText.name(text) == text)
    }

    @Test func nameShowsOnlyUndecodableBytes() {
        #expect(VisibleText.name("caf\u{10FFE9}\n\u{1B}") == "caf\\xE9\n\u{1B}")
        #expect(FileSystemPath.rawByte("\u{10FFE9}") == 0xE9)
        #expect(FileSystemPath.rawByte("\u{10FEFF}") == nil)
        #expect(FileSystemPath.rawByte("é") == nil)
    }

    /// On random text: the line form holds no character that breaks or controls a line, shows every undecodable
    /// byte, leaves everything else in place, and applied twice changes nothing more.
    @Test func lineFormOnGeneratedText() {
        var random = SplitMix64(seed: 16)
        let pool: [ClosedRange<UInt32>] = [0x00...0x7F, 0x80...0xFF, 0x2000...0x202F, 0x10FEF0...0x10FFFF, 0x4E00...0x4E10,
                                           0x1F600...0x1F610]
        for _ in 0..<2_000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<(random.next() % 24) {
                let range = pool[Int(random.next() % UInt64(pool.count))]
                scalars.append(Unicode.Scalar(range.lowerBound + UInt32(random.next() % UInt64(range.count)))!)
            }
            let text = String(scalars)
            let line = VisibleText.line(text)
            #expect(!line.unicodeScalars.contains(where: Self.mustBeEscaped), "\(text.debugDescription)")
            #expect(VisibleText.line(line) == line)
            let expected = text.unicodeScalars.map { scalar -> String in
                if let byte = FileSystemPath.rawByte(scalar) { return "\\x" + Self.hex(UInt32(byte), 2) }
                switch scalar {
                case "\0": return "\\0"
                case "\t": return "\\t"
                case "\n": return "\\n"
                case "\r": return "\\r"
                case _ where Self.mustBeEscaped(scalar): return "\\u{" + Self.hex(scalar.value, 1) + "}"
                default: return String(scalar)
                }
            }.joined()
            #expect(line == expected, "\(text.debugDescription)")
            #expect(VisibleText.name(text) == String(text.unicodeScalars.map { scalar in
                FileSystemPath.rawByte(scalar).map { "\\x" + Self.hex(UInt32($0), 2) } ?? String(scalar)
            }.joined()))
        }
    }

    static func mustBeEscaped(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
            || scalar.value >= 0x10FF00
    }

    static func hex(_ value: UInt32, _ digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    // MARK: - Diagnostics and findings

    static let hostilePath = "/p/x\n/etc/passwd:1:1: error: forged\u{1B}[2J\0/caf\u{10FFE9}.lproj/Localizable.strings"

    @Test func aDiagnosticIsOneLinePerPlace() {
        let note = Diagnostic.Note(location: FileLocation(path: Self.hostilePath, line: 1, column: 2),
                                   message: "first \"a\u{2028}b\" here\r\nforged: error: x")
        let diagnostic = Diagnostic(.warning, .duplicateKey, "\"a\nb\u{0}\" twice", at:
                                    FileLocation(path: Self.hostilePath, line: 3, column: 4), notes: [note])
        let lines = diagnostic.description.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines == [
            "/p/x\\n/etc/passwd:1:1: error: forged\\u{1B}[2J\\0/caf\\xE9.lproj/Localizable.strings:3:4: warning: \"a\\nb\\0\" twice",
            "/p/x\\n/etc/passwd:1:1: error: forged\\u{1B}[2J\\0/caf\\xE9.lproj/Localizable.strings:1:2: note: first \"a\\u{2028}b\" here\\r\\nforged: error: x",
        ])
        #expect(FileLocation(path: "a\tb", line: 1, column: 1).description == "a\\tb:1:1")
    }

    @Test func aFindingIsOneLinePerPlace() {
        let finding = LintFinding(rule: "missing-key", severity: .error, message: "\"k\n\u{1B}]0;title\u{07}\" is missing",
                                  location: FileLocation(path: "x\ny.lproj/Localizable.strings", line: 1, column: 1),
                                  notes: [.init(location: FileLocation(path: "en.lproj/L.strings", line: 2, column: 1),
                                                message: "defined\nhere")])
        #expect(finding.description == """
            x\\ny.lproj/Localizable.strings:1:1: error: "k\\n\\u{1B}]0;title\\u{7}" is missing (missing-key)
            en.lproj/L.strings:2:1: note: defined\\nhere
            """)
        // The same text as the Diagnostic the finding may come from, plus its rule.
        let diagnostic = Diagnostic(.error, .syntaxError, finding.message, at: finding.location, notes: finding.notes)
        #expect(LintFinding(diagnostic).description.hasPrefix(diagnostic.description.split(separator: "\n")[0] + " (syntax-error)"))
    }
}
