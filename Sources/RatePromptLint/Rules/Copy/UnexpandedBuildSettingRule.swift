import RatePromptFormats
import RatePromptCore

/// A build setting reference (`$(PRODUCT_NAME)`) in an `InfoPlist.strings` value, which nothing expands.
struct UnexpandedBuildSettingRule: LintRule {
    static let description = RuleDescription(
        id: "unexpanded-build-setting", category: .copy, severity: .error,
        summary: "A build setting reference (`$(PRODUCT_NAME)`, `${…}`) in a value of an InfoPlist.strings or "
            + "InfoPlist.xcstrings; one finding per key and reference, however many languages repeat it.",
        rationale: "Xcode expands build settings in the Info.plist, not in its InfoPlist.strings, which are copied "
            + "as they are: a device shows `$(PRODUCT_NAME)` under the app's icon, or in the permission prompt. "
            + "Write the text itself, or delete the line so that the Info.plist's expanded value shows. The same "
            + "reference in one key of every language is one fix: it is reported once, at the source language's "
            + "file (else the first), with a note at each other.",
        triggering: [
            LintExample(
                .strings("en", "CFBundleDisplayName = ↓\"$(PRODUCT_NAME)\";\n\"NSCameraUsageDescription\" = "
                         + "↓\"${PRODUCT_NAME} scans receipts.\";\n", table: "InfoPlist"),
                .strings("de", "CFBundleDisplayName = \"$(PRODUCT_NAME)\";\n\"NSCameraUsageDescription\" = "
                         + "\"${PRODUCT_NAME} scannt Belege.\";\n", table: "InfoPlist"),
                .strings("fr", "CFBundleDisplayName = \"$(PRODUCT_NAME)\";\n", table: "InfoPlist")),
        ],
        nonTriggering: [
            LintExample(
                .strings("en", "CFBundleDisplayName = \"Ledger\";\n", table: "InfoPlist"),
                // Another table's `$(…)` may be a placeholder the app replaces in code.
                .strings("en", "\"price\" = \"Costs $(amount)\";\n")),
        ])

    init() {}

    func checkProject(_ context: LintContext) -> [LintFinding] {
        let project = context.project
        var findings: [LintFinding] = []
        for group in project.groups where group.name == "InfoPlist" {
            // Each key and reference with every table that writes it, the source's first.
            var order: [String] = []
            var places: [String: [(table: LocalizationProject.Table, entry: StringsEntry)]] = [:]
            let indices = group.tableIndices.sorted { lhs, rhs in
                (lhs != group.sourceTableIndex ? 1 : 0, project.tables[lhs].localization)
                    < (rhs != group.sourceTableIndex ? 1 : 0, project.tables[rhs].localization)
            }
            for index in indices {
                let table = project.tables[index]
                // A catalog's string marked not to translate is `unwanted-translation`'s alone.
                let notToTranslate = context.keysNotToTranslate(in: table) ?? []
                for entry in context.effectiveEntries(of: table) {
                    guard let value = entry.value.stringValue, let reference = Self.reference(in: value),
                          notToTranslate.isEmpty || !notToTranslate.contains(entry.key) else { continue }
                    let id = entry.key + "\u{0}" + reference
                    if places[id] == nil { order.append(id) }
                    places[id, default: []].append((table, entry))
                }
            }
            for id in order {
                let all = places[id]!
                let (table, entry) = all[0]
                let value = entry.value.stringValue ?? ""
                let reference = Self.reference(in: value) ?? ""
                let found = finding(
                    "\(entry.key) in \(table.localization)'s InfoPlist: \"\(reference)\" is a build setting, which "
                        + "Xcode expands in the Info.plist but not here: devices show \"\(value)\" as written; write "
                        + "the text, or delete the line to show the Info.plist's value",
                    at: context.valueLocation(entry, in: table), key: entry.key)
                let isSource = group.sourceTableIndex.map { project.tables[$0].file.path == table.file.path } ?? false
                findings.append(CopiedDefect(all.dropFirst().map {
                    CopiedDefect.Copy(localization: $0.table.localization,
                                      location: context.valueLocation($0.entry, in: $0.table))
                }, atSource: isSource).applied(to: found))
            }
        }
        return findings
    }

    /// The first `$(NAME)` or `${NAME}` of `value` (a build setting's name: letters, digits, `_`, and a modifier
    /// after `:`).
    static func reference(in value: String) -> String? {
        var rest = Substring(value)
        while let dollar = rest.firstIndex(of: "$") {
            let after = rest[rest.index(after: dollar)...]
            if let open = after.first, open == "(" || open == "{" {
                let close: Character = open == "(" ? ")" : "}"
                let body = after.dropFirst()
                if let end = body.firstIndex(of: close), end > body.startIndex {
                    let name = body[..<end]
                    let identifier = name.prefix { $0 != ":" }
                    if let first = identifier.first, first.isASCII, first.isLetter || first == "_",
                       identifier.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) {
                        return String(rest[dollar...end])
                    }
                }
            }
            rest = after
        }
        return nil
    }
}
