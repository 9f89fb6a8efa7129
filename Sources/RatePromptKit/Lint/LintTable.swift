/// One table as the rules read it, prepared once per lint run (in parallel over tables) so that no rule re-reads
/// what another already worked out: the entries a device loads, the printf reading of each value, and each key
/// matched with the source localization's entry of the same key.
///
/// A project of 100 localizations × 3 tables × 2,000 keys has 600,000 entries; comparing them through dictionaries
/// of `String`s, rule by rule, and parsing each source string again for every translation, cost several times
/// Foundation's whole parse of the same files.
public struct LintTable: Sendable {
    public let table: LocalizationProject.Table
    /// One entry per key, as a device loads them: first position, last duplicate's value, in file order. Keys
    /// and values are `String`s, made once.
    public let entries: [StringsEntry]
    /// The printf reading of each entry whose value is a string holding a `%`; nil for the others.
    public let formats: [FormatSignature?]
    /// Entry index by exact key spelling, for tables that are looked up by key (sources and prompt tables).
    private let index: [KeyScalars: Int32]?
    /// For each entry, the index of the entry with the same key in the source table's `entries`, or -1; empty
    /// when the table has no source table.
    private let sourceIndices: [Int32]
    /// Indices in the source table's `entries` of string entries whose keys this table lacks, in source order.
    public let missingSourceIndices: [Int]
    /// Equal for tables with equal string content (keys and string values, in any order); see `sameContent`.
    let contentHash: UInt64
    /// How many entries have string values.
    let stringCount: Int

    /// Prepares `table`; `indexed` builds the key index.
    init(_ table: LocalizationProject.Table, entries: [StringsEntry], indexed: Bool) {
        self.table = table
        self.entries = entries
        var formats: [FormatSignature?] = []
        formats.reserveCapacity(entries.count)
        var contentHash: UInt64 = 0
        var stringCount = 0
        for entry in entries {
            guard case .string(var value) = entry.value else {
                formats.append(nil)
                continue
            }
            stringCount += 1
            let (format, valueHash) = value.withUTF8 { bytes -> (FormatSignature?, UInt64) in
                (bytes.contains(UInt8(ascii: "%")) ? FormatSignature(utf8: bytes) : nil, KeySpellingTable.hash(bytes).hash)
            }
            formats.append(format)
            let keyHash = entry.withKeyUTF8 { KeySpellingTable.hash($0).hash }
            // Order-independent: a sum of one mixed hash per entry.
            contentHash &+= Self.mix(keyHash ^ (valueHash << 17 | valueHash >> 47))
        }
        self.formats = formats
        self.contentHash = contentHash
        self.stringCount = stringCount
        if indexed {
            var index: [KeyScalars: Int32] = [:]
            index.reserveCapacity(entries.count)
            for (offset, entry) in entries.enumerated() { index[KeyScalars(entry.key)] = Int32(offset) }
            self.index = index
        } else {
            index = nil
        }
        sourceIndices = []
        missingSourceIndices = []
    }

    /// This table matched with `source` by key.
    private init(_ prepared: LintTable, sourceIndices: [Int32], missing: [Int]) {
        table = prepared.table
        entries = prepared.entries
        formats = prepared.formats
        index = prepared.index
        contentHash = prepared.contentHash
        stringCount = prepared.stringCount
        self.sourceIndices = sourceIndices
        missingSourceIndices = missing
    }

    /// The same table with each key matched in `source`, which must be indexed.
    func aligned(with source: LintTable) -> LintTable {
        var indices: [Int32] = []
        indices.reserveCapacity(entries.count)
        var present = [Bool](repeating: false, count: source.entries.count)
        for entry in entries {
            let found = source.index(of: entry.key) ?? -1
            indices.append(Int32(found))
            if found >= 0 { present[found] = true }
        }
        var missing: [Int] = []
        for (offset, isPresent) in present.enumerated() where !isPresent && source.entries[offset].hasStringValue {
            missing.append(offset)
        }
        return LintTable(self, sourceIndices: indices, missing: missing)
    }

    /// The index in `entries` of the key spelled exactly `key`.
    public func index(of key: String) -> Int? {
        if let index { return index[KeyScalars(key)].map(Int.init) }
        return entries.firstIndex { $0.hasKey(key) }
    }

    /// The entry with the key spelled exactly `key`.
    public func entry(_ key: String) -> StringsEntry? {
        index(of: key).map { entries[$0] }
    }

    /// The index in the source table's `entries` of the key of `entries[offset]`, when there is a source table
    /// that has it.
    public func sourceIndex(ofEntryAt offset: Int) -> Int? {
        guard offset < sourceIndices.count else { return nil }
        let found = sourceIndices[offset]
        return found < 0 ? nil : Int(found)
    }

    /// Whether two tables hold the same keys with the same string values (scalar by scalar).
    func sameContent(as other: LintTable) -> Bool {
        guard contentHash == other.contentHash, stringCount == other.stringCount else { return false }
        let mine = Dictionary(entries.compactMap { entry in entry.value.stringValue.map { (KeyScalars(entry.key), $0.utf8) } },
                              uniquingKeysWith: { $1 })
        return other.entries.allSatisfy { entry in
            guard let value = entry.value.stringValue else { return true }
            return mine[KeyScalars(entry.key)].map { $0.elementsEqual(value.utf8) } ?? false
        }
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var x = value
        x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
        return x ^ (x >> 31)
    }
}
