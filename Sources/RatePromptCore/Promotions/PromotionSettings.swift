import RatePromptFormats

/// The `promotions` setting: the app's promoted in-app purchases as App Store Connect orders them, and those hidden
/// by default. Each product ID keeps where it is written, for findings about it.
public struct PromotionSettings: Hashable, Sendable {
    /// A product ID in the setting.
    package struct Reference: Hashable, Sendable {
        package internal(set) var productID: String
        /// Where it is written; nil when it was given on the command line or by code.
        package internal(set) var location: FileLocation?

        package init(_ productID: String, at location: FileLocation? = nil) {
            self.productID = productID
            self.location = location
        }
    }

    /// The promoted products App Store Connect shows, in its order.
    package internal(set) var order: [Reference]
    /// The promoted products App Store Connect hides unless a device shows them. They have no place of their own in
    /// the default order: a device that shows one, without ordering it, gets it after those of `order`.
    package internal(set) var hidden: [Reference]
    /// Where the setting's dictionary is; nil when not read from a file.
    package internal(set) var location: FileLocation?

    package init(order: [Reference] = [], hidden: [Reference] = [], location: FileLocation? = nil) {
        self.order = order
        self.hidden = hidden
        self.location = location
    }

    /// Every promoted product ID once: `order`, then the hidden ones not in it.
    package var promotedIDs: [String] {
        var seen = Set<String>()
        return (order + hidden).map(\.productID).filter { seen.insert($0).inserted }
    }

    /// The members of the setting's dictionary.
    static let memberNames = ["order", "hidden"]
}
