import Foundation
import Testing
@testable import RatePromptCore

/// One version: `--version`, SARIF's driver and the preview page all say `RatePromptVersion.current`.
@Suite("Version")
struct VersionTests {
    @Test func everyOutputNamesTheOneVersion() async throws {
        let version = try await CommandRunner.run(["--version"])
        #expect(version.stdout == RatePromptVersion.current + "\n")
        let app = CommandRunner.fixture("projects/app")
        let sarif = try await CommandRunner.run(["lint", "--reporter", "sarif", "."], in: URL(fileURLWithPath: app))
        let json = try #require(try sarif.json() as? [String: Any])
        let driver = ((json["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect(driver?["semanticVersion"] as? String == RatePromptVersion.current)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-version-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        let preview = try await CommandRunner.run(["preview", "--project", app, "--out", page.path])
        #expect(preview.status == 0, "\(preview.stderr)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<meta name=\"generator\" content=\"rateprompt \(RatePromptVersion.current) preview\">"))
    }
}
