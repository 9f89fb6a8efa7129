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
        package internal(set) var keyPosition: TextPosition
        /// The comment for translators, if any.
        public var comment: String?
        /// How Xcode found the key (`manual`, `stale`, `extracted_with_value`, …), if recorded.
        public var extractionState: String?
        package internal(set) var shouldTranslate: Bool
        /// Xcode's per-key switch for its generated Swift symbol (`"generatesSymbol" : false`), when written.
        package internal(set) var generatesSymbol: Bool? = nil
        /// Language → its string unit; entries with only plural or device variations have `value == nil`.
        public var localizations: [String: Unit]
    }

    /// One language's string of an entry.
    public struct Unit: Sendable {
        /// The translation state (`translated`, `needs_review`, `new`, …), if recorded.
        public var state: String?
        /// The string; nil when it varies by plural or device.
        public var value: String?
        package internal(set) var position: TextPosition
        /// True when the string varies by plural or device rather than having one value.
        package internal(set) var hasVariations: Bool
        /// The state of every string unit of this language, the top one, then those of its plural and device
        /// variations and substitutions (nested), each with where its value is.
        package internal(set) var unitStates: [(state: String?, position: TextPosition)] = []
        /// Every plural variation of this language: the unit's own, a device variant's, a substitution's.
        package internal(set) var plurals: [Plural] = []
        /// The `substitutions` of the string itself, in file order.
        package internal(set) var substitutions: [Substitution] = []
        /// Every text of this language (its value, its variations' and its substitutions' values), for the
        /// `%#@name@` references they hold.
        package internal(set) var texts: [String] = []
        /// Every text under a variation or substitution, in file order, named by where it sits (`iphone`,
        /// `substitution count`) and, under a plural variation, its category: what a translator's page lists.
        package internal(set) var forms: [Form] = []

        /// The file and key position of this language's text when it is not in the catalog's own file (the
        /// `.strings` or `.stringsdict` of an `.lproj` table read as a catalog).
        package internal(set) var file: (path: String, keyPosition: TextPosition)?

        /// The form at a place: under the variants and substitution `name`, of plural `category` (nil for none).
        package func form(name: String?, category: String?) -> Form? {
            forms.first { $0.name == name && $0.category == category }
        }
    }

    /// One member of `substitutions`: what a `%#@name@` of the string stands for.
    package struct Substitution: Sendable {
        package internal(set) var name: String
        /// Where its name is.
        package internal(set) var position: TextPosition
        /// `argNum`: the argument of the string the substitution formats (1-based); nil when not a whole number.
        package internal(set) var argumentNumber: Int?
        /// `formatSpecifier` (`lld`, `@`, …): how `%arg` reads that argument; nil when not a string.
        package internal(set) var formatSpecifier: String?
        /// Where the `formatSpecifier` value is, else where the name is.
        package internal(set) var formatSpecifierPosition: TextPosition
    }

    /// One text of a localization under its variations.
    package struct Form: Sendable {
        /// The device variants and substitution it is under, joined by `, `; nil directly under the localization.
        package internal(set) var name: String?
        /// The plural category, when the innermost variation is a plural one.
        package internal(set) var category: String?
        package internal(set) var value: String
        package internal(set) var state: String?
        package internal(set) var position: TextPosition
    }

    /// One `variations.plural` object: a text per CLDR category.
    package struct Plural: Sendable {
        /// Where a plural variation sits in its localization, for the shapes Xcode writes.
        package enum Owner: Hashable, Sendable {
            /// `variations.plural`: the string's own.
            case string
            /// `variations.device.<device>.variations.plural`: one device's.
            case device(String)
            /// `substitutions.<name>.variations.plural`: what `%#@name@` stands for.
            case substitution(String)
        }

        /// What varies: nil for the string itself, `iphone` for a device variant, `substitution count` for
        /// `%#@count@`.
        package internal(set) var name: String?
        /// Where the `plural` key is.
        package internal(set) var position: TextPosition
        /// Category → value, in file order (a form without a value has an empty one).
        package internal(set) var forms: [(category: String, value: String, position: TextPosition)]
        /// Where it sits, when that is one of the shapes Xcode writes; nil for a deeper nesting and for one read
        /// from a `.stringsdict` file.
        package internal(set) var owner: Owner? = nil

        /// The form for `category`, if written.
        package func form(_ category: String) -> (category: String, value: String, position: TextPosition)? {
            forms.last { $0.category == category }
        }
    }

    /// The file the catalog was read from.
    public var path: String
    /// The language the strings are written in first (`sourceLanguage`).
    public var sourceLanguage: String?
    package internal(set) var version: String?
    /// Every string, in file order.
    public var entries: [Entry] {
        didSet { live = LiveLocalizations() }
    }
    /// `liveLocalizations`, made when first asked: a lint asks for it once per catalog rule.
    private var live = LiveLocalizations()
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
    /// What the catalog was read from: a String Catalog (`.catalog`), a translator's XLIFF (`.translation`), or
    /// `.lproj` tables shown as one catalog (`.table`). Set by whoever reads it, never worked out from the path.
    package internal(set) var kind: FileKind = .catalog

    /// Reads the catalog at `path`.
    public init(contentsOf path: String) {
        switch InputFile.read(path) {
        case .success(let data):
            self = data.withUnsafeBytes { Self($0, path: path) }
        case .failure(let diagnostic):
            self.init(PropertyListDocument(path: path, format: nil, root: nil, diagnostics: [diagnostic]))
        }
    }

    /// Reads the bytes of a catalog, naming them `path`: the same catalog and diagnostics as
    /// `init(JSONReader().read(bytes, path: path))`, without making the JSON's value tree.
    public init(_ bytes: UnsafeRawBufferPointer, path: String) {
        guard bytes.count <= PropertyListTape.maximumInput else {
            self.init(JSONReader().read(bytes, path: path))
            return
        }
        self = JSONReader().withTape(bytes, path: path) { tape in
            tape.withRoot { Self(path: path, diagnostics: tape.diagnostics, root: $0) }
        }
    }

    /// The catalog in a JSON document read with `JSONReader`.
    public init(_ document: PropertyListDocument) {
        self.init(path: document.path, diagnostics: document.diagnostics, root: document.root)
    }

    /// The catalog in the root value of a JSON file at `path`, the reader's `diagnostics` first.
    private init<Node: PropertyListValueAccess>(path: String, diagnostics: [Diagnostic], root: Node?) {
        self.path = path
        self.diagnostics = diagnostics
        entries = []
        isLoadable = false
        guard let root else { return }
        var diagnostics = diagnostics
        defer { self.diagnostics = diagnostics }
        func error(_ message: String, _ position: TextPosition) {
            diagnostics.append(Diagnostic(.error, .syntaxError, message, at: FileLocation(path: path, position: position)))
        }
        guard root.members != nil else {
            error("a String Catalog is a JSON object with \"sourceLanguage\" and \"strings\"", root.position)
            return
        }
        sourceLanguage = root.member("sourceLanguage")?.value.stringValue
        version = root.member("version")?.value.stringValue
        if sourceLanguage == nil {
            error("the catalog has no \"sourceLanguage\" string", root.position)
        }
        guard let strings = root.member("strings") else {
            error("the catalog has no \"strings\" object", root.position)
            return
        }
        guard let stringEntries = strings.value.members else {
            error("\"strings\" must be an object of key to entry", strings.value.position)
            return
        }
        isLoadable = true
        var gathered = Gathered()
        for member in stringEntries {
            let entry = member.value
            guard entry.members != nil else {
                error("the entry for \"\(member.key)\" must be an object", entry.position)
                continue
            }
            var localizations: [String: Unit] = [:]
            if let languages = entry.member("localizations")?.value.members {
                localizations.reserveCapacity(languages.underestimatedCount)
                for language in languages {
                    let unit = language.value
                    let stringUnit = Self.stringUnit(of: unit)
                    var read = Unit(
                        state: stringUnit?.state, value: stringUnit?.text,
                        position: stringUnit?.valuePosition ?? unit.position,
                        hasVariations: unit.member("variations") != nil,
                        substitutions: unit.member("substitutions")?.value.members.map { $0.map(Self.substitution) } ?? [])
                    Self.collect(unit, name: nil, owner: .string, stringUnit: stringUnit, into: &gathered)
                    gathered.move(into: &read)
                    localizations[language.key] = read
                }
            }
            let shouldTranslate: Bool
            if case .boolean(let flag)? = entry.member("shouldTranslate")?.value.scalarValue { shouldTranslate = flag } else { shouldTranslate = true }
            entries.append(Entry(
                key: member.key, keyPosition: member.keyPosition,
                comment: entry.member("comment")?.value.stringValue,
                extractionState: entry.member("extractionState")?.value.stringValue,
                shouldTranslate: shouldTranslate,
                generatesSymbol: entry.member("generatesSymbol")?.value.scalarValue.flatMap {
                    if case .boolean(let flag) = $0 { flag } else { nil }
                }, localizations: localizations))
        }
    }

    /// A `substitutions` member as the model keeps it.
    private static func substitution<Member: PropertyListMemberAccess>(_ member: Member) -> Substitution {
        let specifier = member.value.member("formatSpecifier")?.value
        var argument: Int?
        switch member.value.member("argNum")?.value.scalarValue {
        case .integer(let number)?: argument = Int(exactly: number)
        case .unsignedInteger(let number)?: argument = Int(exactly: number)
        default: argument = nil
        }
        return Substitution(name: member.key, position: member.keyPosition, argumentNumber: argument,
                            formatSpecifier: specifier?.stringValue,
                            formatSpecifierPosition: specifier?.position ?? member.keyPosition)
    }

    /// What a node's `stringUnit` holds: its `value` text and where it is, its `state`, and where the unit is. Read
    /// once per node, for the node's unit and for the plural variation it is a form of.
    private typealias StringUnit = (text: String?, state: String?, valuePosition: TextPosition?, position: TextPosition)

    private static func stringUnit<Node: PropertyListValueAccess>(of node: Node) -> StringUnit? {
        guard let stringUnit = node.member("stringUnit")?.value else { return nil }
        let value = stringUnit.member("value")?.value
        return (value?.stringValue, stringUnit.member("state")?.value.stringValue, value?.position, stringUnit.position)
    }

    /// What `collect` finds in one localization, in buffers kept from one localization to the next and copied into
    /// the unit at their size: growing the unit's arrays one text at a time cost more allocations than the texts.
    private struct Gathered {
        var unitStates: [(state: String?, position: TextPosition)] = []
        var plurals: [Plural] = []
        var texts: [String] = []
        var forms: [Form] = []
        /// `substitution NAME` for each substitution name met: one string for the forms of every unit.
        private var substitutionNames: [String: String] = [:]

        mutating func substitutionName(_ key: String) -> String {
            if let name = substitutionNames[key] { return name }
            let name = "substitution \(key)"
            substitutionNames[key] = name
            return name
        }

        mutating func move(into unit: inout Unit) {
            unit.unitStates = Array(unitStates[...])
            unit.plurals = Array(plurals[...])
            unit.texts = Array(texts[...])
            unit.forms = Array(forms[...])
            unitStates.removeAll(keepingCapacity: true)
            plurals.removeAll(keepingCapacity: true)
            texts.removeAll(keepingCapacity: true)
            forms.removeAll(keepingCapacity: true)
        }
    }

    /// Walks a localization once, depth first: its `stringUnit` (already read), then every variant under
    /// `variations` (plural, device, nested) and every substitution, gathering each unit's state and text, and each
    /// `plural` variation (named by the device variants and substitution it is under). `owner` is where a plural
    /// variation of `node` would sit, nil below the shapes Xcode writes. Bounded in depth: catalogs nest two or three
    /// levels.
    private static func collect<Node: PropertyListValueAccess>(
        _ node: Node, name: String?, owner: Plural.Owner?, category: String? = nil, depth: Int = 0,
        stringUnit: StringUnit?, into unit: inout Gathered
    ) {
        guard depth < 16 else { return }
        if let stringUnit {
            unit.unitStates.append((stringUnit.state, stringUnit.valuePosition ?? stringUnit.position))
            if let text = stringUnit.text {
                unit.texts.append(text)
                if depth > 0 {
                    unit.forms.append(Form(name: name, category: category, value: text, state: stringUnit.state,
                                           position: stringUnit.valuePosition ?? stringUnit.position))
                }
            }
        }
        if let kinds = node.member("variations")?.value.members {
            for kind in kinds {
                let isPlural = kind.keyEquals("plural")
                // A plural variation is listed before what its forms hold; its forms are added as they are read.
                let plural = unit.plurals.count
                if isPlural { unit.plurals.append(Plural(name: name, position: kind.keyPosition, forms: [], owner: owner)) }
                let isDevice = owner == .string && kind.keyEquals("device")
                guard let variants = kind.value.members else { continue }
                if isPlural { unit.plurals[plural].forms.reserveCapacity(variants.underestimatedCount) }
                for variant in variants {
                    let key = variant.key
                    let variantUnit = Self.stringUnit(of: variant.value)
                    if isPlural {
                        unit.plurals[plural].forms.append((category: key, value: variantUnit?.text ?? "",
                                                           position: variantUnit?.valuePosition ?? variant.value.position))
                    }
                    let inner = isPlural ? name : [name, key].compactMap { $0 }.joined(separator: ", ")
                    collect(variant.value, name: inner, owner: isDevice ? .device(key) : nil,
                            category: isPlural ? key : nil, depth: depth + 1, stringUnit: variantUnit, into: &unit)
                }
            }
        }
        if let substitutions = node.member("substitutions")?.value.members {
            for substitution in substitutions {
                collect(substitution.value, name: unit.substitutionName(substitution.key),
                        owner: owner == .string ? .substitution(substitution.key) : nil, depth: depth + 1,
                        stringUnit: Self.stringUnit(of: substitution.value), into: &unit)
            }
        }
    }

    /// Each localization of each string still in the code (stale ones left out), the strings in file order and
    /// their languages sorted: what the catalog rules go through.
    package var liveLocalizations: [(entry: Entry, language: String, unit: Unit)] {
        live.value {
            var result: [(entry: Entry, language: String, unit: Unit)] = []
            for entry in entries where entry.extractionState != "stale" {
                // The languages sorted alone: sorting the pairs moved every unit around.
                for language in entry.localizations.keys.sorted() {
                    result.append((entry: entry, language: language, unit: entry.localizations[language]!))
                }
            }
            return result
        }
    }

    /// A value made once, whichever thread asks first; a copy of the catalog shares it until its entries change.
    private final class LiveLocalizations: @unchecked Sendable {
        private let lock = NSLock()
        private var made: [(entry: Entry, language: String, unit: Unit)]?

        func value(_ make: () -> [(entry: Entry, language: String, unit: Unit)]) -> [(entry: Entry, language: String, unit: Unit)] {
            lock.lock()
            defer { lock.unlock() }
            if let made { return made }
            let value = make()
            made = value
            return value
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
