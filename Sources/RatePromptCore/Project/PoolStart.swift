import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Starts the thread pool's first thread with the caller on another core, once per process. Linux places a new
/// thread on its creator's core, and an idle core takes it over only when the busy one's next tick balances the
/// load: the pool's thread waited 2 ms (up to 10) behind the thread that made it, a tenth of an app's lint, while
/// the other core was idle (seen in `sched_wakeup_new` and `sched_switch` traces). Moving the caller away, then
/// back to the cores it may use, lets both run at once from the start. Elsewhere, and with one core, nothing is done.
enum PoolStart {
    /// Run by the first parallel map, before it hands out work.
    static let once: Void = {
        #if os(Linux)
        // The pool's first thread, made now on this core: it finds nothing to do and waits for the map's work.
        DispatchQueue.global().async {}
        moveToAnotherCore()
        #endif
    }()

    #if os(Linux)
    /// `sched_getcpu`, `sched_getaffinity` and `sched_setaffinity` are GNU extensions the Glibc module leaves out:
    /// looked up in the C library, and skipped where it lacks them.
    private typealias CurrentCore = @convention(c) () -> Int32
    private typealias Affinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32

    static func moveToAnotherCore() {
        guard let current = dlsym(nil, "sched_getcpu").map({ unsafeBitCast($0, to: CurrentCore.self) }),
              let get = dlsym(nil, "sched_getaffinity").map({ unsafeBitCast($0, to: Affinity.self) }),
              let set = dlsym(nil, "sched_setaffinity").map({ unsafeBitCast($0, to: Affinity.self) })
        else { return }
        var allowed = cpu_set_t()
        let size = MemoryLayout<cpu_set_t>.size
        let here = Int(current())
        guard get(0, size, &allowed) == 0, here >= 0, here < size * 8 else { return }
        var others = allowed
        let isAllowedHere = withUnsafeMutableBytes(of: &others) { bytes in
            let allowedHere = bytes[here / 8] & UInt8(1 << (here % 8)) != 0
            bytes[here / 8] &= ~UInt8(1 << (here % 8))
            return allowedHere && bytes.contains { $0 != 0 }
        }
        // The caller's own choice of cores is kept: it is given back whole.
        guard isAllowedHere, set(0, size, &others) == 0 else { return }
        _ = set(0, size, &allowed)
    }
    #endif
}
