/// A parsed `.strings` file: every entry in file order (duplicates included) with its positions, the comments, and
/// what Apple would silently do with it, as diagnostics.
public struct StringsFile: Sendable {
    /// The file the table was read from.
    public var path: String
    package internal(set) var encoding: TextEncoding?
    /// `.openStep` for ordinary strings files; Apple also accepts XML and binary property lists under that name.
    package internal(set) var format: PropertyListFormat?
    /// Every entry in file order, duplicates included.
    public var entries: [StringsEntry] {
        didSet { keysAreDistinct = false }
    }
    /// Every comment in file order.
    public var comments: [StringsComment]
    /// Everything Apple would reject or silently change, in file order.
    public var diagnostics: [Diagnostic]
    /// False when Apple's parser rejects the file: on a device the whole table is missing.
    public var isLoadable: Bool
    /// Set by the parser when it found no key twice: `effectiveEntries` then needs no lookup table.
    var keysAreDistinct = false

    package init(
        path: String, encoding: TextEncoding?, format: PropertyListFormat?, entries: [StringsEntry],
        comments: [StringsComment], diagnostics: [Diagnostic], isLoadable: Bool
    ) {
        self.path = path
        self.encoding = encoding
        self.format = format
        self.entries = entries
        self.comments = comments
        self.diagnostics = diagnostics
        self.isLoadable = isLoadable
    }

    /// Drops the comments for which `keep` is false, and the entries' links to them: a reader that needs only some
    /// comments (lint keeps those that hold a directive) need not hold every translator's note of every file at once.
    package mutating func keepComments(where keep: (StringsComment) -> Bool) {
        var kept: [StringsComment] = []
        var newIndices = [Int32](repeating: -1, count: comments.count)
        for (offset, comment) in comments.enumerated() where keep(comment) {
            newIndices[offset] = Int32(truncatingIfNeeded: kept.count)
            kept.append(comment)
        }
        guard kept.count < comments.count else { return }
        let keysAreDistinct = keysAreDistinct
        // Edited as a local array and set once: `entries` is observed (`didSet`), and an element edit of the property
        // copied the whole array each time (quadratic: 15 s instead of 0.5 s on 300 files).
        var entries = entries
        for offset in entries.indices {
            guard let old = entries[offset].commentIndex else { continue }
            let new = old < newIndices.count ? newIndices[old] : -1
            entries[offset].commentIndex = new < 0 ? nil : Int(new)
        }
        self.entries = entries
        self.keysAreDistinct = keysAreDistinct
        comments = kept
    }

    /// The table a device loads: one entry per key, the last duplicate's value, in the order keys first appear.
    /// Keys are compared scalar by scalar, as on Apple platforms, so NFC and NFD spellings stay apart. The entries
    /// hold their keys and values as `String`s, made once here.
    public var effectiveEntries: [StringsEntry] {
        guard isLoadable else { return [] }
        let materialized = StringsEntry.materialized(entries)
        if keysAreDistinct { return materialized }
        return KeyScalars.lastWins(materialized, key: \.key) {
            $0.value = $1.value
            $0.valuePosition = $1.valuePosition
        }
    }

    /// `effectiveEntries` without making their keys and values `String`s: the entries keep reading them from the
    /// file's text, and a file without duplicate keys shares its `entries` as they are.
    package var loadedEntries: [StringsEntry] {
        guard isLoadable else { return [] }
        if keysAreDistinct { return entries }
        let spellings = KeySpellingTable(keys: entries)
        var result: [StringsEntry] = []
        var position = [Int32](repeating: -1, count: entries.count)
        for index in entries.indices {
            if let earlier = spellings.insert(index).earlier {
                result[Int(position[earlier])].takeValue(of: entries[index])
            } else {
                position[index] = Int32(truncatingIfNeeded: result.count)
                result.append(entries[index])
            }
        }
        return result
    }

    /// The value a device reads for `key`, if it is a string.
    public func value(forKey key: String) -> String? {
        guard isLoadable else { return nil }
        return entries.last { $0.hasKey(key) }?.value.stringValue
    }
}

/// One `key = value;` of a strings file.
///
/// An entry read from a file keeps a range of the file's text (see `RetainedText`) and makes its key and value
/// `String`s each time they are read; `materialized` makes them once, for code that reads them again and again.
/// Equality and hashing are by key, value, positions and comment, however the entry stores them.
public struct StringsEntry: Hashable, Sendable {
    private enum Storage: Sendable {
        case decoded(key: String, value: PropertyListValue)
        /// A string value: the key's and the value's text in a parsed file.
        case retained(RetainedText, key: TextSpan, value: TextSpan)
    }

    private var storage: Storage
    /// Where the key starts.
    public var keyPosition: TextPosition
    /// Where the value starts.
    public var valuePosition: TextPosition
    /// -1 for none: a table holds hundreds of thousands of entries, and an `Int?` would make each 16 bytes larger.
    private var rawCommentIndex: Int32

    /// The index in `StringsFile.comments` of the comment written right before this entry (the translator note).
    public var commentIndex: Int? {
        get { rawCommentIndex < 0 ? nil : Int(rawCommentIndex) }
        set { rawCommentIndex = newValue.map { Int32(clamping: $0) } ?? -1 }
    }

    /// The key, as a device reads it (escapes resolved).
    public var key: String {
        get {
            switch storage {
            case .decoded(let key, _): key
            case .retained(let text, let key, _): text.string(key)
            }
        }
        set { storage = .decoded(key: newValue, value: value) }
    }

    /// Usually a string; Apple accepts arrays, dictionaries and data too, which a strings lookup cannot use.
    public var value: PropertyListValue {
        get {
            switch storage {
            case .decoded(_, let value): value
            case .retained(let text, _, let value): .string(text.string(value))
            }
        }
        set { storage = .decoded(key: key, value: newValue) }
    }

    /// Whether the value is a string, without making it.
    public var hasStringValue: Bool {
        switch storage {
        case .decoded(_, let value): if case .string = value { true } else { false }
        case .retained: true
        }
    }

    /// The same entry with its key and value made into `String`s.
    public var materialized: StringsEntry {
        guard case .retained = storage else { return self }
        var copy = self
        copy.storage = .decoded(key: key, value: value)
        return copy
    }

    /// `entries`, each `materialized`; the entries of one parsed file share their text, which is opened once.
    static func materialized(_ entries: [StringsEntry]) -> [StringsEntry] {
        var result: [StringsEntry] = []
        result.reserveCapacity(entries.count)
        var index = 0
        while index < entries.count {
            guard case .retained(let text, _, _) = entries[index].storage else {
                result.append(entries[index])
                index += 1
                continue
            }
            text.withStringMaker { makeString in
                while index < entries.count, case .retained(let other, let key, let value) = entries[index].storage,
                      other === text {
                    // Built anew rather than copied and changed: a copy would retain the text only to let it go.
                    result.append(StringsEntry(
                        storage: .decoded(key: makeString(key), value: .string(makeString(value))),
                        keyPosition: entries[index].keyPosition, valuePosition: entries[index].valuePosition,
                        rawCommentIndex: entries[index].rawCommentIndex))
                    index += 1
                }
            }
        }
        return result
    }

    private init(storage: Storage, keyPosition: TextPosition, valuePosition: TextPosition, rawCommentIndex: Int32) {
        self.storage = storage
        self.keyPosition = keyPosition
        self.valuePosition = valuePosition
        self.rawCommentIndex = rawCommentIndex
    }

    package init(
        key: String, value: PropertyListValue, keyPosition: TextPosition, valuePosition: TextPosition,
        commentIndex: Int? = nil
    ) {
        self.storage = .decoded(key: key, value: value)
        self.keyPosition = keyPosition
        self.valuePosition = valuePosition
        self.rawCommentIndex = commentIndex.map { Int32(clamping: $0) } ?? -1
    }

    init(
        _ text: RetainedText, key: TextSpan, value: TextSpan, keyPosition: TextPosition,
        valuePosition: TextPosition, commentIndex: Int?
    ) {
        self.storage = .retained(text, key: key, value: value)
        self.keyPosition = keyPosition
        self.valuePosition = valuePosition
        self.rawCommentIndex = commentIndex.map { Int32(clamping: $0) } ?? -1
    }

    /// Whether the key is spelled with exactly the scalars of `other` (as a device compares keys), without making
    /// the key a `String` when it is UTF-8 text of the file.
    package func hasKey(_ other: String) -> Bool {
        switch storage {
        case .decoded(let key, _):
            return key.utf8.elementsEqual(other.utf8)
        case .retained(let text, let key, _):
            return text.withUTF8(key) { bytes in
                KeySpellingTable.withBytes(other) { bytes.elementsEqual($0) }
            }
        }
    }

    /// Calls `body` with the UTF-8 of the value when it is a string (nil otherwise), made without a `String` when
    /// the entry keeps a span.
    ///
    /// Inlined into the caller, so that the generic part is specialized there: generic code called from another
    /// module runs unspecialized and looks up type metadata on every call, which was a third of a big lint. The work
    /// is done by the non-generic `forStringValueUTF8`.
    @inlinable
    package func withStringValueUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        var result: R?
        forStringValueUTF8 { result = body($0) }
        return result
    }

    /// Calls `body` with the UTF-8 of the value when it is a string; does not call it otherwise.
    @usableFromInline
    func forStringValueUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        switch storage {
        case .decoded(_, .string(let value)):
            KeySpellingTable.withBytes(value, body)
        case .decoded:
            break
        case .retained(let text, _, let value):
            text.withUTF8(value, body)
        }
    }

    /// Takes the value and its position from a later duplicate of this key, keeping both in the file's text when
    /// they are there.
    mutating func takeValue(of later: StringsEntry) {
        if case .retained(let text, let key, _) = storage, case .retained(let laterText, _, let value) = later.storage,
           text === laterText {
            storage = .retained(text, key: key, value: value)
        } else {
            self.value = later.value
        }
        valuePosition = later.valuePosition
    }

    /// Calls `body` with the key's UTF-8, made without a `String` when the entry keeps a span. Inlined into the
    /// caller for the reason `withStringValueUTF8` is.
    @inlinable
    package func withKeyUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var result: R?
        forKeyUTF8 { result = body($0) }
        return result!
    }

    /// Calls `body` with each entry's offset, its key's UTF-8 and its string value's UTF-8 (nil for a value of
    /// another type), in order. The entries that keep spans of one UTF-8 file are read through one access to its
    /// bytes, with no copy of an entry: the loop that prepares every table of a lint.
    package static func forEachUTF8(
        _ entries: [StringsEntry], _ body: (Int, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>?) -> Void
    ) {
        var index = 0
        while index < entries.count {
            if case .retained(let text, _, _) = entries[index].storage, text.encoding == .utf8 {
                text.withUTF8Spans { bytes in
                    while index < entries.count, case .retained(let other, let key, let value) = entries[index].storage,
                          other === text {
                        body(index, bytes(key), bytes(value))
                        index += 1
                    }
                }
                continue
            }
            let entry = entries[index]
            entry.forKeyUTF8 { key in
                if entry.withStringValueUTF8({ body(index, key, $0) }) == nil { body(index, key, nil) }
            }
            index += 1
        }
    }

    /// Calls `body` once with the key's UTF-8.
    @usableFromInline
    func forKeyUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        switch storage {
        case .decoded(let key, _):
            KeySpellingTable.withBytes(key, body)
        case .retained(let text, let key, _):
            text.withUTF8(key, body)
        }
    }

    /// Equal when key, value, positions and comment are.
    public static func == (lhs: StringsEntry, rhs: StringsEntry) -> Bool {
        lhs.keyPosition == rhs.keyPosition && lhs.valuePosition == rhs.valuePosition
            && lhs.commentIndex == rhs.commentIndex && lhs.key == rhs.key && lhs.value == rhs.value
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(value)
        hasher.combine(keyPosition)
        hasher.combine(valuePosition)
        hasher.combine(commentIndex)
    }
}

/// A `/* … */` or `// …` comment; `text` is what stands between the delimiters.
///
/// A parsed comment keeps a range of the file's bytes and decodes `text` each time it is read (see `RetainedText`).
/// Equality and hashing are by text, position and kind, as for a comment made from a string.
public struct StringsComment: Hashable, Sendable {
    private enum Storage: Sendable {
        case decoded(String)
        /// Unit offsets into the retained text (files are at most 2 GiB, see `InputFile`).
        case span(RetainedText, start: Int32, end: Int32)
    }

    private var storage: Storage
    package internal(set) var position: TextPosition
    var isBlock: Bool

    /// The comment's text, without `/*`, `*/` or `//`.
    public var text: String {
        get {
            switch storage {
            case .decoded(let text): text
            case .span(let input, let start, let end): input.string(Int(start), Int(end))
            }
        }
        set { storage = .decoded(newValue) }
    }

    /// Calls `body` with the text's UTF-8, without making a `String` when the comment keeps a span of the file.
    package func withTextUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        switch storage {
        case .decoded(let text): KeySpellingTable.withBytes(text, body)
        case .span(let input, let start, let end): input.withUTF8(TextSpan(Int(start), Int(end)), body)
        }
    }

    init(text: String, position: TextPosition, isBlock: Bool) {
        self.storage = .decoded(text)
        self.position = position
        self.isBlock = isBlock
    }

    init(_ input: RetainedText, _ start: Int, _ end: Int, position: TextPosition, isBlock: Bool) {
        self.storage = .span(input, start: Int32(start), end: Int32(end))
        self.position = position
        self.isBlock = isBlock
    }

    /// Equal when text, position and form are.
    public static func == (lhs: StringsComment, rhs: StringsComment) -> Bool {
        lhs.position == rhs.position && lhs.isBlock == rhs.isBlock && lhs.text == rhs.text
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(position)
        hasher.combine(isBlock)
    }
}
