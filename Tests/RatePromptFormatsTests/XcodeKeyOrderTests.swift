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
}
