import Foundation

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
        /// The `substitutions` of the string itself, in file order.
        package var substitutions: [Substitution] = []
        /// Every text of this language (its value, its variations' and its substitutions' values), for the
        /// `%#@name@` references they hold.
        package var texts: [String] = []
        /// Every text under a variation or substitution, in file order, named by where it sits (`iphone`,
        /// `substitution count`) and, under a plural variation, its category: what a translator's page lists.
        package var forms: [Form] = []

        /// The file and key position of this language's text when it is not in the catalog's own file (the
        /// `.strings` or `.stringsdict` of an `.lproj` table read as a catalog).
        package var file: (path: String, keyPosition: SourcePosition)?

        /// The form at a place: under the variants and substitution `name`, of plural `category` (nil for none).
        package func form(name: String?, category: String?) -> Form? {
            forms.first { $0.name == name && $0.category == category }
        }
    }

    /// One member of `substitutions`: what a `%#@name@` of the string stands for.
    package struct Substitution: Sendable {
        package var name: String
        /// Where its name is.
        package var position: SourcePosition
        /// `argNum`: the argument of the string the substitution formats (1-based); nil when not a whole number.
        package var argumentNumber: Int?
        /// `formatSpecifier` (`lld`, `@`, …): how `%arg` reads that argument; nil when not a string.
        package var formatSpecifier: String?
        /// Where the `formatSpecifier` value is, else where the name is.
        package var formatSpecifierPosition: SourcePosition
    }

    /// One text of a localization under its variations.
    package struct Form: Sendable {
        /// The device variants and substitution it is under, joined by `, `; nil directly under the localization.
        package var name: String?
        /// The plural category, when the innermost variation is a plural one.
        package var category: String?
        package var value: String
        package var state: String?
        package var position: SourcePosition
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
    /// The table the catalog holds: its file's name without the extension, or for one read from XLIFF, the name of
    /// the app's file the units came from.
    package var tableName: String {
        get { storedTableName ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent }
        set { storedTableName = newValue }
    }
    var storedTableName: String?

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
                    var read = Unit(
                        state: stringUnit?.value.lookup("state")?.value.value.stringValue,
                        value: stringUnit?.value.lookup("value")?.value.value.stringValue,
                        position: stringUnit?.value.lookup("value")?.value.position ?? language.value.position,
                        hasVariations: unit.lookup("variations") != nil,
                        substitutions: (unit.lookup("substitutions")?.value.value.entries ?? []).map(Self.substitution))
                    Self.collect(language.value, name: nil, into: &read)
                    localizations[language.key] = read
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

    /// A `substitutions` member as the model keeps it.
    static func substitution(_ member: PropertyListEntry) -> Substitution {
        let specifier = member.value.value.lookup("formatSpecifier")?.value
        var argument: Int?
        switch member.value.value.lookup("argNum")?.value.value {
        case .integer(let number)?: argument = Int(exactly: number)
        case .unsignedInteger(let number)?: argument = Int(exactly: number)
        default: argument = nil
        }
        return Substitution(name: member.key, position: member.keyPosition, argumentNumber: argument,
                            formatSpecifier: specifier?.value.stringValue,
                            formatSpecifierPosition: specifier?.position ?? member.keyPosition)
    }

    /// Walks a localization once, depth first: its `stringUnit`, then every variant under `variations` (plural,
    /// device, nested) and every substitution, adding each unit's state and text to `unit`, and each `plural`
    /// variation (named by the device variants and substitution it is under). Bounded in depth: catalogs nest two or
    /// three levels.
    static func collect(
        _ node: PropertyListNode, name: String?, category: String? = nil, depth: Int = 0, into unit: inout Unit
    ) {
        guard depth < 16 else { return }
        if let stringUnit = node.value.lookup("stringUnit")?.value {
            let value = stringUnit.value.lookup("value")?.value
            let state = stringUnit.value.lookup("state")?.value.value.stringValue
            unit.unitStates.append((state, value?.position ?? stringUnit.position))
            if let text = value?.value.stringValue {
                unit.texts.append(text)
                if depth > 0 {
                    unit.forms.append(Form(name: name, category: category, value: text, state: state,
                                           position: value?.position ?? stringUnit.position))
                }
            }
        }
        for kind in node.value.lookup("variations")?.value.value.entries ?? [] {
            let variants = kind.value.value.entries ?? []
            if kind.key == "plural" {
                unit.plurals.append(Plural(name: name, position: kind.keyPosition, forms: variants.map { form in
                    let value = form.value.value.lookup("stringUnit")?.value.value.lookup("value")
                    return (category: form.key, value: value?.value.value.stringValue ?? "",
                            position: value?.value.position ?? form.value.position)
                }))
            }
            for variant in variants {
                let inner = kind.key == "plural" ? name : [name, variant.key].compactMap { $0 }.joined(separator: ", ")
                collect(variant.value, name: inner, category: kind.key == "plural" ? variant.key : nil,
                        depth: depth + 1, into: &unit)
            }
        }
        for substitution in node.value.lookup("substitutions")?.value.value.entries ?? [] {
            collect(substitution.value, name: "substitution \(substitution.key)", depth: depth + 1, into: &unit)
        }
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
    /// builds it, except a storyboard's or xib's string (`YGs-j5-SAR.title`), which reads as the object's text that
    /// Xcode copies into its comment (`title = "\tDefault";`): the storyboard holds it. Stale entries (`extractionState` `stale`: no longer in the code) are left out: no code asks for
    /// them, and comparing them would report what Xcode's "Remove stale" fixes.
    public func table(for language: String) -> StringsFile {
        var tableEntries: [StringsEntry] = []
        for entry in entries where entry.extractionState != "stale" {
            if let unit = entry.localizations[language], let value = unit.value {
                tableEntries.append(StringsEntry(key: entry.key, value: .string(value), keyPosition: entry.keyPosition,
                                                 valuePosition: unit.position))
            } else if language == sourceLanguage, entry.localizations[language]?.hasVariations != true {
                let value = Self.interfaceBuilderText(of: entry) ?? entry.key
                tableEntries.append(StringsEntry(key: entry.key, value: .string(value), keyPosition: entry.keyPosition,
                                                 valuePosition: entry.keyPosition))
            }
        }
        return StringsFile(path: path, encoding: .utf8, format: nil, entries: tableEntries, comments: [],
                           diagnostics: [], isLoadable: isLoadable)
    }
}

extension StringCatalog {
    /// The text of an Interface Builder object's property as Xcode records it in the string's comment
    /// (`Class = "NSMenuItem"; title = "\tDefault"; ObjectID = "YGs-j5-SAR";`, which reads as a strings table): nil
    /// for another key, or a comment without that property.
    static func interfaceBuilderText(of entry: Entry) -> String? {
        guard let comment = entry.comment, StringKey.isInterfaceBuilderObject(entry.key),
              let dot = entry.key.firstIndex(of: ".") else { return nil }
        let property = entry.key[entry.key.index(after: dot)...]
        let pairs = StringsFileParser().parse(Data(comment.utf8), path: "")
        return pairs.entries.last { $0.key == property }?.value.stringValue
    }
}
