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

    /// Handing Foundation the keys from a letter before their first difference gives the answer it gives for the
    /// whole keys, wherever that answer holds (keys of at most 64 UTF-16 units): shared starts with digits, marks,
    /// punctuation, case pairs, emoji and ideographs before the difference.
    @Test func theDecidingPartGivesFoundationsAnswer() {
        var random = SplitMix64(seed: 1129)
        let pieces = ["a", "B", "z", "Z", "0", "1", "9", "10", " ", "-", "#", "(", ".", "_", "é", "É", "e\u{301}", "\u{301}",
                      "ß", "ss", "’", "…", "😀", "😁", "漢", "\u{1}", "İ", "ı", "Ω"]
        func text(_ count: Int) -> String {
            (0..<count).map { _ in random.pick(pieces) }.joined()
        }
        var cut = 0
        for _ in 0..<20_000 {
            let shared = text(Int.random(in: 0...10, using: &random))
            let left = shared + text(Int.random(in: 0...5, using: &random))
            let right = shared + text(Int.random(in: 0...5, using: &random))
            guard left.utf16.count <= XcodeKeyOrder.window, right.utf16.count <= XcodeKeyOrder.window else { continue }
            if !shared.isEmpty { cut += 1 }
            #expect(XcodeKeyOrder.foundationOrder(left, right) == XcodeKeyOrder.collatorOrder(left, right),
                    "\(left.debugDescription) \(right.debugDescription)")
        }
        #expect(cut > 10_000)
    }

    /// Keys longer than CoreFoundation's window compare the same way on every call, whichever way round, and as the
    /// same keys without the identical run before their difference (the fuzzer's find: Foundation read past its
    /// window and answered differently from call to call).
    @Test func longKeysCompareTheSameEveryTime() {
        let pairs: [(String, String)] = [("x😀", "-"), ("É", "é"), ("é!", "e"), ("12", "9"), ("😀", "😁"), ("😀a", "😁"),
                                         ("’s", "'s"), ("A" + String(repeating: "b", count: 70), "a")]
        for (leftTail, rightTail) in pairs {
            for run in ["#", "é", "a", "-\u{301}"] {
                let expected = XcodeKeyOrder.compare("s" + leftTail, "s" + rightTail)
                for count in 0...140 {
                    let shared = "s" + String(repeating: run, count: count)
                    for padding in ["", "…", "!!!"] {
                        let left = shared + leftTail + padding, right = shared + rightTail + padding
                        let order = XcodeKeyOrder.compare(left, right)
                        #expect(order == -XcodeKeyOrder.compare(right, left), "\(left.debugDescription) \(right.debugDescription)")
                        #expect(order == XcodeKeyOrder.compare(left, right))
                        if padding.isEmpty {
                            #expect(order == expected, "\(run) × \(count): \(leftTail.debugDescription) \(rightTail.debugDescription)")
                        }
                    }
                }
            }
        }
    }
}
