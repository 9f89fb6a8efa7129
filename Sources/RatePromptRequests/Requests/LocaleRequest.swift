import RatePromptFormats
import RatePromptCore
import RatePromptOutput

/// What `rateprompt locale` is asked: which localization a device picks for a list of preferred languages.
public struct LocaleRequest: Sendable {
    var available: [String]
    var project: String?
    var table: String
    var preferences: [String]
    var strategy: LocaleMatcher.Strategy
    var explain: Bool
    var format: OutputFormat

    /// A request to match `preferences` (most preferred first) against the app's `available` localizations (`.lproj`
    /// names) the way `strategy` does: Apple's `Bundle.preferredLocalizations(from:forPreferences:)`, or iRate 1.12's
    /// own choice. `explain` prints every step; `format` is text or json.
    public init(
        available: [String], preferences: [String], strategy: LocaleMatcher.Strategy = .apple, explain: Bool = false,
        format: OutputFormat = .text
    ) throws(RequestError) {
        try self.init(available: available, project: nil, table: "Localizable", preferences: preferences,
                      strategy: strategy, explain: explain, format: format)
    }

    /// A request to match `preferences` against the localizations of the bundle that holds `table` in the app folder
    /// `project`, as that bundle does: every localization of the bundle (its `.lproj` folders, its catalogs'
    /// languages, its `CFBundleLocalizations`), and when none matches, its development region (from the project's
    /// build files, as lint reads it) rather than the first entry.
    public init(
        project: String, table: String = "Localizable", preferences: [String],
        strategy: LocaleMatcher.Strategy = .apple, explain: Bool = false, format: OutputFormat = .text
    ) throws(RequestError) {
        try self.init(available: [], project: project, table: table, preferences: preferences, strategy: strategy,
                      explain: explain, format: format)
    }

    private init(
        available: [String], project: String?, table: String, preferences: [String], strategy: LocaleMatcher.Strategy,
        explain: Bool, format: OutputFormat
    ) throws(RequestError) {
        guard !preferences.isEmpty else { throw RequestError("needs at least one language", parameter: "preferences") }
        self.available = available
        self.project = project
        self.table = table
        self.preferences = preferences
        self.strategy = strategy
        self.explain = explain
        self.format = try RequestSupport.format(format, default: .text, allowed: [.text, .json], what: "for a match")
    }

    /// Matches: the chosen localization followed by its available ancestors, and how. With a project, the exit
    /// status is 1 when the folder cannot be read or holds no table named `table`.
    public func run() -> CommandResult<LocaleMatch> {
        guard let project else {
            return output(LocaleMatcher(strategy: strategy).match(preferences: preferences, available: available))
        }
        var diagnostics: [Diagnostic] = []
        guard let found = RequestSupport.project(project, into: &diagnostics) else {
            return CommandResult(value: Self.nothing, diagnostics: diagnostics, exitStatus: 1)
        }
        let resolver = CopyResolver(project: found, tableName: table)
        guard let group = resolver.group, let choice = resolver.bundleMatch(for: preferences, strategy: strategy) else {
            let names = Array(Set(found.groups.map(\.name))).sorted()
            let hint = DidYouMean.nearest(table, among: names).map(DidYouMean.hint) ?? ""
            let message = "no table named \(table) below this folder\(hint)"
                + (names.isEmpty ? "" : " (tables: \(names.joined(separator: ", ")))")
            diagnostics.append(Diagnostic(.error, .unreadableFile, message,
                                          at: FileLocation(path: project, position: .start)))
            return CommandResult(value: Self.nothing, diagnostics: diagnostics, exitStatus: 1)
        }
        let source = group.sourceLanguage
        let bundle = LocaleMatchFormatter.Bundle(
            folder: group.bundle.bundleFolder, table: table, available: choice.available,
            developmentRegion: resolver.developmentRegion,
            developmentRegionOrigin: source?.language == resolver.developmentRegion ? source?.origin.description : nil)
        return output(choice.match, bundle: bundle, diagnostics: diagnostics + found.diagnostics(ofTable: table))
    }

    private static let nothing = LocaleMatch(localizations: [], outcome: .backstop, trace: [])

    private func output(
        _ match: LocaleMatch, bundle: LocaleMatchFormatter.Bundle? = nil, diagnostics: [Diagnostic] = []
    ) -> CommandResult<LocaleMatch> {
        let output = format == .json ? RequestSupport.bytes(LocaleMatchFormatter.json(match, bundle: bundle))
            : RequestSupport.bytes(LocaleMatchFormatter.text(match, bundle: bundle, explain: explain))
        return CommandResult(value: match, diagnostics: diagnostics, output: output)
    }
}
