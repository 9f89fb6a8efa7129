/// What App Store Connect accepts for an in-app purchase and its promotion: the one place these numbers are written,
/// for the lint rules, the resolver, the preview and the command's output. Lengths are in characters as App Store
/// Connect counts them: grapheme clusters (Swift's `String.count`).
package enum AppStoreConnectLimits {
    /// A product's display name, in each localization.
    package static let displayName = 30
    /// A product's description, in each localization.
    package static let description = 45
    /// A product's reference name (seen only in App Store Connect).
    package static let referenceName = 64
    /// A product ID: letters, digits, `-`, `.` and `_`.
    package static let productID = 100
    /// Promoted items on one product page, purchases and subscriptions together.
    package static let promotedItems = 20
}
