import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint
import RatePromptTestSupport

@Suite("LintReporter")
struct LintReporterTests {
    static let base = "/work/app"

    /// Findings in folders and keys that try to forge output: line breaks, workflow-command syntax, property
    /// separators, terminal escapes, NUL, quotes and backslashes, a byte that is not UTF-8, and an ordinary one.
    static let hostile: [LintFinding] = [
        "x\n::error file=README.md,line=1::forged.lproj/Localizable.strings",
        "a,line=999,col=7.lproj/Localizable.strings",
        "q\"uo\\te:d%2C.lproj/Localizable.strings",
        "caf\u{10FFE9}.lproj/Localizable.strings",
        "esc\u{1B}[31m\0.lproj/Localizable.strings",
        "sp ace#?[].lproj/Localizable.strings",
        "fr.lproj/Localizable.strings",
    ].enumerated().map { index, path in
        LintFinding(rule: "missing-key", severity: index % 2 == 0 ? .warning : .error,
                    message: "\"k\(index)\n\(base)/fr.lproj/Localizable.strings:1:1: error: forged\u{1B}[0m\" is 100% missing",
                    location: FileLocation(path: base + "/" + path, line: 3, column: 7),
                    notes: [.init(location: FileLocation(path: base + "/" + path, line: 1, column: 1), message: "a\nnote")])
    }

    static func report(_ reporter: LintReporter, _ findings: [LintFinding] = hostile) -> String {
        reporter.report(Linter.Result(findings: findings, fileCount: 1), relativeTo: base)
    }

    /// The path as a format that carries any character shows it: undecodable bytes as `\xHH`.
    static func shown(_ finding: LintFinding) -> String { VisibleText.name(finding.location.path) }

    @Test func xcodeWritesOneLinePerFindingAndNote() {
        let output = Self.report(.xcode)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == Self.hostile.count * 2 + 1)
        #expect(lines.last == "")
        for (index, finding) in Self.hostile.enumerated() {
            #expect(lines[2 * index] == Substring(finding.description.split(separator: "\n")[0]))
            #expect(lines[2 * index].hasPrefix(Self.base + "/"))
            #expect(lines[2 * index].hasSuffix(" is 100% missing (missing-key)"))
            #expect(lines[2 * index + 1].hasSuffix(": note: a\\nnote"))
        }
        #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(output.contains("/work/app/caf\\xE9.lproj/Localizable.strings:3:7: error: "))
        #expect(output.contains("/work/app/esc\\u{1B}[31m\\0.lproj/Localizable.strings:3:7: warning: "))
    }

    /// `::level file=…,line=…,col=…::message`, nothing else, with GitHub's escaping: the properties decode to the
    /// finding's own path (in its visible form, as the log shows it), line and column.
    @Test func githubActionsAnnotationsCannotBeForgedOrMoved() throws {
        let output = Self.report(.githubActions)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == Self.hostile.count + 1)
        let pattern = try NSRegularExpression(pattern: "^::(warning|error|notice) file=([^,:]*),line=([0-9]+),col=([0-9]+)::(.*)$")
        for (line, finding) in zip(lines, Self.hostile) {
            let text = String(line)
            let match = try #require(pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), "\(text)")
            let group = { (index: Int) in String(text[Range(match.range(at: index), in: text)!]) }
            #expect(group(1) == (finding.severity == .error ? "error" : "warning"))
            #expect(Self.workflowDecoded(group(2)) == VisibleText.line(String(finding.location.path.dropFirst(Self.base.count + 1))))
            #expect(group(3) == "3")
            #expect(group(4) == "7")
            #expect(Self.workflowDecoded(group(5)) == VisibleText.line(finding.message) + " (missing-key)")
        }
        #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(lines[1].hasPrefix("::error file=a%2Cline=999%2Ccol=7.lproj/Localizable.strings,line=3,col=7::"))
        #expect(lines[3].hasPrefix("::error file=caf\\xE9.lproj/Localizable.strings,line=3,col=7::"))
    }

    /// Decodes what GitHub's runner decodes in a workflow command.
    static func workflowDecoded(_ text: String) -> String {
        text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
            .replacingOccurrences(of: "%25", with: "%")
    }

    @Test func jsonCarriesPathsAndMessagesExactly() throws {
        let output = Self.report(.json)
        #expect(output.hasSuffix("\n"))
        let array = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        #expect(array.count == Self.hostile.count)
        for (item, finding) in zip(array, Self.hostile) {
            #expect(item["file"] as? String == Self.shown(finding))
            #expect(item["message"] as? String == finding.message)
            #expect(item["line"] as? Int == 3)
            #expect(item["column"] as? Int == 7)
        }
        #expect(array[3]["file"] as? String == "/work/app/caf\\xE9.lproj/Localizable.strings")
    }

    /// Every `uri` is a URI reference (RFC 3986: unreserved, sub-delims, `@`, `/` and percent-encoded bytes only)
    /// whose bytes, decoded, are the file's name as it is on disk.
    @Test func sarifURIsAreValidReferences() throws {
        let output = Self.report(.sarif)
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == Self.hostile.count)
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=@/%".utf8)
        for (result, finding) in zip(results, Self.hostile) {
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let uri = try #require((location?["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(uri.utf8.allSatisfy(allowed.contains), "\(uri)")
            #expect(URL(string: uri) != nil, "\(uri)")
            #expect(Self.percentDecoded(uri) == Self.diskBytes(String(finding.location.path.dropFirst(Self.base.count + 1))))
            #expect((result["message"] as? [String: Any])?["text"] as? String == finding.message)
        }
        let uris = results.compactMap { (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            .flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String } }
        #expect(uris[1] == "a,line=999,col=7.lproj/Localizable.strings")
        #expect(uris[3] == "caf%E9.lproj/Localizable.strings")
        #expect(uris[5] == "sp%20ace%23%3F%5B%5D.lproj/Localizable.strings")
    }

    static func percentDecoded(_ uri: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var iterator = Array(uri.utf8).makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%"), let high = iterator.next(), let low = iterator.next(),
               let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) {
                bytes.append(value)
            } else {
                bytes.append(byte)
            }
        }
        return bytes
    }

    /// A path's bytes on disk: UTF-8, with each U+10FF00 + byte as that byte.
    static func diskBytes(_ path: String) -> [UInt8] {
        path.unicodeScalars.flatMap { scalar in
            FileSystemPath.rawByte(scalar).map { [$0] } ?? Array(String(scalar).utf8)
        }
    }

    /// The streamed JSON and SARIF reporters write exactly what serializing the equivalent `JSONValue` tree writes, as
    /// the reporters did before they streamed.
    @Test func streamedJSONMatchesTheValueTree() throws {
        var random = SplitMix64(seed: 4)
        // With what must be escaped: quotes, backslashes, controls, U+2028, and a file name's undecodable byte
        // (U+10FF00 + byte), which JSON shows as `\\xE9` like every output.
        let words = ["key", "é", "\"q\"", "\\", "\t", "中文", "/", "%@", "🙂", " ", "\u{1}", "\u{2028}", "\u{2029}x",
                     "\u{10FFE9}", "\u{10FF41}", "Не сейчас", "\u{E2}\u{80}"]
        let findings = (0..<200).map { index in
            let text = (0..<(random.next() % 6)).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined()
            var finding = LintFinding(rule: RuleCatalog.ids[index % RuleCatalog.ids.count],
                                      severity: Diagnostic.Severity.allCases[Int(random.next() % 3)], message: "m \(text)",
                                      location: FileLocation(path: "\(Self.base)/l\(index % 7).lproj/\(text).strings",
                                                               line: Int(random.next() % 900) + 1, column: Int(random.next() % 90) + 1))
            // Every third finding stands for keys: some in another file, with a place or a detail.
            if index % 3 == 0 {
                var members: [FindingGroup.Member] = []
                for number in 0...Int(random.next() % 3) {
                    let path: String = number == 1 ? "\(Self.base)/en.lproj/\(text).strings" : finding.location.path
                    let line = Int(random.next() % 900) + 1
                    let column = Int(random.next() % 90) + 1
                    let place: String? = number == 2 ? "count: \(text)" : nil
                    let detail: String? = number > 0 ? "d \(text)" : nil
                    members.append(FindingGroup.Member(
                        key: "k\(number) \(text)", location: RatePromptFormats.FileLocation(path: path, line: line, column: column),
                        place: place, detail: detail))
                }
                let message = "m \(text)"
                finding.group = FindingGroup(members: members, listsMembers: true, isAtFirstMember: false) { _ in message }
            }
            return finding
        }
        let tree = JSONValue.array(findings.map { finding in
            var members: [(String, JSONValue)] = [
                ("file", .string(VisibleText.name(finding.location.path))),
                ("line", .int(Int64(finding.location.line))),
                ("column", .int(Int64(finding.location.column))),
                ("severity", .string(finding.severity.rawValue)),
                ("rule", .string(finding.rule)),
                ("message", .string(VisibleText.name(finding.message))),
            ]
            if let group = finding.group {
                var keys: [JSONValue] = []
                for member in group.members {
                    var key: [(String, JSONValue)] = [("key", .string(VisibleText.name(member.key)))]
                    if member.location.path != finding.location.path {
                        key.append(("file", .string(VisibleText.name(member.location.path))))
                    }
                    key.append(("line", .int(Int64(member.location.line))))
                    if let place = member.place { key.append(("place", .string(VisibleText.name(place)))) }
                    if let detail = member.detail { key.append(("detail", .string(VisibleText.name(detail)))) }
                    keys.append(.object(key))
                }
                members.append(("keys", .array(keys)))
            }
            return .object(members)
        })
        #expect(Self.report(.json, findings) == tree.serialized() + "\n")
        #expect(Self.report(.json, []) == "[]\n")
        let sarif = Self.report(.sarif, findings)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((parsed["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let tool = try #require(run["tool"])
        let rebuilt = JSONValue.object([
            ("version", .string("2.1.0")),
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("runs", .array([.object([
                ("tool", Self.jsonValue(tool, order: Self.sarifOrder)),
                ("results", .array(findings.map { (finding: LintFinding) -> JSONValue in
                    func physical(_ location: RatePromptFormats.FileLocation) -> JSONValue {
                        .object([
                            ("artifactLocation", .object([("uri", .string(LintReporter.uriReference(
                                String(location.path.dropFirst(Self.base.count + 1)))))])),
                            ("region", .object([("startLine", .int(Int64(location.line))),
                                                ("startColumn", .int(Int64(location.column)))])),
                        ])
                    }
                    var result: [(String, JSONValue)] = [
                        ("ruleId", .string(finding.rule)),
                        ("level", .string(finding.severity == .error ? "error" : finding.severity == .warning ? "warning" : "note")),
                        ("message", .object([("text", .string(VisibleText.name(finding.message)))])),
                        ("locations", .array([.object([("physicalLocation", physical(finding.location))])])),
                    ]
                    if let group = finding.group {
                        var related: [JSONValue] = []
                        for (index, member) in group.members.enumerated() {
                            let text = JSONValue.object([("text", .string(VisibleText.name(FindingGroup.describe(member))))])
                            related.append(.object([("id", .int(Int64(index + 1))), ("physicalLocation", physical(member.location)),
                                                    ("message", text)]))
                        }
                        result.append(("relatedLocations", .array(related)))
                    }
                    return .object(result)
                })),
            ])])),
        ])
        #expect(results.count == findings.count)
        #expect(sarif == rebuilt.serialized() + "\n")
    }

    static let sarifOrder = ["driver", "name", "semanticVersion", "informationUri", "rules", "id", "shortDescription",
                             "fullDescription", "defaultConfiguration", "helpUri", "text", "level"]

    /// A Foundation value back as a `JSONValue`, object members in `order`.
    static func jsonValue(_ value: Any, order: [String]) -> JSONValue {
        switch value {
        case let string as String: return .string(string)
        case let array as [Any]: return .array(array.map { jsonValue($0, order: order) })
        case let object as [String: Any]:
            return .object(object.keys.sorted { order.firstIndex(of: $0) ?? .max < order.firstIndex(of: $1) ?? .max }
                .map { ($0, jsonValue(object[$0]!, order: order)) })
        default: return .null
        }
    }

    /// Written a piece at a time, every format gives the bytes of the whole report: pieces end after whole findings,
    /// a report over the piece size comes in several, an empty one in one.
    @Test(arguments: LintReporter.allCases)
    func piecesMakeTheWholeReport(_ reporter: LintReporter) {
        let many = (0..<2_000).map { Self.hostile[$0 % Self.hostile.count] }
        for findings in [[], Self.hostile, many] {
            let result = Linter.Result(findings: findings, fileCount: 1)
            var pieces: [[UInt8]] = []
            reporter.write(result, relativeTo: Self.base) { pieces.append(Array($0)) }
            #expect(Array(pieces.joined()) == reporter.reportUTF8(result, relativeTo: Self.base))
            if findings.count == many.count, reporter == .json || reporter == .xcode {
                #expect(pieces.count > 1)
                let ends: Set<UInt8> = [UInt8(ascii: "\n"), UInt8(ascii: "}")]
                #expect(pieces.dropLast().allSatisfy { $0.count >= LintReporter.pieceSize && ends.contains($0.last ?? 0) })
            } else {
                #expect(pieces.count <= 1)
            }
        }
    }

    @Test func summaryIsUnchangedByTheNames() {
        #expect(Self.report(.summary) == """
            | rule | severity | findings |
            |---|---|---|
            | missing-key | error | 7 |
            Linted 1 file: 3 errors, 4 warnings.

            """)
    }
}
