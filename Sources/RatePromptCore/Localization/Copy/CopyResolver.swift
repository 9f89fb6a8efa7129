import RatePromptFormats

/// Finds each prompt string the way iRate does, through its layers in order: a string set in the configuration, the
/// app's own table in the app's localization, RatePrompt's copy in the best of its localizations, and built-in
/// English. Localizations are chosen with Apple's algorithm (`LocaleMatcher`), and an app table is resolved per file as
/// a bundle does: the first localization in the search order that has the table supplies all of it.
package struct CopyResolver: Sendable {
    package internal(set) var configuration: PromptConfiguration
    package internal(set) var project: LocalizationProject?
    /// The app table the prompt keys are read from (iRate reads `Localizable`).
    package internal(set) var tableName: String
    package internal(set) var defaults: DefaultCopy
    /// The variant group the app table is read from: given, else `project.promptGroup(named: tableName)`.
    package internal(set) var group: VariantGroup?
    /// The group that stands for the app's bundle (`LocalizationProject.appGroup`): `group`, else the app's
    /// `InfoPlist` table. Its bundle's localizations are the ones a device chooses among.
    var bundleGroup: VariantGroup?
    /// The `InfoPlist` table of that bundle, which localizes the app's name.
    var infoPlistGroup: VariantGroup?
    /// The development region the bundle falls back to when none of its localizations matches the user's: given,
    /// else the source language of `bundleGroup`, else `en`.
    package internal(set) var developmentRegion: String
    /// Whether the app's own table can supply the prompt.
    package internal(set) var appCopy: AppCopy

    /// Whether the app's own table can supply the prompt, for `render` and `preview` to say when it cannot.
    package enum AppCopy: Hashable, Sendable {
        /// No project: RatePrompt's copy is what was asked for.
        case notAsked
        /// The project has no table of that name (the project's folder).
        case noTable(root: String)
        /// The table (its folder, or catalog) has no iRate prompt key in any localization: every string is
        /// RatePrompt's.
        case noPromptKeys(folder: String)
        /// The table holds prompt keys.
        case present
    }

    package init(
        configuration: PromptConfiguration = PromptConfiguration(), project: LocalizationProject? = nil,
        tableName: String = "Localizable", group: VariantGroup? = nil, defaults: DefaultCopy = .embedded,
        developmentRegion: String? = nil
    ) {
        self.configuration = configuration
        self.project = project
        self.tableName = tableName
        self.defaults = defaults
        let group = group ?? project?.promptGroup(named: tableName)
        self.group = group
        let bundleGroup = project?.appGroup(promptGroup: group)
        self.bundleGroup = bundleGroup
        infoPlistGroup = bundleGroup.flatMap { project?.infoPlistGroup(inBundleOf: $0) }
        // `Base` holds the development language's text but names no language; a device falls back to `en` then.
        let groupLanguage = bundleGroup?.sourceLanguage.map(\.language).flatMap { $0 == "Base" ? nil : $0 }
        self.developmentRegion = developmentRegion ?? groupLanguage ?? "en"
        appCopy = if let project {
            if let group { project.hasPromptKeys(group) ? .present : .noPromptKeys(folder: group.displayFolder) }
            else { .noTable(root: project.root) }
        } else {
            .notAsked
        }
    }

    /// The localizations chosen for one list of preferences, computed once and used for every key.
    package struct Resolution: Sendable {
        package internal(set) var preferences: [String]
        /// The app's localization search list (empty without a project).
        var appSearchList: [String]
        /// The folders a table is looked for in, in order (`BundleMatch.searchOrder`; empty without a project).
        var appSearchOrder: [String] = []
        /// The app table's file, if any localization in the search order has it.
        var appTable: LocalizationProject.Table?
        /// The bundle's `InfoPlist.strings` in the same search order, which localizes the app's name.
        var infoPlistTable: LocalizationProject.Table?
        /// RatePrompt's localization for the defaults layer; nil when none matches (built-in English).
        var defaultsLocalization: String?
        /// How the localizations were chosen, for `--explain`.
        package internal(set) var steps: [String]
    }

    package func resolution(for preferences: [String]) -> Resolution {
        let matcher = LocaleMatcher()
        var steps: [String] = []
        var searchList: [String] = []
        var appTable: LocalizationProject.Table?
        var infoPlistTable: LocalizationProject.Table?
        var searchOrder: [String] = []
        if let project = project, let choice = bundleMatch(for: preferences) {
            steps.append(choice.step)
            // A bundle reads each table from the first localization in the search order that has it.
            func first(in group: VariantGroup?) -> LocalizationProject.Table? {
                let groupTables = group.map { $0.tableIndices.map { project.tables[$0] } } ?? []
                return choice.searchOrder.lazy.compactMap { localization in
                    groupTables.first { $0.localization == localization }
                }.first
            }
            searchList = choice.match.localizations
            let order = choice.searchOrder
            searchOrder = order
            appTable = first(in: group)
            infoPlistTable = first(in: infoPlistGroup)
            if let appTable {
                steps.append("app: table \(tableName) read from \(appTable.localization).lproj (search order \(list(order)))")
            } else {
                steps.append("app: no \(tableName).strings in \(list(order))")
            }
        }
        var defaultsLocalization: String?
        let defaultsPreferences = configuration.useAllAvailableLanguages || project == nil ? preferences : searchList
        let match = matcher.match(preferences: defaultsPreferences, available: defaults.localizations)
        if match.matched, let chosen = match.localizations.first {
            defaultsLocalization = chosen
            steps.append("\(CopySource.Layer.defaults.phrase): \(list(defaultsPreferences)) → \(chosen)"
                + (configuration.useAllAvailableLanguages ? "" : " (useAllAvailableLanguages is off: the app's languages only)"))
        } else {
            steps.append("\(CopySource.Layer.defaults.phrase): no localization matches \(list(defaultsPreferences)); "
                + CopySource.Layer.builtInEnglish.phrase)
        }
        return Resolution(preferences: preferences, appSearchList: searchList, appSearchOrder: searchOrder,
                          appTable: appTable, infoPlistTable: infoPlistTable, defaultsLocalization: defaultsLocalization,
                          steps: steps)
    }

    /// How the app's bundle chooses its localization for one list of preferences.
    package struct BundleMatch: Sendable {
        /// The bundle's localizations as a device lists them (`Base` left out, `CFBundleLocalizations` added).
        package internal(set) var available: [String]
        /// Apple's answer among `available`; when nothing matches, the development region's (outcome
        /// `developmentRegion`, the step added to the trace) where the bundle has it.
        package internal(set) var match: LocaleMatch
        /// The folders a table is looked for in, in order: the chosen localization, `Base` where the bundle has
        /// one, the chosen localization's ancestors, then the development region.
        var searchOrder: [String]
        /// The choice in one line, for `--explain`.
        var step: String
    }

    /// The localization the prompt table's bundle picks for `preferences`, as `Bundle.preferredLocalizations` does:
    /// among every localization of the bundle (a bundle chooses before it looks for a table), and when none matches,
    /// its development region, else CoreFoundation's first entry. Nil without a project.
    package func bundleMatch(for preferences: [String], strategy: LocaleMatcher.Strategy = .apple) -> BundleMatch? {
        guard let project else { return nil }
        let matcher = LocaleMatcher(strategy: strategy)
        let localizations = bundleGroup.map(project.bundleLocalizations(of:)) ?? []
        var available = localizations.filter { $0 != "Base" }
        for claimed in bundleGroup?.bundle.declaredLocalizations ?? [] where !available.contains(claimed) {
            available.append(claimed)
        }
        var match = matcher.match(preferences: preferences, available: available)
        let step: String
        if match.matched || strategy != .apple {
            step = "app: \(list(preferences)) → \(list(match.localizations)) among \(list(available))"
        } else {
            let regionOrigin = bundleGroup?.sourceLanguage.flatMap { source in
                source.language == developmentRegion && source.origin != .convention ? " (\(source.origin.description))" : nil
            } ?? ""
            let development = matcher.match(preferences: [developmentRegion], available: available)
            if development.matched {
                let description = "development region \(developmentRegion)\(regionOrigin) → \(list(development.localizations))"
                step = "app: nothing in \(list(available)) matches \(list(preferences)); " + description
                match = LocaleMatch(
                    localizations: development.localizations, outcome: .developmentRegion,
                    trace: match.trace + [LocaleMatch.Step(.developmentRegion, subject: developmentRegion,
                                                           "nothing matched: the bundle falls back to its " + description)])
            } else {
                step = "app: nothing in \(list(available)) matches \(list(preferences)); "
                    + "first localization \(match.localizations.first ?? "none")"
            }
        }
        var order = Array(match.localizations.prefix(1))
        if localizations.contains("Base") { order.append("Base") }
        order += match.localizations.dropFirst()
        if !order.contains(developmentRegion) { order.append(developmentRegion) }
        return BundleMatch(available: available, match: match, searchOrder: order, step: step)
    }

    /// The raw string for `key` (before the app name is filled in), from the first layer that has it.
    package func lookup(_ key: PromptKey, in resolution: Resolution) -> (value: String, source: CopySource) {
        var steps: [String] = []
        let setting = configuration.setting(key.configurationKey)
        if let setting, case .file(let location) = setting.source, let value = setting.value?.stringValue {
            return (value, CopySource(layer: .configuration, key: key.configurationKey, localization: nil,
                                      location: location, isFallback: false, steps: ["set in the configuration"]))
        }
        if let setting, case .override(let origin) = setting.source, let value = setting.value?.stringValue {
            return (value, CopySource(layer: .configuration, key: key.configurationKey, localization: nil,
                                      location: nil, isFallback: false, steps: ["set by \(origin)"]))
        }
        if let table = resolution.appTable {
            if let entry = table.file.entries.last(where: { $0.hasKey(key.rawValue) }), let value = entry.value.stringValue {
                let location = FileLocation(path: table.file.path, position: entry.valuePosition)
                return (value, CopySource(
                    layer: .app, key: key.rawValue, localization: table.localization, location: location,
                    isFallback: table.localization != resolution.appSearchList.first,
                    steps: ["\(tableName) in \(table.localization).lproj has \(key.rawValue)"]))
            }
            steps.append("\(tableName) in \(table.localization).lproj has no \(key.rawValue)")
        }
        // RatePrompt's copy stands in for a key the app's table lacks; for an app that sets no prompt key at all it
        // is simply the copy, not a fallback.
        let appLacksIt = resolution.appTable != nil && appCopy == .present
        if let localization = resolution.defaultsLocalization, let entry = defaults.entry(key, in: localization),
           let value = entry.value.stringValue, let file = defaults.tables[localization] {
            steps.append("\(CopySource.Layer.defaults.phrase) in \(localization)")
            return (value, CopySource(
                layer: .defaults, key: key.rawValue, localization: localization,
                location: FileLocation(path: file.path, position: entry.valuePosition),
                isFallback: appLacksIt, steps: steps))
        }
        let english = DefaultCopy.englishLocalization
        let entry = defaults.entry(key, in: english)
        steps.append(CopySource.Layer.builtInEnglish.phrase)
        return (entry?.value.stringValue ?? key.rawValue, CopySource(
            layer: .builtInEnglish, key: key.rawValue, localization: english,
            location: entry.flatMap { entry in defaults.tables[english].map { FileLocation(path: $0.path, position: entry.valuePosition) } },
            isFallback: true, steps: steps))
    }

    private func list(_ items: [String]) -> String {
        items.isEmpty ? "[]" : items.joined(separator: ", ")
    }
}
