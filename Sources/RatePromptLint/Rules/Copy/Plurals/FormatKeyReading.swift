import RatePromptFormats
import RatePromptCore

/// What a `.stringsdict` format key (`NSStringLocalizedFormatKey`) reads from the code's arguments, as
/// CoreFoundation reads it: each `%#@name@` consumes the next argument in sequence, as a plain specifier does, and a
/// numbered one (`%2$#@name@`, `%1$@`) reads its own without moving that sequence on. The plural rules select each
/// variable's form by the argument its reference reads.
struct FormatKeyReading: Equatable {
    /// One placeholder of the format key, in text order.
    struct Token: Equatable {
        /// The argument it reads.
        var argument: Int
        /// The variable a reference selects a form of; nil for a plain specifier.
        var variable: String?
        /// What a plain specifier reads the argument as.
        var kind: FormatString.ArgumentKind
        /// As written (`%#@files@`, `%2$@`).
        var text: String
    }

    var tokens: [Token] = []

    init(_ format: String) {
        // Each reference stands in as an object specifier at its place (`%2$@`), so that the plain specifiers' parse
        // sees it where it is; the stand-ins are told apart by where they start.
        var text = String.UnicodeScalarView()
        var references: [Int: (name: String, written: String)] = [:]
        let scalars = Array(format.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "%", let (end, position, name) = Self.reference(in: scalars, at: index) {
                references[text.count] = (name, String(String.UnicodeScalarView(scalars[index..<end])))
                text.append(contentsOf: "%\(position.map { "\($0)$" } ?? "")@".unicodeScalars)
                index = end
            } else {
                text.append(scalars[index])
                index += 1
            }
        }
        let parsed = FormatString(String(text))
        for (argument, specifier) in zip(parsed.argumentNumbers, parsed.specifiers) {
            let reference = references[specifier.offset]
            tokens.append(Token(argument: argument, variable: reference?.name, kind: specifier.argumentKind,
                                text: reference?.written ?? specifier.text))
        }
    }

    /// `%#@name@` or `%N$#@name@` starting at `index`: where it ends, its position, its name.
    private static func reference(in scalars: [Unicode.Scalar], at index: Int) -> (Int, Int?, String)? {
        var cursor = index + 1
        var digits = ""
        while cursor < scalars.count, scalars[cursor].properties.numericType == .decimal, scalars[cursor].isASCII {
            digits.unicodeScalars.append(scalars[cursor])
            cursor += 1
        }
        var position: Int?
        if !digits.isEmpty {
            guard cursor < scalars.count, scalars[cursor] == "$", let number = Int(digits) else { return nil }
            position = number
            cursor += 1
        }
        guard cursor + 1 < scalars.count, scalars[cursor] == "#", scalars[cursor + 1] == "@" else { return nil }
        cursor += 2
        var name = String.UnicodeScalarView()
        while cursor < scalars.count, scalars[cursor] != "@" {
            name.append(scalars[cursor])
            cursor += 1
        }
        guard cursor < scalars.count, !name.isEmpty else { return nil }
        return (cursor + 1, position, String(name))
    }

    /// The argument the reference to `name` reads; nil where the format does not refer to it.
    func argument(of name: String) -> Int? {
        tokens.first { $0.variable == name }?.argument
    }

    /// What the reading gets wrong against `source`'s reading of the same string: variables selected by another
    /// argument (each count picks the other's form, whatever the types), and plain specifiers that read a count, or
    /// another specifier's argument, as another type. Empty where it reads as the source does.
    func misreadings(
        against source: FormatKeyReading, sourceName: String, variables: [StringsDictionary.Variable]
    ) -> [String] {
        var problems: [String] = []
        let moved = tokens.compactMap { token -> (Token, Int)? in
            guard let name = token.variable, let expected = source.argument(of: name), expected != token.argument else {
                return nil
            }
            return (token, expected)
        }
        if !moved.isEmpty {
            let one = moved.count == 1
            problems.append("selects " + Self.list(moved.map { "\"\($0.0.variable!)\" by argument \($0.0.argument)" })
                + ", where \(sourceName)'s selects \(one ? "it" : "them") by argument\(one ? "" : "s") "
                + Self.list(moved.map { String($0.1) }) + ": \(one ? "its form is" : "their forms are") picked by "
                + "another argument than \(one ? "its" : "their") count")
        }
        for token in tokens where token.variable == nil {
            guard let read = source.tokens.first(where: { $0.argument == token.argument }) else { continue }
            if let name = read.variable {
                let countKind = variables.last { $0.name == name }?.valueType
                    .flatMap { FormatString.ArgumentKind(valueType: $0.value) } ?? .integer
                if token.kind != countKind {
                    problems.append("\(token.text) reads argument \(token.argument), the count of \"\(name)\", as "
                                    + "\(token.kind.rawValue): the device prints garbage or crashes")
                }
            } else if read.kind != token.kind {
                problems.append("\(token.text) reads argument \(token.argument) as \(token.kind.rawValue) where \(sourceName) "
                                + "reads \(read.kind.rawValue) (\(read.text)): the device prints garbage or crashes")
            }
        }
        return problems
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// The translation's placeholders numbered as `source` numbers its arguments (`%2$@ for %@, %1$#@files@ for
    /// %#@files@`): a variable by the argument the source selects it by, a plain specifier by the source's plain
    /// specifier of its kind in order. Nil where one has no counterpart.
    func numbered(like source: FormatKeyReading) -> String? {
        var taken: [FormatString.ArgumentKind: Int] = [:]
        var parts: [String] = []
        for token in tokens {
            let number: Int
            if let name = token.variable {
                guard let expected = source.argument(of: name) else { return nil }
                number = expected
            } else {
                let ofKind = source.tokens.filter { $0.variable == nil && $0.kind == token.kind }
                let index = taken[token.kind, default: 0]
                taken[token.kind] = index + 1
                guard index < ofKind.count else { return nil }
                number = ofKind[index].argument
            }
            var written = token.text
            if let dollar = written.firstIndex(of: "$") {
                written.removeSubrange(written.index(after: written.startIndex)...dollar)
            }
            written.insert(contentsOf: "\(number)$", at: written.index(after: written.startIndex))
            parts.append("\(written) for \(token.text)")
        }
        return parts.joined(separator: ", ")
    }
}
