import Foundation
import RatePromptFormats

/// The Xcode projects and Swift packages around the files of one run, found by walking up from a file's folder and
/// each read once, whichever thread asks first: the bundle settings of every table, the deployment target of every
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
        /// A project generator's spec (XcodeGen's `project.yml`): the folder is described by a project RatePrompt
        /// does not read.
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
    private let indexes = OnceCache<String, MembershipIndex>()
    private let describers = OnceCache<String, [String]>()
    private let deploymentTargets = OnceCache<String, DeploymentAnswer?>()

    /// The deployment target found for a folder: the file that says it (absolute) and its iOS version.
    private struct DeploymentAnswer {
        var source: String
        var iOS: OSVersion?
    }

    /// `files`: the bytes of manifests, project files and property lists by path, as a linter was given them;
    /// relative paths are relative to the working folder. `otherFiles`: the paths of the other files it was given,
    /// which its folders are known to hold too. `listings`: the names in the folders a walk listed
    /// (`InputFiles.Listing.folders`).
    package init(files: [String: [UInt8]] = [:], otherFiles: [String] = [], listings: [String: [String]] = [:]) {
        self.listings = listings
        let workingDirectory = FileSystem.currentDirectory
        self.workingDirectory = workingDirectory
        var absolute: [String: [UInt8]] = [:]
        var names: [String: Set<String>] = [:]
        for (path, bytes) in files.map({ ($0.key, Optional($0.value)) }) + otherFiles.map({ ($0, nil) }) {
            let full = ProjectPath.absolute(path, base: workingDirectory)
            if let bytes, absolute[full] == nil { absolute[full] = bytes }
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
            || path.hasSuffix("/Info.plist") || path == "Info.plist"
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

    /// An Xcode project, read once.
    package func xcodeProject(_ path: String) -> XcodeProject {
        let path = ProjectPath.absolute(path, base: workingDirectory)
        return projects.value(path) { XcodeProject(readPropertyList(path)) }
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

    /// The least iOS version the nearest `Package.swift` or Xcode project in the file's folder or above builds for.
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
            if let first = markers.xcodeProjects.first {
                for path in markers.xcodeProjects {
                    if let iOS = xcodeProject(path).leastIOSDeploymentTarget { return DeploymentAnswer(source: path, iOS: iOS) }
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
    /// projects and package in the nearest folder that has any, else, when none of them takes it, of the next such
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
                + (markers.packageManifest.map { [($0, index(ofPackage: $0))] } ?? [])
            for (describer, index) in described {
                switch index.lookup(file, role: role) {
                case .targets(let targets): taking += targets
                case .none: describedBy.append(describer)
                case .unknown(let reason): if unknown == nil { unknown = .unknown(describedBy: describer, reason: reason) }
                }
            }
            if !taking.isEmpty { return .targets(taking) }
            if described.isEmpty, unknown == nil, let spec = markers.generatorSpec {
                unknown = .unknown(describedBy: spec, reason: "the project is generated from this spec, which RatePrompt does not read")
            }
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

    private func index(ofPackage path: String) -> MembershipIndex {
        indexes.value(path) { MembershipIndex(packageManifest(path), folderExists: folderExists) }
    }
}
