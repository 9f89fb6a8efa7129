import RatePromptFormats

/// A `.stringsdict` file with the table and localization its path names.
package struct PluralTable: Sendable {
    /// The table name (`Localizable` for `fr.lproj/Localizable.stringsdict`).
    package var name: String
    /// The `.lproj` folder name, as written; empty for a file outside one.
    package var localization: String
    package var dictionary: StringsDictionary

    package init(path: String, dictionary: StringsDictionary) {
        name = InputRegistry.tableName(of: path)
        localization = InputRegistry.localization(of: path) ?? ""
        self.dictionary = dictionary
    }

    /// The CLDR rules of the localization (unknown, with `locale` nil, outside an `.lproj`).
    package var pluralRules: PluralRules { PluralRules(localization: localization) }

    /// `"key"`, or `"key" for ipad` for a device or width variant: how messages name a format of the file.
    package static func place(_ key: String, variant: String?) -> String {
        "\"\(key)\"" + (variant.map { " for \($0)" } ?? "")
    }

    /// ` in fr`, or nothing for a file outside an `.lproj`: for messages.
    package var inLocalization: String { localization.isEmpty ? "" : " in \(localization)" }
}
