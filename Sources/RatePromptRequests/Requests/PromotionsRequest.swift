import RatePromptFormats
import RatePromptCore
import RatePromptLint
import RatePromptOutput

/// What `rateprompt promotions` is asked: the promoted in-app purchases a person sees on the app's product page, in
/// order, with each product's name and description in the localization the App Store uses for their languages.
public struct PromotionsRequest: Sendable {
    var configuration: String?
    var storeKitFiles: [String]
    var project: String
    var device: PromotionResolver.Device
    var explain: Bool
    var format: OutputFormat

    /// A request for the promoted list of one device. `configuration` is the configuration file whose `promotions`
    /// setting holds App Store Connect's order and hidden products; without it, the configuration file below
    /// `project` that sets `promotions`, found as `lint` finds configurations (a `rateprompt*.plist` or
    /// `rateprompt*.json`, or another property list that sets the setting).
    /// `storeKitFiles` are the `.storekit` files with the products' names and descriptions; without them, every
    /// `.storekit` file below `project` (default: the current folder).
    ///
    /// The device: `order` is its order override (nil for none; empty for one that restores the default order),
    /// `hidden` and `shown` its visibility overrides, `hasLaunched` whether the app has run on it (overrides wait for
    /// that), `platform` `ios`, `macos` or `visionos` (an iPhone or iPad app on Apple Vision Pro), `preferences` its
    /// languages, most preferred first. `explain` says why each product is where it is; `format` is text or json.
    public init(
        configuration: String? = nil, storeKitFiles: [String] = [], project: String? = nil, order: [String]? = nil,
        hidden: [String] = [], shown: [String] = [], hasLaunched: Bool = true, platform: String = "ios",
        preferences: [String] = ["en"], explain: Bool = false, format: OutputFormat = .text
    ) throws(RequestError) {
        guard !preferences.isEmpty else {
            throw RequestError("needs at least one language, such as fr-CA,en", parameter: "preferences")
        }
        guard let platform = PromotionResolver.Platform(rawValue: platform.lowercased()) else {
            throw RequestError("takes ios, macos or visionos, not \(platform)", parameter: "platform")
        }
        // A device gives a product one visibility; which of the two a caller meant cannot be guessed.
        if let both = shown.first(where: Set(hidden).contains) {
            throw RequestError("names \"\(both)\", which is hidden too: a device gives each product one visibility",
                               parameter: "shown")
        }
        self.configuration = configuration
        self.storeKitFiles = storeKitFiles
        self.project = project ?? "."
        device = PromotionResolver.Device(order: order, hidden: hidden, shown: shown, hasLaunched: hasLaunched,
                                          platform: platform, preferredLanguages: preferences)
        self.explain = explain
        self.format = try RequestSupport.format(format, default: .text, allowed: [.text, .json], what: "for promotions")
    }

    /// Resolves the list; the value is the product IDs shown, in order. Nothing is printed and the exit status is 1 when a configuration cannot be read, has an
    /// error, or none sets `promotions`, since a list from a half-read order would be a wrong answer. A `.storekit`
    /// file with an error still lends the names it could read, and makes the exit status 1.
    public func run() -> CommandResult<[String]> {
        var diagnostics: [Diagnostic] = []
        var messages: [String] = []
        let found = discover(into: &diagnostics)
        guard let found else { return CommandResult(value: [], diagnostics: diagnostics, exitStatus: 1) }
        guard let settings = load(configurations: found.configurations, into: &diagnostics, messages: &messages) else {
            return CommandResult(value: [], diagnostics: diagnostics, exitStatus: 1)
        }
        var products: [StoreKitConfiguration.Product] = []
        var failed = false
        for file in ProjectInputs.read(found.storeKitFiles).storeKitFiles {
            diagnostics += file.diagnostics
            failed = failed || file.diagnostics.contains { $0.severity == .error }
            products += file.products
        }
        if found.storeKitFiles.isEmpty {
            messages.append("note: no .storekit file below \(project): products are listed by ID, without their names")
        }
        let outcome = PromotionResolver(settings: settings, products: products).resolve(for: device)
        let output = format == .json ? RequestSupport.bytes(PromotionFormatter.json(outcome, device: device))
            : RequestSupport.bytes(PromotionFormatter.text(outcome, device: device, explain: explain))
        return CommandResult(value: outcome.products.map(\.productID), diagnostics: diagnostics, messages: messages,
                             output: output, exitStatus: failed ? 1 : 0)
    }

    /// The inputs: the files given, else those below `project`, the configurations read; nil, with why, when the
    /// folder cannot be searched.
    private func discover(
        into diagnostics: inout [Diagnostic]
    ) -> (configurations: [PropertyListDocument], storeKitFiles: [Input])? {
        let given = storeKitFiles.map { Input(path: $0, kind: .storeKit) }
        if let configuration, !storeKitFiles.isEmpty { return ([InputRegistry.settings(at: configuration)], given) }
        guard FileSystem.isDirectory(project) else {
            let reason = FileSystem.exists(project) ? "is not a folder" : "no such folder"
            diagnostics.append(Diagnostic(
                .error, .unreadableFile, "\(reason); --project takes the folder with the configuration and .storekit files",
                at: FileLocation(path: project, position: .start)))
            return nil
        }
        let listing = InputFiles.below(project)
        diagnostics += listing.problems
        // `./x` reads as `x`: the paths as a person typed them.
        let inputs = listing.inputs.map { input in
            project == "." && input.path.hasPrefix("./") ? Input(path: String(input.path.dropFirst(2)), kind: input.kind) : input
        }
        let configurations = configuration.map { [InputRegistry.settings(at: $0)] }
            ?? inputs.filter { [.configuration, .propertyList].contains($0.kind) }.compactMap { input in
                guard case .configuration(let document, let named) = InputRegistry.read(input) else { return nil }
                // As lint reads them, another property list is a configuration when it sets a setting: here,
                // promotions.
                return named || document.root?.value.lookup("promotions") != nil ? document : nil
            }
        return (configurations, storeKitFiles.isEmpty ? inputs.filter { $0.kind == .storeKit } : given)
    }

    /// The `promotions` setting of the configurations: nil, with why, when one has an error, or when none or several
    /// set it.
    private func load(
        configurations documents: [PropertyListDocument], into diagnostics: inout [Diagnostic], messages: inout [String]
    ) -> PromotionSettings? {
        var settings: [(path: String, value: PromotionSettings)] = []
        var failed = false
        let paths = documents.map(\.path)
        for document in documents {
            let path = document.path
            let result = ConfigurationLoader().load(document)
            // Found among others, a readable configuration that does not set promotions has no say in the list:
            // its errors are lint's to report. One given, or one that sets it or cannot be read, may have.
            guard configuration != nil || !result.isReadable || document.root?.value.lookup("promotions") != nil
            else { continue }
            let loaded = RequestSupport.configuration(result, for: .decide)
            diagnostics += loaded.diagnostics
            failed = failed || loaded.configuration == nil
            if let promotions = loaded.configuration?.promotions { settings.append((path, promotions)) }
        }
        guard !failed else { return nil }
        if let path = configuration {
            guard let promotions = settings.first?.value else {
                messages.append("note: \(path) sets no \"promotions\": nothing is promoted")
                return PromotionSettings()
            }
            return promotions
        }
        let location = FileLocation(path: project, position: .start)
        switch settings.count {
        case 0:
            let searched = paths.isEmpty ? "no configuration file (rateprompt*.plist, rateprompt*.json, or a property "
                + "list that sets \"promotions\") is below this folder"
                : "no configuration below this folder sets \"promotions\" (\(paths.joined(separator: ", ")))"
            diagnostics.append(Diagnostic(.error, .unreadableFile, "\(searched); give one with --config",
                                          at: location))
            return nil
        case 1:
            return settings[0].value
        default:
            diagnostics.append(Diagnostic(
                .error, .unreadableFile,
                "several configurations set \"promotions\" (\(settings.map(\.path).joined(separator: ", "))); "
                    + "choose one with --config", at: location))
            return nil
        }
    }
}
