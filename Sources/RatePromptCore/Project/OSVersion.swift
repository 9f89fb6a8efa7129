/// An operating-system version as build files write it: `15`, `16.4`, `17.0.1`, SwiftPM's `v16_4`.
///
/// Trailing zeros are dropped when it is made, so `16`, `16.0` and `16.0.0` are one value and compare as Apple
/// compares versions, component by component.
package struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The components without trailing zeros (at least one).
    package private(set) var components: [Int]

    package init(_ components: Int...) {
        self.init(components: components)
    }

    package init(components: [Int]) {
        var trimmed = components.isEmpty ? [0] : components
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        self.components = trimmed
    }

    /// `16.4`, `16_4` or `v16_4` (SwiftPM's `.v16_4`); nil for anything else.
    package init?(_ text: some StringProtocol) {
        var digits = Substring(text)
        if digits.first == "v" { digits = digits.dropFirst() }
        var parsed: [Int] = []
        for part in digits.split(separator: ".", omittingEmptySubsequences: false)
            .flatMap({ $0.split(separator: "_", omittingEmptySubsequences: false) }) {
            guard !part.isEmpty, part.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let value = Int(part) else { return nil }
            parsed.append(value)
        }
        guard !parsed.isEmpty else { return nil }
        self.init(components: parsed)
    }

    package static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components)
    }

    /// `16.0` for a major version alone, as Apple writes deployment targets; else every component.
    package var description: String {
        components.count == 1 ? "\(components[0]).0" : components.map(String.init).joined(separator: ".")
    }
}
