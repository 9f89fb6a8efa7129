import Foundation
import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// What the requests share: reading a configuration file, and output as bytes.
package enum RequestSupport {
    /// What a command does with a configuration, which decides when it can be used.
    package enum ConfigurationUse {
        /// Decides with it (`explain`, `simulate`, `promotions`): a file that cannot be read or has an error is not
        /// used, since a decision on a half-read file would be a wrong answer.
        case decide
        /// Shows what it makes of it (`render`, `preview`, `config show`): a file that can be read is used, its errors
        /// shown beside, and the command fails after showing.
        case show
    }

    /// A configuration file as `use` may use it.
    package struct LoadedConfiguration {
        /// Nil when `use` cannot use the file; iRate's defaults when no file was given.
        package internal(set) var configuration: PromptConfiguration?
        /// Everything loading found.
        package internal(set) var diagnostics: [Diagnostic]
        /// Whether the file has an error: the command's exit status is 1 then.
        var hasErrors: Bool
    }

    /// The one place that decides whether a configuration file can be used, for every request.
    package static func configuration(_ path: String?, for use: ConfigurationUse) -> LoadedConfiguration {
        guard let path else { return LoadedConfiguration(configuration: PromptConfiguration(), diagnostics: [], hasErrors: false) }
        return configuration(ConfigurationLoader().load(contentsOf: path), for: use)
    }

    /// A loaded configuration as `use` may use it.
    package static func configuration(_ loaded: ConfigurationLoader.Result, for use: ConfigurationUse) -> LoadedConfiguration {
        let hasErrors = !loaded.isReadable || loaded.diagnostics.contains { $0.severity == .error }
        let usable = switch use {
        case .decide: !hasErrors
        case .show: loaded.isReadable
        }
        return LoadedConfiguration(configuration: usable ? loaded.configuration : nil, diagnostics: loaded.diagnostics,
                                   hasErrors: hasErrors)
    }

    /// A configuration file read for a command that decides with it: nil, with its findings, when it cannot be used.
    package static func configuration(_ path: String?, into diagnostics: inout [Diagnostic]) -> PromptConfiguration? {
        let loaded = configuration(path, for: .decide)
        diagnostics += loaded.diagnostics
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
