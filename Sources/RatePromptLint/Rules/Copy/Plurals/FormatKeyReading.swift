import Foundation
import RatePromptFormats
import RatePromptCore

/// What a `.stringsdict` format key (`NSStringLocalizedFormatKey`) reads from the code's arguments, as
/// CoreFoundation reads it: each `%#@name@` consumes the next argument in sequence, as a plain specifier does, and a
/// numbered one (`%2$#@name@`, `%1$@`) reads its own without moving that sequence on. The plural rules select each
/// variable's form by the argument its reference reads. A form of a variable is read the same way, its sequence starting
/// at the argument that selects it (CoreFoundation formats it with the string's arguments from there), so `%d` in a
/// form prints that argument and `%1$d` prints argument 1 wherever the form stands.
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
        /// Whether it writes its argument's number (`%2$@`), rather than taking the next in sequence.
        var isNumbered: Bool
    }

    var tokens: [Token] = []

    /// Reads `format`, its unnumbered placeholders taking the arguments from `first` on: 1 for a format key, the
    /// selecting argument for a variable's form.
    init(_ format: String, from first: Int = 1) {
        // Each reference stands in as an object specifier at its place (`%2$@`), so that the plain specifiers' parse
        // sees it where it is; the stand-ins are told apart by where they start. Most texts refer to no variable (no
        // `#`): they are parsed as they are.
        var references: [Int: (name: String, written: String)] = [:]
        var parsed: FormatString
        if format.utf8.contains(UInt8(ascii: "#")) {
            var text = String.UnicodeScalarView()
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
            parsed = FormatString(String(text))
        } else {
            parsed = FormatString(format)
        }
        for (argument, specifier) in zip(parsed.argumentNumbers, parsed.specifiers) {
            let reference = references.isEmpty ? nil : references[specifier.offset]
            tokens.append(Token(argument: specifier.position == nil ? argument + first - 1 : argument,
                                variable: reference?.name, kind: specifier.argumentKind,
                                text: reference?.written ?? specifier.text, isNumbered: specifier.position != nil))
        }
    }

    /// A form of a String Catalog substitution whose `argNum` is `argument`: `%arg` prints that argument (Xcode builds
    /// it into that argument's placeholder), and so does an unnumbered placeholder.
    init(substitutionForm text: String, argument: Int) {
        self.init(text.replacingOccurrences(of: "%arg", with: "%\(argument)$@"), from: argument)
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

    /// A form's placeholders of the count's `kind` that print another argument than `selector`, the one that selects
    /// the form, where none prints that one: words chosen for one count around another (`%1$d videos` in a form
    /// selected by argument 2). Empty where the form prints its own count, or no number.
    func numbers(printedInsteadOf selector: Int, kind: FormatString.ArgumentKind) -> [Token] {
        let plain = tokens.filter { $0.variable == nil }
        guard !plain.contains(where: { $0.argument == selector }) else { return [] }
        return plain.filter { $0.kind == kind }
    }

    /// `form` with its unnumbered placeholders numbered as CoreFoundation reads them in a form selected by argument
    /// `first` (`%d files` → `%2$d files` for the second variable), so that forms of variables selected by different
    /// arguments compare by what they print.
    static func numbering(_ form: String, from first: Int) -> String {
        guard first != 1 else { return form }
        var next = first
        var result = ""
        for piece in FormatString(form).pieces {
            switch piece {
            case .text(let text):
                result += text
            case .specifier(let specifier) where specifier.position == nil:
                var text = specifier.text
                text.insert(contentsOf: "\(next)$", at: text.index(after: text.startIndex))
                result += text
                next += 1
            case .specifier(let specifier):
                result += specifier.text
            }
        }
        return result
    }

    /// The argument the reference to `name` reads; nil where the format does not refer to it.
    func argument(of name: String) -> Int? {
        tokens.first { $0.variable == name }?.argument
    }

    /// What the reading of a translation's format key (`format`) gets wrong against `source`'s reading of the same
    /// string (`sourceFormat`), with what to write: `its format … selects …; write …`. Nil where it reads as the
    /// source does. `countKind` gives a variable's count kind (integer where it says nothing).
    func mismatch(
        _ format: String, against source: FormatKeyReading, sourceFormat: String, sourceName: String,
        countKind: (String) -> FormatString.ArgumentKind?
    ) -> String? {
        let problems = misreadings(against: source, sourceName: sourceName, countKind: countKind)
        guard !problems.isEmpty else { return nil }
        let fix = numbered(like: source).map { "write \($0), numbered as \(sourceName)'s arguments" }
            ?? "write the placeholders in \(sourceName)'s order (\(sourceFormat))"
        return "its format \(format) " + problems.joined(separator: "; ") + "; \(fix)"
    }

    /// What the reading gets wrong against `source`'s reading of the same string: variables selected by another
    /// argument (each count picks the other's form, whatever the types), and plain specifiers that read a count, or
    /// another specifier's argument, as another type. Empty where it reads as the source does.
    private func misreadings(
        against source: FormatKeyReading, sourceName: String, countKind: (String) -> FormatString.ArgumentKind?
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
                if token.kind != countKind(name) ?? .integer {
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
    private func numbered(like source: FormatKeyReading) -> String? {
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
