import Foundation
import Testing
@testable import RatePromptFormats
import RatePromptCore
import RatePromptTestSupport

/// One decision of what a file is, for the library, the tool and both plugins: the plugins compile the library's own
/// `FileKind.swift` (through a link, since a plugin cannot import a library) and decide nothing else.
struct FileKindTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func resolved(_ relativePath: String) -> String {
        root.appendingPathComponent(relativePath).resolvingSymlinksInPath().path
    }

    @Test func thePluginsCompileTheLibrarysFile() {
        #expect(Self.resolved("Plugins/Shared/FileKind.swift")
                == Self.resolved("Sources/RatePromptFormats/Inputs/FileKind.swift"))
        for plugin in ["RatePromptLintPlugin", "RatePromptLintCommand"] {
            #expect(Self.resolved("Plugins/\(plugin)/Shared") == Self.resolved("Plugins/Shared"), "\(plugin)")
            #expect(Self.resolved("Plugins/\(plugin)/Shared/FileKind.swift")
                    == Self.resolved("Sources/RatePromptFormats/Inputs/FileKind.swift"), "\(plugin)")
        }
    }

    /// A plugin that judged file names itself (as the build-tool plugin once did, by extension) would drift from the
    /// library: each plugin asks `LintInputs`, and no plugin source looks at a name.
    @Test func thePluginsDecideNothingThemselves() throws {
        for plugin in ["RatePromptLintPlugin", "RatePromptLintCommand"] {
            let source = try String(contentsOf: Self.root.appendingPathComponent("Plugins/\(plugin)/\(plugin).swift"),
                                    encoding: .utf8)
            #expect(source.contains("LintInputs.of("), "\(plugin)")
            for nameTest in ["pathExtension", "hasSuffix", "hasPrefix", ".strings", ".plist"] {
                #expect(!source.contains(nameTest), "\(plugin) looks at names with \(nameTest)")
            }
        }
        let shared = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Plugins/Shared").path)
        #expect(shared.sorted() == ["FileKind.swift", "LintInputs.swift"])
    }

    @Test(arguments: [
        ("App/en.lproj/Localizable.strings", true),
        ("App/Base.lproj/Main.strings", true),
        ("App/Localizable.strings", false),          // not in an .lproj: no device reads it as a table
        ("App/Localizable.xcstrings", true),
        ("App/ru.lproj/Localizable.stringsdict", true),
        ("App/Localizable.stringsdict", true),       // its shape can be checked without a localization
        ("App/RatePrompt.plist", true),
        ("App/ratePrompt-game.json", true),
        ("App/Info.plist", true),                    // a configuration when it sets a key: the linter reads it
        ("App/.rateprompt.yml", true),
        ("App/settings.json", false),
        ("App/Products.storekit", true),             // in-app purchases with their localized names
        ("App/.storekit", false),
        ("App/Base.lproj/Widget.intentdefinition", true), // its ids are looked up in Widget.strings
        ("App/.intentdefinition", false),
        ("App/main.swift", true),                    // read by the source rules (parsed only when it names a review API)
        ("App/en.lproj/Main.storyboard", false),
    ])
    func lintInputs(path: String, isInput: Bool) {
        #expect(FileKind.isInput(path) == isInput)
        #expect(FileKind.isInput("/" + path) == isInput)
    }

    /// The last two components are read from the end of the path's bytes; they must be what `split` gives, for
    /// every shape of path (doubled and trailing slashes, a bare name, non-ASCII names, an `.xcloc`).
    @Test func thePathIsReadAsSplitReadsIt() {
        let names = ["", "/", "a", "fr.lproj", "Localizable.strings", "ÉTÉ.LPROJ", "zh-Hans.lproj", "Main.xcstrings",
                     "de.xcloc", "Localized Contents", "Source Contents", "x.XCLOC", "日本語.strings"]
        var generator = SplitMix64(seed: 0x5EED_F11E)
        for _ in 0..<2_000 {
            let path = (0..<Int.random(in: 0...5, using: &generator)).map { _ in names.randomElement(using: &generator)! }
                .joined(separator: Bool.random(using: &generator) ? "/" : "//")
                + (Bool.random(using: &generator) ? "/" : "")
            let components = path.split(separator: "/")
            let read = FileKind.lastComponents(of: path)
            #expect(read?.name == components.last, "\(path)")
            #expect(read?.parent == (components.count > 1 ? components[components.count - 2] : nil), "\(path)")
            // The kind as the whole split decided it.
            let name = components.last?.lowercased()
            let xcloc = components.firstIndex { $0.utf8.count > 6 && $0.lowercased().hasSuffix(".xcloc") }
            if name == nil || (xcloc.map { $0 + 1 < components.count && components[$0 + 1] != "Localized Contents" } ?? false) {
                #expect(FileKind.of(path) == nil, "\(path)")
            }
        }
        #expect(FileKind.of("de.xcloc/Source Contents/App/fr.lproj/Localizable.strings") == nil)
        #expect(FileKind.of("de.XCLOC/Localized Contents/de.xliff") == .translation)
        #expect(FileKind.localization(of: "App//fr.lproj//Localizable.strings") == "fr")
        #expect(FileKind.tableName(of: "App/fr.lproj/Localizable.strings/") == "Localizable")
    }

    /// Everything the linter's walk reads is something a build plugin re-lints on.
    @Test func everyDiscoveredFileIsALintInput() throws {
        let listing = InputFiles.below(Self.root.appendingPathComponent("Tests/Fixtures").path)
        #expect(listing.paths.count > 20)
        for path in listing.paths {
            #expect(FileKind.isInput(path), "\(path)")
        }
    }
}
