/// Runs of bytes that need no attention, skipped eight at a time: the JSON reader's and writer's strings and the
/// visible form of text are mostly such runs.
package enum ByteRuns {
    /// The index of the first byte in `start..<end` that is below `below`, equal to `a`, `b`, `c` or `d`, or (with
    /// `nonASCII`) 0x80 or above; `end` when there is none.
    @inline(__always)
    package static func firstIndex(
        in base: UnsafePointer<UInt8>, from start: Int, to end: Int, below: UInt8, equalTo a: UInt8, _ b: UInt8,
        _ c: UInt8? = nil, _ d: UInt8? = nil, nonASCII: Bool
    ) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let raw = UnsafeRawPointer(base)
        var index = start
        while index &+ 8 <= end {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            // Lanes below `below` (a borrow can mark a lane above a hit too, never one below the first).
            var hits = (word &- ones &* UInt64(below)) & ~word & highs
            hits |= lanesEqual(word, UInt64(a), ones: ones, highs: highs) | lanesEqual(word, UInt64(b), ones: ones, highs: highs)
            if let c { hits |= lanesEqual(word, UInt64(c), ones: ones, highs: highs) }
            if let d { hits |= lanesEqual(word, UInt64(d), ones: ones, highs: highs) }
            if nonASCII { hits |= word & highs }
            if hits != 0 { return index &+ hits.trailingZeroBitCount >> 3 }
            index &+= 8
        }
        while index < end {
            let byte = base[index]
            if byte < below || byte == a || byte == b || byte == c || byte == d || (nonASCII && byte >= 0x80) { return index }
            index &+= 1
        }
        return end
    }

    /// The text's UTF-8 bytes in place, without the copy (and retain) that `String.withUTF8` needs as a mutating
    /// method; a String that is not stored as contiguous UTF-8 is made so first.
    @inline(__always)
    package static func withUTF8<Text: StringProtocol, Result>(
        _ text: Text, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        if let result = try text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = String(text)
        return try copy.withUTF8(body)
    }
}
