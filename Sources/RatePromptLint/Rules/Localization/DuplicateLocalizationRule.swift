import RatePromptFormats
import RatePromptCore

/// Two localizations with the same strings.
struct DuplicateLocalizationRule: LintRule {
    static let description = RuleDescription(
        id: "duplicate-localization", category: .localization, severity: .warning,
        summary: "Two translations in different languages or scripts hold exactly the same strings (iRate's `bs` and "
            + "`hr`): one copies the other.",
        rationale: "One of them was copied from the other and never translated: a device set to the copy's language "
            + "shows the other language. A regional variant that equals its parent or a sibling (`en-GB` and `en`) "
            + "is ordinary: it is kept for the strings that will differ; `Base` counts as the source language it "
            + "holds, and a legacy name (`English`) as its language. Folders that equal the source language are not "
            + "copies of one another: translation platforms export every language of a project, translated or not, "
            + "and `untranslated` reports each such folder. The copy is the later by name, and the finding is at its "
            + "folder. An `InfoPlist.strings` that holds only the bundle's name and copyright holds what is the same "
            + "in every language by design, and is not compared.",
        triggering: [
            LintExample(
                .strings("bs", "\"iRateRateButton\" = \"Ocijeni\";\n"),
                .strings("hr", "\"iRateRateButton\" = \"Ocijeni\";\n"), .anchor("hr.lproj")),
            // One translation copied into another language, both unlike the source.
            LintExample(
                .strings("en", "\"done\" = \"Done\";\n\"title\" = \"Color\";\n"),
                .strings("da", "\"done\" = \"Færdig\";\n\"title\" = \"Farve\";\n"),
                .strings("nb", "\"done\" = \"Færdig\";\n\"title\" = \"Farve\";\n"), .anchor("nb.lproj")),
            // Simplified and Traditional Chinese are one language in two scripts.
            LintExample(
                .strings("zh-Hans", "\"iRateRateButton\" = \"评分\";\n"),
                .strings("zh-Hant", "\"iRateRateButton\" = \"评分\";\n"), .anchor("zh-Hant.lproj")),
        ],
        nonTriggering: [
            // Languages a translation platform exported untranslated: each equals the source, none copies another
            // (`untranslated` reports each).
            LintExample(
                .strings("en", "\"done\" = \"Done\";\n\"title\" = \"Color\";\n"),
                .strings("de", "\"done\" = \"Done\";\n\"title\" = \"Color\";\n"),
                .strings("es", "\"done\" = \"Done\";\n\"title\" = \"Color\";\n")),
            LintExample(
                .strings("bs", "\"iRateRateButton\" = \"Ocijeni sada\";\n"),
                .strings("hr", "\"iRateRateButton\" = \"Ocijeni\";\n")),
            LintExample(
                .strings("en", "\"iRateRateButton\" = \"Rate It Now\";\n"),
                .strings("en-GB", "\"iRateRateButton\" = \"Rate It Now\";\n"),
                .strings("en-AU", "\"iRateRateButton\" = \"Rate It Now\";\n")),
            // `Base` holds the source language, English: an en-US that equals it is an ordinary regional variant.
            LintExample(
                .strings("Base", "\"done\" = \"Done\";\n\"title\" = \"Color\";\n"),
                .strings("en-US", "\"done\" = \"Done\";\n\"title\" = \"Color\";\n"),
                .strings("de", "\"done\" = \"Fertig\";\n\"title\" = \"Farbe\";\n")),
            // Localizations whose only table names the app: the same in every language by design.
            LintExample(
                .strings("it", "\"CFBundleDisplayName\" = \"Loupe\";\n\"NSHumanReadableCopyright\" = \"© 2024 Loupe\";\n",
                         table: "InfoPlist"),
                .strings("ru", "\"CFBundleDisplayName\" = \"Loupe\";\n\"NSHumanReadableCopyright\" = \"© 2024 Loupe\";\n",
                         table: "InfoPlist"),
                .strings("nl-BE", "\"CFBundleDisplayName\" = \"Loupe\";\n\"CFBundleName\" = \"Loupe\";\n",
                         table: "InfoPlist"),
                .strings("nl", "\"CFBundleDisplayName\" = \"Loupe\";\n\"CFBundleName\" = \"Loupe\";\n",
                         table: "InfoPlist")),
        ])

    /// `Info.plist` keys whose values name the bundle: the same in every language by design.
    static let bundleNameKeys: Set = ["CFBundleName", "CFBundleDisplayName", "NSHumanReadableCopyright"]

    init() {}

    func checkProject(_ context: LintContext) -> [LintFinding] {
        // Each localization's tables by name (the first folder of each localization, as `LocalizationFolders`).
        var localizations: [(name: String, first: LocalizationProject.Table, tables: [String: LintTable])] = []
        var position: [String: Int] = [:]
        for (localization, table) in LocalizationFolders.first(in: context) {
            position[localization] = localizations.count
            localizations.append((localization, table, [:]))
        }
        for table in context.project.tables where !table.isFromCatalog {
            guard let offset = position[table.localization], !Self.namesTheBundleOnly(table) else { continue }
            localizations[offset].tables[table.name] = context.lintTable(table)
        }
        // Grouped by a hash of the content first, so that only localizations that may be equal are compared.
        var candidates: [UInt64: [Int]] = [:]
        for (offset, localization) in localizations.enumerated()
        where localization.tables.values.contains(where: { $0.stringCount > 0 }) {
            var hash: UInt64 = 0
            for (name, table) in localization.tables {
                hash &+= KeySpellingTable.withBytes(name) { KeySpellingTable.hash($0).hash } ^ table.contentHash
            }
            candidates[hash, default: []].append(offset)
        }
        // The original of a set of equal localizations is the source language when it is one of them, then
        // `Base`, then the first by name: the others are the copies, and the message names the source.
        let source = Self.sourceLocalization(in: context)
        func rank(_ name: String) -> (Int, String) { (name == source ? 0 : name == "Base" ? 1 : 2, name) }
        var findings: [LintFinding] = []
        for group in candidates.values where group.count > 1 {
            var remaining = group.sorted { rank(localizations[$0].name) < rank(localizations[$1].name) }
            while let first = remaining.first {
                let same = remaining.dropFirst().filter { Self.sameContent(localizations[first].tables, localizations[$0].tables) }
                remaining.removeAll { $0 == first || same.contains($0) }
                // Regional variants of one language in one script (`en`, `en-GB`, `en-AU`) may be equal; `Base` and
                // legacy names (`English`) are read as the language they hold.
                let original = localizations[first].name
                // Equal to the source language (or `Base`, which holds it): untranslated exports, not copies.
                guard original != source, original != "Base" else { continue }
                let written = Self.writtenLanguage(of: original, source: source)
                for offset in same where written == nil
                    || Self.writtenLanguage(of: localizations[offset].name, source: source) != written {
                    let localization = localizations[offset]
                    findings.append(finding(
                        "\(localization.name) holds exactly the same strings as \(original): a device set to "
                            + "\(localization.name) shows \(original)'s text; translate \(localization.name) or "
                            + "delete it",
                        at: LocalizationFolders.location(of: localization.first), key: localization.name))
                }
            }
        }
        return findings
    }

    /// The source localization of the project: the one most groups are compared against.
    private static func sourceLocalization(in context: LintContext) -> String? {
        var counts: [String: Int] = [:]
        for group in context.project.groups {
            guard let index = group.sourceTableIndex else { continue }
            let table = context.project.tables[index]
            counts[table.localization, default: 0] += 1
            // A `Base` source holds the development language's text.
            if table.localization == "Base", let language = group.sourceLanguage?.language, language != "Base" {
                counts[language, default: 0] += 1
            }
        }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }

    /// The language and script a localization's strings are written in: `Base` holds the source language's (English
    /// when the source is `Base` itself), a legacy name (`English`, `zh_CN`) the tag devices report.
    private static func writtenLanguage(of localization: String, source: String?) -> String? {
        var name = localization
        if name == "Base" { name = source.flatMap { $0 == "Base" ? nil : $0 } ?? "en" }
        if case .legacy(let tag) = LocalizationName.classify(name) { name = tag }
        return LocaleData.writtenLanguage(of: name)
    }

    /// Whether a table is an `InfoPlist.strings` that holds only the bundle's name and copyright.
    static func namesTheBundleOnly(_ table: LocalizationProject.Table) -> Bool {
        table.name == "InfoPlist" && table.file.entries.allSatisfy { entry in
            !entry.hasStringValue || bundleNameKeys.contains(entry.key)
        }
    }

    private static func sameContent(_ lhs: [String: LintTable], _ rhs: [String: LintTable]) -> Bool {
        lhs.count == rhs.count && lhs.allSatisfy { name, table in rhs[name].map(table.sameContent) ?? false }
    }
}
