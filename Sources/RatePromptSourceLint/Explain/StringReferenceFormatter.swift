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
            var line = "\(reference.location)  \(written(reference))"
            line += "  table \(reference.table ?? "(an expression)") in \(resolved.bundleDescription): \(held(resolved))"
            if reference.isPreviewOrDebug { line += " (preview or debug code)" }
            lines.append(line)
        }
        let unknown = references.filter { $0.isHeld == nil }
        if !unknown.isEmpty {
            // What RatePrompt cannot resolve, by why.
            var reasons: [String: Int] = [:]
            for resolved in unknown { reasons[held(resolved), default: 0] += 1 }
            lines.append("\(unknown.count) of \(references.count) cannot be resolved: "
                + reasons.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.value) \($0.key)" }
                    .joined(separator: "; "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The call and the key as the code names it: `Text "Retry"`; through a symbol or accessor,
    /// `Text .shareSheetTitle → "share_sheet_title"`, `L10n.Settings.title → "settings.title"`; a symbol no key makes, as
    /// written.
    static func written(_ reference: LocalizedStringReference) -> String {
        if case .symbol = reference.key { return reference.asker }
        let key = "\"\(reference.key.display)\""
        return reference.accessor == nil ? "\(reference.call) \(key)" : "\(reference.asker) → \(key)"
    }

    /// Whether a table holds the key, in words.
    static func held(_ resolved: CodeStrings.Resolved) -> String {
        let table = resolved.reference.table ?? "Localizable"
        switch resolved.isHeld {
        case true?:
            let tableless = resolved.bundles.filter(\.shipsNoTable).map(\.target.name)
            return tableless.isEmpty ? "held" : "held, but \(tableless.joined(separator: ", ")) ships no \(table) table"
        case false?:
            var parts: [String] = []
            let lacking = resolved.bundles.filter { $0.isHeld == false && $0.extractedInto == nil }.map(\.target.name)
            if resolved.bundles.isEmpty || (!lacking.isEmpty && lacking.count == resolved.bundles.count) {
                parts.append("not held")
            } else if !lacking.isEmpty {
                parts.append("not held in \(lacking.joined(separator: ", "))")
            }
            for bundle in resolved.bundles where bundle.isHeld == false {
                if let catalog = bundle.extractedInto {
                    parts.append("not held yet: Xcode adds it to \(catalog) when it builds \(bundle.target.name)")
                }
            }
            let tableless = resolved.bundles.filter(\.shipsNoTable).map(\.target.name)
            if !tableless.isEmpty { parts.append("\(tableless.joined(separator: ", ")) ships no \(table) table") }
            let text = parts.joined(separator: "; ")
            return resolved.reference.hasDefaultValue ? text + ", shows its default value" : text
        case nil:
            if case .prefix = resolved.reference.key { return "built at run time" }
            // `R.string.localizable.self`: the table kept in a variable, its keys asked for through it.
            if case .symbol(let symbol) = resolved.reference.key {
                return symbol.name == "self" ? "built at run time" : "unknown: no key of the table makes this symbol"
            }
            if resolved.groups == nil || resolved.reference.table == nil { return "unknown: the bundle or table cannot be told" }
            return "unknown: no such table in the bundle"
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
            item["accessor"] = reference.accessor.map { $0 as Any } ?? NSNull()
            if case .symbol(let symbol) = reference.key {
                item["key"] = NSNull()
                item["accessor"] = symbol.written
            }
            item["held"] = resolved.isHeld.map { $0 as Any } ?? NSNull()
            return item
        }
        let data = (try? JSONSerialization.data(withJSONObject: items, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
