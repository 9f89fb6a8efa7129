import Foundation
import Testing
@testable import RatePromptCore
import RatePromptTestSupport

/// Whole outputs of the built tool (standard output, standard error, exit status) against committed files in
/// `Tests/Fixtures/Golden/`: a change to what a command prints shows as a diff to review. The fixtures' folder is written `$FIXTURES`, so the files do not depend on
/// where the repository is. Re-record with `RATEPROMPT_RECORD_GOLDEN=1 swift test --filter GoldenOutputTests`
/// (or `scripts/regenerate --golden`), then read the diff before committing it.
@Suite("Golden outputs")
struct GoldenOutputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        /// The working folder; paths in the output are relative to it.
        var directory: String?
        var testDescription: String { name }
    }

    static let fixtures = CommandRunner.fixtures.path
    static let preview = fixtures + "/projects/preview"
    static let app = fixtures + "/projects/app"
    static let names = fixtures + "/projects/names"
    /// The worked example `Configs/promotions`, run in its folder as a developer would.
    static let promotions = URL(fileURLWithPath: fixtures).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Configs/promotions").path
    /// The device order: Hidden Beaches, Pro Subscription, Fishing Hot Spots.
    static let promotionOrder = ["hiddenbeaches", "pro.monthly", "fishingspots"].map { "com.example.coastline." + $0 }
        .joined(separator: ",")

    static let cases: [Case] = [
        Case(name: "render-text.out", arguments: ["render", "--preferred", "fr-CA,en", "--project", preview, "--app-name", "Ledger"]),
        Case(name: "render-explain.out", arguments: ["render", "--preferred", "de-AT", "--project", app, "--app-name", "Ledger",
                                                     "--explain"]),
        Case(name: "render-names.out", arguments: ["render", "--preferred", "fr-CA", "--project", names, "--explain"]),
        Case(name: "render-json.out", arguments: ["render", "--preferred", "ja,en", "--project", preview, "--app-name", "Ledger",
                                              "--format", "json"]),
        Case(name: "explain-text.out", arguments: ["explain", "--state", fixtures + "/state/waiting.json",
                                              "--now", "2025-03-04T09:00:00Z"]),
        Case(name: "explain-json.out", arguments: ["explain", "--state", fixtures + "/state/reminded.json",
                                               "--now", "2025-04-01T09:00:00Z", "--app-version", "2.0", "--format", "json"]),
        Case(name: "simulate-text.out", arguments: ["simulate", "--days", "400", "--launches-per-week", "7",
                                               "--answers", "remind,rate"]),
        Case(name: "simulate-json.out", arguments: ["simulate", "--days", "120", "--launches-per-week", "3",
                                                "--answers", "remind", "--format", "json"]),
        Case(name: "lint-sarif.out", arguments: ["lint", "--reporter", "sarif", "."], directory: app),
        Case(name: "promotions-explain.out", arguments: ["promotions", "--order", promotionOrder, "--explain"],
             directory: promotions),
        Case(name: "promotions-json.out", arguments: ["promotions", "--order", promotionOrder, "--preferred", "fr-CA,en",
                                                      "--format", "json"], directory: promotions),
    ]

    static var recording: Bool {
        ProcessInfo.processInfo.environment["RATEPROMPT_RECORD_GOLDEN"] == "1"
    }

    /// Compares `output` with the golden file `name` (writing it first when recording).
    static func compare(_ output: String, with name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = "Tests/Fixtures/Golden/" + name
        let url = Repository.root.appendingPathComponent(path)
        if recording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(output.utf8).write(to: url, options: .atomic)
        }
        let golden = (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
        let message = "\(path) differs from the output: re-record with RATEPROMPT_RECORD_GOLDEN=1 if it is meant to"
        #expect(golden == output, Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// The output with the machine's paths replaced.
    static func portable(_ text: String) -> String {
        text.replacingOccurrences(of: fixtures, with: "$FIXTURES")
            .replacingOccurrences(of: URL(fileURLWithPath: fixtures).absoluteString, with: "file://$FIXTURES/")
    }

    @Test(arguments: cases)
    func output(_ golden: Case) async throws {
        let result = try await CommandRunner.run(golden.arguments, in: golden.directory.map(URL.init(fileURLWithPath:)))
        // Standard output as printed, then standard error and the exit status, each after a marker line.
        var recorded = result.stdout
        if !result.stderr.isEmpty { recorded += "--- standard error\n" + result.stderr }
        recorded += "--- exit status \(result.status)\n"
        try Self.compare(Self.portable(recorded), with: golden.name)
    }

    /// Every command's options as the parser declares them (`CommandOptionsTests.listing`), hidden ones included: a
    /// renamed option, a changed default, value list or help text shows as a diff to review, since scripts depend on
    /// the names and values.
    @Test func options() async throws {
        try Self.compare(try await CommandOptionsTests.listing(), with: "options.out")
    }

    /// The preview page's structure: every element with its id, classes and data attributes, one per line and
    /// indented by depth; text, the style sheet, the script and the policy's hashes left out, since they change
    /// with every copy edit or style tweak that the page's own tests already check.
    @Test func previewSkeleton() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        let result = try await CommandRunner.run(["preview", "--project", Self.preview, "--app-name", "Ledger", "--out", page.path])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: page, encoding: .utf8)
        try Self.compare(Self.portable(Self.skeleton(html)), with: "preview-skeleton.out")
    }

    /// One line per start tag, indented by its depth: the tag, then `id`, `class` and `data-*` attributes in the
    /// order written. Void elements and self-closed tags do not nest.
    static func skeleton(_ html: String) -> String {
        let voids: Set<String> = ["meta", "input", "br", "img", "link", "hr", "source", "wbr"]
        let tag = try! NSRegularExpression(pattern: "<(/?)([a-zA-Z][a-zA-Z0-9]*)((?:\\s[^>]*)?)>")
        let attribute = try! NSRegularExpression(pattern: "\\s((?:id|class|data-[-a-z]+))=\"([^\"]*)\"")
        // Style and script contents hold no elements.
        var text = html as NSString
        for element in ["style", "script"] {
            let body = try! NSRegularExpression(pattern: "(<\(element)[^>]*>).*?(</\(element)>)", options: [.dotMatchesLineSeparators])
            text = body.stringByReplacingMatches(in: text as String, range: NSRange(location: 0, length: text.length),
                                                 withTemplate: "$1$2") as NSString
        }
        var lines: [String] = []
        var depth = 0
        for match in tag.matches(in: text as String, range: NSRange(location: 0, length: text.length)) {
            let name = text.substring(with: match.range(at: 2)).lowercased()
            if match.range(at: 1).length > 0 {
                depth = max(0, depth - 1)
                continue
            }
            let rest = text.substring(with: match.range(at: 3)) as NSString
            let attributes = attribute.matches(in: rest as String, range: NSRange(location: 0, length: rest.length)).map {
                "\(rest.substring(with: $0.range(at: 1)))=\"\(rest.substring(with: $0.range(at: 2)))\""
            }
            lines.append(String(repeating: "  ", count: depth) + ([name] + attributes).joined(separator: " "))
            if !voids.contains(name) && !rest.hasSuffix("/") { depth += 1 }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
