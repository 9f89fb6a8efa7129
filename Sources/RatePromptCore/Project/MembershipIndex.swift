/// What the targets of one Xcode project, XcodeGen spec or Swift package take, arranged so that asking about a file costs a few
/// dictionary lookups per folder above it: built once per project, then asked about thousands of files.
struct MembershipIndex: Sendable {
    /// The answer of one project or package.
    enum Found: Sendable {
        case targets([ProjectMembership.Target])
        case none
        case unknown(String)
    }

    private enum Source: Sendable {
        /// `members` by path, and by lowercased path: Xcode on macOS finds a file whose name differs only in case
        /// (`infoPlist.strings` for the `InfoPlist.strings` the project lists), as the file system does.
        case xcode(XcodeProject, members: Members, folders: [String: Int])
        case package(PackageManifest, root: String, folders: [(target: Int, folder: String)])
        /// The spec and its `sources:` entries by path.
        case spec(XcodeGenSpec, sources: [String: [Int]])
    }

    private let source: Source

    private struct Members: Sendable {
        var exact: [String: [(target: Int, role: ProjectMembership.Role)]] = [:]
        var folded: [String: [(target: Int, role: ProjectMembership.Role)]] = [:]

        mutating func add(_ path: String, target: Int, role: ProjectMembership.Role) {
            exact[path, default: []].append((target, role))
            folded[path.lowercased(), default: []].append((target, role))
        }

        /// The members at `path`, else those whose path differs from it only in case.
        subscript(path: String) -> [(target: Int, role: ProjectMembership.Role)] {
            exact[path] ?? folded[path.lowercased()] ?? []
        }
    }

    /// The index of an Xcode project's targets.
    init(_ project: XcodeProject) {
        var members = Members()
        for (index, target) in project.targets.enumerated() {
            for member in target.resources { members.add(member.path, target: index, role: .resource) }
            for member in target.sources { members.add(member.path, target: index, role: .source) }
        }
        var folders: [String: Int] = [:]
        for (index, folder) in project.synchronizedFolders.enumerated() where folders[folder.path] == nil {
            folders[folder.path] = index
        }
        source = .xcode(project, members: members, folders: folders)
    }

    /// The index of an XcodeGen spec's targets.
    init(_ spec: XcodeGenSpec) {
        var sources: [String: [Int]] = [:]
        for (index, source) in spec.sources.enumerated() { sources[source.path, default: []].append(index) }
        source = .spec(spec, sources: sources)
    }

    /// The index of a package's targets; `folderExists` says whether a folder is there (on disk or among the files
    /// given in memory), for SwiftPM's search of `Sources/<name>`, `Source/<name>`, ….
    init(_ manifest: PackageManifest, folderExists: (String) -> Bool) {
        let root = ProjectPath.parent(manifest.path)
        var folders: [(target: Int, folder: String)] = []
        for (index, target) in (manifest.targets ?? []).enumerated() {
            if let folder = Self.folder(of: target, root: root, exists: folderExists) { folders.append((index, folder)) }
        }
        source = .package(manifest, root: root, folders: folders)
    }

    /// The targets that take `path` (absolute, normalized) in `role`.
    func lookup(_ path: String, role: ProjectMembership.Role) -> Found {
        switch source {
        case .xcode(let project, let members, let folders):
            return lookup(path, role: role, in: project, members: members, folders: folders)
        case .package(let manifest, let root, let folders):
            return lookup(path, role: role, in: manifest, root: root, folders: folders)
        case .spec(let spec, let sources):
            return lookup(path, role: role, in: spec, sources: sources)
        }
    }

    // MARK: XcodeGen

    /// The targets whose `sources:` take the file: an entry for the file itself, or for a folder above it.
    private func lookup(_ path: String, role: ProjectMembership.Role, in spec: XcodeGenSpec, sources: [String: [Int]]) -> Found {
        if let problem = spec.project.membershipProblem { return .unknown(problem) }
        var found = Set<Int>()
        for index in sources[path] ?? [] where spec.role(of: nil, in: spec.sources[index]) == role {
            found.insert(spec.sources[index].target)
        }
        var folder = path
        while folder != "/" {
            folder = ProjectPath.parent(folder)
            for index in sources[folder] ?? [] {
                let source = spec.sources[index]
                guard !found.contains(source.target), let relative = ProjectPath.relative(path, to: folder),
                      spec.role(of: relative, in: source) == role else { continue }
                found.insert(source.target)
            }
        }
        guard !found.isEmpty else { return spec.incompleteness.map { .unknown($0) } ?? .none }
        return .targets(found.sorted().map { index in
            ProjectMembership.Target(file: spec.path, name: spec.project.targets[index].name,
                                     kind: spec.project.targets[index].productType, index: index)
        })
    }

    // MARK: Xcode

    private func lookup(
        _ path: String, role: ProjectMembership.Role, in project: XcodeProject,
        members: Members, folders: [String: Int]
    ) -> Found {
        if let problem = project.membershipProblem { return .unknown(problem) }
        var found = Set<Int>()
        for member in members[path] where member.role == role { found.insert(member.target) }
        var folder = path
        while folder != "/" {
            folder = ProjectPath.parent(folder)
            // A folder reference, a `.bundle` or a data model named in a phase takes everything below it.
            for member in members[folder] where member.role == role { found.insert(member.target) }
            if let index = folders[folder], let relative = ProjectPath.relative(path, to: folder) {
                found.formUnion(takers(of: relative, in: project.synchronizedFolders[index], role: role, project: project))
            }
        }
        if found.isEmpty, role == .resource {
            let name = String(ProjectPath.name(path))
            if let target = project.targets.first(where: { $0.unplacedResourceNames.contains(name) }) {
                return .unknown("\(target.name) copies a \(name) whose folder is named by a setting RatePrompt cannot resolve")
            }
        }
        guard !found.isEmpty else { return .none }
        return .targets(found.sorted().map { index in
            ProjectMembership.Target(file: project.path, name: project.targets[index].name,
                                     kind: project.targets[index].productType, index: index)
        })
    }

    /// The targets that take the file at `relative` below a synchronized folder in `role`: those that list the
    /// folder and do not except the file, those outside it that except it in, and those a phase exception routes
    /// it to.
    private func takers(
        of relative: Substring, in folder: SynchronizedFolder, role: ProjectMembership.Role, project: XcodeProject
    ) -> [Int] {
        // The file and each folder above it, as exception sets name them.
        var prefixes: [String] = []
        var prefix = ""
        for component in relative.split(separator: "/") {
            prefix = prefix.isEmpty ? String(component) : prefix + "/" + component
            prefixes.append(prefix)
        }
        func named(in paths: Set<String>) -> Bool { prefixes.contains { paths.contains($0) } }
        let fileRole = folder.role(of: relative)
        func phaseTakes(_ target: Int) -> Bool {
            role == .resource ? project.targets[target].hasResourcesPhase : project.targets[target].hasSourcesPhase
        }
        var takers: [Int] = []
        if fileRole == role {
            for (target, excepted) in folder.members where !named(in: excepted) && phaseTakes(target) { takers.append(target) }
            for (target, added) in folder.guests where named(in: added) && phaseTakes(target) { takers.append(target) }
        }
        for route in folder.routed where route.role == role && named(in: route.paths) { takers.append(route.target) }
        return takers
    }

    // MARK: Swift packages

    private func lookup(
        _ path: String, role: ProjectMembership.Role, in manifest: PackageManifest, root: String,
        folders: [(target: Int, folder: String)]
    ) -> Found {
        guard let targets = manifest.targets else {
            return .unknown("its targets cannot be read without running the manifest")
        }
        // Targets do not overlap; a nested one (`path: "Sources/App/Widget"`) is the nearer.
        guard let owner = folders.filter({ ProjectPath.relative(path, to: $0.folder) != nil })
            .max(by: { $0.folder.count < $1.folder.count }),
            let relative = ProjectPath.relative(path, to: owner.folder) else { return .none }
        let target = targets[owner.target]
        if !target.unreadable.isEmpty {
            return .unknown("the \(target.unreadable.joined(separator: ", ")) of target \(target.name) cannot be read")
        }
        if role == .resource, manifest.toolsVersion == nil {
            return .unknown("the manifest has no swift-tools-version line")
        }
        guard Self.role(of: relative, in: target, toolsVersion: manifest.toolsVersion ?? OSVersion(5, 3)) == role else {
            return .none
        }
        return .targets([ProjectMembership.Target(file: manifest.path, name: target.name, kind: target.kind.rawValue,
                                                   index: owner.target)])
    }

    /// The folder of a target: its `path:`, else the first of SwiftPM's folders for its kind that holds a folder of
    /// its name. Nil for a binary target and one whose folder is not there.
    static func folder(of target: PackageManifest.Target, root: String, exists: (String) -> Bool) -> String? {
        if let path = target.path { return ProjectPath.join(root, path) }
        let parents: [String]
        switch target.kind {
        case .binaryTarget: return nil
        case .testTarget: parents = ["Tests", "Sources", "Source", "src", "srcs"]
        case .plugin: parents = ["Plugins"]
        default: parents = ["Sources", "Source", "src", "srcs"]
        }
        return parents.map { root + "/" + $0 + "/" + target.name }.first(where: exists)
    }

    /// What SwiftPM does with the file at `relative` below a target's folder, as Xcode builds packages: excluded,
    /// declared as a resource or a source, compiled by its extension, a resource Xcode knows (asset catalogs,
    /// storyboards, data models, Metal, String Catalogs from tools 5.9, any file in an `.lproj` folder), or nothing
    /// (SwiftPM warns that it is unhandled).
    static func role(of relative: Substring, in target: PackageManifest.Target, toolsVersion: OSVersion) -> ProjectMembership.Role? {
        let components = relative.split(separator: "/")
        // Hidden files, and projects and playgrounds inside the folder, are skipped.
        for (offset, component) in components.enumerated() {
            if component.hasPrefix(".") { return nil }
            if offset < components.count - 1, ["xcodeproj", "playground", "xcworkspace"].contains(Self.pathExtension(component)) {
                return nil
            }
        }
        func declared(_ paths: [String]) -> Bool {
            paths.contains { ProjectPath.isWithin(relative, Self.trimmed($0)) }
        }
        if declared(target.exclude) { return nil }
        let resources = toolsVersion >= OSVersion(5, 3)
        if resources, declared(target.resources.map(\.path)) { return .resource }
        let ext = components.last.map(Self.pathExtension) ?? ""
        if let sources = target.sources, declared(sources) {
            return Self.headers.contains(ext) ? nil : .source
        }
        guard resources else { return target.sources == nil && Self.compiled.contains(ext) ? .source : nil }
        // A folder of a known type is one resource (from tools 5.6; before that any folder with an extension).
        for component in components.dropLast() {
            let folderExtension = Self.pathExtension(component)
            guard !folderExtension.isEmpty, folderExtension != "lproj" else { continue }
            // Documentation is built apart from the bundle.
            if folderExtension == "docc" { return nil }
            if Self.xcodeResources(toolsVersion).contains(folderExtension) || toolsVersion < OSVersion(5, 6) { return .resource }
        }
        if target.sources == nil, Self.compiled.contains(ext) { return .source }
        if Self.headers.contains(ext) || ext == "modulemap" { return nil }
        if Self.xcodeResources(toolsVersion).contains(ext) { return .resource }
        // A file directly in an `.lproj` folder is a localized resource; SwiftPM skips sub-folders of one.
        if components.count >= 2, Self.pathExtension(components[components.count - 2]) == "lproj" { return .resource }
        return nil
    }

    private static let compiled: Set<String> = ["swift", "c", "m", "mm", "cc", "cpp", "cxx", "s", "S"]
    private static let headers: Set<String> = ["h", "hh", "hpp", "h++", "hp", "hxx", "H", "ipp", "def"]

    private static func xcodeResources(_ toolsVersion: OSVersion) -> Set<String> {
        var types: Set<String> = ["nib", "xib", "storyboard", "xcassets", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "metal"]
        if toolsVersion >= OSVersion(5, 9) { types.insert("xcstrings") }
        return types
    }

    private static func pathExtension(_ name: Substring) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// A declared path as SwiftPM compares it: without `./` or a trailing slash; `.` (the whole folder) is empty.
    private static func trimmed(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.hasSuffix("/") { path = path.dropLast() }
        return path == "." ? "" : String(path)
    }
}
