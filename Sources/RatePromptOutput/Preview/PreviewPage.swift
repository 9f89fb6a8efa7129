import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// The translator preview (`rateprompt preview`): every localization's rating prompt drawn as the iOS alert, with
/// where each string came from, fallbacks and findings, in one self-contained HTML page.
///
/// The page needs nothing but a browser: style and script are inline and allowed by hash in a Content-Security-Policy
/// of `default-src 'none'`, so the page makes no request and runs nothing else. Every string from a file is escaped.
/// What only a browser knows, how wide a label and how tall a message really are, the page's script measures
/// against `AlertMetrics`; it marks cards whose labels do not fit their buttons or whose message is too tall.
package struct PreviewPage: Sendable {
    /// The three messages iRate can show; the page has a toggle for them.
    package enum Variant: String, CaseIterable, Hashable, Sendable {
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
    package struct Card: Sendable {
        package internal(set) var language: LanguageInfo
        /// One prompt per variant, in `Variant.allCases` order.
        var prompts: [(variant: Variant, prompt: RenderedPrompt)]
        /// Shown on the card. The lint engine's findings go here; today the file diagnostics of the localization's
        /// tables.
        package internal(set) var diagnostics: [Diagnostic]
        /// The promoted in-app purchases a person with this localization sees on the product page, in order; nil
        /// when the configuration promotes nothing.
        package internal(set) var promotions: [PromotionResolver.ShownProduct]?

        init(
            language: LanguageInfo, prompts: [(variant: Variant, prompt: RenderedPrompt)], diagnostics: [Diagnostic],
            promotions: [PromotionResolver.ShownProduct]? = nil
        ) {
            self.language = language
            self.prompts = prompts
            self.diagnostics = diagnostics
            self.promotions = promotions
        }

        /// Every distinct string the card shows (the title and buttons once, each variant's message).
        package var strings: [RenderedString] {
            guard let first = prompts.first?.prompt else { return [] }
            var strings = [first.title] + prompts.map(\.prompt.message)
            strings += [first.rateButton, first.cancelButton, first.remindButton].compactMap { $0 }
            return strings
        }

        /// How many of those strings came from a fallback, promoted products' copy included.
        var fallbackCount: Int {
            strings.filter(\.source.isFallback).count + (promotions ?? []).filter(\.isFallback).count
        }

        /// How many promoted products' names or descriptions are longer than App Store Connect allows.
        var overLongProductCount: Int {
            (promotions ?? []).filter { PromotionResolver.isOverLong($0) }.count
        }
    }

    package internal(set) var appName: String
    package internal(set) var cards: [Card]
    /// Findings that belong to no single localization: the configuration's, a String Catalog's.
    package internal(set) var diagnostics: [Diagnostic]
    /// What the reader should know about the whole page (`PromptNotes`): the copy is RatePrompt's own although an
    /// app was given, where the app name came from.
    package internal(set) var notes: [String]
    /// The variant shown first (the configuration's genre decides between app and game).
    var initialVariant: Variant
    package internal(set) var metrics: AlertMetrics

    package init(
        appName: String, cards: [Card], diagnostics: [Diagnostic] = [], notes: [String] = [],
        initialVariant: Variant = .app, metrics: AlertMetrics = AlertMetrics()
    ) {
        self.appName = appName
        self.cards = cards
        self.diagnostics = diagnostics
        self.notes = notes
        self.initialVariant = initialVariant
        self.metrics = metrics
    }

    /// Renders each localization as `rateprompt render --preferred <localization>` does, once per variant.
    /// `cardDiagnostics` go on the card of their localization; `diagnostics` are shown above the cards.
    /// With `promotions`, each card also lists the promoted products a person with that localization sees.
    package init(
        renderer: PromptRenderer, localizations: [String], appName: String? = nil,
        cardDiagnostics: [String: [Diagnostic]] = [:], diagnostics: [Diagnostic] = [],
        promotions: PromotionResolver? = nil, metrics: AlertMetrics = AlertMetrics()
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
            let promoted = promotions?.resolve(for: PromotionResolver.Device(preferredLanguages: [localization])).products
            return Card(language: LanguageInfo(localization: localization), prompts: prompts,
                        diagnostics: cardDiagnostics[localization] ?? [], promotions: promoted)
        }
        // The name in the page's title: the development region's (cards may show a localized one).
        let name = appName ?? renderer.render(preferences: [renderer.resolver.developmentRegion]).appName
        let notes = PromptNotes.notes(cards.compactMap { $0.prompts.first?.prompt }, table: renderer.resolver.tableName)
        self.init(appName: name, cards: cards, diagnostics: diagnostics, notes: notes,
                  initialVariant: renderer.resolver.configuration.isGame ? .game : .app, metrics: metrics)
    }

    /// Splits findings between the cards and the page: a finding in one of a localization's files goes on that
    /// localization's card, any other (the configuration's, a String Catalog's, which holds every language) on the
    /// page.
    package static func assign(
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

    /// The visible buttons in the order UIAlertController draws them, and whether they sit side by side
    /// (`AlertMetrics.buttonLayout`, as the lint rule decides it). iRate adds Rate, then Cancel (cancel style), then
    /// Remind; side by side the cancel action is on the leading side, stacked it is at the bottom.
    static func buttons(
        of prompt: RenderedPrompt, metrics: AlertMetrics = AlertMetrics()
    ) -> (sideBySide: Bool, buttons: [RenderedString]) {
        let others = [prompt.rateButton, prompt.remindButton].compactMap { $0 }
        let all = others + [prompt.cancelButton].compactMap { $0 }
        guard metrics.buttonLayout(buttonCount: all.count) == .sideBySide else { return (false, all) }
        return (true, prompt.cancelButton.map { [$0] + others } ?? others)
    }

    // MARK: - HTML

    /// The page. The same input gives the same bytes (no dates, no random ids), so a rebuild that changes nothing
    /// changes nothing on disk either.
    package func html() -> String {
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
            \(HTML.attribute("data-screen-height", number(metrics.screenHeight)))\
            \(HTML.attribute("data-message-height-share", number(metrics.messageHeightShare)))>
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy"\(HTML.attribute("content", policy))>
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="rateprompt \(RatePromptVersion.current) preview">
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
            \([CopySource.Layer.app, .configuration, .defaults].map { layer in
                "<span class=\"badge layer-\(layer.rawValue)\">\(layer.title)</span> the \(layer.phrase) · "
            }.joined())\
            <span class="badge fallback">Fallback</span> not from this localization</span></p>
            </header>

            """
        if !notes.isEmpty {
            html += "<section class=\"page-notes\"><h2>Notes</h2>\n<ul>\n"
            html += notes.map { "<li class=\"page-note\">\(HTML.escape(VisibleText.line($0)))</li>\n" }.joined()
            html += "</ul></section>\n"
        }
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
        let languageTag = Self.tag(language)
        let search = [localization, englishName, endonym].joined(separator: " ").lowercased()
        var classes = ["card"]
        if card.fallbackCount > 0 { classes.append("has-fallback") }
        if !card.diagnostics.isEmpty { classes.append("has-findings") }
        if card.overLongProductCount > 0 { classes.append("has-overlong-products") }
        if card.fallbackCount > 0 || !card.diagnostics.isEmpty || card.overLongProductCount > 0 {
            classes.append("has-problem")
        }
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
        if let promotions = card.promotions { html += self.promotions(promotions, card: card) }
        if !card.diagnostics.isEmpty {
            html += "<div class=\"card-findings\" lang=\"en\" dir=\"ltr\">" + findingsList(card.diagnostics) + "</div>\n"
        }
        return html + "</article>\n"
    }

    private func alert(_ prompt: RenderedPrompt, variant: Variant) -> String {
        let (sideBySide, buttons) = Self.buttons(of: prompt, metrics: metrics)
        var html = "<div class=\"alert\"" + HTML.attribute("data-variant", variant.rawValue)
            + HTML.attribute("data-variant-name", variant.title.lowercased())
            + HTML.attribute("data-layout", (sideBySide ? AlertMetrics.ButtonLayout.sideBySide : .stacked).rawValue)
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

    /// One string in the alert, with its provenance as classes, data attributes and a tooltip, and the language and
    /// direction of the localization it came from: an English fallback in an Arabic card is English, left to right.
    /// A configuration string names no language: its direction is the browser's guess from its first letter.
    private func text(_ string: RenderedString, element: String, classes: [String]) -> String {
        let source = string.source
        var all = classes + ["str", "src-" + source.layer.rawValue]
        if source.isFallback { all.append("fallback") }
        let language = source.localization.map { localization in
            let info = LanguageInfo(localization: localization)
            return HTML.attribute("lang", Self.tag(info)) + HTML.attribute("dir", info.direction.rawValue)
        } ?? HTML.attribute("lang", "") + HTML.attribute("dir", "auto")
        return "<\(element)" + HTML.attribute("class", all.joined(separator: " ")) + language
            + HTML.attribute("data-key", string.key.rawValue)
            + HTML.attribute("data-layer", source.layer.rawValue)
            + (source.isFallback ? HTML.attribute("data-fallback", "true") : "")
            + (source.location.map { HTML.attribute("data-location", $0.description) } ?? "")
            + HTML.attribute("title", tooltip(source))
            + ">" + HTML.escape(string.text) + "</\(element)>"
    }

    /// The table under the alert: each string's layer, fallback and file, then where the app name came from.
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
            html += "<td class=\"chips\"><span class=\"badge layer-\(source.layer.rawValue)\">\(HTML.escape(layerName(source)))</span>"
            if source.isFallback {
                html += " <span class=\"badge fallback\">Fallback\(source.localization.map { " · " + HTML.escape(VisibleText.line($0)) } ?? "")</span>"
            }
            html += "</td><td class=\"where\"" + HTML.attribute("title", tooltip(source)) + ">"
            html += source.location.map { "<code>\(HTML.escape(shortLocation($0)))</code>" } ?? "<code>\(HTML.escape(VisibleText.line(source.key)))</code>"
            html += "</td></tr>\n"
        }
        html += appNameRow(first.appNameSource)
        return html + "</table>\n"
    }

    /// The promoted purchases as the product page lists them: each product's name over its description, in the
    /// card's language unless marked as a fallback, with both lengths measured against App Store Connect's limits.
    private func promotions(_ products: [PromotionResolver.ShownProduct], card: Card) -> String {
        var html = "<section class=\"promotions\"><h3 lang=\"en\" dir=\"ltr\">Promoted in-app purchases</h3>\n"
        guard !products.isEmpty else {
            return html + "<p class=\"empty\" lang=\"en\" dir=\"ltr\">None shown.</p></section>\n"
        }
        html += "<ol class=\"products\">\n"
        for product in products {
            let language = product.locale.map { locale in
                let info = LanguageInfo(localization: locale)
                return HTML.attribute("lang", Self.tag(info)) + HTML.attribute("dir", info.direction.rawValue)
            } ?? ""
            var classes = ["product"]
            if product.isFallback { classes.append("fallback") }
            html += "<li" + HTML.attribute("class", classes.joined(separator: " "))
                + HTML.attribute("data-product-id", VisibleText.line(product.productID)) + language + ">"
            html += "<span class=\"product-name\">\(HTML.escape(product.displayName ?? product.productID))</span>"
            html += "<span class=\"product-description\">\(HTML.escape(product.description ?? ""))</span>"
            html += "<span class=\"product-facts\" lang=\"en\" dir=\"ltr\">"
            let limits = AppStoreConnectLimits.copy(for: product.kind)
            html += length(product.displayName, limit: limits.displayName, what: "name")
            html += length(product.description, limit: limits.description, what: "description")
            if product.isFallback {
                html += " <span class=\"badge fallback\">Fallback\(product.locale.map { " · " + HTML.escape($0) } ?? "")</span>"
            }
            if product.locale == nil {
                html += " <span class=\"badge fallback\">No .storekit copy</span>"
            }
            html += " <code>\(HTML.escape(VisibleText.line(product.productID)))</code></span></li>\n"
        }
        return html + "</ol></section>\n"
    }

    /// `12/30`, marked when over the limit: characters as App Store Connect counts them (grapheme clusters).
    private func length(_ text: String?, limit: Int, what: String) -> String {
        guard let text else { return "" }
        let count = text.count
        let over = count > limit
        return "<span" + HTML.attribute("class", "badge length" + (over ? " over" : ""))
            + HTML.attribute("title", "\(what): \(count) of at most \(limit) characters") + ">\(count)/\(limit)</span> "
    }

    /// The app name's row: where the name put in place of `%@` came from (given, configuration, the bundle's
    /// `InfoPlist.strings` or `Info.plist`, or the stand-in).
    private func appNameRow(_ name: AppName) -> String {
        let (badge, layer): (String, String) = switch name.origin {
        case .given: ("Given", "given")
        case .configuration: ("\(CopySource.Layer.configuration.title) · \(name.key ?? "")", "layer-configuration")
        case .localizedInfoPlist: ("InfoPlist.strings", "layer-app")
        case .infoPlist: ("Info.plist", "layer-app")
        case .buildSetting: ("Build setting", "layer-app")
        case .placeholder: ("Stand-in", "fallback")
        }
        let tooltip = ([PromptNotes.note(name)] + name.steps).map(VisibleText.line).joined(separator: "\n")
        var html = "<tr class=\"app-name\"" + HTML.attribute("data-origin", name.origin.rawValue) + "><th scope=\"row\">App name</th>"
        html += "<td class=\"chips\"><span" + HTML.attribute("class", "badge \(layer)") + ">\(HTML.escape(VisibleText.line(badge)))</span></td>"
        html += "<td class=\"where\"" + HTML.attribute("title", tooltip) + ">"
        let shown = name.location.map(shortLocation) ?? (name.origin == .placeholder ? name.name : name.key ?? name.name)
        return html + "<code>\(HTML.escape(VisibleText.line(shown)))</code></td></tr>\n"
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

    private func layerName(_ source: CopySource) -> String {
        source.layer == .configuration ? "\(source.layer.title) · \(VisibleText.line(source.key))" : source.layer.title
    }

    /// The hover text: layer, file and line, and the lookups that led there; each line in its visible form, since
    /// keys, localizations and paths come from files.
    private func tooltip(_ source: CopySource) -> String {
        var lines = ["From the \(source.origin)"]
        if let location = source.location { lines.append(location.description) }
        if source.isFallback { lines.append("Fallback: this localization’s own table does not supply it") }
        lines += source.steps
        return lines.map(VisibleText.line).joined(separator: "\n")
    }

    /// `fr.lproj/Localizable.strings:4:23`: the last two path components, which name the localization and table.
    private func shortLocation(_ location: FileLocation) -> String {
        let path = VisibleText.line(location.path)
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        let tail = components.suffix(2).joined(separator: "/")
        return "\(tail.isEmpty ? path : tail):\(location.line):\(location.column)"
    }

    /// The localization's language tag for a `lang` attribute; `und` for a folder named anything but a language,
    /// which gives no tag a browser could use.
    private static func tag(_ language: LanguageInfo) -> String {
        let isTag = language.languageTag.utf8.allSatisfy {
            $0 == UInt8(ascii: "-") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0 & 0xDF)
        }
        return isTag && !language.languageTag.isEmpty ? language.languageTag : "und"
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
