import Foundation
import RatePromptFormats

/// The inputs of one run, read in parallel and sorted by what they yield (`InputRegistry`): the one place where files
/// become tables, catalogs, plural rules, configurations, StoreKit configurations and Swift files, for lint,
/// discovery and the pages alike.
package struct ProjectInputs: Sendable {
    /// `.lproj` tables and every language of every catalog, as tables.
    package var tables: [LocalizationProject.Table] = []
    /// String Catalogs, and translators' XLIFF read as one catalog per file of the app.
    package var catalogs: [StringCatalog] = []
    package var pluralTables: [PluralTable] = []
    package var configurations: [ConfigurationFile] = []
    package var storeKitFiles: [StoreKitConfiguration] = []
    /// Keys the system looks up in string tables for files other than the code (an intent definition's ids).
    package var lookups: [TableLookups] = []
    /// The app's Swift files that a source stage read (see `read(_:…)`), and its Objective-C files that ask for
    /// localized strings.
    package var codeFiles: [CodeFile] = []
    /// The number of files that were inputs (the others were property lists of no concern, or Swift files that name
    /// nothing the source stage reads).
    package var fileCount = 0

    package init() {}

    /// How a run reads what the registry leaves to a later stage.
    package struct Options: Sendable {
        /// Paths that are configurations whatever their name (`config:` in `.rateprompt.yml`).
        var declaredConfigurations: Set<String> = []
        /// Reads a Swift file, or says it is of no concern (nil); without it, Swift files are not read.
        package var readSwift: (@Sendable (_ data: Data, _ path: String) -> CodeFile?)?
        /// Whether Objective-C files are scanned for the localized strings they ask for (with the Swift, for the
        /// source stage; no parser is needed, so the scan lives here).
        package var readObjectiveC = false
        /// Done to each `.lproj` table as it is read, before the next: lint drops translators' comments there, so
        /// that they are never all held at once.
        var prepareTable: (@Sendable (inout StringsFile) -> Void)?

        package init(
            declaredConfigurations: Set<String> = [],
            readSwift: (@Sendable (Data, String) -> CodeFile?)? = nil,
            prepareTable: (@Sendable (inout StringsFile) -> Void)? = nil
        ) {
            self.declaredConfigurations = declaredConfigurations
            self.readSwift = readSwift
            self.prepareTable = prepareTable
        }
    }

    /// Reads `sources` (files in parallel), each as the registry's entry for its name says.
    package static func read(_ sources: [InputBytes], options: Options = Options()) -> ProjectInputs {
        let parsed = ParallelMap.map(sources) { read($0, options: options) }
        // A catalog's table of each language, made on every core: one String Catalog often holds all of an app's
        // strings.
        let catalogLanguages = parsed.flatMap { item -> [[CatalogLanguage]] in
            guard case .catalogs(let read)? = item else { return [] }
            return read.filter(\.isLoadable).map { catalog in catalog.languages.map { CatalogLanguage(catalog, $0) } }
        }
        var counts = catalogLanguages.map(\.count)[...]
        var catalogTables = ParallelMap.map(catalogLanguages.flatMap { $0 }) { pair in
            LocalizationProject.Table(name: pair.catalog.tableName, localization: pair.language,
                                      file: pair.catalog.table(for: pair.language))
        }[...]
        var inputs = ProjectInputs()
        for item in parsed {
            switch item {
            case .table(let table): inputs.tables.append(table)
            case .catalogs(let read):
                for catalog in read {
                    inputs.catalogs.append(catalog)
                    guard catalog.isLoadable else { continue }
                    let count = counts.removeFirst()
                    inputs.tables += catalogTables.prefix(count)
                    catalogTables = catalogTables.dropFirst(count)
                }
            case .pluralTable(let table): inputs.pluralTables.append(table)
            case .configuration(let file): inputs.configurations.append(file)
            case .storeKit(let file): inputs.storeKitFiles.append(file)
            case .lookups(let lookups): inputs.lookups.append(lookups)
            case .code(let file): inputs.codeFiles.append(file)
            case .none: continue
            }
            inputs.fileCount += 1
        }
        return inputs
    }

    /// Reads the files at `paths` from disk (in parallel).
    package static func read(paths: [String], options: Options = Options()) -> ProjectInputs {
        read(ParallelMap.map(paths, InputBytes.read), options: options)
    }

    /// The tables and catalogs as a project: bundles, variant groups and source languages.
    package func project(
        root: String, sourceOverride: SourceLanguage? = nil, locator: ProjectLocator = ProjectLocator()
    ) -> LocalizationProject {
        LocalizationProject(root: root, tables: tables, catalogs: catalogs, sourceOverride: sourceOverride, locator: locator)
    }

    private struct CatalogLanguage: Sendable {
        var catalog: StringCatalog
        var language: String

        init(_ catalog: StringCatalog, _ language: String) {
            self.catalog = catalog
            self.language = language
        }
    }

    private enum Item: Sendable {
        case table(LocalizationProject.Table)
        case catalogs([StringCatalog])
        case pluralTable(PluralTable)
        case configuration(ConfigurationFile)
        case storeKit(StoreKitConfiguration)
        case lookups(TableLookups)
        case code(CodeFile)
    }

    private static func read(_ input: InputBytes, options: Options) -> Item? {
        let declared = options.declaredConfigurations.contains(input.path)
        guard let kind = declared ? .configuration : FileKind.of(input.path) else { return nil }
        switch InputRegistry.read(input, as: kind) {
        case .table(var file):
            options.prepareTable?(&file)
            return .table(LocalizationProject.Table(
                name: InputRegistry.tableName(of: input.path), localization: InputRegistry.localization(of: input.path) ?? "",
                file: file))
        case .catalogs(let catalogs):
            return .catalogs(catalogs)
        case .pluralTable(let dictionary):
            return .pluralTable(PluralTable(path: input.path, dictionary: dictionary))
        case .configuration(let document, let named):
            // Any property list that sets a schema key is a configuration; others (Info.plist, entitlements, saved
            // state) are not RatePrompt's business.
            guard named || document.root?.value.entries?.contains(where: { ConfigurationSchema.key(named: $0.key) != nil })
                    == true else { return nil }
            return .configuration(ConfigurationFile(path: input.path, result: ConfigurationLoader().load(document)))
        case .storeKit(let file):
            return .storeKit(file)
        case .lookups(let lookups):
            return .lookups(lookups)
        case .unparsed(let data):
            if kind == .objectiveCCode, options.readObjectiveC {
                return data.withUnsafeBytes { ObjectiveCStringScanner.read($0, path: input.path) }.map(Item.code)
            }
            guard kind == .swiftCode, let readSwift = options.readSwift, let file = readSwift(data, input.path)
            else { return nil }
            return .code(file)
        case .ignored:
            return nil
        }
    }
}
