import Foundation

/// The system review prompt's own limit: at most 3 prompts shown to a user in any 365-day period, whatever the app asks
/// (Documentation/PromptRules.md, "System prompt limit"). A request beyond it shows nothing and the app is not told.
///
/// The window slides: a request at `t` is shown when fewer than 3 shown prompts lie in `(t − 365 days, t]`, so after
/// prompts on days 1, 2 and 3 a request on day 365 is swallowed and one on day 366 is shown again. Only shown prompts
/// count; swallowed requests use up nothing. Other reasons for silence (the user's global switch, TestFlight) are
/// outside the model.
package enum SystemPromptLimit {
    package static let promptsPerWindow = 3
    static let window: TimeInterval = 365 * 86_400

    /// For each request, in date order, whether the system shows it.
    static func replay(_ requests: [Date]) -> [Bool] {
        var shown: [Date] = []
        return requests.sorted().map { date in
            // In date order only the last 3 shown prompts can still fill the window.
            let visible = isOpen(at: date, shown: Array(shown.suffix(promptsPerWindow)))
            if visible { shown.append(date) }
            return visible
        }
    }

    /// The prompts that were shown among `requests`.
    static func shownPrompts(_ requests: [Date]) -> [Date] {
        zip(requests.sorted(), replay(requests)).filter(\.1).map(\.0)
    }

    /// Whether a request at `date` is shown, after `shown` prompts (earlier dates only are looked at).
    static func isOpen(at date: Date, shown: [Date]) -> Bool {
        shown.filter { counts($0, at: date) }.count < promptsPerWindow
    }

    /// The shown prompts that still count at `date`, oldest first.
    static func promptsInWindow(at date: Date, shown: [Date]) -> [Date] {
        shown.filter { counts($0, at: date) }.sorted()
    }

    /// Whether a prompt shown at `prompt` still fills the window at `date`.
    static func counts(_ prompt: Date, at date: Date) -> Bool {
        prompt <= date && date.timeIntervalSince(prompt) < window
    }

    /// The earliest moment at or after `date` when a request is shown again.
    static func nextOpening(from date: Date, shown: [Date]) -> Date {
        let inWindow = promptsInWindow(at: date, shown: shown)
        guard inWindow.count >= promptsPerWindow else { return date }
        // The window has room again once the oldest prompts that keep it full have aged out.
        return inWindow[inWindow.count - promptsPerWindow].addingTimeInterval(window)
    }
}
