/// A String Catalog (`.xcstrings`): one JSON file holding a table's strings in every language.
///
/// Read with `JSONReader`, so every key and value keeps its line and column. `table(for:)` gives one language as a
/// `StringsFile`, so the rest of RatePrompt treats catalogs and `.strings` files alike.
public struct StringCatalog: Sendable {
    /// One string of the catalog, with its translations.
    public struct Entry: Sendable {
        /// The key the app looks the string up by.
        public var key: String
        package var keyPosition: SourcePosition
        /// The comment for translators, if any.
        public var comment: String?
        /// How Xcode found the key (`manual`, `stale`, `extracted_with_value`, …), if recorded.
        public var extractionState: String?
        package var shouldTranslate: Bool
        /// Language → its string unit; entries with only plural or device variations have `value == nil`.
        public var localizations: [String: Unit]
    }

    /// One language's string of an entry.
    public struct Unit: Sendable {
        /// The translation state (`translated`, `needs_review`, `new`, …), if recorded.
        public var state: String?
        /// The string; nil when it varies by plural or device.
        public var value: String?
        package var position: SourcePosition
        /// True when the string varies by plural or device rather than having one value.
        package var hasVariations: Bool
        /// The state of every string unit of this language, the top one, then those of its plural and device
        /// variations and substitutions (nested), each with where its value is.
        package var unitStates: [(state: String?, position: SourcePosition)] = []
        /// Every plural variation of this language: the unit's own, a device variant's, a substitution's.
        package var plurals: [Plural] = []
        /// The names of the `substitutions`, with where each is, in file order.
        package var substitutions: [(name: String, position: SourcePosition)] = []
        /// Every text of this language (its value, its variations' and its substitutions' values), for the
        /// `%#@name@` references they hold.
        package var texts: [String] = []
    }

    /// One `variations.plural` object: a text per CLDR category.
    package struct Plural: Sendable {
        /// What varies: nil for the string itself, `iphone` for a device variant, `substitution count` for
        /// `%#@count@`.
        package var name: String?
        /// Where the `plural` key is.
        package var position: SourcePosition
        /// Category → value, in file order (a form without a value has an empty one).
        package var forms: [(category: String, value: String, position: SourcePosition)]

        /// The form for `category`, if written.
        package func form(_ category: String) -> (category: String, value: String, position: SourcePosition)? {
            forms.last { $0.category == category }
        }
    }

    /// The file the catalog was read from.
    public var path: String
    /// The language the strings are written in first (`sourceLanguage`).
    public var sourceLanguage: String?
    package var version: String?
    /// Every string, in file order.
    public var entries: [Entry]
    /// What is wrong with the file, as the reader and the catalog's shape say.
    public var diagnostics: [Diagnostic]
    /// False when the file is not a readable catalog: Xcode would refuse it.
    public var isLoadable: Bool

    /// Reads the catalog at `path`.
    public init(contentsOf path: String) {
        self.init(JSONReader().read(contentsOf: path))
    }

    /// The catalog in a JSON document read with `JSONReader`.
    public init(_ document: PropertyListDocument) {
        path = document.path
        diagnostics = document.diagnostics
        entries = []
        isLoadable = false
        guard let root = document.root else { return }
        let path = path
        var diagnostics = document.diagnostics
        defer { self.diagnostics = diagnostics }
        func error(_ message: String, _ position: SourcePosition) {
            diagnostics.append(Diagnostic(.error, .syntaxError, message, at: SourceLocation(path: path, position: position)))
        }
        guard case .dictionary(let members) = root.value else {
            error("a String Catalog is a JSON object with \"sourceLanguage\" and \"strings\"", root.position)
            return
        }
        let top = PropertyListValue.dictionary(members)
        sourceLanguage = top.lookup("sourceLanguage")?.value.value.stringValue
        version = top.lookup("version")?.value.value.stringValue
        if sourceLanguage == nil {
            error("the catalog has no \"sourceLanguage\" string", root.position)
        }
        guard let strings = top.lookup("strings") else {
            error("the catalog has no \"strings\" object", root.position)
            return
        }
        guard case .dictionary(let stringEntries) = strings.value.value else {
            error("\"strings\" must be an object of key to entry", strings.value.position)
            return
        }
        isLoadable = true
        for member in stringEntries {
            guard case .dictionary = member.value.value else {
                error("the entry for \"\(member.key)\" must be an object", member.value.position)
                continue
            }
            let entry = member.value.value
            var localizations: [String: Unit] = [:]
            if let languages = entry.lookup("localizations")?.value.value.entries {
                for language in languages {
                    let unit = language.value.value
                    let stringUnit = unit.lookup("stringUnit")?.value
                    localizations[language.key] = Unit(
                        state: stringUnit?.value.lookup("state")?.value.value.stringValue,
                        value: stringUnit?.value.lookup("value")?.value.value.stringValue,
                        position: stringUnit?.value.lookup("value")?.value.position ?? language.value.position,
                        hasVariations: unit.lookup("variations") != nil,
                        unitStates: Self.unitStates(in: language.value),
                        plurals: Self.plurals(in: language.value, name: nil),
                        substitutions: (unit.lookup("substitutions")?.value.value.entries ?? []).map {
                            (name: $0.key, position: $0.keyPosition)
                        },
                        texts: Self.texts(in: language.value))
                }
            }
            let shouldTranslate: Bool
            if case .boolean(let flag)? = entry.lookup("shouldTranslate")?.value.value { shouldTranslate = flag } else { shouldTranslate = true }
            entries.append(Entry(
                key: member.key, keyPosition: member.keyPosition,
                comment: entry.lookup("comment")?.value.value.stringValue,
                extractionState: entry.lookup("extractionState")?.value.value.stringValue,
                shouldTranslate: shouldTranslate, localizations: localizations))
        }
    }

    /// The states of the string units in a localization, depth first: its `stringUnit`, then every unit under
    /// `variations` (plural, device, nested) and `substitutions`. Bounded in depth: catalogs nest two or three levels.
    static func unitStates(in node: PropertyListNode, depth: Int = 0) -> [(state: String?, position: SourcePosition)] {
        guard depth < 16 else { return [] }
        var states: [(state: String?, position: SourcePosition)] = []
        if let unit = node.value.lookup("stringUnit")?.value {
            states.append((unit.value.lookup("state")?.value.value.stringValue,
                           unit.value.lookup("value")?.value.position ?? unit.position))
        }
        for kind in node.value.lookup("variations")?.value.value.entries ?? [] {
            for variant in kind.value.value.entries ?? [] {
                states += unitStates(in: variant.value, depth: depth + 1)
            }
        }
        for substitution in node.value.lookup("substitutions")?.value.value.entries ?? [] {
            states += unitStates(in: substitution.value, depth: depth + 1)
        }
        return states
    }

    /// The value of every string unit under a localization, depth first (bounded).
    static func texts(in node: PropertyListNode, depth: Int = 0) -> [String] {
        guard depth < 16 else { return [] }
        var texts: [String] = []
        if let value = node.value.lookup("stringUnit")?.value.value.lookup("value")?.value.value.stringValue {
            texts.append(value)
        }
        for kind in node.value.lookup("variations")?.value.value.entries ?? [] {
            for variant in kind.value.value.entries ?? [] { texts += Self.texts(in: variant.value, depth: depth + 1) }
        }
        for substitution in node.value.lookup("substitutions")?.value.value.entries ?? [] {
            texts += Self.texts(in: substitution.value, depth: depth + 1)
        }
        return texts
    }

    /// The plural variations under a localization: its own, each device variant's, each substitution's (bounded).
    static func plurals(in node: PropertyListNode, name: String?, depth: Int = 0) -> [Plural] {
        guard depth < 8 else { return [] }
        var found: [Plural] = []
        for kind in node.value.lookup("variations")?.value.value.entries ?? [] {
            switch kind.key {
            case "plural":
                let forms = (kind.value.value.entries ?? []).map { form in
                    let value = form.value.value.lookup("stringUnit")?.value.value.lookup("value")
                    return (category: form.key, value: value?.value.value.stringValue ?? "",
                            position: value?.value.position ?? form.value.position)
                }
                found.append(Plural(name: name, position: kind.keyPosition, forms: forms))
            default:
                for variant in kind.value.value.entries ?? [] {
                    found += plurals(in: variant.value, name: [name, variant.key].compactMap { $0 }.joined(separator: ", "),
                                     depth: depth + 1)
                }
            }
        }
        for substitution in node.value.lookup("substitutions")?.value.value.entries ?? [] {
            found += plurals(in: substitution.value, name: "substitution \(substitution.key)", depth: depth + 1)
        }
        return found
    }

    /// Each localization of each string still in the code (stale ones left out), the strings in file order and
    /// their languages sorted: what the catalog rules go through.
    package var liveLocalizations: [(entry: Entry, language: String, unit: Unit)] {
        entries.filter { $0.extractionState != "stale" }.flatMap { entry in
            entry.localizations.sorted { $0.key < $1.key }.map { (entry: entry, language: $0.key, unit: $0.value) }
        }
    }

    /// Every language with at least one string, the source language first.
    public var languages: [String] {
        var set = Set(entries.flatMap { $0.localizations.keys })
        if let sourceLanguage { set.insert(sourceLanguage) }
        let others = set.subtracting([sourceLanguage].compactMap { $0 }).sorted()
        return (sourceLanguage.map { [$0] } ?? []) + others
    }

    /// One language's strings as a table. In the source language an entry without a unit reads as its key, as Xcode
    /// builds it. Stale entries (`extractionState` `stale`: no longer in the code) are left out: no code asks for
    /// them, and comparing them would report what Xcode's "Remove stale" fixes.
    public func table(for language: String) -> StringsFile {
        var tableEntries: [StringsEntry] = []
        for entry in entries where entry.extractionState != "stale" {
            if let unit = entry.localizations[language], let value = unit.value {
                tableEntries.append(StringsEntry(key: entry.key, value: .string(value), keyPosition: entry.keyPosition,
                                                 valuePosition: unit.position))
            } else if language == sourceLanguage, entry.localizations[language]?.hasVariations != true {
                tableEntries.append(StringsEntry(key: entry.key, value: .string(entry.key), keyPosition: entry.keyPosition,
                                                 valuePosition: entry.keyPosition))
            }
        }
        return StringsFile(path: path, encoding: .utf8, format: nil, entries: tableEntries, comments: [],
                           diagnostics: [], isLoadable: isLoadable)
    }
}
