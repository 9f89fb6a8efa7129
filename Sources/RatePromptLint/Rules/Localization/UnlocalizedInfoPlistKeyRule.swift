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
            + "is that of the Xcode targets that copy the InfoPlist.strings (else the nearest one). The message counts "
            + "the languages that translate other purpose strings, the evidence that the app means to; where they "
            + "translate only its name, a note. A translation that holds a purpose string's text under another "
            + "purpose key (the Info.plist's `NSPhotoLibraryAddUsageDescription` text as its "
            + "`NSPhotoLibraryUsageDescription`) is a likely mix-up: the wrong prompt shows it.",
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
            // A translation holds the text of one purpose key under another: the photo-library prompt shows it, and
            // the add-only prompt has no translation.
            LintExample(
                .propertyList("App/Info.plist", """
                    <key>NSPhotoLibraryUsageDescription</key>
                    <string>Attaches photos to an entry.</string>
                    <key>NSPhotoLibraryAddUsageDescription</key>
                    ↓<string>Saves a page as a photo.</string>
                    """),
                .init("App/en.lproj/InfoPlist.strings", "NSPhotoLibraryUsageDescription = \"Attaches photos to an entry.\";\n"),
                .init("App/de.lproj/InfoPlist.strings", "↓NSPhotoLibraryUsageDescription = \"Saves a page as a photo.\";\n")),
            // One German text for two prompts whose English texts differ.
            LintExample(
                .propertyList("App/Info.plist", """
                    <key>NSCameraUsageDescription</key>
                    <string>Scans receipts into your ledger.</string>
                    <key>NSMicrophoneUsageDescription</key>
                    <string>Records voice notes.</string>
                    """),
                .init("App/de.lproj/InfoPlist.strings", "NSCameraUsageDescription = \"Scannt Belege.\";\n"
                          + "↓NSMicrophoneUsageDescription = \"Scannt Belege.\";\n")),
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
            let infoPlistText = Dictionary(strings.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            var localized: Set<String> = []
            // The languages other than the development one that translate a purpose string, and those that translate
            // only other keys (the name): how sure it is that the app means to localize its prompts.
            var purposeLanguages: [String: String] = [:]
            var otherLanguages: [String: String] = [:]
            // Purpose texts held under another purpose key: (the key meant, where it stands).
            var mixUps: [String: [(localization: String, key: String, location: FileLocation)]] = [:]
            // Two purpose keys of one translation holding one text where the Info.plist's texts differ.
            var twins: [(localization: String, key: String, other: String, location: FileLocation)] = []
            for group in bundleGroups {
                let source = group.sourceLanguage?.language
                for index in group.tableIndices {
                    let table = project.tables[index]
                    var purposeByText: [String: String] = [:]
                    for entry in context.effectiveEntries(of: table) where entry.hasStringValue {
                        localized.insert(entry.key)
                        guard table.localization != source, table.localization != "Base" else { continue }
                        if InfoPlistString.isUserFacing(entry.key) {
                            if purposeLanguages[table.localization] == nil { purposeLanguages[table.localization] = entry.key }
                            // The Info.plist's text of another purpose key, where this key's own text differs.
                            let value = entry.value.stringValue ?? ""
                            if let meant = strings.first(where: { $0.key != entry.key && $0.value == value }),
                               infoPlistText[entry.key] != value {
                                mixUps[meant.key, default: []].append(
                                    (table.localization, entry.key, context.keyLocation(entry, in: table)))
                            } else if let other = purposeByText[value], let mine = infoPlistText[entry.key],
                                      let theirs = infoPlistText[other], mine != theirs {
                                twins.append((table.localization, entry.key, other, context.keyLocation(entry, in: table)))
                            }
                            if purposeByText[value] == nil { purposeByText[value] = entry.key }
                        } else if otherLanguages[table.localization] == nil {
                            otherLanguages[table.localization] = entry.key
                        }
                    }
                }
            }
            guard !purposeLanguages.isEmpty || !otherLanguages.isEmpty else { continue }
            for string in strings where !localized.contains(string.key) && reported.insert(string.location).inserted {
                let setting = string.buildSetting.map { " (\($0))" } ?? ""
                var message = "\(string.key)\(setting) is in no InfoPlist.strings, though \(Self.evidence(purposeLanguages, otherLanguages)): "
                    + "its permission prompt shows \"\(string.value)\" in every language; add \(string.key) to each "
                    + "language's InfoPlist.strings"
                if let mixUp = mixUps[string.key]?.first {
                    message += " (\(mixUp.localization) holds this text under \(mixUp.key): a likely mix-up)"
                }
                findings.append(finding(message, at: string.location, key: string.key,
                                        severity: purposeLanguages.isEmpty ? .note : nil))
            }
            for twin in twins where reported.insert(twin.location).inserted {
                findings.append(finding(
                    "\(twin.key) in \(twin.localization) holds the same text as its \(twin.other), though the Info.plist's "
                        + "texts of the two differ: a likely mix-up, one of the two prompts asks for what the other "
                        + "does; translate \(twin.key) from its own text (\"\(infoPlistText[twin.key]!)\")",
                    at: twin.location, key: twin.key))
            }
            for (meant, places) in mixUps.sorted(by: { $0.key < $1.key }) {
                for place in places where reported.insert(place.location).inserted {
                    findings.append(finding(
                        "\(place.key) in \(place.localization) holds the Info.plist's text of \(meant) (\"\(infoPlistText[meant]!)\"): "
                            + "a likely mix-up; the \(place.key) prompt shows it, and the \(meant) prompt is not "
                            + "translated there; put the translation under \(meant)",
                        at: place.location, key: place.key))
                }
            }
        }
        return findings
    }

    /// What shows that the app localizes its Info.plist: the languages that translate a purpose string (the strong
    /// evidence), else those that translate other keys.
    private static func evidence(_ purpose: [String: String], _ other: [String: String]) -> String {
        let (languages, what) = purpose.isEmpty ? (other, "its name") : (purpose, "other purpose strings")
        let names = languages.keys.sorted()
        let first = names.prefix(3).joined(separator: ", ")
        let listed = names.count > 3 ? "\(first) and \(names.count - 3) more" : first
        let example = languages[names[0]]!
        return "\(listed) \(names.count == 1 ? "translates" : "translate") \(what) (\(example))"
    }
}
