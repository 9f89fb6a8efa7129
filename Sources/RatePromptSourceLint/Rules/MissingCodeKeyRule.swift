import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// A key the code asks for that no table of its bundle holds in the development language, with no default value: one
/// finding per key, per String Catalog that Xcode fills on the next build, or per target that ships no table.
struct MissingCodeKeyRule: LintRule {
    static let description = RuleDescription(
        id: "missing-code-key", category: .source, severity: .note,
        summary: "The app's Swift asks for a localized string (`Text(\"Retry\")`, `String(localized:)`, "
            + "`NSLocalizedString`) whose key no table of its bundle holds in the development language, and gives no "
            + "default value.",
        rationale: "Xcode adds such strings to a String Catalog only when it builds the app; a table written by hand, "
            + "or a catalog last extracted before the string was written, lacks it. Then every language shows the key "
            + "as written and no translator ever sees it. The bundle is the one the runtime reads: the main bundle of "
            + "the target that compiles the file (from the Xcode project, XcodeGen's project.yml or Package.swift), the "
            + "package target's resources for `bundle: .module`, and for a package's code that names no bundle the "
            + "main bundle of every app and extension that links the package (directly, through another product, or "
            + "through a framework it embeds); the table is `Localizable` unless `tableName:` or `table:` names "
            + "another. A key is missing where one of those bundles lacks it (for a package's code, one whose table "
            + "is translated: an app in one language shows what the code asks for either way), and the finding names "
            + "them. A key with "
            + "an interpolation is matched as Xcode extracts it (`\"\\(count) posts\"` as `%lld posts`, any specifier "
            + "at that place). A key asked for through the app's accessors counts, at each use: a wrapper that passes "
            + "its parameter on as the key (`\"Send\".localized`), SwiftGen's `L10n`, a lookup in an `extension "
            + "LocalizedStringResource`; a symbol Xcode generates stands for a key the catalog holds (or does not "
            + "compile). One finding per key, with the other places that ask for it as notes; but where Xcode "
            + "fills the catalog itself (the target that compiles the Swift ships the catalog and sets "
            + "`SWIFT_EMIT_LOC_STRINGS`), the keys it lacks are one finding at the catalog, since building once adds "
            + "them all; and a target whose own code asks for strings of a table it does not ship at all (a watch app, "
            + "a widget) while another bundle translates that table is one finding for that target. A key that every "
            + "translation of a `.strings` table holds and only the source table lacks shows as written only on a "
            + "device set to the development language: the finding says so, and several such keys of one table are "
            + "one finding at the source table (a placeholder source table, `\"\" = \"\";`, beside full "
            + "translations). Nothing is reported for a key built at run time, a bundle "
            + "RatePrompt cannot tell, a bundle without that table that shares the code with one that has it, a test "
            + "bundle, a literal without letters (`\" @\"`, `\"100%\"`: use `Text(verbatim:)`), a name that reads the "
            + "same in every language (every translation writes it, as a whole word in the same case, in at least half "
            + "as many values as the source does: `CarPlay`, `Apple Watch`, the app's name; `Podcasts` that a Russian "
            + "table keeps only in `Apple Podcasts` is no name), or code no user runs: `#Preview`, a `PreviewProvider`, "
            + "`#if DEBUG` (and the `#else` of `#if !DEBUG`), a view redacted as a placeholder, and a file or type "
            + "named for debugging or previews. A name is that when one of its words, split at camel case and "
            + "punctuation, is `Debug` (`DebugMenu.swift`, `FeedDebugView`, `Rules+Debug.swift`), `Developer` or `Dev` "
            + "before `Menu`, `Settings`, `Options` or `Tools`, or its last word is `Previews` after `_` or `+` "
            + "(`FeedView_Previews`, `View+Previews.swift`), or the file is in Xcode's `Preview Content` folder; "
            + "`Preview` alone is not (apps name features so: `LinkPreviewView`), nor `Debugger` or `Diagnostics`, "
            + "screens users open. A note, not a warning: on real apps "
            + "3 in 10 were the app's name as a literal, a skeleton view's text or a developer window's label, which "
            + "no user reads as a defect.",
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples)

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
        var perKey: [String: [(CodeStrings.Resolved, [CodeStrings.Bundle])]] = [:]
        var keyOrder: [String] = []
        // Keys Xcode adds to a String Catalog when it builds, by catalog; keys of a bundle that ships no table of
        // their name, by target and table.
        var extracted: [String: [(CodeStrings.Resolved, target: String)]] = [:]
        var extractedOrder: [String] = []
        var tableless: [String: [CodeStrings.Resolved]] = [:]
        var tablelessTargets: [String: (target: ProjectMembership.Target, table: String)] = [:]
        var tablelessOrder: [String] = []
        // Keys that only the source table lacks, by that table.
        var sourceOnly: [Int: [CodeStrings.Resolved]] = [:]
        var sourceOnlyOrder: [Int] = []
        let evidence = TranslationEvidence(context)
        for resolved in context.codeStrings.references where resolved.isHeld == false {
            let reference = resolved.reference
            guard !reference.isPreviewOrDebug, !reference.hasDefaultValue, reference.hasLetters else { continue }
            // A name every translation keeps as written reads the same in every language.
            if case .literal(let literal) = reference.key, evidence.isKeptAsWritten(literal, groups: resolved.groups ?? []) {
                continue
            }
            let table = reference.table ?? "Localizable"
            var lacking: [CodeStrings.Bundle] = []
            // A bundle without the table counts only where no bundle that runs the code has it: a file shared with
            // an extension may hold text the extension never shows.
            let anyTable = resolved.bundles.contains { !$0.groups.isEmpty }
            // A test bundle's code asserts what the app shows; no user reads it.
            for bundle in resolved.bundles where !Self.isTestBundle(bundle.target) {
                if bundle.shipsNoTable {
                    guard !anyTable else { continue }
                    let id = "\(bundle.target.file)\u{0}\(bundle.target.index)\u{0}\(table)"
                    if tableless[id] == nil { tablelessOrder.append(id) }
                    tableless[id, default: []].append(resolved)
                    tablelessTargets[id] = (bundle.target, table)
                } else if bundle.isHeld == false, let catalog = bundle.extractedInto {
                    if extracted[catalog] == nil { extractedOrder.append(catalog) }
                    extracted[catalog, default: []].append((resolved, bundle.target.name))
                } else if bundle.isHeld == false, resolved.packageTargets.isEmpty || bundle.isTranslated {
                    // An app that runs a package's code and has no translation of the table shows what the code
                    // asks for either way: nothing is wrong there yet.
                    lacking.append(bundle)
                }
            }
            // Undescribed code: every table of the run stood in.
            if resolved.bundles.isEmpty { lacking = [] }
            guard !lacking.isEmpty || resolved.bundles.isEmpty else { continue }
            // Every translation holds it and only the source table lacks it: one finding for that table.
            let lackingGroups = lacking.isEmpty ? resolved.groups ?? [] : lacking.flatMap(\.groups)
            if case .literal(let key) = reference.key, let first = lackingGroups.first,
               let source = context.project.groups[first].sourceTableIndex,
               lackingGroups.allSatisfy({ evidence.isMissingOnlyFromSource(key, groupAt: $0) }) {
                if sourceOnly[source] == nil { sourceOnlyOrder.append(source) }
                sourceOnly[source, default: []].append(resolved)
                continue
            }
            let id = "\(resolved.bundles.isEmpty ? "\(resolved.groups ?? [])" : lacking.map(\.target.name).joined(separator: ","))"
                + "\u{0}\(reference.table ?? "")\u{0}\(reference.key.display)"
            if perKey[id] == nil { keyOrder.append(id) }
            perKey[id, default: []].append((resolved, lacking))
        }
        return keyOrder.map { keyFinding(perKey[$0]!, context: context, evidence: evidence) }
            + extractedOrder.compactMap { extractionFinding(catalog: $0, extracted[$0]!, context: context) }
            + tablelessOrder.compactMap { id in
                tablelessFinding(tablelessTargets[id]!.target, table: tablelessTargets[id]!.table, tableless[id]!)
            }
            + sourceOnlyOrder.compactMap { sourceOnlyFinding(sourceTableAt: $0, sourceOnly[$0]!, context: context) }
    }

    /// The keys every translation of a table holds and only its source table lacks: a device set to the development
    /// language shows each key as written, every other language its translation. One key is a finding at the place
    /// that asks for it; several are one finding at the source table, the fix being one edit there.
    private func sourceOnlyFinding(
        sourceTableAt index: Int, _ places: [CodeStrings.Resolved], context: LintContext
    ) -> LintFinding? {
        let members = Self.members(places)
        let table = context.project.tables[index]
        let path = table.file.path
        let language = LanguageInfo.englishName(of: table.localization)
        let name = table.name
        let location = members.count > 1 ? FileLocation(path: path, position: .start) : nil
        let asker = places.min { $0.reference.location < $1.reference.location }?.reference.asker ?? "The app's code"
        return groupedFinding(members, at: location, file: members.count > 1 ? path : nil) { members in
            let count = members.count
            let them = FindingGroup.pronoun(count)
            return (count == 1 ? "\(asker) asks for \(FindingGroup.keyList(members)), which"
                : "\(count) keys the app's code asks for (\(FindingGroup.keyList(members)))")
                + " every translation of \(name) holds but its \(language) table (\(path)) lacks: a device set to "
                + "\(language) shows \(count == 1 ? "the key" : "each key") as written, every other language its "
                + "translation. Add \(them) to \(path)"
        }
    }

    /// One key that a bundle's table lacks: at the first place that asks for it, the others as notes.
    private func keyFinding(
        _ places: [(CodeStrings.Resolved, [CodeStrings.Bundle])], context: LintContext, evidence: TranslationEvidence
    ) -> LintFinding {
        // The lookup written out first (an accessor's declaration), then its uses.
        let all = places.sorted {
            ($0.0.reference.accessor != nil ? 1 : 0, $0.0.reference.location)
                < ($1.0.reference.accessor != nil ? 1 : 0, $1.0.reference.location)
        }
        let (first, lacking) = all[0]
        let reference = first.reference
        let table = reference.table ?? "Localizable"
        var groups: [Int] = []
        for group in lacking.isEmpty ? first.groups ?? [] : lacking.flatMap(\.groups) where !groups.contains(group) {
            groups.append(group)
        }
        let tables = groups.map { context.project.groups[$0] }
        let language = tables.compactMap(\.sourceLanguage?.language).first ?? "the development language"
        let files = tables.map(\.displayFolder).joined(separator: ", ")
        var bundle = first.bundleDescription
        if !lacking.isEmpty, first.bundles.count > 1 {
            // Of the bundles that run the code, those that lack it.
            let holding = first.bundles.filter { $0.isHeld == true }.map(\.target.name)
            var notes: [String] = []
            if !first.packageTargets.isEmpty {
                notes.append("which link\(lacking.count == 1 ? "s" : "") package target \(first.packageTargets.joined(separator: ", "))")
            }
            if !holding.isEmpty { notes.append("\(holding.joined(separator: ", ")) \(holding.count == 1 ? "holds" : "hold") it") }
            bundle = (first.packageTargets.isEmpty ? "the main bundle of target " : "the main bundle of ")
                + lacking.map(\.target.name).joined(separator: ", ") + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))")
        }
        // Translations that hold the key show their text; the others, and the development language, the key.
        var holding: [String] = []
        if case .literal(let key) = reference.key {
            for group in groups where context.project.groups[group].kind == .strings {
                holding += evidence.translationsHolding(key, groupAt: group).filter { !holding.contains($0) }
            }
        }
        let shown = holding.isEmpty ? "every language shows it as written and no translator sees it"
            : "every language but \(holding.joined(separator: ", ")) (which hold\(holding.count == 1 ? "s" : "") it) "
                + "shows it as written"
        // Xcode extracts a target's own strings into its own catalog: not a package's code into the app's table, nor
        // anything into a `.strings` file.
        let extracts = first.packageTargets.isEmpty && groups.contains { context.project.groups[$0].kind != .strings }
        var message = "\(reference.asker) asks for \"\(reference.key.display)\", which the \(table) table of "
            + "\(bundle) does not hold in \(language) (\(files)): \(shown). Add it there"
            + (extracts ? " (building in Xcode extracts it into the String Catalog)" : "")
        // Through an accessor the key is not the text: it goes into the table.
        if reference.accessor == nil {
            message += ", or use \(Self.isObjectiveC(reference) ? "a plain NSString" : "Text(verbatim:)") for text that "
                + "is never translated"
        }
        if all.count > 1 { message += " (asked for in \(all.count) places)" }
        let notes = all.dropFirst().prefix(20).map {
            Diagnostic.Note(location: $0.0.reference.location, message: "also asked for here")
        }
        return finding(message, at: reference.location, key: reference.key.display, notes: Array(notes))
    }

    /// The keys a String Catalog lacks that Xcode adds to it the next time it builds the target: one finding at
    /// the catalog, the keys at the places that ask for them.
    private func extractionFinding(
        catalog: String, _ places: [(CodeStrings.Resolved, target: String)], context: LintContext
    ) -> LintFinding? {
        let members = Self.members(places.map(\.0))
        var names: [String] = []
        for place in places where !names.contains(place.target) { names.append(place.target) }
        let targets = names.joined(separator: ", ")
        let name = String(catalog.split(separator: "/").last ?? Substring(catalog))
        return groupedFinding(members, at: FileLocation(path: catalog, position: .start), file: catalog, listsMembers: true) { members in
            let count = members.count
            return "\(FindingGroup.count(count, "string")) the app's Swift asks for \(count == 1 ? "is" : "are") not in "
                + "\(name) yet (\(FindingGroup.keyList(members))): Xcode adds \(FindingGroup.pronoun(count)) when it next "
                + "builds \(targets) (SWIFT_EMIT_LOC_STRINGS), but until the catalog is committed "
                + "no translator sees \(FindingGroup.pronoun(count)) and every language shows \(FindingGroup.pronoun(count)) "
                + "as written. Build in Xcode and commit the catalog"
        }
    }

    /// The keys the code of a target asks for whose table its bundle does not ship: one finding for the target.
    private func tablelessFinding(
        _ target: ProjectMembership.Target, table: String, _ places: [CodeStrings.Resolved]
    ) -> LintFinding? {
        let members = Self.members(places)
        let kind = Self.kind(of: target)
        return groupedFinding(members) { members in
            let count = members.count
            return "The \(kind) \(target.name) ships no \(table) table, so \(count == 1 ? "the string" : "the \(count) strings") "
                + "its code asks for (\(FindingGroup.keyList(members))) \(count == 1 ? "shows" : "show") as written in every "
                + "language. Add a \(table) String Catalog to the target (building in Xcode fills it), or a \(table).strings "
                + "table in each language"
        }
    }

    /// One member per key, at the first place that asks for it.
    private static func members(_ places: [CodeStrings.Resolved]) -> [FindingGroup.Member] {
        var seen: Set<String> = []
        return places.sorted { $0.reference.location < $1.reference.location }.compactMap { resolved in
            let key = resolved.reference.key.display
            guard seen.insert(key).inserted else { return nil }
            return FindingGroup.Member(key: key, location: resolved.reference.location)
        }
    }

    /// Whether a target builds unit or UI tests (`com.apple.product-type.bundle.unit-test`, `….ui-testing`).
    static func isTestBundle(_ target: ProjectMembership.Target) -> Bool {
        let type = target.kind ?? ""
        return type.hasSuffix(".unit-test") || type.hasSuffix(".ui-testing")
    }

    /// `watch app target`, `app extension target`, `app target`: what a target builds, for a message.
    static func kind(of target: ProjectMembership.Target) -> String {
        let type = target.kind ?? ""
        if type.contains("watchapp") || type.contains("watchkit") { return "watch app target" }
        if type.contains("app-extension") || type.contains("extensionkit") { return "app extension target" }
        if type.hasPrefix("com.apple.product-type.application") { return "app target" }
        return "target"
    }
}
