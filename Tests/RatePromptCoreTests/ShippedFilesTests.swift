import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore

/// What ships, on `Tests/Fixtures/projects/shipped` (see its README): the files a device never reads are left out
/// of lint, discovery and the watchers alike, and kept where nothing describes a folder.
@Suite struct ShippedFilesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/projects/shipped").path

    static func relative(_ paths: [String]) -> [String] {
        paths.map { String($0.dropFirst(root.count + 1)) }.sorted()
    }

    @Test func filesNoTargetCopiesAreLeftOutAndTheRestKept() {
        let listing = InputFiles.below(Self.root)
        let split = ShippedFiles.split(listing.inputs, within: Self.root, locator: ProjectLocator())
        #expect(Self.relative(split.unshipped.map(\.path)) == [
            "App/de.lproj/InfoPlist.strings", "App/it.lproj/Localizable.strings",
            "Tools/Import/en.lproj/Import.strings", "Tools/Import/fr.lproj/Import.strings",
        ])
        #expect(split.unshipped.allSatisfy { $0.describedBy == ["\(Self.root)/Tally.xcodeproj/project.pbxproj"] })
        #expect(Self.relative(split.paths) == [
            "App/de.lproj/Localizable.strings", "App/en.lproj/InfoPlist.strings", "App/en.lproj/Localizable.strings",
            "App/fr.lproj/InfoPlist.strings", "App/fr.lproj/Localizable.strings",
        ])
        // A file that would be left out is kept when the caller keeps it (`include_unshipped`).
        let kept = ShippedFiles.split(listing.inputs, within: Self.root, locator: ProjectLocator()) { $0.contains("/Tools/") }
        #expect(Self.relative(kept.unshipped.map(\.path)) == ["App/de.lproj/InfoPlist.strings", "App/it.lproj/Localizable.strings"])
    }

    /// The walk's listings stand in for the disk: the same split, and a folder is read from the listing, not
    /// listed again (a listing without the project hides it).
    @Test func theWalksListingsStandInForTheDisk() {
        let listing = InputFiles.below(Self.root)
        #expect(listing.folders[Self.root]?.contains("Tally.xcodeproj") == true)
        #expect(listing.folders["\(Self.root)/App/fr.lproj"]?.sorted() == ["InfoPlist.strings", "Localizable.strings"])
        let fromDisk = ShippedFiles.split(listing.inputs, within: Self.root, locator: ProjectLocator())
        let fromListing = ShippedFiles.split(listing.inputs, within: Self.root,
                                             locator: ProjectLocator(listings: listing.folders))
        #expect(fromListing.paths == fromDisk.paths && fromListing.unshipped.map(\.path) == fromDisk.unshipped.map(\.path))
        var hidden = listing.folders
        hidden[Self.root] = hidden[Self.root]?.filter { $0 != "Tally.xcodeproj" }
        let withoutProject = ShippedFiles.split(listing.inputs, within: Self.root, locator: ProjectLocator(listings: hidden))
        #expect(withoutProject.unshipped.isEmpty)
    }

    /// Only projects in the folder asked about or below it count: from inside `App/`, nothing describes the files.
    @Test func projectsAboveTheRootAreNotAsked() {
        let app = Self.root + "/App"
        let split = ShippedFiles.split(InputFiles.below(app).inputs, within: app, locator: ProjectLocator())
        #expect(split.unshipped.isEmpty)
        #expect(split.paths.count == 7)
    }

    /// Kinds that never ship are kept wherever they are: a translator's XLIFF, a StoreKit configuration.
    @Test func kindsThatNeverShipAreKept() {
        let paths = ["\(Self.root)/Tools/Import/de.xliff", "\(Self.root)/Tools/Import/Products.storekit"]
        let split = ShippedFiles.split(paths.compactMap { Input(path: $0) }, within: Self.root, locator: ProjectLocator())
        #expect(split.paths == paths && split.unshipped.isEmpty)
        #expect(InputRegistry.entries.filter(\.bundled).map(\.kind).sorted { "\($0)" < "\($1)" }
                == [.catalog, .pluralTable, .table])
    }

    /// `render`, `locale` and `preview` read the project as a device does: no `it`, and no German InfoPlist.
    @Test func discoveryReadsOnlyWhatShips() {
        let (project, problems) = LocalizationProject.discover(at: Self.root)
        #expect(problems.isEmpty)
        #expect(project.localizations(of: "Localizable") == ["de", "en", "fr"])
        #expect(project.localizations(of: "InfoPlist") == ["en", "fr"])
        #expect(project.localizations(of: "Import").isEmpty)
        #expect(Self.relative(LocalizationProject.inputPaths(at: Self.root)) == Self.relative(
            ShippedFiles.split(InputFiles.below(Self.root).inputs, within: Self.root, locator: ProjectLocator()).paths))
    }
}
