import Foundation
import RatePromptFormats
import RatePromptCore

/// One table as the rules read it, prepared once per lint run when a rule first asks for it, so that no rule
/// re-reads what another already worked out: the entries a device loads, the printf reading of each value, and each key
/// matched with the source localization's entry of the same key.
///
/// A project of 100 localizations × 3 tables × 2,000 keys has 600,000 entries; comparing them through dictionaries
/// of `String`s, rule by rule, and parsing each source string again for every translation, cost several times
/// Foundation's whole parse of the same files.
///
/// A class, immutable: rules pass tables around and bind them out of optionals entry by entry, and each copy of a
/// struct of a dozen references retained every one of them.
final class LintTable: Sendable {
    let table: LocalizationProject.Table
    /// One entry per key, as a device loads them: first position, last duplicate's value, in file order. Entries
    /// read their keys and values from the file's text when asked (`StringsEntry`): making a `String` of every key
    /// and value of every table took more memory than the files themselves, and the rules read most values as
    /// bytes (`StringsEntry.withStringValueUTF8`), making `String`s only for their findings.
    let entries: [StringsEntry]
    /// The distinct printf readings of the values, each once: most strings of a table share a handful.
    private let signatures: [FormatSignature]
    /// For each entry, the index in `signatures` of its value's reading, or -1 for a value without `%` or not a
    /// string.
    private let signatureIndices: [Int32]
    /// The UTF-8 of every key and string value, read in place by offset; for source tables also the index by exact
    /// key spelling (every translation looks its keys up there).
    private let text: TableText
    /// The entries whose keys start with `iRate`, by exact spelling: the prompt keys that rules look up.
    private let promptKeyIndices: [KeyScalars: Int32]
    /// For each entry, the index of the entry with the same key in the source table's `entries`, or -1; empty
    /// when the table has no source table.
    private let sourceIndices: [Int32]
    /// For each entry of the source table, the index of this table's entry of that key, or -1 (the first, for a
    /// key written twice); empty when the table has no source table. Made with the matching: the consensus rules ask
    /// it of every translation for each source string, and a lock around a lazy copy cost more than the answers.
    private let entriesBySource: [Int32]
    /// Indices in the source table's `entries` of string entries whose keys this table lacks, in source order.
    let missingSourceIndices: [Int]
    /// Equal for tables with equal string content (keys and string values, in any order); see `sameContent`.
    let contentHash: UInt64
    /// How many entries have string values.
    let stringCount: Int

    private static let promptKeyPrefix = Array("iRate".utf8)

    /// What rules work out about the table when they first ask, made once per table: a class, so copies share it.
    private final class ShareBox: @unchecked Sendable {
        let lock = NSLock()
        /// `translatedShare(source:)`.
        var share: Double?
        /// `sharedVerdict`'s answers by question, one byte per entry (0 not asked yet, 1 no, 2 yes).
        var verdicts: [Verdict: [UInt8]] = [:]
    }

    /// The index of this table's entry whose key is the source table's `entries[sourceOffset]`, when it has one: a
    /// translation's keys looked up by the source's, with no key index (only source tables have one).
    func entryIndex(forSourceEntryAt sourceOffset: Int) -> Int? {
        guard sourceOffset < entriesBySource.count, entriesBySource[sourceOffset] >= 0 else { return nil }
        return Int(entriesBySource[sourceOffset])
    }

    private let shareBox = ShareBox()

    /// The questions that every translation of a source entry asks again.
    enum Verdict: Hashable {
        /// Is this text to translate, which most languages do not keep? (`untranslated`)
        case isText
        /// Is the whitespace at an edge of this value odd, most translations leaving it out? (`whitespace`)
        case oddEdge
    }

    /// A source entry's answer to a question that every translation of it asks again, decided by the first that
    /// asks. `decide` runs outside the lock, since it reads other tables; two threads may both decide, alike.
    func sharedVerdict(_ verdict: Verdict, forEntryAt offset: Int, _ decide: () -> Bool) -> Bool {
        shareBox.lock.lock()
        if shareBox.verdicts[verdict] == nil { shareBox.verdicts[verdict] = [UInt8](repeating: 0, count: entries.count) }
        let known = shareBox.verdicts[verdict]![offset]
        shareBox.lock.unlock()
        if known != 0 { return known == 2 }
        let answer = decide()
        shareBox.lock.lock()
        shareBox.verdicts[verdict]![offset] = answer ? 2 : 1
        shareBox.lock.unlock()
        return answer
    }

    /// The share of the source's strings of two words or more that this translation has and writes otherwise than
    /// the source: near 1 for a language its translators finish, where what they keep as the source wrote it is kept
    /// on purpose (a name, a term); 1 when there are none.
    func translatedShare(source: LintTable) -> Double {
        shareBox.lock.lock()
        defer { shareBox.lock.unlock() }
        if let share = shareBox.share { return share }
        var texts = 0, translated = 0
        for offset in 0..<text.count {
            guard let sourceOffset = sourceIndex(ofEntryAt: offset),
                  let sourceValue = source.text.value(sourceOffset), Self.hasTwoWords(sourceValue) else { continue }
            texts += 1
            if !sameValue(at: offset, as: source, at: sourceOffset) { translated += 1 }
        }
        let share = texts == 0 ? 1 : Double(translated) / Double(texts)
        shareBox.share = share
        return share
    }

    /// Whether UTF-8 text has two runs between spaces that hold a letter and are no placeholder.
    private static func hasTwoWords(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var words = 0
        var inToken = false, tokenHasLetter = false, tokenIsPlaceholder = false
        for byte in bytes {
            if byte == 0x20 || byte == 0x0A || byte == 0x09 {
                if inToken, tokenHasLetter, !tokenIsPlaceholder { words += 1 }
                inToken = false
                continue
            }
            if !inToken {
                inToken = true
                tokenHasLetter = false
                tokenIsPlaceholder = byte == UInt8(ascii: "%")
            }
            if (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte >= 0xC0 { tokenHasLetter = true }
        }
        if inToken, tokenHasLetter, !tokenIsPlaceholder { words += 1 }
        return words >= 2
    }

    /// Prepares `table`; `indexed` builds the key index.
    init(_ table: LocalizationProject.Table, entries: [StringsEntry], indexed: Bool) {
        self.table = table
        self.entries = entries
        var signatures: [FormatSignature] = []
        var signatureNumbers: [FormatSignature: Int32] = [:]
        var signatureIndices: [Int32] = []
        signatureIndices.reserveCapacity(entries.count)
        var promptKeyIndices: [KeyScalars: Int32] = [:]
        var contentHash: UInt64 = 0
        var stringCount = 0
        var text = TableText.Builder(capacity: entries.count)
        StringsEntry.forEachUTF8(entries) { offset, key, value in
            if key.starts(with: Self.promptKeyPrefix) {
                promptKeyIndices[KeyScalars(String(decoding: key, as: UTF8.self))] = Int32(truncatingIfNeeded: offset)
            }
            let keyHash = KeySpellingTable.hash(key).hash
            text.add(key: key, hash: keyHash, value: value)
            guard let value else {
                signatureIndices.append(-1)
                return
            }
            let format = value.contains(UInt8(ascii: "%")) ? FormatSignature(utf8: value) : nil
            let valueHash = KeySpellingTable.hash(value).hash
            stringCount += 1
            if let format {
                if let number = signatureNumbers[format] {
                    signatureIndices.append(number)
                } else {
                    let number = Int32(truncatingIfNeeded: signatures.count)
                    signatureNumbers[format] = number
                    signatures.append(format)
                    signatureIndices.append(number)
                }
            } else {
                signatureIndices.append(-1)
            }
            // Order-independent: a sum of one mixed hash per entry.
            contentHash &+= Self.mix(keyHash ^ (valueHash << 17 | valueHash >> 47))
        }
        self.signatures = signatures
        self.signatureIndices = signatureIndices
        self.promptKeyIndices = promptKeyIndices
        self.contentHash = contentHash
        self.stringCount = stringCount
        self.text = TableText(text, indexed: indexed)
        sourceIndices = []
        entriesBySource = []
        missingSourceIndices = []
    }

    /// This table matched with `source` by key.
    private init(_ prepared: LintTable, sourceIndices: [Int32], bySource: [Int32], missing: [Int]) {
        table = prepared.table
        entries = prepared.entries
        signatures = prepared.signatures
        signatureIndices = prepared.signatureIndices
        text = prepared.text
        promptKeyIndices = prepared.promptKeyIndices
        contentHash = prepared.contentHash
        stringCount = prepared.stringCount
        self.sourceIndices = sourceIndices
        entriesBySource = bySource
        missingSourceIndices = missing
    }

    /// The same table with each key matched in `source`, which must be indexed.
    func aligned(with source: LintTable) -> LintTable {
        var indices: [Int32] = []
        indices.reserveCapacity(entries.count)
        var bySource = [Int32](repeating: -1, count: source.entries.count)
        for offset in 0..<text.count {
            let found = source.index(ofUTF8: text.key(offset)) ?? -1
            indices.append(Int32(found))
            if found >= 0, bySource[found] < 0 { bySource[found] = Int32(offset) }
        }
        var missing: [Int] = []
        for (offset, own) in bySource.enumerated() where own < 0 && source.text.value(offset) != nil {
            missing.append(offset)
        }
        return LintTable(self, sourceIndices: indices, bySource: bySource, missing: missing)
    }

    /// The printf reading of the value of `entries[offset]`, when it is a string holding a `%`.
    func format(at offset: Int) -> FormatSignature? {
        let number = signatureIndices[offset]
        return number < 0 ? nil : signatures[Int(number)]
    }

    /// The index in `entries` of the key spelled exactly `key`.
    func index(of key: String) -> Int? {
        KeySpellingTable.withBytes(key) { index(ofUTF8: $0) }
    }

    private func index(ofUTF8 key: UnsafeBufferPointer<UInt8>) -> Int? {
        if text.isIndexed { return text.firstIndex(ofKey: key) }
        if key.starts(with: Self.promptKeyPrefix) {
            return promptKeyIndices[KeyScalars(String(decoding: key, as: UTF8.self))].map(Int.init)
        }
        return (0..<text.count).first { TableText.equal(text.key($0), key) }
    }

    /// Calls `body` with the UTF-8 of the key of `entries[offset]`, read in place.
    @inline(__always)
    func withKeyUTF8<R>(at offset: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        body(text.key(offset))
    }

    /// Calls `body` with the UTF-8 of the string value of `entries[offset]`, read in place; nil for an entry without
    /// one.
    @inline(__always)
    func withValueUTF8<R>(at offset: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        text.value(offset).map(body)
    }

    /// Whether `entries[offset]` and `other.entries[otherOffset]` have the same string value, byte for byte.
    func sameValue(at offset: Int, as other: LintTable, at otherOffset: Int) -> Bool {
        guard let mine = text.value(offset), let theirs = other.text.value(otherOffset) else { return false }
        return TableText.equal(mine, theirs)
    }

    /// The key of `entries[offset]`.
    func key(at offset: Int) -> String {
        String(decoding: text.key(offset), as: UTF8.self)
    }

    /// The string value of `entries[offset]`, or nil for an entry without one.
    func stringValue(at offset: Int) -> String? {
        text.value(offset).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The entry with the key spelled exactly `key`.
    func entry(_ key: String) -> StringsEntry? {
        index(of: key).map { entries[$0] }
    }

    /// The index in the source table's `entries` of the key of `entries[offset]`, when there is a source table
    /// that has it.
    func sourceIndex(ofEntryAt offset: Int) -> Int? {
        guard offset < sourceIndices.count else { return nil }
        let found = sourceIndices[offset]
        return found < 0 ? nil : Int(found)
    }

    /// Whether two tables hold the same keys with the same string values (scalar by scalar).
    func sameContent(as other: LintTable) -> Bool {
        guard contentHash == other.contentHash, stringCount == other.stringCount else { return false }
        let mine = text.isIndexed ? text : Self.indexedText(entries)
        return (0..<other.text.count).allSatisfy { theirs in
            guard let value = other.text.value(theirs) else { return true }
            guard let offset = mine.firstIndex(ofKey: other.text.key(theirs)), let own = mine.value(offset) else { return false }
            return TableText.equal(own, value)
        }
    }

    /// The text of `entries` with a key index.
    private static func indexedText(_ entries: [StringsEntry]) -> TableText {
        var builder = TableText.Builder(capacity: entries.count)
        for entry in entries {
            entry.withKeyUTF8 { key in
                let hash = KeySpellingTable.hash(key).hash
                if entry.withStringValueUTF8({ builder.add(key: key, hash: hash, value: $0) }) == nil {
                    builder.add(key: key, hash: hash, value: nil)
                }
            }
        }
        return TableText(builder, indexed: true)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var x = value
        x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
        return x ^ (x >> 31)
    }
}
