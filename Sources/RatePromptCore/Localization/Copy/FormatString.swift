/// A printf-style format string as Foundation's `String(format:)` reads it: literal text and conversion
/// specifiers (`%@`, `%1$@`, `%d`, `%lld`, `%.2f`, `%%`, …), and Xcode 26's named placeholders (`%(count)lld`,
/// `%1$(name)@`), which a String Catalog writes and Xcode builds into the plain specifier without the name
/// (Documentation/StringCatalogs.md, "Named placeholders").
///
/// RatePrompt fills the app name into `%@` the way `String(format:)` would, never by blind text replacement, and lint
/// rules compare the specifiers of a translation with those of its source.
package struct FormatString: Hashable, Sendable {
    package struct Specifier: Hashable, Sendable {
        /// The explicit argument number of `%2$@`, if written.
        package internal(set) var position: Int?
        /// The name of a named placeholder (`count` of `%(count)lld`), if written: the label of the argument in the
        /// Swift symbol Xcode generates, gone from what the device formats.
        package internal(set) var name: String?
        /// Flags, width and precision, as written (`-`, `08`, `.2`).
        package internal(set) var options: String
        /// Length modifier (`l`, `ll`, `h`, `q`, `z`, `t`, `j`, `L`).
        package internal(set) var length: String
        /// The conversion character (`@`, `d`, `f`, `s`, …).
        package internal(set) var conversion: Character
        /// Offset of the `%` in the string, in Unicode scalars.
        package internal(set) var offset: Int
        /// The specifier as written.
        package internal(set) var text: String

        /// Specifiers that take the same kind of argument (an object, an integer, a float, a C string): mixing
        /// kinds between a source and its translation crashes or prints garbage at run time.
        package var argumentKind: ArgumentKind {
            conversion.asciiValue.flatMap(ArgumentKind.init(conversion:)) ?? .unknown
        }
    }

    package enum ArgumentKind: String, Hashable, Sendable, Comparable {
        case object, integer, floatingPoint, cString, pointer, unknown

        /// The kind a conversion character reads; nil for a byte that is no conversion (`D`, `O` and `U` are
        /// integers in Foundation's printf, though deprecated).
        package init?(conversion: UInt8) {
            switch conversion {
            case UInt8(ascii: "@"): self = .object
            case UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "O"),
                 UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "c"),
                 UInt8(ascii: "C"): self = .integer
            case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
                 UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"): self = .floatingPoint
            case UInt8(ascii: "s"), UInt8(ascii: "S"): self = .cString
            case UInt8(ascii: "p"): self = .pointer
            default: return nil
            }
        }

        package static func < (lhs: ArgumentKind, rhs: ArgumentKind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    package enum Piece: Hashable, Sendable {
        case text(String)
        case specifier(Specifier)
    }

    /// A `%` that does not start a valid specifier (`100%`, `% of`), with its scalar offset.
    package struct StrayPercent: Hashable, Sendable {
        package internal(set) var offset: Int
        package internal(set) var text: String
    }

    package let pieces: [Piece]
    package let strayPercents: [StrayPercent]

    package var specifiers: [Specifier] {
        pieces.compactMap { if case .specifier(let specifier) = $0 { specifier } else { nil } }
    }

    package init(_ string: String) {
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
        guard let token = SpecifierToken(in: bytes, at: start) else { return nil }
        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        return (Specifier(position: token.position, name: token.name.map(text), options: text(token.options),
                          length: text(token.length),
                          conversion: Character(Unicode.Scalar(token.conversion)), offset: offset,
                          text: text(start..<token.end)), token.end)
    }

    /// One specifier as byte ranges of the string: the grammar, read once for `FormatString` and `FormatSignature`:
    /// `%[n$][(name)][flags][width][.precision][length]conversion`.
    struct SpecifierToken {
        var position: Int?
        /// The name between the parentheses of a named placeholder (`%(count)lld`, `%2$(name)@`).
        var name: Range<Int>?
        /// Flags, width and precision.
        var options: Range<Int>
        var length: Range<Int>
        var conversion: UInt8
        /// Just past the conversion character.
        var end: Int

        /// The specifier whose `%` is at `start`, or nil when printf would not read one there.
        @inline(__always)
        init?(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) {
            var index = start + 1
            let count = bytes.count
            @inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
            // `n$`: an explicit argument number (nil when it overflows, as `Int("…")` gives).
            var number: Int? = 0
            while index < count, isDigit(bytes[index]) {
                if let value = number {
                    let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
                    let (sum, overflow2) = times.addingReportingOverflow(Int(bytes[index] &- 0x30))
                    number = overflow1 || overflow2 ? nil : sum
                }
                index += 1
            }
            if index > start + 1, index < count, bytes[index] == UInt8(ascii: "$") {
                position = number
                index += 1
            } else {
                position = nil
                index = start + 1
            }
            // `(name)`: a named placeholder, as Xcode 26 writes them in String Catalogs. A `(` that starts no name
            // closed by `)` starts no specifier, as before Xcode 26 (`50%(approx.)`).
            if index < count, bytes[index] == UInt8(ascii: "(") {
                var end = index + 1
                while end < count, Self.isNameByte(bytes[end], first: end == index + 1) { end += 1 }
                guard end > index + 1, end < count, bytes[end] == UInt8(ascii: ")") else { return nil }
                name = (index + 1)..<end
                index = end + 1
            } else {
                name = nil
            }
            let optionsStart = index
            while index < count, Self.isFlag(bytes[index]) { index += 1 }
            while index < count, isDigit(bytes[index]) { index += 1 }
            if index < count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                while index < count, isDigit(bytes[index]) { index += 1 }
            }
            options = optionsStart..<index
            let lengthStart = index
            while index < count, index - lengthStart < 2, Self.isLengthModifier(bytes[index]) { index += 1 }
            length = lengthStart..<index
            guard index < count, Self.isConversion(bytes[index]) else { return nil }
            conversion = bytes[index]
            end = index + 1
        }

        @inline(__always)
        static func isFlag(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"),
                 UInt8(ascii: "'"): true
            default: false
            }
        }

        /// A byte of a placeholder's name, which Xcode makes a Swift argument label: a letter, `_`, a digit after
        /// the first, or any byte of a character beyond ASCII (Swift identifiers may hold them).
        @inline(__always)
        static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), 0x80...:
                true
            case UInt8(ascii: "0")...UInt8(ascii: "9"): !first
            default: false
            }
        }

        @inline(__always)
        static func isLengthModifier(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"),
                 UInt8(ascii: "t"), UInt8(ascii: "j"): true
            default: false
            }
        }

        @inline(__always)
        static func isConversion(_ byte: UInt8) -> Bool {
            ArgumentKind(conversion: byte) != nil
        }

        /// Whether the flags include a space: printf's `% d`, which is how "50% off" is read.
        func hasSpaceFlag(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            bytes[options].contains(UInt8(ascii: " "))
        }
    }

    /// The argument number each specifier reads: its explicit `n$`, or the next one in order.
    package var argumentNumbers: [Int] {
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
    func formatted(with argument: String) -> String {
        formatted { specifier, number in specifier.argumentKind == .object && number == 1 ? argument : nil }
    }

    /// The string as `String(format:, count)` prints it for a whole count: the integer specifiers that read
    /// argument 1 (`%d`, `%ld`, `%1$lld`) become the count's digits; the rest as `formatted(with:)` leaves them.
    package func formatted(count: Int) -> String {
        formatted { specifier, number in specifier.argumentKind == .integer && number == 1 ? String(count) : nil }
    }

    private func formatted(_ replacement: (Specifier, Int?) -> String?) -> String {
        var result = ""
        var numbers = argumentNumbers.makeIterator()
        for piece in pieces {
            switch piece {
            case .text(let text):
                result += text
            case .specifier(let specifier):
                result += replacement(specifier, numbers.next()) ?? specifier.text
            }
        }
        return result
    }
}
