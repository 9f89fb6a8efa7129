/// The translator preview (`rateprompt preview`): every localization's rating prompt drawn as the iOS alert, with
/// where each string came from, fallbacks and findings, in one self-contained HTML page.
///
/// The page needs nothing but a browser: style and script are inline and allowed by hash in a Content-Security-Policy
/// of `default-src 'none'`, so the page makes no request and runs nothing else. Every string from a file is escaped.
/// What only a browser knows, how wide a label and how tall a message really are, the page's script measures
/// against `AlertMetrics`; it marks cards whose labels do not fit their buttons or whose message is too tall.
public struct PreviewPage: Sendable {
    /// The three messages iRate can show; the page has a toggle for them.
    public enum Variant: String, CaseIterable, Hashable, Sendable {
        case app, game, update

        var title: String {
            switch self {
            case .app: "App"
            case .game: "Game"
            case .update: "Update"
            }
        }
    }

    /// One localization: its prompt in each variant, and the findings about its files.
    public struct Card: Sendable {
        public var language: LanguageInfo
        /// One prompt per variant, in `Variant.allCases` order.
        public var prompts: [(variant: Variant, prompt: RenderedPrompt)]
        /// Shown on the card. The lint engine's findings go here; today the file diagnostics of the localization's
        /// tables.
        public var diagnostics: [Diagnostic]

        public init(language: LanguageInfo, prompts: [(variant: Variant, prompt: RenderedPrompt)], diagnostics: [Diagnostic]) {
            self.language = language
            self.prompts = prompts
            self.diagnostics = diagnostics
        }

        /// Every distinct string the card shows (the title and buttons once, each variant's message).
        public var strings: [RenderedString] {
            guard let first = prompts.first?.prompt else { return [] }
            var strings = [first.title] + prompts.map(\.prompt.message)
            strings += [first.rateButton, first.cancelButton, first.remindButton].compactMap { $0 }
            return strings
        }

        /// How many of those strings came from a fallback.
        public var fallbackCount: Int { strings.filter(\.source.isFallback).count }
    }

    public var appName: String
    public var cards: [Card]
    /// Findings that belong to no single localization: the configuration's, a String Catalog's.
    public var diagnostics: [Diagnostic]
    /// The variant shown first (the configuration's genre decides between app and game).
    public var initialVariant: Variant
    public var metrics: AlertMetrics

    public init(
        appName: String, cards: [Card], diagnostics: [Diagnostic] = [], initialVariant: Variant = .app,
        metrics: AlertMetrics = AlertMetrics()
    ) {
        self.appName = appName
        self.cards = cards
        self.diagnostics = diagnostics
        self.initialVariant = initialVariant
        self.metrics = metrics
    }

    /// Renders each localization as `rateprompt render --preferred <localization>` does, once per variant.
    /// `cardDiagnostics` go on the card of their localization; `diagnostics` are shown above the cards.
    public init(
        renderer: PromptRenderer, localizations: [String], appName: String? = nil,
        cardDiagnostics: [String: [Diagnostic]] = [:], diagnostics: [Diagnostic] = [],
        metrics: AlertMetrics = AlertMetrics()
    ) {
        let cards = localizations.map { localization in
            let prompts = Variant.allCases.map { variant in
                let prompt = switch variant {
                case .app: renderer.render(preferences: [localization], appName: appName, genre: .app)
                case .game: renderer.render(preferences: [localization], appName: appName, genre: .game)
                case .update: renderer.render(preferences: [localization], appName: appName, ratedPreviousVersion: true)
                }
                return (variant, prompt)
            }
            return Card(language: LanguageInfo(localization: localization), prompts: prompts,
                        diagnostics: cardDiagnostics[localization] ?? [])
        }
        self.init(appName: appName ?? renderer.resolver.configuration.applicationName ?? "MyApp", cards: cards,
                  diagnostics: diagnostics, initialVariant: renderer.resolver.configuration.isGame ? .game : .app,
                  metrics: metrics)
    }

    /// Splits findings between the cards and the page: a finding in one of a localization's files goes on that
    /// localization's card, any other (the configuration's, a String Catalog's, which holds every language) on the
    /// page.
    public static func assign(
        _ diagnostics: [Diagnostic], to localizations: [String], in project: LocalizationProject?
    ) -> (cards: [String: [Diagnostic]], page: [Diagnostic]) {
        var owner: [String: String] = [:]
        let wanted = Set(localizations)
        for table in project?.tables ?? [] where wanted.contains(table.localization) {
            // A catalog's tables share its path; those findings concern every language.
            if project?.catalogs.contains(where: { $0.path == table.file.path }) == true { continue }
            owner[table.file.path] = table.localization
        }
        var cards: [String: [Diagnostic]] = [:]
        var page: [Diagnostic] = []
        for diagnostic in diagnostics {
            if let localization = owner[diagnostic.location.path] {
                cards[localization, default: []].append(diagnostic)
            } else {
                page.append(diagnostic)
            }
        }
        return (cards, page)
    }

    // MARK: - Layout

    /// The visible buttons in the order UIAlertController draws them, and whether they sit side by side.
    /// iRate adds Rate, then Cancel (cancel style), then Remind; two actions go side by side with the cancel action
    /// on the leading side, one or three are stacked with the cancel action at the bottom.
    public static func buttons(of prompt: RenderedPrompt) -> (sideBySide: Bool, buttons: [RenderedString]) {
        let others = [prompt.rateButton, prompt.remindButton].compactMap { $0 }
        let all = others + [prompt.cancelButton].compactMap { $0 }
        guard all.count == 2 else { return (false, all) }
        return (true, prompt.cancelButton.map { [$0] + others } ?? others)
    }

    // MARK: - HTML

    /// The page. The same input gives the same bytes (no dates, no random ids), so a rebuild that changes nothing
    /// changes nothing on disk either.
    public func html() -> String {
        let style = PreviewPageAssets.style(metrics)
        let script = PreviewPageAssets.script
        let policy = "default-src 'none'; style-src 'sha256-\(SHA256.base64Digest(of: style))'; "
            + "script-src 'sha256-\(SHA256.base64Digest(of: script))'; base-uri 'none'; form-action 'none'"
        let fallbacks = cards.filter { $0.fallbackCount > 0 }.count
        let findings = cards.reduce(diagnostics.count) { $0 + $1.diagnostics.count }
        var html = """
            <!DOCTYPE html>
            <html lang="en" dir="ltr"\(HTML.attribute("data-row-label-width", number(metrics.rowLabelWidth)))\
            \(HTML.attribute("data-stacked-label-width", number(metrics.stackedLabelWidth)))\
            \(HTML.attribute("data-message-height-limit", number(metrics.messageHeightLimit)))\
            \(HTML.attribute("data-screen-height", number(metrics.screenHeight)))>
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy"\(HTML.attribute("content", policy))>
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="rateprompt preview">
            <title>Rating prompt preview — \(HTML.escape(appName))</title>
            <style>\(style)</style>
            <script>\(script)</script>
            </head>
            <body>
            <header class="page-head">
            <div class="heading">
            <h1>Rating prompt preview</h1>
            <p class="subtitle"><strong>\(HTML.escape(appName))</strong> · \(cards.count) localization\(cards.count == 1 ? "" : "s") · \
            the classic iOS alert (\(number(metrics.width)) pt wide), approximately</p>
            </div>
            <div class="controls">
            \(segmented("variant", "Message", Variant.allCases.map { ($0.rawValue, $0.title) }, checked: initialVariant.rawValue))
            \(segmented("appearance", "Appearance", [("light", "Light"), ("dark", "Dark")], checked: "light"))
            <label class="filter"><span class="control-label">Filter</span><input type="search" id="filter" \
            placeholder="Language or code: arabic, fr, 中文" autocomplete="off" spellcheck="false"></label>
            <label class="check"><input type="checkbox" id="only-problems"> Only cards with problems</label>
            </div>
            <p class="summary"><span id="shown-count">\(cards.count)</span> shown · \
            <span class="badge overflow"><span id="overflow-count">0</span> overflowing</span> \
            <span class="badge fallback">\(fallbacks) with fallback strings</span> \
            <span class="badge findings">\(findings) finding\(findings == 1 ? "" : "s")</span> \
            <span class="legend">Hover a string for its file and line. \
            <span class="badge layer-app">App</span> the app’s table · \
            <span class="badge layer-configuration">Config</span> the configuration · \
            <span class="badge layer-defaults">RatePrompt</span> RatePrompt’s copy · \
            <span class="badge fallback">Fallback</span> not from this localization</span></p>
            </header>

            """
        if !diagnostics.isEmpty {
            html += "<section class=\"page-findings\"><h2>Findings for every localization</h2>\n"
            html += findingsList(diagnostics) + "</section>\n"
        }
        html += "<main class=\"grid\">\n"
        if cards.isEmpty {
            html += "<p class=\"empty\">No localizations to show.</p>\n"
        }
        for card in cards {
            html += self.card(card)
        }
        html += """
            </main>
            <footer>Made by <code>rateprompt preview</code>. Alert: \(number(metrics.width)) pt wide, corner radius \
            \(number(metrics.cornerRadius)) pt, title \(number(metrics.titleFontSize)) pt semibold, message \
            \(number(metrics.messageFontSize)) pt, \(number(metrics.buttonHeight)) pt buttons. A label wider than \
            \(number(metrics.rowLabelWidth)) pt stacks two buttons, wider than \(number(metrics.stackedLabelWidth)) pt \
            it is truncated; a message taller than \(number(metrics.messageHeightLimit)) pt \
            (\(number(metrics.messageHeightShare * 100)) % of a \(number(metrics.screenHeight)) pt screen) is flagged. \
            Fonts are this computer’s, not iOS’s: treat near misses as misses.</footer>
            </body>
            </html>

            """
        return html
    }

    private func card(_ card: Card) -> String {
        let language = card.language
        // The localization is a folder's name and the names fall back to it: shown on one line, like a path.
        let localization = VisibleText.line(language.localization)
        let englishName = VisibleText.line(language.englishName)
        let endonym = VisibleText.line(language.endonym)
        // A folder named anything but a language gives no tag a browser could use.
        let isTag = language.languageTag.utf8.allSatisfy {
            $0 == UInt8(ascii: "-") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0 & 0xDF)
        }
        let languageTag = isTag && !language.languageTag.isEmpty ? language.languageTag : "und"
        let search = [localization, englishName, endonym].joined(separator: " ").lowercased()
        var classes = ["card"]
        if card.fallbackCount > 0 { classes.append("has-fallback") }
        if !card.diagnostics.isEmpty { classes.append("has-findings") }
        if card.fallbackCount > 0 || !card.diagnostics.isEmpty { classes.append("has-problem") }
        var html = "<article" + HTML.attribute("class", classes.joined(separator: " "))
            + HTML.attribute("id", "card-" + identifier(language.localization))
            + HTML.attribute("data-localization", localization)
            + HTML.attribute("data-name", englishName)
            + HTML.attribute("data-endonym", endonym)
            + HTML.attribute("data-search", search)
            + HTML.attribute("data-fallbacks", String(card.fallbackCount))
            + HTML.attribute("data-findings", String(card.diagnostics.count))
            + HTML.attribute("lang", languageTag)
            + HTML.attribute("dir", language.direction.rawValue) + ">\n"
        html += "<header class=\"card-head\" lang=\"en\" dir=\"ltr\">\n<h2><span class=\"name\">\(HTML.escape(englishName))</span>"
        if language.endonym != language.englishName {
            html += " <span class=\"endonym\"" + HTML.attribute("lang", languageTag)
                + HTML.attribute("dir", language.direction.rawValue) + ">\(HTML.escape(endonym))</span>"
        }
        html += "</h2>\n<p class=\"badges\"><code class=\"badge code\">\(HTML.escape(localization))</code>"
        if language.direction == .rightToLeft { html += " <span class=\"badge rtl\">Right to left</span>" }
        if card.fallbackCount > 0 {
            html += " <span class=\"badge fallback\">\(card.fallbackCount) fallback</span>"
        }
        for severity in Diagnostic.Severity.allCases.reversed() {
            let count = card.diagnostics.filter { $0.severity == severity }.count
            if count > 0 {
                html += " <span class=\"badge \(severity.rawValue)\">\(count) \(severity.rawValue)\(count == 1 ? "" : "s")</span>"
            }
        }
        html += " <span class=\"badge overflow\" hidden>Does not fit</span></p>\n</header>\n"
        html += "<div class=\"screen\">\n"
        for (variant, prompt) in card.prompts {
            html += alert(prompt, variant: variant)
        }
        html += "</div>\n<ul class=\"warnings\" lang=\"en\" dir=\"ltr\" hidden></ul>\n"
        html += sources(card)
        if !card.diagnostics.isEmpty {
            html += "<div class=\"card-findings\" lang=\"en\" dir=\"ltr\">" + findingsList(card.diagnostics) + "</div>\n"
        }
        return html + "</article>\n"
    }

    private func alert(_ prompt: RenderedPrompt, variant: Variant) -> String {
        let (sideBySide, buttons) = Self.buttons(of: prompt)
        var html = "<div class=\"alert\"" + HTML.attribute("data-variant", variant.rawValue)
            + HTML.attribute("data-variant-name", variant.title.lowercased())
            + HTML.attribute("data-layout", sideBySide ? "row" : "stack")
            + HTML.attribute("data-message-key", prompt.messageKey.rawValue) + ">\n"
        html += "<div class=\"alert-text\">"
        html += text(prompt.title, element: "p", classes: ["alert-title"])
        html += text(prompt.message, element: "p", classes: ["alert-message"])
        html += "</div>\n<div class=\"alert-buttons\">"
        for button in buttons {
            let role = button.key == .cancelButton ? " cancel" : ""
            html += "<div class=\"alert-button\(role)\">" + text(button, element: "span", classes: ["label"]) + "</div>"
        }
        return html + "</div>\n</div>\n"
    }

    /// One string in the alert, with its provenance as classes, data attributes and a tooltip.
    private func text(_ string: RenderedString, element: String, classes: [String]) -> String {
        let source = string.source
        var all = classes + ["str", "src-" + layerClass(source.layer)]
        if source.isFallback { all.append("fallback") }
        return "<\(element)" + HTML.attribute("class", all.joined(separator: " "))
            + HTML.attribute("data-key", string.key.rawValue)
            + HTML.attribute("data-layer", source.layer.rawValue)
            + (source.isFallback ? HTML.attribute("data-fallback", "true") : "")
            + (source.location.map { HTML.attribute("data-location", $0.description) } ?? "")
            + HTML.attribute("title", tooltip(source))
            + ">" + HTML.escape(string.text) + "</\(element)>"
    }

    /// The table under the alert: each string's layer, fallback and file.
    private func sources(_ card: Card) -> String {
        guard let first = card.prompts.first?.prompt else { return "" }
        var rows: [(name: String, variant: Variant?, string: RenderedString?, key: PromptKey)] = [("Title", nil, first.title, .title)]
        rows += card.prompts.map { ("\($0.variant.title) message", $0.variant, $0.prompt.message, $0.prompt.messageKey) }
        rows += [("Rate", nil, first.rateButton, .rateButton), ("Cancel", nil, first.cancelButton, .cancelButton),
                 ("Remind", nil, first.remindButton, .remindButton)]
        var html = "<table class=\"sources\" lang=\"en\" dir=\"ltr\">\n"
        for row in rows {
            html += "<tr" + (row.variant.map { HTML.attribute("class", "src-message") + HTML.attribute("data-variant", $0.rawValue) } ?? "")
                + HTML.attribute("data-key", row.key.rawValue) + "><th scope=\"row\">\(row.name)</th>"
            guard let string = row.string else {
                html += "<td colspan=\"2\" class=\"hidden-button\">hidden (empty label)</td></tr>\n"
                continue
            }
            let source = string.source
            html += "<td><span class=\"badge layer-\(layerClass(source.layer))\">\(HTML.escape(layerName(source)))</span>"
            if source.isFallback {
                html += " <span class=\"badge fallback\">Fallback\(source.localization.map { " · " + HTML.escape(VisibleText.line($0)) } ?? "")</span>"
            }
            html += "</td><td class=\"where\"" + HTML.attribute("title", tooltip(source)) + ">"
            html += source.location.map { "<code>\(HTML.escape(shortLocation($0)))</code>" } ?? "<code>\(HTML.escape(VisibleText.line(source.key)))</code>"
            html += "</td></tr>\n"
        }
        return html + "</table>\n"
    }

    private func findingsList(_ diagnostics: [Diagnostic]) -> String {
        var html = "<ul class=\"findings\">\n"
        for diagnostic in diagnostics {
            html += "<li" + HTML.attribute("class", "finding \(diagnostic.severity.rawValue)")
                + HTML.attribute("data-code", diagnostic.code.rawValue)
                + HTML.attribute("title", diagnostic.description) + ">"
            html += "<span class=\"badge \(diagnostic.severity.rawValue)\">\(diagnostic.severity.rawValue)</span> "
            html += "<code>\(HTML.escape(shortLocation(diagnostic.location)))</code> \(HTML.escape(VisibleText.line(diagnostic.message)))"
            for note in diagnostic.notes {
                html += "<br><span class=\"note\">note: <code>\(HTML.escape(shortLocation(note.location)))</code> \(HTML.escape(VisibleText.line(note.message)))</span>"
            }
            html += "</li>\n"
        }
        return html + "</ul>\n"
    }

    private func segmented(_ name: String, _ legend: String, _ options: [(String, String)], checked: String) -> String {
        var html = "<fieldset class=\"segmented\"><legend class=\"control-label\">\(legend)</legend><div class=\"segments\">"
        for (value, title) in options {
            html += "<input type=\"radio\" name=\"\(name)\" id=\"\(name)-\(value)\" value=\"\(value)\"\(value == checked ? " checked" : "")>"
                + "<label for=\"\(name)-\(value)\">\(title)</label>"
        }
        return html + "</div></fieldset>"
    }

    private func layerClass(_ layer: CopySource.Layer) -> String {
        switch layer {
        case .configuration: "configuration"
        case .app: "app"
        case .defaults: "defaults"
        case .builtInEnglish: "built-in-english"
        }
    }

    private func layerName(_ source: CopySource) -> String {
        switch source.layer {
        case .configuration: "Config · \(VisibleText.line(source.key))"
        case .app: "App"
        case .defaults: "RatePrompt"
        case .builtInEnglish: "Built-in English"
        }
    }

    /// The hover text: layer, file and line, and the lookups that led there; each line in its visible form, since
    /// keys, localizations and paths come from files.
    private func tooltip(_ source: CopySource) -> String {
        var lines: [String] = []
        switch source.layer {
        case .configuration: lines.append("From the configuration (\(source.key))")
        case .app: lines.append("From the app’s table, \(source.localization ?? "")")
        case .defaults: lines.append("From RatePrompt’s copy, \(source.localization ?? "")")
        case .builtInEnglish: lines.append("Built-in English")
        }
        if let location = source.location { lines.append(location.description) }
        if source.isFallback { lines.append("Fallback: this localization’s own table does not supply it") }
        lines += source.steps
        return lines.map(VisibleText.line).joined(separator: "\n")
    }

    /// `fr.lproj/Localizable.strings:4:23`: the last two path components, which name the localization and table.
    private func shortLocation(_ location: SourceLocation) -> String {
        let path = VisibleText.line(location.path)
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        let tail = components.suffix(2).joined(separator: "/")
        return "\(tail.isEmpty ? path : tail):\(location.line):\(location.column)"
    }

    /// An id fragment: letters, digits and `-` only.
    private func identifier(_ text: String) -> String {
        String(text.unicodeScalars.map { scalar in
            (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))) ? Character(scalar) : "-"
        })
    }

    private func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
