import RatePromptFormats
import RatePromptCore

/// A title or message that does not name the app (`%@`).
struct MissingAppNameRule: LintRule {
    static let description = RuleDescription(
        id: "missing-app-name", category: .copy, severity: .warning,
        summary: "The prompt's title or a message has no `%@` for the app name.",
        rationale: "The alert is shown over the app without other context; iRate's copy names the app in the title "
            + "and every message, and RatePrompt fills `%@` with the display name.",
        triggering: [
            LintExample(.strings("en", "\"iRateMessageTitle\" = ↓\"Rate this app\";\n")),
            LintExample(.config("{\"message\": ↓\"Please rate us!\"}")),
        ],
        nonTriggering: [
            LintExample(.strings("en", "\"iRateMessageTitle\" = \"Rate %@\";\n\"iRateRateButton\" = \"Rate\";\n")),
        ])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        switch file {
        case .table(let table) where context.isPromptTable(table):
            // A catalog's string marked not to translate is `unwanted-translation`'s alone.
            let notToTranslate = context.keysNotToTranslate(in: table) ?? []
            return context.effectiveEntries(of: table).compactMap { entry in
                guard entry.withKeyUTF8({ $0.starts(with: "iRate".utf8) }),
                      let key = PromptKey(rawValue: entry.key), key.takesAppName, !notToTranslate.contains(key.rawValue),
                      let value = entry.value.stringValue,
                      !value.isEmpty, !Self.namesApp(value) else { return nil }
                return finding("\(key.rawValue) in \(table.localization) does not name the app: add %@",
                               at: context.valueLocation(entry, in: table), key: entry.key)
            }
        case .configuration(let config):
            typealias Name = ConfigurationKey.Name
            let names = [Name.messageTitle, Name.message, Name.updateMessage]
            return names.compactMap { name in
                guard config.sets(name), let value = config.configuration.value(name)?.stringValue, !value.isEmpty,
                      !Self.namesApp(value) else { return nil }
                return finding("\(name) does not name the app: add %@", at: config.location(of: name), key: name)
            }
        default:
            return []
        }
    }

    /// Whether `String(format:, name)` puts the name in.
    static func namesApp(_ value: String) -> Bool {
        let format = FormatString(value)
        return zip(format.argumentNumbers, format.specifiers).contains { $0 == 1 && $1.argumentKind == .object }
    }
}
