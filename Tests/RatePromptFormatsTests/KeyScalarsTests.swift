import Testing
@testable import RatePromptFormats
import RatePromptTestSupport

@Suite("KeyScalars")
struct KeyScalarsTests {
    /// Against the plain reading of "the last duplicate wins": a table built key by key, where a repeated key keeps
    /// its first place and takes the later value. Keys that differ only in normalization stay apart.
    @Test func lastWinsAgreesWithATableBuiltKeyByKey() {
        var random = SplitMix64(seed: 17)
        let spellings = ["a", "b", "é", "e\u{301}", "", "a long key that spans more than eight bytes", "日本", "x\u{0}y"]
        for round in 0..<300 {
            let count = Int(random.next() % 40)
            let keys = (0..<count).map { _ in spellings[Int(random.next() % UInt64(spellings.count))] }
            var order: [[UInt8]] = []
            var lastIndex: [[UInt8]: Int] = [:]
            var firstIndex: [[UInt8]: Int] = [:]
            for (index, key) in keys.enumerated() {
                let bytes = Array(key.utf8)
                if firstIndex[bytes] == nil {
                    firstIndex[bytes] = index
                    order.append(bytes)
                }
                lastIndex[bytes] = index
            }
            let expected = order.map { (first: firstIndex[$0]!, last: lastIndex[$0]!) }
            let pairs = KeyScalars.lastWinsIndices(count: keys.count, key: { keys[$0] })
            if order.count == keys.count {
                #expect(pairs == nil, "round \(round): \(keys)")
            } else {
                #expect(pairs?.map(\.first) == expected.map(\.first), "round \(round): \(keys)")
                #expect(pairs?.map(\.last) == expected.map(\.last), "round \(round): \(keys)")
            }
            let merged = KeyScalars.lastWins(Array(keys.enumerated()), key: \.element) { $0.offset = $1.offset }
            #expect(merged.map(\.offset) == expected.map(\.last), "round \(round): \(keys)")
        }
    }
}
