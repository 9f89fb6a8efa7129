import Foundation
import RatePromptFormats

/// Loads a `UsageState` from an app's exported preferences: a property list (usually binary, as `defaults export`
/// and the simulator's `Library/Preferences` write them) or JSON, where dates are ISO 8601 strings.
///
/// Other keys of the app's preferences are ignored; keys that look like iRate's or RatePrompt's but are not known
/// get a warning with a suggestion. A value of the wrong type, an unreadable date, a date or count no app can have
/// recorded (`dates`, `largestCount`) or a negative count is an error at the value's position (a byte offset in binary
/// files) and the value is left out.
public struct UsageStateLoader: Sendable {
    /// A loaded state and what was found on the way.
    public struct Result: Sendable {
        /// The state: the file's valid values, nothing for the rest.
        public var state: UsageState
        /// Read errors and problems with values, in file order.
        public var diagnostics: [Diagnostic]
        /// False when the file could not be read at all.
        public var isReadable: Bool

        package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// iRate persists this too; it is no part of the prompt decision.
    static let ignoredKnownKeys: Set<String> = ["iRateAppStoreID"]

    /// The largest count a state may hold: 2^53. No app launches that often, and beyond it a count no longer converts
    /// to a double exactly, as the rules' measures, JSON readers and `usesPerWeek` take it.
    static let largestCount = 9_007_199_254_740_992

    /// The dates a state may hold: the years 0000 to 9999, four digits as ISO 8601 and the property-list format write
    /// them. That takes in any date an app's clock gives, Foundation's `distantPast` (0000-12-30 in the proleptic
    /// Gregorian calendar) and `distantFuture` (4001-01-01) too, and keeps every date the rules work out from them
    /// (periods reach 36,500 days) a calendar date. A binary property list's date is any double (±1e300, not a number).
    static let dates = Date(timeIntervalSinceReferenceDate: XMLPropertyListScalars.absoluteTime(
        year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0))
        ..< Date(timeIntervalSinceReferenceDate: XMLPropertyListScalars.absoluteTime(
            year: 10_000, month: 1, day: 1, hour: 0, minute: 0, second: 0))

    /// A loader.
    public init() {}

    /// Loads the file at `path`: JSON when its name ends in `.json`, else a property list in any format.
    public func load(contentsOf path: String) -> Result {
        load(InputRegistry.settings(at: path))
    }

    /// Loads a document already read with `PropertyListReader` or `JSONReader`.
    public func load(_ document: PropertyListDocument) -> Result {
        var loading = Loading(path: document.path, isJSON: document.format == nil)
        loading.diagnostics = document.diagnostics
        guard let root = document.root else {
            return Result(state: UsageState(), diagnostics: loading.diagnostics, isReadable: false)
        }
        guard let entries = root.value.entries else {
            loading.error(.stateTypeMismatch, "a usage state is a dictionary of preference keys "
                          + "(iRateFirstUsed, iRateUseCount, …), but this file holds \(article(root.value.typeName))",
                          at: root.position)
            return Result(state: UsageState(), diagnostics: loading.diagnostics, isReadable: true)
        }
        var seen: [String: TextPosition] = [:]
        for entry in entries {
            guard let key = UsageState.Key(rawValue: entry.key) else {
                loading.checkUnknown(entry)
                continue
            }
            if let first = seen[entry.key] {
                loading.diagnostics.append(Diagnostic(
                    .warning, .duplicateKey, "\"\(entry.key)\" is set twice; the last value wins",
                    at: loading.location(entry.keyPosition),
                    notes: [.init(location: loading.location(first), message: "first set here")]))
            }
            seen[entry.key] = entry.keyPosition
            loading.read(key, entry.value)
        }
        return Result(state: loading.state, diagnostics: loading.diagnostics, isReadable: true)
    }

    private struct Loading {
        let path: String
        /// JSON has no dates: they are strings there.
        let isJSON: Bool
        var state = UsageState()
        var diagnostics: [Diagnostic] = []

        init(path: String, isJSON: Bool) {
            self.path = path
            self.isJSON = isJSON
        }

        func location(_ position: TextPosition) -> FileLocation {
            FileLocation(path: path, position: position)
        }

        mutating func error(_ code: Diagnostic.Code, _ message: String, at position: TextPosition) {
            // A binary file has no lines: the byte offset goes into the message, the location stays well-formed.
            let suffix = position.byteOffset.map { " (at byte \($0))" } ?? ""
            diagnostics.append(Diagnostic(.error, code, message + suffix, at: location(position)))
        }

        mutating func read(_ key: UsageState.Key, _ node: PropertyListNode) {
            switch key {
            case .firstUsed: if let date = date(key.rawValue, node) { state.firstUsed = date }
            case .lastReminded: if let date = date(key.rawValue, node) { state.lastReminded = date }
            case .useCount: if let count = count(key.rawValue, node, of: "uses") { state.useCount = count }
            case .eventCount: if let count = count(key.rawValue, node, of: "events") { state.eventCount = count }
            case .completedProcessCount:
                if let count = count(key.rawValue, node, of: "completed processes") { state.completedProcessCount = count }
            case .ratedVersion: if let text = version(key.rawValue, node) { state.ratedVersion = text }
            case .declinedVersion: if let text = version(key.rawValue, node) { state.declinedVersion = text }
            case .lastVersionUsed: if let text = version(key.rawValue, node) { state.lastVersionUsed = text }
            case .lastVersionPromptedForReview:
                if let text = version(key.rawValue, node) { state.lastVersionPromptedForReview = text }
            case .reviewRequestDates:
                guard case .array(let items) = node.value else {
                    error(.stateTypeMismatch, "\(key.rawValue) must be an array of dates"
                          + "\(isJSON ? " (ISO 8601 strings)" : ""), not \(article(node.value.typeName))", at: node.position)
                    return
                }
                var dates: [Date] = []
                for (index, item) in items.enumerated() {
                    if let date = date("\(key.rawValue)[\(index)]", item) { dates.append(date) }
                }
                if dates != dates.sorted() {
                    diagnostics.append(Diagnostic(
                        .warning, .stateInvalidValue,
                        "\(key.rawValue) is not in date order; the requests are taken in date order",
                        at: location(node.position)))
                }
                state.reviewRequestDates = dates.sorted()
            }
        }

        mutating func date(_ name: String, _ node: PropertyListNode) -> Date? {
            switch node.value {
            case .date(let date):
                return inRange(date, name, written: ISO8601Date.format(date), at: node.position)
            case .string(let text) where isJSON:
                if let date = ISO8601Date.parse(text) {
                    return inRange(date, name, written: "\"\(text)\"", at: node.position)
                }
                error(.stateInvalidValue, "\(name) is \"\(text)\", which is not an ISO 8601 date; write it like "
                      + "\"2025-03-01T09:30:00Z\"", at: node.position)
                return nil
            case .string:
                error(.stateTypeMismatch, "\(name) must be a <date>, not a string; iRate stores an NSDate here",
                      at: node.position)
                return nil
            default:
                error(.stateTypeMismatch, "\(name) must be a date\(isJSON ? " (an ISO 8601 string)" : ""), not "
                      + article(node.value.typeName), at: node.position)
                return nil
            }
        }

        mutating func inRange(_ date: Date, _ name: String, written: String, at position: TextPosition) -> Date? {
            if UsageStateLoader.dates.contains(date) { return date }
            error(.stateInvalidValue, "\(name) is \(written), which no app can have recorded; a date lies in the years "
                  + "0000 to 9999", at: position)
            return nil
        }

        mutating func count(_ name: String, _ node: PropertyListNode, of noun: String) -> Int? {
            let tooMany = "more \(noun) than any app can count; a count is at most "
                + "\(UsageStateLoader.largestCount) (2^53)"
            switch node.value {
            case .integer(let value) where value < 0:
                error(.stateInvalidValue, "\(name) is \(value), but a count of \(noun) cannot be negative",
                      at: node.position)
            case .integer(let value) where value > UsageStateLoader.largestCount:
                error(.stateInvalidValue, "\(name) is \(value), \(tooMany)", at: node.position)
            case .integer(let value):
                return Int(value)
            case .unsignedInteger(let value):
                error(.stateInvalidValue, "\(name) is \(value), \(tooMany)", at: node.position)
            case .real(let value) where value.isFinite && value == value.rounded() && value >= 0:
                if value <= Double(UsageStateLoader.largestCount) { return Int(value) }
                error(.stateInvalidValue, "\(name) is \(PromptPolicy.format(value)), \(tooMany)", at: node.position)
            case .real(let value):
                error(.stateInvalidValue, "\(name) is \(PromptPolicy.format(value)), but a count of \(noun) is a "
                      + "whole number, not negative", at: node.position)
            case .string(let text) where Int(text) != nil:
                error(.stateTypeMismatch, "\(name) must be an integer, not a string (write \(text) without quotes)",
                      at: node.position)
            default:
                error(.stateTypeMismatch, "\(name) must be an integer (the number of \(noun)), not "
                      + article(node.value.typeName), at: node.position)
            }
            return nil
        }

        mutating func version(_ name: String, _ node: PropertyListNode) -> String? {
            switch node.value {
            case .string(let text):
                return text
            case .integer(let value):
                error(.stateTypeMismatch, "\(name) must be a version string, not an integer (write \"\(value)\" "
                      + "in quotes)", at: node.position)
            case .real(let value):
                error(.stateTypeMismatch, "\(name) must be a version string, not a real number (write "
                      + "\"\(PromptPolicy.format(value))\" in quotes)", at: node.position)
            default:
                error(.stateTypeMismatch, "\(name) must be a version string, not \(article(node.value.typeName))",
                      at: node.position)
            }
            return nil
        }

        /// The rest of an app's preferences is none of RatePrompt's business; near-misses of its keys are.
        mutating func checkUnknown(_ entry: PropertyListEntry) {
            let lowered = entry.key.lowercased()
            guard lowered.hasPrefix("irate") || lowered.hasPrefix("rateprompt"),
                  !UsageStateLoader.ignoredKnownKeys.contains(entry.key) else { return }
            let names = UsageState.Key.allCases.map(\.rawValue)
            var message = "\"\(entry.key)\" is not a key RatePrompt reads; it is ignored"
            if let best = DidYouMean.nearest(lowered, among: names) { message += DidYouMean.hint(best) }
            diagnostics.append(Diagnostic(.warning, .unknownStateKey, message, at: location(entry.keyPosition)))
        }
    }
}

extension Diagnostic.Code {
    /// A usage-state value of the wrong type.
    static let stateTypeMismatch: Self = "state-type-mismatch"
    /// A usage-state value of the right type that makes no sense (a negative count, an unreadable date, a count or
    /// date no app can have recorded).
    static let stateInvalidValue: Self = "state-invalid-value"
    /// A key that looks like iRate's or RatePrompt's but is not one.
    static let unknownStateKey: Self = "unknown-state-key"
}
