import Foundation

/// An index of keys by their exact spelling (UTF-8 bytes, hence Unicode scalars), for duplicate detection in
/// tables of hundreds of thousands of keys.
///
/// A Swift `Dictionary<String, …>` would merge NFC and NFD spellings, and one keyed by a scalar-comparing wrapper
/// costs several hundred nanoseconds a key. This open-addressing table hashes each key's bytes a word at a time
/// where the entry keeps them (`StringsEntry.withKeyUTF8`, no copy for a UTF-8 file) and stores only a hash tag
/// and the entry index per slot. It owns a plain buffer (not an array) so that a lookup retains nothing.
package final class KeySpellingTable {
    private let entries: [StringsEntry]
    private let slots: HashSlots
    private let hashes: [UInt64]
    private let asciiFlags: [Bool]

    /// `precomputed`, when the parser hashed the keys as it read them, saves reading them all again.
    package init(keys: [StringsEntry], precomputed: KeyHashes? = nil) {
        entries = keys
        slots = HashSlots(count: keys.count)
        if let precomputed, precomputed.hashes.count == keys.count {
            hashes = precomputed.hashes
            asciiFlags = precomputed.asciiFlags
        } else {
            var computed = KeyHashes()
            computed.hashes.reserveCapacity(keys.count)
            computed.asciiFlags.reserveCapacity(keys.count)
            for index in keys.indices { keys[index].withKeyUTF8 { computed.append($0) } }
            hashes = computed.hashes
            asciiFlags = computed.asciiFlags
        }
    }

    /// Whether two entries' keys are spelled alike.
    private func sameKey(_ first: Int, _ second: Int) -> Bool {
        entries[first].withKeyUTF8 { a in
            entries[second].withKeyUTF8 { b in
                a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
            }
        }
    }

    /// Records key `index` (indices must come in order 0, 1, 2…); returns the index of the earlier key with the
    /// same spelling, if any (that earlier key stays the one later lookups find), and whether the key is ASCII.
    package func insert(_ index: Int) -> (earlier: Int?, isASCII: Bool) {
        (slots.insert(index, hash: hashes[index]) { sameKey($0, index) }, asciiFlags[index])
    }

    /// The first index whose key is spelled exactly like `key`.
    package func firstIndex(of key: String) -> Int? {
        Self.withBytes(key) { firstIndex(ofUTF8: $0) }
    }

    /// The first index whose key is spelled with exactly these UTF-8 bytes.
    package func firstIndex(ofUTF8 wanted: UnsafeBufferPointer<UInt8>) -> Int? {
        slots.first(hash: Self.hash(wanted).hash) { entries[$0].withKeyUTF8 { $0.elementsEqual(wanted) } }
    }

    /// Hashes `bytes`, also telling whether they are all ASCII.
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, isASCII: Bool) {
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
    package static func withBytes<R>(_ key: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = key.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = key
        return copy.withUTF8(body)
    }
}

/// Each key's `KeySpellingTable.hash`, in entry order, made by the parser while the key was in cache.
package struct KeyHashes {
    var hashes: [UInt64] = []
    var asciiFlags: [Bool] = []

    mutating func append(_ key: UnsafeBufferPointer<UInt8>) {
        let (hash, isASCII) = KeySpellingTable.hash(key)
        hashes.append(hash)
        asciiFlags.append(isASCII)
    }
}
