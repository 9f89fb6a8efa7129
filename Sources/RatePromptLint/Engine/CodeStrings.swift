import RatePromptFormats
import RatePromptCore

/// The localized strings the app's Swift asks for, each resolved as the runtime resolves it: the bundle (the target
/// that compiles the file, its package resources for `.module`) and the table there, and whether that table holds the
/// key in the development language. Built once per run, for `missing-code-key`, `unused-key` and `explain --strings`.
package struct CodeStrings: Sendable {
    /// One reference, resolved.
    package struct Resolved: Sendable {
        package internal(set) var reference: LocalizedStringReference
        /// The groups (indices into `project.groups`) of the reference's bundle: those of its table name there.
        /// Nil when the bundle cannot be told (another bundle named, the main bundle of a package's code).
        package internal(set) var groups: [Int]?
        /// Whether the bundle was found through a project or package (false: every group of the run stands in).
        var bundleFromProject: Bool
        /// The bundle as a reader names it: `the app target Ledger`, `the package target Kit's resources`.
        package internal(set) var bundleDescription: String
        /// Whether a table of the bundle holds the key in the development language; nil when RatePrompt cannot tell
        /// (no table of that name in the bundle, a table named by an expression, a key built at run time).
        package internal(set) var isHeld: Bool?
    }

    package internal(set) var references: [Resolved] = []
    /// What the code uses in each group (by index into `project.groups`).
    private var usage: [Int: Usage] = [:]

    private struct Usage: Sendable {
        var literals: Set<String> = []
        /// Format keys and prefixes, matched one by one.
        var patterns: [LocalizedStringReference] = []
        /// A key built at run time from nothing known: every key of the table may be used.
        var everyKey = false
    }

    package init() {}

    /// Resolves every reference of `files` against `context`'s tables through `locator`'s project model.
    package init(files: [CodeFile], context: LintContext, locator: ProjectLocator) {
        let project = context.project
        guard files.contains(where: { !$0.stringReferences.isEmpty }) else { return }
        // The targets that copy each group's files into their bundle.
        let groupTargets: [Set<ProjectMembership.Target>?] = project.groups.map { group in
            guard let first = group.sourceTableIndex ?? group.tableIndices.first else { return nil }
            let membership = locator.membership(ofFileAt: project.tables[first].file.path, as: .resource)
            guard case .targets(let targets) = membership else { return nil }
            return Set(targets)
        }
        let heldKeys = project.groups.indices.map { Self.developmentKeys(ofGroupAt: $0, in: context) }
        for file in files where !file.stringReferences.isEmpty {
            let membership = locator.membership(ofFileAt: file.path, as: .source)
            for reference in file.stringReferences {
                var resolved = Self.bundle(of: reference, compiledBy: membership, groupTargets: groupTargets,
                                           groupCount: project.groups.count)
                if let groups = resolved.groups {
                    resolved.groups = groups.filter { reference.table == nil || project.groups[$0].name == reference.table }
                }
                if case .prefix = reference.key {} else if reference.table != nil, let groups = resolved.groups,
                                                          !groups.isEmpty {
                    resolved.isHeld = groups.contains { index in
                        switch reference.key {
                        case .literal(let key): heldKeys[index].contains(key)
                        default: heldKeys[index].contains(where: reference.matches)
                        }
                    }
                }
                references.append(resolved)
                // What the code uses: in the bundle's tables, or in every table when the bundle is unknown.
                let used = resolved.groups ?? project.groups.indices.filter {
                    reference.table == nil || project.groups[$0].name == reference.table
                }
                for index in used {
                    switch reference.key {
                    case .literal(let key): usage[index, default: Usage()].literals.insert(key)
                    case .prefix(let prefix) where prefix.isEmpty: usage[index, default: Usage()].everyKey = true
                    default: usage[index, default: Usage()].patterns.append(reference)
                    }
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

    /// The groups the reference's bundle holds, before the table is chosen.
    private static func bundle(
        of reference: LocalizedStringReference, compiledBy membership: ProjectMembership,
        groupTargets: [Set<ProjectMembership.Target>?], groupCount: Int
    ) -> Resolved {
        var resolved = Resolved(reference: reference, groups: nil, bundleFromProject: false,
                                bundleDescription: "an unknown bundle", isHeld: nil)
        if case .other(let written) = reference.bundle {
            resolved.bundleDescription = "the bundle \(written)"
            return resolved
        }
        guard case .targets(let targets) = membership else {
            // Nothing describes the file: every table of the run stands for its bundle.
            resolved.groups = Array(0..<groupCount)
            resolved.bundleDescription = reference.bundle == .module ? "the package's resources (no target found)"
                : "the main bundle (no target found)"
            return resolved
        }
        let isPackage = { (target: ProjectMembership.Target) in target.file.hasSuffix("Package.swift") }
        let chosen = targets.filter { reference.bundle == .module ? isPackage($0) : !isPackage($0) }
        guard !chosen.isEmpty else {
            // `.module` outside a package does not compile; the main bundle of a package's code is the app's, which
            // the package does not know.
            resolved.bundleDescription = reference.bundle == .module ? "no package target's resources"
                : "the main bundle of the app that uses package target \(targets[0].name)"
            return resolved
        }
        resolved.bundleFromProject = true
        resolved.groups = groupTargets.indices.filter { groupTargets[$0].map { !$0.isDisjoint(with: chosen) } ?? false }
        let names = chosen.map(\.name).joined(separator: ", ")
        resolved.bundleDescription = reference.bundle == .module ? "the resources of package target \(names)"
            : "the main bundle of target \(names)"
        return resolved
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
