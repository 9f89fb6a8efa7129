import Foundation
import RatePromptFormats

/// The inputs of one run, read in parallel and sorted by what they yield (`InputRegistry`): the one place where files
/// become tables, catalogs, plural rules, configurations, StoreKit configurations and Swift files, for lint,
/// discovery and the pages alike.
package struct ProjectInputs: Sendable {
    /// `.lproj` tables and every language of every catalog, as tables.
    package internal(set) var tables: [LocalizationProject.Table] = []
    /// String Catalogs, and translators' XLIFF read as one catalog per file of the app.
    package internal(set) var catalogs: [StringCatalog] = []
    package internal(set) var pluralTables: [PluralTable] = []
    package internal(set) var configurations: [ConfigurationFile] = []
    package internal(set) var storeKitFiles: [StoreKitConfiguration] = []
    /// Keys the system looks up in string tables for files other than the code (an intent definition's ids).
    package internal(set) var lookups: [TableLookups] = []
    /// The app's Swift files that a source stage read (see `read(_:…)`), and its Objective-C files that ask for
    /// localized strings.
    package internal(set) var codeFiles: [CodeFile] = []
    /// The number of files that were inputs (the others were property lists of no concern, or Swift files that name
    /// nothing the source stage reads).
    package internal(set) var fileCount = 0

    package init() {}

    /// How a run reads what the registry leaves to a later stage.
    package struct Options: Sendable {
        /// Reads a Swift file, or says it is of no concern (nil); without it, Swift files are not read.
        var readSwift: (@Sendable (_ data: Data, _ path: String) -> CodeFile?)?
        /// Whether the localized strings Objective-C files ask for are kept (with the Swift, for the source stage).
        var readObjectiveC = false
        /// Done to each `.lproj` table as it is read, before the next: lint drops translators' comments there, so
        /// that they are never all held at once.
        var prepareTable: (@Sendable (inout StringsFile) -> Void)?

        package init(
            readSwift: (@Sendable (Data, String) -> CodeFile?)? = nil, readObjectiveC: Bool = false,
            prepareTable: (@Sendable (inout StringsFile) -> Void)? = nil
        ) {
            self.readSwift = readSwift
            self.readObjectiveC = readObjectiveC
            self.prepareTable = prepareTable
        }
    }

    /// Reads `files` (in parallel), each as the registry's entry for its kind says; bytes of no kind are skipped.
    package static func read(_ files: [InputBytes], options: Options = Options()) -> ProjectInputs {
        combining(ParallelMap.map(files) { part($0, options: options) })
    }

    /// The inputs that `part` read from each file, in the order given: for a caller that reads files alongside other
    /// work.
    package static func combining(_ parsed: [ProjectInputs]) -> ProjectInputs {
        // A catalog's table of each language, made on every core: one String Catalog often holds all of an app's
        // strings.
        let catalogLanguages = parsed.flatMap(\.catalogs).filter(\.isLoadable).flatMap { catalog in
            catalog.languages.map { CatalogLanguage(catalog, $0) }
        }
        var catalogTables = ParallelMap.map(catalogLanguages) { pair in
            LocalizationProject.Table(name: pair.catalog.tableName, localization: pair.language,
                                      file: pair.catalog.table(for: pair.language), kind: pair.catalog.kind)
        }[...]
        var inputs = ProjectInputs()
        for file in parsed {
            inputs.tables += file.tables
            for catalog in file.catalogs {
                inputs.catalogs.append(catalog)
                guard catalog.isLoadable else { continue }
                let count = catalog.languages.count
                inputs.tables += catalogTables.prefix(count)
                catalogTables = catalogTables.dropFirst(count)
            }
            inputs.pluralTables += file.pluralTables
            inputs.configurations += file.configurations
            inputs.storeKitFiles += file.storeKitFiles
            inputs.lookups += file.lookups
            inputs.codeFiles += file.codeFiles
            inputs.fileCount += file.fileCount
        }
        return inputs
    }

    /// Reads `inputs` from disk (in parallel).
    package static func read(_ inputs: [Input], options: Options = Options()) -> ProjectInputs {
        read(ParallelMap.map(inputs, InputBytes.read), options: options)
    }

    /// Reads the files at `paths` from disk (in parallel), each as the kind its name gives.
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

    /// One file's part: what reading it gave, sorted by what it yields; empty for a file of no concern (a property
    /// list that sets no configuration key, a Swift file that names nothing the source stage reads). `combining`
    /// makes one run's inputs of the parts.
    package static func part(_ file: InputBytes, options: Options) -> ProjectInputs {
        var part = ProjectInputs()
        part.fileCount = 1
        switch InputRegistry.read(file) {
        case .table(var strings):
            options.prepareTable?(&strings)
            let input = file.input
            part.tables = [LocalizationProject.Table(name: input?.table ?? "", localization: input?.localization ?? "",
                                                     file: strings, kind: .table)]
        case .catalogs(let catalogs):
            part.catalogs = catalogs
        case .pluralTable(let dictionary):
            guard let input = file.input else { return ProjectInputs() }
            part.pluralTables = [PluralTable(input, dictionary: dictionary)]
        case .configuration(let document, let named):
            // Any property list that sets a schema key is a configuration; others (Info.plist, entitlements, saved
            // state) are not RatePrompt's business.
            guard named || document.root?.value.entries?.contains(where: { ConfigurationSchema.key(named: $0.key) != nil })
                    == true else { return ProjectInputs() }
            part.configurations = [ConfigurationFile(path: file.path, result: ConfigurationLoader().load(document))]
        case .storeKit(let storeKit):
            part.storeKitFiles = [storeKit]
        case .lookups(let lookups):
            part.lookups = [lookups]
        case .codeStrings(let references):
            guard options.readObjectiveC, !references.isEmpty else { return ProjectInputs() }
            var code = CodeFile(path: file.path)
            code.stringReferences = references
            part.codeFiles = [code]
        case .unparsed(let data):
            guard file.kind == .swiftCode, let readSwift = options.readSwift, let code = readSwift(data, file.path)
            else { return ProjectInputs() }
            part.codeFiles = [code]
        case .ignored:
            return ProjectInputs()
        }
        return part
    }
}
