import RatePromptFormats
import RatePromptCore

/// Prints a `PromotionResolver.Outcome` for `rateprompt promotions`: the promoted list as a person sees it, and why
/// each product is where it is.
package enum PromotionFormatter {
    /// `{"localization", "platform", "launched", "products": [{"productID", "displayName", "description", "locale",
    /// "fallback", "why", "placement", "rank"}], "leftOut": [{"productID", "why", "reason"}], "notes", "match"}`,
    /// `products` in the order shown and `match` as `rateprompt locale --json` prints it.
    package static func json(_ outcome: PromotionResolver.Outcome, device: PromotionResolver.Device) -> JSONValue {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        return .object([
            ("localization", text(outcome.localization)),
            ("platform", .string(device.platform.rawValue)),
            ("launched", .bool(device.hasLaunched)),
            ("products", .array(outcome.products.map { product in
                .object([
                    ("productID", .string(product.productID)),
                    ("displayName", text(product.displayName)),
                    ("description", text(product.description)),
                    ("locale", text(product.locale)),
                    ("fallback", .bool(product.isFallback)),
                    ("why", .string(why(product, outcome: outcome))),
                ] + placement(product.placement))
            })),
            ("leftOut", .array(outcome.leftOut.map { item in
                .object([("productID", .string(item.productID)), ("why", .string(why(item.omission))),
                         ("reason", .string(reason(item.omission)))])
            })),
            ("notes", .array(notes(outcome, device: device).map(JSONValue.string))),
            ("match", LocaleMatchFormatter.json(outcome.match)),
        ])
    }

    /// The localization, then one numbered line per product (name — description, its locale, a fallback marked),
    /// then what was left out; `explain` adds each product's why and how the localization was chosen.
    package static func text(
        _ outcome: PromotionResolver.Outcome, device: PromotionResolver.Device, explain: Bool
    ) -> String {
        let platform = switch device.platform {
        case .iOS: "iOS"
        case .macOS: "macOS"
        case .visionOS: "an iPhone or iPad app on visionOS"
        }
        // Locales come from the files and languages from the caller: both reach the terminal visible.
        var lines = ["Localization: \(outcome.localization.map(VisibleText.line) ?? "none")   (preferences: "
                     + "\(device.preferredLanguages.map(VisibleText.line).joined(separator: ", ")); \(platform)"
                     + (device.hasLaunched ? ")" : "; the app not launched yet)")]
        if outcome.products.isEmpty { lines.append("No promoted purchase is shown.") }
        let width = String(outcome.products.count).count
        for (index, product) in outcome.products.enumerated() {
            let number = String(index + 1)
            let indent = String(repeating: " ", count: width - number.count)
            lines.append("\(indent)\(number). \(copy(product))")
            if explain {
                lines.append(String(repeating: " ", count: width + 2) + "\(VisibleText.line(product.productID)): "
                             + why(product, outcome: outcome))
            }
        }
        if !outcome.leftOut.isEmpty {
            lines.append("Left out:")
            lines += outcome.leftOut.map { "  \(VisibleText.line($0.productID)): \(why($0.omission))" }
        }
        lines += notes(outcome, device: device).map { "Note: \($0)" }
        if explain {
            lines.append("")
            lines.append("How the localization was chosen (from the promoted products' localizations):")
            lines += LocaleMatchFormatter.text(outcome.match, explain: true)
                .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "  \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Hidden Beaches — 40 quiet coves, with offline maps and tides  (en-US)`; the product ID when no `.storekit`
    /// file names it.
    private static func copy(_ product: PromotionResolver.ShownProduct) -> String {
        guard let locale = product.locale else {
            return "\(VisibleText.line(product.productID))  (no name: no .storekit file defines it)"
        }
        let name = product.displayName.map(VisibleText.line) ?? "\(VisibleText.line(product.productID)) (no display name)"
        let description = product.description.map(VisibleText.line) ?? "(no description)"
        return "\(name) — \(description)  (\(VisibleText.line(locale))\(product.isFallback ? ", fallback" : ""))"
    }

    /// Why a shown product is where it is.
    static func why(_ product: PromotionResolver.ShownProduct, outcome: PromotionResolver.Outcome) -> String {
        var why: String
        switch product.placement {
        case .override(let rank):
            why = "\(ordinal(rank)) in the device's order override"
        case .defaultOrder(let rank, let afterOverride):
            // A product hidden by default has no place of its own in App Store Connect's order: it follows it.
            why = product.shownByDevice ? "after App Store Connect's order"
                : "\(ordinal(rank)) in App Store Connect's order" + (afterOverride ? ", after the device's order" : "")
        }
        if product.shownByDevice { why += "; hidden in App Store Connect, shown on this device" }
        if product.isFallback, let locale = product.locale {
            why += "; no copy in \(VisibleText.line(outcome.localization ?? "the page's localization")), so its "
                + "\(VisibleText.line(locale)) copy"
        }
        if outcome.overridesWaitForLaunch { why += "; the device's overrides apply after the app's first launch" }
        return why
    }

    /// Why a product is not shown, or an override's ID is not used.
    static func why(_ omission: PromotionResolver.Omission) -> String {
        switch omission {
        case .hiddenByDefault: "hidden in App Store Connect"
        case .hiddenOnDevice: "hidden on this device"
        case .overLimit(let rank):
            "over the product page's limit of \(AppStoreConnectLimits.promotedItems) (it would be \(ordinal(rank)))"
        case .notPromoted(let override):
            "not promoted in App Store Connect: "
                + (override == "hide" ? "the device hides it" : override == "show" ? "the device shows it"
                    : "the device's order names it") + ", so it is ignored"
        case .visionOS: "iPhone and iPad apps on visionOS show no promoted purchases"
        }
    }

    /// `"placement"` (`override`, `default-order`) and its 1-based `"rank"` there, for scripts.
    private static func placement(_ placement: PromotionResolver.Placement) -> [(String, JSONValue)] {
        switch placement {
        case .override(let rank): [("placement", .string("override")), ("rank", .int(Int64(rank)))]
        case .defaultOrder(let rank, _): [("placement", .string("default-order")), ("rank", .int(Int64(rank)))]
        }
    }

    /// A left-out item's reason as a stable word, for scripts.
    private static func reason(_ omission: PromotionResolver.Omission) -> String {
        switch omission {
        case .hiddenByDefault: "hidden-by-default"
        case .hiddenOnDevice: "hidden-on-device"
        case .overLimit: "over-limit"
        case .notPromoted: "not-promoted"
        case .visionOS: "visionos"
        }
    }

    /// What the reader should know besides the list.
    private static func notes(_ outcome: PromotionResolver.Outcome, device: PromotionResolver.Device) -> [String] {
        var notes: [String] = []
        if outcome.overridesWaitForLaunch {
            notes.append("the device's overrides apply after the app's first launch: this is App Store Connect's default")
        }
        if device.order?.isEmpty == true, device.hasLaunched, device.platform != .visionOS {
            notes.append("an empty order override restores App Store Connect's order")
        }
        return notes
    }

    /// 1st, 2nd, 3rd, 4th, …, 11th, 12th, 13th, …, 21st.
    static func ordinal(_ number: Int) -> String {
        let suffix = switch (number % 10, number % 100) {
        case (_, 11...13): "th"
        case (1, _): "st"
        case (2, _): "nd"
        case (3, _): "rd"
        default: "th"
        }
        return "\(number)\(suffix)"
    }
}
