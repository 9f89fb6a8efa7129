import Foundation

/// Loops that a thread left without work can help with. A pool of work on every core (`ParallelMap`) hands out whole
/// files; when one large file is left (an app's String Catalog), the other cores have nothing to take and wait for
/// it. A reader that can cut its work into pieces runs them with `forEach`: any thread waiting in `serve` takes
/// pieces beside it, and with none the reader runs them all itself, so a reader outside a pool pays a lock a piece.
package final class SharedWork: @unchecked Sendable {
    /// The one the pools and the readers of a run share.
    package static let shared = SharedWork()

    /// The loops on offer and the threads serving, behind one lock: pieces are coarse (hundreds of microseconds),
    /// so the lock is taken a few times per piece and never held for long.
    private let condition = NSCondition()
    private var loops: [Loop] = []
    private var serving = 0

    package init() {}

    /// How many threads wait in `serve` now.
    var servingThreads: Int {
        condition.lock()
        defer { condition.unlock() }
        return serving
    }

    /// Runs `body` for every index of `0..<count`, each once, here and on threads waiting in `serve` (so at once on
    /// several threads: each index must touch only its own state); returns when all have run. Pieces are taken in
    /// order, one at a time, so a thread that comes late still takes its share.
    package func forEach(_ count: Int, _ body: (Int) -> Void) {
        guard count > 1 else {
            if count == 1 { body(0) }
            return
        }
        withoutActuallyEscaping(body) { body in
            // Offered even with nobody serving yet: a thread that comes to `serve` while this one works (the pool's
            // other thread, done with a project) takes the pieces left.
            let loop = Loop(count: count, body: body)
            condition.lock()
            loops.append(loop)
            if serving > 0 { condition.broadcast() }
            while let index = loop.take() {
                condition.unlock()
                body(index)
                condition.lock()
                loop.running -= 1
            }
            loops.removeAll { $0 === loop }
            // The pieces other threads took must end before `body` goes out of scope.
            while loop.running > 0 { condition.wait() }
            condition.unlock()
        }
    }

    /// Takes pieces of the loops `forEach` offers until `group` (one of this `SharedWork`'s) has no work left
    /// running, then returns. A pool calls it as its last piece of work: by then every other piece has been handed
    /// out.
    package func serve(until group: Group) {
        precondition(group.work === self, "a group is served by the SharedWork it was made in")
        condition.lock()
        serving += 1
        while true {
            if let loop = loops.first(where: { $0.next < $0.count }), let index = loop.take() {
                condition.unlock()
                loop.body(index)
                condition.lock()
                loop.running -= 1
                if loop.running == 0 { condition.broadcast() }
            } else if group.running == 0 {
                break
            } else {
                condition.wait()
            }
        }
        serving -= 1
        condition.unlock()
    }

    /// Work that `serve` waits for: made with the number of pieces it has, each of which calls `leave` when it ends.
    package final class Group: @unchecked Sendable {
        fileprivate let work: SharedWork
        /// Guarded by `work`'s lock.
        fileprivate var running: Int

        package init(count: Int, in work: SharedWork = .shared) {
            self.work = work
            running = count
        }

        package func leave() {
            work.condition.lock()
            running -= 1
            if running == 0 { work.condition.broadcast() }
            work.condition.unlock()
        }
    }

    /// One `forEach` on offer. Its counts are guarded by the lock of the `SharedWork` it is offered on.
    private final class Loop {
        let count: Int
        let body: (Int) -> Void
        var next = 0
        /// Pieces taken and not yet ended.
        var running = 0

        init(count: Int, body: @escaping (Int) -> Void) {
            self.count = count
            self.body = body
        }

        func take() -> Int? {
            guard next < count else { return nil }
            next += 1
            running += 1
            return next - 1
        }
    }
}
