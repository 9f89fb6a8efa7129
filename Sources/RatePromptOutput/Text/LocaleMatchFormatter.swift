import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// Prints a `LocaleMatch` for `rateprompt locale`.
package enum LocaleMatchFormatter {
    /// `{"localizations": [...], "matched": bool, "outcome": ..., "trace": [{"kind", "subject"?, "description"}]}`.
    package static func json(_ match: LocaleMatch) -> JSONValue {
        .object([
            ("localizations", .array(match.localizations.map(JSONValue.string))),
            ("matched", .bool(match.matched)),
            ("outcome", .string(match.outcome.rawValue)),
            ("trace", .array(match.trace.map { step in
                .object([("kind", .string(step.kind.rawValue))]
                    + (step.subject.map { [("subject", JSONValue.string($0))] } ?? [])
                    + [("description", .string(step.description))])
            })),
        ])
    }

    /// The list on one line (with a note when it is a fallback), then the steps when `explain` is set.
    package static func text(_ match: LocaleMatch, explain: Bool) -> String {
        var lines = [match.localizations.joined(separator: ", ") + note(match.outcome)]
        if explain {
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
        }
    }
}
