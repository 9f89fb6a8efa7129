import Foundation
import RatePromptFormats
import RatePromptCore

/// Runs the rule catalog over a project: discovers the inputs, parses them in parallel, runs every enabled rule
/// (file rules in parallel over files, project rules in parallel over rules), then applies disable comments and
/// `.rateprompt.yml` severities.
package struct Linter: Sendable {
    package struct Result: Sendable {
        /// Sorted by file, line, column.
        package var findings: [LintFinding]
        /// The files read (tables, catalogs, configurations and `.rateprompt.yml`).
        package var fileCount: Int
        /// Every file the run looked at, read or not: what no output of the run may overwrite.
        package var inputPaths: [String]
        /// The Swift files the source rules read (those that name a review or promoted-purchase API).
        package var codeFiles: [CodeFile] = []
        /// The localized strings those files ask for, resolved to their bundles and tables.
        package var codeStrings = CodeStrings()
        /// Every rule the run knew, enabled or not: the rule catalog a report carries (SARIF).
        package var catalog: [RuleDescription] = RuleCatalog.descriptions
        /// What the run built (the project model, every table with the files' bytes), kept with the findings when the
        /// linter `keepsModel`: a process that ends after its report leaves it to the system rather than freeing it
        /// piece by piece.
        package var model: [any Sendable] = []
        /// Whether the findings are those that a baseline or an older tree (`--new-since`) did not have: SARIF marks
        /// each `baselineState: new`.
        package var isComparedWithBaseline = false
        package init(findings: [LintFinding], fileCount: Int, inputPaths: [String] = []) {
            self.findings = findings
            self.fileCount = fileCount
            self.inputPaths = inputPaths
        }

        // Counted without `filter`, which would copy (and retain) every matching finding into a new array.
        package var errorCount: Int { findings.reduce(0) { $0 + ($1.severity == .error ? 1 : 0) } }
        package var warningCount: Int { findings.reduce(0) { $0 + ($1.severity == .warning ? 1 : 0) } }
    }

    package internal(set) var configuration: LintConfiguration
    package internal(set) var rules: [any LintRule]
    /// Reads the app's Swift files, when a stage that has a reader was given.
    package internal(set) var swiftReader: LintStage.SwiftReader?
    /// Every rule the run knows, enabled or not.
    private var catalog: [RuleDescription]
    /// Whether a result holds what the run built (`Result.model`): for a process that ends after its report, not
    /// for a library user who keeps results.
    package var keepsModel = false
    /// When the walk's core reads the files it found before the project has said which ship: while a project is
    /// parsed on another core (a run's), or always or never (a test's, which holds the findings the same).
    var readsAhead = ReadAhead.whileProjectsAreParsed

    enum ReadAhead { case whileProjectsAreParsed, always, never }

    /// A linter with those of `rules` that `configuration` enables, and `swiftReader` for the rules that read Swift.
    package init(
        configuration: LintConfiguration = LintConfiguration(), rules: [any LintRule.Type] = RuleCatalog.rules,
        swiftReader: LintStage.SwiftReader? = nil
    ) {
        self.configuration = configuration
        self.rules = rules.filter { configuration.isEnabled($0.description) }.map { $0.init() }
        self.swiftReader = swiftReader
        catalog = rules.map { $0.description }
    }

    /// A linter with the rules of `stages` that `configuration` enables.
    package init(configuration: LintConfiguration = LintConfiguration(), stages: [LintStage]) {
        self.init(configuration: configuration, rules: stages.rules, swiftReader: stages.swiftReader)
    }

    // MARK: Discovery

    /// Lints a folder (everything below it) or a single file. A path that does not exist is the caller's to report
    /// (it is a usage error, not a finding).
    package func lint(path: String) -> Result {
        var inputs: [Input]
        var problems: [Diagnostic] = []
        var listing: InputFiles.Listing?
        var projects: [String: XcodeProject] = [:]
        let readInput = inputReader()
        let settings = configuration, readsCode = readsCode, readsAhead = readsAhead
        // Read while the projects were parsed.
        var read: [String: (bytes: InputBytes, parsed: ProjectInputs)] = [:]
        if FileSystem.isDirectory(path) {
            // The Xcode projects at the top of the folder are read while the walk lists the rest: a large project's
            // parse is the longest piece of work of an app of many tables, and it waited for the walk. The walk ends
            // first, and its core then reads the files it found while a project is still being parsed on another
            // (aidoku's 300 KB project left it waiting for 3 ms).
            let early = ProjectLocator(), topLevel = ProjectLocator.topLevelProjects(in: path)
            let parsing = ProjectsBeingParsed(count: topLevel.count)
            let ((walked, readEarly), parsed) = ParallelMap.map(first: {
                let listing = InputFiles.below(path, codeFiles: readsCode)
                var readEarly: [String: (bytes: InputBytes, parsed: ProjectInputs)] = [:]
                for input in Self.readingOrder(listing, settings: settings, readsCode: readsCode) {
                    guard readsAhead == .always || readsAhead == .whileProjectsAreParsed && parsing.isUnderway else { break }
                    readEarly[input.path] = readInput(InputBytes.read(input))
                }
                return (listing, readEarly)
            }, then: topLevel, sharingWork: !topLevel.isEmpty) { file in
                parsing.begin()
                defer { parsing.end() }
                return early.xcodeProject(file)
            }
            listing = walked
            read = readEarly
            projects = Dictionary(zip(topLevel, parsed), uniquingKeysWith: { first, _ in first })
        }
        // The project model, read once: which files ship here, and later the bundles and deployment targets.
        let locator = ProjectLocator(listings: listing?.folders ?? [:], read: projects)
        var shipping = ShippedFiles(root: path)
        if let listing {
            // A device never reads what no target ships: the project says which files those are, and no rule sees
            // them. The files not yet read are read and parsed while the project's targets are matched with them, in
            // one pool of work on every core, since neither waits for the other: an app whose strings are one String
            // Catalog parses it beside the project, one with hundreds of tables has them parsed while a large project
            // is read. Once the project has said which files no target ships, those left are neither read nor parsed
            // (an app may keep more of them than it ships); those met before are read and parsed for nothing.
            let candidates = listing.inputs.filter { settings.includes($0.path) }
            let readEarly = read
            let toRead = Self.readingOrder(listing, settings: settings, readsCode: readsCode).filter { readEarly[$0.path] == nil }
            let catalogFirst = toRead.first?.kind == .catalog
            let unshipped = PathsOnceKnown()
            let (split, found) = ParallelMap.map(first: {
                let split = ShippedFiles.split(candidates, within: path, locator: locator, keeping: settings.includesUnshipped)
                unshipped.publish(split.unshipped.map(\.path))
                return split
            }, after: catalogFirst ? 1 : 0, then: toRead, sharingWork: true) { input -> (bytes: InputBytes, parsed: ProjectInputs)? in
                unshipped.contains(input.path) ? nil : readInput(InputBytes.read(input))
            }
            for (input, file) in zip(toRead, found) { if let file { read[input.path] = file } }
            shipping = split
            inputs = shipping.inputs
            problems = listing.problems
        } else {
            // A file named is linted as asked.
            inputs = Input(path: path).map { [$0] } ?? []
        }
        // Swift files are read only for the source rules: with those off, an app's code costs nothing.
        if !readsCode { inputs.removeAll(where: \.isCode) }
        // `config:` in `.rateprompt.yml` names configurations the walk may not list.
        if let base = configuration.baseDirectory {
            for extra in configuration.configurationFiles {
                let full = extra.hasPrefix("/") ? extra : URL(fileURLWithPath: base).appendingPathComponent(extra).standardizedFileURL.path
                if !inputs.contains(where: { $0.path == full }) { inputs.append(Input(path: full, kind: .configuration)) }
            }
        }
        // The files read beside the project's parse, and the rest (a configuration `config:` names) now.
        let found = read
        let unread = inputs.filter { found[$0.path] == nil }
        let more = Dictionary(zip(unread.map(\.path), ParallelMap.map(unread) { readInput(InputBytes.read($0)) }),
                              uniquingKeysWith: { $1 })
        let files = inputs.map { found[$0.path] ?? more[$0.path]! }
        var result = lint(files, locator: locator, shipping: shipping)
        result.inputPaths = inputs.map(\.path) + (configuration.path.map { [$0] } ?? [])
        if enables(.unreadableFile), !problems.isEmpty {
            result.findings += problems.map { applySeverity(LintFinding($0)) }
            LintFinding.sort(&result.findings)
        }
        return result
    }

    /// The files of a folder to read, in the order they are taken up: those the settings include (Swift files only
    /// for the source rules), a String Catalog first. An app's catalog is its longest piece of work (whisky's 500 KB
    /// catalog takes three times its project), and begun last it kept one core busy alone at the end whenever the
    /// other came late to the work; a core left with nothing to take helps make its entries (`sharingWork`).
    private static func readingOrder(
        _ listing: InputFiles.Listing, settings: LintConfiguration, readsCode: Bool
    ) -> [Input] {
        var toRead = listing.inputs.filter { settings.includes($0.path) && (readsCode || !$0.isCode) }
        if let catalog = toRead.firstIndex(where: { $0.kind == .catalog }) { toRead.insert(toRead.remove(at: catalog), at: 0) }
        return toRead
    }

    // MARK: Linting

    /// Whether an enabled rule reports what the engine itself finds under `code` (its id).
    private func enables(_ code: Diagnostic.Code) -> Bool {
        rules.contains { type(of: $0).description.id == code.rawValue }
    }

    /// Whether the app's Swift files are read: a stage gave a reader, and an enabled rule reads them.
    var readsCode: Bool {
        swiftReader != nil && rules.contains { type(of: $0).description.category == .source }
    }

    /// Lints the given files as one project. With `root`, the files that a project or package in `root` or below
    /// describes and none of its targets ships are left out, as a folder's are (`ShippedFiles`).
    package func lint(_ inputs: [InputBytes], root: String? = nil) -> Result {
        // The project model, read once: manifests and Xcode projects among the given files first (a test's, or a
        // Package.swift the walk read), else on disk.
        let locator = ProjectLocator(files: Dictionary(
            inputs.filter { ProjectLocator.isProjectDescription($0.path) }.map { ($0.path, Array($0.data)) },
            uniquingKeysWith: { first, _ in first }), otherPaths: inputs.map(\.path))
        guard let root else { return lint(inputs, locator: locator, shipping: ShippedFiles()) }
        let shipping = ShippedFiles.split(inputs.compactMap(\.input), within: root, locator: locator,
                                          keeping: configuration.includesUnshipped)
        let left = Set(shipping.unshipped.map(\.path))
        return lint(inputs.filter { !left.contains($0.path) }, locator: locator, shipping: shipping)
    }

    private func lint(_ read: [InputBytes], locator: ProjectLocator, shipping: ShippedFiles) -> Result {
        let readInput = inputReader()
        return lint(ParallelMap.map(read, readInput), locator: locator, shipping: shipping)
    }

    /// Reads one file's bytes as this run lints them: `config:` in `.rateprompt.yml` makes a file a configuration
    /// whatever its name, and Swift files are parsed only for the source rules.
    private func inputReader() -> @Sendable (InputBytes) -> (bytes: InputBytes, parsed: ProjectInputs) {
        let declared = Set((configuration.configurationFiles).map { path in
            configuration.baseDirectory.map { URL(fileURLWithPath: $0).appendingPathComponent(path).standardizedFileURL.path } ?? path
        })
        // Most of an app's files name nothing the source stage reads: a byte scan spares them the parser.
        let readSwift = (readsCode ? swiftReader : nil).map { reader in
            { @Sendable (data: Data, path: String) in
                data.withUnsafeBytes(reader.mentions) ? reader.read(Array(data), path) : nil
            }
        }
        let options = ProjectInputs.Options(readSwift: readSwift, readObjectiveC: readSwift != nil,
                                            prepareTable: { Self.keepDirectiveComments(&$0) })
        return { bytes in
            let bytes = declared.contains(bytes.path) ? bytes.read(as: .configuration) : bytes
            return (bytes, ProjectInputs.part(bytes, options: options))
        }
    }

    private func lint(
        _ files: [(bytes: InputBytes, parsed: ProjectInputs)], locator: ProjectLocator, shipping: ShippedFiles
    ) -> Result {
        let swiftReader = readsCode ? self.swiftReader : nil
        let read = files.map(\.bytes)
        let inputs = ProjectInputs.combining(files.map(\.parsed))
        let tables = inputs.tables
        let accessors = StringAccessors(files: inputs.codeFiles)
        // The deployment target decides which review APIs are deprecated.
        let codeFiles = Self.addingAccessorUses(to: inputs.codeFiles, of: accessors, from: read, reader: swiftReader)
            .map { $0.reviewRequests.isEmpty ? $0 : $0.withDeploymentTarget(from: locator) }
        let root = configuration.baseDirectory ?? ""
        var prepared = LintContext(project: inputs.project(root: root, sourceOverride: configuration.sourceLocalization,
                                                          locator: locator),
                                  configurations: inputs.configurations, pluralTables: inputs.pluralTables,
                                  storeKitFiles: inputs.storeKitFiles, codeFiles: codeFiles, lookups: inputs.lookups,
                                  settings: configuration)
        prepared.shipping = shipping
        // Asked of the project model only for catalogs with keys Xcode would make symbols of.
        prepared.stringSymbolSettings = Dictionary(
            inputs.catalogs.filter { $0.kind == .catalog && $0.entries.contains { entry in entry.makesGeneratedSymbol } }
                .map { ($0.path, locator.stringSymbolSetting(forCatalogAt: $0.path)) },
            uniquingKeysWith: { first, _ in first })
        prepared.runningRules = Set(rules.map { type(of: $0).description.id })
        prepared.codeStrings = CodeStrings(files: codeFiles, accessors: accessors, context: prepared, locator: locator)
        let context = prepared
        let files = context.files
        let rules = self.rules
        let suppressions = InlineSuppressions(tables: tables.filter { !$0.isFromCatalog }, codeFiles: codeFiles)
        // A file's rules run one after the other, on one core, while its data is at hand; a String Catalog's each on
        // its own, first: its rules compare every language at once, and an app whose strings are one catalog would
        // otherwise be linted on one core. (Every file split so cost the 300-file benchmark a seventh of its time.)
        let tasks = files.indices.flatMap { file -> [(file: Int, rules: Range<Int>)] in
            guard case .catalog = files[file] else { return [] }
            return rules.indices.map { (file, $0..<($0 + 1)) }
        } + files.indices.compactMap { file -> (file: Int, rules: Range<Int>)? in
            if case .catalog = files[file] { return nil }
            return (file, rules.indices)
        }
        // Every table the rules read is prepared first, on every core, so that no rule waits for another's.
        context.prepareTables()
        // The checks of files, then each rule's check of the whole project, in one pool of work: a second pool
        // waited for the last file's checks, and woke the other core again.
        let perCheck = ParallelMap.map(Array(0..<(tasks.count + rules.count))) { item in
            guard item < tasks.count else { return settled(rules[item - tasks.count].checkProject(context), suppressions) }
            var found: [LintFinding] = []
            for rule in tasks[item].rules {
                let more = settled(rules[rule].check(files[tasks[item].file], in: context), suppressions)
                // Taken whole when it is the first: each copy of a finding retains its strings again.
                if found.isEmpty { found = more } else { found += more }
            }
            return found
        }
        var findings: [LintFinding] = []
        findings.reserveCapacity(perCheck.reduce(0) { $0 + $1.count })
        for found in perCheck where !found.isEmpty { findings += found }
        if enables(.invalidLintConfiguration) {
            findings += (configuration.findings + suppressions.findings + unknownTables(in: context.project))
                .map(applySeverity)
        }
        let fileCount = inputs.fileCount + (configuration.path == nil ? 0 : 1)
        LintFinding.sort(&findings)
        var result = Result(findings: findings, fileCount: fileCount)
        result.codeFiles = codeFiles
        result.codeStrings = context.codeStrings
        result.catalog = catalog
        if keepsModel { result.model = [context, locator] }
        return result
    }


    /// `files` with the references each Swift file makes through the string accessors they declare: a second look,
    /// once they are all known, at the files that name one. A run whose code declares none reads nothing again.
    private static func addingAccessorUses(
        to files: [CodeFile], of accessors: StringAccessors, from read: [InputBytes], reader: LintStage.SwiftReader?
    ) -> [CodeFile] {
        guard !accessors.isEmpty, let readUses = reader?.accessorUses?(accessors) else { return files }
        let swift = read.filter { $0.kind == .swiftCode }
        let uses = ParallelMap.map(swift) { input in readUses(Array(input.data), input.path) }
        var files = files
        var index = Dictionary(files.indices.map { (files[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        for (input, found) in zip(swift, uses) {
            guard let found, !found.isEmpty else { continue }
            if let offset = index[input.path] {
                files[offset].stringReferences += found
                files[offset].stringReferences.sort { $0.location < $1.location }
            } else {
                var file = CodeFile(path: input.path)
                file.stringReferences = found
                index[input.path] = files.count
                files.append(file)
            }
        }
        return files
    }

    /// Names under `tables` that no linted table has: the prompt rules would silently check nothing there.
    private func unknownTables(in project: LocalizationProject) -> [LintFinding] {
        guard let names = configuration.tables, let location = configuration.tablesLocation,
              !project.tables.isEmpty else { return [] }
        let found = Set(project.tables.map(\.name))
        return names.filter { !found.contains($0) }.map { name in
            var message = "tables names \"\(name)\", but no table of that name was linted, so the prompt rules check "
                + "nothing there"
            if let suggestion = DidYouMean.nearest(name, among: found.sorted()) { message += DidYouMean.hint(suggestion) }
            return LintFinding(rule: Diagnostic.Code.invalidLintConfiguration.rawValue, severity: .error, message: message,
                               location: location)
        }
    }

    private func applySeverity(_ finding: LintFinding) -> LintFinding {
        var finding = finding
        finding.severity = configuration.severity(for: finding)
        return finding
    }

    /// At most this many findings of one rule in one file are listed one by one; one more finding tells how many
    /// follow. Rules that can fire on many keys of a table group them (`FindingGroup`); past ten thousand findings of
    /// one rule in a file, the file is generated or broken, and listing each costs memory and time (about 300 bytes
    /// each) and helps nobody.
    static let findingLimit = 10_000

    /// One rule's findings in one file (or, from a project rule, anywhere) with disable comments and severities
    /// applied, bounded by `findingLimit` per file.
    private func settled(_ findings: [LintFinding], _ suppressions: InlineSuppressions) -> [LintFinding] {
        var findings = suppressions.filter(findings)
        if !configuration.severities.isEmpty {
            for index in findings.indices { findings[index].severity = configuration.severity(for: findings[index]) }
        }
        return Self.bounded(findings)
    }

    /// `findings` of one rule with at most `findingLimit` per file, the rest told by one finding at the first of
    /// them; its severity is their highest, so the exit status stays that of all of them.
    static func bounded(_ findings: [LintFinding]) -> [LintFinding] {
        guard findings.count > findingLimit + 1 else { return findings }
        var byPath: [String: [LintFinding]] = [:]
        var paths: [String] = []
        for finding in findings {
            if byPath[finding.location.path] == nil { paths.append(finding.location.path) }
            byPath[finding.location.path, default: []].append(finding)
        }
        var result: [LintFinding] = []
        for path in paths {
            guard var group = byPath.removeValue(forKey: path) else { continue }
            guard group.count > findingLimit + 1 else {
                result += group
                continue
            }
            LintFinding.sort(&group)
            let rest = group[findingLimit...]
            let first = rest[rest.startIndex]
            result += group[..<findingLimit]
            result.append(LintFinding(
                rule: first.rule, severity: rest.lazy.map(\.severity).max() ?? first.severity,
                message: omittedMessage(rest.count, rule: first.rule), location: first.location))
        }
        return result
    }

    /// The message of the finding that stands for `count` findings of `rule` past `findingLimit`.
    static func omittedMessage(_ count: Int, rule: String) -> String {
        "\(count) more \(rule) findings in this file from here on are not listed one by one (the first "
            + "\(findingLimit) are): fix those and lint again"
    }

    /// Drops the comments of a parsed table that hold no `rateprompt:` directive (and entries' links to them):
    /// no rule reads translator notes, and in a big project they took 0.4× the size of its files. Done as each
    /// file is parsed, so that they are never all held at once.
    static func keepDirectiveComments(_ file: inout StringsFile) {
        file.keepComments { $0.withTextUTF8(InlineSuppressions.endOfMarker) != nil }
    }
}

/// How many of the top-level projects are being parsed: the walk's core reads files only while one is.
private final class ProjectsBeingParsed: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var begun = 0
    private var ended = 0

    init(count: Int) {
        self.count = count
    }

    // `NSLocking.withLock` needs macOS 14.
    func begin() {
        lock.lock()
        begun += 1
        lock.unlock()
    }

    func end() {
        lock.lock()
        ended += 1
        lock.unlock()
    }

    /// A parse has begun and not all have ended. Before any begins, the walk's core takes a project up itself (on
    /// one core, the pool's other thread never comes).
    var isUnderway: Bool {
        lock.lock()
        defer { lock.unlock() }
        return begun > 0 && ended < count
    }
}

/// A set of paths that one thread publishes while others already ask: until it is published, it holds none.
private final class PathsOnceKnown: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: Set<String> = []

    func publish(_ paths: [String]) {
        let set = Set(paths)
        lock.lock()
        self.paths = set
        lock.unlock()
    }

    func contains(_ path: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return paths.contains(path)
    }
}
