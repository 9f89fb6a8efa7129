import ArgumentParser
import Foundation
import RatePromptFormats
import RatePromptCore
import RatePromptLint
import RatePromptOutput

struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show the configuration schema, or the effective configuration of a file.",
        subcommands: [Show.self]
    )

    /// One option for both uses, since a subcommand cannot declare an option its parent already has.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json, plist
    }

    @Flag(name: .long, help: "Print every setting with its type, default, unit and allowed range.")
    var schema = false

    @Option(name: .long, help: """
        With --schema: markdown (default), json, or plist (the documented default.plist).         With show: text (default) or json.
        """)
    var format: Format?

    func run() throws {
        guard schema else {
            throw CleanExit.helpRequest(self)
        }
        switch format ?? .markdown {
        case .markdown, .text: print(ConfigurationDocumentation.markdown(), terminator: "")
        case .json: print(ConfigurationDocumentation.json().serialized())
        case .plist: print(ConfigurationDocumentation.defaultPropertyList(), terminator: "")
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the effective configuration: every setting, defaults filled in, and where each value came from.",
            discussion: """
                FILE is a property list (XML, binary or OpenStep) or a JSON file. Unknown settings, wrong types and \
                values out of range are reported as path:line:column: error: lines, and the exit status is 1; the \
                configuration is still shown, with defaults in their place.
                """
        )

        @ParentCommand var parent: ConfigCommand

        @Argument(help: "The configuration file.")
        var file: String

        func validate() throws {
            if let format = parent.format, format != .text, format != .json {
                throw ValidationError("config show prints text or json, not \(format.rawValue)")
            }
        }

        func run() throws {
            let result = ConfigurationLoader().load(contentsOf: file)
            for diagnostic in result.diagnostics {
                StandardError.print(diagnostic.description)
            }
            guard result.isReadable else { throw ExitCode.failure }
            let report = ConfigurationReport(result.configuration)
            if parent.format == .json {
                print(report.json().serialized())
            } else {
                print(report.text(), terminator: "")
            }
            if result.diagnostics.contains(where: { $0.severity == .error }) {
                throw ExitCode.failure
            }
        }
    }
}
