import Foundation

extension StringCatalog {
    /// The tables of a translator's XLIFF file (an Xcode export), each read as a String Catalog in its source and
    /// target languages at the XLIFF's places; the first carries what the XLIFF reader reported. See
    /// `XLIFFDocument.catalogs()`.
    public static func catalogs(xliff bytes: UnsafeRawBufferPointer, path: String) -> [StringCatalog] {
        XLIFFDocument(bytes, path: path).catalogs()
    }
}

extension XLIFFDocument {
    /// Each `<file>` of a `.strings`, `.stringsdict` or String Catalog as a String Catalog in its source and target
    /// languages, at the places of the XLIFF: the catalog rules, `render` and the preview then read a translator's
    /// file as they read the app's catalogs. A unit's id says where its text goes:
    ///
    /// - `KEY`: the string (a `.strings` key, or a catalog string without variations);
    /// - `KEY|==|plural.one`, `KEY|==|device.iphone`, `KEY|==|device.iphone.plural.one`,
    ///   `KEY|==|substitutions.NAME.plural.one`: a catalog variation;
    /// - `/KEY:dict/NSStringLocalizedFormatKey:dict/:string` and `/KEY:dict/VAR:dict/one:dict/:string`: a
    ///   `.stringsdict` format and its plural forms, read as a string with the substitution `VAR`.
    ///
    /// A target's XLIFF state becomes the catalog's: `new` and `needs-translation` are `new`, the `needs-review-…`,
    /// `needs-adaptation` and `needs-l10n` states are `needs_review`, anything else (or none) is `translated`. A unit
    /// without a target is not in the target language. The document's diagnostics go with the first catalog.
    package func catalogs() -> [StringCatalog] {
        // The files of one table, in the order first met: a `.strings` file and the `.stringsdict` of the same
        // table in the same folder are one table, the `.stringsdict` read last so that its entries win, as in a
        // bundle.
        var order: [String] = []
        var groups: [String: [File]] = [:]
        for file in files where file.origin != .other {
            if groups[file.tableKey] == nil { order.append(file.tableKey) }
            groups[file.tableKey, default: []].append(file)
        }
        var names: [String: Int] = [:]
        for key in order { names[groups[key]![0].tableName, default: 0] += 1 }
        var catalogs = order.map { key in
            let group = groups[key]!.sorted { ($0.origin == .stringsdict ? 1 : 0) < ($1.origin == .stringsdict ? 1 : 0) }
            var catalog = StringCatalog(PropertyListDocument(path: path, format: nil, root: catalogTree(group),
                                                             diagnostics: []))
            // Two tables of one name (an app's and a widget's `Localizable`) stay two.
            catalog.tableName = names[group[0].tableName, default: 0] > 1 ? key : group[0].tableName
            return catalog
        }
        if catalogs.isEmpty {
            catalogs = [StringCatalog(PropertyListDocument(path: path, format: nil, root: nil, diagnostics: []))]
            catalogs[0].isLoadable = isLoadable
        }
        catalogs[0].diagnostics = diagnostics + catalogs[0].diagnostics
        return catalogs
    }

    private func catalogTree(_ files: [File]) -> PropertyListNode {
        let first = files[0]
        let root = TreeNode(position: first.position)
        let source = first.sourceLanguage ?? "en"
        root.set("sourceLanguage", .string(source), at: first.position)
        root.set("version", .string("1.0"), at: first.position)
        let strings = root.child("strings", at: first.position)
        for file in files {
            add(file, source: source, to: strings)
        }
        return root.node
    }

    private func add(_ file: File, source: String, to strings: TreeNode) {
        for unit in file.units {
            guard let place = Self.place(of: unit.id, origin: file.origin) else { continue }
            let entry = strings.child(place.key, at: unit.position)
            if !unit.notes.isEmpty, entry.scalar(of: "comment") == nil {
                entry.set("comment", .string(unit.notes.joined(separator: "\n")), at: unit.position)
            }
            let localizations = entry.child("localizations", at: unit.position)
            if let text = unit.source {
                Self.put(text, state: "translated", into: localizations.child(source, at: unit.sourcePosition),
                         path: place.path, at: unit.sourcePosition)
            }
            if let target = file.targetLanguage, target != source, let text = unit.target {
                Self.put(text, state: Self.catalogState(unit.state),
                         into: localizations.child(target, at: unit.targetPosition), path: place.path,
                         at: unit.targetPosition)
            }
        }
    }

    /// The catalog state of an XLIFF 1.2 target state.
    static func catalogState(_ state: String?) -> String {
        switch state {
        case "new", "needs-translation": "new"
        case "needs-review-translation", "needs-review-l10n", "needs-review-adaptation", "needs-adaptation",
             "needs-l10n": "needs_review"
        default: "translated"
        }
    }

    private static func put(_ text: String, state: String, into localization: TreeNode, path: [String],
                            at position: TextPosition) {
        var node = localization
        for component in path { node = node.child(component, at: position) }
        let unit = node.child("stringUnit", at: position)
        unit.set("state", .string(state), at: position)
        unit.set("value", .string(text), at: position)
    }

    /// The string key of a unit id and the path under its localization where the text goes (empty for the
    /// string itself); nil for an id that names nothing a catalog holds.
    static func place(of id: String, origin: File.Origin) -> (key: String, path: [String])? {
        if origin == .stringsdict, id.hasPrefix("/"), id.hasSuffix(":dict/:string") {
            let parts = id.dropFirst().components(separatedBy: ":dict/")
            // ["KEY", "NSStringLocalizedFormatKey", ":string"] or ["KEY", "VAR", "one", ":string"].
            if parts.count == 3, parts[1] == "NSStringLocalizedFormatKey" { return (parts[0], []) }
            if parts.count == 4 { return (parts[0], ["substitutions", parts[1], "variations", "plural", parts[2]]) }
            return nil
        }
        guard let marker = id.range(of: "|==|") else { return (id, []) }
        let key = String(id[..<marker.lowerBound])
        var rest = Substring(id[marker.upperBound...])
        var path: [String] = []
        func token() -> String? {
            guard !rest.isEmpty else { return nil }
            let end = rest.firstIndex(of: ".") ?? rest.endIndex
            let value = String(rest[..<end])
            rest = end == rest.endIndex ? "" : rest[rest.index(after: end)...]
            return value
        }
        while let kind = token() {
            switch kind {
            case "plural", "device":
                guard let name = token() else { return nil }
                path += ["variations", kind, name]
            case "substitutions", "substitution":
                // The name runs to `.plural.` (names may hold dots; Xcode then wraps them as `@a.b@`).
                guard let end = rest.range(of: ".plural.") else { return nil }
                var name = String(rest[..<end.lowerBound])
                if name.count > 1, name.hasPrefix("@"), name.hasSuffix("@") { name = String(name.dropFirst().dropLast()) }
                rest = rest[rest.index(after: end.lowerBound)...]
                path += ["substitutions", name]
            default:
                return nil
            }
        }
        return (key, path)
    }
}

/// A catalog's JSON tree under construction: members in the order first set, each at the place of the unit that
/// made it.
private final class TreeNode {
    let position: TextPosition
    private var members: [(key: String, node: TreeNode?, value: PropertyListValue?, position: TextPosition)] = []
    private var index: [String: Int] = [:]

    init(position: TextPosition) {
        self.position = position
    }

    func child(_ key: String, at position: TextPosition) -> TreeNode {
        if let existing = index[key], let node = members[existing].node { return node }
        let node = TreeNode(position: position)
        index[key] = members.count
        members.append((key, node, nil, position))
        return node
    }

    func set(_ key: String, _ value: PropertyListValue, at position: TextPosition) {
        if let existing = index[key] {
            members[existing] = (key, nil, value, position)
        } else {
            index[key] = members.count
            members.append((key, nil, value, position))
        }
    }

    func scalar(of key: String) -> PropertyListValue? {
        index[key].flatMap { members[$0].value }
    }

    var node: PropertyListNode {
        PropertyListNode(.dictionary(members.map { member in
            PropertyListEntry(key: member.key, keyPosition: member.position,
                              value: member.node?.node ?? PropertyListNode(member.value ?? .string(""), at: member.position))
        }), at: position)
    }
}
