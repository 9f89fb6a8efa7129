import RatePromptFormats
import RatePromptCore

/// A purpose string of the `Info.plist` that no `InfoPlist.strings` localizes, in a bundle whose `InfoPlist.strings`
/// localize other keys: the permission prompt is in the development language in every language.
struct UnlocalizedInfoPlistKeyRule: LintRule {
    static let description = RuleDescription(
        id: "unlocalized-info-plist-key", category: .localization, severity: .warning,
        summary: "A purpose string of the Info.plist (`NSCameraUsageDescription`, any `…UsageDescription`, set there "
            + "or by Xcode's `INFOPLIST_KEY_…` setting) that no language's InfoPlist.strings or InfoPlist.xcstrings "
            + "localizes, in a bundle whose InfoPlist.strings translate other keys.",
        rationale: "The system shows a purpose string in the permission prompt, read from the bundle's "
            + "InfoPlist.strings in the user's language, else from the Info.plist: a key no InfoPlist.strings has "
            + "asks every user in the Info.plist's language, though the app localizes its Info.plist. Reported "
            + "only where some other language's InfoPlist.strings localizes something, so an app that keeps its "
            + "Info.plist in one language on purpose hears nothing. Names (`CFBundleDisplayName`, `CFBundleName`) and "
            + "the copyright are not checked: they are usually the same in every language by design. The Info.plist "
            + "is that of the Xcode targets that copy the InfoPlist.strings (else the nearest one).",
        triggering: [
            LintExample(
                .propertyList("App/Info.plist", """
                    <key>NSCameraUsageDescription</key>
                    <string>Scans receipts into your ledger.</string>
                    <key>NSFaceIDUsageDescription</key>
                    ↓<string>Unlocks your ledger.</string>
                    """),
                .init("App/en.lproj/InfoPlist.strings", "NSCameraUsageDescription = \"Scans receipts into your ledger.\";\n"),
                .init("App/de.lproj/InfoPlist.strings", "NSCameraUsageDescription = \"Scannt Belege in dein Kassenbuch.\";\n")),
        ],
        nonTriggering: [
            // Every purpose string localized.
            LintExample(
                .propertyList("App/Info.plist", """
                    <key>NSCameraUsageDescription</key>
                    <string>Scans receipts into your ledger.</string>
                    <key>CFBundleDisplayName</key>
                    <string>Ledger</string>
                    """),
                .init("App/de.lproj/InfoPlist.strings", "NSCameraUsageDescription = \"Scannt Belege in dein Kassenbuch.\";\n")),
            // No language localizes the Info.plist: kept in one language on purpose.
            LintExample(
                .propertyList("App/Info.plist", """
                    <key>NSCameraUsageDescription</key>
                    <string>Scans receipts into your ledger.</string>
                    """),
                .init("App/en.lproj/Localizable.strings", "\"save\" = \"Save\";\n"),
                .init("App/de.lproj/Localizable.strings", "\"save\" = \"Sichern\";\n")),
        ])

    init() {}

    func checkProject(_ context: LintContext) -> [LintFinding] {
        let project = context.project
        let groups = project.groups.filter { $0.name == "InfoPlist" }
        guard !groups.isEmpty else { return [] }
        var findings: [LintFinding] = []
        var reported: Set<FileLocation> = []
        // The InfoPlist tables of one bundle together: a key one of them localizes is localized.
        var byBundle: [String: [VariantGroup]] = [:]
        var order: [String] = []
        for group in groups {
            if byBundle[group.bundle.bundleFolder] == nil { order.append(group.bundle.bundleFolder) }
            byBundle[group.bundle.bundleFolder, default: []].append(group)
        }
        for folder in order {
            let bundleGroups = byBundle[folder]!
            let strings = bundleGroups.flatMap(\.infoPlistStrings)
            guard !strings.isEmpty else { continue }
            var localized: Set<String> = []
            // A language other than the development one whose table holds a string: the app localizes its Info.plist.
            var translated: [(localization: String, key: String)] = []
            for group in bundleGroups {
                let source = group.sourceLanguage?.language
                for index in group.tableIndices {
                    let table = project.tables[index]
                    for entry in context.effectiveEntries(of: table) where entry.hasStringValue {
                        localized.insert(entry.key)
                        // Named in the message: a purpose string another language translates says it best.
                        if table.localization != source, table.localization != "Base",
                           translated.isEmpty || (!InfoPlistString.isUserFacing(translated[0].key)
                                                  && InfoPlistString.isUserFacing(entry.key)) {
                            translated = [(table.localization, entry.key)]
                        }
                    }
                }
            }
            guard let example = translated.first else { continue }
            for string in strings where !localized.contains(string.key) && reported.insert(string.location).inserted {
                let setting = string.buildSetting.map { " (\($0))" } ?? ""
                findings.append(finding(
                    "\(string.key)\(setting) is in no InfoPlist.strings, though \(example.localization) localizes "
                        + "\(example.key): its permission prompt shows \"\(string.value)\" in every language; add "
                        + "\(string.key) to each language's InfoPlist.strings",
                    at: string.location, key: string.key))
            }
        }
        return findings
    }
}
