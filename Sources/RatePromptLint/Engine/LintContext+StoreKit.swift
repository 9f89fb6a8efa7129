import RatePromptFormats
import RatePromptCore

extension LintContext {
    /// Every product ID defined by the linted `.storekit` files of the app whose file is at `path`: those in its folder
    /// tree or in a folder above it (where Xcode puts them: in the app's folder or beside its project; a file in a
    /// sibling folder may be another app's). Nil when there is none, or one could not be read, since then any ID may
    /// be one of its products.
    func definedProductIDs(near path: String) -> Set<String>? {
        let related = storeKitFiles.filter { Self.areInOneFolderTree($0.path, path) }
        guard !related.isEmpty, related.allSatisfy(\.isLoadable) else { return nil }
        return Set(related.flatMap { $0.products.map(\.productID.value) })
    }

    /// The folder of a file's path, as written (empty for a bare name).
    static func folder(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    }

    /// Whether the folder of one file is the other's or above it: files of one app, as far as paths tell.
    static func areInOneFolderTree(_ path: String, _ other: String) -> Bool {
        let (folder, otherFolder) = (Self.folder(of: path), Self.folder(of: other))
        return isWithin(folder, otherFolder) || isWithin(otherFolder, folder)
    }

    /// Whether `path` is `folder` or below it.
    static func isWithin(_ path: String, _ folder: String) -> Bool {
        path == folder || folder.isEmpty || path.hasPrefix(folder + "/")
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
