import ArgumentParser
import RatePromptRequests

/// A command that prints its answer in some of the `OutputFormat`s. Its list is the only one: `--format` takes,
/// helps with and completes exactly these, so the parser refuses a format the command cannot print and names the
/// ones it can.
protocol FormattedCommand {
    /// The formats the command prints, in the order help lists them.
    static var formats: [OutputFormat] { get }
}

/// A value of `--format`: an `OutputFormat`, limited to those `Command` prints. Generic over the command because
/// the parser takes the values it lists from the type.
struct FormatArgument<Command: FormattedCommand>: ExpressibleByArgument, Sendable {
    let format: OutputFormat

    init(_ format: OutputFormat) {
        self.format = format
    }

    init?(argument: String) {
        guard let format = OutputFormat(rawValue: argument), Command.formats.contains(format) else { return nil }
        self.format = format
    }

    var defaultValueDescription: String { format.rawValue }

    static var allValueStrings: [String] { Command.formats.map(\.rawValue) }

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    /// The formats as a sentence: "text or json.", "text, json, csv or svg.".
    static var help: String {
        let names = allValueStrings
        guard let last = names.last else { return "" }
        return (names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last) + "."
    }
}

/// `--format`, for a command that prints text unless asked for another of its formats. (`config` declares its own:
/// which formats it takes, and its default, depend on `--schema` or `show`.)
struct FormatOption<Command: FormattedCommand>: ParsableArguments {
    @Option(name: .customLong("format"), help: ArgumentHelp(FormatArgument<Command>.help, valueName: "format"))
    private var chosen = FormatArgument<Command>(.text)

    /// The format asked for.
    var format: OutputFormat { chosen.format }
}
