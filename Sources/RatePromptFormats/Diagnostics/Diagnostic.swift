/// A finding about an input file: what is wrong, where, and how bad it is.
///
/// Every stage reports through this one type. Format diagnostics carry a stable `code` which the lint stage maps to
/// the rule of the same id, so a parser never needs to know about rules, severities in `.rateprompt.yml`, or reporters.
public struct Diagnostic: Hashable, Sendable, Error {
    /// How bad a finding is, ordered: a note, a warning, an error.
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
        case note, warning, error

        /// Orders severities from note to error.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// A stable, kebab-case identifier of the kind of finding (`duplicate-key`).
    public struct Code: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The id, such as `duplicate-key`.
        public let rawValue: String
        /// The code with this id.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The code with this id, written as a literal.
        public init(stringLiteral value: String) { rawValue = value }
        /// The id.
        public var description: String { rawValue }
    }

    /// A second place that belongs to the finding (the first of two duplicate keys, say).
    public struct Note: Hashable, Sendable {
        /// Where the second place is.
        public var location: FileLocation
        /// What the second place is, such as "first defined here".
        public var message: String
        /// A note at `location` that says `message`.
        public init(location: FileLocation, message: String) {
            self.location = location
            self.message = message
        }
    }

    /// How bad it is.
    public var severity: Severity
    /// The kind of finding; the id of the lint rule that reports it.
    public var code: Code
    /// What is wrong and how to fix it, in one sentence.
    public var message: String
    /// Where it is.
    public var location: FileLocation
    /// Other places that belong to the finding.
    public var notes: [Note]

    package init(
        _ severity: Severity, _ code: Code, _ message: String, at location: FileLocation, notes: [Note] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.notes = notes
    }
}

extension Diagnostic: CustomStringConvertible {
    /// `path:line:column: severity: message`, followed by one `note:` line per note. Paths and messages are in their
    /// visible form (`VisibleText.line`): whatever a file name, key or value holds, the finding is one line.
    public var description: String {
        var output: [UInt8] = []
        Self.appendLines(location: location, severity: severity, message: message, rule: nil, notes: notes,
                         to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// The lines of a finding, for `description` here and for lint findings (with their ` (rule-id)`), written into
    /// bytes so that a reporter writes thousands of them without a String each.
    package static func appendLines(
        location: FileLocation, severity: Severity, message: String, rule: String?, notes: [Note],
        to output: inout [UInt8]
    ) {
        location.appendVisible(to: &output)
        output.append(contentsOf: ": ".utf8)
        output.append(contentsOf: severity.rawValue.utf8)
        output.append(contentsOf: ": ".utf8)
        VisibleText.appendLine(message, to: &output)
        if let rule {
            output.append(contentsOf: " (".utf8)
            VisibleText.appendLine(rule, to: &output)
            output.append(UInt8(ascii: ")"))
        }
        for note in notes {
            output.append(UInt8(ascii: "\n"))
            note.location.appendVisible(to: &output)
            output.append(contentsOf: ": note: ".utf8)
            VisibleText.appendLine(note.message, to: &output)
        }
    }
}

extension Diagnostic.Code {
    // What the format readers report. Each is also the id of the lint rule that surfaces it.

    /// The file cannot be read at all: Apple's parser fails and the app gets no table.
    static let syntaxError: Self = "syntax-error"
    /// The file cannot even be opened: missing, not a regular file (a folder, a FIFO, a device), no permission, an
    /// I/O error, or too big.
    package static let unreadableFile: Self = "unreadable-file"
    /// Apple stops reading early without an error (`;;`, `#`, a non-breaking space, junk at the end).
    static let silentTruncation: Self = "silent-truncation"
    /// A `/*` without `*/` hides the rest of the file.
    static let unterminatedComment: Self = "unterminated-comment"
    /// A backslash sequence Apple does not know (`\u00e9`, `\x41`): the backslash is dropped.
    static let unknownEscape: Self = "unknown-escape"
    /// UTF-16 without a byte-order mark: Apple guesses the byte order and drops the first character.
    static let utf16WithoutBOM: Self = "utf16-without-bom"
    /// Bytes that are not valid in the file's encoding.
    static let invalidEncoding: Self = "invalid-encoding"
    /// The same key twice in one table; the last one wins on a device.
    package static let duplicateKey: Self = "duplicate-key"
    /// Two keys that look the same but differ in Unicode normalization (NFC "é" and NFD "é").
    static let normalizationDistinctKeys: Self = "normalization-distinct-keys"
    /// An array, dictionary or data value where a strings table needs a string.
    static let nonStringValue: Self = "non-string-value"
    /// XML that could attack the reader: a DOCTYPE internal subset, entity declarations, external entities.
    static let hostileXML: Self = "hostile-xml"
    /// A String Catalog whose `version` is newer than any Xcode RatePrompt knows.
    static let newerCatalogVersion: Self = "newer-catalog-version"
}
