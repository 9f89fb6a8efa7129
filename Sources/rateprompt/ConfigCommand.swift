import ArgumentParser
import Foundation
import RatePromptKit

struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show the configuration schema, or the effective configuration of a file.",
        subcommands: [Show.self]
    )

    enum SchemaFormat: String, ExpressibleByArgument, CaseIterable {
        case markdown, json, plist
    }

    @Flag(name: .long, help: "Print every setting with its type, default, unit and allowed range.")
    var schema = false

    @Option(name: .long, help: "Format of --schema: markdown, json, or plist (the documented default.plist).")
    var format: SchemaFormat = .markdown

    func run() throws {
        guard schema else {
            throw CleanExit.helpRequest(self)
        }
        switch format {
        case .markdown: print(ConfigurationDocumentation.markdown(), terminator: "")
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

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, json
        }

        @Option(name: .long, help: "text or json.")
        var format: Format = .text

        @Argument(help: "The configuration file.")
        var file: String

        func run() throws {
            let result = ConfigurationLoader().load(contentsOf: file)
            for diagnostic in result.diagnostics {
                StandardError.print(diagnostic.description)
            }
            guard result.isReadable else { throw ExitCode.failure }
            let report = ConfigurationReport(result.configuration)
            switch format {
            case .text: print(report.text(), terminator: "")
            case .json: print(report.json().serialized())
            }
            if result.diagnostics.contains(where: { $0.severity == .error }) {
                throw ExitCode.failure
            }
        }
    }
}
