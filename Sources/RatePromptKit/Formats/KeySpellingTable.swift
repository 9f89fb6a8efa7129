/// An index of keys by their exact spelling (UTF-8 bytes, hence Unicode scalars), for duplicate detection in
/// tables of hundreds of thousands of keys.
///
/// A Swift `Dictionary<String, …>` would merge NFC and NFD spellings, and one keyed by a scalar-comparing wrapper
/// costs several hundred nanoseconds a key. This open-addressing table copies all keys' bytes into one buffer once,
/// hashes each a word at a time and stores only entry indices. It owns plain buffers (not arrays) so that a lookup
/// retains nothing.
final class KeySpellingTable {
    private let slots: UnsafeMutableBufferPointer<Int32>
    private let mask: Int
    /// Every key's UTF-8, back to back; key `i` is `bytes[offsets[i]..<offsets[i + 1]]`.
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    private let offsets: UnsafeMutableBufferPointer<Int>
    private let hashes: UnsafeMutableBufferPointer<UInt64>
    private let asciiFlags: UnsafeMutableBufferPointer<Bool>

    init(keys: [StringsEntry]) {
        var capacity = 16
        while capacity < keys.count * 2 { capacity <<= 1 }
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: -1)
        mask = capacity - 1
        var total = 0
        for index in keys.indices { total += keys[index].key.utf8.count }
        bytes = .allocate(capacity: max(total, 1))
        offsets = .allocate(capacity: keys.count + 1)
        hashes = .allocate(capacity: max(keys.count, 1))
        asciiFlags = .allocate(capacity: max(keys.count, 1))
        var end = 0
        offsets[0] = 0
        for index in keys.indices {
            Self.withBytes(keys[index].key) { key in
                let (hash, isASCII) = Self.hash(key)
                hashes[index] = hash
                asciiFlags[index] = isASCII
                if let source = key.baseAddress, !key.isEmpty {
                    (bytes.baseAddress! + end).update(from: source, count: key.count)
                }
                end += key.count
            }
            offsets[index + 1] = end
        }
    }

    deinit {
        slots.deallocate()
        bytes.deallocate()
        offsets.deallocate()
        hashes.deallocate()
        asciiFlags.deallocate()
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
        if index < bytes.count, bytes.count >= 8 {
            // The last 8 bytes, overlapping the words already hashed: one load instead of a byte loop.
            let word = raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
            high |= word
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
        } else if index < bytes.count {
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

    private func stored(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: UnsafeBufferPointer(bytes)[offsets[index]..<offsets[index + 1]])
    }

    /// Records key `index` (indices must come in order 0, 1, 2…); returns the index of the earlier key with the
    /// same spelling, if any (that earlier key stays the one later lookups find), and whether the key is ASCII.
    func insert(_ index: Int) -> (earlier: Int?, isASCII: Bool) {
        let hash = hashes[index]
        let wanted = stored(index)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let occupant = Int(slots[slot])
            if occupant < 0 {
                slots[slot] = Int32(index)
                return (nil, asciiFlags[index])
            }
            if hashes[occupant] == hash, stored(occupant).elementsEqual(wanted) {
                return (occupant, asciiFlags[index])
            }
            slot = (slot + 1) & mask
        }
    }

    /// The first index whose key is spelled exactly like `key`.
    func firstIndex(of key: String) -> Int? {
        Self.withBytes(key) { wanted in
            let hash = Self.hash(wanted).hash
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let occupant = Int(slots[slot])
                if occupant < 0 { return nil }
                if hashes[occupant] == hash, stored(occupant).elementsEqual(wanted) { return occupant }
                slot = (slot + 1) & mask
            }
        }
    }
}
