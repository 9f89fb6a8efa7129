import Foundation
import RatePromptFormats

/// XcodeGen's project spec (`project.yml`, with the specs it includes), read as the Xcode project XcodeGen generates
/// from it, without generating it: the targets with their product types, settings, platforms, package products and
/// dependencies (`project`), and what each target's `sources:` takes, by XcodeGen's rules.
///
/// XcodeGen lists a source folder when it generates the project; here a folder source is a rule asked about each
/// file (below the folder, not excluded, included when `includes:` names it), which gives the same answer without
/// listing the folder.
struct XcodeGenSpec: Sendable {
    /// The `project.yml` file.
    var path: String
    /// The project XcodeGen generates. Its `path` is the spec's, its source root the spec's folder; its targets'
    /// `resources` and `sources` are empty: `sources` below says what they take.
    var project: XcodeProject
    /// Every target's `sources:` entries, in order.
    var sources: [Source] = []
    /// Each target's `Info.plist` files (`info: path:`, `INFOPLIST_FILE`), absolute: XcodeGen puts them in no phase.
    var infoPlists: [Int: Set<String>] = [:]
    /// Why a file no target takes may yet be taken by one (a spec it includes that is not there, a target whose
    /// sources cannot be read); nil when every target's sources were read.
    var incompleteness: String?

    /// One entry of a target's `sources:`.
    struct Source: Sendable {
        /// The target (an index into `project.targets`).
        var target: Int
        /// Absolute and normalized.
        var path: String
        var kind: Kind
        /// `excludes:` and `includes:`, relative to `path`.
        var excludes: [GlobPattern] = []
        var includes: [GlobPattern] = []
        /// `buildPhase:` when given: what every file of the entry goes to (`.some(nil)` for `none`, `headers`, a
        /// Copy Files phase outside the bundle).
        var phase: ProjectMembership.Role??

        enum Kind: Sendable {
            /// A file, or a folder with an extension (a `.bundle`, an `.xcassets`), which is one item.
            case file
            /// A folder whose files XcodeGen lists one by one (`type: group`, or `syncedFolder`).
            case group
            /// A folder reference (`type: folder`): copied whole into the bundle.
            case folder
        }
    }

    init(path: String) {
        self.path = path
        project = XcodeProject(path: path, sourceRoot: ProjectPath.parent(path))
    }

    /// What `source` does with the file at `relative` below its path (nil: the path itself): the role XcodeGen gives
    /// it, or nil when the entry does not take it (excluded, not included) or puts it in no phase that copies or
    /// compiles.
    func role(of relative: Substring?, in source: Source) -> ProjectMembership.Role? {
        let name = relative.map { ProjectPath.name(String($0)) } ?? ProjectPath.name(source.path)
        // XcodeGen never adds these.
        if name == ".DS_Store" || Self.pathExtension(name) == "orig" { return nil }
        if let relative {
            if source.excludes.contains(where: { $0.matches(relative) }) { return nil }
            if !source.includes.isEmpty, !source.includes.contains(where: { $0.matches(relative) }) { return nil }
        }
        if case .folder = source.kind { return .resource }
        if let phase = source.phase { return phase }
        guard let relative else { return Self.role(ofItem: name) }
        if case .file = source.kind { return Self.role(ofItem: ProjectPath.name(source.path)) }
        // A target's `Info.plist` goes to no phase.
        let full = ProjectPath.join(source.path, String(relative))
        if infoPlists[source.target]?.contains(full) == true { return nil }
        // A folder of a type Xcode knows (an asset catalog, a data model) is one item; an `.lproj` folder's files
        // are each their own.
        for component in relative.split(separator: "/").dropLast() {
            let ext = Self.pathExtension(component)
            if ext != "lproj", let role = Self.folderRoles[ext] { return role }
        }
        return Self.role(ofItem: name)
    }

    /// The phase XcodeGen puts an item in by its extension (`FileType.defaultFileTypes`, then resources for any
    /// other extension); an item without one goes to none.
    static func role(ofItem name: Substring) -> ProjectMembership.Role? {
        let ext = pathExtension(name)
        guard !ext.isEmpty else { return nil }
        if let role = folderRoles[ext] { return role }
        if compiled.contains(ext) { return .source }
        if neither.contains(ext) { return nil }
        return .resource
    }

    /// XcodeGen's file types that go to the Sources phase.
    private static let compiled: Set<String> = [
        "swift", "gyb", "m", "mm", "cpp", "cp", "cxx", "c", "cc", "S", "intentdefinition", "metal", "mlmodel", "iig",
    ]
    /// Its file types that go to a phase that neither copies into the bundle nor compiles: headers, frameworks,
    /// embedded products, build configuration.
    private static let neither: Set<String> = [
        "h", "hh", "hpp", "ipp", "tpp", "hxx", "def", "framework", "xcframework", "xpc", "appex", "xcconfig",
        "entitlements", "gpx", "lproj", "xcfilelist", "apns", "pch", "xctestplan", "modulemap", "swiftcrossimport",
    ]
    /// Folders that are one item, and their phase.
    private static let folderRoles: [String: ProjectMembership.Role?] = [
        "bundle": .resource, "xcassets": .resource, "icon": .resource, "mlmodelc": .resource, "scnassets": .resource,
        "xcstickers": .resource, "xcdatamodeld": .source, "xcdatamodel": .source, "xcmappingmodel": .source,
        "mlpackage": .source, "rcproject": .source, "docc": .source, "framework": nil, "xcframework": nil,
        "xpc": nil, "appex": nil, "app": nil, "playground": nil,
    ]

    static func pathExtension(_ name: some StringProtocol) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }
}

/// A glob pattern as XcodeGen matches `excludes:` and `includes:`: relative to a source's folder, `*`, `?` and
/// `[…]` within one name (a leading dot matched only by a dot), `**` for any number of folders, `{a,b}` for either.
/// A pattern that matches a folder matches everything below it.
struct GlobPattern: Sendable, Hashable {
    /// Each alternative of the braces, split into names.
    private var alternatives: [[String]]

    init(_ pattern: String) {
        alternatives = Self.expandBraces(pattern).map { alternative in
            alternative.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
        }
    }

    /// Whether the file at `relative`, or a folder above it, matches.
    func matches(_ relative: Substring) -> Bool {
        let names = relative.split(separator: "/").map(String.init)
        return alternatives.contains { Self.match($0[...], names[...], prefix: true) }
    }

    /// Whether `pattern` matches all of `names` or, with `prefix`, the first of them (a folder above the file).
    private static func match(_ pattern: ArraySlice<String>, _ names: ArraySlice<String>, prefix: Bool) -> Bool {
        guard let first = pattern.first else { return names.isEmpty || prefix }
        if first == "**" {
            let rest = pattern.dropFirst()
            // `dir/**` matches the folder and everything below it.
            if rest.isEmpty { return true }
            var remaining = names
            while true {
                if match(rest, remaining, prefix: prefix) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let name = names.first, matchName(first, name) else { return false }
        return match(pattern.dropFirst(), names.dropFirst(), prefix: prefix)
    }

    /// One name against one part of a pattern, as `fnmatch` with `FNM_PERIOD` matches it.
    private static func matchName(_ pattern: String, _ name: String) -> Bool {
        if !pattern.contains(where: { "*?[\\".contains($0) }) { return pattern == name }
        return fnmatch(pattern, name, FNM_PERIOD) == 0
    }

    /// `a{b,c}d` as `abd` and `acd`, nested braces included.
    private static func expandBraces(_ pattern: String) -> [String] {
        let characters = Array(pattern)
        guard let open = characters.firstIndex(of: "{") else { return [pattern] }
        var depth = 0
        var parts: [String] = []
        var current = ""
        var close: Int?
        for index in (open + 1)..<characters.count {
            let character = characters[index]
            if character == "{" { depth += 1 }
            if character == "}" {
                if depth == 0 {
                    close = index
                    break
                }
                depth -= 1
            }
            if character == ",", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        guard let close else { return [pattern] }
        parts.append(current)
        let head = String(characters[..<open])
        let tail = String(characters[(close + 1)...])
        return parts.flatMap { expandBraces(head + $0 + tail) }
    }
}
