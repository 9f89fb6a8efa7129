import ArgumentParser

@main
struct RatePromptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rateprompt",
        abstract: "The copy and the configuration of an app's rating prompt: read, check, render, simulate.",
        version: "0.1.0",
        subcommands: [
            RenderCommand.self, PreviewCommand.self, LocaleCommand.self, ConfigCommand.self, LintCommand.self,
            RulesCommand.self, ExplainCommand.self, SimulateCommand.self, DumpCommand.self,
        ]
    )
}
