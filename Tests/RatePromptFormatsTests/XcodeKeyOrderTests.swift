import Foundation
import Testing
@testable import RatePromptFormats
import RatePromptTestSupport

@Suite("XcodeKeyOrder")
struct XcodeKeyOrderTests {
    /// The orders seen in Xcode-written catalogs: `-` before `(`, case ignored until nothing else differs, numbers
    /// by value.
    @Test func ordersKeysAsXcodeDoes() {
        let ordered = ["", "-dash", "(optional)", "a-b", "a(b", "cafe", "café", "file9", "file10", "rate prompt",
                       "Rate prompt", "rate_prompt", "rate-prompt.title", "rate(prompt).title", "zebra", "Zebra"]
        for (index, key) in ordered.enumerated().dropLast() {
            #expect(XcodeKeyOrder.compare(key, ordered[index + 1]) == -1, "\(key) < \(ordered[index + 1])")
            #expect(XcodeKeyOrder.compare(ordered[index + 1], key) == 1)
            #expect(XcodeKeyOrder.compare(key, key) == 0)
        }
        #expect(ordered.shuffled().sorted(by: XcodeKeyOrder.areInIncreasingOrder) == ordered)
    }

    /// The ASCII shortcut answers as Foundation does wherever it answers, and it answers for most keys.
    @Test func theASCIIShortcutAgreesWithFoundation() {
        var random = SplitMix64(seed: 2026)
        let alphabet = Array(" !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~")
        var answered = 0
        let pairs = 20_000
        for _ in 0..<pairs {
            let left = String((0..<Int.random(in: 0...6, using: &random)).map { _ in random.pick(alphabet) })
            var right = left
            if random.chance(80) {
                right = String(left.prefix(Int.random(in: 0...left.count, using: &random)))
                    + String((0..<Int.random(in: 0...4, using: &random)).map { _ in random.pick(alphabet) })
            }
            let shortcut = ByteRuns.withUTF8(left) { a in ByteRuns.withUTF8(right) { b in XcodeKeyOrder.asciiOrder(a, b) } }
            guard let shortcut else { continue }
            answered += 1
            #expect(shortcut == XcodeKeyOrder.foundationOrder(left, right), "\(left.debugDescription) \(right.debugDescription)")
        }
        #expect(answered > pairs / 2)
    }

    /// Handing Foundation the keys from a letter before their first difference, or walking them as CoreFoundation
    /// does past runs of digits of one value and case pairs (`ß` and `SS` among them) and handing it a part that fits
    /// the window, gives the answer it gives for the whole keys, wherever that answer holds (keys of at most 64
    /// UTF-16 units). Windows of 24 and 12 units instead of 64 make most of these keys take one way or the other:
    /// shared starts with digits, marks, punctuation, case pairs, emoji and ideographs before the difference.
    @Test(arguments: [24, 12])
    func theDecidingPartGivesFoundationsAnswer(window: Int) {
        var random = SplitMix64(seed: 1129)
        let pieces = ["a", "B", "z", "Z", "0", "1", "9", "10", "00", " ", "-", "#", "(", ".", "_", "é", "É", "e\u{301}",
                      "\u{301}", "ß", "ss", "SS", "’", "…", "😀", "😁", "漢", "\u{1}", "İ", "ı", "Ω", "ω", "K", "\u{212A}"]
        func text(_ count: Int) -> String {
            (0..<count).map { _ in random.pick(pieces) }.joined()
        }
        var cut = 0, longer = 0
        for _ in 0..<20_000 {
            let shared = text(Int.random(in: 0...24, using: &random))
            let left = shared + text(Int.random(in: 0...8, using: &random))
            let right = shared + text(Int.random(in: 0...8, using: &random))
            guard left.utf16.count <= XcodeKeyOrder.window, right.utf16.count <= XcodeKeyOrder.window else { continue }
            if !shared.isEmpty { cut += 1 }
            if max(left.utf16.count, right.utf16.count) > window { longer += 1 }
            #expect(XcodeKeyOrder.foundationOrder(left, right, window: window) == XcodeKeyOrder.collatorOrder(left, right),
                    "\(left.debugDescription) \(right.debugDescription)")
        }
        #expect(cut > 10_000)
        #expect(longer > 5_000)
    }

    /// Keys longer than CoreFoundation's window compare the same way on every call, whichever way round, and as the
    /// same keys with a short run where they have a long one (the fuzzer's finds: Foundation read past its window and
    /// answered differently from call to call). The keys differ after the run, and some before it too, where the
    /// walk goes on (a case pair, digits of one value, `ß` and `SS`).
    @Test func longKeysCompareTheSameEveryTime() {
        let starts = [("", ""), ("É", "é"), ("Σ", "σ"), ("01", "001"), ("0", "00"), ("ß", "SS")]
        let ends = [("x😀", "-"), ("É", "é"), ("é!", "e"), ("12", "9"), ("😀", "😁"), ("😀a", "😁"), ("’s", "'s"), ("x", "-"),
                    ("A", "a"), ("", ""), ("A" + String(repeating: "b", count: 70), "a")]
        for (leftStart, rightStart) in starts {
            for (leftEnd, rightEnd) in ends {
                for run in ["#", "é", "a", " ", "-\u{301}"] {
                    func pair(_ count: Int, _ padding: String) -> (String, String) {
                        let shared = String(repeating: run, count: count)
                        return ("s" + leftStart + shared + leftEnd + padding, "s" + rightStart + shared + rightEnd + padding)
                    }
                    for padding in ["", "…", "!!!"] {
                        let short = pair(2, padding)
                        let expected = XcodeKeyOrder.compare(short.0, short.1)
                        for count in 2...140 {
                            let (left, right) = pair(count, padding)
                            let order = XcodeKeyOrder.compare(left, right)
                            #expect(order == -XcodeKeyOrder.compare(right, left), "\(left.debugDescription) \(right.debugDescription)")
                            // Past the window the collator is handed `ß`'s key made the same as the other (`SS`),
                            // where CoreFoundation, reading past its window, hands it the `ß`: no answer to hold to.
                            if leftStart != "ß" || max(left.utf16.count, right.utf16.count) <= XcodeKeyOrder.window {
                                #expect(order == expected, "\(left.debugDescription) \(right.debugDescription)")
                            }
                        }
                    }
                }
            }
        }
    }

    /// Long keys whose walk makes the left key shorter (`SS` folded to `ß`, `000` to `0`) or longer, with marks,
    /// emoji and dotted capitals: every comparison stays inside the keys and answers the same both ways. Three `SS`
    /// against three `ß` before a difference once cut before the key's start (past the window, where the collator
    /// is handed the keys as folding made them, that pair is ordered the same way round both ways: `format`'s byte
    /// order first keeps its output one).
    @Test func longKeysThatFoldingResizesCompareBothWays() {
        let folded = String(repeating: "SS", count: 3) + String(repeating: "#", count: 58) + "x"
        let shorter = String(repeating: "ß", count: 3) + String(repeating: "#", count: 58) + "-"
        #expect(XcodeKeyOrder.compare(folded, shorter) == XcodeKeyOrder.compare(folded, shorter))
        #expect(XcodeKeyOrder.compare(shorter, folded) == XcodeKeyOrder.compare(shorter, folded))
        var random = SplitMix64(seed: 2911)
        let pieces = ["SS", "ß", "ss", "0", "00", "1", "#", "-", "é", "É", "e\u{301}", "a", "A", "😀", "😁", " ", "ﬀ", "ff",
                      "İ", "i\u{307}"]
        var long = 0
        for _ in 0..<10_000 {
            var left = "", right = ""
            for _ in 0..<Int.random(in: 20...70, using: &random) {
                let piece = random.pick(pieces)
                left += piece
                right += random.chance(85) ? piece : random.pick(pieces)
            }
            if max(left.utf16.count, right.utf16.count) > XcodeKeyOrder.window { long += 1 }
            #expect(XcodeKeyOrder.compare(left, right) == -XcodeKeyOrder.compare(right, left),
                    "\(left.debugDescription) \(right.debugDescription)")
        }
        #expect(long > 4_000)
    }
}
