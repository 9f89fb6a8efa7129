/// Text for markup: the one escaper for everything RatePrompt writes as HTML or XML (the preview page, the
/// simulation chart's SVG, `Configs/default.plist`). Every string that reaches such a file from an input (a
/// translation, a path, a diagnostic, a file name) goes through `escape`, so it can never add markup or script.
enum HTML {
    /// The text with `&`, `<`, `>`, `"` and `'` replaced by character references: safe in element content and in
    /// quoted attribute values alike, in HTML and in XML. Control characters that XML 1.0 forbids (all of C0 but
    /// tab, line feed and carriage return) become U+FFFD, as a browser shows NUL, so an SVG or property list stays
    /// well-formed whatever a file name holds.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            // NUL is a parse error in HTML; a .strings file can hold it (`\0`), so it shows as U+FFFD, as a browser would.
            case "\0"..."\u{8}", "\u{B}", "\u{C}", "\u{E}"..."\u{1F}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// ` name="value"`, the value escaped.
    static func attribute(_ name: String, _ value: String) -> String {
        " \(name)=\"\(escape(value))\""
    }
}
