import RatePromptFormats

/// What `String(format:)` reads from its arguments, without the text around the specifiers: what a translation
/// must share with its source, and whether printf would misread a percent sign.
///
/// Lint compares hundreds of thousands of strings with their sources; this reads a string's UTF-8 once with the
/// same grammar as `FormatString` (`FormatString.SpecifierToken`) but makes no `String`s, and a string without
/// specifiers allocates nothing.
package struct FormatSignature: Hashable, Sendable {
    /// An argument number and the kind of argument a specifier reads there.
    package struct Argument: Hashable, Sendable, Comparable {
        package var number: Int
        package var kind: FormatString.ArgumentKind

        package static func < (lhs: Argument, rhs: Argument) -> Bool {
            (lhs.number, lhs.kind) < (rhs.number, rhs.kind)
        }
    }

    /// Every (argument number, kind) read, sorted, each once: two strings with the same arguments read their
    /// arguments alike, whatever the order of their specifiers.
    package let arguments: [Argument]
    /// Specifiers, counting those with a space flag.
    package let specifierCount: Int
    /// Specifiers with a space flag: printf's reading of "50% off" as `% o`.
    package let spaceFlagCount: Int
    /// A `%` that starts no specifier (`100%` at the end of a string).
    package let hasStrayPercent: Bool

    package init(_ string: String) {
        var copy = string
        self = copy.withUTF8 { FormatSignature(utf8: $0) }
    }

    /// Reads UTF-8 bytes as `FormatString` does.
    package init(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        let percent = UInt8(ascii: "%")
        var arguments: [Argument] = []
        var specifiers = 0
        var spaceFlags = 0
        var stray = false
        var next = 1
        var index = 0
        while index < bytes.count {
            guard bytes[index] == percent else {
                index += 1
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == percent {
                index += 2
                continue
            }
            guard let token = FormatString.SpecifierToken(in: bytes, at: index) else {
                stray = true
                index += 1
                continue
            }
            specifiers += 1
            if token.hasSpaceFlag(in: bytes) { spaceFlags += 1 }
            let number: Int
            if let position = token.position {
                number = position
            } else {
                number = next
                next += 1
            }
            arguments.append(Argument(number: number, kind: FormatString.ArgumentKind(conversion: token.conversion)!))
            index = token.end
        }
        if arguments.count > 1 {
            arguments.sort()
            var kept = 1
            for argument in arguments.dropFirst() where argument != arguments[kept - 1] {
                arguments[kept] = argument
                kept += 1
            }
            arguments.removeLast(arguments.count - kept)
        }
        self.arguments = arguments
        specifierCount = specifiers
        spaceFlagCount = spaceFlags
        hasStrayPercent = stray
    }

    /// "argument 1 as object, argument 2 as integer", for messages.
    package var summary: String {
        guard !arguments.isEmpty else { return "no argument" }
        var parts: [String] = []
        var index = 0
        while index < arguments.count {
            let number = arguments[index].number
            var kinds: [String] = []
            while index < arguments.count, arguments[index].number == number {
                kinds.append(arguments[index].kind.rawValue)
                index += 1
            }
            parts.append("argument \(number) as " + kinds.joined(separator: " and "))
        }
        return parts.joined(separator: ", ")
    }

    /// Whether printf would misread a percent sign of a string that is formatted: a prompt string that takes the
    /// app name (`isFormat`), or any string that also holds a real specifier (a plain label is never formatted).
    package func misreadsPercent(isFormat: Bool) -> Bool {
        (spaceFlagCount > 0 || hasStrayPercent) && (isFormat || specifierCount > spaceFlagCount)
    }
}
