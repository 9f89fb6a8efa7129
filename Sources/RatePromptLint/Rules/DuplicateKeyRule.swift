import RatePromptFormats
import RatePromptCore

/// Surfaces `duplicate-key`: the same key twice in a table or a configuration.
package struct DuplicateKeyRule: ReaderDiagnosticRule {
    package static let description = RuleDescription(
        id: "duplicate-key", category: .file, severity: .warning,
        summary: "The same key twice in one table (or setting in one configuration); the last one wins. A table's "
            + "duplicates are one finding; a translation that repeats a key its source repeats is the source's.",
        rationale: "The earlier value is never shown, yet it is the one a translator or reviewer may read and fix.",
        triggering: [
            LintExample(.strings("en", "\"iRateRateButton\" = \"Rate\";\n↓\"iRateRateButton\" = \"Rate Now\";\n")),
            LintExample(.config("{\"remindPeriod\": 7, ↓\"remindPeriod\": 14}")),
            // A block pasted twice: one finding for the table, at the first repeat, with every key.
            LintExample(.strings("en", "\"low\" = \"Low\";\n\"high\" = \"High\";\n↓↳\"low\" = \"Low\";\n↳\"high\" = \"High level\";\n")),
            // Reported in the source, not in the translation that copies its layout.
            LintExample(
                .strings("en", "\"title\" = \"Title\";\n↓\"title\" = \"Title\";\n\"save\" = \"Save\";\n"),
                .strings("de", "\"title\" = \"Titel\";\n\"title\" = \"Titel\";\n\"save\" = \"Sichern\";\n↓\"save\" = \"Speichern\";\n")),
        ],
        nonTriggering: [
            LintExample(.strings("en", "\"iRateRateButton\" = \"Rate\";\n\"iRateRemindButton\" = \"Later\";\n")),
        ])

    package init() {}

    /// A translation that repeats a key its source repeats copied the source's layout: fixed there, reported there.
    /// A strings table's duplicates are one finding: one pass through the file (often a block pasted twice).
    package func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        let findings = findingsNotCopiedFromSource(file, in: context)
        guard case .table(let table) = file, !table.isFromCatalog, !findings.isEmpty else { return findings }
        var members: [FindingGroup.Member] = []
        var others: [LintFinding] = []
        let entries = table.file.entries
        for finding in findings {
            // The reader's count of those past its bound has no note and stays as it is.
            guard let earlier = finding.notes.first, let index = entryIndex(containing: finding.location.position, in: entries)
            else {
                others.append(finding)
                continue
            }
            let same = entries.firstIndex { $0.keyPosition == earlier.location.position }
                .map { entries[$0].value == entries[index].value } ?? false
            members.append(.init(key: entries[index].key, location: finding.location,
                                 detail: "also on line \(earlier.location.line), with "
                                     + (same ? "the same value" : "another value, which is never shown")))
        }
        let severity = findings.map(\.severity).max()
        let grouped = groupedFinding(members, severity: severity) { members in
            let count = members.count
            return "\(FindingGroup.count(count, "key")) \(count == 1 ? "is" : "are") defined twice in this table "
                + "(\(FindingGroup.keysWithDetail(members))): a device reads the last definition of each, and an earlier value "
                + "that differs is never shown, though a translator or reviewer may read and fix it. Keep one of each"
                + (count == 1 ? "" : " (each key says where the other is)")
        }
        return others + (grouped.map { [$0] } ?? [])
    }
}
