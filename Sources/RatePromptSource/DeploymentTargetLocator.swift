// Compiled with the SourceStage trait only (Package.swift): swift-syntax is there then.
#if SourceStage
import Foundation
import RatePromptFormats
import RatePromptCore
import SwiftParser
import SwiftSyntax

extension DeploymentTarget {
    /// A package's `platforms:` (`.iOS(.v15)`, `.iOS("16.4")`); a package that names no iOS version builds for
    /// SwiftPM's oldest, taken as iOS 12 (no review API is deprecated that early).
    package static func read(packageManifest bytes: [UInt8], path: String) -> DeploymentTarget {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let finder = PlatformFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return DeploymentTarget(iOS: finder.iOS ?? Version(12), source: path)
    }

    /// An Xcode project's `IPHONEOS_DEPLOYMENT_TARGET` settings: the least of them (an app and its extensions may
    /// differ, and a finding must hold for all). Nil when the project sets none (a Mac app).
    package static func read(projectFile bytes: [UInt8], path: String) -> DeploymentTarget? {
        let text = String(decoding: bytes, as: UTF8.self)
        var least: Version?
        for line in text.split(separator: "\n") where line.contains("IPHONEOS_DEPLOYMENT_TARGET") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            let value = line[line.index(after: equals)...].trimmingCharacters(in: CharacterSet(charactersIn: " \t;\""))
            guard let version = Version(value) else { continue }
            least = least.map { min($0, version) } ?? version
        }
        return least.map { DeploymentTarget(iOS: $0, source: path) }
    }

    private final class PlatformFinder: SyntaxVisitor {
        var iOS: Version?

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
                  member.declName.baseName.text == "iOS", let argument = node.arguments.first else { return .visitChildren }
            var text = argument.expression.trimmedDescription
            text = text.trimmingCharacters(in: CharacterSet(charactersIn: ".\""))
            if text.hasPrefix("v") { text.removeFirst() }
            if let version = Version(text) { iOS = iOS.map { min($0, version) } ?? version }
            return .skipChildren
        }
    }
}

/// Finds the deployment target of a Swift file: the nearest `Package.swift` or `*.xcodeproj/project.pbxproj` in its
/// folder or a folder above it. Files given to the linter in memory are looked at first, then the disk.
package final class DeploymentTargetLocator: @unchecked Sendable {
    private let known: [String: [UInt8]]
    private var cache: [String: DeploymentTarget?] = [:]
    private let lock = NSLock()

    /// `known`: the bytes of manifests and project files by path, as the linter was given them.
    package init(known: [String: [UInt8]] = [:]) {
        self.known = known
    }

    /// Whether a path names a file this locator reads.
    package static func isProjectDescription(_ path: String) -> Bool {
        path.hasSuffix("/Package.swift") || path == "Package.swift" || path.hasSuffix(".xcodeproj/project.pbxproj")
    }

    package func target(forFileAt path: String) -> DeploymentTarget? {
        lock.lock()
        defer { lock.unlock() }
        var folder = (path as NSString).deletingLastPathComponent
        var visited: [String] = []
        var found: DeploymentTarget?
        while !folder.isEmpty {
            if let cached = cache[folder] {
                found = cached
                break
            }
            visited.append(folder)
            if let target = lookIn(folder) {
                found = target
                break
            }
            if folder == "/" || folder == "." { break }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder { break }
            folder = parent
        }
        for folder in visited { cache[folder] = .some(found) }
        return found
    }

    private func lookIn(_ folder: String) -> DeploymentTarget? {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let manifest = prefix + "Package.swift"
        if let bytes = bytes(manifest) { return DeploymentTarget.read(packageManifest: bytes, path: manifest) }
        var projects = known.keys.filter {
            $0.hasPrefix(prefix) && $0.hasSuffix(".xcodeproj/project.pbxproj")
                && !$0.dropFirst(prefix.count).dropLast("/project.pbxproj".count).contains("/")
        }
        if projects.isEmpty, case .success(let entries) = FileSystem.entries(of: folder) {
            projects = entries.filter { $0.name.hasSuffix(".xcodeproj") }.map { prefix + $0.name + "/project.pbxproj" }
        }
        for project in projects.sorted() {
            if let bytes = bytes(project), let target = DeploymentTarget.read(projectFile: bytes, path: project) {
                return target
            }
        }
        // A project that builds for no iOS version: no iOS deprecation applies.
        if !projects.isEmpty { return DeploymentTarget(iOS: nil, source: projects.sorted()[0]) }
        return nil
    }

    private func bytes(_ path: String) -> [UInt8]? {
        if let bytes = known[path] { return bytes }
        guard FileSystem.exists(path), case .success(let data) = InputFile.read(path) else { return nil }
        return Array(data)
    }
}
#endif
