import RatePromptFormats
import RatePromptCore

/// A `%` that printf reads differently from what the writer meant: a stray `%`, or `50% off` read as `% o`.
package struct InvalidFormatSpecifierRule: LintRule {
    package static let description = RuleDescription(
        id: "invalid-format-specifier", category: .copy, severity: .error,
        summary: "A `%` in a format string that is not a specifier, or a literal percent printf reads as one (`50% off` → `% o`).",
        rationale: "The prompt's title and messages go through `String(format:)`: a space is a printf flag, so "
            + "`50% off` reads an octal integer argument that is not there. Write `%%` for a percent sign.",
        triggering: [
            LintExample(.strings("en", "\"iRateAppMessage\" = ↓\"Enjoying %@? Rate it and get 50% off!\";\n")),
            LintExample(.strings("en", "\"iRateMessageTitle\" = ↓\"Rate %@ 100%\";\n")),
        ],
        nonTriggering: [
            LintExample(.strings("en", "\"iRateAppMessage\" = \"Enjoying %@? Rate it and get 50%% off!\";\n")),
            LintExample(.strings("en", "\"banner\" = \"50% off\";\n")),
        ])

    package init() {}

    package func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        switch file {
        case .table(let table):
            let prepared = context.lintTable(table)
            let isPromptTable = context.isPromptTable(table)
            var findings: [LintFinding] = []
            // The printf readings were made once for the table; only a string printf would misread is parsed again,
            // for the message.
            for offset in prepared.entries.indices {
                guard let reading = prepared.format(at: offset), reading.misreadsPercent(isFormat: true) else { continue }
                let entry = prepared.entries[offset]
                let isFormat = isPromptTable && PromptKey(rawValue: entry.key)?.takesAppName == true
                guard let value = entry.value.stringValue,
                      let problem = problem(in: value, reading: reading, isFormat: isFormat) else { continue }
                findings.append(finding("\"\(entry.key)\": \(problem)", at: context.valueLocation(entry, in: table),
                                        key: entry.key))
            }
            return findings
        case .configuration(let config):
            return PromptKey.allCases.filter(\.takesAppName).map(\.configurationKey).uniqued().compactMap { name in
                guard config.sets(name), let value = config.configuration.value(name)?.stringValue else { return nil }
                return problem(in: value, reading: FormatSignature(value), isFormat: true).map {
                    finding("\(name): \($0)", at: config.location(of: name), key: name)
                }
            }
        case .catalog, .pluralTable:
            return []
        }
    }

    /// What printf misreads in `value` (whose reading is `reading`), when `FormatSignature.misreadsPercent` says
    /// it does; the string is parsed again only then, to quote the specifier.
    func problem(in value: String, reading: FormatSignature, isFormat: Bool) -> String? {
        guard reading.misreadsPercent(isFormat: isFormat) else { return nil }
        let format = FormatString(value)
        if let trap = format.specifiers.first(where: { $0.options.utf8.contains(UInt8(ascii: " ")) }) {
            return "\"\(trap.text)\" is read by printf as a specifier (a space flag, then \"\(trap.conversion)\"); "
                + "write %% for a percent sign"
        }
        if let stray = format.strayPercents.first {
            return "\"\(stray.text)\" is not a printf specifier; write %% for a percent sign"
        }
        return nil
    }
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
