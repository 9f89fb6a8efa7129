import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
@testable import RatePromptLint
import RatePromptTestSupport

/// `included`/`excluded` patterns of `.rateprompt.yml` (issue 16: linear time, whatever the pattern).
@Suite struct GlobTests {
    /// The patterns' meaning written as a regular expression, matched by Foundation: the oracle.
    static func oracle(_ pattern: String, _ path: String) -> Bool {
        var pattern = pattern
        if pattern.hasPrefix("./") { pattern.removeFirst(2) }
        if pattern.hasSuffix("/") { pattern.removeLast() }
        var regex = ""
        let scalars = Array(pattern.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "*", index + 1 < scalars.count, scalars[index + 1] == "*" {
                index += 2
                while index < scalars.count, scalars[index] == "*" { index += 1 }
                if index < scalars.count, scalars[index] == "/" {
                    regex += "(?:.*/)?"
                    index += 1
                } else {
                    regex += ".*"
                }
                continue
            }
            switch scalars[index] {
            case "*": regex += "[^/]*"
            case "?": regex += "[^/]"
            default: regex += NSRegularExpression.escapedPattern(for: String(scalars[index]))
            }
            index += 1
        }
        let expression = try! NSRegularExpression(pattern: "^(?:\(regex))(?:/.*)?$", options: [.dotMatchesLineSeparators])
        return expression.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }

    @Test func agreesWithARegularExpressionOnGeneratedPatterns() {
        var random = SplitMix64(seed: 1_600)
        let patternPieces = ["a", "b", "/", "*", "**", "**/", "?", ".", "é"]
        let pathPieces = ["a", "b", "/", ".", "é", "ab"]
        var matched = 0
        for _ in 0..<20_000 {
            let pattern = (0..<Int.random(in: 1...6, using: &random)).map { _ in patternPieces.randomElement(using: &random)! }.joined()
            let path = (0..<Int.random(in: 0...8, using: &random)).map { _ in pathPieces.randomElement(using: &random)! }.joined()
            let expected = Self.oracle(pattern, path)
            #expect(Glob.matches(pattern, path) == expected, "\(pattern) \(path)")
            if expected { matched += 1 }
        }
        #expect(matched > 1_000, "the generator reaches matches as well as misses")
    }

    @Test func knownCases() {
        #expect(Glob.matches("Pods", "Pods/A/en.lproj/Localizable.strings"))
        #expect(Glob.matches("**/Generated/**", "App/Generated/en.lproj/X.strings"))
        #expect(Glob.matches("**/Generated/**", "Generated/X.strings"))
        #expect(Glob.matches("App/**/*.strings", "App/en.lproj/Localizable.strings"))
        #expect(Glob.matches("App/**/b", "App/b"))
        #expect(!Glob.matches("App/**/b", "App/xb"), "`**/` stands for whole folders")
        #expect(!Glob.matches("*.strings", "en.lproj/Localizable.strings"), "`*` stays within one folder")
        #expect(Glob.matches("*.lproj", "en.lproj/Localizable.strings"), "a folder match covers what is below")
        #expect(!Glob.matches("?", "/"))
    }

    /// Each extra `**a` multiplied a backtracking matcher's time by about 5; 40 of them finish at once now.
    @Test func manyGlobstarsDoNotExplode() {
        let pattern = String(repeating: "**a", count: 40) + "b"
        let path = String(repeating: "a", count: 200)
        #expect(!Glob.matches(pattern, path))
        #expect(Glob.matches(pattern, path + "b"))
    }
}

/// Did-you-mean (issue 16: bounded, so megabyte-long names cost no more than short ones).
@Suite struct DidYouMeanTests {
    static func levenshtein(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    @Test func theBoundedDistanceIsExactWithinItsLimit() {
        var random = SplitMix64(seed: 42)
        let alphabet: [Unicode.Scalar] = ["a", "b", "c", "é"]
        for _ in 0..<20_000 {
            let a = (0..<Int.random(in: 0...9, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let b = (0..<Int.random(in: 0...9, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let limit = Int.random(in: 0...5, using: &random)
            let exact = Self.levenshtein(a, b)
            #expect(DidYouMean.distance(a, b, limit: limit) == (exact <= limit ? exact : nil), "\(a) \(b) \(limit)")
        }
    }

    @Test func suggestionsStayTheSame() {
        #expect(ConfigurationSchema.suggestion(for: "daysUntilPromt")?.name == "daysUntilPrompt")
        #expect(ConfigurationSchema.suggestion(for: "timeBeforeReminding")?.name == "remindPeriod")
        #expect(ConfigurationSchema.suggestion(for: "somethingElseEntirely") == nil)
        #expect(DidYouMean.nearest("placeholder_mismatc", among: RuleCatalog.ids) { max(2, $0.count / 3) } == "placeholder-mismatch")
    }

    @Test func hugeUnknownNamesGetNoSuggestionAndCostLittle() {
        let huge = String(repeating: "daysUntilPrompt", count: 70_000)
        for _ in 0..<20 {
            #expect(ConfigurationSchema.suggestion(for: huge) == nil)
        }
    }
}
