import RatePromptFormats
import RatePromptCore

/// Whitespace a value should not have: at the edges of a translation where its source has none (or none where its
/// source has some), doubled spaces inside a value where its source has none, and at the edges of the prompt's copy.
package struct WhitespaceRule: LintRule {
    package static let description = RuleDescription(
        id: "whitespace", category: .copy, severity: .warning,
        summary: "A translation that drops the whitespace at the edges of its source's value, doubled spaces "
            + "inside a value that its source does not have, or whitespace at the edges of the prompt's copy: one finding "
            + "per table, each key saying what.",
        rationale: "Whitespace at the edges of a source value is usually deliberate: a delimiter (`, `), a prefix "
            + "(`Starred: `) or a suffix joined to other text in code, so a translation keeps it, and one that "
            + "drops it runs words together. Doubled spaces inside a sentence show as gaps "
            + "(iRate's Persian title reads `به  %@`). The prompt's strings are whole alert texts, centred: "
            + "whitespace at their edges shifts them in every language. Whitespace a translation adds at its end is not "
            + "reported: it shows nothing at the end of a line, and a space at most at its start (often the language's "
            + "own spacing, `5 с` for `5s`). Nor is an edge space that a language written without spaces (Chinese, "
            + "Japanese, Thai) leaves out: that is its typography.",
        triggering: [
            LintExample(.strings("fa", "\"iRateMessageTitle\" = ↓↳\"امتیاز دادن به  %@\";\n\"iRateRateButton\" = ↳\" Rate \";\n")),
            // A translation's slips are one finding at the first, each key saying what; the source's own are its own.
            LintExample(
                .strings("en", """
                    "starred" = "⭐️ Starred: ";
                    "settings" = "Settings";
                    "token" = ↓↳"Enter your  token";
                    "ok" = "Done";

                    """),
                .strings("de", """
                    "starred" = ↓↳"⭐️ Markiert:";
                    "settings" = " Einstellungen";
                    "token" = "Token  eingeben";
                    "ok" = ↳"Alles  erledigt";

                    """)),
        ],
        nonTriggering: [
            // A space added at the end shows nothing, one at the start a space at most (`5 с` for `5s`); Chinese writes
            // its comma without one.
            LintExample(
                .strings("en", "\"settings\" = \"Settings\";\n\"separator\" = \", \";\n\"seconds\" = \"s\";\n"),
                .strings("de", "\"settings\" = \"Einstellungen \";\n\"separator\" = \", \";\n\"seconds\" = \" s\";\n"),
                .strings("zh-Hans", "\"settings\" = \"设置\";\n\"separator\" = \"，\";\n")),
            LintExample(.strings("en", "\"iRateMessageTitle\" = \"Rate %@\";\n\"iRateAppMessage\" = \"Line one.\\nLine two.\";\n")),
            // The source's own delimiters, prefixes and aligned suffixes, and translations that keep them.
            LintExample(
                .strings("en", """
                    "separator" = ". ";
                    "starred" = "⭐️ Starred: ";
                    "latest" = "Latest version:    ";
                    "indented" = "\\tRight to Left";

                    """),
                .strings("de", """
                    "separator" = ". ";
                    "starred" = "⭐️ Markiert: ";
                    "latest" = "Neueste Version: ";
                    "indented" = "\\tRechts nach links";

                    """)),
        ])

    package init() {}

    package func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .table(let table) = file, context.isSelectable(table.localization) else { return [] }
        let prepared = context.lintTable(table)
        let source = context.sourceLintTable(for: table)
        let isPromptTable = context.isPromptTable(table)
        let unspaced = Self.unspacedLanguages.contains(LocalizationName.language(of: table.localization))
        var members: [FindingGroup.Member] = []
        for (offset, entry) in prepared.entries.enumerated() {
            // Read in the files' bytes; the key becomes a `String` only for a finding.
            guard let own = entry.withStringValueUTF8(Spacing.init), !own.isEmpty else { continue }
            let original = source.flatMap { source in
                prepared.sourceIndex(ofEntryAt: offset).flatMap { source.entries[$0].withStringValueUTF8(Spacing.init) }
            }
            let isPromptCopy = isPromptTable && entry.withKeyUTF8 { $0.starts(with: "iRate".utf8) }
                && PromptKey(rawValue: entry.key) != nil
            let problems = Self.problems(own, source: original, isPromptCopy: isPromptCopy,
                                         sourceName: source?.table.localization ?? "")
                .filter { Self.shows($0, unspaced: unspaced) }
            guard !problems.isEmpty else { continue }
            members.append(.init(key: entry.key, location: context.valueLocation(entry, in: table),
                                 detail: problems.joined(separator: ", ")))
        }
        // One table's whitespace slips are one pass through it, by its translator (or the source's writer).
        let localization = table.localization
        let sourceName = source?.table.localization
        return groupedFinding(members, scope: FindingGroup.scope(of: table)) { members in
            let count = members.count
            let what = sourceName.map { "\(count == 1 ? "differs" : "differ") from \($0) in whitespace" }
                ?? "\(count == 1 ? "has" : "have") stray whitespace"
            return "\(FindingGroup.count(count, "string")) in \(localization) \(what) (\(FindingGroup.keysWithDetail(members))): "
                + "a device shows \(Self.effects(members)). "
                + (sourceName.map { "Make the edges match \($0)'s and the spaces single" } ?? "Remove it")
                + (count == 1 ? "" : " (each key says what)")
        }.map { [$0] } ?? []
    }

    /// Languages written without spaces between words: a translation that leaves out the source's edge space (after
    /// a comma, before a suffix) follows its own typography.
    static let unspacedLanguages: Set<String> = ["ja", "zh", "yue", "th", "lo", "km", "my", "bo"]

    /// Whether a device shows a problem: whitespace a translation adds at its end shows nothing at the end of a line,
    /// and at its start a space at most (often the language's own spacing: `5 с` for `5s`); a space an unspaced
    /// language leaves out is its typography.
    static func shows(_ problem: String, unspaced: Bool) -> Bool {
        if problem.hasPrefix("adds ") { return false }
        if unspaced, problem.hasPrefix("drops the") { return false }
        return true
    }

    /// What a device shows for the members' problems, each kind once.
    static func effects(_ members: [FindingGroup.Member]) -> String {
        var effects: [String] = []
        func add(_ effect: String, when word: String) {
            if !effects.contains(effect), members.contains(where: { $0.detail?.contains(word) == true }) {
                effects.append(effect)
            }
        }
        add("the text run into what the code joins to it, without the space or indent the source has", when: "drops")
        add("a double gap between words", when: "doubled")
        add("the centred alert text off-centre", when: "has leading")
        add("the centred alert text off-centre", when: "has trailing")
        return effects.isEmpty ? "the text spaced unlike its source" : effects.joined(separator: ", ")
    }

    /// What is wrong with a value's whitespace: `source` is the spacing of its source's value, nil for a source value
    /// (or a key its source lacks), whose edges are the writer's choice; the prompt's copy may have none.
    static func problems(_ own: Spacing, source: Spacing?, isPromptCopy: Bool, sourceName: String) -> [String] {
        var problems: [String] = []
        if isPromptCopy || source == nil {
            if isPromptCopy, own.leading { problems.append("has leading whitespace") }
            if isPromptCopy, own.trailing { problems.append("has trailing whitespace") }
            if own.doubledInside { problems.append("has doubled spaces") }
            return problems
        }
        guard let source, !source.isEmpty else { return own.doubledInside ? ["has doubled spaces"] : [] }
        if own.leading != source.leading {
            problems.append(own.leading ? "adds leading whitespace that \(sourceName) does not have"
                                        : "drops the leading whitespace that \(sourceName) has")
        }
        if own.trailing != source.trailing {
            problems.append(own.trailing ? "adds trailing whitespace that \(sourceName) does not have"
                                         : "drops the trailing whitespace that \(sourceName) has")
        }
        if own.doubledInside, !source.doubledInside {
            problems.append("has doubled spaces that \(sourceName) does not have")
        }
        return problems
    }

    /// The whitespace of one value that matters: at its edges, and doubled spaces between its first and last
    /// characters that are not whitespace.
    struct Spacing: Equatable {
        var isEmpty: Bool
        var leading: Bool
        var trailing: Bool
        var doubledInside: Bool

        init(_ value: String) {
            var value = value
            self = value.withUTF8(Spacing.init)
        }

        /// Read from UTF-8 bytes. An ASCII first or last character is whitespace exactly when it is a tab, a line
        /// break or a space, and only a non-ASCII one needs its Unicode properties.
        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            isEmpty = bytes.isEmpty
            guard let first = bytes.first, let last = bytes.last else {
                (leading, trailing, doubledInside) = (false, false, false)
                return
            }
            func isASCIISpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 9 && byte <= 13) }
            func isSpace(_ byte: UInt8, _ scalar: () -> Unicode.Scalar?) -> Bool {
                if byte < 0x80 { return isASCIISpace(byte) }
                return scalar()?.properties.isWhitespace ?? false
            }
            leading = isSpace(first) { String(decoding: bytes.prefix(4), as: UTF8.self).unicodeScalars.first }
            trailing = isSpace(last) {
                // The last scalar starts at the last byte that is not a continuation byte (0b10xxxxxx).
                var start = bytes.count - 1
                while start > 0, start > bytes.count - 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self).unicodeScalars.last
            }
            // Spaces at the edges are the edges' business (`Latest version:    ` aligns a column).
            var start = 0
            var end = bytes.count
            while start < end, isASCIISpace(bytes[start]) { start += 1 }
            while end > start, isASCIISpace(bytes[end - 1]) { end -= 1 }
            var doubled = false
            var index = start + 1
            while index < end {
                if bytes[index] == 0x20, bytes[index - 1] == 0x20 {
                    doubled = true
                    break
                }
                index += 1
            }
            doubledInside = doubled
        }
    }
}
