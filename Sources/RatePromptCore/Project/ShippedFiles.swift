import RatePromptFormats

/// The inputs of a run split by whether the app ships them: a file a device reads (`InputRegistry`'s `bundled`
/// kinds) that an Xcode project or package describes and none of its targets copies into a bundle is left out — a
/// converter's input, a language a translation service added that the project does not list, an old copy. Everything
/// else is kept: what a target ships, what no project describes (linted as when nothing was known), what cannot be
/// told (a manifest too dynamic to read, a generated project), and the kinds that never ship (a translator's XLIFF,
/// a StoreKit configuration). Lint, discovery (render, locale, preview) and the watchers all split their files here.
package struct ShippedFiles: Sendable {
    /// The folder whose projects were asked.
    package internal(set) var root: String
    /// The files to read, in the order given.
    package internal(set) var inputs: [Input] = []
    /// The files left out, in the order given.
    package internal(set) var unshipped: [Unshipped] = []

    /// A file no target ships.
    package struct Unshipped: Sendable, Hashable {
        package let input: Input
        /// The `project.pbxproj` and `Package.swift` files that describe its folder (none of whose targets ships it).
        package let describedBy: [String]
        /// Whether one of those projects lists the file's localization (`knownRegions`): the project localizes into
        /// it, so the file is a translation it forgot rather than a language it does not take.
        package internal(set) var isInListedLocalization = false

        package var path: String { input.path }
    }

    package init(root: String = "") {
        self.root = root
    }

    /// The paths of `inputs`.
    package var paths: [String] { inputs.map(\.path) }

    /// Splits `inputs`. Only projects in `root` or below it are asked
    /// (`ProjectLocator.membership(ofFileAt:as:within:)`): a project above the folder a person points RatePrompt at may
    /// describe it for another purpose (a package whose fixtures these are). A file for which `kept` is true
    /// (`.rateprompt.yml`'s `include_unshipped`) is read even when no target ships it.
    package static func split(
        _ inputs: [Input], within root: String, locator: ProjectLocator, keeping kept: (String) -> Bool = { _ in false }
    ) -> ShippedFiles {
        var split = ShippedFiles(root: root)
        for input in inputs {
            guard input.entry.bundled, !kept(input.path),
                  case .noTarget(let describers) = locator.membership(ofFileAt: input.path, as: .resource, within: root)
            else {
                split.inputs.append(input)
                continue
            }
            var unshipped = Unshipped(input: input, describedBy: describers)
            if let localization = input.localization {
                unshipped.isInListedLocalization = describers.contains { describer in
                    describer.hasSuffix(".pbxproj") && locator.xcodeProject(describer).knownRegions.contains(localization)
                }
            }
            split.unshipped.append(unshipped)
        }
        return split
    }
}
