import ArgumentParser
import Foundation
import RatePromptFormats
import RatePromptCore

@main
struct RatePromptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rateprompt",
        abstract: "The copy and the configuration of an app's rating prompt: read, check, render, simulate.",
        version: RatePromptVersion.current,
        subcommands: [
            RenderCommand.self, PreviewCommand.self, LocaleCommand.self, ConfigCommand.self, LintCommand.self,
            RulesCommand.self, ExplainCommand.self, SimulateCommand.self, PromotionsCommand.self, DumpCommand.self,
            FormatCommand.self,
        ]
    )

    /// The arguments as the system passed them: `CommandLine.arguments` turns bytes that are not UTF-8 into U+FFFD,
    /// and a file name holding such bytes would then name no file. `FileSystemPath` keeps them.
    static func main() {
        let arguments = (1..<Int(CommandLine.argc)).map { index -> String in
            guard let argument = CommandLine.unsafeArgv[index] else { return "" }
            return argument.withMemoryRebound(to: UInt8.self, capacity: strlen(argument) + 1) {
                FileSystemPath.string(fromBytes: UnsafeBufferPointer(start: $0, count: strlen(argument)))
            }
        }
        // The lint of every build: read directly, run as the argument parser would run it.
        if arguments.first == "lint", let command = LintCommand.parsedDirectly(Array(arguments.dropFirst())),
           let request = try? command.validated() {
            do {
                try command.run(request)
                LintCommand.exit()
            } catch {
                LintCommand.exit(withError: error)
            }
        }
        main(arguments)
    }
}
