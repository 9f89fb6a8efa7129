import RatePromptFormats
import RatePromptCore

/// Whitespace a value should not have: at the edges of a translation where its source has none (or none where its
/// source has some), doubled spaces inside a value where its source has none, and at the edges of the prompt's copy.
struct WhitespaceRule: LintRule {
    static let description = RuleDescription(
        id: "whitespace", category: .copy, severity: .warning, isFixable: true,
        summary: "A translation that drops the whitespace at the edges of its source's value, doubled spaces "
            + "inside a value that its source does not have, or whitespace at the edges of the prompt's copy: one finding "
            + "per table, each key saying what.",
        rationale: "Whitespace at the edges of a source value is usually deliberate: a delimiter (`, `), a prefix "
            + "(`Starred: `) or a suffix joined to other text in code, so a translation keeps it, and one that "
            + "drops it runs words together. Doubled spaces inside a sentence show as gaps "
            + "(iRate's Persian title reads `به  %@`). The prompt's strings are whole alert texts, centred: "
            + "whitespace at their edges shifts them in every language. Whitespace a translation adds before its first "
            + "word shifts the text and is reported, and so is a line break added at either edge (an empty line); a "
            + "space added after the last word shows nowhere, and one before a unit or symbol (`5 с` for `5s`) is the "
            + "language's spacing. An Info.plist string and a storyboard's label stand alone, so their dropped edges "
            + "change nothing; a key the source lacks is `unused-key`'s, and the source's text copied without its edge "
            + "whitespace is `untranslated`'s. An edge of the source that most of its translations (three or more) "
            + "leave out is the source's oddity (`Cancel ` for a button): one note at the source, none in the "
            + "translations. Japanese and Chinese write no space between sentences or words (nor Thai, Lao, Khmer and "
            + "Burmese between words): a translation in those languages, or whose edge is a `。`, fullwidth punctuation or a "
            + "letter of those scripts, may drop the source's edge space. Arabic and Hebrew space like English after "
            + "their punctuation (`، `); an invisible direction mark (U+200F) at an edge is looked past. A localization "
            + "no device picks (`qqq`) is not checked.",
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
                    "settings" = ↳" Einstellungen";
                    "token" = "Token  eingeben";
                    "ok" = ↳"Alles  erledigt";

                    """)),
            // A space after a last word that most translations leave out: the source's oddity, said once there (a note).
            LintExample(
                .strings("en", "\"cancel\" = ↓\"Cancel \";\n"),
                .strings("de", "\"cancel\" = \"Abbrechen\";\n"),
                .strings("fr", "\"cancel\" = \"Annuler\";\n"),
                .strings("es", "\"cancel\" = \"Cancelar\";\n")),
            // Line breaks added at the end show as empty lines, and one added at the start as one above the text.
            LintExample(
                .strings("en", "\"thickness\" = \"Thickness\";\n"),
                .strings("ar", "\"thickness\" = ↓\"السماكة\\n\\n\";\n")),
            LintExample(
                .strings("en", "\"title\" = \"Welcome\";\n"),
                .strings("es", "\"title\" = ↓\"\\nBienvenido\";\n")),
        ],
        nonTriggering: [
            // An Info.plist string stands alone: the system shows it, nothing is joined to its edges.
            LintExample(
                .strings("en", "\"NSCameraUsageDescription\" = \"\\n Scans receipts into your ledger.\";\n", table: "InfoPlist"),
                .strings("de", "\"NSCameraUsageDescription\" = \"Scannt Belege in dein Kassenbuch.\";\n", table: "InfoPlist")),
            // A key its source lacks: unused-key's.
            LintExample(
                .strings("en", "\"save\" = \"Save\";\n"),
                .strings("de", "\"save\" = \"Sichern\";\n\"old\" = \"Alter  Text \";\n")),
            // A storyboard's label stands alone: nothing is joined to its edges.
            LintExample(
                .strings("en", "\"Xq1-ab-3Zt.title\" = \"Name: \";\n", table: "Main"),
                .strings("de", "\"Xq1-ab-3Zt.title\" = \"Name:\";\n", table: "Main")),
            // A device reads a key the .stringsdict beside the table defines from there, never this value.
            LintExample(
                .strings("en", "\"%d files\" = \"%d files \";\n"),
                .stringsdict("en", key: "%d files", format: "%#@count@",
                    .variable("count", type: "d", ["one": "%d file ", "other": "%d files "])),
                .strings("fr", "\"%d files\" = \"%d fichiers\";\n"),
                .stringsdict("fr", key: "%d files", format: "%#@count@",
                    .variable("count", type: "d", ["one": "%d fichier ", "other": "%d fichiers "]))),
            // A space added at the end shows nothing, one at the start a space at most (`5 с` for `5s`); Chinese writes
            // its comma without one.
            LintExample(
                .strings("en", "\"settings\" = \"Settings\";\n\"separator\" = \", \";\n\"seconds\" = \"s\";\n"
                             + "\"percent\" = \"% (exact)\";\n\"exact\" = \"s (exact)\";\n"),
                .strings("de", "\"settings\" = \"Einstellungen \";\n\"separator\" = \", \";\n\"seconds\" = \" s\";\n"),
                .strings("cs", "\"percent\" = \" % (přesně)\";\n"),
                .strings("uk", "\"exact\" = \" с (точно)\";\n"),
                .strings("zh-Hans", "\"settings\" = \"设置\";\n\"separator\" = \"，\";\n")),
            LintExample(.strings("en", "\"iRateMessageTitle\" = \"Rate %@\";\n\"iRateAppMessage\" = \"Line one.\\nLine two.\";\n")),
            // A space after the last word shows nowhere.
            LintExample(
                .strings("en", "\"settings\" = \"Open Clock settings\";\n"),
                .strings("ko", "\"settings\" = \"시계 설정 \";\n")),
            // A Japanese full stop and a Chinese letter carry their own spacing: the source's edge spaces go.
            LintExample(
                .strings("en", "\"saved\" = \"Saved. \";\n\"note\" = \" (optional)\";\n\"rtl\" = \"Name: \";\n"),
                .strings("ja", "\"saved\" = \"保存しました。\";\n\"note\" = \"（任意）\";\n\"rtl\" = \"名前：\";\n"),
                .strings("zh-Hans", "\"saved\" = \"已保存\";\n\"note\" = \"（可选）\";\n\"rtl\" = \"名称：\";\n"),
                .strings("ar", "\"saved\" = \"تم الحفظ. \";\n\"note\" = \" (اختياري)\";\n\"rtl\" = \"الاسم: \\U200F\";\n")),
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

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .table(let table) = file, LocalizationName.isSelectedByDevices(table.localization) else { return [] }
        let prepared = context.lintTable(table)
        let source = context.sourceLintTable(for: table)
        let isPromptTable = context.isPromptTable(table)
        let unspaced = Self.unspacedLanguages.contains(LocalizationName.language(of: table.localization))
        var members: [FindingGroup.Member] = []
        let shadowed = context.keysShadowedByStringsdict(in: table)
        // A catalog's string marked not to translate is `unwanted-translation`'s alone.
        let notToTranslate = context.keysNotToTranslate(in: table) ?? []
        var fixes: [LintFix] = []
        // What each member's value has, by its place, for what a device shows.
        var problemsAt: [TextPosition: [Problem]] = [:]
        // Values the system shows on their own (the Info.plist's strings): no code joins text to their edges.
        let standsAlone = table.name == "InfoPlist" && !table.isFromCatalog
        for offset in prepared.entries.indices {
            // Read in the files' bytes, in place; the entry is copied out, and its key made a `String`, only where
            // its value has whitespace to look at.
            guard let own = prepared.withValueUTF8(at: offset, { Spacing($0, readingFirstToken: false) }),
                  !own.isEmpty else { continue }
            let entry = prepared.entries[offset]
            // A value of whitespace only (it starts with some) shows as nothing: `empty-value`'s.
            guard
                  !own.leading || prepared.withValueUTF8(at: offset, BlankText.isBlank) == false,
                  shadowed.isEmpty || !shadowed.contains(entry.key),
                  notToTranslate.isEmpty || !notToTranslate.contains(entry.key) else { continue }
            // A key its source lacks is shown nowhere: `unused-key` speaks for it.
            let sourceOffset = prepared.sourceIndex(ofEntryAt: offset)
            if source != nil, sourceOffset == nil { continue }
            // What the source's value starts with is read only where a translation adds leading whitespace before
            // it: most values have none, and reading it decodes characters.
            let original = source.flatMap { source in
                sourceOffset.flatMap { offset in
                    source.withValueUTF8(at: offset) { Spacing($0, readingFirstToken: own.leading) }
                }
            }
            let isPromptCopy = isPromptTable && prepared.withKeyUTF8(at: offset) { $0.starts(with: "iRate".utf8) }
                && PromptKey(rawValue: entry.key) != nil
            var problems = Self.problems(own, source: original, isPromptCopy: isPromptCopy,
                                         sourceName: source?.table.localization ?? "")
                .filter { $0.shows(unspaced: unspaced) }
            // An edge most translations leave out is the source's oddity, said once at the source, not in each.
            if let source, let sourceOffset, problems.contains(where: \.drops),
               Self.oddEdge(ofEntryAt: sourceOffset, in: source, context: context) != nil {
                problems.removeAll(where: \.drops)
            }
            // In a source table: an edge most of its translations leave out.
            if source == nil, !isPromptCopy, let odd = Self.oddEdge(ofEntryAt: offset, in: prepared, context: context) {
                problems.append(odd)
            }
            guard !problems.isEmpty else { continue }
            // A storyboard's or xib's label, and an Info.plist string, stand alone: no code joins text to their edges.
            let shown = standsAlone || StringKey.isInterfaceBuilderObject(entry.key) ? problems.filter { !$0.drops } : problems
            guard !shown.isEmpty else { continue }
            let location = context.valueLocation(entry, in: table)
            problemsAt[location.position] = shown
            members.append(.init(key: entry.key, location: location, detail: shown.map(\.text).joined(separator: ", ")))
            if !table.isFromCatalog, let source, let index = prepared.sourceIndex(ofEntryAt: offset),
               let edges = Self.fixedEdges(entry.value.stringValue, source: source.entries[index].value.stringValue,
                                           problems: shown) {
                fixes.append(LintFix(path: table.file.path, .strings(.valueEdges(
                    valuePosition: entry.valuePosition, leading: edges.leading, trailing: edges.trailing))))
            }
        }
        // One table's whitespace slips are one pass through it, by its translator (or the source's writer).
        let localization = table.localization
        let sourceName = source?.table.localization
        // Doubled spaces alone show as a wider gap, which a reader passes over; a source's odd edge is a question for
        // its writer: a note.
        let onlyDoubled = problemsAt.values.allSatisfy { $0.allSatisfy { $0.isDoubled || $0.isOddEdge } }
        let found = problemsAt
        return groupedFinding(members, scope: FindingGroup.scope(of: table), severity: onlyDoubled ? .note : nil) { members in
            let count = members.count
            let what = sourceName.map { "\(count == 1 ? "differs" : "differ") from \($0) in whitespace" }
                ?? "\(count == 1 ? "has" : "have") stray whitespace"
            return "\(FindingGroup.count(count, "string")) in \(localization) \(what) (\(FindingGroup.keysWithDetail(members))): "
                + "a device shows \(Self.effects(members.flatMap { found[$0.location.position] ?? [] })). "
                + (sourceName.map { "Make the edges match \($0)'s and the spaces single" } ?? "Remove it")
                + (count == 1 ? "" : " (each key says what)")
        }.map { finding in
            var finding = finding
            finding.fixes = fixes
            return [finding]
        } ?? []
    }

    /// Whether the source entry at `offset` of `source` has edge whitespace that most of its translations leave out
    /// (at least three translate it, and more than half of those drop the edge): the source's oddity, such as a space
    /// after a last word that nothing follows. Decided once per source entry.
    static func oddEdge(ofEntryAt offset: Int, in source: LintTable, context: LintContext) -> Problem? {
        guard let spacing = source.withValueUTF8(at: offset, { Spacing($0, readingFirstToken: false) }),
              !spacing.isEmpty,
              spacing.leading || spacing.trailing else { return nil }
        // The translations that have the string, and those of them that drop an edge the source has (a language
        // written without spaces drops them by its typography, and is not counted).
        func count() -> (having: Int, dropping: Int) {
            var counts = (having: 0, dropping: 0)
            for translation in context.translations(of: source.table).map(context.lintTable) {
                guard !unspacedLanguages.contains(LocalizationName.language(of: translation.table.localization)),
                      let index = translation.entryIndex(forSourceEntryAt: offset),
                      let own = translation.withValueUTF8(at: index, { Spacing($0, readingFirstToken: false) }),
                      !own.isEmpty else { continue }
                counts.having += 1
                if (spacing.leading && !own.leading) || (spacing.trailing && !own.trailing) { counts.dropping += 1 }
            }
            return counts
        }
        var counts: (having: Int, dropping: Int)?
        let odd = source.sharedVerdict(.oddEdge, forEntryAt: offset) {
            counts = count()
            return counts!.having >= 3 && counts!.dropping * 2 > counts!.having
        }
        guard odd else { return nil }
        // Decided by another table: counted again for the words.
        let (having, dropping) = counts ?? count()
        return .oddEdge(leading: spacing.leading && !spacing.trailing, dropped: dropping, of: having)
    }

    /// The edges `lint --fix` gives a translation: the source's whitespace at each edge the rule reports (a dropped
    /// edge, whitespace added before the text, a line break added at the end); nil when there is nothing certain to do. Doubled spaces are left: which
    /// one goes is the translator's choice. A direction mark or another invisible control beside an edge leaves it
    /// uncertain where the space belongs.
    static func fixedEdges(_ own: String?, source: String?, problems: [Problem]) -> (leading: String?, trailing: String?)? {
        guard let own, let source else { return nil }
        let leading = problems.contains {
            switch $0 {
            case .dropsLeading, .addsLeading: true
            default: false
            }
        }
        let trailing = problems.contains {
            switch $0 {
            case .dropsTrailing, .addsLineBreak: true
            default: false
            }
        }
        guard leading || trailing else { return nil }
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace }
        func visibleEdges(_ text: String) -> Bool {
            let scalars = Array(text.unicodeScalars)
            guard let first = scalars.first(where: { !isSpace($0) }), let last = scalars.last(where: { !isSpace($0) })
            else { return false }
            return first.properties.generalCategory != .format && last.properties.generalCategory != .format
        }
        guard visibleEdges(own), visibleEdges(source) else { return nil }
        let scalars = Array(source.unicodeScalars)
        let head = scalars.prefix { isSpace($0) }
        let tail = scalars.reversed().prefix { isSpace($0) }.reversed()
        return (leading ? String(String.UnicodeScalarView(head)) : nil,
                trailing ? String(String.UnicodeScalarView(tail)) : nil)
    }

    /// One thing wrong with a value's whitespace; `than` is the source localization it differs from.
    enum Problem: Equatable, Sendable {
        /// Whitespace at an edge of the prompt's copy, a centred alert text.
        case promptEdge(leading: Bool)
        /// Doubled spaces inside the value (that the source's value does not have).
        case doubled(than: String?)
        case addsLeading(than: String)
        case dropsLeading(than: String)
        case addsLineBreak(than: String)
        case dropsTrailing(than: String)
        /// A source's edge whitespace that most of its translations leave out (`dropped` of `of`).
        case oddEdge(leading: Bool, dropped: Int, of: Int)

        /// How a key's detail says it.
        var text: String {
            switch self {
            case .promptEdge(let leading): "has \(leading ? "leading" : "trailing") whitespace"
            case .doubled(let than): "has doubled spaces" + (than.map { " that \($0) does not have" } ?? "")
            case .addsLeading(let than): "adds leading whitespace that \(than) does not have"
            case .dropsLeading(let than): "drops the leading whitespace that \(than) has"
            case .addsLineBreak(let than): "adds a line break at the end that \(than) does not have"
            case .dropsTrailing(let than): "drops the trailing whitespace that \(than) has"
            case .oddEdge(let leading, let dropped, let total):
                "has \(leading ? "leading" : "trailing") whitespace that \(dropped) of its \(total) translations leave out"
            }
        }

        var isDoubled: Bool { if case .doubled = self { true } else { false } }

        var isOddEdge: Bool { if case .oddEdge = self { true } else { false } }

        /// A source's edge whitespace left out.
        var drops: Bool {
            switch self {
            case .dropsLeading, .dropsTrailing: true
            default: false
            }
        }

        /// Whether a device shows it: a space an unspaced language leaves out is its typography (`problems` keeps
        /// only a line break added at the end, and leading whitespace added before a word, not before a unit).
        func shows(unspaced: Bool) -> Bool {
            !(unspaced && drops)
        }

        /// What a device shows for it, in the order the message lists them.
        var effect: Effect? {
            switch self {
            case .dropsLeading, .dropsTrailing: .runsTogether
            case .doubled: .doubleGap
            case .addsLineBreak: .emptyLine
            case .promptEdge: .offCentre
            case .addsLeading: .shifted
            case .oddEdge: .oddEdge
            }
        }
    }

    /// What a device shows for a kind of problem.
    enum Effect: CaseIterable {
        case runsTogether, shifted, doubleGap, emptyLine, offCentre, oddEdge

        var text: String {
            switch self {
            case .runsTogether: "the text without the space or line break its source has at that edge (where the app joins "
                + "text there, the two run together)"
            case .shifted: "the text shifted by the whitespace added before it"
            case .oddEdge: "the source's edge whitespace, which its translators took for a slip: if nothing is joined "
                + "there, remove it; if something is, tell them in a comment"
            case .doubleGap: "a double gap between words"
            case .emptyLine: "an empty line after the text"
            case .offCentre: "the centred alert text off-centre"
            }
        }
    }

    /// Languages written without spaces between words: a translation that leaves out the source's edge space (after
    /// a comma, before a suffix) follows its own typography.
    static let unspacedLanguages: Set<String> = ["ja", "zh", "yue", "th", "lo", "km", "my", "bo"]

    /// What a device shows for the members' problems, each kind once.
    static func effects(_ problems: [Problem]) -> String {
        let effects = Effect.allCases.filter { effect in problems.contains { $0.effect == effect } }
        return effects.isEmpty ? "the text spaced unlike its source" : effects.map(\.text).joined(separator: ", ")
    }

    /// What is wrong with a value's whitespace: `source` is the spacing of its source's value, nil for a source value
    /// (or a key its source lacks), whose edges are the writer's choice; the prompt's copy may have none.
    static func problems(_ own: Spacing, source: Spacing?, isPromptCopy: Bool, sourceName: String) -> [Problem] {
        var problems: [Problem] = []
        if isPromptCopy || source == nil {
            if isPromptCopy, own.leading { problems.append(.promptEdge(leading: true)) }
            if isPromptCopy, own.trailing { problems.append(.promptEdge(leading: false)) }
            if own.doubledInside { problems.append(.doubled(than: nil)) }
            return problems
        }
        guard let source, !source.isEmpty else { return own.doubledInside ? [.doubled(than: nil)] : [] }
        // Japanese and Chinese write no space between sentences or words, and Thai, Lao, Khmer and Burmese none
        // between words: a `。` or a letter of theirs at an edge where the source has a space keeps what the space
        // was for (`完了。` for `Done. `), so dropping it is the convention, not a mistake.
        var own = own
        if source.leading, !own.leading, own.leadingUnspaced { own.leading = true }
        if source.trailing, !own.trailing, own.trailingUnspaced { own.trailing = true }
        // A space added after the last word shows nowhere (nothing follows it, as the source's value shows), so only
        // an added line break, an empty line, is reported.
        if own.trailing, !source.trailing, !own.trailingLineBreak { own.trailing = false }
        if own.leading != source.leading {
            // Whitespace added before a unit or a symbol (`5 с` for `5s`, ` KB`) is the language's spacing of what the
            // code puts before it; before a word, or a line break, it shows.
            if !own.leading {
                problems.append(.dropsLeading(than: sourceName))
            } else if own.leadingLineBreak || !(source.isShortToken || source.startsWithSymbol) {
                problems.append(.addsLeading(than: sourceName))
            }
        }
        if own.trailing != source.trailing {
            problems.append(own.trailing ? .addsLineBreak(than: sourceName) : .dropsTrailing(than: sourceName))
        }
        if own.doubledInside, !source.doubledInside {
            problems.append(.doubled(than: sourceName))
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
        /// The first (last) visible character is one of a script written without spaces, or CJK punctuation that
        /// carries its own spacing (`。`, `、`, `（`, `！`).
        var leadingUnspaced = false
        var trailingUnspaced = false
        /// The whitespace at the end holds a line break.
        var trailingLineBreak = false
        /// The whitespace at the start holds a line break.
        var leadingLineBreak = false
        /// A value whose first word has three characters or fewer (`s`, `KB`, `%`, `s (exact)`): a unit or a symbol
        /// that the code puts after a number.
        var isShortToken = false
        /// The first visible character is a symbol or punctuation, a literal `%` among them (`% (exact)`, `° C`):
        /// what the code puts before it is a number, spaced from it as the language spaces them.
        var startsWithSymbol = false

        init(_ value: String) {
            var value = value
            self = value.withUTF8(Spacing.init)
        }

        /// Read from UTF-8 bytes. An ASCII first or last character is whitespace exactly when it is a tab, a line
        /// break or a space, and only a non-ASCII one needs its Unicode properties. `isShortToken` and
        /// `startsWithSymbol` are read only with `readingFirstToken`: they matter where a translation adds leading
        /// whitespace, and reading them decodes characters.
        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.init(bytes, readingFirstToken: true)
        }

        /// Whether two spaces (U+0020) follow each other in `bytes`. Read eight bytes at a time: every value of every
        /// table is read whole for this, and a byte at a time it was most of the rule's time.
        static func hasDoubledSpace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard bytes.count >= 2, let base = bytes.baseAddress else { return false }
            let raw = UnsafeRawPointer(base)
            let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            var index = 0
            var spaceBefore = false
            while index + 8 <= bytes.count {
                // The high bit of each byte that is a space, and of no other (no carry crosses a byte).
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ 0x2020_2020_2020_2020
                let spaces = ~(((word & low) &+ low) | word | low)
                if spaces & (spaces << 8) != 0 || (spaceBefore && spaces & 0x80 != 0) { return true }
                spaceBefore = spaces >> 63 != 0
                index += 8
            }
            while index < bytes.count {
                let isSpace = base[index] == 0x20
                if isSpace, spaceBefore { return true }
                spaceBefore = isSpace
                index += 1
            }
            return false
        }

        init(_ bytes: UnsafeBufferPointer<UInt8>, readingFirstToken: Bool) {
            isEmpty = bytes.isEmpty
            guard let first = bytes.first, let last = bytes.last else {
                (leading, trailing, doubledInside) = (false, false, false)
                return
            }
            func isASCIISpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 9 && byte <= 13) }
            // An ASCII edge is read as it is; only a non-ASCII one is decoded, looking past the invisible direction
            // marks (U+200F) that Arabic and Hebrew strings often start or end with.
            if first < 0x80 {
                leading = isASCIISpace(first)
            } else if let scalar = Self.visibleScalar(UnsafeBufferPointer(rebasing: bytes.prefix(32)), fromEnd: false) {
                leading = TranslatableText.isWhitespace(scalar)
                leadingUnspaced = Self.isUnspaced(scalar)
            } else {
                leading = false
            }
            if last < 0x80 {
                trailing = isASCIISpace(last)
            } else {
                // Decoded from a scalar's first byte (not a continuation byte, 0b10xxxxxx) near the end.
                var start = max(0, bytes.count - 32)
                while start < bytes.count - 1, bytes[start] & 0xC0 == 0x80 { start += 1 }
                if let scalar = Self.visibleScalar(UnsafeBufferPointer(rebasing: bytes[start...]), fromEnd: true) {
                    trailing = TranslatableText.isWhitespace(scalar)
                    trailingUnspaced = Self.isUnspaced(scalar)
                } else {
                    trailing = false
                }
            }
            // Spaces at the edges are the edges' business (`Latest version:    ` aligns a column).
            var start = 0
            var end = bytes.count
            while start < end, isASCIISpace(bytes[start]) {
                if bytes[start] == 0x0A || bytes[start] == 0x0D { leadingLineBreak = true }
                start += 1
            }
            while end > start, isASCIISpace(bytes[end - 1]) {
                if bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { trailingLineBreak = true }
                end -= 1
            }
            doubledInside = Self.hasDoubledSpace(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            guard readingFirstToken else { return }
            let inner = UnsafeBufferPointer(rebasing: bytes[start..<end])
            let firstWord = inner.prefix { $0 != 0x20 }
            isShortToken = String(decoding: UnsafeBufferPointer(rebasing: firstWord), as: UTF8.self).count <= 3
            if let first = String(decoding: inner.prefix(8), as: UTF8.self).unicodeScalars.first {
                if first == "%" {
                    // A literal percent sign, not a specifier (`%@`, `%1$d`, `%lld`).
                    let next = inner.count > 1 ? inner[1] : 0x20
                    startsWithSymbol = next == 0x20 || next == UInt8(ascii: "%") || next == UInt8(ascii: ")")
                } else {
                    switch first.properties.generalCategory {
                    case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .otherPunctuation, .openPunctuation,
                         .dashPunctuation:
                        startsWithSymbol = true
                    default:
                        startsWithSymbol = false
                    }
                }
            }
        }

        /// The first (or last) scalar of UTF-8 `bytes` that is not a format character (a direction mark or another
        /// invisible control), decoded in place as `String(decoding:as:)` decodes (an ill-formed sequence reads as
        /// U+FFFD), with no string made. From the start, decoding stops there.
        private static func visibleScalar(_ bytes: UnsafeBufferPointer<UInt8>, fromEnd: Bool) -> Unicode.Scalar? {
            guard fromEnd else {
                var iterator = bytes.makeIterator()
                var decoder = Unicode.UTF8()
                while let scalar = next(&decoder, &iterator) {
                    if !isFormat(scalar) { return scalar }
                }
                return nil
            }
            // From the end, every scalar is decoded first: an ill-formed tail reads as it does front to back.
            return withUnsafeTemporaryAllocation(of: Unicode.Scalar.self, capacity: max(bytes.count, 1)) { scalars in
                var iterator = bytes.makeIterator()
                var decoder = Unicode.UTF8()
                var count = 0
                while let scalar = next(&decoder, &iterator) {
                    scalars[count] = scalar
                    count += 1
                }
                while count > 0 {
                    count -= 1
                    if !isFormat(scalars[count]) { return scalars[count] }
                }
                return nil
            }
        }

        /// The next scalar, an ill-formed sequence read as U+FFFD; nil at the end. (Its state passed in, not captured:
        /// a closure over it paid a dynamic exclusivity check per scalar.)
        @inline(__always)
        private static func next(
            _ decoder: inout Unicode.UTF8, _ iterator: inout UnsafeBufferPointer<UInt8>.Iterator
        ) -> Unicode.Scalar? {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalar
            case .error: Unicode.Scalar(0xFFFD)!
            case .emptyInput: nil
            }
        }

        /// CJK punctuation and fullwidth forms, and the letters of scripts written without spaces between words
        /// (Han, kana, Thai, Lao, Khmer, Myanmar). Not Hangul: Korean spaces its words.
        static func isUnspaced(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x3000...0x30FF, 0x31F0...0x31FF, 0xFF00...0xFF65: return true
            case 0x0E00...0x0EFF, 0x1780...0x17FF, 0x1000...0x109F: return true
            // No ideograph comes before U+3006: the letters of alphabets are told without Unicode's tables.
            case ..<0x3000: return false
            default: return scalar.properties.generalCategory == .otherLetter && scalar.properties.isIdeographic
            }
        }

        /// Whether a scalar is a format character (`Cf`: a direction mark, a zero-width joiner): below U+0600 only
        /// the soft hyphen is, so the edges of Latin, Greek, Cyrillic, Armenian and Hebrew text are read without
        /// Unicode's tables, whose lookups were most of the rule's time in such languages.
        static func isFormat(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x600 ? scalar.value == 0xAD : scalar.properties.generalCategory == .format
        }
    }
}
