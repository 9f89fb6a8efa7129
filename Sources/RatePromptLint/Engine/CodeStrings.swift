import RatePromptFormats
import RatePromptCore

/// The localized strings the app's Swift asks for, each resolved as the runtime resolves it: the bundle (the target
/// that compiles the file, its package resources for `.module`, and for a package's code that names no bundle the main
/// bundle of each app and extension that links the package) and the table there, and whether that table holds the key
/// in the development language. Built once per run, for `missing-code-key`, `unused-key` and `explain --strings`.
package struct CodeStrings: Sendable {
    /// One reference, resolved.
    package struct Resolved: Sendable {
        package internal(set) var reference: LocalizedStringReference
        /// The groups (indices into `project.groups`) of the reference's bundles: those of its table name there.
        /// Nil when the bundle cannot be told (another bundle named, the main bundle of a package's code that no
        /// app or extension of the run links).
        package internal(set) var groups: [Int]?
        /// Whether the bundle was found through a project or package (false: every group of the run stands in).
        var bundleFromProject: Bool
        /// The bundle as a reader names it: `the main bundle of target Ledger`, `the resources of package target
        /// Kit`, `the main bundle of App, Share (which link package target Kit)`.
        package internal(set) var bundleDescription: String
        /// Whether the tables of its bundles hold the key in the development language: true when every bundle that
        /// has the table holds it; false when one lacks it, or none has the table while another bundle of the run
        /// does; nil when RatePrompt cannot tell (no table of that name anywhere it looks, a table named by an
        /// expression, a key built at run time).
        package internal(set) var isHeld: Bool?
        /// Each bundle the lookup reads, by the target that builds it; empty when no project says (then every
        /// group of the run stands in).
        package internal(set) var bundles: [Bundle] = []
        /// The package targets that compile the file, when `bundles` are the apps and extensions that link them.
        package internal(set) var packageTargets: [String] = []
    }

    /// A bundle a reference is looked up in: a target's main bundle or a package target's resources.
    package struct Bundle: Sendable {
        package internal(set) var target: ProjectMembership.Target
        /// The groups of the reference's table in it; empty when it ships none.
        package internal(set) var groups: [Int]
        /// Whether its tables hold the key; nil when it cannot be told.
        package internal(set) var isHeld: Bool?
        /// Whether its tables of the reference's name are translated: a language besides the development one.
        package internal(set) var isTranslated = false
        /// Whether it ships no table of the reference's name while another bundle of the run has one that is
        /// translated (and no project leaves a table's bundle unknown), and the target compiles the file itself:
        /// every language shows the text as written there.
        package internal(set) var shipsNoTable = false
        /// The String Catalog (its path) that Xcode adds the key to the next time it builds the target: the target
        /// compiles the file, ships the catalog and extracts its strings (`SWIFT_EMIT_LOC_STRINGS`). Nil otherwise.
        package internal(set) var extractedInto: String?
    }

    package internal(set) var references: [Resolved] = []
    /// What the code uses in each group (by index into `project.groups`).
    private var usage: [Int: Usage] = [:]

    struct Usage: Sendable {
        var literals: Set<String> = []
        /// Format keys and prefixes, matched one by one.
        var patterns: [LocalizedStringReference] = []
        /// A key built at run time from nothing known: every key of the table may be used.
        var everyKey = false
        /// The keys an accessor that always formats looks up, each with its name (`L10n.tr`), and the accessor that
        /// formats every key when it is given one built at run time.
        var formattedBy: [String: String] = [:]
        var everyKeyFormattedBy: String?
        /// The keys every reference of which falls back to the development language's text, with the accessor.
        var fallingBack: [String: String] = [:]
        var notFallingBack: Set<String> = []
        /// The keys every reference of which shows the value as it is (`showsValueAsIs`), each with the first such
        /// reference, and the keys some reference may format.
        var shownAsIs: [String: LocalizedStringReference] = [:]
        var notShownAsIs: Set<String> = []
        /// Whether the code uses an Xcode symbol generated from the table.
        var usesXcodeSymbols = false
    }

    package init() {}

    /// Resolves every reference of `files` against `context`'s tables through `locator`'s project model, a symbol
    /// through the accessors the files declare or the table's keys.
    package init(
        files: [CodeFile], accessors: StringAccessors = StringAccessors(), context: LintContext, locator: ProjectLocator
    ) {
        let project = context.project
        guard files.contains(where: { !$0.stringReferences.isEmpty }) else { return }
        // The targets that copy each group's files into their bundle; nil where no project says.
        let groupTargets: [Set<ProjectMembership.Target>?] = project.groups.map { group in
            guard let first = group.sourceTableIndex ?? group.tableIndices.first else { return nil }
            let membership = locator.membership(ofFileAt: project.tables[first].file.path, as: .resource)
            guard case .targets(let targets) = membership else { return nil }
            return Set(targets)
        }
        let heldKeys = project.groups.indices.map { Self.developmentKeys(ofGroupAt: $0, in: context) }
        var symbols = SymbolTables(heldKeys: heldKeys)
        let memberships = files.map { $0.stringReferences.isEmpty ? .undescribed : locator.membership(ofFileAt: $0.path, as: .source) }
        // An accessor's references take the bundle of the file that declares it.
        var owners: [String: ProjectMembership] = [:]
        for file in files {
            for owner in file.stringReferences.compactMap(\.bundleOwner) where owners[owner] == nil {
                owners[owner] = locator.membership(ofFileAt: owner, as: .source)
            }
        }
        // The projects the run found: where to look for the apps that link a package.
        var projects: Set<String> = []
        for targets in groupTargets.compactMap({ $0 }) + (memberships + owners.values).map({ Set($0.targets) }) {
            for target in targets where !target.isPackageTarget { projects.insert(target.file) }
        }
        var hosts: [ProjectMembership.Target: [ProjectMembership.Target]] = [:]
        var extracts: [ProjectMembership.Target: Bool] = [:]
        // A group is translated when it has a table in a language besides its source (and `Base`).
        let translated = project.groups.map { group in
            group.tableIndices.contains { $0 != group.sourceTableIndex && project.tables[$0].localization != "Base" }
        }
        let resolver = Resolver(project: project, groupTargets: groupTargets, heldKeys: heldKeys, translated: translated)
        for (file, fileMembership) in zip(files, memberships) where !file.stringReferences.isEmpty {
            for written in file.stringReferences {
                let membership = written.bundleOwner.flatMap { owners[$0] } ?? fileMembership
                for target in membership.targets {
                    if target.isPackageTarget, hosts[target] == nil { hosts[target] = locator.hosts(of: target, alsoAmong: projects) }
                    if !target.isPackageTarget, extracts[target] == nil { extracts[target] = locator.extractsStrings(target) }
                }
                // A member of an `extension LocalizedStringResource` of the app's is the lookup it declares.
                let declared = Self.declaredMember(written, in: accessors)
                var reference = declared ?? written
                var resolved = resolver.resolve(reference, compiledBy: membership, hosts: hosts, extracts: extracts)
                if case .symbol(let symbol) = reference.key {
                    // A symbol is the key of its bundles' table that makes it: resolved again as that key.
                    let found = symbols.resolve(reference, symbol, groups: resolved.groups ?? Array(project.groups.indices),
                                                in: project)
                    if found != reference {
                        reference = found
                        resolved = resolver.resolve(reference, compiledBy: membership, hosts: hosts, extracts: extracts)
                    }
                }
                // A symbol of Xcode's that a key of the table makes: Xcode generates them for this table.
                var isXcodeSymbol = false
                if declared == nil, case .symbol(let symbol) = written.key, symbol.generator == .xcode,
                   case .literal = reference.key { isXcodeSymbol = true }
                references.append(resolved)
                // What the code uses: in the bundles' tables, or in every table when the bundle is unknown.
                let used = resolved.groups ?? project.groups.indices.filter {
                    reference.table == nil || project.groups[$0].name == reference.table
                }
                for index in used {
                    switch reference.key {
                    case .literal(let key): usage[index, default: Usage()].literals.insert(key)
                    // A symbol no key makes: RatePrompt cannot tell which key it stands for.
                    case .prefix(""), .symbol: usage[index, default: Usage()].everyKey = true
                    default: usage[index, default: Usage()].patterns.append(reference)
                    }
                    usage[index, default: Usage()].record(reference, isXcodeSymbol: isXcodeSymbol)
                }
            }
        }
    }

    /// Whether the code may look up `key` in the group at `index`: a literal or format key it names, a prefix of a
    /// key built at run time, or any key when one is built from nothing known.
    func uses(_ key: String, inGroupAt index: Int) -> Bool {
        guard let usage = usage[index] else { return false }
        return usage.everyKey || usage.literals.contains(key) || usage.patterns.contains { $0.matches(key) }
    }

    /// Whether the code names `key` of the group at `index`: as a literal, or as a pattern it builds (`"tab.\\(name)"`),
    /// leaving out that it may build any key at run time.
    func names(_ key: String, inGroupAt index: Int) -> Bool {
        guard let usage = usage[index] else { return false }
        return usage.literals.contains(key) || usage.patterns.contains { $0.matches(key) }
    }

    /// The accessor that always formats `key` of the group at `index` (SwiftGen's `L10n.tr`, R.swift's strings), if
    /// the code looks it up through one: then every value of it is a format string.
    func formattingAccessor(of key: String, inGroupAt index: Int) -> String? {
        guard let usage = usage[index] else { return nil }
        return usage.formattedBy[key] ?? usage.everyKeyFormattedBy
    }

    /// The first place the code asks for `key` of the group at `index` when every place it may is known and shows
    /// the value as the table holds it, never formatting it (`Text("key")`); nil otherwise (a key built at run
    /// time may be it, or a place formats it or passes it on).
    func shownAsIs(_ key: String, inGroupAt index: Int) -> LocalizedStringReference? {
        guard let usage = usage[index], !usage.everyKey, !usage.notShownAsIs.contains(key),
              let reference = usage.shownAsIs[key], !usage.patterns.contains(where: { $0.matches(key) }) else { return nil }
        return reference
    }

    /// The accessor that shows the development language's text for `key` of the group at `index` when a table
    /// lacks it, if every reference of the key goes through one.
    func fallbackAccessor(of key: String, inGroupAt index: Int) -> String? {
        guard let usage = usage[index], !usage.notFallingBack.contains(key) else { return nil }
        return usage.fallingBack[key]
    }

    /// Whether the code uses a symbol Xcode generates from the group at `index` (`Text(.title)`): then Xcode
    /// generates them, whatever RatePrompt can tell of the build setting.
    func usesGeneratedSymbols(ofGroupAt index: Int) -> Bool {
        usage[index]?.usesXcodeSymbols ?? false
    }

    /// `reference`, when it is a symbol that a member of the app's own `extension LocalizedStringResource` declares,
    /// as the lookup that member makes.
    private static func declaredMember(
        _ reference: LocalizedStringReference, in accessors: StringAccessors
    ) -> LocalizedStringReference? {
        guard case .symbol(let symbol) = reference.key, symbol.generator == .xcode,
              let lookup = accessors.member((["LocalizedStringResource"] + [symbol.table, symbol.name].compactMap { $0 })
                .joined(separator: ".")) else { return nil }
        return LocalizedStringReference(
            key: lookup.key, call: reference.call, table: lookup.table, bundle: lookup.bundle,
            hasDefaultValue: lookup.hasDefaultValue, location: reference.location,
            isPreviewOrDebug: reference.isPreviewOrDebug, accessor: symbol.written)
    }

    /// Resolves references against the run's groups.
    private struct Resolver {
        let project: LocalizationProject
        let groupTargets: [Set<ProjectMembership.Target>?]
        let heldKeys: [Set<String>]
        let translated: [Bool]

        func resolve(
            _ reference: LocalizedStringReference, compiledBy membership: ProjectMembership,
            hosts: [ProjectMembership.Target: [ProjectMembership.Target]], extracts: [ProjectMembership.Target: Bool]
        ) -> Resolved {
            var resolved = Resolved(reference: reference, groups: nil, bundleFromProject: false,
                                    bundleDescription: "an unknown bundle", isHeld: nil)
            if case .other(let written) = reference.bundle {
                resolved.bundleDescription = "the bundle \(written)"
                return resolved
            }
            let named = { (index: Int) in reference.table == nil || project.groups[index].name == reference.table }
            guard case .targets(let targets) = membership else {
                // Nothing describes the file: every table of the run stands for its bundle.
                resolved.groups = project.groups.indices.filter(named)
                resolved.bundleDescription = reference.bundle == .module ? "the package's resources (no target found)"
                    : reference.bundle == .current ? "the module's own bundle (no target found)"
                    : "the main bundle (no target found)"
                resolved.isHeld = isHeld(reference, in: resolved.groups ?? [])
                return resolved
            }
            let packageTargets = targets.filter(\.isPackageTarget)
            var chosen: [ProjectMembership.Target]
            // The module's own bundle (`#bundle`, a generated symbol's): a package target's resources, else the
            // target's main bundle.
            if reference.bundle == .module || reference.bundle == .current && !packageTargets.isEmpty {
                chosen = packageTargets
                resolved.bundleDescription = chosen.isEmpty ? "no package target's resources"
                    : "the resources of package target \(Self.names(chosen))"
            } else {
                chosen = targets.filter { !$0.isPackageTarget }
                resolved.bundleDescription = "the main bundle of target \(Self.names(chosen))"
                if chosen.isEmpty, let first = packageTargets.first {
                    // A package's code looks the string up in the main bundle of each app and extension that runs it.
                    chosen = Self.unique(packageTargets.flatMap { hosts[$0] ?? [] })
                    resolved.packageTargets = Self.unique(packageTargets).map(\.name)
                    resolved.bundleDescription = chosen.isEmpty
                        ? "the main bundle of the app that uses package target \(first.name)"
                        : "the main bundle of \(Self.names(chosen)) (which link\(chosen.count == 1 ? "s" : "") package target "
                            + "\(Self.names(packageTargets)))"
                }
            }
            guard !chosen.isEmpty else { return resolved }
            resolved.bundleFromProject = true
            let compiles = Set(targets)
            // Whether a group's bundle is known for every group of the reference's table: only then can a bundle be
            // said to ship none.
            let namedGroups = project.groups.indices.filter { reference.table != nil && named($0) }
            let tableElsewhere = namedGroups.contains { translated[$0] } && namedGroups.allSatisfy { groupTargets[$0] != nil }
            var union: [Int] = []
            for target in chosen {
                let groups = groupTargets.indices.filter { named($0) && groupTargets[$0]?.contains(target) == true }
                var bundle = Bundle(target: target, groups: groups, isHeld: isHeld(reference, in: groups))
                bundle.isTranslated = groups.contains { translated[$0] }
                // Only for the target's own code: a package an app links may hold code that never runs in every one
                // of the apps and extensions that link it (a widget links a package for its models, not its views);
                // and only where that code runs in the target's own main bundle (a unit test's is its host app's).
                bundle.shipsNoTable = groups.isEmpty && tableElsewhere && compiles.contains(target)
                    && target.hasMainBundle && !Self.isBuiltAtRunTime(reference)
                if bundle.isHeld == false, compiles.contains(target), extracts[target] == true,
                   reference.language == .swift,
                   let catalog = groups.first(where: { project.groups[$0].kind == .catalog }) {
                    bundle.extractedInto = project.groups[catalog].folder
                }
                resolved.bundles.append(bundle)
                union += groups.filter { !union.contains($0) }
            }
            resolved.groups = union
            let withTable = resolved.bundles.filter { !$0.groups.isEmpty }
            if withTable.isEmpty {
                resolved.isHeld = resolved.bundles.contains(where: \.shipsNoTable) ? false : nil
            } else if withTable.contains(where: { $0.isHeld == false }) {
                resolved.isHeld = false
            } else if withTable.allSatisfy({ $0.isHeld == true }) {
                resolved.isHeld = true
            }
            return resolved
        }

        /// Whether `groups` hold the key; nil when that cannot be told (no group, no table named, a prefix).
        private func isHeld(_ reference: LocalizedStringReference, in groups: [Int]) -> Bool? {
            guard !Self.isBuiltAtRunTime(reference), reference.table != nil, !groups.isEmpty else { return nil }
            return groups.contains { index in
                switch reference.key {
                case .literal(let key): heldKeys[index].contains(key)
                default: heldKeys[index].contains(where: reference.matches)
                }
            }
        }

        /// A key built at run time, or a symbol no key makes: which key it stands for cannot be told.
        private static func isBuiltAtRunTime(_ reference: LocalizedStringReference) -> Bool {
            if case .prefix = reference.key { return true }
            if case .symbol = reference.key { return true }
            return false
        }

        private static func names(_ targets: [ProjectMembership.Target]) -> String {
            unique(targets).map(\.name).joined(separator: ", ")
        }

        private static func unique(_ targets: [ProjectMembership.Target]) -> [ProjectMembership.Target] {
            var seen: Set<ProjectMembership.Target> = []
            return targets.filter { seen.insert($0).inserted }
        }
    }

    /// Whether the code asks for the group at `index` (by index into `project.groups`), and always with a text to
    /// show when no table holds the key (`value:`, `defaultValue:`): the development language's text is in the code.
    func givesDefaultValues(toGroupAt index: Int) -> Bool {
        let asking = references.filter { $0.groups?.contains(index) == true }
        return !asking.isEmpty && asking.allSatisfy(\.reference.hasDefaultValue)
    }

    /// The keys a group's table holds in the development language: every key of its catalog (Xcode compiles each in
    /// the source language, its key standing for a missing value), or its source table's and `.stringsdict`'s.
    private static func developmentKeys(ofGroupAt index: Int, in context: LintContext) -> Set<String> {
        let project = context.project
        let group = project.groups[index]
        if group.kind == .catalog {
            return Set(project.catalogs.filter { $0.path == group.folder && $0.tableName == group.name }
                .flatMap { $0.entries.map(\.key) })
        }
        let tables = group.sourceTableIndex.map { [$0] } ?? group.tableIndices
        var keys: Set<String> = []
        for offset in tables {
            let table = project.tables[offset]
            keys.formUnion(table.file.entries.map(\.key))
            keys.formUnion(context.stringsdictKeys(of: table) ?? [])
        }
        return keys
    }
}
