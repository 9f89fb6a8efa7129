import Foundation
import Testing
@testable import RatePromptCore
import RatePromptTestSupport

/// `FormatSignature` reads strings with `FormatString`'s grammar but without building its pieces; lint compares
/// translations by it. These tests hold the two readings to each other.
@Suite("FormatSignature")
struct FormatSignatureTests {
    /// `%arg` placeholders leave a plural form as Foundation's `replacingOccurrences` takes them out, on texts made
    /// of pieces of them, other placeholders, combining marks and letters beyond ASCII.
    @Test func argPlaceholdersLeaveAsFoundationTakesThemOut() {
        var generator = SplitMix64(seed: 21)
        let pieces = ["%arg", "%", "a", "r", "g", "%ar", "%arg\u{301}", "\u{301}", "é", "字", " ", "%d", "%%", "🇫🇷", "%@"]
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(FormatSignature.removingArgPlaceholders(text) == text.replacingOccurrences(of: "%arg", with: ""),
                    "\(text.debugDescription)")
        }
    }

    /// The reading `FormatString` gives, in the signature's terms.
    static func expected(_ string: String) -> (arguments: [FormatSignature.Argument], specifiers: Int, spaces: Int,
                                              stray: Bool) {
        let format = FormatString(string)
        let arguments = Set(zip(format.argumentNumbers, format.specifiers).map {
            FormatSignature.Argument(number: $0, kind: $1.argumentKind)
        }).sorted()
        let spaces = format.specifiers.filter { $0.options.utf8.contains(UInt8(ascii: " ")) }.count
        return (arguments, format.specifiers.count, spaces, !format.strayPercents.isEmpty)
    }

    /// The names `FormatString`'s specifiers give the arguments meant (see `intended`).
    static func names(_ string: String) -> [FormatSignature.ArgumentName] {
        var next = 1
        let named = FormatString(string).specifiers.filter { !$0.options.contains(" ") || $0.conversion == "@" }
            .compactMap { specifier -> FormatSignature.ArgumentName? in
                defer { if specifier.position == nil { next += 1 } }
                return specifier.name.map {
                    FormatSignature.ArgumentName(number: specifier.position ?? next, name: $0, isNumbered: specifier.position != nil)
                }
            }
        return Set(named).sorted()
    }

    /// The arguments `FormatString`'s specifiers without a space flag read (or with one before `@`, a placeholder
    /// with a stray space), numbered among themselves.
    static func intended(_ string: String) -> [FormatSignature.Argument] {
        var next = 1
        let meant = FormatString(string).specifiers.filter { !$0.options.contains(" ") || $0.conversion == "@" }.map { specifier in
            defer { if specifier.position == nil { next += 1 } }
            return FormatSignature.Argument(number: specifier.position ?? next, kind: specifier.argumentKind)
        }
        return Set(meant).sorted()
    }

    @Test(arguments: [
        "Rate %@", "%1$@ has %2$d stars", "%2$d Sterne für %1$@", "50% off", "100%", "%%", "%% and %@",
        "%-08.2f%% done", "%1$@ %1$@ %1$d", "%lld items", "%hhd", "% d", "%.f", "%'d", "%99999999999999999999$@",
        "%5$", "%", "%@%", "%D %O %U", "Évaluer « %@ »", "%z", "%jd %td %zu %qd %Lf", "",
        "%(count)lld", "%1$(secretName)@ %2$(confirm)@", "%(a)d% off %(b)@", "%()d", "%(x", "%1$(x)@ %1$(y)@",
    ])
    func agreesWithFormatString(_ string: String) {
        let signature = FormatSignature(string)
        let (arguments, specifiers, spaces, stray) = Self.expected(string)
        #expect(signature.arguments == arguments)
        #expect(signature.names == Self.names(string))
        #expect(signature.specifierCount == specifiers)
        #expect(signature.spaceFlagCount == spaces)
        #expect(signature.hasStrayPercent == stray)
    }

    /// Random strings over the characters the grammar cares about, and some it does not.
    @Test func agreesWithFormatStringOnGeneratedStrings() {
        var random = SplitMix64(seed: 0xF0F0_5157)
        let alphabet: [String] = ["%", "%", "%", "@", "d", "1", "2", "$", " ", "-", "+", "#", "0", "'", ".", "9", "l",
                                  "h", "q", "L", "z", "t", "j", "f", "s", "S", "p", "x", "D", "U", "a", "é", "日", "\n",
                                  "(", "(", ")", ")", "n", "_", "(n)", "(é)"]
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...14, using: &random)
            let string = (0..<length).map { _ in alphabet.randomElement(using: &random)! }.joined()
            let signature = FormatSignature(string)
            let (arguments, specifiers, spaces, stray) = Self.expected(string)
            #expect(signature.arguments == arguments, "\(string.debugDescription)")
            #expect(signature.specifierCount == specifiers && signature.spaceFlagCount == spaces
                    && signature.hasStrayPercent == stray, "\(string.debugDescription)")
            #expect(signature.intendedArguments == Self.intended(string), "\(string.debugDescription)")
            #expect(signature.names == Self.names(string), "\(string.debugDescription)")
        }
    }

    @Test func argumentsAreComparedWhateverTheOrderOfSpecifiers() {
        #expect(FormatSignature("%1$@ has %2$d stars").arguments == FormatSignature("%2$d Sterne für %1$@").arguments)
        #expect(FormatSignature("%@ has %d stars").arguments != FormatSignature("%d Sterne für %@").arguments)
        #expect(FormatSignature("%1$@ %1$@").arguments == FormatSignature("%@").arguments)
    }

    @Test func summaryNamesEachArgumentAndItsKinds() {
        #expect(FormatSignature("%1$@ %1$d %2$f").summary == "argument 1 as integer and object, argument 2 as floatingPoint")
        #expect(FormatSignature("no specifier").summary == "no argument")
    }

    /// Foundation's printf takes `%D`, `%O` and `%U` as long integers.
    @Test func deprecatedUppercaseConversionsReadIntegers() {
        #expect(FormatSignature("%D %O %U").arguments.map(\.kind) == [.integer, .integer, .integer])
        #expect(FormatString("%D").specifiers.first?.argumentKind == .integer)
    }

    /// The arguments meant: a space-flag specifier is a percent sign before a space, and those after it are
    /// numbered as if it were text.
    @Test func intendedArgumentsLeaveOutPercentSignsBeforeASpace() {
        let integer = FormatSignature.Argument(number: 1, kind: .integer)
        let object = FormatSignature.Argument(number: 2, kind: .object)
        #expect(FormatSignature("%d% off for %@").arguments.count == 3)
        #expect(FormatSignature("%d% off for %@").intendedArguments == [integer, object])
        #expect(FormatSignature("%d %% de réduction pour %@").intendedArguments == [integer, object])
        #expect(FormatSignature("100 % des %d fichiers de %2$@").intendedArguments == [integer, object])
        #expect(FormatSignature("not 100% guaranteed").intendedArguments.isEmpty)
        #expect(FormatSignature("%1$@ has %2$d stars").intendedArguments == FormatSignature("%1$@ has %2$d stars").arguments)
        #expect(FormatSignature("%d% off").intendedSummary == "argument 1 as integer")
    }

    /// A string shows it is formatted by a specifier it means or by a `%%`; misread percent signs alone do not.
    @Test func onlyMeantSpecifiersAndEscapedPercentSignsShowAFormat() {
        #expect(!FormatSignature("not 100% guaranteed").readsAsFormat)
        #expect(!FormatSignature("100%").readsAsFormat)
        #expect(!FormatSignature("% of screen").readsAsFormat)
        #expect(FormatSignature("100%% guaranteed").readsAsFormat)
        #expect(FormatSignature("%@ is 100% sure").readsAsFormat)
        #expect(FormatSignature("not 100% guaranteed").hasMisreadPercent)
        #expect(!FormatSignature("100%% sure, %@").hasMisreadPercent)
    }

    @Test func misreadPercentSignsMatterOnlyInFormattedStrings() {
        #expect(FormatSignature("50% off").misreadsPercent(isFormat: true))
        #expect(!FormatSignature("50% off").misreadsPercent(isFormat: false))
        #expect(FormatSignature("%@: 50% off").misreadsPercent(isFormat: false))
        #expect(FormatSignature("%@ 100%").misreadsPercent(isFormat: false))
        #expect(!FormatSignature("%@ 100%%").misreadsPercent(isFormat: true))
        #expect(FormatSignature("100%% and 50% off").misreadsPercent(isFormat: false))
    }

    /// Names are no part of the arguments (Xcode builds `%1$(a)@` into `%1$@`); they are compared on their own.
    @Test func namesAreReadBesideTheArguments() {
        let named = FormatSignature("%1$(secretName)@ … %2$(confirmSecretName)@")
        #expect(named.arguments == FormatSignature("%1$@ … %2$@").arguments)
        #expect(named.names.map(\.name) == ["secretName", "confirmSecretName"])
        #expect(named.summary == "argument 1 (secretName) as object, argument 2 (confirmSecretName) as object")
        #expect(FormatSignature("%(count)lld").summary == "argument 1 (count) as integer")
        #expect(FormatSignature("%d and %@").names.isEmpty)
    }

    /// A translation that names an argument otherwise than its source: two names swapped, one name used for two
    /// arguments, a name the source does not use. No name on one side is no conflict.
    @Test func nameConflictsSayWhichArgumentIsNamedOtherwise() {
        let source = FormatSignature("%1$(a)@ … %2$(b)@")
        let swapped = FormatSignature("%1$(b)@ … %2$(a)@").nameConflicts(with: source)
        #expect(swapped.map(\.number) == [1, 2])
        #expect(swapped.map(\.sourceNumber) == [2, 1])
        #expect(swapped.allSatisfy { $0.isSwap })
        #expect(FormatSignature.describe(swapped, sourceLanguage: "en")
                == "names argument 1 \"b\" and argument 2 \"a\", where en names them \"a\" and \"b\"")
        let renamed = FormatSignature("%1$(name)@ … %2$(b)@").nameConflicts(with: source)
        #expect(renamed.map(\.name) == ["name"])
        #expect(renamed.first?.sourceNumber == nil)
        #expect(renamed.first?.isSwap == false)
        #expect(FormatSignature.describe(renamed, sourceLanguage: "en") == "names argument 1 \"name\", where en names it \"a\"")
        #expect(FormatSignature("%1$(a)@ … %2$(a)@").nameConflicts(with: source).map(\.number) == [2])
        #expect(FormatSignature("%1$(a)@ … %2$(b)@").nameConflicts(with: source).isEmpty)
        #expect(FormatSignature("%1$@ … %2$@").nameConflicts(with: source).isEmpty)
        #expect(source.nameConflicts(with: FormatSignature("%1$@ … %2$@")).isEmpty)
        // Unnumbered named placeholders are numbered by their order, as printf numbers them.
        // Whether Xcode then goes by the order or by the name is not documented: such a conflict is no swap.
        let reordered = FormatSignature("%(b)@ und %(a)@").nameConflicts(with: FormatSignature("%(a)@ and %(b)@"))
        #expect(reordered.count == 2)
        #expect(!reordered.contains { $0.isSwap })
    }
}
