import RatePromptFormats
import RatePromptCore
import RatePromptLint
import RatePromptOutput

/// What `rateprompt config` is asked: the configuration schema, or the effective configuration of a file.
public struct ConfigurationRequest: Sendable {
    var file: String?
    var format: OutputFormat

    /// A request for the effective configuration of `file` (a property list or JSON): every setting, defaults filled
    /// in, and where each value came from, as text or json. Without a file, for the schema: every setting with its
    /// type, default, unit and allowed range, as markdown (the default), text, json, or plist (the documented
    /// `default.plist`).
    public init(file: String? = nil, format: OutputFormat? = nil) throws(RequestError) {
        self.file = file
        self.format = file == nil
            ? try RequestSupport.format(format, default: .markdown, allowed: [.markdown, .text, .json, .plist],
                                        what: "for the schema")
            : try RequestSupport.format(format, default: .text, allowed: [.text, .json], what: "for a configuration file")
    }

    /// The schema, or the file's configuration (nil when it cannot be read). Unknown settings, wrong types and values
    /// out of range are diagnostics, with exit status 1; the configuration is still shown, with defaults in their
    /// place.
    public func run() -> CommandResult<PromptConfiguration?> {
        guard let file else {
            let output = switch format {
            case .json: RequestSupport.bytes(ConfigurationDocumentation.json())
            case .plist: RequestSupport.bytes(ConfigurationDocumentation.defaultPropertyList())
            case .text: RequestSupport.bytes(ConfigurationDocumentation.text())
            default: RequestSupport.bytes(ConfigurationDocumentation.markdown())
            }
            return CommandResult(value: nil, output: output)
        }
        let loaded = RequestSupport.configuration(file, for: .show)
        guard let configuration = loaded.configuration else {
            return CommandResult(value: nil, diagnostics: loaded.diagnostics, exitStatus: 1)
        }
        let report = ConfigurationReport(configuration)
        let output = format == .json ? RequestSupport.bytes(report.json()) : RequestSupport.bytes(report.text())
        return CommandResult(value: configuration, diagnostics: loaded.diagnostics, output: output,
                             exitStatus: loaded.hasErrors ? 1 : 0)
    }
}
