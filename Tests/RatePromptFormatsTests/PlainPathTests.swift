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
