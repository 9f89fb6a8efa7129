import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// Text for an HTML page. Every string that reaches the preview page from a file (a translation, a path, a
/// diagnostic) goes through `escape`, so a translation can never add markup or script to the page.
enum HTML {
    /// The text with `&`, `<`, `>`, `"` and `'` replaced by character references: safe in element content and in
    /// quoted attribute values alike.
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
            case "\0": result += "\u{FFFD}"
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
