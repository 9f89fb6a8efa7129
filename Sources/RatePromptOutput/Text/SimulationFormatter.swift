import Foundation
import RatePromptFormats
import RatePromptCore

/// `rateprompt simulate`: a `Simulation` as text, JSON or CSV (the SVG chart is `SimulationChart`). A run carries the
/// label it is shown under, the configuration file's name, so that `--compare` can put two side by side.
package enum SimulationFormatter {
    package struct Run: Sendable {
        package internal(set) var label: String
        package internal(set) var simulation: Simulation

        package init(label: String, simulation: Simulation) {
            self.label = label
            self.simulation = simulation
        }
    }

    /// `{"config", "requests", "summary", "plan"}`, without `"requests"` unless `requests`; with a comparison, its
    /// run under `"compare"`.
    package static func json(_ run: Run, compare: Run? = nil, requests: Bool = true) -> JSONValue {
        var members = members(run, requests: requests)
        if let compare {
            members.append(("compare", .object(Self.members(compare, requests: requests))))
        }
        return .object(members)
    }

    private static func members(_ run: Run, requests: Bool) -> [(String, JSONValue)] {
        let simulation = run.simulation
        var members: [(String, JSONValue)] = [("config", .string(run.label))]
        if requests {
            members.append(("requests", .array(simulation.requests.map { request in
                .object([
                    ("day", .int(Int64(request.day))),
                    ("date", .string(ISO8601Date.format(request.date))),
                    ("version", .string(request.version)),
                    ("presentation", .string(request.presentation.rawValue)),
                    ("shown", .bool(request.shown)),
                    ("answer", request.answer.map { .string($0.rawValue) } ?? .null),
                ])
            })))
        }
        members.append(("summary", summary(simulation)))
        members.append(("plan", plan(simulation.plan)))
        return members
    }

    static func summary(_ simulation: Simulation) -> JSONValue {
        func day(_ value: Int?) -> JSONValue { value.map { .int(Int64($0)) } ?? .null }
        return .object([
            ("firstRequestDay", day(simulation.firstRequestDay)),
            ("requests", .int(Int64(simulation.requests.count))),
            ("shown", .int(Int64(simulation.shownCount))),
            ("swallowed", .int(Int64(simulation.swallowedCount))),
            ("per365Days", .array(simulation.periods.map { period in
                .object([
                    ("fromDay", .int(Int64(period.firstDay))),
                    ("toDay", .int(Int64(period.lastDay))),
                    ("requests", .int(Int64(period.requests))),
                    ("shown", .int(Int64(period.shown))),
                ])
            })),
            ("mostShownInAny365Days", .int(Int64(simulation.mostShownInAnyWindow))),
            ("ratedOnDay", day(simulation.ratedOnDay)),
            ("declinedOnDay", day(simulation.declinedOnDay)),
            ("launches", .int(Int64(simulation.launches))),
            ("events", .int(Int64(simulation.events))),
            ("presentation", .string(simulation.presentation.rawValue)),
            ("finalState", PromptDecisionFormatter.json(simulation.finalState)),
        ])
    }

    static func plan(_ plan: Simulator.Plan) -> JSONValue {
        .object([
            ("rules", .string(plan.rules.rawValue)),
            ("platform", .string(plan.platform.rawValue)),
            ("days", .int(Int64(plan.days))),
            ("launchesPerWeek", .double(plan.launchesPerWeek)),
            ("eventsPerDay", .double(plan.eventsPerDay)),
            ("answers", .array(plan.answers.map { .string($0.rawValue) })),
            ("updatesOn", .array(plan.updateDays.map { .int(Int64($0)) })),
            ("start", .string(ISO8601Date.format(plan.start))),
        ])
    }

    /// One row per request: `config,day,date,version,presentation,shown,answer`.
    package static func csv(_ runs: [Run]) -> String {
        var lines = ["config,day,date,version,presentation,shown,answer"]
        for run in runs {
            for request in run.simulation.requests {
                lines.append([
                    field(run.label), String(request.day), ISO8601Date.format(request.date), field(request.version),
                    request.presentation.rawValue, request.shown ? "true" : "false", request.answer?.rawValue ?? "",
                ].joined(separator: ","))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// RFC 4180: quoted when it holds a comma, a quote or a line break.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Each run: its pattern, one row per request unless `requests` is false, then the summary.
    package static func text(_ runs: [Run], requests: Bool = true) -> String {
        var lines: [String] = []
        for run in runs {
            let simulation = run.simulation
            let plan = simulation.plan
            if !lines.isEmpty { lines.append("") }
            let shownAs = simulation.presentation == .systemPrompt ? "system review prompt" : "iRate's own alert"
            var pattern = "\(plan.days) days, \(PromptPolicy.format(plan.launchesPerWeek)) launches per week, "
                + "\(PromptPolicy.format(plan.eventsPerDay)) events per day, answers "
                + plan.answers.map(\.rawValue).joined(separator: ",")
            if !plan.updateDays.isEmpty {
                pattern += ", updates on day " + plan.updateDays.map(String.init).joined(separator: ",")
            }
            lines.append("\(run.label): \(plan.rules == .iRate ? "iRate rules" : "Apple's gating"), "
                         + "\(plan.platform == .iOS ? "iOS" : "macOS") (\(shownAs)); \(pattern)")
            if simulation.requests.isEmpty {
                lines.append("  no prompt requested")
            } else if requests {
                lines.append("  day  version  prompt  shown      answer")
                for request in simulation.requests {
                    lines.append("  " + String(request.day).leftPadded(to: 3) + "  "
                                 + request.version.padding(toLength: 7, withPad: " ", startingAt: 0) + "  "
                                 + request.presentation.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0) + "  "
                                 + (request.shown ? "shown    " : "swallowed") + "  " + (request.answer?.rawValue ?? "–"))
                }
            }
            let first = simulation.firstRequestDay.map { "first request on day \($0)" } ?? "no request"
            lines.append("  summary: \(first); \(simulation.requests.count) requests, \(simulation.shownCount) shown, "
                         + "\(simulation.swallowedCount) swallowed by the yearly limit")
            for period in simulation.periods {
                lines.append("    days \(period.firstDay)–\(period.lastDay): \(period.requests) requests, "
                             + "\(period.shown) shown")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
