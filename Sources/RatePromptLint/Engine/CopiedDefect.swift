import RatePromptFormats

/// Translations that copy a defect of their source's string (a misread `%`, a plural variable bound to the wrong
/// argument, a bad escape, a repeated key): one fix, made in the source and carried into each copy, so it is one
/// finding, at the source, that says how many copy it and lists each copy in a note.
struct CopiedDefect: Sendable {
    /// One translation that has the defect: its localization and where.
    struct Copy: Sendable {
        var localization: String
        var location: FileLocation

        init(localization: String, location: FileLocation) {
            self.localization = localization
            self.location = location
        }
    }

    var copies: [Copy]
    /// Whether the finding is at the source, which the copies translate; else at the first of several languages
    /// that have the same mistake, and the others are told as languages, not as translations.
    private let atSource: Bool

    init(_ copies: [Copy], atSource: Bool = true) {
        self.copies = copies.sorted { ($0.localization, $0.location.path) < ($1.localization, $1.location.path) }
        self.atSource = atSource
    }

    /// Localizations named in a message before "and N more".
    private static let named = 4

    /// "; 38 translations copy it (de, fr, ja, ko and 34 more): fix each alike", or nothing without copies.
    var messageSuffix: String {
        guard !copies.isEmpty else { return "" }
        let names = copies.map(\.localization)
        let shown = names.prefix(Self.named).joined(separator: ", ")
            + (names.count > Self.named ? " and \(names.count - Self.named) more" : "")
        let subject = atSource
            ? (copies.count == 1 ? "1 translation copies it" : "\(copies.count) translations copy it")
            : (copies.count == 1 ? "1 more language has it" : "\(copies.count) more languages have it")
        return "; \(subject) (\(shown)): fix \(copies.count == 1 ? "it" : "each") alike"
    }

    /// A note at each copy.
    var notes: [Diagnostic.Note] {
        copies.map { Diagnostic.Note(location: $0.location, message: (atSource ? "copied in " : "also in ") + $0.localization) }
    }

    /// `finding` with the copies told in its message and notes.
    func applied(to finding: LintFinding) -> LintFinding {
        guard !copies.isEmpty else { return finding }
        var finding = finding
        finding.message += messageSuffix
        finding.notes += notes
        return finding
    }
}
