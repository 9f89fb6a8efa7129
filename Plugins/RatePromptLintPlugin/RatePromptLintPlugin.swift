import Foundation
import PackagePlugin

/// Lints a target's localized resources on every build. A `.buildCommand` (not a prebuild command, which cannot
/// run a tool built from source, as RatePrompt's own package builds it; RatePromptPlugins runs the release binary)
/// with the strings files and configurations as inputs and a stamp file as its output, so SwiftPM reruns it only
/// when an input changes. The tool's `path:line:column: warning:` lines show up in
/// `swift build` and Xcode; an error fails the build.
@main
struct RatePromptLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let inputs = LintInputs.of(module.sourceFiles.map(\.url))
        guard !inputs.isEmpty else { return [] }
        return [try Self.command(tool: context.tool(named: "rateprompt").url, directory: module.directoryURL,
                                 inputs: inputs, workDirectory: context.pluginWorkDirectoryURL)]
    }

    static func command(tool: URL, directory: URL, inputs: [URL], workDirectory: URL) throws -> Command {
        // The stamp is the declared output; SwiftPM copies it into the resource bundle (harmless, a few bytes).
        let stamp = workDirectory.appendingPathComponent("rateprompt-lint.stamp")
        return .buildCommand(
            displayName: "RatePrompt lint \(directory.lastPathComponent)",
            executable: tool,
            arguments: ["lint", "--quiet", "--stamp", stamp.path, directory.path],
            inputFiles: inputs,
            outputFiles: [stamp])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension RatePromptLintPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let inputs = LintInputs.of(target.inputFiles.map(\.url))
        guard !inputs.isEmpty else { return [] }
        return [try Self.command(tool: context.tool(named: "rateprompt").url, directory: context.xcodeProject.directoryURL,
                                 inputs: inputs, workDirectory: context.pluginWorkDirectoryURL)]
    }
}
#endif
