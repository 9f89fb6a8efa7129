import Testing
@testable import RatePromptCore

/// The names generated code gives keys (Documentation/StringCatalogs.md, "Generated symbols"): each case a rule read
/// from files Xcode 26, R.swift and xcstrings-tool generated, with keys written here.
@Suite("StringSymbol")
struct StringSymbolTests {
    @Test(arguments: [
        // snake_case, dotted and UPPER_SNAKE keys: lowerCamelCase, each word's first letter capitalized after the first.
        ("share_sheet_title", "shareSheetTitle"),
        ("settings.sync.startNow", "settingsSyncStartNow"),
        ("WEEKLY_SUMMARY_TITLE", "weeklySummaryTitle"),
        // A sentence: its words, without punctuation, specifiers and apostrophes (straight or typographic).
        ("%@ could not be opened.", "couldNotBeOpened"),
        ("Export %lld items to %@…", "exportItemsTo"),
        ("Don’t ask again", "dontAskAgain"),
        ("Tap 'Add' to continue", "tapAddToContinue"),
        ("Step %1$(current)lld of %2$(total)lld", "stepOf"),
        ("Files: %#@files@", "files"),
        // Capitals at a word's start are lowercased up to its first small letter (all of an all-capitals word).
        ("Export as JSON file", "exportAsJsonFile"),
        ("Open PDFDocument", "openPdfdocument"),
        ("NSPhotoLibraryUsageDescription", "nsphotoLibraryUsageDescription"),
        ("Sync with iCloud", "syncWithICloud"),
        ("macOS only", "macOSOnly"),
        ("Use end-to-end encryption", "useEndToEndEncryption"),
        // Letters beyond ASCII stay, lowercased as capitals are.
        ("ÉTÉ_INDIEN", "étéIndien"),
        ("Café crème", "caféCrème"),
        // A leading digit gets an underscore; digits in a word stay.
        ("2024_RECAP_TITLE", "_2024RecapTitle"),
        ("paywall.bullet2", "paywallBullet2"),
        // Emoji and symbols part words and vanish.
        ("• Sync ⚠️ now", "syncNow"),
    ])
    func xcodeNames(key: String, name: String) {
        #expect(StringSymbol.xcode.name(forKey: key) == name)
    }

    @Test(arguments: ["", "%lld", "%@ %@", "…", "⚠️", "%%", " - "])
    func keysThatMakeNoXcodeSymbol(key: String) {
        #expect(StringSymbol.xcode.name(forKey: key) == nil)
    }

    @Test func xcodeTableNames() {
        #expect(StringSymbol.xcode.tableName("Localizable") == nil)
        #expect(StringSymbol.xcode.tableName("Discover") == "Discover")
    }

    @Test(arguments: [
        // R.swift's SwiftIdentifier: `_` stays, leading digits go, capitals before a non-small letter lowercased.
        ("share_sheet_title", "share_sheet_title"),
        ("settings.sync.startNow", "settingsSyncStartNow"),
        ("Export as JSON file", "exportAsJSONFile"),
        ("URLSession error", "urlSessionError"),
        ("JSON", "jsoN"),
        ("2024 recap", "recap"),
        ("Localizable", "localizable"),
    ])
    func rswiftNames(key: String, name: String) {
        #expect(StringSymbol.rswift.name(forKey: key) == name)
    }

    @Test(arguments: [
        // xcstrings-tool: `_` stays, parts capitalized, leading capitals lowercased as a variable's.
        ("my.snake_case.with-dashes", "mySnake_caseWithDashes"),
        ("Localizable", "localizable"),
        ("LOCALIZABLE", "localizable"),
        ("URL Strings", "urlStrings"),
        ("Feature URL", "featureURL"),
    ])
    func xcstringsToolNames(key: String, name: String) {
        #expect(StringSymbol.xcstringsTool.name(forKey: key) == name)
    }

    @Test func aTableMapsSymbolsBackToKeysAndFindsCollisions() {
        let table = StringSymbolTable(keys: ["OK", "Ok", "Total: %@", "total", "%lld", "Cancel", ""], naming: .xcode)
        #expect(table.keys(named: "cancel") == ["Cancel"])
        #expect(table.keys(named: "ok") == ["OK", "Ok"])
        #expect(table.collisions.map(\.name) == ["ok", "total"])
        #expect(table.collisions.map(\.keys) == [["OK", "Ok"], ["Total: %@", "total"]])
        #expect(table.unnamed == ["%lld", ""])
    }
}
