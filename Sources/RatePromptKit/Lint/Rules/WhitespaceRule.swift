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
            // Read in the file's bytes; the key becomes a `String` only for a finding.
            guard let problems = entry.withStringValueUTF8(Self.problems), let problems else { return nil }
            return finding("\"\(entry.key)\" in \(table.localization) has \(problems)",
                           at: context.valueLocation(entry, in: table), key: entry.key)
        }
    }

    static func problems(_ value: String) -> String? {
        var value = value
        return value.withUTF8(problems)
    }

    /// The problems of the value spelled by these UTF-8 bytes.
    static func problems(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        // An ASCII first or last character is whitespace exactly when it is a tab, a line break or a space, and
        // only a non-ASCII one needs its Unicode properties.
        guard let first = bytes.first, let last = bytes.last else { return nil }
        func isSpace(_ byte: UInt8, _ scalar: () -> Unicode.Scalar?) -> Bool {
            if byte < 0x80 { return byte == 0x20 || (byte >= 9 && byte <= 13) }
            return scalar()?.properties.isWhitespace ?? false
        }
        var doubled = false
        var index = 1
        while index < bytes.count {
            if bytes[index] == 0x20, bytes[index - 1] == 0x20 {
                doubled = true
                break
            }
            index += 1
        }
        let leading = isSpace(first) { String(decoding: bytes.prefix(4), as: UTF8.self).unicodeScalars.first }
        let trailing = isSpace(last) {
            // The last scalar starts at the last byte that is not a continuation byte (0b10xxxxxx).
            var start = bytes.count - 1
            while start > 0, start > bytes.count - 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self).unicodeScalars.last
        }
        guard leading || trailing || doubled else { return nil }
        var problems: [String] = []
        if leading { problems.append("leading whitespace") }
        if trailing { problems.append("trailing whitespace") }
        if doubled { problems.append("doubled spaces") }
        return problems.joined(separator: ", ")
    }
}
