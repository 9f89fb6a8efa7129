import Foundation

/// What reading an input gives, by what it yields: the syntax values the later stages build on.
package enum InputContent: Sendable {
    /// One `.lproj` table in one localization.
    case table(StringsFile)
    /// String Catalogs: one for a `.xcstrings`, one per file of the app for a translator's XLIFF.
    case catalogs([StringCatalog])
    /// A `.stringsdict`: a table's plural rules.
    case pluralTable(StringsDictionary)
    /// A property list or JSON file that is a configuration by its name, or may be one by its content
    /// (`namedConfiguration` false): the configuration loader decides.
    case configuration(PropertyListDocument, namedConfiguration: Bool)
    /// Xcode's StoreKit configuration.
    case storeKit(StoreKitConfiguration)
    /// Keys the system looks up in a string table, named by a file other than the code (`TableLookups`).
    case lookups(TableLookups)
    /// The localized strings an Objective-C file asks for, found by a byte scan (`ObjectiveCStringScanner`).
    case codeStrings([LocalizedStringReference])
    /// Bytes a later stage reads: the app's Swift (the source stage's parser), the lint settings (lint).
    case unparsed(Data)
    /// Nothing RatePrompt reads.
    case ignored
}

/// What `rateprompt dump` shows of a file: the model a device loads where the kind has one, else the value tree.
package enum DumpContent: Sendable {
    /// Key → value, as a device loads the table (the last duplicate winning).
    case strings(StringsFile)
    /// The `.stringsdict` rules.
    case pluralRules(StringsDictionary)
    /// The translator's files and units.
    case translation(XLIFFDocument)
    /// The value tree of a property list or JSON file.
    case tree(PropertyListDocument)
}

/// Every kind of input RatePrompt reads, declared once: the kind its name gives (`FileKind`), what reading it
/// yields, the reader, whether a device reads it, and what `rateprompt dump` shows of it. Discovery, lint, render,
/// the preview pages, dump and the plugins all ask this table, and every caller reads a file through it; a new input
/// is a reader, a `FileKind` case and an entry.
package enum InputRegistry {
    /// What a kind of input gives the stages after reading.
    package enum Yield: Sendable {
        /// String tables: `.lproj` tables, String Catalogs, translators' XLIFF.
        case strings
        /// Plural rules of a table.
        case pluralRules
        /// A RatePrompt configuration (or a property list that may be one).
        case configuration
        /// In-app purchases and their localized copy.
        case storeKit
        /// Keys the system looks up in a string table of the bundle (`TableLookups`): used, whatever the source
        /// localization holds.
        case lookups
        /// The app's code (Swift, and Objective-C for its localized strings), for the source stage.
        case code
        /// RatePrompt's lint settings.
        case settings
    }

    package struct Entry: Sendable {
        package let kind: FileKind
        /// The names it goes by, for people: `<localization>.lproj/<table>.strings`.
        package let pattern: String
        /// The names it goes by, for tools: a regular expression (POSIX extended, matched against the end of a path
        /// without regard to case) that matches where `FileKind.of` gives this kind, as a hook's file filter needs it.
        package let names: String
        package let yield: Yield
        /// Whether a device reads it. A translator's XLIFF is exchanged, not shipped: lint checks it, but what a
        /// device shows comes from the app's own files.
        package let ships: Bool
        /// Whether a target copies it into a bundle as a resource, so that where a project describes its folder and
        /// no target copies it, no device ever reads it (`ShippedFiles`). A configuration is not: the tool reads it
        /// where it is, and an `Info.plist` is processed by the build, not copied.
        package var bundled: Bool { ships && [.strings, .pluralRules].contains(yield) }
        /// Reads the bytes (`data`, passed too so that parsed values can keep ranges of it).
        let read: @Sendable (_ bytes: UnsafeRawBufferPointer, _ path: String, _ data: Data) -> InputContent
        /// What a file of this kind that could not be read stands for: an input holding only the failure, as one
        /// that does not parse, so that its table or catalog is still known and reported.
        let unreadable: @Sendable (_ path: String, _ failure: Diagnostic) -> InputContent
        /// What `dump` shows of the bytes: the model a device loads, or the value tree read as this kind's format.
        let dump: @Sendable (_ bytes: UnsafeRawBufferPointer, _ path: String, _ data: Data) -> DumpContent
    }

    package static let entries: [Entry] = [
        Entry(kind: .table, pattern: "<localization>.lproj/<table>.strings", names: "\\.lproj/[^/]+\\.strings",
              yield: .strings, ships: true,
              read: { bytes, path, data in .table(StringsFileParser().parse(raw: bytes, path: path, retaining: data)) },
              unreadable: { path, failure in
                  .table(StringsFile(path: path, encoding: nil, format: nil, entries: [], comments: [],
                                     diagnostics: [failure], isLoadable: false))
              },
              dump: { bytes, path, data in
                  .strings(StringsFileParser().parse(raw: bytes, path: path, retaining: data))
              }),
        Entry(kind: .catalog, pattern: "<table>.xcstrings", names: "[^/]\\.xcstrings", yield: .strings, ships: true,
              read: { bytes, path, _ in .catalogs([StringCatalog(bytes, path: path)]) },
              unreadable: { path, failure in .catalogs([StringCatalog(failed(path, failure))]) },
              dump: { bytes, path, _ in .tree(JSONReader().read(bytes, path: path)) }),
        Entry(kind: .translation, pattern: "<language>.xliff, and the XLIFF in an .xcloc's Localized Contents",
              names: "[^/]\\.(xliff|xlf)", yield: .strings, ships: false,
              read: { bytes, path, _ in .catalogs(translatorsCatalogs(XLIFFDocument(bytes, path: path).catalogs())) },
              unreadable: { path, failure in .catalogs(translatorsCatalogs([StringCatalog(failed(path, failure))])) },
              dump: { bytes, path, _ in .translation(XLIFFDocument(bytes, path: path)) }),
        Entry(kind: .pluralTable, pattern: "[<localization>.lproj/]<table>.stringsdict", names: "[^/]\\.stringsdict",
              yield: .pluralRules, ships: true,
              read: { bytes, path, _ in .pluralTable(StringsDictionary(bytes, path: path)) },
              unreadable: { path, failure in .pluralTable(StringsDictionary(failed(path, failure))) },
              dump: { bytes, path, _ in .pluralRules(StringsDictionary(bytes, path: path)) }),
        Entry(kind: .configuration, pattern: "RatePrompt*.plist, RatePrompt*.json",
              names: "(^|/)rateprompt[^/]*\\.(plist|json)", yield: .configuration, ships: true,
              read: { bytes, path, _ in .configuration(settingsDocument(bytes, path: path), namedConfiguration: true) },
              unreadable: { path, failure in .configuration(failed(path, failure), namedConfiguration: true) },
              dump: { bytes, path, _ in .tree(settingsDocument(bytes, path: path)) }),
        Entry(kind: .propertyList, pattern: "any other *.plist that sets a configuration key", names: "[^/]\\.plist",
              yield: .configuration, ships: true,
              read: { bytes, path, _ in .configuration(PropertyListReader().read(bytes, path: path), namedConfiguration: false) },
              unreadable: { _, _ in .ignored },
              dump: { bytes, path, _ in .tree(PropertyListReader().read(bytes, path: path)) }),
        // Xcode writes `null` for an unset value in a StoreKit configuration, which means no more than a missing key:
        // `dump` leaves those members out.
        Entry(kind: .storeKit, pattern: "<name>.storekit", names: "[^/]\\.storekit", yield: .storeKit, ships: false,
              read: { bytes, path, _ in .storeKit(StoreKitConfiguration(bytes, path: path)) },
              unreadable: { path, failure in .storeKit(StoreKitConfiguration(path: path, diagnostics: [failure])) },
              dump: { bytes, path, _ in .tree(JSONReader(omittingNull: true).read(bytes, path: path)) }),
        Entry(kind: .intentDefinition, pattern: "[Base.lproj/]<table>.intentdefinition",
              names: "[^/]\\.intentdefinition", yield: .lookups, ships: true,
              read: { bytes, path, _ in .lookups(IntentDefinition.lookups(bytes, path: path)) },
              unreadable: { path, failure in
                  .lookups(TableLookups(path: path, tableName: FileKind.tableName(of: path), diagnostics: [failure]))
              },
              dump: { bytes, path, _ in .tree(PropertyListReader().read(bytes, path: path)) }),
        Entry(kind: .settingsPane, pattern: "Settings.bundle/<pane>.plist", names: "(^|/)settings\\.bundle/[^/]+\\.plist",
              yield: .lookups, ships: true,
              read: { bytes, path, _ in .lookups(SettingsPane.lookups(bytes, path: path)) },
              unreadable: { path, failure in
                  .lookups(TableLookups(path: path, tableName: FileKind.tableName(of: path), diagnostics: [failure],
                                        showsKeyWhenMissing: true))
              },
              dump: { bytes, path, _ in .tree(PropertyListReader().read(bytes, path: path)) }),
        Entry(kind: .swiftCode, pattern: "<name>.swift", names: "[^/]\\.swift", yield: .code, ships: false,
              read: { _, _, data in .unparsed(data) }, unreadable: { _, _ in .ignored },
              dump: { bytes, path, _ in .tree(PropertyListReader().read(bytes, path: path)) }),
        Entry(kind: .objectiveCCode, pattern: "<name>.m, <name>.mm", names: "[^/]\\.mm?", yield: .code, ships: false,
              read: { bytes, path, _ in .codeStrings(ObjectiveCStringScanner.references(in: bytes, path: path)) },
              unreadable: { _, _ in .ignored },
              dump: { bytes, path, _ in .tree(PropertyListReader().read(bytes, path: path)) }),
        Entry(kind: .settings, pattern: ".rateprompt.yml", names: "(^|/)\\.rateprompt\\.yml", yield: .settings,
              ships: false, read: { _, _, data in .unparsed(data) }, unreadable: { _, _ in .ignored },
              dump: { bytes, path, _ in .tree(PropertyListReader().read(bytes, path: path)) }),
    ]

    /// The entry of `kind`.
    package static func entry(_ kind: FileKind) -> Entry {
        // Every case has an entry (a test checks it): a kind without one is a mistake in this table.
        entries.first { $0.kind == kind }!
    }

    /// Whether `kind` is the app's code (Swift or Objective-C), read only for the source rules.
    package static func isCode(_ kind: FileKind) -> Bool {
        entry(kind).yield == .code
    }

    /// The kinds that yield one of `yields`, shipped ones only when `shipped`.
    package static func kinds(yielding yields: Yield..., shipped: Bool = false) -> Set<FileKind> {
        Set(entries.filter { yields.contains($0.yield) && (!shipped || $0.ships) }.map(\.kind))
    }

    /// The names of every kind for tools (`Entry.names`), as one regular expression: the files a hook passes on.
    package static var names: String {
        "(?i)(" + entries.map(\.names).joined(separator: "|") + ")$"
    }

    /// Reads `input` as its kind: its content, or what stands for it when it could not be read; nothing for bytes of
    /// no kind.
    package static func read(_ input: InputBytes) -> InputContent {
        guard let kind = input.kind else { return .ignored }
        let entry = entry(kind)
        if let failure = input.failure { return entry.unreadable(input.path, failure) }
        return input.data.withUnsafeBytes { entry.read($0, input.path, input.data) }
    }

    /// Reads the file of `input` from disk.
    package static func read(_ input: Input) -> InputContent {
        read(InputBytes.read(input))
    }

    /// What `dump` shows of the file at `path`, which the person running RatePrompt named: read as the kind its name
    /// says wherever it is, and a file of no kind as a property list or JSON, by its name.
    package static func dump(_ path: String) -> DumpContent {
        let input = InputBytes.read(path)
        let kind = FileKind.of(path, named: true)
        if let failure = input.failure { return .tree(failed(path, failure)) }
        return input.data.withUnsafeBytes { bytes in
            kind.map { entry($0).dump(bytes, path, input.data) } ?? .tree(settingsDocument(bytes, path: path))
        }
    }

    /// A settings-like file the person running RatePrompt named (a configuration given with `--config`, a saved usage
    /// state): `.json` read with `JSONReader`, anything else as a property list in any of its formats; a file that
    /// cannot be read is a document with that error.
    package static func settings(at path: String) -> PropertyListDocument {
        let input = InputBytes.read(path)
        if let failure = input.failure { return failed(path, failure) }
        return input.data.withUnsafeBytes { settingsDocument($0, path: path) }
    }

    // What the rest of the package asks of names, from `FileKind` (whose own members stay internal: the plugins
    // compile that file, and a plugin cannot declare `package` members).

    /// `.rateprompt.yml`.
    package static var settingsName: String { FileKind.settingsName }

    /// Whether `path` names an Xcode localization catalog (`de.xcloc`).
    package static func isLocalizationCatalog(_ path: String) -> Bool { FileKind.isLocalizationCatalog(path) }

    /// Whether `path` names a file of any kind: one whose change makes a build run RatePrompt again.
    package static func isInput(_ path: String) -> Bool { FileKind.isInput(path) }

    /// A settings-like file by its name: `.json` with `JSONReader`, anything else as a property list in any of its
    /// formats.
    static func settingsDocument(_ bytes: UnsafeRawBufferPointer, path: String) -> PropertyListDocument {
        path.lowercased().hasSuffix(".json") ? JSONReader().read(bytes, path: path) : PropertyListReader().read(bytes, path: path)
    }

    /// The catalogs of a translator's file, marked as such: its XLIFF holds the app's strings, not a shipped table.
    private static func translatorsCatalogs(_ catalogs: [StringCatalog]) -> [StringCatalog] {
        catalogs.map { catalog in
            var catalog = catalog
            catalog.kind = .translation
            return catalog
        }
    }

    /// A document that holds only `failure`.
    private static func failed(_ path: String, _ failure: Diagnostic) -> PropertyListDocument {
        PropertyListDocument(path: path, format: nil, root: nil, diagnostics: [failure])
    }
}
