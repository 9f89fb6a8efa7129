import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint
@testable import RatePromptOutput

@Suite("StringCatalog")
struct StringCatalogTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/projects/catalog").path

    @Test func languagesBecomeTablesWithPositions() throws {
        let catalog = StringCatalog(contentsOf: Self.folder + "/Localizable.xcstrings")
        #expect(catalog.isLoadable && catalog.diagnostics.isEmpty)
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.languages == ["en", "de"])
        let german = catalog.table(for: "de")
        #expect(german.entries.map(\.key) == ["iRateMessageTitle"])
        #expect(german.entries.first?.valuePosition == TextPosition(line: 10, column: 23))
        let english = catalog.table(for: "en")
        // An entry with no unit reads as its key in the source language; a plural-only entry has no single value.
        #expect(english.entries.map(\.key) == ["iRateMessageTitle", "Settings"])
        #expect(english.value(forKey: "Settings") == "Settings")
        #expect(catalog.entries.first?.comment == "Title of the rating alert; %@ is the app name.")
    }

    /// A key twice in one object (a string, a language of a string, a plural form): the model keeps the last, as
    /// Foundation's JSON reader and Xcode do, and says where each repeat and its earlier twin are.
    @Test func aKeyTwiceInOneObjectKeepsTheLastAndIsReported() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Rate" : {
                  "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Bewerten" } } }
                },
                "Later" : {
                  "localizations" : {
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Plus tard" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Après" } }
                  }
                },
                "Rate" : {
                  "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Jetzt bewerten" } } }
                },
                "%lld days" : {
                  "localizations" : { "en" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld day" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld day" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld days" } }
                  } } } }
                }
              },
              "version" : "1.0"
            }
            """
        let catalog = Array(text.utf8).withUnsafeBytes { StringCatalog($0, path: "Localizable.xcstrings") }
        let reference = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let strings = try #require(reference["strings"] as? [String: Any])
        #expect(catalog.entries.map(\.key) == ["Later", "Rate", "%lld days"])
        #expect(Set(catalog.entries.map(\.key)) == Set(strings.keys))
        func value(_ key: String, _ language: String) -> String? {
            ((((strings[key] as? [String: Any])?["localizations"] as? [String: Any])?[language] as? [String: Any])?[
                "stringUnit"] as? [String: Any])?["value"] as? String
        }
        #expect(catalog.table(for: "de").value(forKey: "Rate") == value("Rate", "de"))
        #expect(catalog.table(for: "fr").value(forKey: "Later") == value("Later", "fr"))
        #expect(catalog.table(for: "de").value(forKey: "Rate") == "Jetzt bewerten")
        #expect(catalog.entries.last?.localizations["en"]?.plurals.first?.form("other")?.value == "%lld days")
        let duplicates = catalog.diagnostics.filter { $0.code == .duplicateKey }
        #expect(duplicates.map { "\($0.location.line):\($0.location.column) \($0.notes.map(\.location.line))" }
                == ["10:9 [9]", "13:5 [4]", "20:9 [19]"])
        #expect(duplicates.allSatisfy { $0.severity == .warning && $0.message.contains("Xcode keeps only this last one") })
        #expect(catalog.isLoadable)
        // The same catalog without repeats has no such finding.
        let single = Array(text.replacingOccurrences(of: "\"fr\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Après\" } }", with: "\"it\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Dopo\" } }").utf8)
        let other = single.withUnsafeBytes { StringCatalog($0, path: "Localizable.xcstrings") }
        #expect(other.diagnostics.filter { $0.code == .duplicateKey }.count == 2)
    }

    /// A catalog large enough to be read in pieces (on every core a pool has waiting) says what one pass over it
    /// says: entries in the order of their last writing, and every message in file order, keys repeated across the
    /// pieces included. It is read once alone and once with a thread serving the shared work, and both readings
    /// match a pass written out here.
    @Test func aLargeCatalogReadInPiecesSaysWhatOnePassSays() throws {
        // One member per line, from line 4; some keys written again far apart, some members not objects, some with a
        // language twice.
        let count = 300
        func key(_ index: Int) -> String { index % 37 == 5 ? "Repeated \(index % 3)" : "Key \(index)" }
        let isObject = { (index: Int) in index % 53 != 7 }
        let languageTwice = { (index: Int) in index % 41 == 3 }
        var lines = ["{", "  \"sourceLanguage\" : \"en\",", "  \"strings\" : {"]
        for index in 0..<count {
            let separator = index == count - 1 ? "" : ","
            guard isObject(index) else {
                lines.append("    \"\(key(index))\" : [ \(index) ]\(separator)")
                continue
            }
            let german = "\"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Wert \(index)\" } }"
            let french = "\"fr\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Valeur \(index)\" } }"
            let languages = languageTwice(index) ? [german, french, german] : [german, french]
            lines.append("    \"\(key(index))\" : { \"localizations\" : { \(languages.joined(separator: ", ")) } }\(separator)")
        }
        lines += ["  },", "  \"version\" : \"1.0\"", "}"]
        let text = lines.joined(separator: "\n")

        // One pass, written out: a member that is not an object is an error and dropped; a language twice is
        // reported where it is written again; a key written again drops the earlier entry and is reported after
        // the messages about what its member holds.
        var expectedKeys: [String] = []
        var expectedMessages: [String] = []
        var lastLine: [String: Int] = [:]
        for index in 0..<count {
            let line = 4 + index
            guard isObject(index) else {
                expectedMessages.append("error \(line)")
                continue
            }
            if languageTwice(index) { expectedMessages.append("warning \(line) [\(line)]") }
            if let earlier = lastLine[key(index)] {
                expectedMessages.append("warning \(line) [\(earlier)]")
                expectedKeys.removeAll { $0 == key(index) }
            }
            lastLine[key(index)] = line
            expectedKeys.append(key(index))
        }

        func read() -> StringCatalog {
            Array(text.utf8).withUnsafeBytes { StringCatalog($0, path: "Localizable.xcstrings") }
        }
        func check(_ catalog: StringCatalog) {
            #expect(catalog.entries.map(\.key) == expectedKeys)
            #expect(catalog.entries.map(\.keyPosition.line) == expectedKeys.map { lastLine[$0]! })
            #expect(catalog.diagnostics.map { "\($0.severity) \($0.location.line)\($0.notes.isEmpty ? "" : " \($0.notes.map(\.location.line))")" }
                    == expectedMessages)
            #expect(catalog.table(for: "de").value(forKey: "Repeated 0") == "Wert \(lastLine["Repeated 0"]! - 4)")
        }
        check(read())

        let group = SharedWork.Group(count: 1)
        let helper = Thread { SharedWork.shared.serve(until: group) }
        helper.start()
        let deadline = Date().addingTimeInterval(5)
        while SharedWork.shared.servingThreads == 0, Date() < deadline { usleep(1000) }
        #expect(SharedWork.shared.servingThreads > 0)
        check(read())
        group.leave()
        // The pass written out agrees with Foundation on which keys there are.
        let reference = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let strings = try #require(reference["strings"] as? [String: Any])
        #expect(Set(expectedKeys) == Set(strings.filter { $0.value is [String: Any] }.keys))
    }

    static let formatFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/format").path

    /// Every version Xcode writes is read and kept as found; 2026's members (generated comments, the symbol switch,
    /// named placeholders) are read; a version newer than RatePrompt knows is read as best it can be, with one
    /// warning at the version.
    @Test(arguments: [("Localizable.xcstrings", "1.1"), ("Xcode26.xcstrings", "1.1"), ("InterfaceBuilder.xcstrings", "1.2"),
                      ("Version13.xcstrings", "1.3"), ("Newer.xcstrings", "1.4")])
    func versionsAreReadAndKept(name: String, version: String) throws {
        let catalog = StringCatalog(contentsOf: Self.formatFixtures + "/" + name)
        #expect(catalog.isLoadable)
        #expect(catalog.version == version)
        #expect(!catalog.entries.isEmpty)
        let warnings = catalog.diagnostics.filter { $0.code == .newerCatalogVersion }
        #expect(warnings.count == (version == "1.4" ? 1 : 0))
        #expect(catalog.diagnostics.count == warnings.count)
        if version == "1.4" {
            #expect(warnings.first?.severity == .warning)
            #expect(catalog.table(for: "de").value(forKey: "Rate") == "Bewerten")
        }
    }

    @Test func xcode26MembersAreRead() {
        let catalog = StringCatalog(contentsOf: Self.formatFixtures + "/Xcode26.xcstrings")
        let entries = Dictionary(uniqueKeysWithValues: catalog.entries.map { ($0.key, $0) })
        #expect(entries["vault.unlock"]?.isCommentAutoGenerated == true)
        #expect(entries["landmarks.count"]?.isCommentAutoGenerated == false)
        #expect(entries["Vaultkeeper"]?.shouldTranslate == false)
        #expect(catalog.table(for: "de").value(forKey: "vault.unlock") == "„%1$(vaultName)@“ für %2$(duration)@ entsperren")
    }

    @Test func aProjectRendersFromACatalog() {
        let project = LocalizationProject.discover(at: Self.folder).project
        #expect(project.localizations(of: "Localizable") == ["de", "en"])
        let prompt = PromptRenderer(resolver: CopyResolver(project: project)).render(preferences: ["de-CH"], appName: "Ledger")
        #expect(prompt.title.text == "Gefällt dir Ledger?")
        #expect(prompt.title.source.location?.path.hasSuffix("Localizable.xcstrings") == true)
        #expect(prompt.message.source.layer == .defaults)
    }

    /// A storyboard's catalog (`mul.lproj/Main.xcstrings`) keeps the source language's text in the storyboard: a
    /// string without a source unit reads as the object's text Xcode copied into its comment, not as its key.
    @Test func interfaceBuilderStringsReadTheirTextFromTheComment() {
        let text = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "YGs-j5-SAR.title" : {
                  "comment" : "Class = \"NSMenuItem\"; title = \"\\tDefault \\\"Big\\\"\"; ObjectID = \"YGs-j5-SAR\";",
                  "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "\tStandard" } } }
                },
                "Nop-cj-93Q.title" : { "comment" : "Class = \"NSMenuItem\"; ObjectID = \"Nop-cj-93Q\";" },
                "Settings" : { "comment" : "title = \"Preferences\";" }
              },
              "version" : "1.0"
            }
            """#
        let catalog = StringCatalog(Array(text.utf8).withUnsafeBytes { JSONReader().read($0, path: "Main.xcstrings") })
        let english = catalog.table(for: "en")
        #expect(english.value(forKey: "YGs-j5-SAR.title") == "\tDefault \"Big\"")
        // Without the property in its comment, and for a key that names no object, the key it is.
        #expect(english.value(forKey: "Nop-cj-93Q.title") == "Nop-cj-93Q.title")
        #expect(english.value(forKey: "Settings") == "Settings")
    }

    @Test(arguments: [
        ("[]", "a String Catalog is a JSON object"),
        ("{\"sourceLanguage\": \"en\"}", "no \"strings\""),
        ("{\"sourceLanguage\": \"en\", \"strings\": []}", "\"strings\" must be an object"),
    ])
    func malformedCatalogsAreReported(text: String, message: String) {
        let catalog = StringCatalog(Array(text.utf8).withUnsafeBytes { JSONReader().read($0, path: "x.xcstrings") })
        #expect(!catalog.isLoadable)
        #expect(catalog.diagnostics.contains { $0.severity == .error && $0.message.contains(message) })
    }

    /// Every unit's state and every plural variation is kept, under device variants and substitutions too; stale
    /// strings are left out of the tables.
    @Test func variationsStatesAndStaleStrings() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld of %lld" : {
                  "localizations" : {
                    "ru" : {
                      "stringUnit" : { "state" : "needs_review", "value" : "%#@done@ из %lld" },
                      "substitutions" : { "done" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg готов" } },
                        "other" : { "stringUnit" : { "state" : "new", "value" : "%arg готово" } }
                      } } } }
                    },
                    "de" : { "variations" : { "device" : {
                      "mac" : { "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld von %lld" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld von %lld" } }
                      } } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld/%lld" } }
                    } } }
                  }
                },
                "Old" : { "extractionState" : "stale" }
              },
              "version" : "1.1"
            }
            """
        let catalog = StringCatalog(Array(text.utf8).withUnsafeBytes { JSONReader().read($0, path: "x.xcstrings") })
        let entry = try #require(catalog.entries.first)
        let russian = try #require(entry.localizations["ru"])
        #expect(russian.unitStates.map(\.state) == ["needs_review", "translated", "new"])
        #expect(russian.plurals.map(\.name) == ["substitution done"])
        #expect(russian.plurals.first?.forms.map(\.category) == ["one", "other"])
        #expect(russian.plurals.first?.form("other")?.value == "%arg готово")
        let done = try #require(russian.substitutions.first)
        #expect(done.name == "done" && done.argumentNumber == 1 && done.formatSpecifier == "lld")
        #expect(done.position == TextPosition(line: 8, column: 31))
        #expect(done.formatSpecifierPosition == TextPosition(line: 8, column: 76))
        let german = try #require(entry.localizations["de"])
        #expect(german.plurals.map(\.name) == ["mac"] && german.unitStates.count == 3)
        #expect(russian.plurals.map(\.owner) == [.substitution("done")] && german.plurals.map(\.owner) == [.device("mac")])
        #expect(!catalog.table(for: "en").entries.contains { $0.key == "Old" })
    }

    /// A plural variation's owner (where `lint --fix` adds forms) is known for the shapes Xcode writes: the string's
    /// own, a device's, a substitution's; deeper (a substitution's device, a device's device) it is none.
    @Test func pluralOwnersAreTheShapesXcodeWrites() throws {
        let plural = #"{ "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld" } } } }"#
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld" : {
                  "localizations" : {
                    "en" : { "variations" : \(plural) },
                    "de" : { "variations" : { "device" : { "ipad" : { "variations" : \(plural) } } } },
                    "fr" : { "substitutions" : { "n" : { "variations" : { "device" : { "mac" : { "variations" : \(plural) } } } } } },
                    "it" : { "variations" : { "device" : { "mac" : { "variations" : { "device" : { "mac" : { "variations" : \(plural) } } } } } } },
                    "ja" : { "variations" : { "plural" : { "other" : { "variations" : \(plural) } } } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let catalog = StringCatalog(Array(text.utf8).withUnsafeBytes { JSONReader().read($0, path: "x.xcstrings") })
        let localizations = try #require(catalog.entries.first?.localizations)
        #expect(localizations["en"]?.plurals.map(\.owner) == [.string])
        #expect(localizations["de"]?.plurals.map(\.owner) == [.device("ipad")])
        #expect(localizations["fr"]?.plurals.map(\.owner) == [nil])
        #expect(localizations["it"]?.plurals.map(\.owner) == [nil])
        #expect(localizations["ja"]?.plurals.map(\.owner) == [.string, nil])
    }
}
