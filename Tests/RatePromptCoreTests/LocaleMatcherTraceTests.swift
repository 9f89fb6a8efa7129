import Testing
import RatePromptFormats
import RatePromptCore

@Suite("LocaleMatcher trace")
struct LocaleMatcherTraceTests {
    let matcher = LocaleMatcher()

    func kinds(_ match: LocaleMatch) -> [LocaleMatch.Kind] { match.trace.map(\.kind) }

    @Test("An iw lproj is aliased to he and matches a Hebrew user")
    func hebrewAlias() {
        let match = matcher.match(preferences: ["he-IL"], available: ["en", "iw"])
        #expect(match.localizations == ["iw"])
        let alias = match.trace.first { $0.kind == .aliasApplied && $0.subject == "iw" }
        #expect(alias?.description == "iw → he (CLDR language alias)")
        #expect(kinds(match).contains(.preferenceMatched))
    }

    @Test("A legacy lproj name is aliased through Apple's map")
    func legacyName() {
        let match = matcher.match(preferences: ["en-US"], available: ["French", "English"])
        #expect(match.localizations == ["English"])
        #expect(match.trace.contains { $0.kind == .aliasApplied && $0.description.contains("Apple alias map") })
    }

    @Test("pt-PT → pt-BR is held aside while a later preference matches")
    func portugueseRule() {
        let held = matcher.match(preferences: ["pt-PT", "es"], available: ["pt-BR", "en", "es"])
        #expect(held.localizations == ["es"])
        #expect(kinds(held).contains(.portugueseHeld))
        #expect(!kinds(held).contains(.portugueseUsed))

        let used = matcher.match(preferences: ["pt-PT"], available: ["pt-BR", "en"])
        #expect(used.localizations == ["pt-BR"])
        #expect(kinds(used).contains(.portugueseHeld))
        #expect(kinds(used).contains(.portugueseUsed))
    }

    @Test("Pass 2 switches to a later exact preference of the same language")
    func passTwo() {
        let match = matcher.match(preferences: ["fr-CH", "fr-CA"], available: ["fr-FR", "fr-CA", "en"])
        #expect(match.best == "fr-CA")
        let step = match.trace.first { $0.kind == .pass2Switch }
        #expect(step?.subject == "fr-CA")
    }

    @Test("Pass 2 keeps a regional winner when no preference matches exactly")
    func passTwoKept() {
        let match = matcher.match(preferences: ["en-NZ", "fr"], available: ["fr", "en", "en-GB", "en-AU"])
        #expect(match.localizations == ["en-AU", "en-GB", "en"])
        #expect(match.trace.contains { $0.kind == .pass2Kept && $0.subject == "en-AU" })
        #expect(!match.trace.contains { $0.kind == .pass2Switch })
    }

    @Test("A non-default country is penalised, so the default country wins a tie on order")
    func penalty() {
        let match = matcher.match(preferences: ["it"], available: ["it-CH", "it-IT"])
        #expect(match.best == "it-IT")
        #expect(match.trace.contains { $0.kind == .nonDefaultRegionPenalty && $0.subject == "it-CH" })
        #expect(!match.trace.contains { $0.kind == .nonDefaultRegionPenalty && $0.subject == "it-IT" })
    }

    @Test("Ties go to the earlier entry of the available list")
    func tieBreak() {
        let match = matcher.match(preferences: ["en-US"], available: ["en-GB", "en-AU"])
        #expect(match.best == "en-GB")
        #expect(kinds(match).contains(.tieBreak) || match.trace.contains { $0.kind == .candidate })
    }

    @Test("Parent chain steps name their source table")
    func parentSources() {
        let match = matcher.match(preferences: ["en-NZ"], available: ["en", "en-GB", "en-AU", "en-001"])
        #expect(match.localizations == ["en-AU", "en-GB", "en-001", "en"])
        let parents = match.trace.filter { $0.kind == .parent }.map(\.description)
        #expect(parents.contains("en-NZ: en_NZ → en_AU (Apple parent table)"))
        #expect(parents.contains("en-AU: en_GB → en_001 (Apple parent table)"))
        #expect(parents.contains { $0.hasSuffix("en_001 → en (truncation)") })
        #expect(match.trace.filter { $0.kind == .ancestorAppended }.compactMap(\.subject) == ["en-GB", "en-001", "en"])
    }

    @Test("CLDR parentLocales steps are labelled")
    func cldrParent() {
        let match = matcher.match(preferences: ["es-AR"], available: ["es", "es-419"])
        #expect(match.localizations == ["es-419", "es"])
        #expect(match.trace.contains { $0.kind == .parent && $0.description.contains("es_AR → es_419 (CLDR parentLocales)") })
    }

    @Test("Nothing matches: the first available entry is the backstop")
    func backstop() {
        let match = matcher.match(preferences: ["ja"], available: ["de", "en"])
        #expect(match.localizations == ["de"])
        #expect(match.outcome == .backstop)
        #expect(!match.matched)
        #expect(kinds(match).contains(.preferenceUnmatched))
        #expect(kinds(match).last == .backstop)
    }

    @Test("An empty available list gives en; zxx is returned when nothing matches")
    func emptyAndZxx() {
        #expect(matcher.match(preferences: ["fr"], available: []).localizations == ["en"])
        let zxx = matcher.match(preferences: ["ja"], available: ["en", "zxx"])
        #expect(zxx.localizations == ["zxx"])
        #expect(zxx.outcome == .noLinguisticContent)
        #expect(kinds(zxx).contains(.zxx))
    }

    @Test("Non-ASCII input voids the whole call, as in CoreFoundation")
    func nonASCII() {
        let match = matcher.match(preferences: ["fr"], available: ["en", "fr", "français"])
        #expect(match.localizations == ["en"])
        #expect(kinds(match).contains(.inputRejected))
    }

    @Test("Later preferences are ignored once one matches")
    func firstPreferenceWins() {
        let match = matcher.match(preferences: ["de-AT", "en"], available: ["de", "en"])
        #expect(match.localizations == ["de"])
        #expect(match.trace.contains { $0.kind == .preferenceMatched && $0.description.contains("later preferences") })
    }

    @Test("Language groups are traced")
    func languageGroup() {
        let match = matcher.match(preferences: ["nb"], available: ["no", "en"])
        #expect(match.localizations == ["no"])
        #expect(match.trace.contains { $0.kind == .languageGroup && $0.subject == "nb" })
    }

    @Test("The list API agrees with match and needs no trace")
    func listAPI() {
        #expect(matcher.localizations(preferences: ["zh-HK"], available: ["zh-Hans", "zh-Hant", "zh_TW"])
            == matcher.match(preferences: ["zh-HK"], available: ["zh-Hans", "zh-Hant", "zh_TW"]).localizations)
    }

    @Test("Step kinds are stable strings")
    func kindNames() {
        #expect(LocaleMatch.Kind.nonDefaultRegionPenalty.rawValue == "non-default-region-penalty")
        #expect(LocaleMatch.Kind.pass2Switch.rawValue == "pass2-switch")
        #expect(Set(LocaleMatch.Kind.allCases.map(\.rawValue)).count == LocaleMatch.Kind.allCases.count)
    }
}

@Suite("LocaleMatcher iRate strategy")
struct LocaleMatcherIRateTests {
    let iRate = LocaleMatcher(strategy: .iRate)

    @Test("A zh-Hant user gets English although zh-Hant and zh-Hans lprojs exist")
    func chineseFallsThrough() {
        let match = iRate.match(preferences: ["zh-Hant-TW"], available: ["en", "zh-Hans", "zh-Hant"])
        #expect(match.localizations == ["en"])
        #expect(match.outcome == .builtInEnglish)
        #expect(match.trace.map(\.kind) == [.iRateEnglish])
        // Apple's own matching finds the Traditional Chinese strings.
        #expect(LocaleMatcher().match(preferences: ["zh-Hant-TW"], available: ["en", "zh-Hans", "zh-Hant"]).best == "zh-Hant")
    }

    @Test("Exact lproj names are used as is")
    func exact() {
        let match = iRate.match(preferences: ["de-AT"], available: ["de", "de-AT", "en"])
        #expect(match.localizations == ["de-AT"])
        #expect(match.trace.map(\.kind) == [.iRateExact])
    }

    @Test("One strip at the first hyphen")
    func stripped() {
        #expect(iRate.match(preferences: ["pt-BR"], available: ["pt", "en"]).localizations == ["pt"])
        #expect(iRate.match(preferences: ["en-GB"], available: ["en"]).trace.map(\.kind) == [.iRateStripped])
        #expect(iRate.match(preferences: ["zh-Hans-CN"], available: ["zh-Hans", "en"]).localizations == ["en"])
    }

    @Test("nb users miss the no lproj; only the first preference counts")
    func norwegianAndLaterPreferences() {
        #expect(iRate.match(preferences: ["nb-NO"], available: ["no", "en"]).outcome == .builtInEnglish)
        #expect(iRate.match(preferences: ["ja-JP", "fr"], available: ["fr", "en"]).localizations == ["en"])
    }

    @Test("No preferences means English")
    func empty() {
        #expect(iRate.match(preferences: [], available: ["en", "fr"]).localizations == ["en"])
    }
}
