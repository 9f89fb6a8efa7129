/// Bounds the diagnostics of one kind in one file: the first `limit` are made one by one, the rest only counted,
/// then told in one summary diagnostic.
///
/// A generated or badly merged file can hold the same mistake millions of times (one key ten million times in
/// 90 MB); a diagnostic with its message and note for each took 12 GiB. A thousand of one kind is far more than
/// anyone reads or fixes one by one before linting again (the real apps we test with have at most 129 of a kind
/// in a file), and keeps a file's diagnostics of a kind under about half a megabyte.
struct DiagnosticBound {
    static let limit = 1_000

    /// Diagnostics of this kind so far, made or not.
    private(set) var count = 0
    private var firstOmitted: TextPosition?
    private var omittedSeverity: Diagnostic.Severity = .note

    /// Counts one more diagnostic at `position`; true when it is to be made, false when the summary tells it.
    mutating func admits(_ position: TextPosition, severity: Diagnostic.Severity) -> Bool {
        count += 1
        if count <= Self.limit { return true }
        if firstOmitted == nil { firstOmitted = position }
        omittedSeverity = max(omittedSeverity, severity)
        return false
    }

    /// Counts `count` diagnostics past the limit, the first at `position`, that the reader did not make at all.
    mutating func skip(_ count: Int, from position: TextPosition, severity: Diagnostic.Severity) {
        guard count > 0 else { return }
        if firstOmitted == nil { firstOmitted = position }
        self.count = max(self.count, Self.limit) + count
        omittedSeverity = max(omittedSeverity, severity)
    }

    /// The summary of the diagnostics not made, at the first of them: `what` names them in the plural
    /// ("duplicate keys"). Its severity is the highest of theirs, so the exit status is the same as with all.
    func summary(_ code: Diagnostic.Code, _ what: String, path: String) -> Diagnostic? {
        guard let firstOmitted else { return nil }
        return Diagnostic(
            omittedSeverity, code,
            "\(count - Self.limit) more \(what) in this file from here on are not listed one by one (the first "
                + "\(Self.limit) are): fix those and lint again",
            at: FileLocation(path: path, position: firstOmitted))
    }
}
