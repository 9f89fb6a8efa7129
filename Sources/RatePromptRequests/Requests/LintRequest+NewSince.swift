import Foundation
import RatePromptFormats
import RatePromptCore
import RatePromptLint

extension LintRequest {
    /// The findings that the tree at `git merge-base HEAD revision` did not have: `lint --new-since`.
    ///
    /// The old tree's files are written from git's objects to a temporary folder, so the working tree and the index
    /// are never touched, and linted with this run's settings: the `.rateprompt.yml` of the working tree, not the old
    /// one, so that a change that turns a rule on or tightens a severity reports what the change adds, not every old
    /// finding of that rule (SwiftLint's and Danger's gates do the same). Findings are matched as a baseline matches
    /// them (`LintBaseline`): by file relative to the repository's top, rule, and key, each key of a grouped finding on
    /// its own, or message; never by line.
    func newFindings(
        _ findings: [LintFinding], since revision: String, settings: [LintConfiguration]
    ) throws(GitRepository.Failure) -> [LintFinding] {
        let repository = try GitRepository(containing: roots[0])
        // Each root's path in the repository, and the top as this run names it (the roots' paths may go through
        // links that git resolves): the folder both trees' findings are made relative to.
        var relatives: [String] = []
        var top: String?
        for root in roots {
            let relative = try repository.relativePath(of: root)
            let suffix = relative.isEmpty ? "" : "/" + relative
            guard root.hasSuffix(suffix), top == nil || top == String(root.dropLast(suffix.count)) else {
                throw GitRepository.Failure(description: "cannot tell where \(root) lies in the repository at \(repository.top)")
            }
            top = String(root.dropLast(suffix.count))
            relatives.append(relative)
        }
        let base = top ?? repository.top
        let commit = try repository.mergeBase(with: revision)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-new-since-\(UUID().uuidString)")
        let tree = folder.appendingPathComponent("tree").path
        do {
            try FileManager.default.createDirectory(atPath: tree, withIntermediateDirectories: true)
        } catch {
            throw GitRepository.Failure(description: "cannot make a temporary folder: \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }

        let oldSettings = settings.map { Self.rebased($0, from: base, to: tree) }
        // Files `config:` lists in the repository, wherever they are, are linted in both trees.
        let listed = Set(settings.flatMap { settings in
            settings.configurationFiles.compactMap { file -> String? in
                guard let folder = settings.baseDirectory else { return nil }
                let full = file.hasPrefix("/") ? file : Self.absolute(file, in: folder)
                return full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1)) : nil
            }
        })
        let wanted = Self.OldTreeFiles(roots: relatives, listed: listed)
        try repository.write(try repository.files(at: commit).filter { wanted.contains($0) }, to: tree)
        // The search for an app's Info.plist or project stops at a repository's top, as it does in the working tree.
        _ = FileSystem.createFile(tree + "/.git", contents: Data())

        var old: [LintFinding] = []
        for (relative, settings) in zip(relatives, oldSettings) {
            let path = relative.isEmpty ? tree : tree + "/" + relative
            // A file or folder the old tree did not have: everything in it is new.
            guard FileSystem.exists(path) else { continue }
            old += Linter(configuration: settings, stages: stages).lint(path: path).findings
        }
        if roots.count > 1 { LintFinding.sort(&old) }
        LintFinding.removeDuplicates(&old)
        // A message that names a file names the old tree's copy; it is matched as if it named the working tree's.
        for index in old.indices where old[index].message.contains(tree) {
            old[index].message = old[index].message.replacingOccurrences(of: tree + "/", with: base + "/")
        }
        return LintBaseline(findings: old, baseDirectory: tree)
            .filter(findings, baseDirectory: base, knownAt: "the merge base with \(revision)")
    }

    /// The settings as if their file lay at the same place in the old tree, so that `included`, `excluded` and
    /// `config:` name the old tree's files; settings from outside the repository stay as they are.
    static func rebased(_ settings: LintConfiguration, from base: String, to tree: String) -> LintConfiguration {
        guard let path = settings.path, path.hasPrefix(base + "/") else { return settings }
        func move(_ path: String) -> String { path.hasPrefix(base + "/") ? tree + path.dropFirst(base.count) : path }
        var moved = settings
        moved.path = move(path)
        moved.configurationFiles = settings.configurationFiles.map { $0.hasPrefix("/") ? move($0) : $0 }
        moved.tablesLocation?.path = move(path)
        for index in moved.findings.indices { moved.findings[index].location.path = move(moved.findings[index].location.path) }
        return moved
    }

    /// Which files of the old tree a lint of `roots` reads: the inputs below each root, links (which may lead to
    /// folders), the files `config:` lists, and what tells an app's development region and deployment target
    /// (`Info.plist`, `Package.swift`, Xcode and XcodeGen projects) in the roots' folders and above them.
    struct OldTreeFiles {
        var roots: [String]
        var listed: Set<String>
        /// Every folder a root is in or is, "" for the top.
        var folders: Set<String>

        init(roots: [String], listed: Set<String>) {
            self.roots = roots
            self.listed = listed
            var folders: Set<String> = [""]
            for root in roots {
                var components = root.split(separator: "/", omittingEmptySubsequences: true)
                while !components.isEmpty {
                    folders.insert(components.joined(separator: "/"))
                    components.removeLast()
                }
            }
            self.folders = folders
        }

        func contains(_ entry: GitRepository.TreeEntry) -> Bool {
            let path = entry.path
            if listed.contains(path) { return true }
            let isMarker = Self.projectFolder(of: path)
            let isBelowRoot = roots.contains { $0.isEmpty || path == $0 || path.hasPrefix($0 + "/") }
            if isBelowRoot, entry.isLink || isMarker != nil || InputRegistry.isInput(path) { return true }
            return isMarker.map(folders.contains) ?? false
        }

        /// The folder whose project a file describes, when it is such a file: `App` for `App/Info.plist` and for
        /// `App/App.xcodeproj/project.pbxproj`.
        static func projectFolder(of path: String) -> String? {
            let components = path.split(separator: "/", omittingEmptySubsequences: true)
            guard let name = components.last else { return nil }
            if ["Info.plist", "Package.swift", "project.yml", "project.yaml"].contains(name) {
                return components.dropLast().joined(separator: "/")
            }
            if name == "project.pbxproj", components.count >= 2, components[components.count - 2].hasSuffix(".xcodeproj") {
                return components.dropLast(2).joined(separator: "/")
            }
            return nil
        }
    }
}
