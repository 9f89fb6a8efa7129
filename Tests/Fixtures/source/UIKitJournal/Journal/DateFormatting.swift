import Foundation

// Names no review API: never parsed.
func shortDate(_ date: Date) -> String {
    date.formatted(date: .abbreviated, time: .omitted)
}
