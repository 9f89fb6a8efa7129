import RatePromptFormats
import RatePromptCore

/// The files of a run that no target ships (`ShippedFiles`), sorted by what leaving them out means on a device: a
/// localization the app ships elsewhere in the same folder (a translation the project forgot), one it does not ship at
/// all (a translation service's language not yet taken), or a folder no target copies. `unshipped-files` and
/// `unshipped-translation` report them, each its own kind.
struct UnshippedFiles {
    /// Tables of localizations the app does not ship in that folder, by the folder that holds their `.lproj`.
    var languages: [Group] = []
    /// Files in folders no target copies, by folder.
    var folders: [Group] = []
    /// Translations in a localization the app ships (other tables of the folder have it): one group per folder
    /// and file name.
    var translations: [Group] = []

    struct Group {
        var folder: String
        var files: [String] = []
        var localizations: Set<String> = []
        var tables: Set<String> = []
        /// The localizations the project lists (`knownRegions`) but ships no table of in this folder.
        var listedOnly: Set<String> = []
    }

    /// The unshipped files of `context`, sorted.
    init(_ context: LintContext) {
        // The localizations the app ships, by the folder that holds the `.lproj` folders or the catalog.
        var shipped: [String: Set<String>] = [:]
        for table in context.project.tables where table.localization != "Base" {
            guard let folder = table.isFromCatalog ? Self.parent(table.file.path) : Self.lprojParent(table.file.path)
            else { continue }
            shipped[folder, default: []].insert(table.localization)
        }
        var indices: [String: Int] = [:]
        func add(
            _ input: Input, to groups: inout [Group], key: String, folder: String, localization: String?,
            listedOnly: Bool = false
        ) {
            let index = indices[key] ?? {
                groups.append(Group(folder: folder))
                indices[key] = groups.count - 1
                return groups.count - 1
            }()
            groups[index].files.append(input.path)
            if let localization { groups[index].localizations.insert(localization) }
            if listedOnly, let localization { groups[index].listedOnly.insert(localization) }
            groups[index].tables.insert(input.table)
        }
        for file in context.shipping.unshipped {
            let input = file.input
            if let localization = input.localization, let folder = Self.lprojParent(input.path),
               let shippedHere = shipped[folder] {
                // A localization the project lists is one it takes, though no table of it ships here yet.
                if shippedHere.contains(localization) || file.isInListedLocalization {
                    let name = input.path.split(separator: "/").last ?? ""
                    add(input, to: &translations, key: "T\(folder)\u{0}\(name)", folder: folder, localization: localization,
                        listedOnly: !shippedHere.contains(localization))
                } else {
                    add(input, to: &self.languages, key: "L\(folder)", folder: folder, localization: localization)
                }
            } else {
                let folder = Self.lprojParent(input.path) ?? Self.parent(input.path)
                add(input, to: &folders, key: "F\(folder)", folder: folder, localization: nil)
            }
        }
    }

    /// The folder that holds the `.lproj` folder of `path`; nil outside one.
    private static func lprojParent(_ path: String) -> String? {
        guard parent(path).lowercased().hasSuffix(".lproj") else { return nil }
        return parent(parent(path))
    }

    static func parent(_ path: String) -> String {
        // Found among the bytes: a search by characters decoded the path from its end, slash by slash.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    // MARK: Words for messages

    /// `path` relative to `root` when below it, else as is; the root itself is `.`.
    static func shown(_ path: String, root: String) -> String {
        guard !root.isEmpty else { return path }
        if path == root { return "." }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `App.xcodeproj` for its `project.pbxproj`, else the path.
    static func projectName(_ path: String) -> String {
        path.hasSuffix("/project.pbxproj") ? parent(path) : path
    }

    static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// At most eight names, sorted, then how many more.
    static func list(_ names: Set<String>) -> String {
        let sorted = names.sorted()
        let shown = sorted.prefix(8).joined(separator: ", ")
        return sorted.count > 8 ? shown + " and \(sorted.count - 8) more" : shown
    }
}
