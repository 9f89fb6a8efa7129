import RatePromptFormats
import RatePromptCore

/// Prints a `LocaleMatch` for `rateprompt locale`.
package enum LocaleMatchFormatter {
    /// The bundle a `--project` match was made in.
    package struct Bundle {
        /// The folder of the bundle that holds the table.
        var folder: String
        var table: String
        /// The localizations matched against.
        var available: [String]
        var developmentRegion: String
        /// Where the development region was read (`developmentRegion in …/project.pbxproj`), nil for the convention.
        var developmentRegionOrigin: String?

        package init(
            folder: String, table: String, available: [String], developmentRegion: String, developmentRegionOrigin: String?
        ) {
            self.folder = folder
            self.table = table
            self.available = available
            self.developmentRegion = developmentRegion
            self.developmentRegionOrigin = developmentRegionOrigin
        }
    }

    /// `{"localizations": [...], "matched": bool, "outcome": ..., "trace": [{"kind", "subject"?, "description"}]}`,
    /// and with a project `"bundle": {"folder", "table", "available", "developmentRegion", "developmentRegionOrigin"?}`.
    package static func json(_ match: LocaleMatch, bundle: Bundle? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("localizations", .array(match.localizations.map(JSONValue.string))),
            ("matched", .bool(match.matched)),
            ("outcome", .string(match.outcome.rawValue)),
        ]
        if let bundle {
            members.append(("bundle", .object([
                ("folder", .string(bundle.folder)),
                ("table", .string(bundle.table)),
                ("available", .array(bundle.available.map(JSONValue.string))),
                ("developmentRegion", .string(bundle.developmentRegion)),
            ] + (bundle.developmentRegionOrigin.map { [("developmentRegionOrigin", JSONValue.string($0))] } ?? []))))
        }
        members.append(("trace", .array(match.trace.map { step in
            .object([("kind", .string(step.kind.rawValue))]
                + (step.subject.map { [("subject", JSONValue.string($0))] } ?? [])
                + [("description", .string(step.description))])
        })))
        return .object(members)
    }

    /// The list on one line (with a note when it is a fallback), then, when `explain` is set, the bundle matched in
    /// and the steps.
    package static func text(_ match: LocaleMatch, bundle: Bundle? = nil, explain: Bool) -> String {
        var lines = [match.localizations.joined(separator: ", ") + note(match.outcome)]
        if explain {
            if let bundle {
                lines.append("  bundle \(bundle.folder) (table \(bundle.table)): \(bundle.available.joined(separator: ", "))")
                lines.append("  development region \(bundle.developmentRegion)"
                    + (bundle.developmentRegionOrigin.map { " (\($0))" } ?? " (convention)"))
            }
            lines += match.trace.map { "  \($0.description)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func note(_ outcome: LocaleMatch.Outcome) -> String {
        switch outcome {
        case .matched: ""
        case .noLinguisticContent: "   (no language matched: zxx)"
        case .backstop: "   (no match: the first available localization)"
        case .builtInEnglish: "   (no match: iRate's \(CopySource.Layer.builtInEnglish.phrase))"
        case .developmentRegion: "   (no match: the bundle's development region)"
        }
    }
}
