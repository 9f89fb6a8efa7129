import Foundation
import Testing
@testable import RatePromptCore
@testable import RatePromptLint

/// `skipped-argument` against Foundation's `String(format:)`, the reference: a format is reported exactly when
/// Foundation prints another argument than a placeholder's number names.
@Suite struct SkippedArgumentFoundationTests {
    /// Every sequence of one to three numbered object placeholders over arguments 1 to 4.
    static let formats: [String] = {
        var result: [String] = []
        func extend(_ numbers: [Int]) {
            if !numbers.isEmpty { result.append(numbers.map { "<%\($0)$@>" }.joined(separator: " ")) }
            guard numbers.count < 3 else { return }
            for number in 1...4 { extend(numbers + [number]) }
        }
        extend([])
        return result
    }()

    @Test func agreesWithFoundation() {
        let arguments: [CVarArg] = ["A", "B", "C", "D"].map { $0 as NSString }
        var reported = 0
        for format in Self.formats {
            let numbers = FormatString(format).argumentNumbers
            let expected = numbers.map { "<\(["A", "B", "C", "D"][$0 - 1])>" }.joined(separator: " ")
            let printed = String(format: format, arguments: arguments)
            let skipped = SkippedArgumentRule.skipped(in: Set(numbers))
            if skipped != nil { reported += 1 }
            #expect((skipped != nil) == (printed != expected), "\(format) prints \(printed)")
        }
        // The enumeration holds both kinds, so the comparison means something.
        #expect(reported > 0 && reported < Self.formats.count)
    }
}
