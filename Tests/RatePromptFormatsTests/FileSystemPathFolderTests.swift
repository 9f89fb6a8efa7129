import Foundation
import Testing
@testable import RatePromptFormats
import RatePromptTestSupport

/// `FileSystemPath.deletingLastComponent` gives the folder `NSString.deletingLastPathComponent` documents: repeated
/// slashes folded, a trailing slash left out, everything before the last slash.
@Suite struct FileSystemPathFolderTests {
    static let asciiPieces = ["/", "/", "/", "a", "fr.lproj", "Localizable.strings", ".", "..", "~", " "]
    static let otherPieces = ["é", "e\u{301}", "字", String(Unicode.Scalar(FileSystemPath.rawByteBase + 0xE9)!)]

    static func paths(from pieces: [String], seed: UInt64) -> [String] {
        var generator = SplitMix64(seed: seed)
        return (0..<10_000).map { _ in
            (0..<Int.random(in: 1...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
    }

    /// The documented reading, scalar by scalar.
    static func documented(_ path: String) -> String {
        var scalars: [Unicode.Scalar] = []
        for scalar in path.unicodeScalars where !(scalar == "/" && scalars.last == "/") { scalars.append(scalar) }
        if scalars.count > 1, scalars.last == "/" { scalars.removeLast() }
        guard let slash = scalars.lastIndex(of: "/") else { return "" }
        if slash == 0 { return "/" }
        var folder = String.UnicodeScalarView()
        folder.append(contentsOf: scalars[..<slash])
        return String(folder)
    }

    @Test func folderIsTheDocumentedOne() {
        let paths = Self.paths(from: Self.asciiPieces + Self.otherPieces, seed: 3)
            + ["", "a", "a/", "a//", "/", "//", "/a", "a//b", "/a/b/", "///a", "/a//", "a/b//c/", "./x.lproj/T.strings"]
        for path in paths {
            #expect(FileSystemPath.deletingLastComponent(path) == Self.documented(path), "\(path.debugDescription)")
        }
    }

    /// Foundation gives the same folders for ASCII paths with a slash, none repeated or trailing (as the walk makes
    /// them). Foundation on Linux traps on a bare name (`a`), on many paths with repeated or trailing slashes and on
    /// some beyond ASCII: those are the documented reading's alone.
    @Test func folderIsFoundationsForWalkedPaths() {
        for path in Self.paths(from: Self.asciiPieces, seed: 5) {
            guard path.contains("/"), !path.contains("//"), !path.hasSuffix("/") || path == "/" else { continue }
            #expect(FileSystemPath.deletingLastComponent(path) == (path as NSString).deletingLastPathComponent,
                    "\(path.debugDescription)")
        }
    }
}
