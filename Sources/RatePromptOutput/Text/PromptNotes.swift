import RatePromptFormats
import RatePromptCore

/// What `render` and `preview` say about a prompt the person did not spell out: that the copy is RatePrompt's own
/// although an app was given, and where the app name came from when it was not given.
package enum PromptNotes {
    /// The notes for prompts rendered with one resolver for an app (one line each, without a `note:` prefix): the
    /// copy's, then the app name's unless it was given or configured, one for all prompts when they agree, else one
    /// that lists each name with its localizations. Without a project, RatePrompt's copy was asked for: no notes.
    package static func notes(_ prompts: [RenderedPrompt], table: String) -> [String] {
        guard let first = prompts.first else { return [] }
        var notes: [String] = []
        let fromRatePrompt = prompts.contains { prompt in
            prompt.strings.contains { [.defaults, .builtInEnglish].contains($0.source.layer) }
        }
        switch first.appCopy {
        case .noTable(let root) where fromRatePrompt:
            notes.append("no \(table) table (.strings or .xcstrings) below \(VisibleText.line(root)): "
                + "this is RatePrompt's own copy, not the app's")
        case .noPromptKeys(let folder) where fromRatePrompt:
            notes.append("\(table) in \(VisibleText.line(folder)) sets no iRate key (iRateMessageTitle, …): "
                + "this is RatePrompt's own copy, not the app's")
        default: break
        }
        // Without an app there is no name to look for; a given or configured name needs no word.
        let names = prompts.map(\.appNameSource).filter { $0.origin != .given && $0.origin != .configuration }
        guard first.appCopy != .notAsked, names.count == prompts.count else { return notes }
        // One note per name and origin; a name from each localization's own InfoPlist.strings is one origin.
        struct Group {
            var name: AppName
            var localizations: [String]
            var sameFile: Bool
        }
        var groups: [Group] = []
        for (prompt, name) in zip(prompts, names) {
            if let index = groups.firstIndex(where: { ($0.name.name, $0.name.origin, $0.name.key) == (name.name, name.origin, name.key) }) {
                groups[index].localizations.append(prompt.preferences.first ?? prompt.localization)
                groups[index].sameFile = groups[index].sameFile && groups[index].name.location?.path == name.location?.path
            } else {
                groups.append(Group(name: name, localizations: [prompt.preferences.first ?? prompt.localization], sameFile: true))
            }
        }
        func origin(_ group: Group) -> String {
            group.sameFile ? Self.origin(group.name) : "\(group.name.key ?? "") in each localization's InfoPlist.strings"
        }
        if groups.count == 1, groups[0].sameFile {
            notes.append(note(groups[0].name))
        } else if groups.count == 1 {
            notes.append("app name \"\(VisibleText.line(groups[0].name.name))\" from \(origin(groups[0]))")
        } else {
            notes.append("app name per localization: " + groups.map { group in
                let shown = group.localizations.prefix(5).joined(separator: ", ")
                return "\"\(VisibleText.line(group.name.name))\" from \(origin(group)) (\(shown)"
                    + (group.localizations.count > 5 ? ", \(group.localizations.count - 5) more)" : ")")
            }.joined(separator: "; "))
        }
        return notes
    }

    /// One prompt's app name in a sentence: `app name "Ledger" from CFBundleDisplayName in …/InfoPlist.strings:2:25`.
    package static func note(_ name: AppName) -> String {
        if name.origin == .placeholder {
            return "app name \"\(name.name)\" stands in: nothing names the app; give --app-name or set applicationName"
        }
        return "app name \"\(VisibleText.line(name.name))\" from \(origin(name))"
    }

    /// Where the name was read: `CFBundleDisplayName in PATH:LINE:COLUMN`, `--app-name`, `a stand-in`.
    package static func origin(_ name: AppName) -> String {
        switch name.origin {
        case .given: return "--app-name"
        case .placeholder: return "a stand-in (nothing names the app)"
        case .configuration, .localizedInfoPlist, .infoPlist, .buildSetting:
            let key = name.key ?? name.origin.rawValue
            return name.location.map { "\(key) in \(VisibleText.line($0.description))" } ?? key
        }
    }

    /// `{"origin", "key", "localization", "file", "line", "column", "steps"}`.
    package static func json(_ name: AppName) -> JSONValue {
        .object([
            ("origin", .string(name.origin.rawValue)),
            ("key", name.key.map(JSONValue.string) ?? .null),
            ("localization", name.localization.map(JSONValue.string) ?? .null),
            ("file", name.location.map { .string($0.path) } ?? .null),
            ("line", name.location.map { .int(Int64($0.line)) } ?? .null),
            ("column", name.location.map { .int(Int64($0.column)) } ?? .null),
            ("steps", .array(name.steps.map(JSONValue.string))),
        ])
    }
}
