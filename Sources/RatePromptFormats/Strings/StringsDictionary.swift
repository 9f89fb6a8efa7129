import Foundation

/// A `.stringsdict` file as Foundation reads it: for each key, a format whose `%#@name@` variables are plural rules,
/// or a rule by device or by width whose variants are texts or formats again.
///
/// Read from any property-list format; every shape Foundation would not use is a located `malformed-stringsdict`
/// diagnostic, and the entry keeps what could be read.
public struct StringsDictionary: Sendable {
    /// The file it was read from.
    public var path: String
    /// Every entry in file order.
    package internal(set) var entries: [Entry]
    /// What the property-list reader and the shape checks found, in file order.
    public var diagnostics: [Diagnostic]
    /// False when the file is not a property list with a dictionary at its root: a device gets none of its strings.
    package internal(set) var isLoadable: Bool

    /// One localized key.
    package struct Entry: Sendable {
        package internal(set) var key: String
        package internal(set) var keyPosition: TextPosition
        package internal(set) var rule: Rule
    }

    /// What a key (or a device or width variant) holds.
    package indirect enum Rule: Sendable {
        /// `NSStringLocalizedFormatKey` and its variables.
        case format(Format)
        /// `NSStringDeviceSpecificRuleType`: a variant per device (`iphone`, `ipad`, `mac`, …, `other`).
        case device([Variant])
        /// `NSStringVariableWidthRuleType`: a variant per presentation width (`20`, `50`, …).
        case width([Variant])
        /// A plain text: what a device or width variant may be.
        case text(Text)
        /// A shape Foundation cannot use (reported as a diagnostic).
        case invalid
    }

    /// One device's or one width's rule.
    package struct Variant: Sendable {
        package internal(set) var name: String
        package internal(set) var position: TextPosition
        package internal(set) var rule: Rule
    }

    /// A string with where its value starts.
    package struct Text: Sendable, Hashable {
        package internal(set) var value: String
        package internal(set) var position: TextPosition
    }

    /// A format string with its variables.
    package struct Format: Sendable {
        package internal(set) var format: Text
        /// Every variable dictionary, in file order.
        package internal(set) var variables: [Variable]
        /// Keys beside the format whose values are no dictionaries (reported): defined, though unusable.
        package internal(set) var unreadableVariableNames: [String] = []

        /// The format as printf reads it when every variable shows its `other` form (references in those forms
        /// followed a few levels deep); nil when a variable it refers to has no `other` form, or when a reference is
        /// positional (`%2$#@name@`): the forms' own specifiers then have no one reading.
        package var expandedWithOtherForms: String? {
            func expand(_ text: String, depth: Int) -> String? {
                guard depth < 4, !text.contains("$#@") else { return nil }
                var complete = true
                let expanded = StringsDictionary.replacingVariableReferences(in: text) { name in
                    guard let form = variables.last(where: { $0.name == name })?.form("other"),
                          let inner = expand(form.text.value, depth: depth + 1) else {
                        complete = false
                        return nil
                    }
                    return inner
                }
                return complete ? expanded : nil
            }
            return expand(format.value, depth: 0)
        }

        /// The names of the variables the format and the variables' forms refer to (`%#@name@`, `%2$#@name@`), each
        /// once, in order of first use.
        package var references: [String] {
            var names: [String] = []
            for text in [format] + variables.flatMap({ $0.forms.map(\.text) }) {
                for name in StringsDictionary.variableReferences(in: text.value) where !names.contains(name) {
                    names.append(name)
                }
            }
            return names
        }
    }

    /// A plural variable: `NSStringFormatSpecTypeKey`, `NSStringFormatValueTypeKey` and a text per category.
    package struct Variable: Sendable {
        package internal(set) var name: String
        package internal(set) var position: TextPosition
        package internal(set) var valueType: Text?
        /// False when the variable has a shape Foundation cannot use (reported): no `NSStringPluralRuleType`, or a
        /// form that is not a string. Checks of its categories would only repeat that finding.
        package internal(set) var isWellFormed = true
        /// The category keys as written (`zero` … `other`), in file order; keys that are not categories are left out
        /// (and reported).
        package internal(set) var forms: [Form]

        /// The form for `category`, if written.
        package func form(_ category: String) -> Form? {
            forms.last { $0.category == category }
        }
    }

    /// One category's text.
    package struct Form: Sendable {
        package internal(set) var category: String
        package internal(set) var keyPosition: TextPosition
        package internal(set) var text: Text
    }

    /// Every format of the file with its entry, device and width variants included: `variant` names the path to it
    /// (`ipad`, `ipad, 20`), nil for the entry's own format.
    package var formats: [(entry: Entry, variant: String?, format: Format)] {
        var found: [(entry: Entry, variant: String?, format: Format)] = []
        func visit(_ rule: Rule, _ entry: Entry, _ variant: String?) {
            switch rule {
            case .format(let format): found.append((entry, variant, format))
            case .device(let variants), .width(let variants):
                for item in variants { visit(item.rule, entry, variant.map { "\($0), \(item.name)" } ?? item.name) }
            case .text, .invalid: break
            }
        }
        for entry in entries { visit(entry.rule, entry, nil) }
        return found
    }

    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRuleType = "NSStringPluralRuleType"
    static let deviceRuleKey = "NSStringDeviceSpecificRuleType"
    static let widthRuleKey = "NSStringVariableWidthRuleType"
    package static let categories = ["zero", "one", "two", "few", "many", "other"]
    static let devices = ["iphone", "ipad", "ipod", "mac", "appletv", "applewatch", "applevision", "other"]

    /// Reads `path`.
    public init(contentsOf path: String) {
        switch InputFile.read(path) {
        case .success(let data):
            self = data.withUnsafeBytes { Self($0, path: path) }
        case .failure(let diagnostic):
            self.init(PropertyListDocument(path: path, format: nil, root: nil, diagnostics: [diagnostic]))
        }
    }

    /// Reads the bytes of a `.stringsdict`, naming them `path`: the same rules and diagnostics as
    /// `init(PropertyListReader().read(bytes, path: path))`, without making the value tree of an XML property list.
    public init(_ bytes: UnsafeRawBufferPointer, path: String) {
        guard bytes.count <= PropertyListTape.maximumInput else {
            self.init(PropertyListReader().read(bytes, path: path))
            return
        }
        switch PropertyListReader().readForModel(bytes, path: path) {
        case .tree(let document):
            self.init(document)
        case .tape(let tape):
            self = tape.withRoot { Self(path: path, diagnostics: tape.diagnostics, root: $0) }
        }
    }

    /// The dictionary in a property list already read.
    public init(_ document: PropertyListDocument) {
        self.init(path: document.path, diagnostics: document.diagnostics, root: document.root)
    }

    /// The dictionary in the root value of a property list at `path`, the reader's `diagnostics` first.
    private init<Node: PropertyListValueAccess>(path: String, diagnostics: [Diagnostic], root: Node?) {
        self.path = path
        self.diagnostics = diagnostics
        entries = []
        guard let root else {
            isLoadable = false
            return
        }
        guard let items = root.members else {
            isLoadable = false
            report(.error, "the root is \(root.typeNameWithArticle); a .stringsdict is a dictionary of keys",
                   at: root.position)
            return
        }
        isLoadable = true
        for item in items {
            let key = item.key
            entries.append(Entry(key: key, keyPosition: item.keyPosition,
                                 rule: readRule(item.value, of: { "\"\(key)\"" }, allowsText: false)))
        }
    }

    // MARK: Reading the shapes

    private mutating func report(_ severity: Diagnostic.Severity, _ message: String, at position: TextPosition) {
        diagnostics.append(Diagnostic(severity, "malformed-stringsdict", message,
                                      at: FileLocation(path: path, position: position)))
    }

    // `owner` names what is read, for messages: made only for one.
    private mutating func readRule<Node: PropertyListValueAccess>(_ node: Node, of owner: () -> String, allowsText: Bool) -> Rule {
        if let text = node.stringValue {
            if allowsText { return .text(Text(value: text, position: node.position)) }
            report(.error, "\(owner()) is a string; a .stringsdict entry is a dictionary with \(Self.formatKey) and its "
                + "variables (a plain string belongs in the .strings table)", at: node.position)
            return .invalid
        }
        guard let items = node.members else {
            report(.error, "\(owner()) is \(node.typeNameWithArticle); a dictionary with \(Self.formatKey) is expected",
                   at: node.position)
            return .invalid
        }
        // The last of a repeated key is the one Foundation reads.
        var device: Node.Member?
        var width: Node.Member?
        var formatItem: Node.Member?
        for item in items {
            if item.keyEquals(Self.deviceRuleKey) {
                device = item
            } else if item.keyEquals(Self.widthRuleKey) {
                width = item
            } else if item.keyEquals(Self.formatKey) {
                formatItem = item
            }
        }
        if let device {
            return .device(readVariants(device, of: owner, names: Self.devices))
        }
        if let width {
            return .width(readVariants(width, of: owner, names: nil))
        }
        guard let formatItem else {
            report(.error, "\(owner()) has no \(Self.formatKey): Foundation shows the key itself", at: node.position)
            return .invalid
        }
        guard let format = formatItem.value.stringValue else {
            report(.error, "\(Self.formatKey) of \(owner()) is \(formatItem.value.typeNameWithArticle), not a string",
                   at: formatItem.value.position)
            return .invalid
        }
        var result = Format(format: Text(value: format, position: formatItem.value.position), variables: [])
        for item in items where !item.keyEquals(Self.formatKey) {
            if let variable = readVariable(item, of: owner) {
                result.variables.append(variable)
            } else {
                result.unreadableVariableNames.append(item.key)
            }
        }
        return .format(result)
    }

    private mutating func readVariants<Member: PropertyListMemberAccess>(
        _ item: Member, of owner: () -> String, names: [String]?
    ) -> [Variant] {
        guard let variants = item.value.members else {
            report(.error, "\(item.key) of \(owner()) is \(item.value.typeNameWithArticle), not a dictionary",
                   at: item.value.position)
            return []
        }
        return variants.map { variant in
            let name = variant.key
            if let names, !names.contains(name) {
                report(.warning, "\"\(name)\" in \(owner()) is not a device Foundation knows (\(names.joined(separator: ", "))); "
                    + "no device uses it", at: variant.keyPosition)
            } else if names == nil, Int(name) == nil {
                report(.warning, "\"\(name)\" in \(owner()) is not a width (a whole number of characters); "
                    + "no width picks it", at: variant.keyPosition)
            }
            return Variant(name: name, position: variant.keyPosition,
                           rule: readRule(variant.value, of: { "\(owner()) for \(name)" }, allowsText: true))
        }
    }

    private mutating func readVariable<Member: PropertyListMemberAccess>(_ item: Member, of owner: () -> String) -> Variable? {
        func name() -> String { "variable \(item.key) of \(owner())" }
        guard let keys = item.value.members else {
            report(.error, "\(name()) is \(item.value.typeNameWithArticle); a variable is a dictionary with "
                + "\(Self.specTypeKey) and a text per plural category", at: item.value.position)
            return nil
        }
        var variable = Variable(name: item.key, position: item.keyPosition, valueType: nil, forms: [])
        variable.forms.reserveCapacity(Self.categories.count)
        var specType: String?
        for key in keys {
            if key.keyEquals(Self.specTypeKey) {
                specType = key.value.stringValue ?? key.value.typeName
                if specType != Self.pluralRuleType {
                    variable.isWellFormed = false
                    report(.error, "\(Self.specTypeKey) of \(name()) is \"\(specType ?? "")\"; Foundation only knows "
                        + "\(Self.pluralRuleType)", at: key.value.position)
                }
            } else if key.keyEquals(Self.valueTypeKey) {
                if let value = key.value.stringValue {
                    variable.valueType = Text(value: value, position: key.value.position)
                } else {
                    report(.error, "\(Self.valueTypeKey) of \(name()) is \(key.value.typeNameWithArticle), not a string",
                           at: key.value.position)
                }
            } else if Self.categories.contains(where: key.keyEquals) {
                let category = key.key
                if let text = key.value.stringValue {
                    variable.forms.append(Form(category: category, keyPosition: key.keyPosition,
                                               text: Text(value: text, position: key.value.position)))
                } else {
                    variable.isWellFormed = false
                    report(.error, "the \(category) form of \(name()) is \(key.value.typeNameWithArticle), not a string",
                           at: key.value.position)
                }
            } else {
                let lowered = key.key.lowercased()
                let hint = Self.categories.contains(lowered) ? "; categories are lowercase: \"\(lowered)\"" : ""
                report(.warning, "\"\(key.key)\" in \(name()) is not a plural category (zero, one, two, few, many, "
                    + "other)\(hint); Foundation never uses it", at: key.keyPosition)
            }
        }
        if specType == nil {
            variable.isWellFormed = false
            report(.error, "\(name()) has no \(Self.specTypeKey) (\(Self.pluralRuleType)): Foundation does not treat it "
                + "as a plural rule", at: item.keyPosition)
        }
        return variable
    }

    /// The variable names of `%#@name@` references in `text` (`%2$#@name@` too), in order; `%%` is skipped.
    package static func variableReferences(in text: String) -> [String] {
        scanReferences(in: text).names
    }

    /// References a translator broke with spaces (`%# @sites @`, `%#@ sites@`): Foundation reads them as an object
    /// placeholder with flags, or as text, never as the variable. Each as written, with the name it means.
    package static func spacedVariableReferences(in text: String) -> [(written: String, name: String)] {
        guard text.contains("#") else { return [] }
        let scalars = Array(text.unicodeScalars)
        var found: [(written: String, name: String)] = []
        var index = 0
        func skipSpaces(_ cursor: inout Int) -> Bool {
            let start = cursor
            while cursor < scalars.count, scalars[cursor] == " " { cursor += 1 }
            return cursor > start
        }
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            var cursor = index + 1
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) { cursor += 1 }
            if cursor > index + 1, cursor < scalars.count, scalars[cursor] == "$" { cursor += 1 }
            guard cursor < scalars.count, scalars[cursor] == "#" else { index += 1; continue }
            cursor += 1
            var spaced = skipSpaces(&cursor)
            guard cursor < scalars.count, scalars[cursor] == "@" else { index += 1; continue }
            cursor += 1
            spaced = skipSpaces(&cursor) || spaced
            let nameStart = cursor
            while cursor < scalars.count, scalars[cursor] != "@", scalars[cursor] != " ", scalars[cursor] != "%" {
                cursor += 1
            }
            let nameEnd = cursor
            spaced = skipSpaces(&cursor) || spaced
            guard spaced, nameEnd > nameStart, cursor < scalars.count, scalars[cursor] == "@" else {
                index += 1
                continue
            }
            var written = String.UnicodeScalarView(), name = String.UnicodeScalarView()
            written.append(contentsOf: scalars[index...cursor])
            name.append(contentsOf: scalars[nameStart..<nameEnd])
            found.append((String(written), String(name)))
            index = cursor + 1
        }
        return found
    }

    /// `text` without its `%#@name@` references: what printf reads of it besides the variables.
    package static func removingVariableReferences(from text: String) -> String {
        scanReferences(in: text).rest
    }

    /// `text` with each `%#@name@` reference replaced by `replacement(name)` (nothing when it gives nil).
    static func replacingVariableReferences(in text: String, with replacement: (String) -> String?) -> String {
        scanReferences(in: text, replacement: replacement).rest
    }

    private static func scanReferences(
        in text: String, replacement: (String) -> String? = { _ in nil }
    ) -> (names: [String], rest: String) {
        // Most texts (every plural form that names no other variable) hold no reference: no `#` at all.
        guard text.utf8.contains(UInt8(ascii: "#")) else { return ([], text) }
        var rest = String.UnicodeScalarView()
        var copied = 0
        var names: [String] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            var cursor = index + 1
            if cursor < scalars.count, scalars[cursor] == "%" {
                index = cursor + 1
                continue
            }
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) { cursor += 1 }
            if cursor > index + 1, cursor < scalars.count, scalars[cursor] == "$" { cursor += 1 }
            if cursor + 1 < scalars.count, scalars[cursor] == "#", scalars[cursor + 1] == "@" {
                let start = cursor + 2
                if let end = scalars[start...].firstIndex(of: "@"), end > start {
                    var name = String.UnicodeScalarView()
                    name.append(contentsOf: scalars[start..<end])
                    let nameText = String(name)
                    names.append(nameText)
                    rest.append(contentsOf: scalars[copied..<index])
                    if let text = replacement(nameText) { rest.append(contentsOf: text.unicodeScalars) }
                    copied = end + 1
                    index = end + 1
                    continue
                }
            }
            index = cursor
        }
        if copied == 0 { return (names, text) }
        rest.append(contentsOf: scalars[copied...])
        return (names, String(rest))
    }
}
