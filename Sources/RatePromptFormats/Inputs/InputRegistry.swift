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
    /// Bytes a later stage reads: the app's code (the source stage), the lint settings (lint).
    case unparsed(Data)
    /// Nothing RatePrompt reads.
    case ignored
}

/// Every kind of input RatePrompt reads, declared once: the kind its name gives (`FileKind`), what reading it
/// yields, the reader, whether a device reads it, and how `rateprompt dump` shows it. Discovery, lint, render, the
/// preview pages, dump and the plugins all ask this table; a new input is a reader, a `FileKind` case and an entry.
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

    /// How `rateprompt dump` shows a kind.
    package enum DumpForm: Sendable {
        /// Key → value, as a device loads the table (the last duplicate winning).
        case strings
        /// The `.stringsdict` rules.
        case pluralRules
        /// The translator's files and units.
        case translation
        /// The value tree, read as JSON.
        case json
        /// The value tree, read as JSON with `null` members left out: Xcode writes `null` for an unset value in a
        /// StoreKit configuration, which means no more than a missing key.
        case jsonWithoutNull
        /// The value tree, read as a property list in any of its formats.
        case propertyList
        /// By the name: JSON for `.json`, else a property list.
        case jsonOrPropertyList
        /// Not dumped: read as a property list, as any unknown file is.
        case none
    }

    package struct Entry: Sendable {
        package var kind: FileKind
        /// The names it goes by, for people: `<localization>.lproj/<table>.strings`.
        package var pattern: String
        var yield: Yield
        /// Whether a device reads it. A translator's XLIFF is exchanged, not shipped: lint checks it, but what a
        /// device shows comes from the app's own files.
        var ships: Bool
        /// Whether a target copies it into a bundle as a resource, so that where a project describes its folder and
        /// no target copies it, no device ever reads it (`ShippedFiles`). A configuration is not: the tool reads it
        /// where it is, and an `Info.plist` is processed by the build, not copied.
        package var bundled: Bool { ships && [.strings, .pluralRules].contains(yield) }
        package var dump: DumpForm
        /// Reads the bytes (`data`, passed too so that parsed values can keep ranges of it).
        package var read: @Sendable (_ bytes: UnsafeRawBufferPointer, _ path: String, _ data: Data) -> InputContent
        /// What a file of this kind that could not be read stands for: an input holding only the failure, as one
        /// that does not parse, so that its table or catalog is still known and reported.
        package var unreadable: @Sendable (_ path: String, _ failure: Diagnostic) -> InputContent
    }

    package static let entries: [Entry] = [
        Entry(kind: .table, pattern: "<localization>.lproj/<table>.strings", yield: .strings, ships: true, dump: .strings,
              read: { bytes, path, data in .table(StringsFileParser().parse(raw: bytes, path: path, retaining: data)) },
              unreadable: { path, failure in
                  .table(StringsFile(path: path, encoding: nil, format: nil, entries: [], comments: [],
                                     diagnostics: [failure], isLoadable: false))
              }),
        Entry(kind: .catalog, pattern: "<table>.xcstrings", yield: .strings, ships: true, dump: .json,
              read: { bytes, path, _ in .catalogs([StringCatalog(bytes, path: path)]) },
              unreadable: { path, failure in .catalogs([StringCatalog(failed(path, failure))]) }),
        Entry(kind: .translation, pattern: "<language>.xliff, and the XLIFF in an .xcloc's Localized Contents",
              yield: .strings, ships: false, dump: .translation,
              read: { bytes, path, _ in .catalogs(XLIFFDocument(bytes, path: path).catalogs()) },
              unreadable: { path, failure in .catalogs([StringCatalog(failed(path, failure))]) }),
        Entry(kind: .pluralTable, pattern: "[<localization>.lproj/]<table>.stringsdict", yield: .pluralRules, ships: true,
              dump: .pluralRules,
              read: { bytes, path, _ in .pluralTable(StringsDictionary(bytes, path: path)) },
              unreadable: { path, failure in .pluralTable(StringsDictionary(failed(path, failure))) }),
        Entry(kind: .configuration, pattern: "RatePrompt*.plist, RatePrompt*.json", yield: .configuration, ships: true,
              dump: .jsonOrPropertyList,
              read: { bytes, path, _ in .configuration(settingsDocument(bytes, path: path), namedConfiguration: true) },
              unreadable: { path, failure in .configuration(failed(path, failure), namedConfiguration: true) }),
        Entry(kind: .propertyList, pattern: "any other *.plist that sets a configuration key", yield: .configuration,
              ships: true, dump: .propertyList,
              read: { bytes, path, _ in .configuration(PropertyListReader().read(bytes, path: path), namedConfiguration: false) },
              unreadable: { _, _ in .ignored }),
        Entry(kind: .storeKit, pattern: "<name>.storekit", yield: .storeKit, ships: false, dump: .jsonWithoutNull,
              read: { bytes, path, _ in .storeKit(StoreKitConfiguration(bytes, path: path)) },
              unreadable: { path, failure in .storeKit(StoreKitConfiguration(path: path, diagnostics: [failure])) }),
        Entry(kind: .intentDefinition, pattern: "[Base.lproj/]<table>.intentdefinition", yield: .lookups, ships: true,
              dump: .propertyList,
              read: { bytes, path, _ in .lookups(IntentDefinition.lookups(bytes, path: path)) },
              unreadable: { path, failure in
                  .lookups(TableLookups(path: path, tableName: FileKind.tableName(of: path), diagnostics: [failure]))
              }),
        Entry(kind: .swiftCode, pattern: "<name>.swift", yield: .code, ships: false, dump: .none,
              read: { _, _, data in .unparsed(data) }, unreadable: { _, _ in .ignored }),
        Entry(kind: .objectiveCCode, pattern: "<name>.m, <name>.mm", yield: .code, ships: false, dump: .none,
              read: { _, _, data in .unparsed(data) }, unreadable: { _, _ in .ignored }),
        Entry(kind: .settings, pattern: ".rateprompt.yml", yield: .settings, ships: false, dump: .none,
              read: { _, _, data in .unparsed(data) }, unreadable: { _, _ in .ignored }),
    ]

    /// The entry of `kind`.
    package static func entry(_ kind: FileKind) -> Entry {
        // Every case has an entry (a test checks it): a kind without one is a mistake in this table.
        entries.first { $0.kind == kind }!
    }

    /// The entry of the file at `path` by its name, or nil for a file RatePrompt never reads; `named` for a file the
    /// person running RatePrompt named, which is what its name says wherever it is (`FileKind.of(_:named:)`).
    package static func entry(of path: String, named: Bool = false) -> Entry? {
        FileKind.of(path, named: named).map(entry)
    }

    /// Whether `kind` is the app's code (Swift or Objective-C), read only for the source rules.
    package static func isCode(_ kind: FileKind) -> Bool {
        entry(kind).yield == .code
    }

    /// The kinds that yield `yield`, shipped ones only when `shipped`.
    package static func kinds(yielding yield: Yield, shipped: Bool = false) -> Set<FileKind> {
        Set(entries.filter { $0.yield == yield && (!shipped || $0.ships) }.map(\.kind))
    }

    /// Reads `input` as `kind`: its content, or what stands for it when it could not be read.
    package static func read(_ input: InputBytes, as kind: FileKind) -> InputContent {
        let entry = entry(kind)
        if let failure = input.failure { return entry.unreadable(input.path, failure) }
        return input.data.withUnsafeBytes { entry.read($0, input.path, input.data) }
    }

    // What the rest of the package asks of names, from `FileKind` (whose own members stay internal: the plugins
    // compile that file, and a plugin cannot declare `package` members).

    /// `.rateprompt.yml`.
    package static var settingsName: String { FileKind.settingsName }

    /// Whether `path` names an Xcode localization catalog (`de.xcloc`).
    package static func isLocalizationCatalog(_ path: String) -> Bool { FileKind.isLocalizationCatalog(path) }

    /// The table a file of a table feeds: `Localizable` for `fr.lproj/Localizable.strings`.
    package static func tableName(of path: String) -> String { FileKind.tableName(of: path) }

    /// The localization of the `.lproj` folder that holds `path`, as written; nil outside one.
    package static func localization(of path: String) -> String? { FileKind.localization(of: path) }

    /// A settings-like file by its name: `.json` with `JSONReader`, anything else as a property list in any of its
    /// formats. Configurations and saved states are read this way.
    static func settingsDocument(_ bytes: UnsafeRawBufferPointer, path: String) -> PropertyListDocument {
        path.lowercased().hasSuffix(".json") ? JSONReader().read(bytes, path: path) : PropertyListReader().read(bytes, path: path)
    }

    /// A document that holds only `failure`.
    private static func failed(_ path: String, _ failure: Diagnostic) -> PropertyListDocument {
        PropertyListDocument(path: path, format: nil, root: nil, diagnostics: [failure])
    }
}
