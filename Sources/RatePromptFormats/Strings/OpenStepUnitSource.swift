/// The code units the old-style parser reads, in place: UTF-8 bytes or UTF-16 units of either byte order.
///
/// CoreFoundation converts the whole file to UTF-16 before parsing. We read the original encoding instead and give
/// the parser a UTF-16 view only where CoreFoundation's behaviour depends on UTF-16 unit values (error messages that
/// print a unit, the `(uint8_t)` truncation in data blocks, `\U` surrogate halves).
protocol OpenStepUnitSource {
    static var isUTF8: Bool { get }
    var count: Int { get }
    /// The raw code unit at `index` (`index < count`).
    func unit(_ index: Int) -> UInt32
    /// Whether the unit at `index` starts a Unicode scalar (columns count scalars).
    func startsScalar(_ index: Int) -> Bool
    /// How many units in `start..<end` start a scalar.
    func scalarCount(_ start: Int, _ end: Int) -> Int
    /// The length in units of a U+2028/U+2029 at `index`, or 0.
    func lineSeparatorLength(at index: Int) -> Int
    /// The scalar at `index` as UTF-16 (`second` is 0 for one unit) and its length in code units.
    func utf16(at index: Int) -> (first: UInt16, second: UInt16, length: Int)
    /// The text of `start..<end`, which holds no escapes; ill-formed UTF-8 becomes U+FFFD.
    func makeString(_ start: Int, _ end: Int) -> String
    /// Appends `start..<end` to an escaped string under construction.
    func appendRaw(_ start: Int, _ end: Int, to scratch: inout StringScratch)
    /// The first index at or after `start` whose unit is one of the four, or `count`. The hot loops (string
    /// contents, comments) use it to skip plain text several units at a time.
    /// `bits` collects (at least) the bits of every unit passed, so a UTF-8 caller learns whether the run holds
    /// non-ASCII bytes that need validating.
    func firstIndex(from start: Int, of a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, bits: inout UInt64) -> Int
    /// Whether `start..<end` is well-formed (always for UTF-16, which has no invalid units CoreFoundation rejects).
    func isWellFormed(_ start: Int, _ end: Int) -> Bool
}

/// Word-at-a-time search ("has zero byte" trick): a nonzero result marks the lanes of `word` equal to `lane`;
/// the lowest marked lane is exact, higher ones may be false positives, so only the lowest is used.
@inline(__always)
func lanesEqual(_ word: UInt64, _ lane: UInt64, ones: UInt64, highs: UInt64) -> UInt64 {
    let x = word ^ (ones &* lane)
    return (x &- ones) & ~x & highs
}
