#if os(Linux)
import Foundation
import Glibc
import Testing
@testable import RatePromptCore

/// Moving the caller off its core to start the pool's thread beside it leaves the caller the cores it had: all of
/// them, or the ones it chose.
@Suite struct PoolStartTests {
    typealias Affinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32

    static func call(_ name: String, _ set: inout cpu_set_t) -> Int32 {
        let function = unsafeBitCast(dlsym(nil, name)!, to: Affinity.self)
        return function(0, MemoryLayout<cpu_set_t>.size, &set)
    }

    static func cores(_ set: cpu_set_t) -> [Int] {
        withUnsafeBytes(of: set) { bytes in (0..<bytes.count * 8).filter { bytes[$0 / 8] & UInt8(1 << ($0 % 8)) != 0 } }
    }

    /// Runs `body` on a thread of its own, so that the masks it sets leave the test's thread alone.
    static func onThread(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        Thread {
            body()
            done.signal()
        }.start()
        done.wait()
    }

    @Test func theCallersCoresAreGivenBack() {
        final class Seen: @unchecked Sendable { var before: [Int] = []; var after: [Int] = [] }
        let seen = Seen()
        Self.onThread {
            var mask = cpu_set_t()
            _ = Self.call("sched_getaffinity", &mask)
            seen.before = Self.cores(mask)
            PoolStart.moveToAnotherCore()
            _ = Self.call("sched_getaffinity", &mask)
            seen.after = Self.cores(mask)
        }
        #expect(!seen.before.isEmpty)
        #expect(seen.after == seen.before)
    }

    @Test func aChosenSetOfCoresIsKept() throws {
        var mask = cpu_set_t()
        _ = Self.call("sched_getaffinity", &mask)
        let cores = Self.cores(mask)
        // One core alone (nowhere to move) and, where there are two, the last two.
        for chosen in [[cores[0]]] + (cores.count > 1 ? [Array(cores.suffix(2))] : []) {
            final class Seen: @unchecked Sendable { var after: [Int] = [] }
            let seen = Seen()
            Self.onThread {
                var set = cpu_set_t()
                withUnsafeMutableBytes(of: &set) { bytes in for core in chosen { bytes[core / 8] |= UInt8(1 << (core % 8)) } }
                guard Self.call("sched_setaffinity", &set) == 0 else { return }
                PoolStart.moveToAnotherCore()
                var after = cpu_set_t()
                _ = Self.call("sched_getaffinity", &after)
                seen.after = Self.cores(after)
            }
            #expect(seen.after == chosen)
        }
    }
}
#endif
