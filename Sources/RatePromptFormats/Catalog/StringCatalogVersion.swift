/// The `version` of a String Catalog as Xcode writes it, and what RatePrompt does with one newer than it knows
/// (Documentation/StringCatalogs.md, "Versions").
///
/// Xcode 15 writes `1.0`; Xcode 26 writes `1.1` once a catalog uses comment or symbol generation ("String Catalog files
/// using comment generation or symbol generation JSON fields will auto-update their version number to 1.1", Xcode 26
/// release notes); `1.2` (catalogs of Interface Builder files) and `1.3` appear in catalogs written in 2026, with no
/// member the earlier versions lack. A newer one may hold what RatePrompt cannot read or write back: it is read as best
/// it can be, and `rateprompt format` and `lint --fix` leave it alone.
enum StringCatalogVersion {
    /// The versions RatePrompt knows, oldest first.
    static let known = ["1.0", "1.1", "1.2", "1.3"]

    /// Whether `version` is a version number (`major.minor`, digits) after the newest known: `1.4`, `2.0`.
    static func isNewer(_ version: String) -> Bool {
        guard let newest = parts(known[known.count - 1]), let parts = parts(version) else { return false }
        return newest.lexicographicallyPrecedes(parts)
    }

    private static func parts(_ version: String) -> [Int]? {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= 3,
              parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } && $0.count < 6 })
        else { return nil }
        var numbers = parts.map { Int($0)! }
        while numbers.count < 3 { numbers.append(0) }
        return numbers
    }

    /// The warning about a catalog of a newer `version`, at `location`: what lint, `format` and `--fix` say.
    static func newerWarning(_ version: String, at location: FileLocation) -> Diagnostic {
        Diagnostic(.warning, .newerCatalogVersion,
                   "the String Catalog's version \"\(version)\" is newer than any Xcode RatePrompt knows (it reads "
                       + known.joined(separator: ", ") + "): it is read as best it can be, and `rateprompt format` and "
                       + "`lint --fix` leave the file as it is; update RatePrompt", at: location)
    }
}

extension StringCatalog {
    /// The warning for a catalog, as bytes, whose `version` is newer than RatePrompt knows, at the version; nil for
    /// any other (or bytes that are no catalog: the writer reports those).
    static func newerVersionWarning(_ bytes: UnsafeRawBufferPointer, path: String) -> Diagnostic? {
        guard bytes.count <= PropertyListTape.maximumInput else {
            let root = JSONReader().read(bytes, path: path).root
            return root.flatMap { Self.newerVersionWarning(root: $0, path: path) }
        }
        return JSONReader().withTape(bytes, path: path) { tape in
            tape.withRoot { root in root.flatMap { Self.newerVersionWarning(root: $0, path: path) } }
        }
    }

    static func newerVersionWarning<Node: PropertyListValueAccess>(root: Node, path: String) -> Diagnostic? {
        guard let value = root.member("version")?.value, let version = value.stringValue,
              StringCatalogVersion.isNewer(version) else { return nil }
        return StringCatalogVersion.newerWarning(version, at: FileLocation(path: path, position: value.position))
    }
}
