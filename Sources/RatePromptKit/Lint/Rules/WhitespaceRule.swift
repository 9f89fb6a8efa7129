/// Leading, trailing or doubled spaces in a value.
public struct WhitespaceRule: LintRule {
    public static let description = RuleDescription(
        id: "whitespace", category: .copy, severity: .warning,
        summary: "Leading or trailing whitespace, or doubled spaces, in a value.",
        rationale: "The alert centres its text: stray spaces shift it, and doubled spaces show as gaps (iRate's "
            + "Persian title reads `به  %@`).",
        triggering: [
            LintExample(.strings("fa", "\"iRateMessageTitle\" = ↓\"امتیاز دادن به  %@\";\n\"iRateRateButton\" = ↓\" Rate \";\n")),
        ],
        nonTriggering: [
            LintExample(.strings("en", "\"iRateMessageTitle\" = \"Rate %@\";\n\"iRateAppMessage\" = \"Line one.\\nLine two.\";\n")),
        ])

    public init() {}

    public func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .table(let table) = file else { return [] }
        return context.effectiveEntries(of: table).compactMap { entry in
            guard let value = entry.value.stringValue, let problems = Self.problems(value) else { return nil }
            return finding("\"\(entry.key)\" in \(table.localization) has \(problems)",
                           at: context.valueLocation(entry, in: table), key: entry.key)
        }
    }

    static func problems(_ value: String) -> String? {
        var value = value
        // Bytes first: an ASCII first or last character is whitespace exactly when it is a tab, a line break or
        // a space, and only a non-ASCII one needs its Unicode properties.
        let (leading, trailing, doubled) = value.withUTF8 { bytes -> (Bool?, Bool?, Bool) in
            guard let first = bytes.first, let last = bytes.last else { return (false, false, false) }
            func asciiSpace(_ byte: UInt8) -> Bool? { byte >= 0x80 ? nil : byte == 0x20 || (byte >= 9 && byte <= 13) }
            var doubled = false
            var index = 1
            while index < bytes.count {
                if bytes[index] == 0x20, bytes[index - 1] == 0x20 {
                    doubled = true
                    break
                }
                index += 1
            }
            return (asciiSpace(first), asciiSpace(last), doubled)
        }
        var problems: [String] = []
        if leading ?? value.unicodeScalars.first!.properties.isWhitespace { problems.append("leading whitespace") }
        if trailing ?? value.unicodeScalars.last!.properties.isWhitespace { problems.append("trailing whitespace") }
        if doubled { problems.append("doubled spaces") }
        return problems.isEmpty ? nil : problems.joined(separator: ", ")
    }
}
