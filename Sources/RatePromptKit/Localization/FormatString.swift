/// A printf-style format string as Foundation's `String(format:)` reads it: literal text and conversion
/// specifiers (`%@`, `%1$@`, `%d`, `%lld`, `%.2f`, `%%`, …).
///
/// RatePrompt fills the app name into `%@` the way `String(format:)` would, never by blind text replacement, and lint
/// rules compare the specifiers of a translation with those of its source.
public struct FormatString: Hashable, Sendable {
    public struct Specifier: Hashable, Sendable {
        /// The explicit argument number of `%2$@`, if written.
        public var position: Int?
        /// Flags, width and precision, as written (`-`, `08`, `.2`).
        public var options: String
        /// Length modifier (`l`, `ll`, `h`, `q`, `z`, `t`, `j`, `L`).
        public var length: String
        /// The conversion character (`@`, `d`, `f`, `s`, …).
        public var conversion: Character
        /// Offset of the `%` in the string, in Unicode scalars.
        public var offset: Int
        /// The specifier as written.
        public var text: String

        /// Specifiers that take the same kind of argument (an object, an integer, a float, a C string): mixing
        /// kinds between a source and its translation crashes or prints garbage at run time.
        public var argumentKind: ArgumentKind {
            switch conversion {
            case "@": .object
            case "d", "i", "o", "u", "x", "X", "c", "C": .integer
            case "f", "F", "e", "E", "g", "G", "a", "A": .floatingPoint
            case "s", "S": .cString
            case "p": .pointer
            default: .unknown
            }
        }
    }

    public enum ArgumentKind: String, Hashable, Sendable {
        case object, integer, floatingPoint, cString, pointer, unknown
    }

    public enum Piece: Hashable, Sendable {
        case text(String)
        case specifier(Specifier)
    }

    /// A `%` that does not start a valid specifier (`100%`, `% of`), with its scalar offset.
    public struct StrayPercent: Hashable, Sendable {
        public var offset: Int
        public var text: String
    }

    public let pieces: [Piece]
    public let strayPercents: [StrayPercent]

    public var specifiers: [Specifier] {
        pieces.compactMap { if case .specifier(let specifier) = $0 { specifier } else { nil } }
    }

    public init(_ string: String) {
        var pieces: [Piece] = []
        var strays: [StrayPercent] = []
        let scalars = Array(string.unicodeScalars)
        var literal = String.UnicodeScalarView()
        var index = 0
        func flush() {
            if !literal.isEmpty {
                pieces.append(.text(String(literal)))
                literal = String.UnicodeScalarView()
            }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%" else {
                literal.append(scalar)
                index += 1
                continue
            }
            if index + 1 < scalars.count, scalars[index + 1] == "%" {
                literal.append("%")
                index += 2
                continue
            }
            if let (specifier, end) = Self.specifier(in: scalars, at: index) {
                flush()
                pieces.append(.specifier(specifier))
                index = end
            } else {
                let end = min(index + 2, scalars.count)
                strays.append(StrayPercent(offset: index, text: String(String.UnicodeScalarView(scalars[index..<end]))))
                literal.append(scalar)
                index += 1
            }
        }
        flush()
        self.pieces = pieces
        self.strayPercents = strays
    }

    /// Parses `%[n$][flags][width][.precision][length]conversion` starting at the `%`.
    private static func specifier(in scalars: [Unicode.Scalar], at start: Int) -> (Specifier, Int)? {
        var index = start + 1
        func digits() -> String {
            var text = ""
            while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                text.unicodeScalars.append(scalars[index])
                index += 1
            }
            return text
        }
        var position: Int?
        let leading = digits()
        if !leading.isEmpty, index < scalars.count, scalars[index] == "$" {
            position = Int(leading)
            index += 1
        } else {
            index = start + 1
        }
        var options = ""
        while index < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[index]) {
            options.unicodeScalars.append(scalars[index])
            index += 1
        }
        options += digits()
        if index < scalars.count, scalars[index] == "." {
            options += "."
            index += 1
            options += digits()
        }
        var length = ""
        while index < scalars.count, "hlqLztj".unicodeScalars.contains(scalars[index]), length.count < 2 {
            length.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard index < scalars.count, "@dDiouUxXeEfFgGaAcCsSp".unicodeScalars.contains(scalars[index]) else {
            return nil
        }
        let conversion = Character(scalars[index])
        index += 1
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        return (Specifier(position: position, options: options, length: length, conversion: conversion,
                          offset: start, text: text), index)
    }

    /// The argument number each specifier reads: its explicit `n$`, or the next one in order.
    public var argumentNumbers: [Int] {
        var next = 1
        return specifiers.map { specifier in
            if let position = specifier.position { return position }
            defer { next += 1 }
            return next
        }
    }

    /// The string as `String(format:, argument)` prints it: the object specifiers that read argument 1 (`%@`,
    /// `%1$@`) become `argument` and `%%` becomes `%`. Specifiers that would read a missing argument stay as written;
    /// on a device they print garbage or crash, which lint reports.
    public func formatted(with argument: String) -> String {
        var result = ""
        var numbers = argumentNumbers.makeIterator()
        for piece in pieces {
            switch piece {
            case .text(let text):
                result += text
            case .specifier(let specifier):
                let number = numbers.next()
                result += specifier.argumentKind == .object && number == 1 ? argument : specifier.text
            }
        }
        return result
    }
}
