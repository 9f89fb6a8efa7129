import Foundation
import RatePromptFormats
import RatePromptCore

/// The configuration schema written out for people and tools: text for a terminal, a Markdown table, JSON, and the
/// documented `Configs/default.plist`. All four come from `ConfigurationSchema.keys`, so they cannot drift apart.
package enum ConfigurationDocumentation {
    /// One block per setting, for a terminal: the key with its type, unit and allowed range, then what it means and
    /// its default, indented.
    package static func text() -> String {
        ConfigurationSchema.keys.map { key in
            let facts = [key.type.rawValue, key.unit, key.range == nil ? nil : rangeText(key)].compactMap { $0 }
            return "\(key.name)  (\(facts.joined(separator: ", ")))\n"
                + "    \(key.summary)\(key.origin == .apple ? " (Apple's gating)" : "")\n"
                + "    Default: \(defaultText(key))\n"
        }.joined()
    }

    package static func markdown() -> String {
        var lines = [
            "| key | type | default | unit | allowed | meaning |",
            "|---|---|---|---|---|---|",
        ]
        for key in ConfigurationSchema.keys {
            let cells = [
                "`\(key.name)`",
                key.type.rawValue,
                defaultText(key),
                key.unit ?? "",
                rangeText(key),
                key.summary + (key.origin == .apple ? " (Apple's gating)" : ""),
            ]
            lines.append("| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    package static func json() -> JSONValue {
        .array(ConfigurationSchema.keys.map { key in
            var members: [(String, JSONValue)] = [
                ("key", .string(key.name)),
                ("type", .string(key.type.rawValue)),
                ("default", key.defaultValue?.json ?? .null),
            ]
            if let note = key.defaultNote { members.append(("defaultNote", .string(note))) }
            if let unit = key.unit { members.append(("unit", .string(unit))) }
            if let range = key.range {
                members.append(("minimum", jsonNumber(range.lowerBound)))
                members.append(("maximum", jsonNumber(range.upperBound)))
            }
            members.append(("summary", .string(key.summary)))
            members.append(("origin", .string(key.origin.rawValue)))
            if !key.aliases.isEmpty { members.append(("aliases", .array(key.aliases.map(JSONValue.string)))) }
            return .object(members)
        })
    }

    /// An XML property list that sets every key with a fixed default to that default, and documents the others in
    /// comments; reading it gives exactly the defaults.
    package static func defaultPropertyList() -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <!--
              RatePrompt's default configuration: iRate 1.12.2's defaults, then Apple's recommended gating.
              Generated from the configuration schema by `rateprompt config`; do not edit by hand.
              Settings that are commented out have no fixed default; the comment says how one is found.
            -->
            <plist version="1.0">
            <dict>

            """
        for key in ConfigurationSchema.keys {
            var comment = key.summary
            if let unit = key.unit { comment += " Unit: \(unit)." }
            if key.range != nil { comment += " Allowed: \(rangeText(key))." }
            if let note = key.defaultNote { comment += " Default: \(note)." }
            text += "\t<!-- \(escapeComment(comment)) -->\n"
            if let value = key.defaultValue {
                text += "\t<key>\(key.name)</key>\n\t\(xmlElement(value))\n"
            } else {
                text += "\t<!-- <key>\(key.name)</key> -->\n"
            }
        }
        text += "</dict>\n</plist>\n"
        return text
    }

    static func defaultText(_ key: ConfigurationKey) -> String {
        if let value = key.defaultValue {
            return key.defaultNote.map { "\(value.literal) (\($0))" } ?? value.literal
        }
        return key.defaultNote ?? "none"
    }

    static func rangeText(_ key: ConfigurationKey) -> String {
        guard let range = key.range else { return "" }
        let lower = ConfigurationValue.number(range.lowerBound).literal
        if range.upperBound >= Double(Int64.max) { return "≥ \(lower)" }
        return "\(lower)…\(ConfigurationValue.number(range.upperBound).literal)"
    }

    private static func jsonNumber(_ number: Double) -> JSONValue {
        ConfigurationValue.number(number).json
    }

    private static func xmlElement(_ value: ConfigurationValue) -> String {
        switch value {
        case .integer(let integer): "<integer>\(integer)</integer>"
        case .number(let number): "<real>\(ConfigurationValue.number(number).literal)</real>"
        case .boolean(let bool): bool ? "<true/>" : "<false/>"
        case .string(let string):
            "<string>\(HTML.escape(string))</string>"
        case .promotions(let settings):
            "<dict><key>order</key><array>"
                + settings.order.map { "<string>\(HTML.escape($0.productID))</string>" }.joined()
                + "</array><key>hidden</key><array>"
                + settings.hidden.map { "<string>\(HTML.escape($0.productID))</string>" }.joined() + "</array></dict>"
        }
    }

    private static func escapeComment(_ text: String) -> String {
        text.replacingOccurrences(of: "--", with: "- -")
    }
}

extension ConfigurationValue {
    /// Whole numbers print without a fraction, as people write them.
    var json: JSONValue {
        switch self {
        case .integer(let integer): .int(integer)
        case .number(let number): number == number.rounded() && abs(number) < 9e18 ? .int(Int64(number)) : .double(number)
        case .boolean(let bool): .bool(bool)
        case .string(let string): .string(string)
        case .promotions(let settings):
            .object([("order", .array(settings.order.map { .string($0.productID) })),
                     ("hidden", .array(settings.hidden.map { .string($0.productID) }))])
        }
    }
}
