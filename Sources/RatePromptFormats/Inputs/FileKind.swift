/// What a file is by its name alone: the name half of the registry of inputs (`InputRegistry` holds the readers),
/// asked by discovery, every command, both plugins and the output guard.
///
/// The plugins cannot import the library, so they compile this very file (`Plugins/Shared/FileKind.swift` is a link to
/// it): it may use nothing but the standard library.
public enum FileKind: Sendable, Equatable, CaseIterable {
    /// `<localization>.lproj/<table>.strings`.
    case table
    /// `<table>.xcstrings`.
    case catalog
    /// `<table>.stringsdict`: the plural rules of a table (in `<localization>.lproj/`, where a bundle reads it).
    case pluralTable
    /// A RatePrompt configuration by name: `RatePrompt*.plist` or `RatePrompt*.json`.
    case configuration
    /// Any other property list: a configuration only if its content sets a configuration key.
    case propertyList
    /// `<language>.xliff`: a translator's file, as Xcode exports it (alone or in a `.xcloc`).
    case translation
    /// `<name>.storekit`: Xcode's StoreKit configuration, the in-app purchases with their localized names.
    case storeKit
    /// `<table>.intentdefinition`: Siri intents and widget configurations, whose texts' ids the system looks up in
    /// `<table>.strings`.
    case intentDefinition
    /// `Settings.bundle/<pane>.plist`: a pane of the app's page in the Settings app, whose titles the system looks up
    /// in the bundle's `<localization>.lproj/<pane>.strings`.
    case settingsPane
    /// `<name>.swift`: the app's own code, read by the source stage (listed only when it runs).
    case swiftCode
    /// `<name>.m`, `<name>.mm`: the app's Objective-C, read by a byte scan for the localized strings it asks for
    /// (listed only when the source stage runs).
    case objectiveCCode
    /// `.rateprompt.yml`: RatePrompt's own settings, found by walking up from a linted path (the walk below a folder
    /// never lists it: its name is hidden).
    case settings

    /// The name of the settings file.
    static let settingsName = ".rateprompt.yml"

    /// The kind of `path` by its name, or nil for a file RatePrompt never reads. A file `named` by the person running
    /// RatePrompt (`rateprompt dump FILE`) is what its name says wherever it is: a `.strings` file outside an `.lproj`
    /// is still read as a table, and one among an `.xcloc`'s source copies as what it is.
    public static func of(_ path: String, named: Bool = false) -> FileKind? {
        // Asked for every file and for every finding of some rules: the last two components are found from the end,
        // and the whole path is split only when it holds an `.xcloc`.
        guard let (parentComponent, nameComponent) = lastComponents(of: path) else { return nil }
        let name = nameComponent.lowercased()
        let parent = parentComponent?.lowercased() ?? ""
        // A localization catalog's `Source Contents` are copies of the app's files, for the translator's context:
        // its XLIFF holds the same source texts, where findings can be fixed.
        if !named, mentionsLocalizationCatalog(path) {
            let components = path.split(separator: "/", omittingEmptySubsequences: true)
            if let xcloc = components.firstIndex(where: { $0.utf8.count > 6 && $0.lowercased().hasSuffix(".xcloc") }),
               xcloc + 1 < components.count, components[xcloc + 1] != "Localized Contents" {
                return nil
            }
        }
        if name == settingsName { return .settings }
        if name.hasSuffix(".xliff") { return name.count > 6 ? .translation : nil }
        if name.hasSuffix(".xlf") { return name.count > 4 ? .translation : nil }
        if name.hasSuffix(".strings") { return (named || parent.hasSuffix(".lproj")) && name.count > 8 ? .table : nil }
        if name.hasSuffix(".xcstrings") { return name.count > 10 ? .catalog : nil }
        if name.hasSuffix(".storekit") { return name.count > 9 ? .storeKit : nil }
        if name.hasSuffix(".intentdefinition") { return name.count > 17 ? .intentDefinition : nil }
        // Read wherever it is: its shape can be checked without a localization, its categories only with one.
        if name.hasSuffix(".stringsdict") { return name.count > 12 ? .pluralTable : nil }
        if name.hasPrefix("rateprompt"), name.hasSuffix(".plist") || name.hasSuffix(".json") { return .configuration }
        if name.hasSuffix(".plist"), name.count > 6, parent == "settings.bundle" { return .settingsPane }
        if name.hasSuffix(".plist"), name.count > 6 { return .propertyList }
        if name.hasSuffix(".swift"), name.count > 6 { return .swiftCode }
        if (name.hasSuffix(".m") && name.count > 2) || (name.hasSuffix(".mm") && name.count > 3) { return .objectiveCCode }
        return nil
    }

    /// Whether a build must run RatePrompt again when `path` changes: a file of any kind.
    static func isInput(_ path: String) -> Bool {
        of(path) != nil
    }

    /// Whether `path` names an Xcode localization catalog (`de.xcloc`), a folder around a translator's XLIFF.
    static func isLocalizationCatalog(_ path: String) -> Bool {
        let name = path.split(separator: "/").last?.lowercased() ?? ""
        return name.hasSuffix(".xcloc") && name.count > 6
    }

    /// The table a file of a table feeds: its name without the extension (`Localizable` for
    /// `fr.lproj/Localizable.strings`, `.stringsdict` or `Localizable.xcstrings`).
    static func tableName(of path: String) -> String {
        let name = lastComponents(of: path).map { String($0.name) } ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The localization of the `.lproj` folder that holds `path` (`fr` for `App/fr.lproj/Localizable.strings`), as
    /// the folder writes it; nil outside one.
    static func localization(of path: String) -> String? {
        guard let folder = lastComponents(of: path)?.parent, folder.lowercased().hasSuffix(".lproj") else { return nil }
        return String(folder.dropLast(".lproj".count))
    }

    /// The last two non-empty components of a path between `/`s (the folder's and the file's names), as
    /// `split(separator: "/")` would end; nil for a path with none.
    static func lastComponents(of path: String) -> (parent: Substring?, name: Substring)? {
        let bytes = path.utf8
        let slash = UInt8(ascii: "/")
        var end = bytes.endIndex
        func component() -> Substring? {
            while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
            guard end > bytes.startIndex else { return nil }
            var start = end
            while start > bytes.startIndex, bytes[bytes.index(before: start)] != slash { start = bytes.index(before: start) }
            defer { end = start }
            return Substring(bytes[start..<end])
        }
        guard let name = component() else { return nil }
        return (component(), name)
    }

    /// Whether `.xcloc` (in any case) occurs in `path`: a byte scan that spares most paths a split.
    private static func mentionsLocalizationCatalog(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            let pattern: StaticString = ".xcloc"
            let count = pattern.utf8CodeUnitCount
            guard bytes.count >= count else { return false }
            for start in 0...(bytes.count - count) where bytes[start] == UInt8(ascii: ".") {
                // ASCII letters only: `| 0x20` lower-cases them.
                if (1..<count).allSatisfy({ bytes[start + $0] | 0x20 == pattern.utf8Start[$0] }) { return true }
            }
            return false
        }
    }
}
