/// A parsed `.strings` file: every entry in file order (duplicates included) with its positions, the comments, and
/// what Apple would silently do with it, as diagnostics.
public struct StringsFile: Sendable {
    public var path: String
    public var encoding: TextEncoding?
    /// `.openStep` for ordinary strings files; Apple also accepts XML and binary property lists under that name.
    public var format: PropertyListFormat?
    public var entries: [StringsEntry]
    public var comments: [StringsComment]
    public var diagnostics: [Diagnostic]
    /// False when Apple's parser rejects the file: on a device the whole table is missing.
    public var isLoadable: Bool

    public init(
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

    /// The table a device loads: one entry per key, the last duplicate's value, in the order keys first appear.
    /// Keys are compared scalar by scalar, as on Apple platforms, so NFC and NFD spellings stay apart.
    public var effectiveEntries: [StringsEntry] {
        guard isLoadable else { return [] }
        return KeyScalars.lastWins(entries, key: \.key) {
            $0.value = $1.value
            $0.valuePosition = $1.valuePosition
        }
    }

    /// The value a device reads for `key`, if it is a string.
    public func value(forKey key: String) -> String? {
        guard isLoadable else { return nil }
        return entries.last { $0.key.unicodeScalars.elementsEqual(key.unicodeScalars) }?.value.stringValue
    }
}

/// One `key = value;` of a strings file.
public struct StringsEntry: Hashable, Sendable {
    public var key: String
    /// Usually a string; Apple accepts arrays, dictionaries and data too, which a strings lookup cannot use.
    public var value: PropertyListValue
    public var keyPosition: SourcePosition
    public var valuePosition: SourcePosition
    /// The index in `StringsFile.comments` of the comment written right before this entry (the translator note).
    public var commentIndex: Int?

    public init(
        key: String, value: PropertyListValue, keyPosition: SourcePosition, valuePosition: SourcePosition,
        commentIndex: Int? = nil
    ) {
        self.key = key
        self.value = value
        self.keyPosition = keyPosition
        self.valuePosition = valuePosition
        self.commentIndex = commentIndex
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
    public var position: SourcePosition
    public var isBlock: Bool

    public var text: String {
        get {
            switch storage {
            case .decoded(let text): text
            case .span(let input, let start, let end): input.string(Int(start), Int(end))
            }
        }
        set { storage = .decoded(newValue) }
    }

    public init(text: String, position: SourcePosition, isBlock: Bool) {
        self.storage = .decoded(text)
        self.position = position
        self.isBlock = isBlock
    }

    init(_ input: RetainedText, _ start: Int, _ end: Int, position: SourcePosition, isBlock: Bool) {
        self.storage = .span(input, start: Int32(start), end: Int32(end))
        self.position = position
        self.isBlock = isBlock
    }

    public static func == (lhs: StringsComment, rhs: StringsComment) -> Bool {
        lhs.position == rhs.position && lhs.isBlock == rhs.isBlock && lhs.text == rhs.text
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(position)
        hasher.combine(isBlock)
    }
}
