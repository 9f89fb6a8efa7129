import Foundation

extension String {
    /// The translation, or the English text when the user's language lacks the key.
    var localized: String {
        let value = NSLocalizedString(self, comment: "")
        guard value == self, let path = Bundle.main.path(forResource: "en", ofType: "lproj"),
              let bundle = Bundle(path: path) else { return value }
        return NSLocalizedString(self, bundle: bundle, comment: "")
    }
}

/// A one-line wrapper: the key passes through.
func L(_ key: String) -> String {
    NSLocalizedString(key, comment: "")
}
