import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import RatePromptCore
@testable import RatePromptOutput

/// One escaper (`HTML.escape`) for the page, the chart and the default property list.
@Suite("Markup escaping")
struct MarkupEscapingTests {
    @Test func controlCharactersXMLForbidsBecomeReplacementCharacters() {
        #expect(HTML.escape("a\u{1}b\u{8}c\u{B}\u{C}\u{1F}d") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}\u{FFFD}\u{FFFD}d")
        #expect(HTML.escape("tab\tline\ncr\r") == "tab\tline\ncr\r")
    }

    /// A configuration file's name is the lane's label: whatever it holds, the SVG stays well-formed XML and shows
    /// the name as text.
    @Test func theChartIsWellFormedWhateverTheFileName() throws {
        let label = "a\u{1}<b> & 'c\" \u{7}.plist"
        let simulation = Simulator(configuration: PromptConfiguration()).run(Simulator.Plan(days: 30, launchesPerWeek: 7))
        let svg = SimulationChart.svg([SimulationFormatter.Run(label: label, simulation: simulation)])
        let document = try XMLDocument(data: Data(svg.utf8))
        let lane = try #require(try document.nodes(forXPath: "//*[local-name()='g'][@class='lane']").first as? XMLElement)
        #expect(lane.attributes?.first { $0.localName == "data-config" || $0.name == "data-config" }?.stringValue == "a\u{FFFD}<b> & 'c\" \u{FFFD}.plist")
    }
}
