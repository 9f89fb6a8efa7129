import Foundation
import RatePromptFormats

/// The Xcode projects, XcodeGen specs and Swift packages around the files of one run, found by walking up from a
/// file's folder and each read once, whichever thread asks first: the bundle settings of every table, the deployment target of every
/// Swift file and the membership of every input come from the same reading.
///
/// Files given in memory (a linter's inputs, a test's) are looked at before the disk, by their path.
package final class ProjectLocator: @unchecked Sendable {
    /// What one folder holds that matters here, looked up once per folder per run.
    struct Markers: Sendable {
        var infoPlist: String?
        /// Every `*.xcodeproj/project.pbxproj` of the folder, by the project's name.
        var xcodeProjects: [String] = []
        var packageManifest: String?
        /// XcodeGen's spec (`project.yml`), which describes the folder where no Xcode project does (a generated
        /// project is often not committed; where it is, it is what Xcode builds, and is read instead).
        var generatorSpec: String?
        /// An `Info.plist`, a `Package.swift` or an Xcode project is here, or the folder is a `*.bundle`, `*.appex`,
        /// `*.framework` or `*.app`: resources below it go into one bundle.
        var isBundle = false
        /// The top of a repository (`.git`): nothing above it builds what is below.
        var isRepositoryRoot = false

        /// The first Xcode project by name.
        var xcodeProject: String? { xcodeProjects.first }

        /// Whether a project, a package or a generator's spec describes the files below.
        var describes: Bool { !xcodeProjects.isEmpty || packageManifest != nil || generatorSpec != nil }
    }

    /// The in-memory files, by absolute path.
    private let files: [String: [UInt8]]
    /// The names directly in each folder that holds an in-memory file (or a folder of one).
    private let knownNames: [String: Set<String>]
    /// The names in folders a walk has just listed, by absolute path: read instead of the disk.
    private let listings: [String: [String]]
    private let workingDirectory: String
    private let markerCache = OnceCache<String, Markers>()
    private let documents = OnceCache<String, PropertyListDocument>()
    private let projects = OnceCache<String, XcodeProject>()
    private let manifests = OnceCache<String, PackageManifest>()
    private let specs = OnceCache<String, XcodeGenSpec>()
    private let indexes = OnceCache<String, MembershipIndex>()
    private let describers = OnceCache<String, [String]>()
    private let deploymentTargets = OnceCache<String, DeploymentAnswer?>()
    private let linkedPackageTargets = OnceCache<String, [Set<PackageTarget>]>()
    private let productManifests = OnceCache<String, String?>()

    /// The deployment target found for a folder: the file that says it (absolute) and its iOS version.
    private struct DeploymentAnswer {
        var source: String
        var iOS: OSVersion?
    }

    /// `files`: the bytes of manifests, project files and property lists by path, as a linter was given them;
    /// relative paths are relative to the working folder. `listings`: the names in the folders a walk listed
    /// (`InputFiles.Listing.folders`). `otherPaths`: the linter's other in-memory files, whose folders are then known
    /// to be there (a package target's `Sources/<name>`).
    /// `read`: Xcode projects another locator has already read (`xcodeProject(_:)`), by their path.
    package init(
        files: [String: [UInt8]] = [:], listings: [String: [String]] = [:], otherPaths: [String] = [],
        read: [String: XcodeProject] = [:]
    ) {
        self.listings = listings
        let workingDirectory = FileSystem.currentDirectory
        self.workingDirectory = workingDirectory
        for (path, project) in read {
            _ = projects.value(ProjectPath.absolute(path, base: workingDirectory)) { project }
        }
        var absolute: [String: [UInt8]] = [:]
        var names: [String: Set<String>] = [:]
        for (path, bytes) in files {
            let full = ProjectPath.absolute(path, base: workingDirectory)
            if absolute[full] == nil { absolute[full] = bytes }
        }
        for path in Array(files.keys) + otherPaths {
            let full = ProjectPath.absolute(path, base: workingDirectory)
            var child = full
            while child != "/" {
                let parent = ProjectPath.parent(child)
                names[parent, default: []].insert(String(ProjectPath.name(child)))
                child = parent
            }
        }
        self.files = absolute
        knownNames = names
    }

    /// Whether a linter's input is a file this locator reads: a `Package.swift`, an Xcode project file or an
    /// `Info.plist` (given here, it is not read from disk again).
    package static func isProjectDescription(_ path: String) -> Bool {
        path.hasSuffix("/Package.swift") || path == "Package.swift" || path.hasSuffix(".xcodeproj/project.pbxproj")
            || path.hasSuffix("/Info.plist") || path == "Info.plist" || isGeneratorSpec(path)
    }

    /// Whether `path` is XcodeGen's spec by its name (`project.yml`, `project.yaml`).
    static func isGeneratorSpec(_ path: String) -> Bool {
        ["project.yml", "project.yaml"].contains { path == $0 || path.hasSuffix("/" + $0) }
    }

    /// The names in `folder`: the walk's listing when it listed the folder, else the disk's; none for a folder that
    /// cannot be listed.
    package func names(in folder: String) -> Set<String> {
        let folder = ProjectPath.absolute(folder, base: workingDirectory)
        return Set(listings[folder] ?? (try? FileSystem.entries(of: folder).get())?.map(\.name) ?? [])
            .union(knownNames[folder] ?? [])
    }

    // MARK: Reading, once

    func markers(in folder: String) -> Markers {
        let folder = ProjectPath.absolute(folder, base: workingDirectory)
        return markerCache.value(folder) {
            var names = Set(listings[folder] ?? (try? FileSystem.entries(of: folder).get())?.map(\.name) ?? [])
            names.formUnion(knownNames[folder] ?? [])
            let prefix = folder == "/" ? "/" : folder + "/"
            var markers = Markers(isRepositoryRoot: names.contains(".git"))
            if names.contains("Info.plist") { markers.infoPlist = prefix + "Info.plist" }
            if names.contains("Package.swift") { markers.packageManifest = prefix + "Package.swift" }
            markers.xcodeProjects = names.filter { $0.hasSuffix(".xcodeproj") }.sorted()
                .map { prefix + $0 + "/project.pbxproj" }.filter(exists)
            markers.generatorSpec = ["project.yml", "project.yaml"].first(where: names.contains).map { prefix + $0 }
            let name = ProjectPath.name(folder)
            markers.isBundle = markers.infoPlist != nil || markers.packageManifest != nil || !markers.xcodeProjects.isEmpty
                || [".bundle", ".appex", ".framework", ".app"].contains { name.hasSuffix($0) }
            return markers
        }
    }

    /// A property list (an `Info.plist`), read once.
    package func propertyList(_ path: String) -> PropertyListDocument {
        let path = ProjectPath.absolute(path, base: workingDirectory)
        return documents.value(path) { readPropertyList(path) }
    }

    /// The `project.pbxproj` of each Xcode project directly in `folder` (where an app's own usually is), by name.
    package static func topLevelProjects(in folder: String) -> [String] {
        guard case .success(let entries) = FileSystem.entries(of: folder) else { return [] }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return entries.map(\.name).filter { !$0.hasPrefix(".") && $0.hasSuffix(".xcodeproj") }.sorted()
            .map { prefix + $0 + "/project.pbxproj" }
    }

    /// An Xcode project, read once.
    package func xcodeProject(_ path: String) -> XcodeProject {
        let path = ProjectPath.absolute(path, base: workingDirectory)
        return projects.value(path) { XcodeProject(readPropertyList(path)) }
    }

    /// An XcodeGen spec, with the specs it includes, read once.
    func xcodeGenSpec(_ path: String) -> XcodeGenSpec {
        let path = ProjectPath.absolute(path, base: workingDirectory)
        return specs.value(path) {
            XcodeGenSpecReader.read(path: path) { file in
                if let bytes = files[file] { return String(decoding: bytes, as: UTF8.self) }
                guard case .success(let data) = InputFile.read(file) else { return nil }
                return String(decoding: data, as: UTF8.self)
            }
        }
    }

    /// The Xcode project a `project.pbxproj` is, or the one an XcodeGen spec (`project.yml`) describes.
    package func project(at path: String) -> XcodeProject {
        Self.isGeneratorSpec(path) ? xcodeGenSpec(path).project : xcodeProject(path)
    }

    /// A package manifest, read once.
    package func packageManifest(_ path: String) -> PackageManifest {
        let path = ProjectPath.absolute(path, base: workingDirectory)
        return manifests.value(path) {
            if let bytes = files[path] { return PackageManifest(path: path, text: String(decoding: bytes, as: UTF8.self)) }
            switch InputFile.read(path) {
            case .success(let data):
                return PackageManifest(path: path, text: String(decoding: data, as: UTF8.self))
            case .failure(let diagnostic):
                var manifest = PackageManifest(path: path, text: "")
                manifest.unreadable = [diagnostic.message]
                return manifest
            }
        }
    }

    private func readPropertyList(_ path: String) -> PropertyListDocument {
        if let bytes = files[path] { return PropertyListReader().read(bytes, path: path) }
        return PropertyListReader().read(contentsOf: path)
    }

    private func exists(_ path: String) -> Bool {
        files[path] != nil || FileSystem.exists(path)
    }

    private func folderExists(_ path: String) -> Bool {
        knownNames[path] != nil || FileSystem.isDirectory(path)
    }

    // MARK: Deployment targets

    /// The least iOS version the nearest `Package.swift` or Xcode project (or XcodeGen spec) in the file's folder or
    /// above builds for.
    /// A package wins over a project in the same folder; a package that names no iOS version builds for SwiftPM's
    /// oldest, taken as iOS 12; a project gives the least `IPHONEOS_DEPLOYMENT_TARGET` of its targets that build for
    /// iOS, and one that builds for no iOS gives a target without a version. Nil when nothing is found, or the
    /// package's `platforms:` cannot be read.
    package func deploymentTarget(forFileAt path: String) -> DeploymentTarget? {
        let file = ProjectPath.absolute(path, base: workingDirectory)
        guard let found = deploymentTarget(inOrAbove: ProjectPath.parent(file)) else { return nil }
        return DeploymentTarget(iOS: found.iOS, source: spelled(found.source, like: path))
    }

    private func deploymentTarget(inOrAbove folder: String) -> DeploymentAnswer? {
        deploymentTargets.value(folder) {
            let markers = markers(in: folder)
            if let path = markers.packageManifest {
                guard let platforms = packageManifest(path).platforms else { return nil }
                return DeploymentAnswer(source: path, iOS: platforms[.iOS] ?? OSVersion(12))
            }
            let projects = markers.xcodeProjects.isEmpty ? (markers.generatorSpec.map { [$0] } ?? []) : markers.xcodeProjects
            if let first = projects.first {
                for path in projects {
                    if let iOS = project(at: path).leastIOSDeploymentTarget { return DeploymentAnswer(source: path, iOS: iOS) }
                }
                return DeploymentAnswer(source: first, iOS: nil)
            }
            return folder == "/" ? nil : deploymentTarget(inOrAbove: ProjectPath.parent(folder))
        }
    }

    /// `found` as the caller spells paths: relative to the working folder when `query` was relative.
    private func spelled(_ found: String, like query: String) -> String {
        guard !query.hasPrefix("/") else { return found }
        return ProjectPath.relative(found, to: workingDirectory).map(String.init) ?? found
    }

    // MARK: Membership

    /// Which targets take the file at `path` in `role` (copy it into their bundle, or compile it): those of the Xcode
    /// projects (else the XcodeGen spec) and package in the nearest folder that has any, else, when none of them takes it, of the next such
    /// folder up, to the top of the repository. `boundary` (a folder) stops the search there: projects above it
    /// are not asked, as when a run should only trust what describes the folder it was given.
    ///
    /// Cheap for thousands of files: each project is read and indexed once, and each file costs a few lookups per
    /// folder above it.
    package func membership(
        ofFileAt path: String, as role: ProjectMembership.Role = .resource, within boundary: String? = nil
    ) -> ProjectMembership {
        let file = ProjectPath.absolute(path, base: workingDirectory)
        var folders = describingFolders(from: ProjectPath.parent(file))
        if let boundary {
            let top = ProjectPath.absolute(boundary, base: workingDirectory)
            folders = folders.filter { $0 == top || ProjectPath.relative($0, to: top) != nil }
        }
        guard !folders.isEmpty else { return .undescribed }
        var describedBy: [String] = []
        var unknown: ProjectMembership?
        for folder in folders {
            let markers = markers(in: folder)
            var taking: [ProjectMembership.Target] = []
            let described = markers.xcodeProjects.map { ($0, index(ofProject: $0)) }
                + (markers.xcodeProjects.isEmpty ? markers.generatorSpec.map { [($0, index(ofSpec: $0))] } ?? [] : [])
                + (markers.packageManifest.map { [($0, index(ofPackage: $0))] } ?? [])
            for (describer, index) in described {
                switch index.lookup(file, role: role) {
                case .targets(let targets): taking += targets
                case .none: describedBy.append(describer)
                case .unknown(let reason): if unknown == nil { unknown = .unknown(describedBy: describer, reason: reason) }
                }
            }
            if !taking.isEmpty { return .targets(taking) }
        }
        return unknown ?? .noTarget(describedBy: describedBy)
    }

    /// The folders from `folder` up to the top of the repository that hold a project, a package or a spec.
    private func describingFolders(from folder: String) -> [String] {
        describers.value(folder) {
            let markers = markers(in: folder)
            let here = markers.describes ? [folder] : []
            if markers.isRepositoryRoot || folder == "/" || folder.isEmpty { return here }
            return here + describingFolders(from: ProjectPath.parent(folder))
        }
    }

    private func index(ofProject path: String) -> MembershipIndex {
        indexes.value(path) { MembershipIndex(xcodeProject(path)) }
    }

    private func index(ofSpec path: String) -> MembershipIndex {
        indexes.value(path) { MembershipIndex(xcodeGenSpec(path)) }
    }

    private func index(ofPackage path: String) -> MembershipIndex {
        indexes.value(path) { MembershipIndex(packageManifest(path), folderExists: folderExists) }
    }

    // MARK: Package links

    /// A target of a Swift package, by its `Package.swift` (absolute) and its name.
    package struct PackageTarget: Sendable, Hashable {
        var manifest: String
        package internal(set) var name: String
    }

    /// The app and extension targets whose main bundle the code of `packageTarget` (a target of a `Package.swift`)
    /// runs in: those that link it — a product made of it, a product whose targets depend on it (in its package or
    /// through a local package, `.package(path:)`), or a framework target they embed that links it — among the
    /// Xcode projects (else XcodeGen specs) in the package's folder or above it, to the top of the repository, and
    /// those of `projects` (`project.pbxproj` and `project.yml` files the run found elsewhere, such as an app in a
    /// folder beside the package). A remote package is never read; a product or a dependency that cannot be read
    /// links nothing.
    package func hosts(of packageTarget: ProjectMembership.Target, alsoAmong projects: Set<String> = []) -> [ProjectMembership.Target] {
        let key = PackageTarget(manifest: ProjectPath.absolute(packageTarget.file, base: workingDirectory), name: packageTarget.name)
        var candidates = Set(projects.map { ProjectPath.absolute($0, base: workingDirectory) })
        for folder in describingFolders(from: ProjectPath.parent(key.manifest)) {
            let markers = markers(in: folder)
            candidates.formUnion(markers.xcodeProjects.isEmpty ? markers.generatorSpec.map { [$0] } ?? [] : markers.xcodeProjects)
        }
        var hosts: [ProjectMembership.Target] = []
        for file in candidates.sorted() {
            let project = project(at: file)
            let linked = packageTargets(linkedByTargetsOf: file)
            for (index, target) in project.targets.enumerated() where target.hasMainBundle {
                // The target, and the frameworks and libraries it embeds (and those they embed).
                var pending = [index]
                var seen: Set<Int> = [index]
                var links = false
                while let next = pending.popLast(), !links {
                    links = index < linked.count && linked[next].contains(key)
                    for dependency in project.targets[next].dependencies
                    where project.targets[dependency].isLibrary && seen.insert(dependency).inserted {
                        pending.append(dependency)
                    }
                }
                if links {
                    hosts.append(ProjectMembership.Target(file: file, name: target.name, kind: target.productType, index: index))
                }
            }
        }
        return hosts
    }

    /// Whether Xcode adds the strings a target's Swift asks for to the String Catalogs the target ships each time it
    /// builds it: an Xcode project's or XcodeGen spec's target whose `SWIFT_EMIT_LOC_STRINGS` (its own, else the
    /// project's) is `YES`. Xcode's default is `NO`; its templates write `YES`, XcodeGen's presets do not.
    package func extractsStrings(_ target: ProjectMembership.Target) -> Bool {
        guard !target.isPackageTarget else { return false }
        let project = project(at: target.file)
        guard target.index < project.targets.count else { return false }
        let setting = "SWIFT_EMIT_LOC_STRINGS"
        return (project.targets[target.index].settings.agreed[setting] ?? project.settings.agreed[setting])?.value == "YES"
    }

    /// The package targets each target of the project at `path` (a `project.pbxproj` or `project.yml`) links, by
    /// target index, read once.
    func packageTargets(linkedByTargetsOf path: String) -> [Set<PackageTarget>] {
        linkedPackageTargets.value(ProjectPath.absolute(path, base: workingDirectory)) {
            let project = project(at: path)
            return project.targets.map { target in
                var pending: [PackageTarget] = []
                for product in target.packageProducts {
                    guard let manifest = manifest(providing: product, of: project) else { continue }
                    for name in packageManifest(manifest).targets(ofProduct: product.name) ?? [] {
                        pending.append(PackageTarget(manifest: manifest, name: name))
                    }
                }
                return closure(of: pending)
            }
        }
    }

    /// The package targets `start` are, and every one they depend on, in their package and the local packages it
    /// depends on.
    private func closure(of start: [PackageTarget]) -> Set<PackageTarget> {
        var found: Set<PackageTarget> = []
        var pending = start
        while let next = pending.popLast() {
            guard found.insert(next).inserted else { continue }
            let manifest = packageManifest(next.manifest)
            guard let target = manifest.targets?.first(where: { $0.name == next.name }),
                  let dependencies = target.dependencies else { continue }
            func product(_ name: String, in packages: [PackageManifest.LocalPackage]) {
                for package in packages {
                    let path = package.folder + "/Package.swift"
                    guard markers(in: package.folder).packageManifest != nil,
                          let targets = packageManifest(path).targets(ofProduct: name) else { continue }
                    pending += targets.map { PackageTarget(manifest: path, name: $0) }
                    return
                }
            }
            for dependency in dependencies {
                switch dependency {
                case .target(let name):
                    pending.append(PackageTarget(manifest: next.manifest, name: name))
                case .byName(let name):
                    if manifest.targets?.contains(where: { $0.name == name }) == true {
                        pending.append(PackageTarget(manifest: next.manifest, name: name))
                    } else {
                        product(name, in: manifest.localPackages ?? [])
                    }
                case .product(let name, let package):
                    product(name, in: (manifest.localPackages ?? []).filter { $0.isNamed(package) })
                }
            }
        }
        return found
    }

    /// The `Package.swift` that provides a product a target of `project` links: the local package it names, else
    /// the first of the project's package folders (or their sub-folders) whose package has a product of that name,
    /// as Xcode finds a product whose package the project does not name. Nil for a remote package.
    private func manifest(providing product: XcodeTarget.PackageProduct, of project: XcodeProject) -> String? {
        switch product.package {
        case .remote:
            return nil
        case .local(let folder):
            return markers(in: folder).packageManifest
        case .unnamed:
            return productManifests.value(project.path + "\u{0}" + product.name) {
                for folder in project.packageFolders {
                    for candidate in [folder] + subfolders(of: folder) {
                        guard let path = markers(in: candidate).packageManifest else { continue }
                        if packageManifest(path).targets(ofProduct: product.name) != nil { return path }
                    }
                }
                return nil
            }
        }
    }

    /// The folders directly in `folder`, from the walk's listing, the in-memory files, or the disk.
    private func subfolders(of folder: String) -> [String] {
        let prefix = folder == "/" ? "/" : folder + "/"
        if let listed = listings[folder] {
            return listed.map { prefix + $0 }.filter { listings[$0] != nil || folderExists($0) }
        }
        var names = Set(knownNames[folder] ?? []).filter { knownNames[prefix + $0] != nil }
        if case .success(let entries) = FileSystem.entries(of: folder) {
            names.formUnion(entries.filter { $0.kind == .directory }.map(\.name))
        }
        return names.filter { !$0.hasPrefix(".") }.sorted().map { prefix + $0 }
    }
}
