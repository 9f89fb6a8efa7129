import RatePromptFormats

/// RatePrompt's own copy: `Localizations/<lang>.lproj/RatePrompt.strings`, compiled into the library so that it
/// works from any working directory and in any installed binary.
///
/// The files are embedded verbatim (`EmbeddedDefaultCopy.swift`, generated from `Localizations/` and checked against
/// it by the tests) and parsed by the same reader as an app's tables, so every string keeps its real file and line.
package struct DefaultCopy: Sendable {
    /// The table name RatePrompt's files use.
    package static let tableName = "RatePrompt"
    /// The localization of the built-in English layer.
    package static let englishLocalization = "en"

    /// The parsed files, by localization.
    package let tables: [String: StringsFile]

    package init(tables: [String: StringsFile]) {
        self.tables = tables
    }

    /// The embedded copy.
    package static let embedded: DefaultCopy = {
        var tables: [String: StringsFile] = [:]
        for (localization, contents) in EmbeddedDefaultCopy.files {
            let path = "Localizations/\(localization).lproj/\(tableName).strings"
            tables[localization] = StringsFileParser().parse(Array(contents.utf8), path: path)
        }
        return DefaultCopy(tables: tables)
    }()

    /// Every localization, sorted.
    package var localizations: [String] { tables.keys.sorted() }

    /// The entry for `key` in `localization`.
    package func entry(_ key: PromptKey, in localization: String) -> StringsEntry? {
        guard let file = tables[localization] else { return nil }
        return file.entries.last { $0.hasKey(key.rawValue) }
    }
}
