/// Did-you-mean suggestions: the known name nearest to an unknown one by edit distance, the one way every reader
/// and loader suggests a fix.
///
/// The distance is bounded: a pair whose lengths differ by more than the allowed distance is dismissed at once, and
/// the rest compare only a band of that width, so a megabyte-long unknown key costs no more than a short one.
package enum DidYouMean {
    /// How far a name may be from the one meant: a quarter of its length, at least 2 edits.
    package static func usualDistance(_ candidate: String) -> Int {
        max(2, candidate.count / 4)
    }

    /// `; did you mean "name"?`, the one wording every message uses for a suggestion.
    package static func hint(_ suggestion: String) -> String {
        "; did you mean \"\(suggestion)\"?"
    }

    /// The candidate nearest to `name` (compared lowercased; the first of equally near ones), if it is within
    /// `maximumDistance(candidate)` edits.
    package static func nearest(
        _ name: String, among candidates: [String], maximumDistance: (String) -> Int = usualDistance
    ) -> String? {
        let wanted = Array(name.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        var limit = candidates.map(maximumDistance).max() ?? 0
        for candidate in candidates where limit >= 0 {
            if let distance = distance(wanted, Array(candidate.lowercased().unicodeScalars), limit: limit) {
                best = (candidate, distance)
                limit = distance - 1
            }
        }
        guard let best, best.distance <= maximumDistance(best.candidate) else { return nil }
        return best.candidate
    }

    /// The Levenshtein distance between `a` and `b` if it is at most `limit`, else nil.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        // Only cells within `limit` of the diagonal can hold a distance within the limit; the others count as over.
        let over = limit + 1
        var previous = (0...b.count).map { $0 <= limit ? $0 : over }
        var current = [Int](repeating: over, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit)
            let high = min(b.count, i + limit)
            current[0] = i <= limit ? i : over
            if low > 1 { current[low - 1] = over }
            var rowMinimum = current[0]
            for j in low...high {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                let value = min(previous[j] + 1, current[j - 1] + 1, substitution, over)
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if high < b.count { current[high + 1] = over }
            guard rowMinimum <= limit else { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
