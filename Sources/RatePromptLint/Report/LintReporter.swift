import Foundation
import RatePromptFormats
import RatePromptCore

/// Prints lint findings in one of the formats editors, CI systems and code scanning read.
public enum LintReporter: String, CaseIterable, Sendable {
    /// `path:line:column: warning|error: message (rule-id)`: Xcode, compilers and editors.
    case xcode
    /// An array of `{file, line, column, severity, rule, message}`, and `keys` (`[{key, line}]`, with `file`, `place`
    /// and `detail` where there are) for a finding that stands for several keys.
    case json
    /// SARIF 2.1.0 with the rule catalog, for code scanning.
    case sarif
    /// `::warning file=…,line=…,col=…::message (rule-id)` workflow commands.
    case githubActions = "github-actions"
    /// Counts per rule, then totals.
    case summary

    /// The report; `relativeTo` shortens paths where a format wants them relative (GitHub Actions, SARIF).
    ///
    /// Paths, keys and messages are written as each format requires, whatever they hold: on one line with control
    /// characters made visible (`VisibleText.line`: xcode, and GitHub Actions with workflow-command escaping on top),
    /// escaped JSON, a percent-encoded URI reference (SARIF's `uri`). Findings are written straight into one buffer.
    package func report(_ result: Linter.Result, relativeTo base: String) -> String {
        switch self {
        case .summary: summary(result)
        default: String(decoding: reportUTF8Findings(result, relativeTo: base), as: UTF8.self)
        }
    }

    /// The report as UTF-8 bytes, for writing out without making a String (and checking its UTF-8) first.
    package func reportUTF8(_ result: Linter.Result, relativeTo base: String) -> [UInt8] {
        if self == .summary { return Array(summary(result).utf8) }
        return reportUTF8Findings(result, relativeTo: base)
    }

    /// The bytes of `reportUTF8`, handed to `write` a piece at a time (whole findings, about 64 KB a piece) for the
    /// formats written finding by finding (xcode, JSON): a report of thousands of findings is never held whole, and
    /// the fresh memory such a report filled cost its writer more than the writing.
    package func write(
        _ result: Linter.Result, relativeTo base: String, to write: (UnsafeRawBufferPointer) -> Void
    ) {
        guard self == .xcode || self == .json else {
            reportUTF8(result, relativeTo: base).withUnsafeBytes(write)
            return
        }
        var output: [UInt8] = []
        output.reserveCapacity(2 * Self.pieceSize)
        result.findings.withUnsafeBufferPointer { findings in
            appendFindings(findings, to: &output) { output in
                guard output.count >= Self.pieceSize else { return }
                output.withUnsafeBytes(write)
                output.removeAll(keepingCapacity: true)
            }
        }
        if !output.isEmpty { output.withUnsafeBytes(write) }
    }

    /// How many bytes `write(_:relativeTo:to:)` gathers before it hands them on.
    static let pieceSize = 64 * 1024

    /// The xcode or JSON report of `findings`, appended to `output`; `written` is given the output after each finding.
    private func appendFindings(
        _ findings: UnsafeBufferPointer<LintFinding>, to output: inout [UInt8], written: (inout [UInt8]) -> Void
    ) {
        if self == .xcode {
            for index in findings.indices {
                findings[index].appendLines(to: &output)
                output.append(UInt8(ascii: "\n"))
                written(&output)
            }
            return
        }
        output.append(UInt8(ascii: "["))
        for index in findings.indices {
            findings[index].appendJSON(first: index == 0, to: &output)
            written(&output)
        }
        output.append(contentsOf: findings.isEmpty ? "]\n".utf8 : "\n]\n".utf8)
    }

    private func reportUTF8Findings(_ result: Linter.Result, relativeTo base: String) -> [UInt8] {
        // Through a buffer pointer, whose elements are borrowed: an array's subscript or `for … in` copies (and
        // retains) every finding, which cost more than writing it.
        result.findings.withUnsafeBufferPointer { reportUTF8($0, result: result, relativeTo: base) }
    }

    private func reportUTF8(
        _ findings: UnsafeBufferPointer<LintFinding>, result: Linter.Result, relativeTo base: String
    ) -> [UInt8] {
        // One allocation of about the right size: the texts' bytes plus each format's own per finding.
        let textBytes = Self.textSize(findings)
        switch self {
        case .xcode, .json:
            var output: [UInt8] = []
            output.reserveCapacity(textBytes + findings.count * (self == .xcode ? 40 : 128))
            appendFindings(findings, to: &output) { _ in }
            return output
        case .sarif:
            return Self.sarif(findings, catalog: result.catalog, relativeTo: base, capacity: textBytes + findings.count * 400,
                              baselineState: result.isComparedWithBaseline ? "new" : nil)
        case .githubActions:
            var output: [UInt8] = []
            output.reserveCapacity(textBytes + findings.count * 60)
            var scratch: [UInt8] = []
            let prefix = base.hasSuffix("/") ? base : base + "/"
            for index in findings.indices {
                Self.appendAnnotation(findings[index], prefix: prefix, scratch: &scratch, to: &output)
            }
            return output
        case .summary:
            return Array(summary(result).utf8)
        }
    }

    /// The bytes of the findings' paths and messages, to reserve an output buffer once.
    @inline(never)
    private static func textSize(_ findings: UnsafeBufferPointer<LintFinding>) -> Int {
        var size = 0
        for index in findings.indices {
            size += findings[index].location.path.utf8.count + findings[index].message.utf8.count
                + findings[index].rule.utf8.count
            for note in findings[index].notes { size += note.location.path.utf8.count + note.message.utf8.count + 32 }
            if let members = findings[index].group?.members {
                for member in members.indices { size += members[member].key.utf8.count + 96 }
            }
        }
        return size
    }

    /// `::level file=…,line=…,col=…::message (rule)` and a line break.
    private static func appendAnnotation(
        _ finding: LintFinding, prefix: String, scratch: inout [UInt8], to output: inout [UInt8]
    ) {
        output.append(contentsOf: finding.severity == .error ? "::error file=".utf8
                      : finding.severity == .warning ? "::warning file=".utf8 : "::notice file=".utf8)
        scratch.removeAll(keepingCapacity: true)
        VisibleText.appendLine(relative(finding.location.path, prefix: prefix), to: &scratch)
        appendWorkflowEscaped(scratch, property: true, to: &output)
        output.append(contentsOf: ",line=".utf8)
        output.appendDecimal(finding.location.line)
        output.append(contentsOf: ",col=".utf8)
        output.appendDecimal(finding.location.column)
        output.append(contentsOf: "::".utf8)
        scratch.removeAll(keepingCapacity: true)
        VisibleText.appendLine(finding.message, to: &scratch)
        scratch.append(contentsOf: " (".utf8)
        VisibleText.appendLine(finding.rule, to: &scratch)
        scratch.append(UInt8(ascii: ")"))
        appendWorkflowEscaped(scratch, property: false, to: &output)
        output.append(UInt8(ascii: "\n"))
    }

    /// SARIF's name of a severity: its levels are error, warning and note, as ours.
    static func sarifLevel(_ severity: Diagnostic.Severity) -> String {
        severity.rawValue
    }

    private func summary(_ result: Linter.Result) -> String {
        // Counted in place: grouping would copy every finding.
        var byRule: [String: (count: Int, severity: Diagnostic.Severity)] = [:]
        for finding in result.findings {
            byRule[finding.rule, default: (0, .note)].count += 1
            byRule[finding.rule]!.severity = max(byRule[finding.rule]!.severity, finding.severity)
        }
        var lines: [String] = []
        if !byRule.isEmpty {
            lines.append("| rule | severity | findings |")
            lines.append("|---|---|---|")
            for (rule, counts) in byRule.sorted(by: { $0.key < $1.key }) {
                lines.append("| \(rule) | \(counts.severity.rawValue) | \(counts.count) |")
            }
        }
        lines.append(Self.totals(result))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Linted 12 files: 2 errors, 3 warnings.`
    package static func totals(_ result: Linter.Result) -> String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        var errors = 0
        var warnings = 0
        for finding in result.findings {
            switch finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: break
            }
        }
        return "Linted \(count(result.fileCount, "file")): \(count(errors, "error")), \(count(warnings, "warning"))."
    }

    static func relative(_ path: String, to base: String) -> String {
        String(relative(path, prefix: base.hasSuffix("/") ? base : base + "/"))
    }

    /// The path after `prefix` (which ends with `/`), compared byte by byte as the file system does.
    private static func relative(_ path: String, prefix: String) -> Substring {
        guard path.utf8.starts(with: prefix.utf8) else { return Substring(path) }
        return Substring(path.utf8.dropFirst(prefix.utf8.count))
    }

    /// The SARIF log, ending with a line break. `baselineState` is every result's (SARIF 2.1.0 §3.27.24) when the
    /// findings were compared with a baseline: those reported are the new ones (a grouped finding with only its new
    /// keys).
    static func sarif(
        _ findings: UnsafeBufferPointer<LintFinding>, catalog: [RuleDescription], relativeTo base: String, capacity: Int,
        baselineState: String? = nil
    ) -> [UInt8] {
        let rules: [JSONValue] = catalog.map { rule in
            .object([
                ("id", .string(rule.id)),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("fullDescription", .object([("text", .string(rule.rationale))])),
                ("defaultConfiguration", .object([("level", .string(Self.sarifLevel(rule.severity)))])),
                ("helpUri", .string("Documentation/Rules.md#\(rule.id)")),
            ])
        }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        var writer = JSONWriter(capacity: 32_768 + capacity)
        writer.beginObject()
        writer.member("version", "2.1.0")
        writer.member("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
        writer.beginArray("runs")
        writer.beginObject()
        writer.member("tool", .object([("driver", .object([
            ("name", .string("RatePrompt")),
            ("semanticVersion", .string(RatePromptVersion.current)),
            ("informationUri", .string("Documentation/Rules.md")),
            ("rules", .array(rules)),
        ]))]))
        writer.beginArray("results")
        for index in findings.indices {
            appendSARIFResult(findings[index], prefix: prefix, baselineState: baselineState, to: &writer)
        }
        writer.endArray()
        writer.endObject()
        writer.endArray()
        writer.endObject()
        writer.appendLineBreak()
        return writer.bytes
    }

    private static func appendSARIFResult(
        _ finding: LintFinding, prefix: String, baselineState: String?, to writer: inout JSONWriter
    ) {
        writer.beginObject()
        writer.member("ruleId", finding.rule)
        writer.member("level", Self.sarifLevel(finding.severity))
        if let baselineState { writer.member("baselineState", baselineState) }
        writer.beginObject("message")
        writer.member("text", visibleName: finding.message)
        writer.endObject()
        writer.beginArray("locations")
        writer.beginObject()
        appendPhysicalLocation(finding.location, prefix: prefix, to: &writer)
        writer.endObject()
        writer.endArray()
        if let group = finding.group {
            // Every key of a grouped finding, each a place of its own.
            writer.beginArray("relatedLocations")
            for (index, member) in group.members.enumerated() {
                writer.beginObject()
                writer.member("id", index + 1)
                appendPhysicalLocation(member.location, prefix: prefix, to: &writer)
                writer.beginObject("message")
                writer.member("text", visibleName: FindingGroup.describe(member))
                writer.endObject()
                writer.endObject()
            }
            writer.endArray()
        }
        writer.endObject()
    }

    /// `"physicalLocation": {artifactLocation: {uri}, region: {startLine, startColumn}}`.
    private static func appendPhysicalLocation(_ location: FileLocation, prefix: String, to writer: inout JSONWriter) {
        writer.beginObject("physicalLocation")
        writer.beginObject("artifactLocation")
        writer.member("uri", uriReference(String(relative(location.path, prefix: prefix))))
        writer.endObject()
        writer.beginObject("region")
        if location.line >= 1 {
            writer.member("startLine", location.line)
            writer.member("startColumn", location.column)
        }
        writer.endObject()
        writer.endObject()
    }

    /// A path as a URI reference (RFC 3986): every byte that may not stand as it is in a path percent-encoded,
    /// including `:` (a first segment with a colon would read as a scheme). A byte of a file name that is not UTF-8
    /// (U+10FF00 + byte) is encoded as that byte, so the reference names the file as it is on disk.
    static func uriReference(_ path: String) -> String {
        var output: [UInt8] = []
        let changed = ByteRuns.withUTF8(path) { bytes in
            output.reserveCapacity(bytes.count)
            var changed = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                     UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                     UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"),
                     UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","),
                     UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "@"), UInt8(ascii: "/"):
                    output.append(byte)
                    index += 1
                    continue
                case 0xF4 where bytes[index + 1] == 0x8F && bytes[index + 2] >= 0xBC:
                    // U+10FF00 + byte (F4 8F BC…BF xx): the byte's top two bits are in the third byte.
                    appendPercentEncoded((bytes[index + 2] & 0x03) << 6 | (bytes[index + 3] & 0x3F), to: &output)
                    index += 4
                default:
                    appendPercentEncoded(byte, to: &output)
                    index += 1
                }
                changed = true
            }
            return changed
        }
        return changed ? String(decoding: output, as: UTF8.self) : path
    }

    private static func appendPercentEncoded(_ byte: UInt8, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "%"))
        VisibleText.appendHex(UInt32(byte), minimumDigits: 2, to: &output)
    }

    /// GitHub's escaping of workflow commands: `%`, CR and LF in the message; also `:` and `,` in a property value,
    /// where they would end the value. The text comes in its visible form (the runner's log is a terminal's), so CR
    /// and LF are already gone; they are escaped all the same, as the format requires.
    static func appendWorkflowEscaped(_ text: [UInt8], property: Bool, to output: inout [UInt8]) {
        text.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            var runStart = 0
            while true {
                let index = property
                    ? ByteRuns.firstIndex(in: base, from: runStart, to: bytes.count, below: 0x0E,
                                          equalTo: UInt8(ascii: "%"), UInt8(ascii: ":"), UInt8(ascii: ","), nonASCII: false)
                    : ByteRuns.firstIndex(in: base, from: runStart, to: bytes.count, below: 0x0E,
                                          equalTo: UInt8(ascii: "%"), UInt8(ascii: "%"), UInt8(ascii: "%"), nonASCII: false)
                if index > runStart { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
                guard index < bytes.count else { return }
                switch bytes[index] {
                case UInt8(ascii: "%"): output.append(contentsOf: "%25".utf8)
                case 0x0D: output.append(contentsOf: "%0D".utf8)
                case 0x0A: output.append(contentsOf: "%0A".utf8)
                case UInt8(ascii: ":"): output.append(contentsOf: "%3A".utf8)
                case UInt8(ascii: ","): output.append(contentsOf: "%2C".utf8)
                case let byte: output.append(byte)
                }
                runStart = index + 1
            }
        }
    }
}

extension LintFinding {
    /// `{file, line, column, severity, rule, message}` as an element of the report's top-level array, laid out as
    /// `JSONWriter` lays it out (a test holds them equal): the members' names and indentation are constant, so they
    /// are copied as a few literal runs instead of being laid out member by member.
    @inline(__always)
    fileprivate func appendJSON(first: Bool, to output: inout [UInt8]) {
        Self.appendLiteral(first ? "\n  {\n    \"file\": \"" : ",\n  {\n    \"file\": \"", to: &output)
        JSONWriter.appendEscaped(location.path, showingRawBytes: true, to: &output)
        Self.appendLiteral("\",\n    \"line\": ", to: &output)
        output.appendDecimal(location.line)
        Self.appendLiteral(",\n    \"column\": ", to: &output)
        output.appendDecimal(location.column)
        Self.appendLiteral(",\n    \"severity\": \"", to: &output)
        Self.appendLiteral(severity == .error ? "error" : severity == .warning ? "warning" : "note", to: &output)
        Self.appendLiteral("\",\n    \"rule\": \"", to: &output)
        JSONWriter.appendEscaped(rule, showingRawBytes: false, to: &output)
        Self.appendLiteral("\",\n    \"message\": \"", to: &output)
        JSONWriter.appendEscaped(message, showingRawBytes: true, to: &output)
        if let group {
            // Every key of a grouped finding, with its line (and its file where that is another, as the source's
            // line of a key a translation lacks), in the same layout.
            Self.appendLiteral("\",\n    \"keys\": [", to: &output)
            // Each member's fields read in place: a copy of a member retains its five strings.
            let members = group.members
            // Most members name one other file (the source's, for keys a translation lacks): escaped once.
            var escapedPath: (path: String, bytes: [UInt8])?
            for index in members.indices {
                Self.appendLiteral(index == 0 ? "\n      {\n        \"key\": \"" : ",\n      {\n        \"key\": \"",
                                   to: &output)
                JSONWriter.appendEscaped(members[index].key, showingRawBytes: true, to: &output)
                if members[index].location.path != location.path {
                    Self.appendLiteral("\",\n        \"file\": \"", to: &output)
                    if let escaped = escapedPath, escaped.path == members[index].location.path {
                        output.append(contentsOf: escaped.bytes)
                    } else {
                        var bytes: [UInt8] = []
                        JSONWriter.appendEscaped(members[index].location.path, showingRawBytes: true, to: &bytes)
                        output.append(contentsOf: bytes)
                        escapedPath = (members[index].location.path, bytes)
                    }
                }
                Self.appendLiteral("\",\n        \"line\": ", to: &output)
                output.appendDecimal(members[index].location.line)
                if let place = members[index].place {
                    Self.appendLiteral(",\n        \"place\": \"", to: &output)
                    JSONWriter.appendEscaped(place, showingRawBytes: true, to: &output)
                    Self.appendLiteral("\"", to: &output)
                }
                if let detail = members[index].detail {
                    Self.appendLiteral(",\n        \"detail\": \"", to: &output)
                    JSONWriter.appendEscaped(detail, showingRawBytes: true, to: &output)
                    Self.appendLiteral("\"", to: &output)
                }
                Self.appendLiteral("\n      }", to: &output)
            }
            Self.appendLiteral("\n    ]\n  }", to: &output)
            return
        }
        Self.appendLiteral("\"\n  }", to: &output)
    }

    @inline(__always)
    private static func appendLiteral(_ text: StaticString, to output: inout [UInt8]) {
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
