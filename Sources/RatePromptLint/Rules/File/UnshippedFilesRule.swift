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
                .xcodeProject([("Localizable", ["en", "fr"])], marked: true),
                .strings("en", "\"Save\" = \"Save\";\n"),
                .strings("fr", "\"Save\" = \"Enregistrer\";\n"),
                .strings("it", "\"Save\" = \"Save\";\n")),
            // A folder no target copies.
            LintExample(
                .xcodeProject([("Localizable", ["en", "fr"])], marked: true),
                .strings("en", "\"Save\" = \"Save\";\n"),
                .strings("fr", "\"Save\" = \"Enregistrer\";\n"),
                .init("Tools/Import/de.lproj/Import.strings", "\"Save\" = \"\";\n")),
        ],
        nonTriggering: [
            LintExample(
                .xcodeProject([("Localizable", ["en", "fr"])]),
                .strings("en", "\"Save\" = \"Save\";\n"),
                .strings("fr", "\"Save\" = \"Enregistrer\";\n")),
            // No project describes the folder: everything is linted.
            LintExample(
                .strings("en", "\"Save\" = \"Save\";\n"),
                .strings("it", "\"Save\" = \"Save\";\n")),
            // A translation of a localization the app ships through another table: unshipped-translation's.
            LintExample(
                .xcodeProject([("Localizable", ["en", "fr"]), ("InfoPlist", ["en"])]),
                .strings("en", "\"Save\" = \"Save\";\n"),
                .strings("fr", "\"Save\" = \"Enregistrer\";\n"),
                .strings("fr", "\"CFBundleDisplayName\" = \"Carnet\";\n", table: "InfoPlist")),
            // A localization the project lists (knownRegions): a forgotten translation, unshipped-translation's.
            LintExample(
                .xcodeProject([("Localizable", ["en", "fr"])], knownRegions: ["en", "fr", "it"]),
                .strings("en", "\"Save\" = \"Save\";\n"),
                .strings("fr", "\"Save\" = \"Enregistrer\";\n"),
                .strings("it", "\"Save\" = \"Salva\";\n")),
            // Listed under include_unshipped: linted as if shipped.
            LintExample(
                .lintConfiguration("include_unshipped: [\"it.lproj\"]\n"),
                .xcodeProject([("Localizable", ["en", "fr"])]),
                .strings("en", "\"Save\" = \"Save\";\n"),
                .strings("fr", "\"Save\" = \"Enregistrer\";\n"),
                .strings("it", "\"Save\" = \"Salva\";\n")),
        ])

    init() {}

    func checkProject(_ context: LintContext) -> [LintFinding] {
        let unshipped = UnshippedFiles(context)
        guard !unshipped.languages.isEmpty || !unshipped.folders.isEmpty,
              let first = context.shipping.unshipped.first else { return [] }
        let root = context.shipping.root
        typealias Words = UnshippedFiles
        var parts: [String] = []
        var notes: [Diagnostic.Note] = []
        var count = 0
        for group in unshipped.languages {
            let part = "\(Words.shown(group.folder, root: root)): "
                + "\(Words.count(group.localizations.count, "localization")) the app does not ship "
                + "(\(Words.list(group.localizations))), \(Words.count(group.files.count, "file")) of \(Words.list(group.tables))"
            parts.append(part)
            notes.append(Diagnostic.Note(location: FileLocation(path: group.files[0], position: .start), message: part))
            count += group.files.count
        }
        for group in unshipped.folders {
            let part = "\(Words.shown(group.folder, root: root)), which no target copies "
                + "(\(Words.count(group.files.count, "file")))"
            parts.append(part)
            notes.append(Diagnostic.Note(location: FileLocation(path: group.files[0], position: .start), message: part))
            count += group.files.count
        }
        let describers = first.describedBy.map { Words.shown(Words.projectName($0), root: root) }
        let message = "\(Words.count(count, "localization file")) that no target of "
            + "\(describers.isEmpty ? "the project" : describers.joined(separator: " or ")) ships "
            + "\(count == 1 ? "was" : "were") not linted, since no device reads \(count == 1 ? "it" : "them"): "
            + parts.joined(separator: "; ") + ". To lint them all the same, list them under include_unshipped in "
            + ".rateprompt.yml"
        let location = FileLocation(path: first.describedBy.first ?? first.path, position: .start)
        return [finding(message, at: location, key: "unshipped", notes: notes)]
    }
}
