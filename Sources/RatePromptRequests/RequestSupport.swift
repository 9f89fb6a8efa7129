import Foundation
import RatePromptFormats
import RatePromptCore
import RatePromptLint
import RatePromptOutput

/// What the requests share: reading a configuration file, and output as bytes.
package enum RequestSupport {
    /// A configuration file read for a command that decides with it (`explain`, `simulate`): nil, with its findings,
    /// when it cannot be read or has an error, since a decision on a half-read file would be a wrong answer.
    package static func configuration(_ path: String?, into diagnostics: inout [Diagnostic]) -> PromptConfiguration? {
        guard let path else { return PromptConfiguration() }
        let loaded = ConfigurationLoader().load(contentsOf: path)
        diagnostics += loaded.diagnostics
        guard loaded.isReadable, !loaded.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return loaded.configuration
    }

    /// The app folder `path` read as a project, or nil, with its problem, when it is not a folder that can be read.
    /// Problems of single files stay with their tables: a command reports those of the tables it uses.
    package static func project(_ path: String, into diagnostics: inout [Diagnostic]) -> LocalizationProject? {
        let (found, problems) = LocalizationProject.discover(at: path)
        diagnostics += problems
        return problems.isEmpty ? found : nil
    }

    /// Text as printed: UTF-8.
    package static func bytes(_ text: String) -> [UInt8] {
        Array(text.utf8)
    }

    /// A JSON value as printed: serialized, then a line break.
    package static func bytes(_ json: JSONValue) -> [UInt8] {
        var bytes = json.serializedUTF8(pretty: true)
        bytes.append(0x0A)
        return bytes
    }

    /// The request's format, or the error that says which formats it takes.
    package static func format(
        _ format: OutputFormat?, default fallback: OutputFormat, allowed: [OutputFormat], what: String
    ) throws(RequestError) -> OutputFormat {
        let format = format ?? fallback
        guard allowed.contains(format) else {
            throw RequestError("takes \(allowed.map(\.rawValue).joined(separator: ", ")) \(what), not \(format.rawValue)",
                               parameter: "format")
        }
        return format
    }
}
