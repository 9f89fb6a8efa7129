import RatePromptFormats
import RatePromptCore

/// A table's translation on disk in a localization the app ships, which the project leaves out of the table's
/// variant group: a device in that language never reads it.
struct UnshippedTranslationRule: LintRule {
    static let description = RuleDescription(
        id: "unshipped-translation", category: .localization, severity: .warning,
        summary: "A table is translated on disk into a localization the app ships, but no target copies that file: "
            + "a device in that language never reads it.",
        rationale: "Xcode copies the localizations a variant group lists, not every `.lproj` file beside them: a "
            + "translation added to the folder (by hand, a script or a translation service) and not to the "
            + "project never reaches a device. Where the app ships that localization through its other tables, a "
            + "person using it never sees this translation although it exists: the table is looked up in another "
            + "localization of the bundle (for InfoPlist.strings, the Info.plist's own values show). Add the localization to the file in Xcode (File "
            + "inspector → Localization), or delete the file. A localization the project lists (its `knownRegions`, "
            + "Project → Info → Localizations) counts as one it takes, though no table of it ships yet. The file "
            + "itself is not linted "
            + "(`unshipped-files`).",
        triggering: [
            LintExample(
                .xcodeProject([("Localizable", ["en", "fr"]), ("InfoPlist", ["en"])]),
                .strings("en", "\"Save\" = \"Save\";\n"),
                .strings("fr", "\"Save\" = \"Enregistrer\";\n"),
                .strings("en", "\"CFBundleDisplayName\" = \"Journal\";\n", table: "InfoPlist"),
                .strings("fr", "↓\"CFBundleDisplayName\" = \"Carnet\";\n", table: "InfoPlist")),
            // A localization the project lists (knownRegions) but ships no table of: the translation was forgotten.
            LintExample(
                .xcodeProject([("Localizable", ["en", "fr"])], knownRegions: ["en", "fr", "it"]),
                .strings("en", "\"Save\" = \"Save\";\n"),
                .strings("fr", "\"Save\" = \"Enregistrer\";\n"),
                .strings("it", "↓\"Save\" = \"Salva\";\n")),
        ],
        nonTriggering: [
            // A name that differs from the project's only in case is the file Xcode copies (macOS's file system
            // finds it).
            LintExample(
                .xcodeProject([("Localizable", ["en", "fr"]), ("InfoPlist", ["en", "fr"])]),
                .strings("en", "\"Save\" = \"Save\";\n"),
                .strings("fr", "\"Save\" = \"Enregistrer\";\n"),
                .strings("en", "\"CFBundleDisplayName\" = \"Journal\";\n", table: "InfoPlist"),
                .strings("fr", "\"CFBundleDisplayName\" = \"Carnet\";\n", table: "infoPlist")),
            // A localization the app does not ship at all: the unshipped-files note lists it.
            LintExample(
                .xcodeProject([("Localizable", ["en", "fr"]), ("InfoPlist", ["en"])]),
                .strings("en", "\"Save\" = \"Save\";\n"),
                .strings("fr", "\"Save\" = \"Enregistrer\";\n"),
                .strings("en", "\"CFBundleDisplayName\" = \"Journal\";\n", table: "InfoPlist"),
                .strings("it", "\"CFBundleDisplayName\" = \"Diario\";\n", table: "InfoPlist")),
            LintExample(
                .xcodeProject([("Localizable", ["en", "fr"]), ("InfoPlist", ["en", "fr"])]),
                .strings("en", "\"Save\" = \"Save\";\n"),
                .strings("fr", "\"Save\" = \"Enregistrer\";\n"),
                .strings("en", "\"CFBundleDisplayName\" = \"Journal\";\n", table: "InfoPlist"),
                .strings("fr", "\"CFBundleDisplayName\" = \"Carnet\";\n", table: "InfoPlist")),
        ])

    init() {}

    func checkProject(_ context: LintContext) -> [LintFinding] {
        let root = context.shipping.root
        return UnshippedFiles(context).translations.map { group in
            let file = String(group.files[0].split(separator: "/").last ?? "")
            let languages = UnshippedFiles.list(group.localizations)
            let one = group.files.count == 1
            let takes = group.listedOnly == group.localizations ? "the project lists (knownRegions)" : "the app ships"
            let message = "\(file) in \(UnshippedFiles.shown(group.folder, root: root)) is translated into "
                + "\(languages), \(one ? "a localization" : "localizations") \(takes), but no target copies "
                + "\(one ? "that file" : "those files"), so a device in \(one ? "that language" : "those languages") "
                + "never reads \(one ? "it" : "them"): add the \(one ? "localization" : "localizations") to \(file) in "
                + "the project (File inspector → Localization), or delete the \(one ? "file" : "files")"
            return finding(message, at: FileLocation(path: group.files[0], position: .start), key: file)
        }
    }
}
