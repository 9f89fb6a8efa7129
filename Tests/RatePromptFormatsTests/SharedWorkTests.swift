import Foundation
import Testing
@testable import RatePromptFormats

/// `SharedWork` runs every piece of a loop once, on the thread that offers it and on any thread serving, and gives
/// the loop back only when every piece has ended.
@Suite struct SharedWorkTests {
    /// A `SharedWork` of the test's own: the pools of other tests running meanwhile serve the shared one.
    let work = SharedWork()

    /// What the pieces did, under a lock.
    final class Record: @unchecked Sendable {
        private let lock = NSLock()
        private var runs: [Int] = []
        private var threads: [Int: String] = [:]
        private var ended = 0

        func ran(_ index: Int) {
            let thread = "\(pthread_self())"
            lock.withLock {
                runs.append(index)
                threads[index] = thread
            }
        }
        func end() { lock.withLock { ended += 1 } }
        var sortedRuns: [Int] { lock.withLock { runs.sorted() } }
        var threadsByIndex: [Int: String] { lock.withLock { threads } }
        var endedCount: Int { lock.withLock { ended } }
    }

    /// Waits up to five seconds for `condition`.
    static func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while !condition() {
            if Date() > deadline { return false }
            usleep(1000)
        }
        return true
    }

    @Test(arguments: [0, 1, 2, 7, 64])
    func withNobodyServingEveryPieceRunsHereInOrder(count: Int) {
        let record = Record()
        let here = "\(pthread_self())"
        var order: [Int] = []
        let lock = NSLock()
        work.forEach(count) { index in
            record.ran(index)
            lock.withLock { order.append(index) }
        }
        #expect(order == Array(0..<count))
        #expect(Set(record.threadsByIndex.values).isSubset(of: [here]))
    }

    @Test func aServingThreadTakesPiecesAndTheLoopEndsAfterThem() throws {
        let group = SharedWork.Group(count: 1, in: work)
        let served = Record()
        let helper = Thread {
            work.serve(until: group)
            served.end()
        }
        helper.start()
        #expect(Self.eventually { work.servingThreads == 1 })
        let record = Record()
        let here = "\(pthread_self())"
        work.forEach(16) { index in
            record.ran(index)
            // The first piece waits until the helper has taken one, so both threads surely work on the loop.
            if index == 0 {
                _ = Self.eventually { record.threadsByIndex.values.contains { $0 != here } }
            }
            usleep(2000)
            record.end()
        }
        // Every piece ran once and had ended when the loop came back.
        #expect(record.sortedRuns == Array(0..<16))
        #expect(record.endedCount == 16)
        let threads = Set(record.threadsByIndex.values)
        #expect(threads.count == 2 && threads.contains(here))
        // The helper stays until its group's work has ended, then leaves.
        usleep(10_000)
        #expect(served.endedCount == 0)
        group.leave()
        #expect(Self.eventually { served.endedCount == 1 })
        #expect(work.servingThreads == 0)
    }

    /// A thread that comes to serve after the loop was offered (the pool's other thread, done with a project)
    /// still takes the pieces left.
    @Test func aThreadThatComesLaterTakesThePiecesLeft() {
        let group = SharedWork.Group(count: 1, in: work)
        let record = Record()
        let here = "\(pthread_self())"
        let work = work
        work.forEach(16) { index in
            record.ran(index)
            if index == 0 {
                // Only now does a thread come to serve; this piece waits until it has taken one.
                Thread { work.serve(until: group) }.start()
                _ = Self.eventually { record.threadsByIndex.values.contains { $0 != here } }
            }
            usleep(2000)
        }
        #expect(record.sortedRuns == Array(0..<16))
        #expect(Set(record.threadsByIndex.values).count == 2)
        group.leave()
        #expect(Self.eventually { work.servingThreads == 0 })
    }

    @Test func serveReturnsAtOnceForAGroupThatHasEnded() {
        let group = SharedWork.Group(count: 2, in: work)
        group.leave()
        group.leave()
        work.serve(until: group)
        #expect(work.servingThreads == 0)
    }
}
