import ArgumentParser
import RatePromptCore
import RatePromptRequests

struct PromotionsCommand: ParsableCommand, FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "promotions",
        abstract: "Show the promoted in-app purchases a device sees on the App Store, in order, in its language.",
        discussion: """
            App Store Connect's order and hidden products are the configuration's "promotions" setting (--config, \
            else the rateprompt*.plist or rateprompt*.json below --project that sets it); the names and descriptions \
            come from Xcode's .storekit files (--storekit, else every .storekit file below --project). --order, \
            --hide and --show are the device's overrides (Product.PromotionInfo, SKProductStorePromotionController): \
            the products of --order first, then the other promoted products in App Store Connect's order, hidden \
            ones left out, at most 20. --order "" is an empty override, which restores the default order. Overrides \
            apply once the app has been launched on the device; IDs in them that are not promoted are ignored and \
            reported. Each product's copy is in the localization Apple's matching picks for --preferred.
            """
    )

    static let formats: [OutputFormat] = [.text, .json]

    enum Platform: String, ExpressibleByArgument, CaseIterable { case ios, macos, visionos }

    /// Whether the app has run on the device: `--launched` (the default) or `--not-launched`.
    enum Launch: String, EnumerableFlag {
        case launched, notLaunched

        static func help(for value: Launch) -> ArgumentHelp? {
            value == .launched ? "The app has been launched on the device: its overrides apply."
                : "The app has not been launched yet: App Store Connect's defaults apply."
        }
    }

    /// Not `ConfigurationOption`: without one, the file below `--project` that sets the setting is read.
    @Option(name: .long, help: """
        A configuration file (property list or JSON) with the "promotions" setting; without it, the one below \
        --project that sets it.
        """)
    var config: String?

    @Option(name: .customLong("storekit"), parsing: .upToNextOption,
            help: "The .storekit files with the products' names (one or more; the option may be repeated).")
    var storeKitFiles: [String] = []

    @Option(name: .long, help: "The folder searched for the configuration and .storekit files not given (default: the current folder).")
    var project: String?

    @Option(name: .long, help: "The device's order override: product IDs, comma-separated (\"\" restores the default order).")
    var order: [String] = []

    @Option(name: .long, help: "Product IDs the device hides, comma-separated.")
    var hide: [String] = []

    @Option(name: .long, help: "Product IDs the device shows, hidden by default or not, comma-separated.")
    var show: [String] = []

    @OptionGroup var languages: LanguageOptions

    @Option(name: .long, help: "ios, macos, or visionos (an iPhone or iPad app on Apple Vision Pro).")
    var platform: Platform = .ios

    @Flag var launch: Launch = .launched

    @OptionGroup var output: FormatOption<PromotionsCommand>

    @OptionGroup var explanation: ExplainOption

    func validate() throws {
        _ = try request()
    }

    func request() throws -> PromotionsRequest {
        do {
            return try PromotionsRequest(
                configuration: config, storeKitFiles: storeKitFiles, project: project,
                order: order.isEmpty ? nil : CommaSeparatedList.items(order), hidden: CommaSeparatedList.items(hide),
                shown: CommaSeparatedList.items(show),
                hasLaunched: launch == .launched, platform: platform.rawValue,
                preferences: languages.preferences, explain: explanation.explain, format: output.format)
        } catch {
            throw error.usage()
        }
    }

    func run() throws {
        try request().run().finish()
    }
}
