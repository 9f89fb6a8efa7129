import RatePromptFormats

/// The part of Swift's expressions a `Package.swift` is written in, read from tokens: literals, names, member
/// accesses (`.iOS`), calls with labelled arguments (`.target(name: "App")`) and arrays, joined by `+`. Anything
/// else — a closure, a condition, another operator, a `#if` inside — is `unreadable`: what it gives is known only by
/// running the manifest.
indirect enum ManifestExpression: Sendable {
    /// A string literal with neither interpolation nor line breaks, and where its text starts.
    case string(String, TextPosition)
    case identifier(String)
    /// `.name` (no base) or `base.name`.
    case member(base: ManifestExpression?, name: String)
    case call(callee: ManifestExpression, arguments: [Argument])
    case array([ManifestExpression])
    /// `a + b + …`: arrays joined, once the names in it are resolved.
    case sum([ManifestExpression])
    case unreadable

    struct Argument: Sendable {
        var label: String?
        var value: ManifestExpression
    }

    /// The argument labelled `label`; nil when there is none.
    func argument(_ label: String) -> ManifestExpression? {
        guard case .call(_, let arguments) = self else { return nil }
        return arguments.first { $0.label == label }?.value
    }

    /// The first argument when it has no label (`.process("Resources")`, `.iOS(.v16)`).
    var firstUnlabeledArgument: ManifestExpression? {
        guard case .call(_, let arguments) = self, let first = arguments.first, first.label == nil else { return nil }
        return first.value
    }

    /// For `.name(…)` or `Type.name(…)`: the name called and the type named before it, if any.
    var calledMember: (type: String?, name: String)? {
        guard case .call(let callee, _) = self, case .member(let base, let name) = callee else { return nil }
        switch base {
        case nil: return (nil, name)
        case .identifier(let type)?: return (type, name)
        default: return nil
        }
    }

    /// Reads expressions from tokens.
    struct Parser {
        let tokens: [SwiftTokenizer.Token]
        var index: Int

        private var current: SwiftTokenizer.Token? { index < tokens.count ? tokens[index] : nil }

        private func isPunctuation(_ text: String, at offset: Int = 0) -> Bool {
            index + offset < tokens.count && tokens[index + offset].kind == .punctuation && tokens[index + offset].text == text
        }

        /// One expression, ending before a `,`, a closing bracket, or a new statement.
        mutating func expression() -> ManifestExpression {
            var terms = [postfix()]
            while let token = current, token.kind == .punctuation, !Self.separators.contains(token.text), !token.startsLine {
                guard token.text == "+" else {
                    skipRest()
                    return .unreadable
                }
                index += 1
                terms.append(postfix())
            }
            return terms.count == 1 ? terms[0] : .sum(terms)
        }

        private static let separators: Set<String> = [",", ")", "]", "}", ":", ";"]

        private mutating func postfix() -> ManifestExpression {
            var expression = primary()
            while let token = current {
                if isPunctuation("."), index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                    expression = .member(base: expression, name: tokens[index + 1].text)
                    index += 2
                } else if isPunctuation("("), !token.startsLine {
                    index += 1
                    expression = .call(callee: expression, arguments: arguments())
                } else if isPunctuation("!") || isPunctuation("?"), !token.startsLine,
                          index + 1 >= tokens.count || tokens[index + 1].kind == .punctuation {
                    // `x!`, `x?.y`: the value is still `x`'s.
                    index += 1
                } else if (isPunctuation("{") || isPunctuation("[")), !token.startsLine {
                    // A trailing closure or a subscript.
                    skipBalanced()
                    expression = .unreadable
                } else {
                    break
                }
            }
            return expression
        }

        private mutating func primary() -> ManifestExpression {
            guard let token = current else { return .unreadable }
            switch token.kind {
            case .string:
                index += 1
                return token.isPlain ? .string(token.text, token.contentPosition) : .unreadable
            case .identifier where ["try", "await"].contains(token.text):
                index += 1
                return primary()
            case .identifier:
                index += 1
                return .identifier(token.text)
            case .number:
                index += 1
                return .unreadable
            case .directive:
                // `#if` in an expression: which branch counts depends on how the manifest is built.
                skipRest()
                return .unreadable
            case .punctuation:
                if token.text == ".", index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                    index += 2
                    return .member(base: nil, name: tokens[index - 1].text)
                }
                if token.text == "[" { return array() }
                if token.text == "(" {
                    index += 1
                    let inner = arguments()
                    return inner.count == 1 && inner[0].label == nil ? inner[0].value : .unreadable
                }
                if token.text == "{" {
                    skipBalanced()
                    return .unreadable
                }
                if Self.separators.contains(token.text) { return .unreadable }
                skipRest()
                return .unreadable
            }
        }

        /// The elements of `[…]`; a dictionary literal, or an element that cannot be read, makes the whole unreadable.
        private mutating func array() -> ManifestExpression {
            index += 1
            var elements: [ManifestExpression] = []
            var readable = true
            while let token = current {
                if isPunctuation("]") {
                    index += 1
                    return readable ? .array(elements) : .unreadable
                }
                if isPunctuation(",") {
                    index += 1
                    continue
                }
                if token.kind == .directive || isPunctuation(":") {
                    readable = false
                    index += 1
                    continue
                }
                let start = index
                let element = expression()
                if case .unreadable = element { readable = false }
                elements.append(element)
                if index == start { index += 1 }
            }
            return .unreadable
        }

        /// The arguments of a call, after its `(`, up to and past the `)`.
        private mutating func arguments() -> [Argument] {
            var arguments: [Argument] = []
            while let token = current {
                if isPunctuation(")") {
                    index += 1
                    return arguments
                }
                if isPunctuation(",") {
                    index += 1
                    continue
                }
                var label: String?
                if token.kind == .identifier, isPunctuation(":", at: 1) {
                    label = token.text
                    index += 2
                }
                let start = index
                arguments.append(Argument(label: label, value: expression()))
                if index == start { index += 1 }
            }
            return arguments
        }

        /// Skips a bracketed group from its opening token, nested groups included.
        private mutating func skipBalanced() {
            var depth = 0
            while let token = current {
                index += 1
                guard token.kind == .punctuation else { continue }
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) {
                    depth -= 1
                    if depth <= 0 { return }
                }
            }
        }

        /// Skips to the end of the expression: a `,` or closing bracket at this depth, or a new statement.
        private mutating func skipRest() {
            var depth = 0
            var first = true
            while let token = current {
                if depth == 0, !first, token.startsLine, token.kind == .identifier,
                   Self.statementKeywords.contains(token.text) { return }
                first = false
                if token.kind == .punctuation {
                    if ["(", "[", "{"].contains(token.text) { depth += 1 }
                    if [")", "]", "}"].contains(token.text) {
                        if depth == 0 { return }
                        depth -= 1
                    }
                    if depth == 0, token.text == "," { return }
                }
                index += 1
            }
        }

        private static let statementKeywords: Set<String> = [
            "let", "var", "func", "import", "if", "for", "while", "switch", "guard", "extension", "struct", "enum",
            "class", "package", "return",
        ]
    }
}
