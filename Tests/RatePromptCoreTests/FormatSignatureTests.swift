import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint
@testable import RatePromptOutput
import RatePromptTestSupport

/// `FormatSignature` reads strings with `FormatString`'s grammar but without building its pieces; lint compares
/// translations by it. These tests hold the two readings to each other.
@Suite("FormatSignature")
struct FormatSignatureTests {
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

    @Test(arguments: [
        "Rate %@", "%1$@ has %2$d stars", "%2$d Sterne für %1$@", "50% off", "100%", "%%", "%% and %@",
        "%-08.2f%% done", "%1$@ %1$@ %1$d", "%lld items", "%hhd", "% d", "%.f", "%'d", "%99999999999999999999$@",
        "%5$", "%", "%@%", "%D %O %U", "Évaluer « %@ »", "%z", "%jd %td %zu %qd %Lf", "",
    ])
    func agreesWithFormatString(_ string: String) {
        let signature = FormatSignature(string)
        let (arguments, specifiers, spaces, stray) = Self.expected(string)
        #expect(signature.arguments == arguments)
        #expect(signature.specifierCount == specifiers)
        #expect(signature.spaceFlagCount == spaces)
        #expect(signature.hasStrayPercent == stray)
    }

    /// Random strings over the characters the grammar cares about, and some it does not.
    @Test func agreesWithFormatStringOnGeneratedStrings() {
        var random = SplitMix64(seed: 0xF0F0_5157)
        let alphabet: [String] = ["%", "%", "%", "@", "d", "1", "2", "$", " ", "-", "+", "#", "0", "'", ".", "9", "l",
                                  "h", "q", "L", "z", "t", "j", "f", "s", "S", "p", "x", "D", "U", "a", "é", "日", "\n"]
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...14, using: &random)
            let string = (0..<length).map { _ in alphabet.randomElement(using: &random)! }.joined()
            let signature = FormatSignature(string)
            let (arguments, specifiers, spaces, stray) = Self.expected(string)
            #expect(signature.arguments == arguments, "\(string.debugDescription)")
            #expect(signature.specifierCount == specifiers && signature.spaceFlagCount == spaces
                    && signature.hasStrayPercent == stray, "\(string.debugDescription)")
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

    @Test func misreadPercentSignsMatterOnlyInFormattedStrings() {
        #expect(FormatSignature("50% off").misreadsPercent(isFormat: true))
        #expect(!FormatSignature("50% off").misreadsPercent(isFormat: false))
        #expect(FormatSignature("%@: 50% off").misreadsPercent(isFormat: false))
        #expect(FormatSignature("%@ 100%").misreadsPercent(isFormat: false))
        #expect(!FormatSignature("%@ 100%%").misreadsPercent(isFormat: true))
    }
}
