/// An index of keys by their exact spelling (UTF-8 bytes, hence Unicode scalars), for duplicate detection in
/// tables of hundreds of thousands of keys.
///
/// A Swift `Dictionary<String, …>` would merge NFC and NFD spellings, and one keyed by a scalar-comparing wrapper
/// costs several hundred nanoseconds a key; this open-addressing table hashes each key's bytes once, a word at a
/// time, and stores only entry indices.
struct KeySpellingTable {
    private var slots: [Int32]
    private var hashes: [UInt64] = []
    private let keys: [String]
    private let mask: Int

    /// The keys, in order; `insert` is called with their indices.
    init(keys: [String]) {
        self.keys = keys
        var capacity = 16
        while capacity < keys.count * 2 { capacity <<= 1 }
        slots = Array(repeating: -1, count: capacity)
        mask = capacity - 1
        hashes.reserveCapacity(keys.count)
    }

    /// Hashes `bytes`, also telling whether they are all ASCII.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, isASCII: Bool) {
        var hash: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count)
        var high: UInt64 = 0
        var index = 0
        let raw = UnsafeRawBufferPointer(bytes)
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            high |= word
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
            index += 8
        }
        if index < bytes.count {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while index < bytes.count {
                word |= UInt64(bytes[index]) << shift
                shift += 8
                index += 1
            }
            high |= word
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
        }
        return (hash &* 0xBF58_476D_1CE4_E5B9 ^ (hash >> 31), high & 0x8080_8080_8080_8080 == 0)
    }

    /// Calls `body` with the key's UTF-8 bytes (contiguous for every native string).
    static func withBytes<R>(_ key: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = key.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = key
        return copy.withUTF8(body)
    }

    /// Records key `index` (indices must come in order 0, 1, 2…); returns the index of the earlier key with the
    /// same spelling, if any (that earlier key stays the one found by later lookups), and whether the key is ASCII.
    mutating func insert(_ index: Int) -> (earlier: Int?, isASCII: Bool) {
        Self.withBytes(keys[index]) { bytes in
            let (hash, isASCII) = Self.hash(bytes)
            hashes.append(hash)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let occupant = Int(slots[slot])
                if occupant < 0 {
                    slots[slot] = Int32(index)
                    return (nil, isASCII)
                }
                if hashes[occupant] == hash,
                   Self.withBytes(keys[occupant], { $0.elementsEqual(bytes) }) {
                    return (occupant, isASCII)
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The first index whose key is spelled exactly like `key`.
    func firstIndex(of key: String) -> Int? {
        Self.withBytes(key) { bytes in
            let hash = Self.hash(bytes).hash
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let occupant = Int(slots[slot])
                if occupant < 0 { return nil }
                if hashes[occupant] == hash, Self.withBytes(keys[occupant], { $0.elementsEqual(bytes) }) {
                    return occupant
                }
                slot = (slot + 1) & mask
            }
        }
    }
}
