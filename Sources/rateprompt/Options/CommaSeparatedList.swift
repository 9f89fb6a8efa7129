import Foundation

/// How options that take lists read them (`--preferred`, `--available`, `--order`, …): items separated by commas,
/// trimmed, empty ones left out.
enum CommaSeparatedList {
    static func items(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The items of a repeatable option, in the order given.
    static func items(_ values: [String]) -> [String] {
        values.flatMap(items)
    }
}
