import RatePromptFormats

/// Reads the object graph of a `project.pbxproj` into an `XcodeProject`: configuration lists into settings, the
/// group tree into paths, build phases and synchronized folders into what each target copies and compiles.
///
/// The file is a dictionary of objects by id; the root `PBXProject` names the main group and the targets, a target
/// names its configuration list and build phases, a phase names build files, and a build file names the element
/// (file reference, variant group, version group) whose path is relative to its parent group, the project folder,
/// or a folder outside the source tree, by its `sourceTree`.
struct XcodeProjectReader {
    private let path: String
    private let objects: [String: PropertyListValue]
    /// The group that holds each element, from every group's `children`.
    private var parents: [String: String] = [:]
    private var mainGroup: String?
    /// `$(SRCROOT)`: the project folder that `SOURCE_ROOT` and the main group start from.
    private let projectFolder: String
    private var projectSettings: [String: String] = [:]
    /// Each element's place, worked out once: the groups above a thousand files are asked a thousand times.
    private let places = PlaceCache()

    private final class PlaceCache {
        var byElement: [String: Place] = [:]
    }

    /// Where an element of the group tree is.
    private enum Place {
        case path(String)
        /// Below the build products, the SDK or the developer folder: not a file of the source tree.
        case outside
        /// A source tree named after a setting whose value is not known.
        case unplaced
    }

    static func read(_ document: PropertyListDocument, into project: inout XcodeProject) {
        guard let entries = document.root?.value.lookup("objects")?.value.value.entries else {
            project.membershipProblem = document.root == nil ? "the project file does not parse" : "the project file has no objects"
            return
        }
        var objects: [String: PropertyListValue] = [:]
        for entry in entries { objects[entry.key] = entry.value.value }
        var reader = XcodeProjectReader(path: document.path, objects: objects, projectFolder: project.sourceRoot)
        reader.read(entries, rootID: document.root?.value.lookup("rootObject")?.value.value.stringValue, into: &project)
    }

    private init(path: String, objects: [String: PropertyListValue], projectFolder: String) {
        self.path = path
        self.objects = objects
        self.projectFolder = projectFolder
    }

    /// `rootID`: the file's `rootObject`; without one, the first `PBXProject` object is the project.
    private mutating func read(_ entries: [PropertyListEntry], rootID: String?, into project: inout XcodeProject) {
        var allConfigurations: [[String: BuildSettings.Setting]] = []
        var targetIDs: [String] = []
        var synchronizedGroupIDs: [String] = []
        var packageFolderIDs: [String] = []
        var rootID = rootID.flatMap { objects[$0] == nil ? nil : $0 }
        for entry in entries {
            let object = entry.value.value
            switch object.lookup("isa")?.value.value.stringValue {
            case "XCBuildConfiguration":
                allConfigurations.append(settings(of: object))
            case "PBXProject" where rootID == nil || rootID == entry.key:
                rootID = entry.key
            case "PBXNativeTarget":
                targetIDs.append(entry.key)
            case "PBXFileSystemSynchronizedRootGroup":
                synchronizedGroupIDs.append(entry.key)
            case "PBXFileReference":
                // A package folder dragged into the project is a folder reference (`wrapper` or `folder`).
                if let type = object.lookup("lastKnownFileType")?.value.value.stringValue, type == "wrapper" || type == "folder" {
                    packageFolderIDs.append(entry.key)
                }
            default:
                break
            }
            if case .array(let children)? = object.lookup("children")?.value.value {
                for child in children.compactMap(\.value.stringValue) where parents[child] == nil { parents[child] = entry.key }
            }
        }
        project.agreedSettings = BuildSettings.agreement(allConfigurations).mapValues(\.value)
        project.iOSVersionsOfAllConfigurations = allConfigurations
            .compactMap { $0[ApplePlatform.iOS.deploymentTargetSetting].flatMap { OSVersion($0.value) } }.sorted()
        var listedTargets: [String]?
        if let rootID, let root = objects[rootID] {
            if let region = root.lookup("developmentRegion"), let value = region.value.value.stringValue {
                project.developmentRegion = SourceLanguage(
                    value, origin: .xcodeProject(FileLocation(path: path, position: region.value.position)))
            }
            if case .array(let regions)? = root.lookup("knownRegions")?.value.value {
                project.knownRegions = regions.compactMap(\.value.stringValue)
            }
            project.settings = configurationList(root.lookup("buildConfigurationList")?.value.value.stringValue)
            mainGroup = root.lookup("mainGroup")?.value.value.stringValue
            if let folder = root.lookup("projectDirPath")?.value.value.stringValue, !folder.isEmpty {
                // A project whose files live elsewhere than beside the `.xcodeproj` says where.
                project.sourceRoot = ProjectPath.join(project.sourceRoot, folder)
            }
            if case .array(let ids)? = root.lookup("targets")?.value.value { listedTargets = ids.compactMap(\.value.stringValue) }
        }
        projectSettings = project.settings.agreed.mapValues(\.value)
        project.targets = targetIDs.map { readTarget($0, project: project) }
        readSynchronizedFolders(into: &project, targetIDs: targetIDs, groupIDs: synchronizedGroupIDs)
        readPackages(into: &project, targetIDs: targetIDs, folderReferences: packageFolderIDs)
        if rootID == nil {
            project.membershipProblem = "the project file has no PBXProject object"
        } else if listedTargets?.isEmpty ?? true || project.targets.isEmpty {
            project.membershipProblem = "the project lists no targets"
        } else if let fragment = project.targets.first(where: { !$0.listsBuildPhases }) {
            project.membershipProblem = "the target \(fragment.name) lists no build phases"
        }
    }

    // MARK: Settings

    /// A configuration's string settings with their locations.
    private func settings(of configuration: PropertyListValue) -> [String: BuildSettings.Setting] {
        var settings: [String: BuildSettings.Setting] = [:]
        for setting in configuration.lookup("buildSettings")?.value.value.entries ?? [] {
            guard let value = setting.value.value.stringValue else { continue }
            settings[setting.key] = BuildSettings.Setting(value: value, location: FileLocation(path: path, position: setting.value.position))
        }
        return settings
    }

    private func configurationList(_ id: String?) -> BuildSettings {
        guard let id, case .array(let ids)? = objects[id]?.lookup("buildConfigurations")?.value.value else { return BuildSettings() }
        return BuildSettings(configurations: ids.compactMap(\.value.stringValue).compactMap { id in
            guard let configuration = objects[id] else { return nil }
            return BuildSettings.Configuration(
                name: configuration.lookup("name")?.value.value.stringValue ?? "",
                settings: settings(of: configuration),
                baseConfigurationReference: configuration.lookup("baseConfigurationReference")?.value.value.stringValue)
        })
    }

    // MARK: Targets

    private func readTarget(_ id: String, project: XcodeProject) -> XcodeTarget {
        let object = objects[id] ?? .dictionary([])
        var target = XcodeTarget(
            id: id, name: object.lookup("name")?.value.value.stringValue ?? id,
            productType: object.lookup("productType")?.value.value.stringValue,
            settings: configurationList(object.lookup("buildConfigurationList")?.value.value.stringValue))
        readPlatforms(of: &target, project: project)
        guard case .array(let phases)? = object.lookup("buildPhases")?.value.value else { return target }
        target.listsBuildPhases = true
        for phaseID in phases.compactMap(\.value.stringValue) {
            guard let phase = objects[phaseID], let role = role(ofPhase: phase) else { continue }
            if phase.lookup("isa")?.value.value.stringValue == "PBXResourcesBuildPhase" { target.hasResourcesPhase = true }
            if role == .source { target.hasSourcesPhase = true }
            guard case .array(let files)? = phase.lookup("files")?.value.value else { continue }
            for buildFile in files.compactMap(\.value.stringValue) {
                guard let element = objects[buildFile]?.lookup("fileRef")?.value.value.stringValue else { continue }
                add(element, role: role, to: &target)
            }
        }
        return target
    }

    /// The platforms a target builds for and its least version of each, configuration by configuration (a setting
    /// the target leaves out is the project's configuration of the same name).
    private func readPlatforms(of target: inout XcodeTarget, project: XcodeProject) {
        let configurations = target.settings.configurations.isEmpty
            ? project.settings.configurations.map { ($0.name, [String: BuildSettings.Setting]()) }
            : target.settings.configurations.map { ($0.name, $0.settings) }
        var platforms: Set<ApplePlatform> = []
        var known = !configurations.isEmpty
        var versions: [ApplePlatform: OSVersion] = [:]
        for (name, own) in configurations {
            let inherited = project.settings.settings(of: name)
            func value(_ key: String) -> String? { (own[key] ?? inherited[key])?.value }
            if let supported = value("SUPPORTED_PLATFORMS") {
                platforms.formUnion(supported.split(separator: " ").compactMap { ApplePlatform(sdk: $0) })
            } else if let sdk = value("SDKROOT"), let platform = ApplePlatform(sdk: sdk) {
                platforms.insert(platform)
            } else {
                known = false
            }
            for platform in ApplePlatform.allCases {
                guard let text = value(platform.deploymentTargetSetting), let version = OSVersion(text) else { continue }
                versions[platform] = min(versions[platform] ?? version, version)
            }
        }
        target.platforms = known ? platforms : nil
        target.deploymentTargets = known ? versions.filter { platforms.contains($0.key) } : versions
    }

    /// What a build phase does with its files; nil for phases that neither copy into the bundle nor compile
    /// (frameworks, headers, scripts, Copy Files into the products folder or an absolute path).
    private func role(ofPhase phase: PropertyListValue) -> ProjectMembership.Role? {
        switch phase.lookup("isa")?.value.value.stringValue {
        case "PBXResourcesBuildPhase": return .resource
        case "PBXSourcesBuildPhase": return .source
        case "PBXCopyFilesBuildPhase":
            // 0 is an absolute path and 16 the products folder; the others (1 wrapper, 6 executables, 7 resources,
            // 10 frameworks, 13 plug-ins, …) are inside the bundle. Newer files name the destination instead.
            if let spec = phase.lookup("dstSubfolderSpec")?.value.value {
                let number: Int64? = switch spec {
                case .integer(let value): value
                case .string(let text): Int64(text)
                default: nil
                }
                return number == 0 || number == 16 ? nil : .resource
            }
            if let named = phase.lookup("dstSubfolder")?.value.value.stringValue {
                return named.contains("Product") || named.contains("Absolute") ? nil : .resource
            }
            return nil
        default:
            return nil
        }
    }

    /// Adds the files of a build file's element: a file or folder reference, each localization of a variant group,
    /// a version group (a Core Data model) as the folder it is.
    private func add(_ element: String, role: ProjectMembership.Role, to target: inout XcodeTarget) {
        guard let object = objects[element] else { return }
        switch object.lookup("isa")?.value.value.stringValue {
        case "PBXVariantGroup":
            guard case .array(let children)? = object.lookup("children")?.value.value else { return }
            for child in children.compactMap(\.value.stringValue) {
                let localization = objects[child]?.lookup("name")?.value.value.stringValue
                // An intent definition's variant group sits in the Sources phase; its `.strings` are copied.
                let childRole = role == .source && !XcodeFileTypes.compiled.contains(Self.pathExtension(of: child, in: objects))
                    ? ProjectMembership.Role.resource : role
                add(place(of: child), name: objects[child]?.lookup("path")?.value.value.stringValue, localization: localization,
                    role: childRole, to: &target)
            }
        case "PBXReferenceProxy":
            // A product of another project (a bundle built there): not a file of this source tree.
            return
        default:
            add(place(of: element), name: object.lookup("path")?.value.value.stringValue, localization: nil, role: role,
                to: &target)
        }
    }

    private func add(_ place: Place, name: String?, localization: String?, role: ProjectMembership.Role,
                     to target: inout XcodeTarget) {
        switch place {
        case .path(let path):
            let member = XcodeTarget.Member(path: path, localization: localization)
            if role == .resource { target.resources.append(member) } else { target.sources.append(member) }
        case .outside:
            break
        case .unplaced:
            if role == .resource, let name { target.unplacedResourceNames.insert(String(ProjectPath.name(name))) }
        }
    }

    private static func pathExtension(of element: String, in objects: [String: PropertyListValue]) -> String {
        let object = objects[element]
        let name = object?.lookup("path")?.value.value.stringValue ?? object?.lookup("name")?.value.value.stringValue ?? ""
        let last = ProjectPath.name(name)
        return last.lastIndex(of: ".").map { last[last.index(after: $0)...].lowercased() } ?? ""
    }

    // MARK: The group tree

    /// Where an element is: its `path` joined to its source tree's folder (`<group>`: the parent group's place).
    private func place(of element: String, depth: Int = 0) -> Place {
        if let known = places.byElement[element] { return known }
        let place = findPlace(of: element, depth: depth)
        places.byElement[element] = place
        return place
    }

    private func findPlace(of element: String, depth: Int) -> Place {
        guard depth < 64, let object = objects[element] else { return .unplaced }
        let own = object.lookup("path")?.value.value.stringValue
        let base: Place
        switch object.lookup("sourceTree")?.value.value.stringValue ?? "<group>" {
        case "<group>":
            if let parent = parents[element] {
                base = place(of: parent, depth: depth + 1)
            } else if element == mainGroup {
                base = .path(projectFolder)
            } else {
                // In no group: Xcode shows it nowhere, and where `<group>` starts is not written.
                base = .unplaced
            }
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR":
            base = .path(projectFolder)
        case "<absolute>":
            base = .path("/")
        case "BUILT_PRODUCTS_DIR", "SDKROOT", "DEVELOPER_DIR", "PLATFORM_DIR", "TARGET_BUILD_DIR", "BUILD_DIR",
             "CONFIGURATION_BUILD_DIR", "DERIVED_FILE_DIR", "DERIVED_FILES_DIR", "OBJROOT", "SYMROOT", "TOOLCHAIN_DIR":
            base = .outside
        case let setting:
            base = placeOfSetting(setting)
        }
        guard case .path(let folder) = base else { return base }
        return .path(own.map { ProjectPath.join(folder, $0) } ?? folder)
    }

    /// A source tree named after a build setting (`PODS_ROOT`): its project-wide value when that is a path in or
    /// below the project folder, or absolute.
    private func placeOfSetting(_ name: String) -> Place {
        guard var value = projectSettings[name] else { return .unplaced }
        for prefix in ["$(SRCROOT)", "${SRCROOT}", "$(PROJECT_DIR)", "${PROJECT_DIR}", "$(SOURCE_ROOT)", "${SOURCE_ROOT}"]
        where value.hasPrefix(prefix) {
            value = projectFolder + value.dropFirst(prefix.count)
        }
        guard !value.contains("$") else { return .unplaced }
        return .path(ProjectPath.join(projectFolder, value))
    }

    // MARK: Packages and dependencies

    /// The package products each target links and the targets it depends on, and the folders that may hold the
    /// project's local packages.
    private func readPackages(into project: inout XcodeProject, targetIDs: [String], folderReferences: [String]) {
        // A local reference's path is relative to the folder that holds the `.xcodeproj`.
        let projectFileFolder = ProjectPath.parent(ProjectPath.parent(path))
        var folders: [String] = []
        for id in folderReferences {
            if case .path(let folder) = place(of: id) { folders.append(folder) }
        }
        let targetIndex = Dictionary(targetIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, id) in targetIDs.enumerated() {
            guard let target = objects[id] else { continue }
            if case .array(let products)? = target.lookup("packageProductDependencies")?.value.value {
                for productID in products.compactMap(\.value.stringValue) {
                    guard let product = objects[productID],
                          let name = product.lookup("productName")?.value.value.stringValue,
                          !name.hasPrefix("plugin:") else { continue }
                    var package = XcodeTarget.PackageProduct.Package.unnamed
                    if let packageID = product.lookup("package")?.value.value.stringValue, let reference = objects[packageID] {
                        switch reference.lookup("isa")?.value.value.stringValue {
                        case "XCLocalSwiftPackageReference":
                            if let relative = reference.lookup("relativePath")?.value.value.stringValue {
                                package = .local(folder: ProjectPath.join(projectFileFolder, relative))
                            }
                        default:
                            package = .remote
                        }
                    }
                    project.targets[index].packageProducts.append(XcodeTarget.PackageProduct(name: name, package: package))
                }
            }
            if case .array(let dependencies)? = target.lookup("dependencies")?.value.value {
                project.targets[index].dependencies = dependencies.compactMap(\.value.stringValue).compactMap { dependency in
                    objects[dependency]?.lookup("target")?.value.value.stringValue.flatMap { targetIndex[$0] }
                }
            }
        }
        for object in objects.values where object.lookup("isa")?.value.value.stringValue == "XCLocalSwiftPackageReference" {
            if let relative = object.lookup("relativePath")?.value.value.stringValue {
                folders.append(ProjectPath.join(projectFileFolder, relative))
            }
        }
        folders += project.synchronizedFolders.map(\.path)
        var seen: Set<String> = []
        project.packageFolders = folders.sorted().filter { seen.insert($0).inserted }
    }

    // MARK: Synchronized folders

    private func readSynchronizedFolders(into project: inout XcodeProject, targetIDs: [String], groupIDs: [String]) {
        let targetIndex = Dictionary(targetIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var phaseOwners: [String: (target: Int, role: ProjectMembership.Role)] = [:]
        for (index, id) in targetIDs.enumerated() {
            guard case .array(let phases)? = objects[id]?.lookup("buildPhases")?.value.value else { continue }
            for phase in phases.compactMap(\.value.stringValue) {
                if let object = objects[phase], let role = role(ofPhase: object) { phaseOwners[phase] = (index, role) }
            }
        }
        // Every folder, in file order, also those no target lists: they may give files to one by an exception set.
        var folderIndex: [String: Int] = [:]
        var groups: [(id: String, folder: Int)] = []
        for id in groupIDs {
            guard let object = objects[id], case .path(let path) = place(of: id) else { continue }
            var folder = SynchronizedFolder(path: path)
            if case .array(let folders)? = object.lookup("explicitFolders")?.value.value {
                folder.explicitFolders = Set(folders.compactMap(\.value.stringValue))
            }
            for entry in object.lookup("explicitFileTypes")?.value.value.entries ?? [] {
                if let type = entry.value.value.stringValue { folder.explicitFileTypes[entry.key] = type }
            }
            folderIndex[id] = project.synchronizedFolders.count
            groups.append((id, project.synchronizedFolders.count))
            project.synchronizedFolders.append(folder)
        }
        for (index, id) in targetIDs.enumerated() {
            guard case .array(let listed)? = objects[id]?.lookup("fileSystemSynchronizedGroups")?.value.value else { continue }
            for group in listed.compactMap(\.value.stringValue) {
                guard let folder = folderIndex[group] else { continue }
                project.synchronizedFolders[folder].members[index] = []
                project.targets[index].synchronizedFolders.append(folder)
            }
        }
        for (group, folder) in groups {
            guard case .array(let exceptions)? = objects[group]?.lookup("exceptions")?.value.value else { continue }
            for exceptionID in exceptions.compactMap(\.value.stringValue) {
                guard let exception = objects[exceptionID] else { continue }
                let paths: Set<String>
                if case .array(let names)? = exception.lookup("membershipExceptions")?.value.value {
                    paths = Set(names.compactMap(\.value.stringValue))
                } else {
                    paths = []
                }
                switch exception.lookup("isa")?.value.value.stringValue {
                case "PBXFileSystemSynchronizedBuildFileExceptionSet":
                    guard let id = exception.lookup("target")?.value.value.stringValue, let target = targetIndex[id] else { continue }
                    if project.synchronizedFolders[folder].members[target] != nil {
                        project.synchronizedFolders[folder].members[target]?.formUnion(paths)
                    } else {
                        project.synchronizedFolders[folder].guests[target, default: []].formUnion(paths)
                        if !project.targets[target].synchronizedFolders.contains(folder) {
                            project.targets[target].synchronizedFolders.append(folder)
                        }
                    }
                case "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet":
                    guard let phase = exception.lookup("buildPhase")?.value.value.stringValue,
                          let owner = phaseOwners[phase] else { continue }
                    project.synchronizedFolders[folder].routed.append((owner.target, owner.role, paths))
                default:
                    continue
                }
            }
        }
    }
}
