import ArgumentParser
import RatePromptRequests
import RatePromptSourceLint

struct RulesCommand: ParsableCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the lint rules: id, default severity and summary (markdown: the Documentation/Rules.md page)."
    )

    static let formats: [OutputFormat] = [.text, .markdown]

    @OptionGroup var output: FormatOption<RulesCommand>

    func run() throws {
        let request: RulesRequest
        do {
            request = try RulesRequest(stages: [.source], format: output.format)
        } catch {
            throw error.usage()
        }
        try request.run().finish()
    }
}
