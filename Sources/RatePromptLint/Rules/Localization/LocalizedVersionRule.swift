import RatePromptFormats
import RatePromptCore

/// An `InfoPlist.strings` that sets the app's version.
struct LocalizedVersionRule: LintRule {
    static let description = RuleDescription(
        id: "localized-version", category: .localization, severity: .warning, isFixable: true,
        summary: "An `InfoPlist.strings` sets `CFBundleShortVersionString` or `CFBundleVersion`: in that language the "
            + "version stays at the translated value.",
        rationale: "A bundle reads its localized `InfoPlist.strings` over its `Info.plist`, so a version written there "
            + "is what `Bundle.main.object(forInfoDictionaryKey:)`, an About screen or a support mail shows in that "
            + "language, release after release, while the `Info.plist`'s version moves on. Nothing about a version is "
            + "translated: delete the entries (`lint --fix` does), and let the build's `MARKETING_VERSION` and "
            + "`CURRENT_PROJECT_VERSION` speak. Every file that sets them is one finding, since they go together.",
        triggering: [
            LintExample(
                .strings("en", "\"CFBundleDisplayName\" = \"Journal\";\n↓↳\"CFBundleShortVersionString\" = \"1.0\";\n",
                         table: "InfoPlist"),
                .strings("fr", "\"CFBundleDisplayName\" = \"Carnet\";\n↳\"CFBundleShortVersionString\" = \"1.0\";\n"
                             + "↳\"CFBundleVersion\" = \"1\";\n", table: "InfoPlist")),
        ],
        nonTriggering: [
            LintExample(
                .strings("en", "\"CFBundleDisplayName\" = \"Journal\";\n\"NSCameraUsageDescription\" = \"Scan pages\";\n",
                         table: "InfoPlist"),
                // Only InfoPlist.strings stands over the Info.plist: the same key in another table is text.
                .strings("en", "\"CFBundleShortVersionString\" = \"Version\";\n")),
        ])

    /// The `Info.plist` keys that hold the version.
    static let versionKeys: Set = ["CFBundleShortVersionString", "CFBundleVersion"]

    init() {}

    func checkProject(_ context: LintContext) -> [LintFinding] {
        var members: [FindingGroup.Member] = []
        var fixes: [LintFix] = []
        for table in context.project.tables where table.name == "InfoPlist" && table.kind == .table {
            for entry in table.file.entries where entry.hasStringValue && Self.versionKeys.contains(entry.key) {
                members.append(FindingGroup.Member(
                    key: entry.key, location: FileLocation(path: table.file.path, position: entry.keyPosition),
                    place: table.localization, detail: "\"\(entry.value.stringValue ?? "")\" in \(table.localization)"))
                fixes.append(LintFix(path: table.file.path,
                                     .strings(.deleteEntry(keyPosition: entry.keyPosition, key: entry.key))))
            }
        }
        guard var found = groupedFinding(members, message: { members in
            let files = Set(members.map(\.location.path)).count
            let keys = Set(members.map(\.key)).sorted().joined(separator: " and ")
            let values = Set(members.compactMap { $0.detail?.split(separator: "\"").first.map(String.init) }).sorted()
            let shown = values.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ") + (values.count > 3 ? ", …" : "")
            let languages = files == 1 ? "its language" : "those languages"
            return "\(files) InfoPlist.strings file\(files == 1 ? " sets" : "s set") \(keys): in \(languages) the "
                + "app's version stays at \(shown) whatever the Info.plist says; delete the entries (lint --fix does)"
        }) else { return [] }
        found.fixes = fixes
        return [found]
    }
}
