import RatePromptFormats
import RatePromptCore

/// A check over an app's prompt copy and configuration.
///
/// A rule looks at one input at a time (`check(_:in:)`, run for every file in parallel) or at the whole project
/// (`checkProject(_:)`, for what only shows when localizations are compared). It never parses text itself: the
/// context hands it parsed files, and format readers' diagnostics arrive as `LintFile` values.
package protocol LintRule: Sendable {
    /// The rule's id, severity, documentation and examples: the one place each of them is written.
    static var description: RuleDescription { get }
    init()
    /// Findings in one file.
    func check(_ file: LintFile, in context: LintContext) -> [LintFinding]
    /// Findings that need several files.
    func checkProject(_ context: LintContext) -> [LintFinding]
}

extension LintRule {
    package func check(_ file: LintFile, in context: LintContext) -> [LintFinding] { [] }
    package func checkProject(_ context: LintContext) -> [LintFinding] { [] }

    /// A finding of this rule at its default severity, or at `severity` for a finding the rule knows to be milder;
    /// the linter applies `.rateprompt.yml` afterwards.
    package func finding(
        _ message: String, at location: FileLocation, key: String? = nil, notes: [Diagnostic.Note] = [],
        severity: Diagnostic.Severity? = nil
    ) -> LintFinding {
        LintFinding(rule: Self.description.id, severity: severity ?? Self.description.severity, message: message,
                    location: location, key: key, notes: notes)
    }
}

/// What a rule is, for the catalog, `rateprompt rules`, SARIF and the documentation page.
public struct RuleDescription: Sendable {
    package enum Category: String, Sendable, CaseIterable {
        case file, copy, localization, configuration, guideline, source
        /// In-app purchases (`.storekit` files) and the `promotions` setting.
        case inAppPurchase = "in-app-purchase"
    }

    /// Stable kebab-case id, written by users in `.rateprompt.yml` and in disable comments.
    public let id: String
    package let category: Category
    /// The severity of its findings unless `.rateprompt.yml` says otherwise.
    public let severity: Diagnostic.Severity
    /// Off unless listed under `opt_in_rules`.
    package let isOptIn: Bool
    /// Whether `lint --fix` removes its findings (those it can be sure of): marked in `rateprompt rules` and Rules.md.
    let isFixable: Bool
    /// One line: what the rule finds.
    public let summary: String
    /// Why it matters on a device.
    package let rationale: String
    /// Inputs that must produce a finding at every `↓`, and nowhere else.
    package var triggering: [LintExample] { makeTriggering() }
    /// Inputs that must produce no finding.
    package var nonTriggering: [LintExample] { makeNonTriggering() }
    // The examples are built when asked for (by the tests and the documentation), not by every lint: a process reads
    // every rule's description, and building some 300 examples cost a tenth of a small app's lint.
    private let makeTriggering: @Sendable () -> [LintExample]
    private let makeNonTriggering: @Sendable () -> [LintExample]

    package init(
        id: String, category: Category, severity: Diagnostic.Severity, isOptIn: Bool = false, isFixable: Bool = false,
        summary: String, rationale: String, triggering: @autoclosure @escaping @Sendable () -> [LintExample],
        nonTriggering: @autoclosure @escaping @Sendable () -> [LintExample]
    ) {
        self.id = id
        self.category = category
        self.severity = severity
        self.isOptIn = isOptIn
        self.isFixable = isFixable
        self.summary = summary
        self.rationale = rationale
        self.makeTriggering = triggering
        self.makeNonTriggering = nonTriggering
    }
}

/// One finding of one rule.
public struct LintFinding: Hashable, Sendable {
    /// The id of the rule that found it.
    public var rule: String
    /// How bad it is, after `.rateprompt.yml`.
    public var severity: Diagnostic.Severity
    /// What is wrong and how to fix it.
    public var message: String
    /// Where it is.
    public var location: FileLocation
    /// The string key or setting the finding is about, when there is one: baselines match on it, not on lines.
    package internal(set) var key: String?
    /// Other places that belong to the finding.
    public var notes: [Diagnostic.Note]
    /// The keys the finding stands for when it stands for several (see `FindingGroup`); nil for one place.
    package internal(set) var group: FindingGroup?
    /// The changes `lint --fix` makes to remove it (see `RuleDescription.isFixable`); none for most findings.
    package internal(set) var fixes: [LintFix] = []

    /// A finding of `rule`; `key` is the string key or setting it is about, which baselines match on.
    public init(
        rule: String, severity: Diagnostic.Severity, message: String, location: FileLocation, key: String? = nil,
        notes: [Diagnostic.Note] = []
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.key = key
        self.notes = notes
    }

    /// The finding from a reader's diagnostic, under the rule of the same id.
    package init(_ diagnostic: Diagnostic) {
        self.init(rule: diagnostic.code.rawValue, severity: diagnostic.severity, message: diagnostic.message,
                  location: diagnostic.location, notes: diagnostic.notes)
    }
}

extension LintFinding: Comparable {
    /// Orders findings by file, line, column, rule and message, as reports list them.
    public static func < (lhs: LintFinding, rhs: LintFinding) -> Bool {
        (lhs.location.path, lhs.location.line, lhs.location.column, lhs.rule, lhs.message)
            < (rhs.location.path, rhs.location.line, rhs.location.column, rhs.rule, rhs.message)
    }
}

extension LintFinding: CustomStringConvertible {
    /// Xcode's form: `path:line:column: severity: message (rule-id)`, then one `note:` line per note; paths and
    /// messages in their visible form, as in `Diagnostic.description`.
    public var description: String {
        var output: [UInt8] = []
        appendLines(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    package func appendLines(to output: inout [UInt8]) {
        Diagnostic.appendLines(location: location, severity: severity, message: message, rule: rule,
                               notes: group.map { notes + $0.memberNotes } ?? notes, to: &output)
    }
}
