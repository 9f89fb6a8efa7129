import Foundation
import Testing
@testable import RatePromptFormats
import RatePromptTestSupport

/// `FileSystemPath.plainAbsolute` joins the plain paths a build writes as `URL`'s `standardizedFileURL` does, and
/// leaves every other path to it.
@Suite struct PlainPathTests {
    /// Plain components (spaces, dots inside names, punctuation other than the excluded) and the pieces that make a
    /// path not plain.
    static let plain = ["a", "Loop", "fr.lproj", "My App", "v1.2", ".hidden", "a-b_c+d", "(x)", "[y]", "{z}", "a,b=c", "it's", "@2x", "!"]
    static let notPlain = [".", "..", "...", "a%20b", "q?", "h#", "s;", "back\\slash", "~", "é", "tab\tname"]

    static func join(_ components: [String], absolute: Bool) -> String {
        (absolute ? "/" : "") + components.joined(separator: "/")
    }

    static func byURL(_ path: String, in directory: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).standardizedFileURL.path
    }

    @Test func plainPathsAreJoinedAsURLJoinsThem() {
        var generator = SplitMix64(seed: 11)
        for _ in 0..<3_000 {
            let directory = Self.join((0..<Int.random(in: 0...4, using: &generator)).map { _ in Self.plain.randomElement(using: &generator)! }, absolute: true)
            let components = (0..<Int.random(in: 1...4, using: &generator)).map { _ in Self.plain.randomElement(using: &generator)! }
            for path in [Self.join(components, absolute: false), Self.join(components, absolute: true), "."] {
                let joined = FileSystemPath.plainAbsolute(path, in: directory)
                #expect(joined != nil, "\(path) in \(directory)")
                #expect(joined == Self.byURL(path, in: directory), "\(path) in \(directory)")
            }
        }
    }

    /// A path standardized by its text is the one `URL` standardizes, plain or not (`..`, `.`, repeated slashes).
    @Test func standardizedPathsAreURLs() {
        var generator = SplitMix64(seed: 13)
        for _ in 0..<3_000 {
            var components = (0..<Int.random(in: 1...5, using: &generator)).map { _ in Self.plain.randomElement(using: &generator)! }
            if Bool.random(using: &generator) {
                components.insert([".", "..", ""].randomElement(using: &generator)!, at: Int.random(in: 0...components.count, using: &generator))
            }
            let path = Self.join(components, absolute: true)
            #expect(FileSystemPath.standardized(path) == URL(fileURLWithPath: path).standardizedFileURL.path, "\(path)")
        }
    }

    /// A table's name from its file's: the name before the extension as `URL` reads it, for names with dots
    /// anywhere, spaces and extensions of any kind.
    @Test func namesWithoutTheirExtensionAreURLs() {
        var generator = SplitMix64(seed: 14)
        let pieces = ["Localizable", "a", "B2", ".", ".", "..", " ", "xcstrings", "tar", "-", "é", "1"]
        var fast = 0
        for _ in 0..<5_000 {
            let name = (0..<Int.random(in: 1...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for path in [name, "/work/App/" + name, "App/" + name] {
                let byURL = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
                #expect(FileSystemPath.nameWithoutExtension(path) == byURL, "\(path.debugDescription)")
                if name.contains("."), byURL != name { fast += 1 }
            }
        }
        #expect(fast > 1_000)
        #expect(FileSystemPath.nameWithoutExtension("/work/App/Localizable.xcstrings") == "Localizable")
    }

    @Test func otherPathsAreLeftToURL() {
        var generator = SplitMix64(seed: 12)
        for _ in 0..<3_000 {
            var components = (0..<Int.random(in: 1...4, using: &generator)).map { _ in Self.plain.randomElement(using: &generator)! }
            components.insert(Self.notPlain.randomElement(using: &generator)!, at: Int.random(in: 0...components.count, using: &generator))
            let path = Self.join(components, absolute: Bool.random(using: &generator))
            #expect(FileSystemPath.plainAbsolute(path, in: "/work") == nil, "\(path.debugDescription)")
            // A plain path in a folder that is not plain is left to URL too.
            #expect(FileSystemPath.plainAbsolute("a", in: Self.join(components, absolute: true)) == nil)
        }
        for path in ["a/", "/a/", "a//b", "/a//b", "//a"] {
            #expect(FileSystemPath.plainAbsolute(path, in: "/work") == nil, "\(path)")
        }
        #expect(FileSystemPath.plainAbsolute("/", in: "/work") == "/")
        #expect(FileSystemPath.plainAbsolute("a", in: "/") == "/a")
        #expect(FileSystemPath.plainAbsolute("a", in: "work") == nil)
    }
}
