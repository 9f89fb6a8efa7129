import Foundation

/// A key hashed and compared by its Unicode scalars rather than by Swift's canonical equivalence, as CoreFoundation
/// compares keys on Apple platforms: NFC "é" and NFD "é" are two keys there.
package struct KeyScalars: Hashable {
    let key: String
    package init(_ key: String) { self.key = key }

    package static func == (lhs: KeyScalars, rhs: KeyScalars) -> Bool {
        lhs.key.utf8.elementsEqual(rhs.key.utf8)
    }

    package func hash(into hasher: inout Hasher) {
        var key = key
        key.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// One item per distinct key, where a device's table has it: at the place the key first appears, updated by
    /// `merge` with the key's last duplicate (whose value wins). Items without a repeated key come back as they are,
    /// without a copy.
    static func lastWins<Item>(_ items: [Item], key: (Item) -> String, merge: (inout Item, Item) -> Void) -> [Item] {
        guard let pairs = lastWinsIndices(count: items.count, key: { key(items[$0]) }) else { return items }
        return pairs.map { pair in
            var item = items[pair.first]
            if pair.last != pair.first { merge(&item, items[pair.last]) }
            return item
        }
    }

    /// For keys that may repeat (key `i` of `count`): nil when all are distinct, else for each distinct key in the
    /// order keys first appear, the index of its first appearance and of its last (whose value a device keeps).
    ///
    /// Keys are compared by their UTF-8 bytes in an open-addressing table of hash tags and indices (as
    /// `KeySpellingTable`): a `Dictionary` keyed by `KeyScalars` costs several times more per key, which a
    /// 200,000-key property list's `dump` spent most of its time on.
    package static func lastWinsIndices(count: Int, key: (Int) -> String) -> [(first: Int, last: Int)]? {
        var capacity = 16
        while capacity < count * 2 { capacity <<= 1 }
        let mask = capacity - 1
        // 0 for an empty slot, else the hash's top 32 bits over `index + 1`.
        var slots = [UInt64](repeating: 0, count: capacity)
        var last: [Int] = []
        var repeated: [Bool] = []
        for index in 0..<count {
            let spelling = key(index)
            let hash = KeySpellingTable.withBytes(spelling) { KeySpellingTable.hash($0).hash }
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let occupant = slots[slot]
                if occupant == 0 {
                    slots[slot] = (hash >> 32) << 32 | UInt64(index + 1)
                    break
                }
                let other = Int(truncatingIfNeeded: occupant & 0xFFFF_FFFF) - 1
                if occupant >> 32 == hash >> 32, spelling.utf8.count == key(other).utf8.count,
                   KeySpellingTable.withBytes(spelling, { a in
                       KeySpellingTable.withBytes(key(other)) { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
                   }) {
                    if last.isEmpty {
                        last = Array(0..<count)
                        repeated = Array(repeating: false, count: count)
                    }
                    last[other] = index
                    repeated[index] = true
                    break
                }
                slot = (slot + 1) & mask
            }
        }
        guard !last.isEmpty else { return nil }
        return (0..<count).compactMap { repeated[$0] ? nil : ($0, last[$0]) }
    }
}
