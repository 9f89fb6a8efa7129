import Foundation
import RatePromptFormats
import RatePromptCore

/// Prints rendered prompts for `rateprompt render`: a readable block, a table of many localizations, or JSON.
package enum RenderedPromptFormatter {
    /// The prompt as a block of lines, then `notes` (`PromptNotes`), then with `explain` how it was looked up.
    package static func text(_ prompt: RenderedPrompt, explain: Bool = false, notes: [String] = []) -> String {
        var lines = [
            "Localization: \(prompt.localization)   (preferences: \(prompt.preferences.joined(separator: ", ")))",
            "Title:    \(prompt.title.text)",
            "Message:  \(prompt.message.text)",
            "Buttons:  " + buttons(prompt).map { "[\($0.text)]" }.joined(separator: " "),
        ]
        lines += notes.map { "Note:     \($0)" }
        if explain {
            lines.append("")
            lines.append("How the localizations were chosen:")
            lines += prompt.steps.map { "  \($0)" }
            lines.append("")
            lines.append("Where each string came from:")
            for string in [prompt.title, prompt.message] + buttons(prompt) {
                lines.append("  \(string.key.rawValue): \(describe(string.source))")
                lines += string.source.steps.map { "      \($0)" }
            }
            for (key, shown) in [(PromptKey.cancelButton, prompt.cancelButton), (.remindButton, prompt.remindButton)]
            where shown == nil {
                lines.append("  \(key.rawValue): hidden (empty label)")
            }
            lines.append("")
            lines.append("Where the app name came from:")
            lines.append("  \"\(VisibleText.line(prompt.appName))\": \(PromptNotes.origin(prompt.appNameSource))")
            lines += prompt.appNameSource.steps.map { "      \(VisibleText.line($0))" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One row per prompt: localization, title, message, buttons; then `notes`, one line each.
    package static func table(_ prompts: [RenderedPrompt], notes: [String] = []) -> String {
        let rows = prompts.map { prompt in
            [prompt.preferences.first ?? prompt.localization, prompt.localization, prompt.title.text, prompt.message.text,
             buttons(prompt).map(\.text).joined(separator: " | ")]
        }
        let header = ["preference", "localization", "title", "message", "buttons"]
        let widths = (0..<4).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { row in
            (0..<4).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + "  " + row[4]
        }.joined(separator: "\n") + "\n" + notes.map { "Note: \($0)\n" }.joined()
    }

    /// The prompt with every string's source, where the app name came from, and `notes` (`PromptNotes`).
    package static func json(_ prompt: RenderedPrompt, notes: [String] = []) -> JSONValue {
        func text(_ string: RenderedString?) -> JSONValue { string.map { .string($0.text) } ?? .null }
        var sources: [(String, JSONValue)] = [("title", source(prompt.title)), ("message", source(prompt.message))]
        if let cancel = prompt.cancelButton { sources.append(("cancelButton", source(cancel))) }
        if let remind = prompt.remindButton { sources.append(("remindButton", source(remind))) }
        sources.append(("rateButton", source(prompt.rateButton)))
        return .object([
            ("localization", .string(prompt.localization)),
            ("preferences", .array(prompt.preferences.map(JSONValue.string))),
            ("appName", .string(prompt.appName)),
            ("appNameSource", PromptNotes.json(prompt.appNameSource)),
            ("messageKey", .string(prompt.messageKey.rawValue)),
            ("title", text(prompt.title)),
            ("message", text(prompt.message)),
            ("cancelButton", text(prompt.cancelButton)),
            ("remindButton", text(prompt.remindButton)),
            ("rateButton", text(prompt.rateButton)),
            ("sources", .object(sources)),
            ("steps", .array(prompt.steps.map(JSONValue.string))),
            ("notes", .array(notes.map(JSONValue.string))),
        ])
    }

    private static func source(_ string: RenderedString) -> JSONValue {
        let source = string.source
        var members: [(String, JSONValue)] = [
            ("layer", .string(source.layer.rawValue)),
            ("key", .string(source.key)),
            ("localization", source.localization.map(JSONValue.string) ?? .null),
            ("file", source.location.map { .string($0.path) } ?? .null),
            ("line", source.location.map { .int(Int64($0.line)) } ?? .null),
            ("column", source.location.map { .int(Int64($0.column)) } ?? .null),
            ("fallback", .bool(source.isFallback)),
        ]
        members.append(("steps", .array(source.steps.map(JSONValue.string))))
        members.append(("raw", .string(string.raw)))
        return .object(members)
    }

    /// The visible buttons in iRate's order: rate, cancel, remind.
    private static func buttons(_ prompt: RenderedPrompt) -> [RenderedString] {
        [prompt.rateButton, prompt.cancelButton, prompt.remindButton].compactMap { $0 }
    }

    private static func describe(_ source: CopySource) -> String {
        var text = source.origin
        if let location = source.location { text += " — \(location)" }
        if source.isFallback { text += " (fallback)" }
        return text
    }
}
