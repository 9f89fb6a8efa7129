import Testing
@testable import RatePromptCore

@Suite("FormatString")
struct FormatStringTests {
    @Test(arguments: [
        ("Rate %@", "Rate MyApp"),
        ("%1$@ を評価", "MyApp を評価"),
        ("100%% sure about %@?", "100% sure about MyApp?"),
        ("%@ and %@", "MyApp and %@"),
        ("%2$@ likes %1$@", "%2$@ likes MyApp"),
        ("%d stars for %@", "%d stars for %@"),
        ("no placeholder", "no placeholder"),
        ("50% off", "50% off"),
        ("", ""),
    ])
    func formatsLikeStringFormatWithOneArgument(format: String, expected: String) {
        #expect(FormatString(format).formatted(with: "MyApp") == expected)
    }

    @Test func specifiersAreParsedWithTheirParts() {
        let format = FormatString("%1$@ has %2$lld items, %-08.2f%% done, %s")
        #expect(format.specifiers.map(\.text) == ["%1$@", "%2$lld", "%-08.2f", "%s"])
        #expect(format.specifiers.map(\.position) == [1, 2, nil, nil])
        #expect(format.specifiers.map(\.length) == ["", "ll", "", ""])
        #expect(format.specifiers.map(\.argumentKind) == [.object, .integer, .floatingPoint, .cString])
        #expect(format.specifiers[2].options == "-08.2")
        #expect(format.argumentNumbers == [1, 2, 1, 2])
        #expect(format.strayPercents.isEmpty)
    }

    /// printf reads "% o" as an octal conversion with the space flag, so "50% off" consumes an argument: the trap
    /// the `invalid-format-specifier` rule reports. A `%` with nothing valid after it is a stray.
    @Test func percentSignsReadAsPrintfReadsThem() {
        let format = FormatString("50% off, 100%")
        #expect(format.specifiers.map(\.text) == ["% o"])
        #expect(format.specifiers.first?.options == " ")
        #expect(format.strayPercents.map(\.offset) == [12])
        #expect(format.formatted(with: "MyApp") == "50% off, 100%")
    }

    @Test func offsetsCountScalars() {
        let format = FormatString("Évaluer « %@ »")
        #expect(format.specifiers.first?.offset == 10)
    }

    /// Xcode 26's named placeholders: `%(name)` after the argument number, before the flags; the name is a Swift
    /// argument label (letters, digits after the first, `_`, characters beyond ASCII).
    @Test func namedPlaceholdersAreParsedWithTheirNames() {
        let format = FormatString("%(landmarkCount)lld landmarks, %2$(secretName)@, %1$(größe)-5.1f, %(_x9)d")
        #expect(format.specifiers.map(\.text) == ["%(landmarkCount)lld", "%2$(secretName)@", "%1$(größe)-5.1f", "%(_x9)d"])
        #expect(format.specifiers.map(\.name) == ["landmarkCount", "secretName", "größe", "_x9"])
        #expect(format.specifiers.map(\.position) == [nil, 2, 1, nil])
        #expect(format.specifiers.map(\.argumentKind) == [.integer, .object, .floatingPoint, .integer])
        #expect(format.specifiers[2].options == "-5.1")
        #expect(format.argumentNumbers == [1, 2, 1, 2])
        #expect(format.strayPercents.isEmpty)
        #expect(FormatString("%@ and %d").specifiers.allSatisfy { $0.name == nil })
    }

    /// A `(` that opens no name closed by `)` before the conversion starts no specifier, as before Xcode 26.
    @Test(arguments: ["50%(approx.) off", "%()d", "%(1st)d", "%(open d", "%(name)", "%(na me)@", "%(name)z", "%$(name)@"])
    func parenthesesThatAreNoNameAreStrayPercentSigns(_ string: String) {
        let format = FormatString(string)
        #expect(format.specifiers.allSatisfy { $0.name == nil }, "\(string)")
        #expect(!format.strayPercents.isEmpty, "\(string)")
    }

    /// A named placeholder is filled as the plain one: the count goes into `%(count)lld`, the app name into
    /// `%1$(appName)@`.
    @Test func namedPlaceholdersAreFilledAsTheirArguments() {
        #expect(FormatString("%(count)lld landmarks").formatted(count: 3) == "3 landmarks")
        #expect(FormatString("Rate %1$(appName)@, %2$(name)@").formatted(with: "MyApp") == "Rate MyApp, %2$(name)@")
    }
}
