import Foundation
import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// `rateprompt explain --source DIR --strings`: each key the app's code asks for, where, in which bundle and table,
/// and whether a table holds it.
enum StringReferenceFormatter {
    static func text(_ strings: CodeStrings, root: String) -> String {
        let references = strings.references
        var lines = [references.isEmpty ? "No localized string asked for in \(root)."
                     : "\(references.count) localized string\(references.count == 1 ? "" : "s") asked for in \(root):"]
        for resolved in references {
            let reference = resolved.reference
            var line = "\(reference.location)  \(reference.call) \"\(reference.key.display)\""
            line += "  table \(reference.table ?? "(an expression)") in \(resolved.bundleDescription): \(held(resolved))"
            if reference.isPreviewOrDebug { line += " (preview or debug code)" }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether a table holds the key, in words.
    static func held(_ resolved: CodeStrings.Resolved) -> String {
        switch resolved.isHeld {
        case true?: "held"
        case false?: resolved.reference.hasDefaultValue ? "not held, shows its default value" : "not held"
        case nil:
            if case .prefix = resolved.reference.key { "built at run time" }
            else if resolved.groups == nil || resolved.reference.table == nil { "unknown: the bundle or table cannot be told" }
            else { "unknown: no such table in the bundle" }
        }
    }

    static func json(_ strings: CodeStrings) -> String {
        let items: [[String: Any]] = strings.references.map { resolved in
            let reference = resolved.reference
            var item: [String: Any] = [
                "file": reference.location.path, "line": reference.location.position.line,
                "column": reference.location.position.column, "call": reference.call, "key": reference.key.display,
                "bundle": resolved.bundleDescription, "status": held(resolved),
                "previewOrDebug": reference.isPreviewOrDebug, "hasDefaultValue": reference.hasDefaultValue,
            ]
            item["table"] = reference.table ?? NSNull()
            item["held"] = resolved.isHeld.map { $0 as Any } ?? NSNull()
            return item
        }
        let data = (try? JSONSerialization.data(withJSONObject: items, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
