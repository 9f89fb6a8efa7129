/// The counts the plural rules check, and how their findings name them.
enum PluralCounts {
    /// Whole counts up to this bound decide which categories a language needs: CLDR's rules repeat by tens, hundreds
    /// and thousands below it, and above it only French-like `many` for exact millions begins.
    static let bound = 9_999

    /// The first numbers of a category: `2, 3, 4, 22, …`.
    static func examples(_ numbers: [Int]) -> String {
        numbers.prefix(4).map(String.init).joined(separator: ", ") + (numbers.count > 4 ? ", …" : "")
    }
}
