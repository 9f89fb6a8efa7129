import Foundation

/// Writes `LanguageNameTable.swift`: the English name and the endonym of every localization RatePrompt can meet, as
/// Foundation's `Locale.localizedString(forIdentifier:)` gives them on the Linux toolchain, dynamically linked (as
/// `swift run generate-rateprompt` builds it). A binary linked with `--static-swift-stdlib` has the ICU data behind
/// that call only while some other code of it pulls in FoundationInternationalization (a `DateFormatter` does);
/// without, the call answers nil. So the names travel with the code. Elsewhere than on Linux, Foundation's names come
/// from another ICU, so the generator says it cannot run there.
///
/// Which identifiers: a localization is an `.lproj` folder's or a catalog's language, written by a developer or by
/// Xcode, which offers the locales ICU has data for. So the table holds, where Foundation names them:
/// - every language code alone (every 2- and 3-letter code, probed: `fr`, `fil`, `haw`, legacy `iw`, `no`);
/// - every locale ICU has data for (`Locale.availableIdentifiers`: `pt_BR`, `zh_Hant_TW`, `es_419`, `sr_Latn`);
/// - those with a script, written without it, as older projects do (`zh_TW`, `zh_CN`, `sr_RS`, `uz_UZ`);
/// - every identifier RatePrompt itself names: its own copy (`Localizations/`), its test fixtures, and CLDR's parent
///   locales that its locale matcher knows (`en_AD`, `az_Arab`);
/// - those with a region, and the ones above, with a retired region code in its place (`sr_CS`, `en_UK`, `de_DD`).
/// Anything else (another language-region pair, keywords) is left to Foundation at run time.
enum LanguageNameTableGenerator {
    static let path = "Sources/RatePromptCore/Localization/Generated/LanguageNameTable.swift"
    static let localeTablesPath = "Sources/RatePromptCore/Localization/Generated/LocaleTables.swift"
    static let appleLocaleTablesPath = "Sources/RatePromptCore/Localization/Matching/AppleLocaleTables.swift"

    struct Names: Equatable {
        var english: String
        /// Foundation's endonym, or the English name where Foundation has none.
        var endonym: String
    }

    /// What a dynamically linked Foundation answers for `identifier`, nil when it has no English name.
    static func foundationNames(_ identifier: String) -> Names? {
        guard let english = Locale(identifier: "en").localizedString(forIdentifier: identifier) else { return nil }
        return Names(english: english, endonym: Locale(identifier: identifier).localizedString(forIdentifier: identifier) ?? english)
    }

    /// The table's identifiers, in ICU's `language_Script_REGION` spelling, sorted.
    static func identifiers(repository: URL) -> [String] {
        let english = Locale(identifier: "en")
        var identifiers = Set<String>()
        let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
        for first in letters {
            for second in letters {
                identifiers.insert(first + second)
                for third in letters { identifiers.insert(first + second + third) }
            }
        }
        let available = Locale.availableIdentifiers
        identifiers.formUnion(available)
        identifiers.formUnion(ownIdentifiers(repository: repository))
        for identifier in available {
            let parts = identifier.split(separator: "_")
            if parts.count >= 3, parts[1].count == 4 {
                identifiers.insert(([parts[0]] + parts[2...]).joined(separator: "_"))
            }
        }
        // Retired region codes (`CS`, `UK`, `DD`): named by Foundation but not current, each standing for the current
        // code with the same English name.
        let current = Locale.Region.isoRegions.map(\.identifier).filter { $0.count == 2 }
        let currentByName = Dictionary(current.compactMap { code in english.localizedString(forRegionCode: code).map { ($0, code) } },
                                       uniquingKeysWith: { first, _ in first })
        var retired: [String: [String]] = [:]
        for first in letters {
            for second in letters {
                let code = (first + second).uppercased()
                guard !current.contains(code), let name = english.localizedString(forRegionCode: code),
                      let replacement = currentByName[name] else { continue }
                retired[replacement, default: []].append(code)
            }
        }
        for identifier in identifiers where identifier.contains("_") {
            var parts = identifier.split(separator: "_").map(String.init)
            let region = parts.count >= 3 && parts[1].count == 4 ? 2 : 1
            guard region < parts.count, let codes = retired[parts[region]] else { continue }
            for code in codes {
                parts[region] = code
                identifiers.insert(parts.joined(separator: "_"))
            }
        }
        return identifiers.filter { isPlain($0) && foundationNames($0) != nil }.sorted()
    }

    /// The localizations RatePrompt names itself: its copy's, its fixtures' (`.lproj` folders, String Catalogs'
    /// languages) and CLDR's parent locales as `LocaleTables.swift` holds them (`child:parent` items).
    static func ownIdentifiers(repository: URL) -> Set<String> {
        var identifiers = Set<String>()
        let files = FileManager.default
        let copy = repository.appendingPathComponent("Localizations")
        for name in (try? files.contentsOfDirectory(atPath: copy.path)) ?? [] where name.hasSuffix(".lproj") {
            identifiers.insert(String(name.dropLast(6)))
        }
        let fixtures = repository.appendingPathComponent("Tests/Fixtures")
        let walker = files.enumerator(atPath: fixtures.path)
        while let path = walker?.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasSuffix(".lproj") { identifiers.insert(String(name.dropLast(6))) }
            if name.hasSuffix(".xcstrings"), let data = files.contents(atPath: fixtures.appendingPathComponent(path).path),
               let catalog = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
                if let source = catalog["sourceLanguage"] as? String { identifiers.insert(source) }
                for case let string as [String: Any] in (catalog["strings"] as? [String: Any] ?? [:]).values {
                    identifiers.formUnion((string["localizations"] as? [String: Any] ?? [:]).keys)
                }
            }
        }
        let tables = repository.appendingPathComponent(localeTablesPath)
        if let text = try? String(contentsOf: tables, encoding: .utf8),
           let start = text.range(of: "static let cldrParentLocales = \"\"\""),
           let end = text.range(of: "\"\"\"", range: start.upperBound..<text.endIndex) {
            for item in text[start.upperBound..<end.lowerBound].split(whereSeparator: { $0 == " " || $0 == "\n" }) {
                identifiers.formUnion(item.split(separator: ":").map(String.init))
            }
        }
        // Apple's alias and parent tables, written as Swift: every quoted string shaped like an identifier.
        let apple = repository.appendingPathComponent(appleLocaleTablesPath)
        if let text = try? String(contentsOf: apple, encoding: .utf8) {
            for match in text.matches(of: /"([a-z]{2,3}(?:_[A-Z][a-z]{3})?(?:_[A-Z0-9]{2,3})?)"/) {
                identifiers.insert(String(match.1))
            }
        }
        return Set(identifiers.map { $0.replacingOccurrences(of: "-", with: "_") }.filter(isPlain))
    }

    /// `language[_Script][_REGION[_VARIANT]]` as ICU spells it: what `LanguageInfo` looks up in the table (`root`,
    /// `Base` and keywords are not).
    static func isPlain(_ identifier: String) -> Bool {
        identifier.wholeMatch(of: /[a-z]{2,3}(_[A-Z][a-z]{3})?(_([A-Z]{2}|[0-9]{3})(_[A-Z0-9]{5,8})?)?/) != nil
    }

    /// The Swift source of the table.
    static func source(repository: URL) -> String {
        var lines = ""
        for identifier in identifiers(repository: repository) {
            guard let names = foundationNames(identifier) else { continue }
            let endonym = names.endonym == names.english ? "" : "|" + escaped(names.endonym)
            lines += "        \(identifier)|\(escaped(names.english))\(endonym)\n"
        }
        return """
            // Generated by generate-rateprompt (LanguageNameTableGenerator) from Foundation's
            // Locale.localizedString(forIdentifier:) on the Linux toolchain; do not edit. Regenerate when the toolchain's
            // ICU changes (swift run generate-rateprompt): the drift test fails until then.

            /// The English name and the endonym of every localization RatePrompt can meet, as Foundation names them:
            /// a binary linked with `--static-swift-stdlib` may lack the ICU data behind `Locale.localizedString(forIdentifier:)`.
            /// Which identifiers, and why: LanguageNameTableGenerator.
            enum LanguageNameTable {
                /// `identifier|English name|endonym` (the endonym left out where it is the English name), one per line,
                /// in ICU's `language_Script_REGION` spelling.
                static let lines = \"\"\"
            \(lines)        \"\"\"
            }

            """
    }

    /// A name as it stands in a Swift string literal: invisible and non-printing characters (bidi marks, no-break
    /// spaces) written as escapes so that they show in review.
    static func escaped(_ name: String) -> String {
        precondition(!name.contains("|") && !name.contains("\n"), "unexpected character in \(name)")
        var result = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case _ where scalar.value < 0x20 || scalar.properties.generalCategory == .format
                || (scalar.properties.generalCategory == .spaceSeparator && scalar != " ")
                || scalar.properties.generalCategory == .control:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Generator {
    static let languageNames = Generator(
        name: "language-names", paths: [LanguageNameTableGenerator.path],
        source: "Foundation's language names on the Linux toolchain"
    ) { context in
        #if os(Linux)
        return [GeneratedFile(path: LanguageNameTableGenerator.path,
                              contents: LanguageNameTableGenerator.source(repository: context.repository))]
        #else
        throw Generator.Unavailable("its names are the Linux toolchain's Foundation's: run it on Linux")
        #endif
    }
}
