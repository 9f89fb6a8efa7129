import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
import RatePromptTestSupport

/// Files become a run's inputs in one place, by what the registry says each kind yields.
@Suite struct ProjectInputsTests {
    static let xliff = StringsTestSupport.fixtures.appendingPathComponent("xcloc/de.xcloc/Localized Contents/de.xliff").path

    /// An app folder with a translator's XLIFF beside its tables: what a device reads (`discover`, for render and the
    /// prompt preview) is the app's own table; what lint reads is both, the XLIFF's tables checked as Xcode would
    /// import them.
    @Test func aTranslatorsFileBesideTheAppIsReadButNotShipped() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-inputs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try Data("\"iRateMessageTitle\" = \"Rate %@\";\n".utf8).write(to: root.appendingPathComponent("en.lproj/Localizable.strings"))
        try FileManager.default.copyItem(atPath: Self.xliff, toPath: root.appendingPathComponent("de.xliff").path)

        let shipped = LocalizationProject.discover(at: root.path).project
        #expect(Set(shipped.tables.map(\.file.path)) == [root.appendingPathComponent("en.lproj/Localizable.strings").path])

        let all = ProjectInputs.read(paths: InputFiles.below(root.path).paths)
        #expect(all.fileCount == 2)
        #expect(Set(all.tables.map(\.localization)) == ["en", "de"])
        #expect(all.catalogs.map(\.path).allSatisfy { $0.hasSuffix("de.xliff") } && !all.catalogs.isEmpty)
    }

    /// A property list is a configuration only when it sets a key of the schema; a declared path always is.
    @Test func propertyListsAreConfigurationsByContentOrDeclaration() {
        let plist = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleName</key><string>Ledger</string></dict></plist>
            """.utf8)
        let settings = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>daysUntilPrompt</key><integer>3</integer></dict></plist>
            """.utf8)
        let sources = [InputBytes(path: "/a/Info.plist", bytes: plist), InputBytes(path: "/a/Prompt.plist", bytes: settings)]
        #expect(ProjectInputs.read(sources).configurations.map(\.path) == ["/a/Prompt.plist"])
        var declaring = sources
        declaring[0].kind = .configuration
        let declared = ProjectInputs.read(declaring)
        #expect(declared.configurations.map(\.path).sorted() == ["/a/Info.plist", "/a/Prompt.plist"])
    }

    /// Swift files are read only by a source stage's reader, and count only when it reads them.
    @Test func swiftFilesNeedAReader() {
        let source = InputBytes(path: "/a/App.swift", bytes: Array("requestReview()".utf8))
        #expect(ProjectInputs.read([source]).fileCount == 0)
        let options = ProjectInputs.Options(readSwift: { _, path in CodeFile(path: path) })
        #expect(ProjectInputs.read([source], options: options).codeFiles.map(\.path) == ["/a/App.swift"])
    }
}
