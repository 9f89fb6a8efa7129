import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint

/// Issue 25's corrections: a source's mistake that translations copy is one finding at the source, with the copies
/// counted and noted; findings that were wrong are gone; two new rules; messages that say what to do. The rules'
/// examples mark where findings are; these tests hold what they say.
@Suite struct RuleCorrectionTests {
    /// The findings of `rule` on files written here.
    static func findings(_ rule: any LintRule.Type, _ files: LintExample.File...) -> [LintFinding] {
        LintExample(files: files).findings(of: rule)
    }

    /// The body of a `.stringsdict` whose "invited" format is `format`, with a `COUNT` variable (`ld`) whose forms
    /// are `one` and `other`.
    static func invited(_ format: String, one: String = "%ld other", other: String = "%ld others") -> String {
        """
        <key>invited</key>
        <dict>
            <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
            <key>COUNT</key>
            <dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>ld</string>
                <key>one</key><string>\(one)</string>
                <key>other</key><string>\(other)</string>
            </dict>
        </dict>
        """
    }

    // MARK: A source's mistake once

    @Test func aMisreadPercentSignCopiedByTranslationsIsOneFindingAtTheSource() throws {
        let found = Self.findings(
            InvalidFormatSpecifierRule.self,
            .strings("en", "\"discount\" = \"%d% off\";\n"),
            .strings("de", "\"discount\" = \"%d% Rabatt\";\n"),
            .strings("fr", "\"discount\" = \"%d% de remise\";\n"),
            .strings("ja", "\"discount\" = \"%d%% オフ\";\n"))
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.location.path == "en.lproj/Localizable.strings")
        #expect(finding.message == "\"discount\": \"% o\" is read by printf as a specifier (a space flag, then \"o\") that "
                + "reads an integer argument, shown in the text in place of the percent sign; write %% for a percent sign; "
                + "2 translations copy it (de, fr): fix each alike")
        #expect(finding.notes.map { "\($0.location.path):\($0.location.line) \($0.message)" }
                == ["/example/de.lproj/Localizable.strings:1 copied in de", "/example/fr.lproj/Localizable.strings:1 copied in fr"])
    }

    @Test func aTranslationsOwnMisreadPercentIsStillItsOwnFinding() {
        // The source is right; the translation's `%$11d` stands for `%2$lld`.
        let found = Self.findings(
            InvalidFormatSpecifierRule.self,
            .strings("en", "\"version\" = \"Version %1$@ (%2$lld)\";\n"),
            .strings("ru", "\"version\" = \"Версия %1$@ (%$11d)\";\n"))
        #expect(found.map(\.location.path) == ["ru.lproj/Localizable.strings"])
        #expect(found.first?.notes.isEmpty == true)
    }

    @Test func aPlaceholderWithAStraySpaceIsToldToLoseTheSpace() {
        let found = Self.findings(InvalidFormatSpecifierRule.self, .strings("en", "\"hello\" = \"Hello % @!\";\n"))
        // String(format: "% @ end", "x") gives "x end": a stray space to clean up, not an error.
        #expect(found.map(\.message) == ["\"hello\": \"% @\" is a placeholder with a space after its %, a flag "
                                         + "String(format:) ignores there: it shows the value; remove the space (%@)"])
        #expect(found.first?.severity == .warning)
        // Meant as `%@`: a translation that writes `%@` reads what the source means.
        #expect(FormatSignature("Hello % @!").intendedArguments == FormatSignature("Hallo %@!").arguments)
        #expect(FormatSignature("Hello % @!").readsAsFormat)
    }

    @Test func whetherAStringIsFormattedIsDecidedByItsSource() {
        // The source may be a label never formatted: its translations' percent signs are theirs to write, whatever
        // else their text holds.
        let found = Self.findings(
            InvalidFormatSpecifierRule.self,
            .strings("en", "\"accuracy\" = \"100% accurate\";\n"),
            .strings("fr", "\"accuracy\" = \"Précis à 100 % (100%% fiable)\";\n"))
        #expect(found.map(\.location.path) == ["en.lproj/Localizable.strings"])
        #expect(found.first?.severity == .warning)
    }

    @Test func aPluralVariableBoundToANameIsOneFindingThatSaysWhichArgumentToRead() throws {
        let found = Self.findings(
            PluralValueTypeMismatchRule.self,
            .stringsdict("en", Self.invited("%1$@ invited %2$@ and %#@COUNT@")),
            .stringsdict("de", Self.invited("%1$@ hat %2$@ und %#@COUNT@ eingeladen", one: "%ld weitere", other: "%ld weitere")),
            .stringsdict("fr", Self.invited("%1$@ a invité %2$@ et %#@COUNT@", one: "%ld autre", other: "%ld autres")),
            .stringsdict("ja", Self.invited("%1$@ が %2$@ と他 %3$#@COUNT@ を招待しました", one: "%3$ld 人", other: "%3$ld 人")))
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.location.path == "en.lproj/Localizable.stringsdict")
        #expect(finding.message == "\"invited\" in en: %#@COUNT@ reads argument 1 as the count (integer), which %1$@ reads as "
                + "object: the count is argument 3, the first argument nothing else reads; write %3$#@COUNT@, and "
                + "%3$ld for its %ld in its forms; 2 translations copy it (de, fr): fix each alike")
        #expect(finding.notes.map(\.message) == ["copied in de", "copied in fr"])
    }

    @Test func aVariableThatIsTheWholeFormatReadsTheArgumentItsFormsCount() {
        let found = Self.findings(
            PluralValueTypeMismatchRule.self,
            .stringsdict("en", Self.invited("%#@COUNT@", one: "%1$@ and %3$ld other", other: "%1$@ and %3$ld others")))
        #expect(found.map(\.message) == ["\"invited\" in en: %#@COUNT@ reads argument 1 as the count (integer), but its "
                                         + "forms read argument 1 as object (%1$@) and the count as argument 3 (%3$ld): "
                                         + "write %3$#@COUNT@"])
    }

    @Test func anUnknownEscapeIsQuotedAsWrittenAndCountsItsCopies() throws {
        let found = Self.findings(
            UnknownEscapeRule.self,
            .strings("en", "\"next\" = \"Next \\u203A\";\n"),
            .strings("de", "\"next\" = \"Weiter \\u203A\";\n"),
            .strings("fr", "\"next\" = \"Suivant ›\";\n"))
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.message == "'\\u203A' is not an escape in .strings files: Apple drops the backslash and the text "
                + "shows \"u203A\"; write '\\U203A' (capital U) or the character itself; 1 translation copies it (de): "
                + "fix it alike")
    }

    @Test func anEntryWithSeveralUnknownEscapesIsOneFindingThatNotesAndFixesEach() throws {
        // A Swift interpolation in the key and the value; a value with two `\u`; a second entry stays its own.
        let found = Self.findings(
            UnknownEscapeRule.self,
            .strings("en", "\"Saved \\(name)\" = \"Saved \\(name)\";\n\"cafe\" = \"Caf\\u00e9 \\u00e9t\\u00e9\";\n"
                + "\"next\" = \"Next \\u203A\";\n"))
        let place = { (location: RatePromptFormats.FileLocation) in "\(location.position.line):\(location.position.column)" }
        #expect(found.map { place($0.location) } == ["1:8", "2:14", "3:16"])
        let swift = try #require(found.first)
        #expect(swift.message.hasPrefix("'\\(' in a key is Swift's string interpolation"))
        #expect(swift.notes.map { place($0.location) } == ["1:26"])
        #expect(swift.notes.first?.message.hasPrefix("in the same entry: '\\(' is Swift's string interpolation") == true)
        let cafe = found[1]
        #expect(cafe.notes.map { place($0.location) } == ["2:21", "2:28"])
        #expect(cafe.fixes.count == 3)
        #expect(found[2].notes.isEmpty)
    }

    @Test func aRepeatedKeyCopiedByTranslationsCountsThem() {
        let found = Self.findings(
            DuplicateKeyRule.self,
            .strings("en", "\"title\" = \"Title\";\n\"title\" = \"Title\";\n"),
            .strings("de", "\"title\" = \"Titel\";\n\"title\" = \"Titel\";\n"),
            .strings("it", "\"title\" = \"Titolo\";\n"))
        #expect(found.map(\.location.path) == ["en.lproj/Localizable.strings"])
        #expect(found.first?.message.hasSuffix("; 1 translation copies it (de): fix it alike") == true)
    }

    // MARK: Wrong findings removed

    @Test func pluralOtherIsNeededOnlyForCountsThatReachIt() {
        func variable(_ language: String, _ valueType: String, _ forms: [String]) -> [LintFinding] {
            let body = forms.map { "<key>\($0)</key><string>%\(valueType) x</string>" }.joined(separator: "\n")
            return Self.findings(PluralOtherMissingRule.self, .stringsdict(language, """
                <key>files</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
                    <key>count</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>
                        \(body)
                    </dict>
                </dict>
                """))
        }
        // Whole counts are one, few or many in these: nothing reaches "other".
        for language in ["ru", "uk", "be", "pl"] {
            #expect(variable(language, "ld", ["one", "few", "many"]).isEmpty, "\(language)")
            // A fraction is "other" there: a floating-point count can find no text.
            let fractional = variable(language, "f", ["one", "few", "many"])
            #expect(fractional.map(\.severity) == [.warning], "\(language)")
            #expect(fractional.first?.message.contains("fractional counts 0.5, 1.5") == true, "\(language)")
        }
        // Czech integers reach "other" (5, 6, …): an error, with the counts.
        let czech = variable("cs", "d", ["one", "few", "many"])
        #expect(czech.map(\.severity) == [.error])
        #expect(czech.first?.message.hasSuffix("(only one, few, many): whole counts 0, 5, 6, 7, … find no text") == true)
    }

    @Test func aLegacyFolderBesideTheRightOneIsToBeMerged() {
        let found = Self.findings(
            LegacyLocalizationNameRule.self,
            .strings("nb", "\"done\" = \"Ferdig\";\n"), .strings("no", "\"done\" = \"Ferdig\";\n"),
            .strings("iw", "\"done\" = \"סיום\";\n"))
        #expect(found.map(\.message) == [
            "\"iw\" is a legacy localization name: devices report \"he\"; rename the folder to he.lproj",
            "\"no\" is a legacy localization name: devices report \"nb\", and nb.lproj is beside it; merge what "
                + "no.lproj has that nb.lproj lacks into nb.lproj, then delete no.lproj",
        ])
        // Apple's matcher still picks iw.lproj for Hebrew: a note. Beside nb.lproj, no.lproj is never picked.
        #expect(found.map(\.severity) == [.note, .warning])
    }

    /// A folder that equals the source is an untranslated export (untranslated's finding), not a copy; a translation
    /// that equals another translation is a copy of it, reported at the copy's folder and naming the original.
    @Test func aCopyOfATranslationIsReportedAtItsFolderNamingTheOriginal() {
        let untranslated = Self.findings(
            DuplicateLocalizationRule.self,
            .strings("en", "\"done\" = \"Done\";\n"), .strings("de", "\"done\" = \"Done\";\n"),
            .strings("Base", "\"done\" = \"Done\";\n"), .strings("en-US", "\"done\" = \"Done\";\n"))
        #expect(untranslated.isEmpty)
        let copied = Self.findings(
            DuplicateLocalizationRule.self,
            .strings("en", "\"done\" = \"Done\";\n"), .strings("da", "\"done\" = \"Færdig\";\n"),
            .strings("nb", "\"done\" = \"Færdig\";\n"))
        #expect(copied.map(\.message) == ["nb holds exactly the same strings as da: a device set to nb shows da's text; "
                                          + "translate nb or delete it"])
        #expect(copied.map { "\($0.location)" } == ["nb.lproj:1:1"])
    }

    @Test func aCatalogSubstitutionReadsItsFormatSpecifiersType() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld followers" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@" },
                    "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg followers" } } } } } } },
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld Follower" } },
                  "fr" : { "stringUnit" : { "state" : "translated", "value" : "%@ abonnés" } }
                } }
              },
              "version" : "1.0"
            }
            """
        let found = Self.findings(PlaceholderMismatchRule.self, .init("Localizable.xcstrings", catalog))
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.message == "\"%lld followers\" in fr reads argument 1 as object where en reads argument 1 as "
                + "integer and its key reads argument 1 as integer: the device prints garbage or crashes where that "
                + "argument is read as another type than the code passes; write the placeholders as en does (a %#@name@ "
                + "reads its substitution's argument as the type its formatSpecifier names)")
    }

    /// A placeholder finding says what the device does (drops the argument, or prints garbage) and what to write.
    @Test func aPlaceholderFindingSaysWhatHappensAndWhatToWrite() {
        let source = "\"dropped\" = \"%@ rated it %d times\";\n\"typed\" = \"%d of %@\";\n"
            + "\"reordered\" = \"%@ rated it %d times\";\n\"three\" = \"%@ moved %@ to %d\";\n"
            + "\"skipped\" = \"%1$@ moved %2$@ to %3$d\";\n\"skippedFirst\" = \"%@ rated it %d times\";\n"
        let translation = "\"dropped\" = \"%@ l'a noté\";\n\"typed\" = \"%@ sur %@\";\n"
            + "\"reordered\" = \"%d fois noté par %@\";\n\"three\" = \"%d : %@ déplacé par %@\";\n"
            + "\"skipped\" = \"%1$@ déplacé vers %3$d\";\n\"skippedFirst\" = \"%2$d fois\";\n"
        let found = Self.findings(PlaceholderMismatchRule.self, .strings("en", source), .strings("fr", translation))
        let messages = Dictionary(found.map { ($0.key ?? "", $0.message) }, uniquingKeysWith: { first, _ in first })
        #expect(found.count == 6)
        // The source's unnumbered placeholder, numbered for a translation that reads a later argument.
        #expect(messages["skippedFirst"]?.hasSuffix("write %1$@ where it goes") == true, "\(messages["skippedFirst"] ?? "")")
        // An argument left out below one it reads: the next is read in its place, not left out.
        #expect(messages["skipped"]?.contains("it skips argument 2, so String(format:) reads argument 3 in its place: "
                                              + "the device shows the wrong value, garbage or crashes; write %2$@ where it "
                                              + "goes") == true, "\(messages["skipped"] ?? "")")
        // Two objects and an integer reordered: each object numbered in en's order, which the translator confirms.
        #expect(messages["three"]?.hasSuffix("write %3$d for %d, %1$@ for the first %@, %2$@ for the second %@, numbered "
                                             + "as en's arguments, to keep this word order (each of a kind taken in en's "
                                             + "order: check that each stands where it is meant)") == true,
                "\(messages["three"] ?? "")")
        #expect(messages["dropped"]?.hasSuffix("the device never shows argument 2: the text prints without it; write "
                                               + "%d where it goes") == true)
        #expect(messages["typed"]?.hasSuffix("the device prints garbage or crashes where that argument is read as "
                                             + "another type than the code passes; write %d for the first %@") == true)
        #expect(messages["reordered"]?.hasSuffix("write %2$d for %d, %1$@ for %@, numbered as en's arguments, to keep "
                                                 + "this word order") == true)
    }

    // MARK: The Info.plist

    static let infoPlistProject = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/projects/info-plist").path

    @Test func purposeStringsNoLanguageLocalizesAreFoundThroughTheTargetsThatShipTheTable() {
        let result = Linter().lint(path: Self.infoPlistProject)
        let found = result.findings.filter { $0.rule == UnlocalizedInfoPlistKeyRule.description.id }.map { finding in
            "\(finding.location.path.dropFirst(Self.infoPlistProject.count + 1)):\(finding.location.line) \(finding.key ?? "")"
        }
        // The table sits in a shared folder with no Info.plist above it: the two targets that copy it say which
        // Info.plists (and which INFOPLIST_KEY_ settings) it localizes.
        #expect(found == [
            "Reader.xcodeproj/project.pbxproj:201 NSFaceIDUsageDescription",
            "iOS/Info.plist:10 NSMicrophoneUsageDescription",
            "macOS/Info.plist:6 NSAppleEventsUsageDescription",
        ])
        let faceID = result.findings.first { $0.key == "NSFaceIDUsageDescription" }
        #expect(faceID?.message == "NSFaceIDUsageDescription (INFOPLIST_KEY_NSFaceIDUsageDescription) is in no "
                + "InfoPlist.strings, though de, fr, ja translate other purpose strings (NSCameraUsageDescription): its "
                + "permission prompt shows \"Reader "
                + "keeps your library behind Face ID.\" in every language; add NSFaceIDUsageDescription to each "
                + "language's InfoPlist.strings")
    }

    @Test func aBuildSettingInEveryLanguagesInfoPlistStringsIsOneFinding() throws {
        let result = Linter().lint(path: Self.infoPlistProject)
        let found = result.findings.filter { $0.rule == UnexpandedBuildSettingRule.description.id }
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.location.path.hasSuffix("Shared/Localization/de.lproj/InfoPlist.strings"))
        #expect(finding.message.hasSuffix("devices show \"$(PRODUCT_NAME)\" as written; write the text, or delete the "
                                          + "line to show the Info.plist's value; 1 more language has it (fr): fix it alike"))
        #expect(finding.notes.map(\.message) == ["also in fr"])
        // The Info.plist's own $(PRODUCT_NAME) is expanded by Xcode: not a finding.
        #expect(!result.findings.contains { $0.location.path.hasSuffix("Info.plist") && $0.rule == finding.rule })
    }

    @Test func buildSettingReferencesAreTheirNames() {
        #expect(UnexpandedBuildSettingRule.reference(in: "$(PRODUCT_NAME) Pro") == "$(PRODUCT_NAME)")
        #expect(UnexpandedBuildSettingRule.reference(in: "by ${TARGET_NAME:c99extidentifier}") == "${TARGET_NAME:c99extidentifier}")
        #expect(UnexpandedBuildSettingRule.reference(in: "Costs $(5) or $() or $ (NAME)") == nil)
    }

    /// A regional copy of its language's fuller table is one finding, `stale-regional-localization`'s; with that rule
    /// off, `missing-key` reports what the copy lacks, as it does for any table.
    @Test func aStaleRegionalCopyIsOneFinding() {
        let files: [LintExample.File] = [
            .strings("en", "\"save\" = \"Save\";\n\"share\" = \"Share\";\n\"delete\" = \"Delete\";\n"),
            .strings("ku", "\"save\" = \"Tomar bike\";\n\"share\" = \"Parve bike\";\n\"delete\" = \"Jê bibe\";\n"),
            .strings("ku-TR", "\"save\" = \"Qeyd bike\";\n"),
        ]
        let sources = files.map { InputBytes(path: "/app/\($0.path)", bytes: $0.bytes) }
        let all = Linter().lint(sources).findings.filter { $0.rule != "untranslated" }
        #expect(all.map(\.rule) == ["stale-regional-localization"])
        #expect(all.first?.message.contains("shows the key itself for the 2 strings it lacks, and its own older text for 1 "
                                            + "of the 1 it holds") == true, "\(all.map(\.message))")
        #expect(all.first?.location.path == "/app/ku-TR.lproj")
        var settings = LintConfiguration()
        settings.disabledRules = ["stale-regional-localization"]
        let without = Linter(configuration: settings).lint(sources).findings.filter { $0.rule != "untranslated" }
        #expect(without.map(\.rule) == ["missing-key"])
        #expect(without.first?.location.path == "/app/ku-TR.lproj/Localizable.strings")
    }

    /// `fr.lproj/infoPlist.strings` is the `InfoPlist.strings` the project lists (Xcode finds it on macOS's file
    /// system and copies it under the listed name): it ships, and it is held to en's `InfoPlist` table.
    @Test func aTableNamedOtherwiseOnlyInCaseIsTheTableTheProjectLists() {
        let files: [LintExample.File] = [
            .xcodeProject([("Localizable", ["en", "fr"]), ("InfoPlist", ["en", "fr"])]),
            .strings("en", "\"Save\" = \"Save\";\n"),
            .strings("fr", "\"Save\" = \"Enregistrer\";\n"),
            .strings("en", "\"CFBundleDisplayName\" = \"Journal\";\n\"NSCameraUsageDescription\" = \"Scan a page\";\n",
                     table: "InfoPlist"),
            .strings("fr", "\"CFBundleDisplayName\" = \"Carnet\";\n", table: "infoPlist"),
        ]
        let sources = files.map { InputBytes(path: "/app/\($0.path)", bytes: $0.bytes) }
        let findings = Linter().lint(sources, root: "/app").findings
        #expect(findings.map(\.rule) == ["missing-key"], "\(findings.map(\.message))")
        #expect(findings.first?.location.path == "/app/fr.lproj/infoPlist.strings")
        #expect(findings.first?.message.contains("NSCameraUsageDescription") == true)
    }
}
