import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// A key the code asks for that no table of its bundle holds in the development language, with no default value.
struct MissingCodeKeyRule: LintRule {
    static let description = RuleDescription(
        id: "missing-code-key", category: .source, severity: .note,
        summary: "The app's Swift asks for a localized string (`Text(\"Retry\")`, `String(localized:)`, "
            + "`NSLocalizedString`) whose key no table of its bundle holds in the development language, and gives no "
            + "default value.",
        rationale: "Xcode adds such strings to a String Catalog only when it builds the app; a table written by hand, "
            + "or a catalog last extracted before the string was written, lacks it. Then every language shows the key "
            + "as written and no translator ever sees it. The bundle is the one the runtime reads: the main bundle of "
            + "the target that compiles the file (from the Xcode project or Package.swift), the package target's "
            + "resources for `bundle: .module`; the table is `Localizable` unless `tableName:` or `table:` names "
            + "another. A key with an interpolation is matched as Xcode extracts it (`\"\\(count) posts\"` as "
            + "`%lld posts`, any specifier at that place). A key asked for through the app's accessors counts, at each "
            + "use: a wrapper that passes its parameter on as the key (`\"Send\".localized`), SwiftGen's `L10n`, a "
            + "lookup in an `extension LocalizedStringResource`. Nothing is reported for a key built at run time, a "
            + "symbol Xcode generates (it stands for a key the catalog holds, or does not compile), a bundle "
            + "RatePrompt cannot tell, a bundle without that table, a literal without letters (`\" @\"`, `\"100%\"`: "
            + "use `Text(verbatim:)`), or code in `#Preview`, a `PreviewProvider`, `#if DEBUG` or a view redacted as "
            + "a placeholder. One finding per key, with the other places that ask for it as notes. A note, not a "
            + "warning: on real apps 3 in 10 were the app's name as a literal, a skeleton view's text or a developer "
            + "window's label, which no user reads as a defect.",
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples)

    /// A String Catalog at `path` whose source language (`en`) holds `keys`.
    /// Whether the reference is in Objective-C, where the advice is a plain `NSString`, not `Text(verbatim:)`.
    static func isObjectiveC(_ reference: LocalizedStringReference) -> Bool {
        reference.language == .objectiveC
    }

    /// An Xcode project with an app target (App/: its Swift and its table) and a widget target (Widget/).
    static let project = """
        // !$*UTF8*$!
        {
        objects = {
        ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, WID); };
        MAIN = {isa = PBXGroup; children = (GA, GW); sourceTree = "<group>"; };
        GA = {isa = PBXGroup; path = App; children = (SA, VA); sourceTree = "<group>"; };
        GW = {isa = PBXGroup; path = Widget; children = (VW); sourceTree = "<group>"; };
        SA = {isa = PBXFileReference; path = BalanceView.swift; sourceTree = "<group>"; };
        RA = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
        VA = {isa = PBXVariantGroup; children = (RA); name = Localizable.strings; sourceTree = "<group>"; };
        RW = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
        VW = {isa = PBXVariantGroup; children = (RW); name = Localizable.strings; sourceTree = "<group>"; };
        BSA = {isa = PBXBuildFile; fileRef = SA; };
        BVA = {isa = PBXBuildFile; fileRef = VA; };
        BVW = {isa = PBXBuildFile; fileRef = VW; };
        APP = {isa = PBXNativeTarget; name = Ledger; productType = "com.apple.product-type.application"; buildPhases = (SRCA, RESA); };
        SRCA = {isa = PBXSourcesBuildPhase; files = (BSA); };
        RESA = {isa = PBXResourcesBuildPhase; files = (BVA); };
        WID = {isa = PBXNativeTarget; name = LedgerWidget; productType = "com.apple.product-type.app-extension"; buildPhases = (RESW); };
        RESW = {isa = PBXResourcesBuildPhase; files = (BVW); };
        };
        rootObject = ROOT;
        }

        """

    init() {}

    func checkProject(_ context: LintContext) -> [LintFinding] {
        // One finding per key of a bundle's table: the first place that asks for it, the others as notes.
        var order: [String] = []
        var places: [String: [CodeStrings.Resolved]] = [:]
        for resolved in context.codeStrings.references where resolved.isHeld == false {
            let reference = resolved.reference
            guard !reference.isPreviewOrDebug, !reference.hasDefaultValue, reference.hasLetters else { continue }
            let id = "\(resolved.groups ?? [])\u{0}\(reference.table ?? "")\u{0}\(reference.key.display)"
            if places[id] == nil { order.append(id) }
            places[id, default: []].append(resolved)
        }
        return order.map { id in
            // The lookup written out first (an accessor's declaration), then its uses.
            let all = places[id]!.sorted {
                ($0.reference.accessor != nil ? 1 : 0, $0.reference.location) < ($1.reference.accessor != nil ? 1 : 0, $1.reference.location)
            }
            let first = all[0]
            let reference = first.reference
            let table = reference.table ?? "Localizable"
            let tables = (first.groups ?? []).map { context.project.groups[$0] }
            let language = tables.compactMap(\.sourceLanguage?.language).first ?? "the development language"
            let files = tables.map(\.displayFolder).joined(separator: ", ")
            var message = "\(reference.asker) asks for \"\(reference.key.display)\", which the \(table) table of "
                + "\(first.bundleDescription) does not hold in \(language) (\(files)): every language shows it as "
                + "written and no translator sees it. Add it there (building in Xcode extracts it into a String "
                + "Catalog)"
            // Through an accessor the key is not the text: it goes into the table.
            if reference.accessor == nil {
                message += ", or use \(Self.isObjectiveC(reference) ? "a plain NSString" : "Text(verbatim:)") for text "
                    + "that is never translated"
            }
            if all.count > 1 { message += " (asked for in \(all.count) places)" }
            let notes = all.dropFirst().prefix(20).map {
                Diagnostic.Note(location: $0.reference.location, message: "also asked for here")
            }
            return finding(message, at: reference.location, key: reference.key.display, notes: Array(notes))
        }
    }
}
