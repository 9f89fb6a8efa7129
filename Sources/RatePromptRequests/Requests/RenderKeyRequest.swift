import RatePromptFormats
import RatePromptCore

/// What `rateprompt render --key` is asked: any string of an app table as a device shows it to a user with these
/// languages, for a count and a device.
public struct RenderKeyRequest: Sendable {
    var key: String
    var table: String
    var preferences: [String]
    var project: String
    var count: Int?
    var device: String?
    var explain: Bool
    var format: OutputFormat

    /// A request for `key` of `table` in the app folder `project`, for a user with `preferences` (most preferred
    /// first). `count` chooses the plural forms of a `.stringsdict` entry by the language's CLDR rules (Apple's zero
    /// for 0 included) and fills the integer specifiers; `device` (`iphone`, `ipad`, `mac`, …) picks a device
    /// variant (`other` otherwise). `format` is text or json.
    public init(
        key: String, table: String = "Localizable", preferences: [String], project: String, count: Int? = nil,
        device: String? = nil, explain: Bool = false, format: OutputFormat = .text
    ) throws(RequestError) {
        guard !preferences.isEmpty else {
            throw RequestError("needs at least one language, such as fr-CA,en", parameter: "preferences")
        }
        self.key = key
        self.table = table
        self.preferences = preferences
        self.project = project
        self.count = count
        self.device = device
        self.explain = explain
        self.format = try RequestSupport.format(format, default: .text, allowed: [.text, .json], what: "for a string")
    }

    /// Renders the key; the value is the text shown, nil (exit status 1, with an error) when no localization of the
    /// search order has it or the folder cannot be read. The errors of the table's files (its `.strings`, catalog and
    /// the `.stringsdict` files read on the way) are reported, and make the exit status 1.
    public func run() -> CommandResult<String?> {
        var diagnostics: [Diagnostic] = []
        guard let found = RequestSupport.project(project, into: &diagnostics) else {
            return CommandResult(value: nil, diagnostics: diagnostics, exitStatus: 1)
        }
        let lookup = KeyRenderer(project: found, tableName: table)
            .render(key: key, preferences: preferences, count: count, device: device)
        // Only errors: they change what a device shows (a table it cannot load, an entry it reads past); a table's
        // warnings are lint's, and one key's render would bury its answer under them.
        diagnostics += (found.diagnostics(ofTable: table) + lookup.diagnostics).filter { $0.severity == .error }
        guard let rendered = lookup.rendered else {
            let message = "no localization of \(table) has \"\(key)\" (\(lookup.steps.joined(separator: "; ")))"
            diagnostics.append(Diagnostic(.error, .unreadableFile, message, at: FileLocation(path: project, position: .start)))
            return CommandResult(value: nil, diagnostics: diagnostics, exitStatus: 1)
        }
        let failed = diagnostics.contains { $0.severity == .error }
        let output: [UInt8]
        if format == .json {
            var members: [(String, JSONValue)] = [
                ("localization", .string(rendered.localization)),
                ("key", .string(rendered.key)),
                ("value", .string(rendered.value)),
                ("category", rendered.category.map { .string($0.rawValue) } ?? .null),
                ("device", rendered.device.map(JSONValue.string) ?? .null),
                ("source", .object([
                    ("file", .string(VisibleText.name(rendered.location.path))),
                    ("line", .int(Int64(rendered.location.line))),
                    ("column", .int(Int64(rendered.location.column))),
                ])),
            ]
            if explain { members.append(("steps", .array(lookup.steps.map(JSONValue.string)))) }
            output = RequestSupport.bytes(.object(members))
        } else {
            var lines = [rendered.value]
            if explain {
                let detail = [rendered.category.map { "category \($0.rawValue)" }, rendered.device.map { "device \($0)" }]
                    .compactMap { $0 }
                lines.append("  localization \(rendered.localization)"
                    + (detail.isEmpty ? "" : ", " + detail.joined(separator: ", ")) + ", from \(rendered.location)")
                lines += lookup.steps.map { "  \($0)" }
            }
            output = RequestSupport.bytes(lines.joined(separator: "\n") + "\n")
        }
        return CommandResult(value: rendered.value, diagnostics: diagnostics, output: output, exitStatus: failed ? 1 : 0)
    }
}
