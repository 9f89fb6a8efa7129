/// A folder Xcode 16 keeps in sync with the disk (`PBXFileSystemSynchronizedRootGroup`): every file below it belongs
/// to the targets that list the folder (`fileSystemSynchronizedGroups`), each going to the Sources or the Resources
/// phase by its type, except what an exception set changes.
struct SynchronizedFolder: Sendable {
    /// Absolute and normalized.
    var path: String
    /// The targets (indices into `XcodeProject.targets`) that list the folder, each with the paths (relative to the
    /// folder, a folder standing for what is below it) its `membershipExceptions` take out of it.
    var members: [Int: Set<String>] = [:]
    /// Targets that do not list the folder but take some of its files: the same `membershipExceptions` key, which
    /// for a target outside the folder adds the files it names (how Xcode shares one file of a folder with an
    /// extension).
    var guests: [Int: Set<String>] = [:]
    /// Files a build-phase exception set (`PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet`) routes
    /// into one phase of a target, usually a Copy Files phase: target index, what that phase does, the paths.
    var routed: [(target: Int, role: ProjectMembership.Role, paths: Set<String>)] = []
    /// Sub-folders Xcode treats as one item (`explicitFolders`): copied whole, whatever they hold.
    var explicitFolders: Set<String> = []
    /// File types set by hand (`explicitFileTypes`), by relative path.
    var explicitFileTypes: [String: String] = [:]

    init(path: String) {
        self.path = path
    }

    /// What Xcode does with the file at `relative` (below the folder) in a target that takes it: compiles it,
    /// copies it into the bundle, or neither (headers, build configuration, linked libraries).
    func role(of relative: Substring) -> ProjectMembership.Role? {
        let components = relative.split(separator: "/")
        var prefix = ""
        for component in components.dropLast() {
            prefix = prefix.isEmpty ? String(component) : prefix + "/" + component
            if explicitFolders.contains(prefix) { return .resource }
            if let type = explicitFileTypes[prefix] { return Self.role(ofType: type) }
            // A folder of a known type is one item: an asset catalog is compiled into the bundle, a data model is
            // compiled, a framework is linked.
            if let dot = component.lastIndex(of: "."),
               let role = Self.folderRoles[component[component.index(after: dot)...].lowercased()] {
                return role
            }
        }
        if let type = explicitFileTypes[String(relative)] { return Self.role(ofType: type) }
        guard let last = components.last else { return nil }
        let ext = last.lastIndex(of: ".").map { last[last.index(after: $0)...].lowercased() } ?? ""
        if XcodeFileTypes.compiled.contains(ext) { return .source }
        if XcodeFileTypes.neither.contains(ext) { return nil }
        return .resource
    }

    /// Folder extensions whose contents are one item, and what becomes of it (nil: linked or embedded, neither
    /// copied as a resource nor compiled).
    private static let folderRoles: [String: ProjectMembership.Role?] = [
        "xcassets": .resource, "bundle": .resource, "scnassets": .resource, "xcdatamodeld": .source,
        "xcdatamodel": .source, "xcmappingmodel": .source, "mlpackage": .source, "rcproject": .source, "docc": nil,
        "framework": nil, "xcframework": nil, "appex": nil, "app": nil,
    ]

    /// A role from an Xcode file type (`sourcecode.swift`, `folder`, `text.plist.strings`).
    private static func role(ofType type: String) -> ProjectMembership.Role? {
        if type.hasPrefix("sourcecode.c.h") || type.hasPrefix("sourcecode.cpp.h") { return nil }
        if type.hasPrefix("sourcecode.") { return .source }
        if type.hasPrefix("wrapper.framework") || type == "text.xcconfig" { return nil }
        return .resource
    }
}

/// How Xcode treats a file by its extension, where a build phase does not say (synchronized folders, the members of
/// a variant group in a Sources phase).
enum XcodeFileTypes {
    /// Compiled by the Sources phase: code, shaders, intent definitions, data and ML models, documentation.
    static let compiled: Set<String> = [
        "swift", "m", "mm", "c", "cc", "cpp", "cxx", "c++", "s", "metal", "iig", "intentdefinition", "xcdatamodeld",
        "xcdatamodel", "xcmappingmodel", "mlmodel", "mlpackage", "rcproject",
    ]
    /// Neither compiled nor copied: headers, build configuration and entitlements, test plans, module maps, linked
    /// libraries.
    static let neither: Set<String> = [
        "h", "hh", "hpp", "hxx", "ipp", "pch", "xcconfig", "entitlements", "xctestplan", "modulemap", "a", "dylib",
        "tbd", "framework", "xcframework",
    ]
}
