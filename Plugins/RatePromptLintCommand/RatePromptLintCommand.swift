import Foundation
import PackagePlugin

/// `swift package rateprompt-lint [--target T …] [lint options]`: lints the package's targets (or the named ones) that
/// hold files RatePrompt reads (`LintInputs`, the build-tool plugin's list too) with the `rateprompt` tool (built
/// from source in RatePrompt, the release binary in RatePromptPlugins); other arguments go to `rateprompt lint`
/// (`--reporter json`, `--strict`, `--fix`, …). `--fix` writes the fixed files, for which the plugin declares the
/// permission to write to the package folder: SwiftPM asks for it, or takes `--allow-writing-to-package-directory`.
@main
struct RatePromptLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let folders = targets.compactMap { target in
            target.sourceModule.flatMap { LintInputs.of($0.sourceFiles.map(\.url)).isEmpty ? nil : $0.directoryURL.path }
        }
        guard !folders.isEmpty else {
            Diagnostics.warning("no target holds files to lint (string tables, String Catalogs, configurations)")
            return
        }
        let tool = try context.tool(named: "rateprompt").url
        let process = Process()
        process.executableURL = tool
        process.arguments = ["lint"] + extractor.remainingArguments + folders
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("rateprompt lint found problems (exit status \(process.terminationStatus))")
        }
    }
}
