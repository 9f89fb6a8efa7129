import RatePromptFormats
import RatePromptCore

/// The keys one finding stands for: places of one table (one file, or one language of a catalog or an XLIFF file)
/// that one person fixes in one go, such as every string a translator left in the source language.
///
/// A grouped finding is one line of a report, however many keys it holds: 1,365 untranslated strings of a language
/// are one task for one translator, and a line each would bury every other finding. Reports still list every key
/// (JSON `keys`, SARIF related locations), and baselines match each key on its own (`fingerprint`), so that one key
/// that newly joins a group is reported as new.
package struct FindingGroup: Sendable {
    /// One key of the group.
    package struct Member: Hashable, Sendable {
        package internal(set) var key: String
        /// Where it is: in the finding's file, or in the file a reader fixes it from (the source's line of a key
        /// that a translation lacks).
        package internal(set) var location: FileLocation
        /// What tells it from other members of the same key (a plural form `count: one`, a device variant), for
        /// baselines; nil when the key is enough.
        package internal(set) var place: String?
        /// What is particular to this member, for reports (`drops the trailing space en has`); nil when the group's
        /// message says it all.
        package internal(set) var detail: String?
        /// The source's text of the key, shown beside a key that is an opaque id (`"abc-12-xyz.text" ("Save")`), so
        /// that a message names what a translator acts on; nil where the rule does not know it.
        package internal(set) var text: String?

        package init(key: String, location: FileLocation, place: String? = nil, detail: String? = nil, text: String? = nil) {
            self.key = key
            self.location = location
            self.place = place
            self.detail = detail
            self.text = text
        }
    }

    /// The members, in the order a reader works through them.
    package private(set) var members: [Member]
    /// What in the finding's file the group covers when the file holds several tables or languages (a catalog's
    /// language, an XLIFF's table and language); nil when the file is one table. Part of every member's fingerprint.
    var scope: String?
    /// The file the group belongs to, for baselines, when its first member may be in another (a table's `.strings`
    /// file, whose `.stringsdict` holds its plural strings); nil for the finding's own file.
    package internal(set) var file: String?
    /// Whether a few members are also listed as `note:` lines in Xcode's output, each a place to jump to: for
    /// members that are places to edit in the finding's file.
    var listsMembers: Bool
    /// Whether the finding stands at its first member (rather than at the start of its file).
    var isAtFirstMember: Bool
    /// How many members a baseline already holds and the finding leaves out.
    private(set) var knownCount = 0
    /// Where the known members are when they are not in a baseline file: `the merge base with origin/main`
    /// (`--new-since`).
    private(set) var knownAt: String?
    /// The message for a list of members: the rule's words, made again when members are left out.
    private let describe: @Sendable ([Member]) -> String

    init(
        members: [Member], scope: String? = nil, listsMembers: Bool, isAtFirstMember: Bool,
        message: @escaping @Sendable ([Member]) -> String
    ) {
        self.members = members
        self.scope = scope
        self.listsMembers = listsMembers
        self.isAtFirstMember = isAtFirstMember
        describe = message
    }

    /// The message for the members, with the count of those a baseline holds.
    package var message: String {
        let text = describe(members)
        guard knownCount > 0 else { return text }
        guard let knownAt else { return text + " (\(knownCount) more \(knownCount == 1 ? "is" : "are") in the baseline)" }
        return text + " (\(knownCount) more \(knownCount == 1 ? "was" : "were") already there at \(knownAt))"
    }

    /// The rule's message for `members`, a baseline's count left out.
    package func message(for members: [Member]) -> String { describe(members) }

    /// Members are listed as notes in Xcode's output only up to this many: past it, a note per key floods the issue
    /// navigator, and the message names the first keys while the JSON and SARIF reports list them all.
    static let notedMembers = 5

    /// The notes Xcode's output shows for the members.
    var memberNotes: [Diagnostic.Note] {
        guard listsMembers, members.count > 1, members.count <= Self.notedMembers else { return [] }
        return members.map { Diagnostic.Note(location: $0.location, message: Self.describe($0)) }
    }

    /// `"key"`, then its place and detail: how a report names one member.
    package static func describe(_ member: Member) -> String {
        var text = "\"\(VisibleText.line(member.key))\""
        if let place = member.place { text += " (\(place))" }
        if let detail = member.detail { text += ": \(detail)" }
        return text
    }

    /// Every member's path (and the group's file) through `transform`: a report relative to a folder.
    mutating func mapPaths(_ transform: (String) -> String) {
        for index in members.indices { members[index].location.path = transform(members[index].location.path) }
        file = file.map(transform)
    }

    /// The group with only `kept` of its members (in their order), `known` more being in a baseline.
    func keeping(_ kept: [Member], known: Int = 0, at knownAt: String? = nil) -> FindingGroup {
        var group = self
        group.members = kept
        group.knownCount += known
        if known > 0, let knownAt { group.knownAt = knownAt }
        return group
    }

    /// The scope of a table's group in its file: nil for a `.strings` file, which is one table; a catalog's
    /// language; an XLIFF's table and language.
    static func scope(of table: LocalizationProject.Table) -> String? {
        switch table.kind {
        case .catalog: table.localization
        case .translation: "\(table.name), \(table.localization)"
        default: nil
        }
    }

    // MARK: Words for messages

    /// Keys a message names; the rest are counted, and listed in the JSON and SARIF reports.
    static let keysShown = 3

    /// `"a", "b", "c", …`: the first distinct keys of `members`, an opaque id with its source text
    /// (`"Wk7pQ2" ("Week")`).
    package static func keyList(_ members: [Member]) -> String {
        var keys: [String] = []
        var shown: [String] = []
        var more = false
        for member in members where !keys.contains(member.key) {
            guard keys.count < keysShown else {
                more = true
                break
            }
            keys.append(member.key)
            var text = "\"\(VisibleText.line(member.key))\""
            if let source = member.text, source != member.key, isOpaque(member.key) {
                let short = source.count > 40 ? String(source.prefix(39)) + "…" : source
                text += " (\"\(VisibleText.line(short))\")"
            }
            shown.append(text)
        }
        return shown.joined(separator: ", ") + (more ? ", …" : "")
    }

    /// Whether a key is an id that says nothing of its text: one word that is not a word (`SETTINGS_GENERIC_TITLE`,
    /// `abc-12-xyz.text`, `Wk7pQ2`, `settings.title`), not a text used as its own key (`Save`, `%lld files`).
    static func isOpaque(_ key: String) -> Bool {
        guard !key.isEmpty, !key.contains(where: \.isWhitespace), !key.contains("%") else { return false }
        if key.contains("_") || key.contains(".") { return true }
        let letters = key.filter(\.isLetter), digits = key.filter(\.isNumber)
        // Letters and digits mixed (`Wk7pQ2`, `abc-12-xyz`), or capitals throughout (`OK` is a word, `RETRY_ID` not).
        return (!digits.isEmpty && letters.count >= 2) || (key.count > 3 && key.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "-" })
    }

    /// The one member named with what is particular to it (`"key" (place): detail`), else `keyList`: for rules whose
    /// members say each what is wrong.
    static func keysWithDetail(_ members: [Member]) -> String {
        members.count == 1 && members[0].detail != nil ? describe(members[0]) : keyList(members)
    }

    /// `1 string`, `3 strings`.
    package static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }

    /// `it` or `them`.
    package static func pronoun(_ number: Int) -> String { number == 1 ? "it" : "them" }

    /// A language's English name with its code, `French (fr)` or `Portuguese (Brazil, pt-BR)`, for saying what a
    /// device set to it shows; the code alone when Foundation has no name for it.
    static func languageName(_ localization: String) -> String {
        let name = languageWord(localization)
        if name == localization { return localization }
        if name.hasSuffix(")") { return "\(name.dropLast()), \(localization))" }
        return "\(name) (\(localization))"
    }

    /// A language's English name alone (`English`), or its code.
    static func languageWord(_ localization: String) -> String {
        englishNames.value(localization) { LanguageInfo.englishName(of: localization) }
    }

    /// Each localization's English name, asked once for the run: every rule names the language of each of its groups,
    /// and one the generated table lacks is asked of Foundation, whose ICU is slow to answer.
    private static let englishNames = OnceCache<String, String>()
}

extension FindingGroup: Hashable {
    /// Groups are equal when they hold the same members in the same scope; the message is compared by the finding.
    package static func == (lhs: FindingGroup, rhs: FindingGroup) -> Bool {
        lhs.members == rhs.members && lhs.scope == rhs.scope && lhs.knownCount == rhs.knownCount
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(members)
        hasher.combine(scope)
    }
}

extension LintFinding {
    /// The finding with only `kept` of its group's members, its message and place made again for them; nil when
    /// none is kept. `known` members are counted as in a baseline, or as at `knownAt` (an older tree).
    func keeping(_ kept: [FindingGroup.Member], known: Int = 0, at knownAt: String? = nil) -> LintFinding? {
        guard let group, !kept.isEmpty else { return group == nil ? self : nil }
        var finding = self
        finding.group = group.keeping(kept, known: known, at: knownAt)
        finding.message = finding.group!.message
        if group.isAtFirstMember { finding.location = kept[0].location }
        return finding
    }
}

extension LintFinding {
    /// One finding per key of a grouped finding, each worded as a group of that key alone and at its place (a
    /// group at the start of its file keeps that place), with its key: for a page that shows findings string by string
    /// (the translators' page). A finding without a group is itself.
    package var perKey: [LintFinding] {
        guard let group else { return [self] }
        return group.members.map { member in
            LintFinding(rule: rule, severity: severity, message: group.message(for: [member]),
                        location: group.isAtFirstMember ? member.location : location, key: member.key)
        }
    }
}

extension LintRule {
    /// One finding for `members` (nil when there are none): at the first member, or at `location` when given;
    /// `message` words it for any list of them (a baseline or a disable comment may leave some out).
    package func groupedFinding(
        _ members: [FindingGroup.Member], at location: FileLocation? = nil, scope: String? = nil,
        file: String? = nil, listsMembers: Bool = true, severity: Diagnostic.Severity? = nil,
        message: @escaping @Sendable ([FindingGroup.Member]) -> String
    ) -> LintFinding? {
        guard let first = members.first else { return nil }
        var group = FindingGroup(members: members, scope: scope, listsMembers: listsMembers,
                                 isAtFirstMember: location == nil, message: message)
        group.file = file
        var found = finding(group.message, at: location ?? first.location, severity: severity)
        found.group = group
        return found
    }
}
