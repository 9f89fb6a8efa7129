import RatePromptFormats
import RatePromptCore

/// A product without a localization for a language the app ships.
struct MissingProductLocalizationRule: LintRule {
    static let description = RuleDescription(
        id: "missing-product-localization", category: .inAppPurchase, severity: .warning,
        summary: "A product of a StoreKit configuration has no localization that Apple's matching picks for a language "
            + "the app ships: an `.lproj` folder or String Catalog language at or below the `.storekit` file's folder "
            + "(`Base` and Swift packages aside). Languages App Store Connect cannot localize into (`eo`, `be`, "
            + "`ast`, …) are not reported.",
        rationale: "The App Store picks a product's name and description by the customer's languages, as a bundle "
            + "picks a localization: where the app speaks French and the product does not, a French customer reads "
            + "the app in French and its purchases in another language. One finding per product lists the languages. "
            + "The StoreKit configuration is taken to mirror App Store Connect, as Xcode's sync keeps it; where it is "
            + "kept in fewer languages on purpose, turn the rule off under `disabled_rules`.",
        triggering: [
            LintExample(
                .strings("en", "\"title\" = \"Coins\";\n"),
                .strings("fr", "\"title\" = \"Pièces\";\n"),
                .strings("de", "\"title\" = \"Münzen\";\n"),
                .storeKit(products: """
                        { "productID" : ↓"com.example.coins", "type" : "Consumable", "localizations" : [
                          { "locale" : "en_US", "displayName" : "100 Coins", "description" : "A pile of coins" },
                          { "locale" : "fr_CA", "displayName" : "100 pièces", "description" : "Un tas de pièces" } ] }
                    """)),
        ],
        nonTriggering: [
            // fr matches fr_CA, as on a device; App Store Connect has no Esperanto to add.
            LintExample(
                .strings("en", "\"title\" = \"Coins\";\n"),
                .strings("fr", "\"title\" = \"Pièces\";\n"),
                .strings("eo", "\"title\" = \"Moneroj\";\n"),
                .strings("Base", "\"title\" = \"Coins\";\n", table: "Main"),
                .storeKit(products: """
                        { "productID" : "com.example.coins", "type" : "Consumable", "localizations" : [
                          { "locale" : "en_US", "displayName" : "100 Coins", "description" : "A pile of coins" },
                          { "locale" : "fr_CA", "displayName" : "100 pièces", "description" : "Un tas de pièces" } ] }
                    """)),
            // Tables outside the folder of the .storekit file are another app's, or a framework's.
            LintExample(
                .strings("de", "\"title\" = \"Münzen\";\n"),
                .storeKit(products: """
                        { "productID" : "com.example.coins", "type" : "Consumable", "localizations" : [
                          { "locale" : "en_US", "displayName" : "100 Coins", "description" : "A pile of coins" } ] }
                    """, name: "Arcade/Products")),
        ])

    init() {}

    /// The localizations App Store Connect offers for an app's metadata and its in-app purchases, as its API names
    /// them (Apple, "App Store localizations", developer.apple.com/help/app-store-connect/reference/
    /// app-store-localizations: 50 since Bangla, Gujarati, Kannada, Malayalam, Marathi, Odia, Punjabi, Slovenian,
    /// Tamil, Telugu and Urdu joined the 39; the same list as fastlane's `Deliver::Languages::ALL_LANGUAGES`). An app
    /// language none of these matches cannot be given a product localization, so it is never reported.
    static let appStoreConnectLocales = [
        "ar-SA", "bn", "ca", "cs", "da", "de-DE", "el", "en-AU", "en-CA", "en-GB", "en-US", "es-ES", "es-MX", "fi",
        "fr-CA", "fr-FR", "gu", "he", "hi", "hr", "hu", "id", "it", "ja", "kn", "ko", "ml", "mr", "ms", "nl-NL", "no",
        "or", "pa", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sl", "sv", "ta", "te", "th", "tr", "uk", "ur", "vi",
        "zh-Hans", "zh-Hant",
    ]

    /// A language the app ships: its folder or catalog language as written, the tag it is matched by, and where
    /// it is (`fr.lproj`, `Localizable.xcstrings`).
    struct AppLanguage: Equatable {
        var name: String
        var tag: String
        var place: String
    }

    func checkProject(_ context: LintContext) -> [LintFinding] {
        let matcher = LocaleMatcher()
        var languagesByFolder: [String: [AppLanguage]] = [:]
        var findings: [LintFinding] = []
        for file in context.storeKitFiles where !file.products.isEmpty {
            let folder = LintContext.folder(of: file.path)
            let languages = languagesByFolder[folder] ?? Self.appLanguages(at: folder, in: context.project)
            languagesByFolder[folder] = languages
            guard !languages.isEmpty else { continue }
            for product in file.products {
                let available = product.localizations.map(\.languageTag)
                let missing = languages.filter { !matcher.match(preferences: [$0.tag], available: available).matched }
                guard !missing.isEmpty else { continue }
                let listed = missing.map { "\($0.name) (\($0.place))" }
                let list = listed.count == 1 ? listed[0]
                    : listed.dropLast().joined(separator: ", ") + " or " + listed[listed.count - 1]
                findings.append(finding(
                    "\"\(product.productID.value)\" has no localization for \(list), "
                        + "\(missing.count == 1 ? "a language" : "languages") the app ships, so customers using "
                        + "\(missing.count == 1 ? "it" : "them") read its name and description in another language; "
                        + "add \(missing.count == 1 ? "it" : "them") here and in App Store Connect",
                    at: FileLocation(path: file.path, position: product.productID.position),
                    key: product.productID.value))
            }
        }
        return findings
    }

    /// The languages of the tables at or below `folder` (where Xcode puts a `.storekit` file: in the app's folder or
    /// beside its project, so that these are the app's, not those of a framework or another app elsewhere in the
    /// repository), Swift packages' aside, that App Store Connect can localize into, in the order their tables come.
    static func appLanguages(at folder: String, in project: LocalizationProject) -> [AppLanguage] {
        let matcher = LocaleMatcher()
        var languages: [AppLanguage] = []
        var seen = Set<String>()
        for group in project.groups where LintContext.isWithin(group.folder, folder) {
            if case .packageManifest? = group.bundle.developmentRegion?.origin { continue }
            for index in group.tableIndices {
                let name = project.tables[index].localization
                guard name != "Base", seen.insert(name).inserted else { continue }
                let tag: String
                switch LocalizationName.classify(name) {
                case .valid: tag = name
                case .legacy(let replacement): tag = replacement
                case .privateUse, .unknown: continue
                }
                guard matcher.match(preferences: [tag], available: appStoreConnectLocales).matched else { continue }
                let place = group.kind == .catalog
                    ? (group.folder.split(separator: "/").last.map(String.init) ?? group.folder) : "\(name).lproj"
                languages.append(AppLanguage(name: name, tag: tag, place: place))
            }
        }
        return languages
    }
}
