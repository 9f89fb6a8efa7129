import Foundation
import RatePromptFormats

/// One localized table as Xcode keeps it: a table name with its `xx.lproj/NAME.strings` siblings under one parent
/// folder, or one String Catalog holding every language. A translation is compared only with the source table of its
/// own group: two `Localizable` tables in different folders belong to different bundles (app, widget, extension,
/// Swift package) and share nothing.
package struct VariantGroup: Sendable {
    package enum Kind: Sendable, Hashable {
        /// `xx.lproj/NAME.strings` files under one folder.
        case strings
        /// One `.xcstrings` file.
        case catalog
    }

    /// The table name (`Localizable`).
    package internal(set) var name: String
    package internal(set) var kind: Kind
    /// The folder that holds the `.lproj` folders, or the catalog's path.
    package internal(set) var folder: String
    /// The group's tables, one per localization, as indices into `LocalizationProject.tables`.
    package internal(set) var tableIndices: [Int]
    /// The bundle the group's resources go into, as its build files describe it.
    package internal(set) var bundle: BundleSettings
    /// The language translations are compared against, and where it was read; nil when nothing names one and the
    /// group has neither `en` nor `Base`.
    package internal(set) var sourceLanguage: SourceLanguage?
    /// The table in the source language (or `Base`, which holds the development language's text); nil when the
    /// group has none, and then no translation of the group is compared with a source.
    package internal(set) var sourceTableIndex: Int?
    /// For an `InfoPlist` table, the user-facing strings of the `Info.plist`s of the bundles that ship it, which it
    /// may localize (see `InfoPlistString`); empty for other tables.
    package internal(set) var infoPlistStrings: [InfoPlistString] = []
    /// For `.strings` tables that translate an interface file and have no table in the development language, that
    /// file (`Base.lproj/Main.storyboard` for `fr.lproj/Main.strings`): their source is the storyboard or xib, which
    /// Xcode extracts the strings from, not a missing table.
    package internal(set) var interfaceFile: String?

    /// The group's folder (or catalog) as messages name it: `.` for the working folder.
    package var displayFolder: String { folder.isEmpty ? "." : folder }

    /// The identity of a group: its kind, folder and name.
    struct Key: Hashable {
        var kind: Kind
        var folder: String
        var name: String
    }
}

extension VariantGroup {
    /// Groups `tables` (indices are theirs) and picks each group's source: `sourceOverride` (`.rateprompt.yml`)
    /// first, then a catalog's `sourceLanguage`, then the bundle's development region, then `en`, then `Base`.
    static func groups(
        of tables: [LocalizationProject.Table], catalogs: [StringCatalog], sourceOverride: SourceLanguage?,
        locator: ProjectLocator
    ) -> [VariantGroup] {
        var order: [Key] = []
        var members: [Key: [Int]] = [:]
        for (index, table) in tables.enumerated() {
            let key: Key
            if table.isFromCatalog {
                key = Key(kind: .catalog, folder: table.file.path, name: table.name)
            } else {
                let lproj = FileSystemPath.deletingLastComponent(table.file.path)
                key = Key(kind: .strings, folder: FileSystemPath.deletingLastComponent(lproj), name: table.name)
            }
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(index)
        }
        let catalogsByPath = Dictionary(catalogs.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var settingsByFolder: [String: BundleSettings] = [:]
        return order.map { key in
            let indices = members[key]!
            // Absolute, so that the walk up to the build files does not stop at the working folder.
            let folder = key.kind == .catalog ? FileSystemPath.deletingLastComponent(key.folder) : key.folder
            let settingsFolder = FileSystemPath.standardized(folder.isEmpty ? "." : folder)
            let bundle = settingsByFolder[settingsFolder] ?? BundleSettings.read(for: settingsFolder, locator: locator)
            settingsByFolder[settingsFolder] = bundle
            var language = sourceOverride
            if language == nil, key.kind == .catalog, let catalog = catalogsByPath[key.folder],
               let source = catalog.sourceLanguage {
                language = SourceLanguage(source, origin: .catalog(FileLocation(path: catalog.path, position: .start)))
            }
            if language == nil, key.kind == .strings { language = bundle.developmentRegion }
            let localizations = indices.map { tables[$0].localization }
            if language == nil {
                if localizations.contains("en") {
                    language = SourceLanguage("en", origin: .convention)
                } else if localizations.contains("Base") {
                    language = SourceLanguage("Base", origin: .convention)
                }
            }
            let source = language.flatMap { language in
                sourceTable(for: language.language, among: localizations, allowsBase: key.kind == .strings)
            }
            var group = VariantGroup(name: key.name, kind: key.kind, folder: key.folder, tableIndices: indices,
                                     bundle: bundle, sourceLanguage: language, sourceTableIndex: source.map { indices[$0] })
            if source == nil, key.kind == .strings {
                group.interfaceFile = interfaceFile(named: key.name, in: key.folder, locator: locator)
            }
            if key.name == "InfoPlist", let first = indices.first {
                group.infoPlistStrings = InfoPlistString.read(forResourceAt: tables[first].file.path, bundle: bundle,
                                                              locator: locator)
            }
            return group
        }
    }

    /// The storyboard or xib a `.strings` table of `name` translates, in `Base.lproj` (or an `en.lproj`) of `folder`.
    private static func interfaceFile(named name: String, in folder: String, locator: ProjectLocator) -> String? {
        let prefix = folder.isEmpty ? "" : folder + "/"
        for lproj in ["Base.lproj", "en.lproj"] {
            let names = locator.names(in: prefix + lproj)
            if let file = ["storyboard", "xib"].map({ "\(name).\($0)" }).first(where: names.contains) {
                return prefix + lproj + "/" + file
            }
        }
        return nil
    }

    /// The position in `localizations` of the table in `language`: the same folder name, else one that names the
    /// same language (`English` and `en`, `pt_BR` and `pt-BR`), else `Base`, which holds the development
    /// language's text in projects that keep their source strings there.
    static func sourceTable(for language: String, among localizations: [String], allowsBase: Bool) -> Int? {
        if let exact = localizations.firstIndex(of: language) { return exact }
        let wanted = canonical(language)
        if let same = localizations.firstIndex(where: { canonical($0) == wanted }) { return same }
        return allowsBase ? localizations.firstIndex(of: "Base") : nil
    }

    /// A localization name compared loosely: `_` as `-`, case ignored, Apple's legacy names (`English`) as theirs.
    private static func canonical(_ name: String) -> String {
        // Bytes, not Foundation's `replacingOccurrences`, which bridges every name to an NSString.
        let underscored = String(decoding: name.utf8.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
        let aliased = AppleLocaleTables.aliases[underscored.lowercased()] ?? AppleLocaleTables.aliases[underscored] ?? underscored
        return aliased.lowercased()
    }
}
