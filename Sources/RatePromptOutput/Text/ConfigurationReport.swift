import Foundation
import RatePromptFormats
import RatePromptCore

/// `rateprompt config show`: the effective configuration, defaults filled in, with the source of each value.
package struct ConfigurationReport: Sendable {
    package internal(set) var configuration: PromptConfiguration

    package init(_ configuration: PromptConfiguration) {
        self.configuration = configuration
    }

    package func text() -> String {
        let rows = configuration.settings.map { setting -> [String] in
            [setting.key.name, setting.value?.literal ?? "–", Self.describe(setting)]
        }
        let widths = (0..<2).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row[0].padding(toLength: widths[0], withPad: " ", startingAt: 0) + "  "
                + row[1].padding(toLength: widths[1], withPad: " ", startingAt: 0) + "  " + row[2]
        }.joined(separator: "\n") + "\n"
    }

    package func json() -> JSONValue {
        .object(configuration.settings.map { setting in
            var members: [(String, JSONValue)] = [("value", setting.value?.json ?? .null)]
            switch setting.source {
            case .default:
                members.append(("source", .string("default")))
                if setting.value == nil, let note = setting.key.defaultNote { members.append(("note", .string(note))) }
            case .file(let location):
                members.append(("source", .string("file")))
                members.append(("file", .string(location.path)))
                members.append(("line", .int(Int64(location.line))))
                members.append(("column", .int(Int64(location.column))))
            case .override(let origin):
                members.append(("source", .string(origin)))
            }
            return (setting.key.name, .object(members))
        })
    }

    private static func describe(_ setting: PromptConfiguration.Setting) -> String {
        switch setting.source {
        case .default:
            if setting.value == nil, let note = setting.key.defaultNote { return "default: \(note)" }
            return "default"
        case .file(let location): return location.description
        case .override(let origin): return origin
        }
    }
}
