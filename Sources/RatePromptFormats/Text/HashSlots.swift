/// Open addressing over indices by a 64-bit hash, for tables of keys (`KeySpellingTable`, the lint's prepared
/// tables): a slot holds the hash's top 32 bits over `index + 1`, 0 when empty, and the caller says which indices hold
/// the same key. Inlined into callers in other modules: the lookups are their hot loops.
package final class HashSlots {
    @usableFromInline let slots: UnsafeMutableBufferPointer<UInt64>
    @usableFromInline let mask: Int

    /// Room for `count` indices, the slots at most half full.
    package init(count: Int) {
        var capacity = 16
        while capacity < count * 2 { capacity <<= 1 }
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: 0)
        mask = capacity - 1
    }

    deinit {
        slots.deallocate()
    }

    /// Adds `index` under `hash`, unless an index already added under it holds the same key (`same(earlier)`): then
    /// that earlier index, and nothing is added.
    @inlinable
    package func insert(_ index: Int, hash: UInt64, same: (Int) -> Bool) -> Int? {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let occupant = slots[slot]
            if occupant == 0 {
                slots[slot] = (hash >> 32) << 32 | UInt64(index + 1)
                return nil
            }
            let other = Int(truncatingIfNeeded: occupant & 0xFFFF_FFFF) - 1
            if occupant >> 32 == hash >> 32, same(other) { return other }
            slot = (slot + 1) & mask
        }
    }

    /// The index added under `hash` that `matches`, if any.
    @inlinable
    package func first(hash: UInt64, where matches: (Int) -> Bool) -> Int? {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let occupant = slots[slot]
            if occupant == 0 { return nil }
            let other = Int(truncatingIfNeeded: occupant & 0xFFFF_FFFF) - 1
            if occupant >> 32 == hash >> 32, matches(other) { return other }
            slot = (slot + 1) & mask
        }
    }
}
