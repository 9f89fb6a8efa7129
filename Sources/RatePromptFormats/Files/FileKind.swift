/// What a file is by its name alone: the one place a file's kind is decided, for discovery, every command, both
/// plugins and the output guard.
///
/// The plugins cannot import the library, so they compile this very file (`Plugins/Shared/FileKind.swift` is a link to
/// it): it may use nothing but the standard library.
public enum FileKind: Sendable, Equatable {
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
    /// `<name>.swift`: the app's own code, read for where it requests a review (only when a source rule is on, and
    /// parsed only when it names a review API).
    case swiftSource

    /// The kind of `path` by its name, or nil for a file RatePrompt never reads.
    public static func of(_ path: String) -> FileKind? {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let name = components.last?.lowercased() else { return nil }
        let parent = components.count > 1 ? components[components.count - 2].lowercased() : ""
        // A localization catalog's `Source Contents` are copies of the app's files, for the translator's context:
        // its XLIFF holds the same source texts, where findings can be fixed.
        if let xcloc = components.firstIndex(where: { $0.lowercased().hasSuffix(".xcloc") }),
           xcloc + 1 < components.count, components[xcloc + 1] != "Localized Contents" {
            return nil
        }
        if name.hasSuffix(".xliff") || name.hasSuffix(".xlf") { return name.count > 6 ? .translation : nil }
        if name.hasSuffix(".strings") { return parent.hasSuffix(".lproj") && name.count > 8 ? .table : nil }
        if name.hasSuffix(".xcstrings") { return name.count > 10 ? .catalog : nil }
        if name.hasSuffix(".storekit") { return name.count > 9 ? .storeKit : nil }
        // Read wherever it is: its shape can be checked without a localization, its categories only with one.
        if name.hasSuffix(".stringsdict") { return name.count > 12 ? .pluralTable : nil }
        if name.hasPrefix("rateprompt"), name.hasSuffix(".plist") || name.hasSuffix(".json") { return .configuration }
        if name.hasSuffix(".plist"), name.count > 6 { return .propertyList }
        if name.hasSuffix(".swift"), name.count > 6 { return .swiftSource }
        return nil
    }

    /// The name of the lint settings file, found by walking up from a linted path.
    static let lintSettingsName = ".rateprompt.yml"

    /// Whether a build must lint again when `path` changes: a file of any kind, or the lint settings.
    static func isLintInput(_ path: String) -> Bool {
        of(path) != nil || path.split(separator: "/").last == Substring(lintSettingsName)
    }
}
