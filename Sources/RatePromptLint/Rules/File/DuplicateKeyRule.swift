import RatePromptFormats
import RatePromptCore

/// Surfaces `duplicate-key`: the same key twice in a table, a configuration or an object of a String Catalog.
struct DuplicateKeyRule: ReaderDiagnosticRule {
    static let description = RuleDescription(
        id: "duplicate-key", category: .file, severity: .warning, isFixable: true,
        summary: "The same key twice in one table (or setting in one configuration, or member of one object of a String "
            + "Catalog: a string, a language of a string, a plural form); the last one wins. A table's "
            + "duplicates are one finding; a translation that repeats a key its source repeats is the "
            + "source's, which counts the translations that copy it.",
        rationale: "The earlier value is never shown, yet it is the one a translator or reviewer may read and fix. The "
            + "same value twice changes nothing on a device: a table whose duplicates all repeat their value is a note, "
            + "since only an edit to the earlier definition would not show. A String Catalog is JSON: Xcode reads the "
            + "last of a key written twice in one object and drops the other, which a merge that kept both sides "
            + "leaves behind; `rateprompt format` refuses such a file until one is removed.",
        triggering: [
            LintExample(.strings("en", "\"iRateRateButton\" = \"Rate\";\n↓\"iRateRateButton\" = \"Rate Now\";\n")),
            LintExample(.config("{\"remindPeriod\": 7, ↓\"remindPeriod\": 14}")),
            // A block pasted twice and edited: one finding for the table, at the first repeat, with every key.
            LintExample(.strings("en", "\"low\" = \"Low\";\n\"high\" = \"High\";\n\"mid\" = \"Middle\";\n"
                                 + "↓↳\"low\" = \"Low level\";\n↳\"high\" = \"High level\";\n↳\"mid\" = \"Middle\";\n")),
            // Reported in the source, not in the translation that copies its layout.
            LintExample(
                .strings("en", "\"title\" = \"Title\";\n↓\"title\" = \"Heading\";\n\"save\" = \"Save\";\n"),
                .strings("de", "\"title\" = \"Titel\";\n\"title\" = \"Überschrift\";\n\"save\" = \"Sichern\";\n↓\"save\" = \"Speichern\";\n")),
            // A String Catalog's string twice (a merge that kept both sides), a language twice in one string, a
            // plural form twice: Xcode keeps the last of each.
            LintExample(.catalog(strings: """
                    "Rate" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Bewerten" } } } },
                    ↓"Rate" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Jetzt bewerten" } } } },
                    "Later" : { "localizations" : {
                      "fr" : { "stringUnit" : { "state" : "translated", "value" : "Plus tard" } },
                      ↓"fr" : { "stringUnit" : { "state" : "translated", "value" : "Après" } }
                    } },
                    "%lld days" : { "localizations" : { "en" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld day" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld day" } },
                      ↓"other" : { "stringUnit" : { "state" : "translated", "value" : "%lld days" } }
                    } } } } }
                """)),
        ],
        nonTriggering: [
            LintExample(.strings("en", "\"iRateRateButton\" = \"Rate\";\n\"iRateRemindButton\" = \"Later\";\n")),
            // The same key in two objects of a String Catalog (each string's own "de") is no repeat.
            LintExample(.catalog(strings: """
                    "Rate" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Bewerten" } } } },
                    "Later" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Später" } } } }
                """)),
        ])

    init() {}

    /// A translation that repeats a key its source repeats copied the source's layout: fixed there, reported there.
    /// A strings table's duplicates are one finding: one pass through the file (often a block pasted twice). When
    /// every one repeats the same value, nothing changes on a device: a note.
    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        let (findings, copies) = findingsAndCopies(file, in: context)
        guard case .table(let table) = file, !table.isFromCatalog, !findings.isEmpty else { return findings }
        var members: [FindingGroup.Member] = []
        var others: [LintFinding] = []
        var fixes: [LintFix] = []
        // How many keys repeat with another value: a device then shows one a reader may not expect.
        var differing = 0
        let entries = table.file.entries
        // The translations that copy a grouped key's repeat, each once: told by the group.
        var copiedIn: [String: CopiedDefect.Copy] = [:]
        for finding in findings {
            // The reader's count of those past its bound has no note and stays as it is.
            guard let earlier = finding.notes.first, let index = entryIndex(containing: finding.location.position, in: entries),
                  let earlierIndex = entryIndex(containing: earlier.location.position, in: entries)
            else {
                others.append(finding)
                continue
            }
            for copy in copies[entries[index].key]?.copies ?? [] where copiedIn[copy.localization] == nil {
                copiedIn[copy.localization] = copy
            }
            let differs = entries[earlierIndex].value != entries[index].value
            differing += differs ? 1 : 0
            // The fix keeps what a device shows: the last definition.
            fixes.append(LintFix(path: table.file.path, .strings(.removeEntry(keyPosition: entries[earlierIndex].keyPosition,
                                                                              key: entries[index].key))))
            members.append(.init(key: entries[index].key, location: finding.location,
                                 detail: "also on line \(earlier.location.line)"
                                     + (differs ? Self.differing : ", with the same value")))
        }
        let severity = differing > 0 ? findings.map(\.severity).max() : .note
        let grouped = groupedFinding(members, severity: severity) { members in
            let count = members.count
            let differing = members.count { $0.detail?.hasSuffix(Self.differing) == true }
            let head = "\(FindingGroup.count(count, "key")) \(count == 1 ? "is" : "are") defined twice in this table "
                + "(\(FindingGroup.keysWithDetail(members))): "
            let each = count == 1 ? "" : " (each key says where the other is)"
            guard differing > 0 else {
                return head + "a device shows the same value, but an edit to the earlier definition would change "
                    + "nothing. Delete the repeat" + (count == 1 ? "" : "s") + each
            }
            return head + (count == 1 || differing == count ? "" : "\(differing) with another value: ")
                + "a device shows the last definition of each, never the earlier value a translator or reviewer may "
                + "read and fix. Keep the right one of each" + each
        }
        let told = grouped.map { grouped in
            var grouped = CopiedDefect(Array(copiedIn.values)).applied(to: grouped)
            grouped.fixes = fixes
            return grouped
        }
        return others + (told.map { [$0] } ?? [])
    }

    /// The end of a member's detail when the earlier value is another one.
    private static let differing = ", with another value, which never shows"
}
