import Foundation
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
        package internal(set) var number: Int
        package internal(set) var kind: FormatString.ArgumentKind

        package static func < (lhs: Argument, rhs: Argument) -> Bool {
            (lhs.number, lhs.kind) < (rhs.number, rhs.kind)
        }
    }

    /// The name a named placeholder gives the argument it reads (`%1$(secretName)@`: argument 1, `secretName`).
    package struct ArgumentName: Hashable, Sendable, Comparable {
        package internal(set) var number: Int
        package internal(set) var name: String
        /// Whether the number is written (`%2$(name)@`), not taken from the placeholder's order (`%(name)@`).
        var isNumbered = true

        package static func < (lhs: ArgumentName, rhs: ArgumentName) -> Bool {
            (lhs.number, lhs.name, lhs.isNumbered ? 1 : 0) < (rhs.number, rhs.name, rhs.isNumbered ? 1 : 0)
        }
    }

    /// Every (argument number, kind) read, sorted, each once: two strings with the same arguments read their
    /// arguments alike, whatever the order of their specifiers. Names are not part of it: Xcode builds
    /// `%1$(name)@` into `%1$@`, and a device reads the argument by its number.
    package let arguments: [Argument]
    /// Every (argument number, name) of the named placeholders, numbered as the writer meant (see
    /// `intendedArguments`), sorted, each once; empty for a string without names, as nearly every string is.
    package let names: [ArgumentName]
    /// Specifiers, counting those with a space flag.
    package let specifierCount: Int
    /// Specifiers with a space flag: printf's reading of "50% off" as `% o`.
    let spaceFlagCount: Int
    /// Of those, the ones that read an object (`% @`): a placeholder with a stray space, not a percent sign.
    let spacedPlaceholderCount: Int
    /// A `%` that starts no specifier (`100%` at the end of a string).
    package let hasStrayPercent: Bool
    /// A `%%`: whoever wrote it meant the string to be formatted.
    let hasEscapedPercent: Bool
    /// `intendedArguments` when a specifier has a space flag; nil when it equals `arguments`.
    private let argumentsWithoutSpaceFlags: [Argument]?

    /// The arguments the writer meant: a specifier with a space flag is taken for a percent sign followed by a space
    /// (`50% off`, French `100 % des`), and the specifiers after it are numbered as if it were text; `% @` is taken
    /// for `%@` with a stray space. Translations are
    /// compared by these, so that one writing a percent sign its own way is held only to the specifiers it shares.
    package var intendedArguments: [Argument] { argumentsWithoutSpaceFlags ?? arguments }

    /// Whether the string shows that it is meant for `String(format:)`: a specifier other than a misread percent sign
    /// (`% @` counts: a placeholder), or an escaped `%%`. A string whose only `%`s are misread percent signs (`100% guaranteed`) may be a label that is
    /// never formatted.
    package var readsAsFormat: Bool { specifierCount > spaceFlagCount - spacedPlaceholderCount || hasEscapedPercent }

    package init(_ string: String) {
        var copy = string
        self = copy.withUTF8 { FormatSignature(utf8: $0) }
    }

    /// Reads UTF-8 bytes as `FormatString` does.
    package init(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        let percent = UInt8(ascii: "%")
        var arguments: [Argument] = []
        var names: [ArgumentName] = []
        // The arguments without those of space-flag specifiers, numbered as if those were text; made only once
        // one is met.
        var intended: [Argument]?
        var specifiers = 0
        var spaceFlags = 0
        var spacedPlaceholders = 0
        var stray = false
        var escaped = false
        var next = 1
        var nextIntended = 1
        var index = 0
        while index < bytes.count {
            guard bytes[index] == percent else {
                index += 1
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == percent {
                escaped = true
                index += 2
                continue
            }
            guard let token = FormatString.SpecifierToken(in: bytes, at: index) else {
                stray = true
                index += 1
                continue
            }
            specifiers += 1
            let kind = FormatString.ArgumentKind(conversion: token.conversion)!
            let number: Int
            if let position = token.position {
                number = position
            } else {
                number = next
                next += 1
            }
            arguments.append(Argument(number: number, kind: kind))
            let hasSpaceFlag = token.hasSpaceFlag(in: bytes)
            if hasSpaceFlag { spaceFlags += 1 }
            // A space before a letter is a percent sign before a word (`50% off`); before `@` it is a placeholder
            // with a stray space (`% @`), meant as `%@`.
            if hasSpaceFlag, token.conversion == UInt8(ascii: "@") { spacedPlaceholders += 1 }
            if hasSpaceFlag, token.conversion != UInt8(ascii: "@") {
                if intended == nil { intended = Array(arguments.dropLast()) }
            } else {
                let meant = Argument(number: token.position ?? nextIntended, kind: kind)
                if token.position == nil { nextIntended += 1 }
                intended?.append(meant)
                if let name = token.name {
                    names.append(ArgumentName(number: meant.number,
                                              name: String(decoding: UnsafeBufferPointer(rebasing: bytes[name]), as: UTF8.self),
                                              isNumbered: token.position != nil))
                }
            }
            index = token.end
        }
        self.arguments = Self.sortedUnique(arguments)
        self.names = Self.sortedUnique(names)
        argumentsWithoutSpaceFlags = intended.map(Self.sortedUnique)
        specifierCount = specifiers
        spaceFlagCount = spaceFlags
        spacedPlaceholderCount = spacedPlaceholders
        hasStrayPercent = stray
        hasEscapedPercent = escaped
    }

    private static func sortedUnique<Element: Comparable>(_ arguments: [Element]) -> [Element] {
        guard arguments.count > 1 else { return arguments }
        var arguments = arguments
        arguments.sort()
        var kept = 1
        for argument in arguments.dropFirst() where argument != arguments[kept - 1] {
            arguments[kept] = argument
            kept += 1
        }
        arguments.removeLast(arguments.count - kept)
        return arguments
    }

    /// "argument 1 as object, argument 2 as integer", for messages; a named argument with its names ("argument 1
    /// (secretName) as object").
    package var summary: String { Self.summary(arguments, names: names) }

    /// `summary` of `intendedArguments`.
    package var intendedSummary: String { Self.summary(intendedArguments, names: names) }

    package static func summary(_ arguments: [Argument], names: [ArgumentName] = []) -> String {
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
            parts.append("\(argumentName(number, names: names)) as " + kinds.joined(separator: " and "))
        }
        return parts.joined(separator: ", ")
    }

    /// "argument 2", or with the names a string gives it, "argument 2 (confirmSecretName)".
    package static func argumentName(_ number: Int, names: [ArgumentName]) -> String {
        let given = names.filter { $0.number == number }.map(\.name)
        return given.isEmpty ? "argument \(number)" : "argument \(number) (\(given.joined(separator: ", ")))"
    }

    /// Where a translation names an argument otherwise than its source: the translation's name, the argument it
    /// reads, the names the source gives that argument, and the argument the source gives the translation's name,
    /// if any.
    package struct NameConflict: Hashable, Sendable {
        package internal(set) var number: Int
        package internal(set) var name: String
        package internal(set) var sourceNames: [String]
        package internal(set) var sourceNumber: Int?
        /// Whether the translation writes the argument's number (`%2$(name)@`); an unnumbered one (`%(name)@`) is
        /// numbered by its order.
        var isNumbered: Bool

        /// A name the source gives another argument, at a written number: whichever Xcode goes by, the number or
        /// the name, the translation contradicts itself, and the built app shows another value than it means.
        package var isSwap: Bool { sourceNumber != nil && isNumbered }
    }

    /// `names argument 1 "b" and argument 2 "a", where en names them "a" and "b"`, for messages.
    package static func describe(_ conflicts: [NameConflict], sourceLanguage: String) -> String {
        let own = conflicts.map { "argument \($0.number) \"\($0.name)\"" }
        let allNamed = conflicts.allSatisfy { !$0.sourceNames.isEmpty }
        let theirs = conflicts.map { conflict in
            let names = "\"" + conflict.sourceNames.joined(separator: "\" or \"") + "\""
            if allNamed { return names }
            return conflict.sourceNames.isEmpty ? "leaves argument \(conflict.number) unnamed"
                : "names argument \(conflict.number) \(names)"
        }
        return "names " + list(own) + ", where \(sourceLanguage) "
            + (allNamed ? "names \(conflicts.count == 1 ? "it" : "them") " : "") + list(theirs)
    }

    private static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// The names this reading gives its arguments otherwise than `source` does: a name the source gives another
    /// argument (two names swapped, or one argument named twice), or one the source does not use for an argument
    /// it names. A name where the source gives none, or no name where it gives one, is no conflict: the device
    /// formats both alike and the symbol's labels come from the source.
    package func nameConflicts(with source: FormatSignature) -> [NameConflict] {
        guard !names.isEmpty, !source.names.isEmpty else { return [] }
        var conflicts: [NameConflict] = []
        for named in names where !source.names.contains(where: { $0.number == named.number && $0.name == named.name }) {
            let sourceNames = source.names.filter { $0.number == named.number }.map(\.name)
            let sourceNumber = source.names.first { $0.name == named.name }?.number
            guard !sourceNames.isEmpty || sourceNumber != nil else { continue }
            conflicts.append(NameConflict(number: named.number, name: named.name, sourceNames: sourceNames,
                                          sourceNumber: sourceNumber, isNumbered: named.isNumbered))
        }
        return conflicts
    }

    /// Whether a translation that reads `self` reads what its source means (`source`, nil for a source without `%`):
    /// by printf's reading (a space flag on a specifier the source means, `% ld` for `%ld`, only adds a space) or by
    /// the writer's (a percent sign before a space reads nothing), whatever the order of the specifiers.
    package func readsAsMeant(by source: FormatSignature?) -> Bool {
        let expected = source?.intendedArguments ?? []
        return intendedArguments == expected || arguments == expected
    }

    /// Whether printf reads a `%` otherwise than as a specifier the writer meant: a space flag or a stray `%`.
    package var hasMisreadPercent: Bool { spaceFlagCount > 0 || hasStrayPercent }

    /// Whether printf would misread a percent sign of a string that is formatted: one known to be (`isFormat`: a
    /// prompt string that takes the app name, a translation of a format string), or one that reads as a format itself.
    package func misreadsPercent(isFormat: Bool) -> Bool {
        hasMisreadPercent && (isFormat || readsAsFormat)
    }
}

extension FormatSignature {
    /// The reading of one plural form (a `.stringsdict` variable's, or a catalog plural's or substitution's): its
    /// `%#@variable@` references and `%arg` placeholders left out, which stand for other variables, not arguments.
    package init(pluralForm text: String) {
        self.init(Self.removingArgPlaceholders(StringsDictionary.removingVariableReferences(from: text)))
    }

    /// `text` without its `%arg` placeholders, compared character by character as Foundation's
    /// `replacingOccurrences` compares them, without going through `NSString` for every plural form (its first use
    /// also looked protocol conformances up at run time: a quarter of a millisecond of loop's lint).
    static func removingArgPlaceholders(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        var result = ""
        var index = text.startIndex
        while index != text.endIndex {
            if text[index] == "%", text[index...].starts(with: "%arg") {
                index = text.index(index, offsetBy: 4)
                continue
            }
            result.append(text[index])
            index = text.index(after: index)
        }
        return result
    }

    /// Whether this reading reads fewer of the arguments that `source` means to read and none it does not: a
    /// translation that left an argument out, whose text then shows without it.
    package func lacksArguments(of source: FormatSignature) -> Bool {
        let own = intendedArguments
        let expected = source.intendedArguments
        return own != expected && Set(own).isSubset(of: expected)
    }
}

extension FormatString.ArgumentKind {
    /// The kind a `.stringsdict` value type (`NSStringFormatValueTypeKey`: `d`, `lld`, `@`) or a catalog substitution's
    /// format specifier names: length modifiers, then one conversion character, and nothing else; nil otherwise.
    package init?(valueType: String) {
        guard let conversion = valueType.last, valueType.dropLast().allSatisfy({ "hlqLztj".contains($0) }),
              conversion.isASCII, conversion.isLetter || conversion == "@" else { return nil }
        let signature = FormatSignature("%" + valueType)
        guard signature.specifierCount == 1, !signature.hasStrayPercent, signature.arguments.count == 1 else {
            return nil
        }
        self = signature.arguments[0].kind
    }
}
