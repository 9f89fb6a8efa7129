import Foundation

/// Values computed at most once per key, also when threads ask for the same key at once: a project file is parsed
/// once per run however many folders ask for it.
package final class OnceCache<Key: Hashable & Sendable, Value>: @unchecked Sendable {
    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        var value: Value?
    }

    private let lock = NSLock()
    private var slots: [Key: Slot] = [:]

    /// The value for `key`, computed by `make` the first time. `make` may ask for other keys, never for its own.
    package init() {}

    package func value(_ key: Key, make: () -> Value) -> Value {
        lock.lock()
        let slot: Slot
        if let known = slots[key] {
            slot = known
        } else {
            slot = Slot()
            slots[key] = slot
        }
        lock.unlock()
        // `NSLocking.withLock` needs macOS 14.
        slot.lock.lock()
        defer { slot.lock.unlock() }
        if let value = slot.value { return value }
        let value = make()
        slot.value = value
        return value
    }
}
