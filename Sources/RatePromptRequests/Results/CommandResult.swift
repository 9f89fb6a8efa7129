import RatePromptFormats

/// What running a command's request gives: its value, what was found in the inputs, the text the command prints, and
/// its exit status. Every request but `LintRequest` answers with one of these.
public struct CommandResult<Value: Sendable>: Sendable {
    /// The command's own answer: the rendered prompts, the decision, the simulations, ….
    public var value: Value
    /// Findings about the inputs, in input order; `rateprompt` prints each on standard error.
    public var diagnostics: [Diagnostic]
    /// Lines for the person running the command besides the diagnostics, which `rateprompt` prints on standard error
    /// after them: remarks (`note: …`) and outputs that could not be written (`path: error: …`).
    public var messages: [String]
    /// What the command prints on standard output, as UTF-8 bytes; empty when nothing could be produced.
    public var output: [UInt8]
    /// 0 when every input was read without an error, 1 otherwise: `rateprompt`'s exit status.
    public var exitStatus: Int32

    package init(value: Value, diagnostics: [Diagnostic] = [], messages: [String] = [], output: [UInt8] = [],
                 exitStatus: Int32 = 0) {
        self.value = value
        self.diagnostics = diagnostics
        self.messages = messages
        self.output = output
        self.exitStatus = exitStatus
    }
}

/// A request that cannot run as given, such as an empty list of languages or a path that does not exist. The
/// description says what to change; `rateprompt` reports it as a usage error (exit status 64).
public struct RequestError: Error, Sendable, CustomStringConvertible {
    /// The request's parameter at fault, when one is (`preferences`), for a caller to name it its own way (the
    /// command line names its option).
    package let parameter: String?
    /// What is wrong: the whole sentence, or what follows the parameter's name.
    package let reason: String

    package init(_ reason: String, parameter: String? = nil) {
        self.parameter = parameter
        self.reason = reason
    }

    /// What is wrong with the request, in one sentence.
    public var description: String {
        parameter.map { "\($0) \(reason)" } ?? reason
    }
}

/// The forms a command can print its answer in; each request says which of them it takes.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// Text for a person to read (the default of every command).
    case text
    /// JSON, for scripts.
    case json
    /// Comma-separated values (`simulate`).
    case csv
    /// An SVG chart (`simulate`).
    case svg
    /// Markdown (`config --schema`).
    case markdown
    /// A property list (`config --schema`: the documented `default.plist`).
    case plist
}
