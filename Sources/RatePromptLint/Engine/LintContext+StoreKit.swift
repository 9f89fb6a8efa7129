import RatePromptFormats
import RatePromptCore

extension LintContext {
    /// Every product ID the linted `.storekit` files define; nil when none was linted or one could not be read, since
    /// then any ID may be one of its products.
    var definedProductIDs: Set<String>? {
        guard !storeKitFiles.isEmpty, storeKitFiles.allSatisfy(\.isLoadable) else { return nil }
        return Set(storeKitFiles.flatMap { $0.products.map(\.productID.value) })
    }
}

extension ConfigurationFile {
    /// The `promotions` setting when this file sets it itself: only then do its IDs have places to point at.
    var promotions: PromotionSettings? {
        sets(ConfigurationKey.Name.promotions) ? configuration.promotions : nil
    }
}

extension PromotionSettings {
    /// Each list of the setting with its name as messages write it.
    var lists: [(name: String, references: [Reference])] {
        [("promotions.order", order), ("promotions.hidden", hidden)]
    }
}
