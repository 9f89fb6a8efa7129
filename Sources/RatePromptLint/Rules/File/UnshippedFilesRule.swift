import RatePromptFormats
import RatePromptCore

/// Localization files that the Xcode project or package describing their folder ships in no target: not linted, and
/// listed once.
struct UnshippedFilesRule: LintRule {
    static let description = RuleDescription(
        id: "unshipped-files", category: .file, severity: .note,
        summary: "Localization files that no target of the Xcode project or package around them ships were not "
            + "linted; one note lists them.",
        rationale: "A device reads only what a target copies into the app: the files of a variant group the project "
            + "lists, a folder reference, a synchronized folder, a package's resources. A `.lproj` a translation "
            + "service added that the project does not list, a converter's input or an old copy never reaches a "
            + "user, so findings in it would ask for fixes nobody sees. The files are left out of every check and of "
            + "`render`, `locale` and `preview` alike, and this note says which (it never fails a build). Where no "
            + "project or package describes a folder, or what its targets take cannot be read, everything is "
            + "linted. To lint such files all the same, list them under `include_unshipped` in `.rateprompt.yml`.",
        triggering: [
            // A language the variant group does not list, beside the ones it ships.
            LintExample(
                .init("Journal.xcodeproj/project.pbxproj", "↓" + Self.project([("Localizable", ["en", "fr"])])),
                .strings("en", "\"Save\" = \"Save\";\n"),
                .strings("fr", "\"Save\" = \"Enregistrer\";\n"),
                .strings("it", "\"Save\" = \"Save\";\n")),
            // A folder no target copies.
            LintExample(
                .init("Journal.xcodeproj/project.pbxproj", "↓" + Self.project([("Localizable", ["en", "fr"])])),
                .strings("en", "\"Save\" = \"Save\";\n"),
                .strings("fr", "\"Save\" = \"Enregistrer\";\n"),
                .init("Tools/Import/de.lproj/Import.strings", "\"Save\" = \"\";\n")),
        ],
        nonTriggering: [
            LintExample(
                .init("Journal.xcodeproj/project.pbxproj", Self.project([("Localizable", ["en", "fr"])])),
                .strings("en", "\"Save\" = \"Save\";\n"),
                .strings("fr", "\"Save\" = \"Enregistrer\";\n")),
            // No project describes the folder: everything is linted.
            LintExample(
                .strings("en", "\"Save\" = \"Save\";\n"),
                .strings("it", "\"Save\" = \"Save\";\n")),
            // A translation of a localization the app ships through another table: unshipped-translation's.
            LintExample(
                .init("Journal.xcodeproj/project.pbxproj", Self.project([("Localizable", ["en", "fr"]), ("InfoPlist", ["en"])])),
                .strings("en", "\"Save\" = \"Save\";\n"),
                .strings("fr", "\"Save\" = \"Enregistrer\";\n"),
                .strings("fr", "\"CFBundleDisplayName\" = \"Carnet\";\n", table: "InfoPlist")),
            // Listed under include_unshipped: linted as if shipped.
            LintExample(
                .lintConfiguration("include_unshipped: [\"it.lproj\"]\n"),
                .init("Journal.xcodeproj/project.pbxproj", Self.project([("Localizable", ["en", "fr"])])),
                .strings("en", "\"Save\" = \"Save\";\n"),
                .strings("fr", "\"Save\" = \"Enregistrer\";\n"),
                .strings("it", "\"Save\" = \"Salva\";\n")),
        ])

    init() {}

    func checkProject(_ context: LintContext) -> [LintFinding] {
        let unshipped = Self.classify(context)
        guard !unshipped.languages.isEmpty || !unshipped.folders.isEmpty,
              let first = context.shipping.unshipped.first else { return [] }
        let root = context.shipping.root
        var parts: [String] = []
        var notes: [Diagnostic.Note] = []
        var count = 0
        for group in unshipped.languages {
            let part = "\(Self.shown(group.folder, root: root)): \(Self.count(group.localizations.count, "localization")) "
                + "the app does not ship (\(Self.list(group.localizations))), \(Self.count(group.files.count, "file")) "
                + "of \(Self.list(group.tables))"
            parts.append(part)
            notes.append(Diagnostic.Note(location: FileLocation(path: group.files[0], position: .start), message: part))
            count += group.files.count
        }
        for group in unshipped.folders {
            let part = "\(Self.shown(group.folder, root: root)), which no target copies (\(Self.count(group.files.count, "file")))"
            parts.append(part)
            notes.append(Diagnostic.Note(location: FileLocation(path: group.files[0], position: .start), message: part))
            count += group.files.count
        }
        let describers = first.describedBy.map { Self.shown(Self.projectName($0), root: root) }
        let message = "\(Self.count(count, "localization file")) that no target of "
            + "\(describers.isEmpty ? "the project" : describers.joined(separator: " or ")) ships "
            + "\(count == 1 ? "was" : "were") not linted, since no device reads \(count == 1 ? "it" : "them"): "
            + parts.joined(separator: "; ") + ". To lint them all the same, list them under include_unshipped in "
            + ".rateprompt.yml"
        let location = FileLocation(path: first.describedBy.first ?? first.path, position: .start)
        return [finding(message, at: location, key: "unshipped", notes: notes)]
    }

    /// The files no target ships, as the two rules report them.
    struct Unshipped {
        /// Tables of localizations the app does not ship in that folder, by the folder that holds their `.lproj`.
        var languages: [Group] = []
        /// Files in folders no target copies, by folder.
        var folders: [Group] = []
        /// Translations in a localization the app ships (other tables of the folder have it): one group per folder
        /// and file name (`unshipped-translation`).
        var translations: [Group] = []

        struct Group {
            var folder: String
            var files: [String] = []
            var localizations: Set<String> = []
            var tables: Set<String> = []
        }
    }

    /// Sorts the unshipped files by what leaving them out means on a device: a localization the app ships elsewhere
    /// in the same folder (a translation the project forgot), one it does not ship at all (a translation service's
    /// language not yet taken), or a folder no target copies.
    static func classify(_ context: LintContext) -> Unshipped {
        // The localizations the app ships, by the folder that holds the `.lproj` folders or the catalog.
        var shipped: [String: Set<String>] = [:]
        for table in context.project.tables where table.localization != "Base" {
            guard let folder = table.isFromCatalog ? parent(table.file.path) : lprojParent(table.file.path) else { continue }
            shipped[folder, default: []].insert(table.localization)
        }
        var result = Unshipped()
        var indices: [String: Int] = [:]
        func add(_ path: String, to groups: inout [Unshipped.Group], key: String, folder: String, localization: String?) {
            let index = indices[key] ?? {
                groups.append(Unshipped.Group(folder: folder))
                indices[key] = groups.count - 1
                return groups.count - 1
            }()
            groups[index].files.append(path)
            if let localization { groups[index].localizations.insert(localization) }
            groups[index].tables.insert(InputRegistry.tableName(of: path))
        }
        for file in context.shipping.unshipped {
            let path = file.path
            if let folder = lprojParent(path), let localization = InputRegistry.localization(of: path),
               let languages = shipped[folder] {
                if languages.contains(localization) {
                    add(path, to: &result.translations, key: "T\(folder)\u{0}\(path.split(separator: "/").last ?? "")",
                        folder: folder, localization: localization)
                } else {
                    add(path, to: &result.languages, key: "L\(folder)", folder: folder, localization: localization)
                }
            } else {
                let folder = lprojParent(path) ?? parent(path)
                add(path, to: &result.folders, key: "F\(folder)", folder: folder, localization: nil)
            }
        }
        return result
    }

    /// The folder that holds the `.lproj` folder of `path`; nil outside one.
    static func lprojParent(_ path: String) -> String? {
        guard InputRegistry.localization(of: path) != nil else { return nil }
        return parent(parent(path))
    }

    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` relative to `root` when below it, else as is; the root itself is `.`.
    static func shown(_ path: String, root: String) -> String {
        guard !root.isEmpty else { return path }
        if path == root { return "." }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `App.xcodeproj` for its `project.pbxproj`, else the path.
    private static func projectName(_ path: String) -> String {
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

    /// A small Xcode project whose app target ships each of `tables` (`.strings` variant groups) in its
    /// localizations, for the examples.
    static func project(_ tables: [(name: String, localizations: [String])]) -> String {
        var objects: [String] = []
        var groups: [String] = []
        for (offset, table) in tables.enumerated() {
            let references = table.localizations.map { "R\(offset)\($0)" }
            for (reference, language) in zip(references, table.localizations) {
                objects.append("\"\(reference)\" = {isa = PBXFileReference; name = \"\(language)\"; "
                    + "path = \"\(language).lproj/\(table.name).strings\"; sourceTree = \"<group>\"; };")
            }
            objects.append("G\(offset) = {isa = PBXVariantGroup; children = (\(references.map { "\"\($0)\"" }.joined(separator: ", "))); "
                + "name = \(table.name).strings; sourceTree = \"<group>\"; };")
            objects.append("B\(offset) = {isa = PBXBuildFile; fileRef = G\(offset); };")
            groups.append("G\(offset)")
        }
        return """
            // !$*UTF8*$!
            {
            objects = {
            ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (APP); };
            MAIN = {isa = PBXGroup; children = (\(groups.joined(separator: ", "))); sourceTree = "<group>"; };
            \(objects.joined(separator: "\n"))
            APP = {isa = PBXNativeTarget; name = Journal; productType = "com.apple.product-type.application"; buildPhases = (RES); };
            RES = {isa = PBXResourcesBuildPhase; files = (\(tables.indices.map { "B\($0)" }.joined(separator: ", "))); };
            };
            rootObject = ROOT;
            }

            """
    }
}
