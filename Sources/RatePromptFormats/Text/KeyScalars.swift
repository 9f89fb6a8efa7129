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
    /// `merge` with each later duplicate (the last one wins).
    package static func lastWins<Item>(_ items: [Item], key: (Item) -> String, merge: (inout Item, Item) -> Void) -> [Item] {
        var indexByKey: [KeyScalars: Int] = [:]
        indexByKey.reserveCapacity(items.count)
        var result: [Item] = []
        result.reserveCapacity(items.count)
        for item in items {
            let scalars = KeyScalars(key(item))
            if let index = indexByKey[scalars] {
                merge(&result[index], item)
            } else {
                indexByKey[scalars] = result.count
                result.append(item)
            }
        }
        return result
    }
}
