import RatePromptCore

/// The counts the plural rules check, and how their findings name them.
enum PluralCounts {
    /// Whole counts up to this bound decide which categories a language needs: CLDR's rules repeat by tens, hundreds
    /// and thousands below it, and above it only French-like `many` for exact millions begins.
    static let bound = 9_999

    /// The first counts up to `bound` of each category `language` has, at most six (enough for four examples, a
    /// zero left out, and whether there are more): worked out once per language for the run, since the plural rules
    /// ask for each language's in every table and catalog.
    static func integers(_ language: String) -> [PluralCategory: [Int]] {
        integers.value(language) { PluralRules(localization: language).integersByCategory(upTo: bound, atMost: 6) }
    }

    private static let integers = OnceCache<String, [PluralCategory: [Int]]>()

    /// The first numbers of a category: `2, 3, 4, 22, …`.
    static func examples(_ numbers: [Int]) -> String {
        numbers.prefix(4).map(String.init).joined(separator: ", ") + (numbers.count > 4 ? ", …" : "")
    }

    /// What a device shows for `count` where a form is missing: the `other` form with the count in it (`1 svar`), in
    /// quotes after the form as written; nothing more where no specifier takes the count.
    static func shown(other form: String, count: Int) -> String {
        let filled = FormatString(form).formatted(count: count)
        return filled == form ? "\"\(form)\"" : "\"\(form)\", \"\(filled)\" for \(count)"
    }

    /// Languages whose translators often write the `many` text (`5 ответов`) as `other`, which devices then show for
    /// the `many` counts: where `other` differs from `one` and `few`, a missing `many` shows its text.
    static let otherHoldsMany: Set = ["pl", "ru", "uk", "be", "cs"]

    /// Whether a form set that lacks only `many` has an `other` that reads as the `many` text: it differs from both
    /// `one` and `few`, in a language whose translators write it so.
    static func otherHoldsMany(language: String, lacking: [PluralCategory], forms: [String: String]) -> Bool {
        guard lacking == [.many], otherHoldsMany.contains(LocalizationName.language(of: language)),
              let other = forms["other"], let one = forms["one"], let few = forms["few"] else { return false }
        return other != one && other != few
    }
}
