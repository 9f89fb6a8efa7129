import Foundation
import Testing
@testable import RatePromptFormats
@testable import RatePromptCore
import RatePromptTestSupport

@Suite("Default copy")
struct DefaultCopyTests {
    static let repository = Repository.root

    @Test func everyLocalizationHasEveryKeyParsedCleanly() throws {
        let copy = DefaultCopy.embedded
        #expect(copy.localizations.count >= 40)
        for localization in copy.localizations {
            let file = try #require(copy.tables[localization])
            #expect(file.isLoadable, "\(localization)")
            #expect(file.diagnostics.isEmpty, "\(localization): \(file.diagnostics)")
            #expect(file.entries.map(\.key) == PromptKey.allCases.map(\.rawValue), "\(localization)")
            for key in PromptKey.allCases {
                let value = try #require(copy.entry(key, in: localization)?.value.stringValue)
                let format = FormatString(value)
                #expect(format.strayPercents.isEmpty, "\(localization) \(key)")
                #expect(format.specifiers.map(\.text) == (key.takesAppName ? ["%@"] : []), "\(localization) \(key)")
                #expect(!value.isEmpty && value == value.trimmingCharacters(in: .whitespacesAndNewlines))
                #expect(!value.contains("  "), "\(localization) \(key)")
            }
            #expect(copy.entry(.appMessage, in: localization)?.value != copy.entry(.gameMessage, in: localization)?.value)
        }
    }

    @Test func noTwoLocalizationsAreTheSame() {
        let copy = DefaultCopy.embedded
        let contents = copy.localizations.map { localization in
            PromptKey.allCases.map { copy.entry($0, in: localization)?.value.stringValue ?? "" }
        }
        #expect(Set(contents).count == contents.count)
    }

    @Test func theShippedFilesParseWithFoundationToTheSameTables() throws {
        for (localization, file) in DefaultCopy.embedded.tables {
            let url = Self.repository.appendingPathComponent(file.path)
            let foundation = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
            let ours = Dictionary(uniqueKeysWithValues: file.entries.map { ($0.key, $0.value.stringValue ?? "") })
            #expect(foundation as? [String: String] == ours, "\(localization)")
        }
    }
}
