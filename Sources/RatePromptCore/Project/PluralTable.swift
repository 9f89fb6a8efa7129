import RatePromptFormats

/// A `.stringsdict` file with the table and localization of its place.
package struct PluralTable: Sendable {
    /// The table name (`Localizable` for `fr.lproj/Localizable.stringsdict`).
    package internal(set) var name: String
    /// The `.lproj` folder name, as written; empty for a file outside one.
    package internal(set) var localization: String
    package internal(set) var dictionary: StringsDictionary

    package init(_ input: Input, dictionary: StringsDictionary) {
        name = input.table
        localization = input.localization ?? ""
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
