import Foundation

/// ISO 8601 dates as state files, `--now` and RatePrompt's output write them.
///
/// Accepted: a full date-time with `Z` or an offset (`2025-03-01T09:30:00Z`, `2025-03-01T10:30:00+01:00`),
/// optionally with fractional seconds, or a calendar date alone (`2025-03-01`, midnight UTC). Written: UTC with `Z`,
/// fractional seconds only when the date has them.
public enum ISO8601Date {
    public static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime],
                                                       [.withInternetDateTime, .withFractionalSeconds]] {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = options
            if let date = formatter.date(from: trimmed) { return date }
        }
        // A calendar date alone: exactly YYYY-MM-DD.
        let parts = trimmed.split(separator: "-", omittingEmptySubsequences: false)
        if parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
           parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
           let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
           (1...12).contains(month), (1...31).contains(day) {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let components = DateComponents(year: year, month: month, day: day)
            guard let date = calendar.date(from: components),
                  calendar.component(.day, from: date) == day else { return nil }
            return date
        }
        return nil
    }

    public static func format(_ date: Date) -> String {
        let fractional = date.timeIntervalSinceReferenceDate.rounded(.down) != date.timeIntervalSinceReferenceDate
        return (fractional ? withFraction : whole).format(date)
    }

    // Made once: details and timelines format many dates.
    private static let whole = style(fractional: false)
    private static let withFraction = style(fractional: true)

    private static func style(fractional: Bool) -> Date.ISO8601FormatStyle {
        var style = Date.ISO8601FormatStyle(includingFractionalSeconds: fractional)
        style.timeZone = TimeZone(identifier: "UTC")!
        return style
    }
}
