import ArgumentParser
import Foundation
import RatePromptCore
import RatePromptRequests

struct ConfigCommand: ParsableCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show the configuration schema, or the effective configuration of a file.",
        subcommands: [Show.self]
    )

    /// The schema's formats; `show` takes text and json of them.
    static let formats: [OutputFormat] = [.text, .markdown, .json, .plist]

    @Flag(name: .long, help: "Print every setting with its type, default, unit and allowed range.")
    var schema = false

    /// One option for both uses, since a subcommand cannot declare an option its parent already has; it has no default
    /// of its own, since the schema's is markdown and show's is text.
    @Option(name: .long, help: """
        With --schema: markdown (default), text, json, or plist (the documented default.plist). \
        With show: text (default) or json.
        """)
    var format: FormatArgument<ConfigCommand>?

    func run() throws {
        guard schema else {
            throw CleanExit.helpRequest(self)
        }
        try ConfigurationRequest(format: format?.format).run().finish()
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the effective configuration: every setting, defaults filled in, and where each value came from.",
            discussion: """
                FILE is a property list (XML, binary or OpenStep) or a JSON file. Unknown settings, wrong types and \
                values out of range are reported as path:line:column: error: lines, and the exit status is 1; the \
                configuration is still shown, with defaults in their place. It prints as text, or as JSON with \
                --format json.
                """
        )

        @ParentCommand var parent: ConfigCommand

        @Argument(help: "The configuration file.")
        var file: String

        func validate() throws {
            _ = try request()
        }

        func request() throws -> ConfigurationRequest {
            do {
                return try ConfigurationRequest(file: file, format: parent.format?.format)
            } catch {
                throw error.usage()
            }
        }

        func run() throws {
            try request().run().finish()
        }
    }
}
