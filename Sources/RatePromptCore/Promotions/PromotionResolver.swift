import RatePromptFormats

/// The promoted in-app purchases a person sees on the app's App Store product page, in order, with each product's
/// name and description in the localization the App Store uses for their languages.
///
/// App Store Connect sets the promoted products, their order and which are hidden by default (`PromotionSettings`:
/// the shown ones in `order`, the hidden ones in `hidden`, placed after them).
/// An app can override both per device (`Product.PromotionInfo`, `SKProductStorePromotionController`): the products
/// of the device's order come first, in that order, then the remaining promoted products in App Store Connect's
/// order; a device's visibility (shown or hidden) beats the default; an empty order restores the default order.
/// Overrides take effect only after the app has been launched once on the device, and IDs in them that are not
/// promoted are ignored. A product page lists at most 20 promoted items. iPhone and iPad apps on visionOS get no
/// promoted purchases.
package struct PromotionResolver: Sendable {
    /// Where the App Store shows the page.
    package enum Platform: String, Sendable, CaseIterable {
        case iOS = "ios"
        case macOS = "macos"
        case visionOS = "visionos"
    }

    /// One device: its overrides, whether the app has run on it, and its languages.
    package struct Device: Sendable {
        /// The device's order override; nil for none, empty for an override that restores the default order.
        package internal(set) var order: [String]?
        /// Products the device hides.
        package internal(set) var hidden: [String]
        /// Products the device shows, hidden by default or not.
        package internal(set) var shown: [String]
        package internal(set) var hasLaunched: Bool
        package internal(set) var platform: Platform
        /// Most preferred first, like `Locale.preferredLanguages`.
        package internal(set) var preferredLanguages: [String]

        package init(
            order: [String]? = nil, hidden: [String] = [], shown: [String] = [], hasLaunched: Bool = true,
            platform: Platform = .iOS, preferredLanguages: [String] = ["en"]
        ) {
            self.order = order
            self.hidden = hidden
            self.shown = shown
            self.hasLaunched = hasLaunched
            self.platform = platform
            self.preferredLanguages = preferredLanguages
        }
    }

    /// Why a product is where it is.
    package enum Placement: Hashable, Sendable {
        /// At `rank` (1-based) of the device's order override.
        case override(rank: Int)
        /// At `rank` of App Store Connect's order; `afterOverride` when a device order comes first.
        case defaultOrder(rank: Int, afterOverride: Bool)
    }

    /// Why a promoted product is not shown, or an override's ID is not used.
    package enum Omission: Hashable, Sendable {
        /// Hidden in App Store Connect, and not shown by the device.
        case hiddenByDefault
        /// Hidden by the device's visibility override.
        case hiddenOnDevice
        /// Past the product page's limit of 20.
        case overLimit(rank: Int)
        /// Named in a device override (`order`, `hide` or `show`) but not promoted: ignored.
        case notPromoted(override: String)
        /// iPhone and iPad apps on visionOS get no promoted purchases.
        case visionOS
    }

    /// A shown product and its copy.
    package struct ShownProduct: Hashable, Sendable {
        package internal(set) var productID: String
        package internal(set) var displayName: String?
        package internal(set) var description: String?
        /// What kind of product it is, which sets how long its copy may be; nil when no `.storekit` file says.
        package internal(set) var kind: StoreKitConfiguration.ProductKind?
        /// The localization of the copy (`en-US`); nil when no `.storekit` file defines the product.
        package internal(set) var locale: String?
        /// True when the product has no copy in the page's localization and shows another one.
        package internal(set) var isFallback: Bool
        package internal(set) var placement: Placement
        /// True when the device shows a product that App Store Connect hides.
        package internal(set) var shownByDevice: Bool
    }

    /// What the page shows for one device.
    package struct Outcome: Sendable {
        /// The localization the App Store uses for the page's promoted products, and how it was chosen; nil when
        /// no promoted product has a localization.
        package internal(set) var localization: String?
        package internal(set) var match: LocaleMatch
        /// In the order shown.
        package internal(set) var products: [ShownProduct]
        /// Promoted products not shown, and override IDs ignored, each with why.
        package internal(set) var leftOut: [(productID: String, omission: Omission)]
        /// True when the device has overrides that wait for the app's first launch.
        package internal(set) var overridesWaitForLaunch: Bool
    }

    /// Whether a shown product's name or description is longer than App Store Connect allows.
    package static func isOverLong(_ product: ShownProduct) -> Bool {
        let limits = AppStoreConnectLimits.copy(for: product.kind)
        return (product.displayName?.count ?? 0) > limits.displayName || (product.description?.count ?? 0) > limits.description
    }

    package internal(set) var settings: PromotionSettings
    /// The first definition of each product ID, from the StoreKit configurations.
    private var products: [String: StoreKitConfiguration.Product]

    /// A resolver for the promotions `settings`, with the names and descriptions of `products` (the first of
    /// several definitions of one ID is used).
    package init(settings: PromotionSettings, products: [StoreKitConfiguration.Product]) {
        self.settings = settings
        var byID: [String: StoreKitConfiguration.Product] = [:]
        for product in products where byID[product.productID.value] == nil { byID[product.productID.value] = product }
        self.products = byID
    }

    /// The promoted list `device` shows.
    package func resolve(for device: Device) -> Outcome {
        let promoted = settings.promotedIDs
        let promotedSet = Set(promoted)
        var leftOut: [(productID: String, omission: Omission)] = []
        let hasOverrides = device.order != nil || !device.hidden.isEmpty || !device.shown.isEmpty
        let available = locales(of: promoted)
        let match = LocaleMatcher().match(preferences: device.preferredLanguages, available: available)
        // With nothing to match against, CoreFoundation answers `en`; but no product has copy in it.
        let localization = available.isEmpty ? nil : match.best
        guard device.platform != .visionOS else {
            return Outcome(localization: localization, match: match, products: [],
                           leftOut: promoted.map { ($0, .visionOS) }, overridesWaitForLaunch: false)
        }
        var order: [String] = []
        var hidden = Set<String>()
        var shown = Set<String>()
        if device.hasLaunched {
            for (name, ids) in [("order", device.order ?? []), ("hide", device.hidden), ("show", device.shown)] {
                for id in Self.unique(ids) where !promotedSet.contains(id) {
                    leftOut.append((id, .notPromoted(override: name)))
                }
            }
            order = Self.unique((device.order ?? []).filter(promotedSet.contains))
            hidden = Set(device.hidden)
            shown = Set(device.shown)
        }
        let defaultHidden = Set(settings.hidden.map(\.productID))
        let ordered = Set(order)
        let sequence = order.enumerated().map { ($1, Placement.override(rank: $0 + 1)) }
            + promoted.enumerated().filter { !ordered.contains($1) }.map {
                ($1, Placement.defaultOrder(rank: $0 + 1, afterOverride: !order.isEmpty))
            }
        var listed: [ShownProduct] = []
        var visible = 0
        for (id, placement) in sequence {
            // The device's visibility beats the default; shown beats hidden when a device says both.
            if !shown.contains(id) {
                if hidden.contains(id) {
                    leftOut.append((id, .hiddenOnDevice))
                    continue
                }
                if defaultHidden.contains(id) {
                    leftOut.append((id, .hiddenByDefault))
                    continue
                }
            }
            visible += 1
            guard visible <= AppStoreConnectLimits.promotedItems else {
                leftOut.append((id, .overLimit(rank: visible)))
                continue
            }
            listed.append(copy(of: id, in: localization, preferences: device.preferredLanguages, placement: placement,
                               shownByDevice: shown.contains(id) && defaultHidden.contains(id)))
        }
        return Outcome(localization: localization, match: match, products: listed, leftOut: leftOut,
                       overridesWaitForLaunch: hasOverrides && !device.hasLaunched)
    }

    /// Every locale the promoted products are written in, first seen first, as BCP 47 tags.
    private func locales(of promoted: [String]) -> [String] {
        Self.unique(promoted.flatMap { products[$0]?.localizations.map(\.languageTag) ?? [] })
    }

    /// A product's copy in the page's `localization`, or, when it has none there, in its own localization that
    /// best matches `preferences`.
    private func copy(
        of id: String, in localization: String?, preferences: [String], placement: Placement, shownByDevice: Bool
    ) -> ShownProduct {
        var item = ShownProduct(productID: id, displayName: nil, description: nil, kind: products[id]?.kind, locale: nil,
                                isFallback: false, placement: placement, shownByDevice: shownByDevice)
        guard let product = products[id], !product.localizations.isEmpty else { return item }
        var chosen = localization.flatMap(product.localization)
        if chosen == nil {
            let own = product.localizations.map(\.languageTag)
            let best = LocaleMatcher().localizations(preferences: preferences, available: own).first
            chosen = best.flatMap(product.localization) ?? product.localizations.first
            item.isFallback = true
        }
        item.displayName = chosen?.displayName?.value
        item.description = chosen?.description?.value
        item.locale = chosen?.languageTag
        return item
    }

    private static func unique(_ ids: [String]) -> [String] {
        var seen = Set<String>()
        return ids.filter { seen.insert($0).inserted }
    }
}
