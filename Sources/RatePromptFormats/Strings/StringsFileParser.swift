import Foundation

/// Reads a `.strings` file the way a device does, keeping every entry, comment and position, and reports what
/// Apple does silently: text it never reads, duplicate keys, NFC/NFD look-alike keys, values that are not strings.
///
/// Follows CoreFoundation's order: a `bplist0` signature or text that starts with `<` goes through
/// `PropertyListReader` (Apple accepts XML and binary property lists under the `.strings` name); everything else
/// is read as an old-style strings file.
public struct StringsFileParser: Sendable {
    /// A parser.
    public init() {}

    /// Parses the file at `path`; a file that cannot be read becomes a `StringsFile` with one error.
    public func parse(contentsOf path: String) -> StringsFile {
        switch InputFile.read(path) {
        case .success(let data):
            return data.withUnsafeBytes { parse(raw: $0, path: path, retaining: data) }
        case .failure(let diagnostic):
            return StringsFile(path: path, encoding: nil, format: nil, entries: [], comments: [],
                               diagnostics: [diagnostic], isLoadable: false)
        }
    }

    /// Parses strings-file bytes; `path` names them in diagnostics.
    public func parse(_ bytes: some ContiguousBytes, path: String) -> StringsFile {
        // A copy the entries and comments can keep, so that memory and files are read the same way.
        let data = bytes.withUnsafeBytes { Data($0) }
        return data.withUnsafeBytes { parse(raw: $0, path: path, retaining: data) }
    }

    /// `retaining` is the `Data` that `bytes` points into, when entries and comments may keep it (`RetainedText`).
    package func parse(raw bytes: UnsafeRawBufferPointer, path: String, retaining data: Data) -> StringsFile {
        let start = FileLocation(path: path, position: .start)
        if bytes.isEmpty {
            return StringsFile(
                path: path, encoding: nil, format: nil, entries: [], comments: [],
                diagnostics: [Diagnostic(
                    .error, .syntaxError,
                    "the file is empty: Apple refuses zero-length property lists, so this table has no strings on "
                        + "a device; add a comment (/* No strings yet */) or delete the file",
                    at: start)],
                isLoadable: false)
        }
        let text = TextInput(bytes)
        var file: StringsFile
        var keyHashes: KeyHashes?
        if BinaryPropertyListParser.hasSignature(bytes) || XMLPropertyListParser.mayBeXML(text) {
            file = fromPropertyList(PropertyListReader().read(bytes, path: path), text: text)
        } else {
            let result = OpenStepParser(path: path).parse(text, retaining: data)
            keyHashes = result.keyHashes
            var diagnostics = result.diagnostics
            var isLoadable = false
            if let root = result.root {
                if case .dictionary = root.value {
                    isLoadable = true
                } else {
                    diagnostics.append(nonDictionaryRoot(root, path: path))
                }
            }
            file = StringsFile(
                path: path, encoding: result.encoding, format: .openStep, entries: result.entries,
                comments: result.comments, diagnostics: diagnostics, isLoadable: isLoadable)
        }
        let tableDiagnostics = Self.tableDiagnostics(file.entries, path: path, keyHashes: keyHashes)
        file.keysAreDistinct = !tableDiagnostics.contains { $0.code == .duplicateKey }
        file.diagnostics += tableDiagnostics
        return file
    }

    private func fromPropertyList(_ document: PropertyListDocument, text: TextInput) -> StringsFile {
        var diagnostics = document.diagnostics
        var entries: [StringsEntry] = []
        var isLoadable = false
        if let root = document.root {
            if case .dictionary(let items) = root.value {
                isLoadable = true
                entries = items.map {
                    StringsEntry(key: $0.key, value: $0.value.value, keyPosition: $0.keyPosition,
                                 valuePosition: $0.value.position)
                }
            } else {
                diagnostics.append(nonDictionaryRoot(root, path: document.path))
            }
        }
        return StringsFile(
            path: document.path, encoding: document.format == .binary ? nil : text.encoding, format: document.format,
            entries: entries, comments: [], diagnostics: diagnostics, isLoadable: isLoadable)
    }

    private func nonDictionaryRoot(_ root: PropertyListNode, path: String) -> Diagnostic {
        let what = root.value.typeName == "string"
            ? "a single string, not `key = value;` entries" : "a top-level \(root.value.typeName), not a dictionary"
        return Diagnostic(
            .error, .syntaxError,
            "the file holds \(what): a device finds no strings in it; write entries as \"key\" = \"value\";",
            at: FileLocation(path: path, position: root.position))
    }

    // MARK: Table checks

    /// Duplicate keys, NFC/NFD look-alike keys and non-string values. Keys are compared scalar by scalar, as
    /// Apple platforms do. Look-alikes are found through each non-ASCII key's NFC form (an ASCII key is only ever
    /// equivalent to itself), so the common all-ASCII table costs one hash lookup per key.
    static func tableDiagnostics(_ entries: [StringsEntry], path: String, keyHashes: KeyHashes? = nil) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func location(_ position: TextPosition) -> FileLocation { FileLocation(path: path, position: position) }

        // The first index of every exact spelling, and the latest occurrence of each (for the duplicate's note).
        let spellings = KeySpellingTable(keys: entries, precomputed: keyHashes)
        var latest: [Int: Int] = [:]
        // For non-ASCII spellings: NFC form → first index of the first spelling with that form.
        var byCanonical: [KeyScalars: Int] = [:]
        var duplicates = DiagnosticBound()
        var lookAlikes = DiagnosticBound()
        var nonStrings = DiagnosticBound()
        for index in entries.indices {
            let (earlier, isASCII) = spellings.insert(index)
            if let earlier {
                let previous = latest[earlier] ?? earlier
                latest[earlier] = index
                let same = entries[index].value == entries[previous].value
                if duplicates.admits(entries[index].keyPosition, severity: same ? .note : .warning) {
                    diagnostics.append(duplicateDiagnostic(entries[index], earlier: entries[previous], path: path))
                }
                continue
            }
            var other: Int?
            if isASCII {
                if !byCanonical.isEmpty { other = byCanonical[KeyScalars(entries[index].key)] }
            } else {
                let key = entries[index].key
                let canonical = key.precomposedStringWithCanonicalMapping
                let form = KeyScalars(canonical)
                if let first = byCanonical[form] { other = first } else { byCanonical[form] = index }
                if form != KeyScalars(key), let first = spellings.firstIndex(of: canonical), first < index {
                    other = min(other ?? first, first)
                }
            }
            if let other, lookAlikes.admits(entries[index].keyPosition, severity: .warning) {
                let key = entries[index].key
                let earlier = entries[other]
                diagnostics.append(Diagnostic(
                    .warning, .normalizationDistinctKeys,
                    "the key \"\(key)\" (\(scalarList(key))) looks the same as \"\(earlier.key)\" "
                        + "(\(scalarList(earlier.key))) but is spelled with different Unicode scalars (NFC vs NFD): "
                        + "devices keep them as two keys, so a lookup finds only the one spelled exactly like the "
                        + "code's key (Foundation on Linux merges them); use one normalization, preferably NFC",
                    at: location(entries[index].keyPosition),
                    notes: [Diagnostic.Note(location: location(earlier.keyPosition),
                                            message: "the other spelling is here")]))
            }
        }
        for index in entries.indices {
            if entries[index].hasStringValue { continue }
            let entry = entries[index]
            guard nonStrings.admits(entry.valuePosition, severity: .error) else { continue }
            diagnostics.append(Diagnostic(
                .error, .nonStringValue,
                "the value of \"\(entry.key)\" is \(describe(entry.value)), not a string: Apple parses it, but a "
                    + "localized-string lookup ignores it and the app shows the key instead; write a quoted string",
                at: location(entry.valuePosition)))
        }
        for summary in [duplicates.summary(.duplicateKey, "duplicate keys", path: path),
                        lookAlikes.summary(.normalizationDistinctKeys, "look-alike keys", path: path),
                        nonStrings.summary(.nonStringValue, "values that are not strings", path: path)] {
            if let summary { diagnostics.append(summary) }
        }
        return diagnostics
    }

    /// A key written twice: a warning when the values differ (the earlier one is never shown, yet it is the one a
    /// translator may fix); a note when they are the same, which no device shows any sign of.
    private static func duplicateDiagnostic(_ entry: StringsEntry, earlier: StringsEntry, path: String) -> Diagnostic {
        let same = earlier.value == entry.value
        return Diagnostic(
            same ? .note : .warning, .duplicateKey,
            "duplicate key \"\(entry.key)\" " + (same ? "with the same value" : "with a different value")
                + ": the last one wins on a device"
                + (same ? "; delete one of them" : ", so the earlier value is never shown; keep one"),
            at: FileLocation(path: path, position: entry.keyPosition),
            notes: [Diagnostic.Note(location: FileLocation(path: path, position: earlier.keyPosition),
                                    message: "\"\(earlier.key)\" is also defined here")])
    }

    private static func scalarList(_ key: String) -> String {
        key.unicodeScalars.filter { $0.value >= 0x80 }.prefix(4).map {
            let hex = String($0.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
    }

    private static func describe(_ value: PropertyListValue) -> String {
        switch value {
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .data: "a <data> block"
        default: "a value of type \(value.typeName)"
        }
    }
}
