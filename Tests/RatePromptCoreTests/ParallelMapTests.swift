import Foundation
import Testing
@testable import RatePromptCore
import RatePromptFormats

/// `ParallelMap` gives each element's result in the elements' order and runs `first` once, wherever in the pool of
/// work it is taken up.
@Suite struct ParallelMapTests {
    /// Counts what the pool's threads do, under a lock.
    final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [Int]
        init(_ size: Int) { counts = [Int](repeating: 0, count: size) }
        func add(_ index: Int) { lock.withLock { counts[index] += 1 } }
        var values: [Int] { lock.withLock { counts } }
    }

    @Test(arguments: [0, 1, 2, 5, 40, 99, -3])
    func firstAfterSomeElementsKeepsTheResultsInOrder(after: Int) {
        let elements = Array(0..<40)
        let calls = Tally(1)
        let (head, results) = ParallelMap.map(first: { () -> String in
            calls.add(0)
            return "project"
        }, after: after, then: elements) { $0 * $0 }
        #expect(head == "project")
        #expect(calls.values == [1])
        #expect(results == elements.map { $0 * $0 })
    }

    @Test func firstWithNoElements() {
        let (head, results) = ParallelMap.map(first: { 7 }, after: 1, then: [Int]()) { $0 }
        #expect(head == 7)
        #expect(results.isEmpty)
    }

    /// With `sharingWork`, the pool's last piece serves what its work offers: a loop offered by `first` runs every
    /// piece once, and the results come back as without it.
    @Test(arguments: [0, 1, 3, 30])
    func sharingWorkRunsEveryOfferedPieceOnce(elements count: Int) {
        let elements = Array(0..<count)
        let pieces = Tally(64)
        let (head, results) = ParallelMap.map(first: { () -> Int in
            SharedWork.shared.forEach(64) { pieces.add($0) }
            return 64
        }, after: 1, then: elements, sharingWork: true) { $0 + 1 }
        #expect(head == 64)
        #expect(pieces.values == [Int](repeating: 1, count: 64))
        #expect(results == elements.map { $0 + 1 })
    }

    @Test func forEachVisitsEveryElementOnce() {
        let seen = Tally(100)
        ParallelMap.forEach(Array(0..<100)) { seen.add($0) }
        #expect(seen.values == [Int](repeating: 1, count: 100))
    }
}
