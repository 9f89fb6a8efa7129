import Foundation
import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// What a group's translations say about a key or a literal the code asks for, for `missing-code-key`: whether only
/// the source table lacks a key, and whether a literal is a name every translation keeps as written. Each table's
/// words are indexed once, when first asked about.
final class TranslationEvidence {
    private let context: LintContext
    /// For each table (by index into `project.tables`), the values that hold each word.
    private var wordIndex: [Int: (values: [String], words: [Substring: [Int]])] = [:]

    init(_ context: LintContext) {
        self.context = context
    }

    /// The translated tables of a group: those in another language than its source's, `Base` aside.
    func translations(ofGroupAt index: Int) -> [Int] {
        let group = context.project.groups[index]
        return group.tableIndices.filter {
            $0 != group.sourceTableIndex && context.project.tables[$0].localization != "Base"
        }
    }

    /// Whether `key` is in every translation of the group's `.lproj` tables and missing only from its source table:
    /// then only a device set to the development language shows the key as written.
    func isMissingOnlyFromSource(_ key: String, groupAt index: Int) -> Bool {
        let group = context.project.groups[index]
        guard group.kind == .strings, let source = group.sourceTableIndex, !holds(key, tableAt: source) else {
            return false
        }
        let translated = translations(ofGroupAt: index)
        return !translated.isEmpty && translated.allSatisfy { holds(key, tableAt: $0) }
    }

    /// The localizations of the group's translations that hold `key`.
    func translationsHolding(_ key: String, groupAt index: Int) -> [String] {
        translations(ofGroupAt: index).filter { holds(key, tableAt: $0) }.map { context.project.tables[$0].localization }
    }

    private func holds(_ key: String, tableAt index: Int) -> Bool {
        let table = context.project.tables[index]
        return table.file.entries.contains { $0.key == key } || context.stringsdictKeys(of: table)?.contains(key) == true
    }

    /// Whether `literal` is a name the translations keep as written wherever the source writes it (`CarPlay`, `Apple
    /// Watch`, the app's name): every translated table of the groups that have one writes it, as a whole word and in
    /// the same case, in at least half as many values as the source table does (and the source in one at least).
    /// Such a text reads the same in every language, so a table that lacks it changes nothing a device shows. A word
    /// that a translation uses only inside a longer name (`Podcasts` in a Russian `Apple Podcasts`) fails the count.
    func isKeptAsWritten(_ literal: String, groups: [Int]) -> Bool {
        let words = Self.words(literal)
        guard !words.isEmpty, literal.count <= 40 else { return false }
        var sawTranslation = false
        for index in groups {
            guard let source = context.project.groups[index].sourceTableIndex else { continue }
            let translated = translations(ofGroupAt: index)
            guard !translated.isEmpty else { continue }
            let sourceCount = occurrences(of: literal, words: words, tableAt: source)
            guard sourceCount > 0 else { return false }
            for table in translated {
                let count = occurrences(of: literal, words: words, tableAt: table)
                if count == 0 || count * 2 < sourceCount { return false }
            }
            sawTranslation = true
        }
        return sawTranslation
    }

    /// How many values of a table hold `literal` as whole words.
    private func occurrences(of literal: String, words: [Substring], tableAt index: Int) -> Int {
        let indexed = self.indexed(index)
        // The values that hold the literal's rarest word, then those that hold the whole literal.
        let candidates = words.map { indexed.words[$0] ?? [] }.min { $0.count < $1.count } ?? []
        guard words.count > 1 else { return candidates.count }
        return candidates.filter { Self.containsWholeWords(indexed.values[$0], literal) }.count
    }

    private func indexed(_ index: Int) -> (values: [String], words: [Substring: [Int]]) {
        if let known = wordIndex[index] { return known }
        let values = context.project.tables[index].file.entries.compactMap(\.value.stringValue)
        var words: [Substring: [Int]] = [:]
        for (offset, value) in values.enumerated() {
            for word in Set(Self.words(value)) { words[word, default: []].append(offset) }
        }
        wordIndex[index] = (values, words)
        return (values, words)
    }

    /// The runs of letters and digits of a text, a change of script ending one (`Apple WatchでLedgerを開く` holds
    /// `Watch` and `Ledger`: Japanese puts no space around a Latin name).
    private static func words(_ text: String) -> [Substring] {
        var words: [Substring] = []
        var start: String.Index?
        var previous: Character?
        for index in text.indices {
            let character = text[index]
            let isWord = character.isLetter || character.isNumber
            if let begun = start, !isWord || !sameScript(previous!, character) {
                words.append(text[begun..<index])
                start = nil
            }
            if isWord, start == nil { start = index }
            previous = character
        }
        if let begun = start { words.append(text[begun...]) }
        return words
    }

    /// Whether two letters or digits belong to one word: both Latin (or digits and ASCII), or both not.
    private static func sameScript(_ a: Character, _ b: Character) -> Bool {
        isLatin(a) == isLatin(b)
    }

    private static func isLatin(_ character: Character) -> Bool {
        (character.unicodeScalars.first?.value ?? 0) < 0x250
    }

    /// Whether `neighbour` continues the word that `edge` starts or ends.
    private static func continues(_ neighbour: Character?, _ edge: Character) -> Bool {
        guard let neighbour, neighbour.isLetter || neighbour.isNumber else { return false }
        return sameScript(neighbour, edge)
    }

    /// Whether `literal` occurs in `value` with no letter or digit right before or after it.
    private static func containsWholeWords(_ value: String, _ literal: String) -> Bool {
        var searched = value.startIndex..<value.endIndex
        while let found = value.range(of: literal, range: searched) {
            let before = found.lowerBound == value.startIndex ? nil : value[value.index(before: found.lowerBound)]
            let after = found.upperBound == value.endIndex ? nil : value[found.upperBound]
            if !continues(before, value[found.lowerBound]),
               !continues(after, value[value.index(before: found.upperBound)]) { return true }
            searched = value.index(after: found.lowerBound)..<value.endIndex
        }
        return false
    }
}
