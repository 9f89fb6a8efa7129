import RatePromptFormats
import RatePromptCore

/// One input of a lint run, parsed.
package enum LintFile: Sendable {
    /// One table in one localization: an `.lproj` strings file, or one language of a String Catalog.
    case table(LocalizationProject.Table)
    /// A String Catalog as a whole (its languages also arrive as `.table`s).
    case catalog(StringCatalog)
    /// A RatePrompt configuration (property list or JSON).
    case configuration(ConfigurationFile)
    /// A `.stringsdict`: a table's plural rules in one localization.
    case pluralTable(PluralTable)
    /// A StoreKit configuration: in-app purchases and their localized names.
    case storeKit(StoreKitConfiguration)
    /// A file that names keys the system looks up in a string table (an intent definition).
    case lookups(TableLookups)
    /// A Swift file of the app that names a review or promoted-purchase API, read for where and how it calls them.
    case code(CodeFile)

    package var path: String {
        switch self {
        case .table(let table): table.file.path
        case .catalog(let catalog): catalog.path
        case .configuration(let file): file.path
        case .pluralTable(let table): table.dictionary.path
        case .storeKit(let file): file.path
        case .lookups(let file): file.path
        case .code(let file): file.path
        }
    }

    /// What the format reader (and, for configurations, the schema check) reported. A catalog's language tables
    /// carry none: the catalog reports them once.
    package var diagnostics: [Diagnostic] {
        switch self {
        case .table(let table): table.isFromCatalog ? [] : table.file.diagnostics
        case .catalog(let catalog): catalog.diagnostics
        case .configuration(let file): file.diagnostics
        case .pluralTable(let table): table.dictionary.diagnostics
        case .storeKit(let file): file.diagnostics
        case .lookups(let file): file.diagnostics
        case .code: []
        }
    }
}

/// The source localization's `.stringsdict` and `.strings` table that a translation's `.stringsdict` is held to.
struct PluralSourceFormats: Sendable {
    /// The source's `.stringsdict`, if it has one.
    let pluralTable: PluralTable?
    /// The source's `.strings` table of the same name, if it has one.
    let table: LocalizationProject.Table?
    private let formats: [String: StringsDictionary.Format]

    init(pluralTable: PluralTable?, table: LocalizationProject.Table?) {
        self.pluralTable = pluralTable
        self.table = table
        formats = Dictionary((pluralTable?.dictionary.formats ?? []).map { (Self.id($0.entry.key, $0.variant), $0.format) },
                             uniquingKeysWith: { _, last in last })
    }

    var localization: String { pluralTable?.localization ?? table?.localization ?? "" }

    /// The source's format of `key` for the same device or width variant, else its format for every device.
    func format(_ key: String, variant: String?) -> StringsDictionary.Format? {
        formats[Self.id(key, variant)] ?? formats[Self.id(key, nil)]
    }

    /// The source's variable `name` of that format, when it is well formed.
    func variable(_ name: String, of key: String, variant: String?) -> StringsDictionary.Variable? {
        format(key, variant: variant)?.variables.last { $0.name == name && $0.isWellFormed }
    }

    private static func id(_ key: String, _ variant: String?) -> String { "\(key)\u{0}\(variant ?? "")" }
}
