/// Changes a String Catalog's model (`CatalogJSON`) and writes it with `StringCatalogWriter`, Xcode's layout. Only a
/// catalog that is already as Xcode writes it is changed, so that the fix is the whole difference; another is left
/// for `rateprompt format` first.
package enum StringCatalogEditor {
    package enum Edit: Hashable, Sendable {
        /// The localizations in `languages` of the string `key` go.
        case dropTranslations(key: String, languages: [String])
        /// The plural forms `categories` are added to the plural variation `owner` of the string `key` in
        /// `language`, each a copy of the `other` form marked `needs_review`, so that translators see it. A category
        /// already there stays as it is.
        case addPluralForms(key: String, language: String, owner: StringCatalog.Plural.Owner, categories: [String])
        /// The string `key` goes, with its translations, while Xcode still marks it stale (`extractionState`
        /// `stale`): what Xcode's "Remove stale strings" does for one string.
        case removeStaleString(key: String)
    }

    package struct Failure: Error, Sendable {
        package internal(set) var reason: String
        /// The file is left alone on purpose, not because it is wrong: a catalog of a newer version.
        package internal(set) var isWarning = false
    }

    /// The catalog's new bytes and how many edits changed it (one that no longer matches the catalog is skipped).
    package static func apply(_ edits: [Edit], to bytes: [UInt8], path: String) -> Result<(bytes: [UInt8], applied: Int), Failure> {
        let read = bytes.withUnsafeBytes { CatalogJSON.read($0, path: path) }
        guard case .success(var root) = read else {
            return .failure(Failure(reason: "has an error; fix that first, nothing was changed"))
        }
        if case .string(let version)? = root["version"], StringCatalogVersion.isNewer(version) {
            return .failure(Failure(reason: "its version \"\(version)\" is newer than any Xcode RatePrompt knows, "
                                    + "whose layout a fix could change; not fixed", isWarning: true))
        }
        guard StringCatalogWriter.bytes(of: root, capacity: bytes.count) == bytes else {
            return .failure(Failure(reason: "is not as Xcode writes it, so a fix would rewrite all of it; run "
                                    + "`rateprompt format` on it first, then `lint --fix`; not fixed"))
        }
        var applied = 0
        for edit in edits {
            switch edit {
            case .dropTranslations(let key, let languages):
                let changed = root.update(["strings", key, "localizations"]) { localizations in
                    guard case .object(var members) = localizations else { return false }
                    let count = members.count
                    members.removeAll { languages.contains($0.key) }
                    localizations = .object(members)
                    return members.count != count
                }
                if changed { applied += 1 }
            case .addPluralForms(let key, let language, let owner, let categories):
                let changed = root.update(["strings", key, "localizations", language] + owner.path) { plural in
                    guard case .object(var forms) = plural, case .object(var unit)? = plural["other"]?["stringUnit"],
                          unit.contains(where: { $0.key == "value" }) else { return false }
                    // A copy of other's unit, its state `needs_review`; the writer puts the members in Xcode's order.
                    unit.removeAll { $0.key == "state" }
                    unit.append(CatalogJSON.Member("state", .string("needs_review")))
                    let count = forms.count
                    for category in categories where !forms.contains(where: { $0.key == category }) {
                        forms.append(CatalogJSON.Member(category, .object([CatalogJSON.Member("stringUnit", .object(unit))])))
                    }
                    plural = .object(forms)
                    return forms.count != count
                }
                if changed { applied += 1 }
            case .removeStaleString(let key):
                let changed = root.update(["strings"]) { strings in
                    guard case .object(var members) = strings,
                          let index = members.firstIndex(where: { $0.key == key }),
                          case .string("stale")? = members[index].value["extractionState"] else { return false }
                    members.remove(at: index)
                    strings = .object(members)
                    return true
                }
                if changed { applied += 1 }
            }
        }
        return .success((applied == 0 ? bytes : StringCatalogWriter.bytes(of: root, capacity: bytes.count), applied))
    }
}

extension StringCatalog.Plural.Owner {
    /// The object keys from a localization to the plural variation.
    var path: [String] {
        switch self {
        case .string: ["variations", "plural"]
        case .device(let device): ["variations", "device", device, "variations", "plural"]
        case .substitution(let name): ["substitutions", name, "variations", "plural"]
        }
    }
}

extension CatalogJSON {
    /// Calls `change` with the value at the path of object keys, when there is one; whether it changed it.
    mutating func update(_ path: some Collection<String>, _ change: (inout CatalogJSON) -> Bool) -> Bool {
        guard let key = path.first else { return change(&self) }
        guard case .object(var members) = self, let index = members.firstIndex(where: { $0.key == key }) else { return false }
        let changed = members[index].value.update(path.dropFirst(), change)
        if changed { self = .object(members) }
        return changed
    }
}
