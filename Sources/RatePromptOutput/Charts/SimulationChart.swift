import Foundation
import RatePromptFormats
import RatePromptCore

/// `rateprompt simulate --format svg`: one self-contained SVG that shows a timeline at a glance.
///
/// Days run left to right. Each run is a lane: a mark per request (filled and coloured by the answer when shown,
/// hollow grey when the system swallowed it), the answer written above. Under the marks of a system-prompt lane,
/// three slot rows show the yearly limit at work: each shown prompt holds one of the 3 slots for 365 days, so a
/// request where all three are taken is swallowed. Dashed lines mark every 365 days, with each period's counts.
/// Marks carry `class`, `data-day`, `data-answer` and a `<title>` for tools and tooltips.
package enum SimulationChart {
    static let width = 960.0
    static let left = 170.0
    static let right = 150.0  // room for the last period's count label
    static let laneHeight = 130.0
    static let top = 64.0

    static let colours: [Simulator.Answer?: String] = [.rate: "#2e7d32", .decline: "#c62828", .remind: "#ef8f00"]

    package static func svg(_ runs: [SimulationFormatter.Run]) -> String {
        precondition(!runs.isEmpty)
        let days = runs.map(\.simulation.plan.days).max()!
        let height = top + Double(runs.count) * laneHeight + 40
        let plotWidth = width - left - right
        func x(_ day: Double) -> Double { left + plotWidth * day / Double(days) }

        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"-apple-system, Helvetica, Arial, sans-serif\" "
            + "font-size=\"11\">\n"
        let plan = runs[0].simulation.plan
        let title = "Rating prompt requests over \(days) days: \(plan.rules == .iRate ? "iRate rules" : "Apple's gating"), "
            + "\(plan.platform == .iOS ? "iOS" : "macOS"), \(PromptPolicy.format(plan.launchesPerWeek)) launches/week, "
            + "\(PromptPolicy.format(plan.eventsPerDay)) events/day"
        out += "<title>\(HTML.escape(title))</title>\n"
        out += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        out += "<text x=\"12\" y=\"22\" font-size=\"14\" font-weight=\"bold\">\(HTML.escape(title))</text>\n"
        out += legend(y: 44)

        // 365-day periods: alternate shading and a dashed line at each boundary, across every lane.
        let bottom = top + Double(runs.count) * laneHeight
        for (index, first) in stride(from: 0, to: days, by: 365).enumerated() {
            let last = min(first + 365, days)
            if index % 2 == 1 {
                out += "<rect class=\"period\" x=\"\(n(x(Double(first))))\" y=\"\(n(top))\" "
                    + "width=\"\(n(x(Double(last)) - x(Double(first))))\" height=\"\(n(bottom - top))\" fill=\"#f3f4f7\"/>\n"
            }
            if first > 0 {
                out += "<line class=\"window-boundary\" x1=\"\(n(x(Double(first))))\" y1=\"\(n(top - 4))\" "
                    + "x2=\"\(n(x(Double(first))))\" y2=\"\(n(bottom))\" stroke=\"#9aa0a6\" stroke-dasharray=\"4 3\"/>\n"
            }
        }

        for (index, run) in runs.enumerated() {
            out += lane(run, top: top + Double(index) * laneHeight, days: days, x: x)
        }

        // Axis with day ticks.
        let step = [7, 14, 30, 60, 90, 182, 365, 730, 1825, 3650].first { Double(days) / Double($0) <= 12 } ?? 3650
        out += "<line x1=\"\(n(left))\" y1=\"\(n(bottom))\" x2=\"\(n(width - right))\" y2=\"\(n(bottom))\" stroke=\"#333\"/>\n"
        for day in stride(from: 0, through: days, by: step) {
            out += "<line x1=\"\(n(x(Double(day))))\" y1=\"\(n(bottom))\" x2=\"\(n(x(Double(day))))\" "
                + "y2=\"\(n(bottom + 5))\" stroke=\"#333\"/>"
                + "<text class=\"tick\" x=\"\(n(x(Double(day))))\" y=\"\(n(bottom + 18))\" text-anchor=\"middle\">"
                + "day \(day)</text>\n"
        }
        out += "</svg>\n"
        return out
    }

    private static func legend(y: Double) -> String {
        var out = "<g class=\"legend\">"
        var cursor = 12.0
        for (answer, label) in [(Simulator.Answer.rate, "shown, answered rate"), (.remind, "shown, answered remind"),
                                (.decline, "shown, answered decline")] {
            out += "<circle cx=\"\(n(cursor + 5))\" cy=\"\(n(y - 4))\" r=\"5\" fill=\"\(colours[answer]!)\"/>"
                + "<text x=\"\(n(cursor + 14))\" y=\"\(n(y))\">\(label)</text>"
            cursor += 160
        }
        out += "<circle cx=\"\(n(cursor + 5))\" cy=\"\(n(y - 4))\" r=\"4.5\" fill=\"#ffffff\" stroke=\"#777\" "
            + "stroke-width=\"1.5\"/><text x=\"\(n(cursor + 14))\" y=\"\(n(y))\">requested, swallowed by the limit</text>"
        cursor += 215
        out += "<rect x=\"\(n(cursor))\" y=\"\(n(y - 8))\" width=\"18\" height=\"7\" fill=\"#9fb7d9\"/>"
            + "<text x=\"\(n(cursor + 24))\" y=\"\(n(y))\">one of 3 yearly slots, held 365 days</text>"
        return out + "</g>\n"
    }

    private static func lane(
        _ run: SimulationFormatter.Run, top: Double, days: Int, x: (Double) -> Double
    ) -> String {
        let simulation = run.simulation
        let markY = top + 48
        var out = "<g class=\"lane\" data-config=\"\(HTML.escape(run.label))\">\n"
        out += "<text class=\"lane-label\" x=\"12\" y=\"\(n(top + 30))\" font-weight=\"bold\">"
            + "\(HTML.escape(shortened(run.label)))</text>\n"
        out += "<text x=\"12\" y=\"\(n(top + 46))\">\(simulation.requests.count) requests, \(simulation.shownCount) shown"
            + "</text>\n"
        out += "<text x=\"12\" y=\"\(n(top + 61))\" fill=\"#555\">"
            + (simulation.presentation == .systemPrompt ? "system prompt" : "iRate's own alert, no limit") + "</text>\n"
        out += "<line x1=\"\(n(x(0)))\" y1=\"\(n(markY))\" x2=\"\(n(x(Double(days))))\" y2=\"\(n(markY))\" "
            + "stroke=\"#c8ccd2\"/>\n"
        // Each period's counts, at the top of the lane.
        for period in simulation.periods {
            out += "<text class=\"period-count\" x=\"\(n(x(Double(period.firstDay)) + 4))\" y=\"\(n(top + 14))\" "
                + "fill=\"#555\" font-size=\"10\">days \(period.firstDay)–\(period.lastDay): \(period.shown) of "
                + "\(period.requests) shown</text>\n"
        }
        // The yearly slots: each shown system prompt holds the first free slot for 365 days.
        if simulation.presentation == .systemPrompt {
            var slotEnds = [Double](repeating: -.infinity, count: SystemPromptLimit.promptsPerWindow)
            for request in simulation.requests where request.shown {
                let start = request.date.timeIntervalSince(simulation.plan.start) / PromptPolicy.secondsPerDay
                guard let slot = slotEnds.firstIndex(where: { $0 <= start + 1e-9 }) else { continue }
                slotEnds[slot] = start + 365
                let end = min(start + 365, Double(days))
                out += "<rect class=\"slot\" data-day=\"\(request.day)\" x=\"\(n(x(start)))\" "
                    + "y=\"\(n(markY + 16 + Double(slot) * 10))\" width=\"\(n(max(1, x(end) - x(start))))\" height=\"7\" "
                    + "fill=\"#9fb7d9\"><title>slot \(slot + 1): prompt of day \(request.day), counts until day "
                    + "\(request.day + 365)</title></rect>\n"
            }
        }
        var lastLabelX = -Double.infinity
        for request in simulation.requests {
            let start = request.date.timeIntervalSince(simulation.plan.start) / PromptPolicy.secondsPerDay
            let cx = x(start)
            let answer = request.answer?.rawValue ?? "none"
            let tooltip = "day \(request.day), version \(request.version): "
                + (request.shown ? "shown, answered \(answer)" : "requested, swallowed by the yearly limit")
            if request.shown {
                out += "<circle class=\"request shown\" data-day=\"\(request.day)\" data-answer=\"\(answer)\" "
                    + "cx=\"\(n(cx))\" cy=\"\(n(markY))\" r=\"5\" fill=\"\(colours[request.answer] ?? "#555")\">"
                    + "<title>\(HTML.escape(tooltip))</title></circle>\n"
                if cx - lastLabelX >= 12 {
                    lastLabelX = cx
                    out += "<text class=\"answer-label\" x=\"\(n(cx))\" y=\"\(n(markY - 9))\" font-size=\"9\" "
                        + "transform=\"rotate(-45 \(n(cx)) \(n(markY - 9)))\">\(answer)</text>\n"
                }
            } else {
                out += "<circle class=\"request swallowed\" data-day=\"\(request.day)\" data-answer=\"none\" "
                    + "cx=\"\(n(cx))\" cy=\"\(n(markY))\" r=\"4.5\" fill=\"#ffffff\" stroke=\"#777\" stroke-width=\"1.5\">"
                    + "<title>\(HTML.escape(tooltip))</title></circle>\n"
            }
        }
        return out + "</g>\n"
    }

    private static func shortened(_ label: String) -> String {
        label.count <= 24 ? label : "…" + label.suffix(23)
    }

    static func n(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
