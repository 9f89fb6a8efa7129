import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint
@testable import RatePromptOutput
@testable import RatePromptRequests

/// The `button-label-too-long` rule and the preview page take the alert from one `AlertMetrics`: the same layout for
/// the same buttons, and the same room for a label in it.
@Suite("AlertMetrics: rule and page agree")
struct AlertMetricsAgreementTests {
    /// A project whose English table has these lines, on disk for the page.
    static func project(_ strings: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-alert-\(UUID().uuidString)")
        let lproj = folder.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data(strings.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        return folder
    }

    static func ruleFindings(_ folder: URL) throws -> [LintFinding] {
        let path = folder.appendingPathComponent("en.lproj/Localizable.strings").path
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        var configuration = LintConfiguration()
        configuration.optInRules.insert(ButtonLabelTooLongRule.description.id)
        let result = Linter(configuration: configuration, rules: [ButtonLabelTooLongRule.self])
            .lint([InputBytes(path: path, bytes: bytes)])
        return result.findings.filter { $0.rule == ButtonLabelTooLongRule.description.id }
    }

    /// The page's layout of the English alert and the label width it measures against for that layout.
    static func pageLimit(_ folder: URL) throws -> (layout: String, width: String) {
        let page = try #require(PreviewPage.build(project: folder.path, configuration: nil, appName: "Ledger").page)
        let html = page.html()
        let root = try #require(PreviewPageTests.startTags("html", in: html).first)
        let card = try #require(PreviewPageTests.cards(in: html)["en"])
        let layout = try #require(PreviewPageTests.startTags("div", in: card).first { $0["class"] == "alert" }?["data-layout"])
        let width = try #require(layout == "row" ? root["data-row-label-width"] : root["data-stacked-label-width"])
        return (layout, width)
    }

    @Test(arguments: [
        // Two buttons (cancel hidden): side by side.
        ("\"iRateCancelButton\" = \"\";\n", 2, "row"),
        // Three buttons: stacked.
        ("\"iRateRateButton\" = \"Rate\";\n", 3, "stack"),
        // Rate alone (cancel and remind hidden): stacked.
        ("\"iRateCancelButton\" = \"\";\n\"iRateRemindButton\" = \"\";\n", 1, "stack"),
    ])
    func theSameLayoutAndRoom(strings: String, buttons: Int, expected: String) throws {
        let folder = try Self.project(strings)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try Self.pageLimit(folder)
        #expect(page.layout == expected)
        let metrics = AlertMetrics()
        #expect(metrics.buttonLayout(buttonCount: buttons).rawValue == page.layout)
        let room = ButtonLabelTooLongRule.availableWidth(visibleButtons: buttons)
        #expect(String(Int(room)) == page.width)
    }

    /// "Later, please" is estimated at about 113 pt: over the 111 pt a side-by-side label has on the page, so the rule
    /// must flag it too (it allowed 119 pt while it had numbers of its own).
    @Test func aLabelThePageStacksIsFlagged() throws {
        let folder = try Self.project("\"iRateCancelButton\" = \"\";\n\"iRateRemindButton\" = \"Later, please\";\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let estimate = ButtonLabelTooLongRule.estimatedWidth("Later, please")
        let page = try Self.pageLimit(folder)
        #expect(page.layout == "row")
        let limit = try #require(Double(page.width))
        #expect(estimate > limit && estimate < limit + 8)
        let findings = try Self.ruleFindings(folder)
        #expect(findings.map(\.key) == ["iRateRemindButton"])
        #expect(findings.first?.message.hasSuffix("side by side, a button has about \(page.width) pt") == true)
    }
}
