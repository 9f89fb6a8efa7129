import Foundation
import RatePromptFormats

/// The UTF-8 of a table's keys and string values, one after another in one buffer, with where each starts, and (for
/// a source table) an index of its keys: what the copy rules read of every entry of every translation, made once per
/// table.
///
/// Reading an entry through `StringsEntry` copied it (retaining its file's text) and transcoded a UTF-16 file at every
/// look; comparing a translation with its source that way was a fifth of a lint. Immutable once made: the buffers are
/// written by `init` alone and freed with the object, so it is shared across threads as it is.
final class TableText: @unchecked Sendable {
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    /// Three per entry: where its key starts, where its value starts (`noValue` for an entry without a string
    /// value), where it ends.
    private let bounds: UnsafeMutableBufferPointer<UInt32>
    /// The index of the keys, for an indexed table.
    private let slots: HashSlots?

    /// Whether the keys are indexed (`firstIndex(ofKey:)` finds them).
    var isIndexed: Bool { slots != nil }
    let count: Int

    private static let noValue = UInt32.max

    /// Collects the entries' text in order, then makes the table's `TableText`.
    struct Builder {
        fileprivate var bytes: [UInt8] = []
        fileprivate var bounds: [UInt32] = []
        fileprivate var hashes: [UInt64] = []

        init(capacity: Int) {
            bounds.reserveCapacity(capacity * 3)
            hashes.reserveCapacity(capacity)
        }

        /// Adds the next entry: its key's UTF-8 and hash (`KeySpellingTable.hash`), and its string value's UTF-8.
        mutating func add(key: UnsafeBufferPointer<UInt8>, hash: UInt64, value: UnsafeBufferPointer<UInt8>?) {
            bounds.append(UInt32(truncatingIfNeeded: bytes.count))
            bytes.append(contentsOf: key)
            if let value {
                bounds.append(UInt32(truncatingIfNeeded: bytes.count))
                bytes.append(contentsOf: value)
            } else {
                bounds.append(TableText.noValue)
            }
            bounds.append(UInt32(truncatingIfNeeded: bytes.count))
            hashes.append(hash)
        }
    }

    /// The text `builder` collected; `indexed` builds the key index (first entry of a spelling wins).
    init(_ builder: Builder, indexed: Bool) {
        count = builder.hashes.count
        bytes = .allocate(capacity: max(builder.bytes.count, 1))
        _ = bytes.initialize(from: builder.bytes)
        bounds = .allocate(capacity: max(builder.bounds.count, 1))
        _ = bounds.initialize(from: builder.bounds)
        guard indexed else {
            slots = nil
            return
        }
        let slots = HashSlots(count: count)
        let (bytes, bounds) = (bytes, bounds)
        for index in 0..<count {
            _ = slots.insert(index, hash: builder.hashes[index]) {
                Self.equal(Self.key($0, bytes, bounds), Self.key(index, bytes, bounds))
            }
        }
        self.slots = slots
    }

    deinit {
        bytes.deallocate()
        bounds.deallocate()
    }

    /// The UTF-8 of entry `index`'s key.
    @inline(__always)
    func key(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        Self.key(index, bytes, bounds)
    }

    @inline(__always)
    private static func key(
        _ index: Int, _ bytes: UnsafeMutableBufferPointer<UInt8>, _ bounds: UnsafeMutableBufferPointer<UInt32>
    ) -> UnsafeBufferPointer<UInt8> {
        let start = Int(bounds[index &* 3])
        let valueStart = bounds[index &* 3 &+ 1]
        let end = valueStart == Self.noValue ? Int(bounds[index &* 3 &+ 2]) : Int(valueStart)
        return UnsafeBufferPointer(start: bytes.baseAddress! + start, count: end &- start)
    }

    /// The UTF-8 of entry `index`'s string value, or nil for an entry without one.
    @inline(__always)
    func value(_ index: Int) -> UnsafeBufferPointer<UInt8>? {
        let start = bounds[index &* 3 &+ 1]
        guard start != Self.noValue else { return nil }
        return UnsafeBufferPointer(start: bytes.baseAddress! + Int(start), count: Int(bounds[index &* 3 &+ 2]) &- Int(start))
    }

    /// The index of the key spelled exactly `wanted`, in an indexed table.
    func firstIndex(ofKey wanted: UnsafeBufferPointer<UInt8>) -> Int? {
        slots?.first(hash: KeySpellingTable.hash(wanted).hash) { Self.equal(key($0), wanted) }
    }

    @inline(__always)
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
    }
}
