import Foundation
import Testing
@testable import RatePromptFormats

/// `StringCatalogEditor`'s plural forms, against Foundation: a catalog written as Xcode writes it (Foundation's
/// writer with Xcode's options), edited, equals Foundation's bytes of the same value with the forms added.
@Suite("StringCatalogEditor")
struct StringCatalogEditorTests {
    static func unit(_ value: String, _ state: String = "translated") -> [String: Any] {
        ["stringUnit": ["state": state, "value": value]]
    }

    static func plural(_ forms: [String: [String: Any]]) -> [String: Any] {
        ["variations": ["plural": forms]]
    }

    static func catalog(_ localizations: [String: Any], key: String = "%lld files") -> [String: Any] {
        ["sourceLanguage": "en", "strings": [key: ["localizations": localizations]], "version": "1.0"]
    }

    static func apply(_ edits: [StringCatalogEditor.Edit], to value: [String: Any]) throws -> (bytes: [UInt8], applied: Int) {
        let bytes = try StringCatalogWriterTests.reference(value)
        return try StringCatalogEditor.apply(edits, to: bytes, path: "Localizable.xcstrings").get()
    }

    static var russian: [String: [String: Any]] { ["one": unit("%lld файл"), "other": unit("%lld файла", "new")] }
    static var added: [String: [String: Any]] {
        ["few": unit("%lld файла", "needs_review"), "many": unit("%lld файла", "needs_review")]
    }

    /// The string's own plural variation: the forms are copies of other's unit, state needs_review (other keeps its
    /// own), in Xcode's order (few and many before one).
    @Test func formsAreAddedAsCopiesOfOtherInXcodesOrder() throws {
        let made = try Self.apply(
            [.addPluralForms(key: "%lld files", language: "ru", owner: .string, categories: ["few", "many"])],
            to: Self.catalog(["ru": Self.plural(Self.russian)]))
        #expect(made.applied == 1)
        #expect(made.bytes == (try StringCatalogWriterTests.reference(
            Self.catalog(["ru": Self.plural(Self.russian.merging(Self.added) { old, _ in old })]))))
    }

    /// A device's plural variation and a substitution's are reached at their own places; nothing else moves.
    @Test func aDevicesAndASubstitutionsPluralVariation() throws {
        let device: [String: Any] = ["variations": ["device": [
            "iphone": Self.plural(Self.russian), "other": Self.unit("Файлы")]]]
        let substitution: [String: Any] = [
            "stringUnit": ["state": "translated", "value": "Найдено: %#@count@"],
            "substitutions": ["count": ["argNum": 1, "formatSpecifier": "lld", "variations": ["plural": Self.russian]]],
        ]
        let value = ["ru": device, "uk": substitution]
        let made = try Self.apply([
            .addPluralForms(key: "%lld files", language: "ru", owner: .device("iphone"), categories: ["few", "many"]),
            .addPluralForms(key: "%lld files", language: "uk", owner: .substitution("count"), categories: ["few", "many"]),
        ], to: Self.catalog(value))
        let full = Self.russian.merging(Self.added) { old, _ in old }
        let expected: [String: Any] = [
            "ru": ["variations": ["device": ["iphone": Self.plural(full), "other": Self.unit("Файлы")]]],
            "uk": ["stringUnit": ["state": "translated", "value": "Найдено: %#@count@"],
                   "substitutions": ["count": ["argNum": 1, "formatSpecifier": "lld", "variations": ["plural": full]]]],
        ]
        #expect(made.applied == 2)
        #expect(made.bytes == (try StringCatalogWriterTests.reference(Self.catalog(expected))))
    }

    /// A category already written keeps its text and state: only the absent ones are added.
    @Test func aCategoryAlreadyThereStays() throws {
        let polish: [String: [String: Any]] = ["one": Self.unit("%lld plik"), "few": Self.unit("%lld pliki"),
                                               "other": Self.unit("%lld pliku")]
        let made = try Self.apply([.addPluralForms(key: "%lld files", language: "pl", owner: .string,
                                                   categories: ["few", "many", "many"])],
                                  to: Self.catalog(["pl": Self.plural(polish)]))
        var expected = polish
        expected["many"] = Self.unit("%lld pliku", "needs_review")
        #expect(made.applied == 1)
        #expect(made.bytes == (try StringCatalogWriterTests.reference(Self.catalog(["pl": Self.plural(expected)]))))
        // Every category there already: nothing is changed, nothing counted.
        let complete = try Self.apply(
            [.addPluralForms(key: "%lld files", language: "pl", owner: .string, categories: ["few"])],
            to: Self.catalog(["pl": Self.plural(polish)]))
        #expect(complete.applied == 0)
        #expect(complete.bytes == (try StringCatalogWriterTests.reference(Self.catalog(["pl": Self.plural(polish)]))))
    }

    /// An edit that no longer matches the catalog (no such language or place, no other form to copy, an other form
    /// that varies by device itself) is skipped.
    @Test(arguments: [
        StringCatalogEditor.Edit.addPluralForms(key: "%lld files", language: "uk", owner: .string, categories: ["few"]),
        .addPluralForms(key: "%lld files", language: "ru", owner: .device("iphone"), categories: ["few"]),
        .addPluralForms(key: "%lld files", language: "ru", owner: .substitution("count"), categories: ["few"]),
        .addPluralForms(key: "%lld files", language: "be", owner: .string, categories: ["few"]),
        .addPluralForms(key: "%lld files", language: "pl", owner: .string, categories: ["few"]),
        .addPluralForms(key: "other key", language: "ru", owner: .string, categories: ["few"]),
    ])
    func anEditThatNoLongerMatchesIsSkipped(_ edit: StringCatalogEditor.Edit) throws {
        let value = Self.catalog([
            "ru": Self.plural(Self.russian),
            "be": Self.plural(["one": Self.unit("%lld файл")]),
            "pl": Self.plural(["one": Self.unit("%lld plik"),
                               "other": ["variations": ["device": ["mac": Self.unit("%lld pliku")]]]]),
        ])
        let bytes = try StringCatalogWriterTests.reference(value)
        let made = try StringCatalogEditor.apply([edit], to: bytes, path: "Localizable.xcstrings").get()
        #expect(made.applied == 0 && made.bytes == bytes)
    }

    /// A stale string goes with its translations, and nothing else moves; one no longer stale, or gone, is kept.
    @Test func aStaleStringIsRemovedWhileItIsStale() throws {
        let stale: [String: Any] = ["extractionState": "stale", "localizations": ["de": Self.unit("Alter Titel")]]
        let live: [String: Any] = ["localizations": ["de": Self.unit("Bewerten")]]
        let manual: [String: Any] = ["extractionState": "manual", "localizations": ["de": Self.unit("Einstellungen")]]
        var value: [String: Any] = ["sourceLanguage": "en", "version": "1.0",
                                    "strings": ["Old title": stale, "Rate": live, "settings.title": manual]]
        let made = try Self.apply([.removeStaleString(key: "Old title"), .removeStaleString(key: "settings.title"),
                                   .removeStaleString(key: "Missing")], to: value)
        #expect(made.applied == 1)
        value["strings"] = ["Rate": live, "settings.title": manual]
        #expect(made.bytes == (try StringCatalogWriterTests.reference(value)))
        // The last string of the catalog: an empty object, as Xcode writes it.
        let last = try Self.apply([.removeStaleString(key: "Old title")],
                                  to: ["sourceLanguage": "en", "version": "1.0", "strings": ["Old title": stale]])
        #expect(last.bytes == (try StringCatalogWriterTests.reference(
            ["sourceLanguage": "en", "version": "1.0", "strings": [String: Any]()])))
    }

    /// A catalog not as Xcode writes it would be rewritten whole: it is refused, for `format` first.
    @Test func aCatalogNotInXcodesLayoutIsRefused() throws {
        let compact = [UInt8](try JSONSerialization.data(withJSONObject: Self.catalog(["ru": Self.plural(Self.russian)])))
        let made = StringCatalogEditor.apply(
            [.addPluralForms(key: "%lld files", language: "ru", owner: .string, categories: ["few"])],
            to: compact, path: "Localizable.xcstrings")
        guard case .failure(let failure) = made else {
            Issue.record("not refused")
            return
        }
        #expect(failure.reason.contains("run `rateprompt format` on it first"))
    }

    /// A catalog of a version newer than RatePrompt knows is not fixed: a warning, not an error, says why.
    @Test func aNewerVersionIsNotFixed() throws {
        var value = Self.catalog(["ru": Self.plural(Self.russian)])
        value["version"] = "1.4"
        let bytes = try StringCatalogWriterTests.reference(value)
        let result = StringCatalogEditor.apply(
            [.addPluralForms(key: "%lld files", language: "ru", owner: .string, categories: ["few", "many"])],
            to: bytes, path: "Localizable.xcstrings")
        guard case .failure(let failure) = result else {
            Issue.record("a version 1.4 catalog was fixed")
            return
        }
        #expect(failure.isWarning)
        #expect(failure.reason.contains("\"1.4\""))
        value["version"] = "1.3"
        #expect((try? StringCatalogEditor.apply(
            [.addPluralForms(key: "%lld files", language: "ru", owner: .string, categories: ["few", "many"])],
            to: try StringCatalogWriterTests.reference(value), path: "Localizable.xcstrings").get())?.applied == 1)
    }
}
