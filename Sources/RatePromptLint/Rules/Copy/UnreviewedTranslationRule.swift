import RatePromptFormats
import RatePromptCore

/// String Catalog units that no translator has confirmed, one finding per language (of a catalog, or of an XLIFF
/// file's tables together).
struct UnreviewedTranslationRule: LintRule {
    static let description = RuleDescription(
        id: "unreviewed-translation", category: .copy, severity: .note,
        summary: "String Catalog strings still \"new\" or \"needs_review\", or machine-translated and not reviewed, in "
            + "a language the catalog ships: one finding per language, with the count and the first keys.",
        rationale: "Xcode builds every unit whatever its state, and shows the state only in its editor: a "
            + "needs_review string ships text written for an earlier source, a new one text no translator has "
            + "confirmed, and one Xcode 27's agents translated (an XLIFF's `state-qualifier=\"leveraged-mt\"`) text no "
            + "person has read. Stale strings (no longer in the code), those marked not to translate and those with nothing "
            + "to translate (`%@`) are left out. A note: most strings awaiting review read right on a device (the source "
            + "changed a little), and those still in the source language are `untranslated`'s warnings.",
        triggering: [
            LintExample(.catalog(strings: """
                    "Rate" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "needs_review", "value" : ↓↳"Bewerten" } }
                      }
                    },
                    "Later" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "new", "value" : ↳"Später" } },
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Plus tard" } }
                      }
                    },
                    "%lld stars" : {
                      "localizations" : {
                        "fr" : { "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld étoile" } },
                          "other" : { "stringUnit" : { "state" : "needs_review", "value" : ↓↳"%lld étoiles" } }
                        } } }
                      }
                    }
                """)),
            // A translator's XLIFF from Xcode 27: a text its agents translated is `leveraged-mt` until a person
            // reviews it; another qualifier (`exact-match`) is a translation.
            LintExample(.init("de.xliff", """
                <?xml version="1.0" encoding="UTF-8"?>
                <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
                  <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
                    <body>
                      <trans-unit id="Rate this app" xml:space="preserve">
                        <source>Rate this app</source>
                        ↓↳<target state="translated" state-qualifier="leveraged-mt">Diese App bewerten</target>
                        <note from="auto-generated">The title of a button that opens the App Store's rating page.</note>
                      </trans-unit>
                      <trans-unit id="Maybe later" xml:space="preserve">
                        <source>Maybe later</source>
                        <target state="translated" state-qualifier="exact-match">Vielleicht später</target>
                      </trans-unit>
                    </body>
                  </file>
                </xliff>

                """)),
        ],
        nonTriggering: [
            // Still the source's text: untranslated's warning, not a review.
            LintExample(.catalog(strings: """
                    "Share the app" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Share the app" } },
                        "it" : { "stringUnit" : { "state" : "needs_review", "value" : "Share the app" } }
                      }
                    }
                """)),
            LintExample(.catalog(strings: """
                    "Rate" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Bewerten" } }
                      }
                    },
                    "Old" : {
                      "extractionState" : "stale",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Alt" } }
                      }
                    },
                    "MyApp" : {
                      "shouldTranslate" : false,
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "new", "value" : "MyApp" } }
                      }
                    }
                """)),
        ])

    init() {}

    func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .catalog(let catalog) = file, catalog.isLoadable, let catalogs = context.catalogs(inFileOf: catalog)
        else { return [] }
        // Per language: the units by state, with their keys; an XLIFF file's tables together.
        let isTranslation = catalog.kind == .translation
        var found: [String: [FindingGroup.Member]] = [:]
        for catalog in catalogs where catalog.isLoadable {
            for (entry, language, unit) in catalog.liveLocalizations
            where entry.shouldTranslate && language != catalog.sourceLanguage && LocalizationName.isSelectedByDevices(language) {
                // Most units are translated: nothing to gather for them.
                guard unit.unitStates.contains(where: { StringCatalog.isUnreviewed($0.state) }) else { continue }
                // A unit with nothing to translate (`%@`, `%lld`) reads right whatever its state.
                var texts: [TextPosition: String] = [:]
                // A text that still reads as the source's is `untranslated`'s: it needs translating, not a review.
                var copied: Set<TextPosition> = []
                let source = catalog.sourceLanguage.flatMap { entry.localizations[$0] }
                if let value = unit.value {
                    texts[unit.position] = value
                    if source?.value == value { copied.insert(unit.position) }
                }
                for form in unit.forms {
                    texts[form.position] = form.value
                    if source?.form(name: form.name, category: form.category)?.value == form.value { copied.insert(form.position) }
                }
                for (state, position) in unit.unitStates {
                    guard let state, StringCatalog.isUnreviewed(state), !copied.contains(position),
                          texts[position].map(TranslatableText.needsTranslation) ?? true else { continue }
                    found[language, default: []].append(.init(
                        key: entry.key, location: FileLocation(path: catalog.path, position: position),
                        place: isTranslation ? catalog.tableName : nil, detail: state))
                }
            }
        }
        return found.keys.sorted().compactMap { language in
            let members = found[language]!.sorted { $0.location.position < $1.location.position }
            return groupedFinding(members, scope: language, listsMembers: false) { members in
                let review = members.count { $0.detail == "needs_review" }
                let machine = members.count { $0.detail == StringCatalog.machineTranslatedState }
                let new = members.count - review - machine
                var counts: [String] = []
                if review > 0 { counts.append("\(review) need\(review == 1 ? "s" : "") review") }
                if new > 0 { counts.append("\(new) \(new == 1 ? "is" : "are") new") }
                if machine > 0 { counts.append("\(machine) \(machine == 1 ? "is" : "are") machine-translated") }
                let them = FindingGroup.pronoun(members.count)
                return "\(FindingGroup.count(members.count, "string")) in \(language) \(members.count == 1 ? "is" : "are") "
                    + "not confirmed by a translator (\(counts.joined(separator: ", "))) (\(FindingGroup.keyList(members))): "
                    + "a device shows \(them) as \(members.count == 1 ? "it is" : "they are"), text written for an "
                    + "earlier source or never checked. Review \(them) and mark \(them) translated"
            }
        }
    }
}
