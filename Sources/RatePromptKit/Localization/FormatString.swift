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
        var utf8 = string
        (pieces, strayPercents) = utf8.withUTF8 { Self.parse($0, original: string) }
    }

    /// Scans UTF-8 bytes: every character that matters (`%`, digits, flags, conversions) is ASCII, so text runs are
    /// copied whole and only a specifier's offset needs counting in scalars.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, original: String) -> ([Piece], [StrayPercent]) {
        let percent = UInt8(ascii: "%")
        guard bytes.contains(percent) else { return (original.isEmpty ? [] : [.text(original)], []) }
        var pieces: [Piece] = []
        var strays: [StrayPercent] = []
        var literal: [UInt8] = []
        var index = 0
        var scalarOffset = 0  // scalars before `index`
        var counted = 0       // bytes already counted into scalarOffset
        func offset(at byteIndex: Int) -> Int {
            while counted < byteIndex {
                if bytes[counted] & 0xC0 != 0x80 { scalarOffset += 1 }
                counted += 1
            }
            return scalarOffset
        }
        func flush() {
            if !literal.isEmpty {
                pieces.append(.text(String(decoding: literal, as: UTF8.self)))
                literal.removeAll(keepingCapacity: true)
            }
        }
        while index < bytes.count {
            guard bytes[index] == percent else {
                let next = bytes[index...].firstIndex(of: percent) ?? bytes.count
                literal.append(contentsOf: bytes[index..<next])
                index = next
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == percent {
                literal.append(percent)
                index += 2
                continue
            }
            if let (specifier, end) = specifier(in: bytes, at: index, offset: offset(at: index)) {
                flush()
                pieces.append(.specifier(specifier))
                index = end
            } else {
                // The stray `%` and the character after it, for the message.
                var end = min(index + 2, bytes.count)
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                strays.append(StrayPercent(offset: offset(at: index),
                                           text: String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)))
                literal.append(percent)
                index += 1
            }
        }
        flush()
        return (pieces, strays)
    }

    /// Parses `%[n$][flags][width][.precision][length]conversion` starting at the `%`.
    private static func specifier(in bytes: UnsafeBufferPointer<UInt8>, at start: Int, offset: Int) -> (Specifier, Int)? {
        var index = start + 1
        func take(while predicate: (UInt8) -> Bool, limit: Int = .max) -> String {
            let first = index
            while index < bytes.count, index - first < limit, predicate(bytes[index]) { index += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<index]), as: UTF8.self)
        }
        let isDigit: (UInt8) -> Bool = { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        var position: Int?
        let leading = take(while: isDigit)
        if !leading.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "$") {
            position = Int(leading)
            index += 1
        } else {
            index = start + 1
        }
        var options = take(while: { "-+ #0'".utf8.contains($0) })
        options += take(while: isDigit)
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            options += "." + take(while: isDigit)
        }
        let length = take(while: { "hlqLztj".utf8.contains($0) }, limit: 2)
        guard index < bytes.count, "@dDiouUxXeEfFgGaAcCsSp".utf8.contains(bytes[index]) else { return nil }
        let conversion = Character(Unicode.Scalar(bytes[index]))
        index += 1
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return (Specifier(position: position, options: options, length: length, conversion: conversion,
                          offset: offset, text: text), index)
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
