import Testing
@testable import RatePromptFormats
@testable import RatePromptLint

/// A form that prints another argument than the one that selects it is one thing to fix: one finding, not one for the
/// misprint and another for the arguments the form reads.
@Suite struct PluralMisprintTests {
    static func findings(_ example: LintExample) -> [LintFinding] {
        example.findings(of: PluralFormPlaceholderMismatchRule.self)
    }

    @Test func aMisprintedStringsdictFormIsOneFinding() {
        let found = Self.findings(LintExample(
            .stringsdict("en", key: "photos and videos", format: "%#@photos@ and %#@videos@",
                         .variable("photos", type: "d", ["one": "%d photo", "other": "%d photos"]),
                         .variable("videos", type: "d", ["one": "%d video", "other": "%d videos"])),
            .stringsdict("de", key: "photos and videos", format: "%2$#@videos@ und %1$#@photos@",
                         .variable("photos", type: "d", ["one": "%1$d Foto", "other": "%1$d Fotos"]),
                         .variable("videos", type: "d", ["one": "ein Video", "other": "%1$d Videos"]))))
        #expect(found.count == 1)
        #expect(found.first?.message.contains("prints argument 1 (%1$d), but argument 2 selects it") == true)
    }

    @Test func aMisprintedSubstitutionFormIsOneFinding() {
        let found = Self.findings(LintExample(.catalog(strings: """
                "%lld videos" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : { "state" : "translated", "value" : "%1$@: %#@videos@" },
                      "substitutions" : { "videos" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : {
                        "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg videos" } } } } } }
                    },
                    "de" : {
                      "stringUnit" : { "state" : "translated", "value" : "%1$@: %#@videos@" },
                      "substitutions" : { "videos" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : {
                        "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld Videos" } } } } } }
                    }
                  }
                }
            """)))
        #expect(found.count == 1)
        #expect(found.first?.message.contains("prints argument 1 (%1$lld), but its argNum 2 selects it") == true)
    }
}
