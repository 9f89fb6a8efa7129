import Foundation
import Yams
import RatePromptFormats
import RatePromptCore

/// `.rateprompt.yml`: which rules run and how severe they are, which files are linted, and what the copy rules
/// compare against. Found by walking up from the linted path; every key is optional.
///
/// ```yaml
/// disabled_rules: [untranslated]
/// opt_in_rules: [button-label-too-long]
/// severity: { whitespace: error, unused-key: off }
/// included: ["App/**"]
/// excluded: ["Pods", "**/Generated/**"]
/// source_localization: en
/// tables: [Localizable]
/// allowed_untranslated: [OK, MyApp]
/// config: RatePrompt.plist
/// include_unshipped: ["Tools/Converter/**"]
/// ```
public struct LintConfiguration: Sendable {
    static let fileName = InputRegistry.settingsName

    /// The keys the file may hold, with a line of documentation each: one table for parsing and for the docs.
    package static let keys: [(name: String, summary: String)] = [
        ("disabled_rules", "rule ids not to run"),
        ("opt_in_rules", "rule ids that are off by default to run"),
        ("severity", "rule id → warning, error or off"),
        ("included", "globs of files to lint, relative to this file's folder (default: everything)"),
        ("excluded", "globs of files not to lint; a plain folder name excludes everything below it"),
        ("source_localization", "the localization translations are compared against (default: each table's development region, from its catalog, Info.plist, Xcode project or Package.swift; else en, else Base)"),
        ("tables", "the tables that hold the prompt's copy, where the prompt rules run (default: every table with an iRate… key); the other rules check every table"),
        ("allowed_untranslated", "keys or values that may read the same as the source (`untranslated`)"),
        ("config", "configuration files to lint, besides those found (path or list of paths)"),
        ("include_unshipped", "globs of files to lint although no target of the Xcode project or package that describes their folder ships them (default: none; `**` for all)"),
    ]

    /// The file this came from; nil for the defaults.
    package var path: String?
    /// `disabled_rules`: the ids of rules not to run.
    public var disabledRules: Set<String> = []
    /// `opt_in_rules`: the ids of rules, off by default, to run.
    public var optInRules: Set<String> = []
    /// Per-rule severity; nil means the rule is off.
    public var severities: [String: Diagnostic.Severity?] = [:]
    var included: [String] = []
    var excluded: [String] = []
    /// `source_localization`, with where it was written.
    var sourceLocalization: SourceLanguage?
    package internal(set) var tables: [String]?
    /// Where `tables` is written, for findings about the names it lists.
    package var tablesLocation: FileLocation?
    var allowedUntranslated: Set<String> = []
    package var configurationFiles: [String] = []
    /// `include_unshipped`: globs of files that no target ships, to lint all the same.
    var includedUnshipped: [String] = []
    /// Problems in the file itself, under `invalid-lint-configuration`.
    public var findings: [LintFinding] = []

    package init() {}

    /// The folder paths in the file are relative to.
    package var baseDirectory: String? {
        path.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
    }

    /// Whether a rule runs.
    public func isEnabled(_ rule: RuleDescription) -> Bool {
        if disabledRules.contains(rule.id) { return false }
        if let severity = severities[rule.id], severity == nil { return false }
        return !rule.isOptIn || optInRules.contains(rule.id) || severities[rule.id] != nil
    }

    /// The severity of a finding after the file's overrides.
    func severity(for finding: LintFinding) -> Diagnostic.Severity {
        if let configured = severities[finding.rule], let configured { return configured }
        return finding.severity
    }

    /// Whether a discovered file is linted (`included`/`excluded`); paths outside the base folder always are.
    public func includes(_ path: String) -> Bool {
        guard let base = baseDirectory else { return true }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        guard path.hasPrefix(prefix) else { return true }
        let relative = String(path.dropFirst(prefix.count))
        if !included.isEmpty, !included.contains(where: { Glob.matches($0, relative) }) { return false }
        return !excluded.contains { Glob.matches($0, relative) }
    }

    /// Whether a file that no target ships is linted all the same (`include_unshipped`).
    func includesUnshipped(_ path: String) -> Bool {
        guard !includedUnshipped.isEmpty, let base = baseDirectory else { return false }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        guard path.hasPrefix(prefix) else { return false }
        let relative = String(path.dropFirst(prefix.count))
        return includedUnshipped.contains { Glob.matches($0, relative) }
    }

    /// The nearest `.rateprompt.yml` in `path`'s folder or above it.
    package static func find(from path: String) -> String? {
        // A plain absolute path is walked up by its text, as `URL` would walk it (`FileSystemPath.plainAbsolute`); a
        // relative one is the working folder's, which `URL` reads.
        if path.hasPrefix("/"), let plain = FileSystemPath.plainAbsolute(path, in: "/") {
            var folder = FileSystem.isDirectory(plain) ? plain : FileSystemPath.deletingLastComponent(plain)
            while true {
                let candidate = (folder == "/" ? "" : folder) + "/" + fileName
                if FileSystem.exists(candidate) { return candidate }
                if folder == "/" { return nil }
                folder = FileSystemPath.deletingLastComponent(folder)
            }
        }
        var url = URL(fileURLWithPath: path).standardizedFileURL
        if !FileSystem.isDirectory(url.path) {
            url.deleteLastPathComponent()
        }
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if FileSystem.exists(candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path || url.path == "/" { return nil }
            url = parent
        }
    }

    /// Reads a file; problems become findings, and the rest of the file still applies.
    package static func load(contentsOf path: String) -> LintConfiguration {
        switch InputFile.read(path) {
        case .success(let data):
            return parse(String(decoding: data, as: UTF8.self), path: path)
        case .failure(let diagnostic):
            var configuration = LintConfiguration()
            configuration.path = path
            configuration.findings = [LintFinding(rule: Diagnostic.Code.invalidLintConfiguration.rawValue, severity: .error,
                                                  message: diagnostic.message, location: diagnostic.location)]
            return configuration
        }
    }

    /// The settings in `text`, the content of the file at `path`; problems become `findings`, and the rest of the text still applies.
    public static func parse(_ text: String, path: String) -> LintConfiguration {
        var configuration = LintConfiguration()
        configuration.path = path
        var parser = Parser(path: path)
        read(text, into: &configuration, parser: &parser)
        configuration.findings = parser.findings
        return configuration
    }

    private static func read(_ text: String, into configuration: inout LintConfiguration, parser: inout Parser) {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            parser.report(Parser.describe(error), at: Parser.mark(of: error))
            return
        } catch {
            parser.report("cannot read the YAML: \(error)", at: nil)
            return
        }
        guard let root else { return }
        guard case .mapping(let mapping) = root else {
            parser.report("\(fileName) holds a mapping of settings (disabled_rules:, severity:, …)", at: root.mark)
            return
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "disabled_rules":
                configuration.disabledRules = Set(parser.ruleIDs(value, key: key))
            case "opt_in_rules":
                configuration.optInRules = Set(parser.ruleIDs(value, key: key))
            case "severity":
                guard case .mapping(let severities) = value else {
                    parser.report("severity takes a mapping of rule id to warning, error or off", at: value.mark)
                    continue
                }
                for (ruleNode, levelNode) in severities {
                    guard let id = parser.ruleID(ruleNode) else { continue }
                    switch levelNode.string?.lowercased() {
                    case "warning": configuration.severities[id] = .some(.warning)
                    case "error": configuration.severities[id] = .some(.error)
                    case "off", "false", "no": configuration.severities[id] = .some(nil)
                    default:
                        parser.report("the severity of \(id) is warning, error or off, not \(levelNode.string ?? "a collection")",
                                      at: levelNode.mark)
                    }
                }
            case "included":
                configuration.included = parser.strings(value, key: key)
            case "excluded":
                configuration.excluded = parser.strings(value, key: key)
            case "source_localization":
                configuration.sourceLocalization = parser.string(value, key: key).map { language in
                    SourceLanguage(language, origin: .lintConfiguration(
                        FileLocation(path: parser.path, line: value.mark?.line ?? 1, column: value.mark?.column ?? 1)))
                }
            case "tables":
                configuration.tables = parser.strings(value, key: key)
                configuration.tablesLocation = FileLocation(path: parser.path, line: value.mark?.line ?? 1,
                                                              column: value.mark?.column ?? 1)
            case "allowed_untranslated":
                configuration.allowedUntranslated = Set(parser.strings(value, key: key))
            case "config":
                configuration.configurationFiles = parser.strings(value, key: key)
            case "include_unshipped":
                configuration.includedUnshipped = parser.strings(value, key: key)
            default:
                let names = keys.map(\.name)
                var message = "unknown key \"\(key)\" in \(fileName)"
                if let suggestion = Parser.nearest(key, among: names) {
                    message += DidYouMean.hint(suggestion)
                } else {
                    message += "; the keys are \(names.joined(separator: ", "))"
                }
                parser.report(message, at: keyNode.mark)
            }
        }
        return
    }

    /// Reads values and collects findings at YAML positions.
    private struct Parser {
        let path: String
        var findings: [LintFinding] = []

        mutating func report(_ message: String, at mark: Mark?) {
            findings.append(LintFinding(
                rule: Diagnostic.Code.invalidLintConfiguration.rawValue, severity: .error, message: message,
                location: FileLocation(path: path, line: mark?.line ?? 1, column: mark?.column ?? 1)))
        }

        mutating func string(_ node: Node, key: String) -> String? {
            guard case .scalar(let scalar) = node else {
                report("\(key) takes a single value", at: node.mark)
                return nil
            }
            return scalar.string
        }

        /// A list, or a single value read as a list of one.
        mutating func strings(_ node: Node, key: String) -> [String] {
            switch node {
            case .scalar(let scalar):
                return [scalar.string]
            case .sequence(let sequence):
                var values: [String] = []
                for item in sequence {
                    if case .scalar(let scalar) = item { values.append(scalar.string) } else {
                        report("\(key) takes a list of strings", at: item.mark)
                    }
                }
                return values
            default:
                report("\(key) takes a list of strings", at: node.mark)
                return []
            }
        }

        mutating func ruleIDs(_ node: Node, key: String) -> [String] {
            guard case .sequence(let sequence) = node else {
                if case .scalar = node, let id = ruleID(node) { return [id] }
                if case .scalar = node { return [] }
                report("\(key) takes a list of rule ids", at: node.mark)
                return []
            }
            return sequence.compactMap { ruleID($0) }
        }

        /// A known rule id, or nil after reporting an unknown one.
        mutating func ruleID(_ node: Node) -> String? {
            guard let id = node.string else {
                report("a rule id is a string", at: node.mark)
                return nil
            }
            if RuleCatalog.ids.contains(id) { return id }
            report(Self.unknownRuleMessage(id), at: node.mark)
            return nil
        }

        static func unknownRuleMessage(_ id: String) -> String {
            var message = "unknown rule \"\(id)\""
            if let suggestion = nearest(id, among: RuleCatalog.ids) {
                message += DidYouMean.hint(suggestion)
            } else {
                message += "; `rateprompt rules` lists them"
            }
            return message
        }

        static func nearest(_ name: String, among candidates: [String]) -> String? {
            let normalized = name.lowercased().replacingOccurrences(of: "_", with: "-")
            if let exact = candidates.first(where: { $0.replacingOccurrences(of: "_", with: "-") == normalized }) {
                return exact
            }
            return DidYouMean.nearest(normalized, among: candidates) { max(2, $0.count / 3) }
        }

        static func mark(of error: YamlError) -> Mark? {
            switch error {
            case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark
            case .duplicatedKeysInMapping(_, let context): context.mark
            default: nil
            }
        }

        static func describe(_ error: YamlError) -> String {
            switch error {
            case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _):
                "not valid YAML: \(problem)"
            case .duplicatedKeysInMapping(let duplicates, _):
                "a key is written twice: \(duplicates.joined(separator: ", "))"
            default:
                "not valid YAML"
            }
        }
    }

    /// Message for an unknown id in a disable comment.
    static func unknownRuleMessage(_ id: String) -> String { Parser.unknownRuleMessage(id) }
}

/// Glob patterns for `included`/`excluded`: `*` (within a path component), `**` (any depth; `**/` also matches no
/// folder at all), `?`; a pattern without wildcards also matches everything below the folder it names, and so does
/// a pattern that matches a folder.
///
/// Matched by simulating the pattern's automaton over the path, one set of states per character: time grows with
/// the pattern's length times the path's, whatever the pattern holds (backtracking took time exponential in the
/// number of `**`).
enum Glob {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        var pattern = pattern
        if pattern.hasPrefix("./") { pattern.removeFirst(2) }
        if pattern.hasSuffix("/") { pattern.removeLast() }
        if !pattern.contains(where: { "*?".contains($0) }) {
            return path == pattern || path.hasPrefix(pattern + "/")
        }
        return Automaton(pattern + "/**").matches(path) || Automaton(pattern).matches(path)
    }

    /// A Thompson automaton: states are node indices, `nodes.count` is the accepting state.
    struct Automaton {
        enum Node {
            /// One given character.
            case character(Unicode.Scalar)
            /// `?`: one character but `/`.
            case anyButSlash
            /// `*`: stays on any character but `/`, or moves on without one.
            case star
            /// `**` (not before `/`): stays on any character, or moves on.
            case globstar
            /// The start of `**/`: moves on to the loop (the next node), or skips the loop and its `/` (no folder).
            case globstarEntry
        }

        var nodes: [Node] = []

        init(_ pattern: String) {
            let scalars = Array(pattern.unicodeScalars)
            var index = 0
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "*", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    index += 2
                    while index < scalars.count, scalars[index] == "*" { index += 1 }
                    if index < scalars.count, scalars[index] == "/" {
                        nodes += [.globstarEntry, .globstar, .character("/")]
                        index += 1
                    } else {
                        nodes.append(.globstar)
                    }
                    continue
                }
                nodes.append(scalar == "*" ? .star : scalar == "?" ? .anyButSlash : .character(scalar))
                index += 1
            }
        }

        func matches(_ path: String) -> Bool {
            var current = [Bool](repeating: false, count: nodes.count + 1)
            var next = current
            add(0, to: &current)
            for scalar in path.unicodeScalars {
                for offset in next.indices { next[offset] = false }
                var any = false
                for state in nodes.indices where current[state] {
                    switch nodes[state] {
                    case .character(let expected) where expected == scalar: add(state + 1, to: &next)
                    case .anyButSlash where scalar != "/": add(state + 1, to: &next)
                    case .star where scalar != "/", .globstar: add(state, to: &next)
                    default: continue
                    }
                    any = true
                }
                guard any else { return false }
                swap(&current, &next)
            }
            return current[nodes.count]
        }

        /// Adds `state` and every state reachable from it without a character.
        private func add(_ state: Int, to states: inout [Bool]) {
            guard !states[state] else { return }
            states[state] = true
            guard state < nodes.count else { return }
            switch nodes[state] {
            case .star, .globstar: add(state + 1, to: &states)
            case .globstarEntry:
                add(state + 1, to: &states)
                add(state + 3, to: &states)
            case .character, .anyButSlash: break
            }
        }
    }
}

extension Diagnostic.Code {
    /// An unknown key or rule id in `.rateprompt.yml` or a disable comment: what the settings and the disable comments
    /// report, under the id of the rule that surfaces it.
    static let invalidLintConfiguration: Self = "invalid-lint-configuration"
}
