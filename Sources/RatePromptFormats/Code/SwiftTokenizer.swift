/// Splits Swift source into tokens without a Swift parser, for reading a `Package.swift` as text: comments (nested
/// block comments too) are dropped, string literals (raw, multi-line, with interpolations) become one token each,
/// so that nothing inside a comment or a string is taken for code.
package struct SwiftTokenizer {
    package struct Token: Sendable {
        package enum Kind: Sendable, Equatable {
            /// A name or keyword (`let`, `Package`, `` `default` ``, `$0`).
            case identifier
            /// A string literal; `text` is its value when `isPlain`.
            case string
            case number
            /// `(`, `)`, `[`, `]`, `{`, `}`, `,`, `:`, `;`, `.`, `@`, `\`, or a run of operator characters.
            case punctuation
            /// `#if`, `#else`, `#endif`, `#available`…; `text` is the name after `#`.
            case directive
        }

        package internal(set) var kind: Kind
        package internal(set) var text: String
        package internal(set) var position: TextPosition
        /// For a string, where its text starts (after the opening quote and any `#`).
        package internal(set) var contentPosition: TextPosition
        /// A string with no interpolation, on one line: its value is known.
        package internal(set) var isPlain = true
        /// Whether a line break comes before it: a new statement may start there.
        package internal(set) var startsLine = false
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    private var sawNewline = true
    private(set) var tokens: [Token] = []

    /// The tokens of `text`.
    package static func tokens(of text: String) -> [Token] {
        var tokenizer = SwiftTokenizer(scalars: Array(text.unicodeScalars))
        tokenizer.run()
        return tokenizer.tokens
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
            sawNewline = true
        } else {
            column += 1
        }
        index += 1
    }

    private var position: TextPosition { TextPosition(line: line, column: column) }

    private mutating func run() {
        while let scalar = peek() {
            if scalar == "\n" || scalar == "\r" || scalar == " " || scalar == "\t" || scalar == "\u{FEFF}" {
                advance()
            } else if scalar == "/", peek(1) == "/" {
                while let next = peek(), next != "\n" { advance() }
            } else if scalar == "/", peek(1) == "*" {
                skipBlockComment()
            } else if scalar == "\"" || (scalar == "#" && isRawStringStart()) {
                emit(string())
            } else if scalar == "#", let next = peek(1), Self.isIdentifierStart(next) {
                let start = position
                advance()
                emit(Token(kind: .directive, text: identifierText(), position: start, contentPosition: start))
            } else if scalar == "`" {
                let start = position
                advance()
                var name = ""
                while let next = peek(), next != "`", next != "\n" {
                    name.unicodeScalars.append(next)
                    advance()
                }
                if peek() == "`" { advance() }
                emit(Token(kind: .identifier, text: name, position: start, contentPosition: start))
            } else if Self.isIdentifierStart(scalar) || scalar == "$" {
                let start = position
                emit(Token(kind: .identifier, text: identifierText(), position: start, contentPosition: start))
            } else if ("0"..."9").contains(scalar) {
                let start = position
                var text = ""
                while let next = peek(), Self.isIdentifierPart(next) || (next == "." && peek(1).map { ("0"..."9").contains($0) } == true) {
                    text.unicodeScalars.append(next)
                    advance()
                }
                emit(Token(kind: .number, text: text, position: start, contentPosition: start))
            } else if Self.operatorCharacters.contains(scalar) {
                let start = position
                var text = ""
                // A comment right after an operator (`x+// note`) is still a comment.
                while let next = peek(), Self.operatorCharacters.contains(next),
                      !(next == "/" && (peek(1) == "/" || peek(1) == "*")) {
                    text.unicodeScalars.append(next)
                    advance()
                }
                emit(Token(kind: .punctuation, text: text, position: start, contentPosition: start))
            } else {
                let start = position
                advance()
                emit(Token(kind: .punctuation, text: String(scalar), position: start, contentPosition: start))
            }
        }
    }

    private mutating func emit(_ token: Token) {
        var token = token
        token.startsLine = sawNewline
        sawNewline = false
        tokens.append(token)
    }

    private mutating func identifierText() -> String {
        var text = ""
        while let next = peek(), Self.isIdentifierPart(next) || next == "$" {
            text.unicodeScalars.append(next)
            advance()
        }
        return text
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while let scalar = peek() {
            if scalar == "/", peek(1) == "*" {
                depth += 1
                advance()
                advance()
            } else if scalar == "*", peek(1) == "/" {
                depth -= 1
                advance()
                advance()
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    /// `#"`, `##"`…: a raw string's opening.
    private func isRawStringStart() -> Bool {
        var offset = 0
        while peek(offset) == "#" { offset += 1 }
        return peek(offset) == "\""
    }

    /// A string literal from its opening `#`s or quote to its closing quote and `#`s. Escapes of a plain string
    /// are decoded; an interpolation (its parentheses, and strings and comments in them, skipped whole) or a
    /// multi-line literal makes the value unknown.
    private mutating func string() -> Token {
        let start = position
        var hashes = 0
        while peek() == "#" {
            hashes += 1
            advance()
        }
        let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
        for _ in 0..<(multiline ? 3 : 1) { advance() }
        let contentStart = position
        var value = ""
        var plain = !multiline
        while let scalar = peek() {
            if scalar == "\"", closes(multiline: multiline, hashes: hashes) {
                for _ in 0..<((multiline ? 3 : 1) + hashes) { advance() }
                break
            }
            if scalar == "\n", !multiline { break }
            if scalar == "\\", escapeHashes(hashes) {
                advance()
                for _ in 0..<hashes { advance() }
                guard let escaped = peek() else { break }
                if escaped == "(" {
                    plain = false
                    skipInterpolation()
                    continue
                }
                advance()
                switch escaped {
                case "n": value += "\n"
                case "t": value += "\t"
                case "r": value += "\r"
                case "0": value += "\0"
                case "u":
                    var hex = ""
                    if peek() == "{" {
                        advance()
                        while let digit = peek(), digit != "}", digit != "\n" {
                            hex.unicodeScalars.append(digit)
                            advance()
                        }
                        if peek() == "}" { advance() }
                    }
                    if let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) {
                        value.unicodeScalars.append(decoded)
                    } else {
                        plain = false
                    }
                case "\n":
                    // A line continuation in a multi-line literal.
                    plain = false
                default: value.unicodeScalars.append(escaped)
                }
                continue
            }
            value.unicodeScalars.append(scalar)
            advance()
        }
        return Token(kind: .string, text: value, position: start, contentPosition: contentStart, isPlain: plain)
    }

    private func closes(multiline: Bool, hashes: Int) -> Bool {
        let quotes = multiline ? 3 : 1
        for offset in 0..<quotes where peek(offset) != "\"" { return false }
        for offset in 0..<hashes where peek(quotes + offset) != "#" { return false }
        return true
    }

    /// Whether the backslash at the current position starts an escape: in a raw string it must be followed by as
    /// many `#` as opened it.
    private func escapeHashes(_ hashes: Int) -> Bool {
        for offset in 0..<hashes where peek(1 + offset) != "#" { return false }
        return true
    }

    /// Skips `(…)` of an interpolation, with the strings and comments inside it.
    private mutating func skipInterpolation() {
        var depth = 0
        while let scalar = peek() {
            if scalar == "\"" || (scalar == "#" && isRawStringStart()) {
                _ = string()
            } else if scalar == "/", peek(1) == "*" {
                skipBlockComment()
            } else {
                advance()
                if scalar == "(" { depth += 1 }
                if scalar == ")" {
                    depth -= 1
                    if depth == 0 { return }
                }
            }
        }
    }

    private static let operatorCharacters: Set<Unicode.Scalar> = ["/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?"]

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar.value > 0x7F
    }

    private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
    }
}
