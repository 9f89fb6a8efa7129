import RatePromptFormats
import RatePromptCore
import RatePromptOutput

/// Building the page from the files on disk, as `rateprompt preview` does (and a library user or a plugin may).
extension PreviewPage {
    /// The outcome of reading the inputs: the page, unless an input could not be read at all, and every finding.
    struct Build: Sendable {
        /// Nil when the project folder does not exist or the configuration cannot be read.
        var page: PreviewPage?
        /// Every finding, in input order: the configuration's first, then the project's.
        var diagnostics: [Diagnostic]
        /// Notes for the person running the command, as the page shows them (`PreviewPage.notes`): the copy is
        /// RatePrompt's own, where the app name came from.
        var notes: [String]
        /// Whether the configuration or a file of the previewed table (the prompt's group, `promptGroup`) has an
        /// error: the page may not show what a device shows. Errors in other tables, and in the same table of other
        /// bundles, are listed on their cards but do not count.
        var hasErrors: Bool
    }

    /// Reads the configuration and the project and renders every localization: the project's localizations of
    /// `tableName` (without `Base`), or RatePrompt's own localizations without a project or when the project has
    /// no such table. Findings go on the card of the localization whose file they are in, or on the page.
    static func build(
        project projectPath: String?, configuration configurationPath: String?, appName: String?,
        tableName: String = "Localizable", metrics: AlertMetrics = AlertMetrics()
    ) -> Build {
        var diagnostics: [Diagnostic] = []
        var configurationCount = 0
        var configuration = PromptConfiguration()
        if let configurationPath {
            let loaded = RequestSupport.configuration(configurationPath, for: .show)
            diagnostics += loaded.diagnostics
            configurationCount = loaded.diagnostics.count
            guard let used = loaded.configuration else { return Build(page: nil, diagnostics: diagnostics, notes: [], hasErrors: true) }
            configuration = used
        }
        var project: LocalizationProject?
        if let projectPath {
            let (found, problems) = LocalizationProject.discover(at: projectPath)
            diagnostics += problems
            guard problems.isEmpty else { return Build(page: nil, diagnostics: diagnostics, notes: [], hasErrors: true) }
            diagnostics += found.diagnostics
            project = found
        }
        let renderer = PromptRenderer(resolver: CopyResolver(configuration: configuration, project: project,
                                                             tableName: tableName))
        var localizations = project?.localizations(of: tableName).filter { $0 != "Base" } ?? []
        // Without the table, the cards are RatePrompt's localizations; the page's notes say the copy is its own.
        if localizations.isEmpty {
            localizations = renderer.resolver.defaults.localizations
        }
        // Promoted purchases, when the configuration promotes some: their copy from the project's `.storekit` files.
        var promotions: PromotionResolver?
        if let settings = configuration.promotions {
            let files = projectPath.map { InputFiles.below($0).inputs(of: [.storeKit]) } ?? []
            let storeKit = ProjectInputs.read(files).storeKitFiles
            diagnostics += storeKit.flatMap(\.diagnostics).filter { $0.severity == .error }
            promotions = PromotionResolver(settings: settings, products: storeKit.flatMap(\.products))
        }
        let (cards, page) = assign(diagnostics, to: localizations, in: project)
        let preview = PreviewPage(renderer: renderer, localizations: localizations, appName: appName,
                                  cardDiagnostics: cards, diagnostics: page, promotions: promotions, metrics: metrics)
        let shown = renderer.resolver.group.flatMap { group in project?.diagnostics(of: group) } ?? []
        let hasErrors = (diagnostics.prefix(configurationCount) + shown).contains { $0.severity == .error }
        return Build(page: preview, diagnostics: diagnostics, notes: preview.notes, hasErrors: hasErrors)
    }

    /// Every file `build` reads: the configuration, and the project's tables and catalogs (listed anew on each call,
    /// so that a new `.lproj` is noticed).
    package static func inputPaths(project: String?, configuration: String?) -> [String] {
        (configuration.map { [$0] } ?? []) + (project.map { root in
            LocalizationProject.inputPaths(at: root) + InputFiles.below(root).inputs(of: [.storeKit]).map(\.path)
        } ?? [])
    }
}
