import RatePromptFormats
import RatePromptCore

/// A key of the source localization that a translation lacks, and what a device shows in its place.
package struct MissingKeyRule: LintRule {
    package static let description = RuleDescription(
        id: "missing-key", category: .copy, severity: .warning,
        summary: "A key of the source localization is missing from a translation; says what a device shows instead. A "
            + ".strings table lacking half or more of the keys (at least 10) is one finding.",
        rationale: "A bundle reads a table from one localization only: a key missing there is not looked up in the "
            + "source language. An app string shows its key (or the default value the code passes; a String Catalog's "
            + "key is usually its source text); a key of InfoPlist.strings shows the Info.plist's value, a storyboard's or "
            + "xib's string its interface file's text; a prompt "
            + "string falls through to the next layer (RatePrompt's copy), so one alert mixes two voices.",
        triggering: [
            LintExample(
                .strings("en", "\"iRateMessageTitle\" = \"Rate %@\";\n\"greeting\" = \"Hello\";\n"),
                .strings("fr", "↓\"iRateMessageTitle\" = \"Noter %@\";\n")),
            // A translation lacking most of the source's keys: one finding for the table.
            LintExample(
                .strings("en", (1...12).map { "\"step.\($0)\" = \"Step \($0)\";\n" }.joined()),
                .strings("fr", "↓\"step.1\" = \"Étape 1\";\n")),
            // A Base table beside the source table is read by a localization without a table of its own (de).
            LintExample(
                .strings("en", "\"greeting\" = \"Hello\";\n\"bye\" = \"Bye\";\n"),
                .strings("Base", "↓\"greeting\" = \"Hello\";\n"),
                .strings("fr", "\"greeting\" = \"Bonjour\";\n\"bye\" = \"Au revoir\";\n"),
                .strings("de", "\"CFBundleDisplayName\" = \"Grüße\";\n", table: "InfoPlist")),
        ],
        nonTriggering: [
            LintExample(
                .strings("en", "\"iRateMessageTitle\" = \"Rate %@\";\n"),
                .strings("fr", "\"iRateMessageTitle\" = \"Noter %@\";\n")),
            // A Base table that no device reads: every localization of the bundle has its own table.
            LintExample(
                .strings("en", "\"greeting\" = \"Hello\";\n\"bye\" = \"Bye\";\n"),
                .strings("Base", "\"greeting\" = \"Hello\";\n"),
                .strings("fr", "\"greeting\" = \"Bonjour\";\n\"bye\" = \"Au revoir\";\n")),
            // In a String Catalog, a string marked not to translate and a stale one (no longer in the code).
            LintExample(.catalog(strings: """
                    "MyApp" : { "shouldTranslate" : false },
                    "Old title" : {
                      "extractionState" : "stale",
                      "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Old" } } }
                    },
                    "Rate" : {
                      "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Bewerten" } } }
                    }
                """)),
            // A catalog string that Russian varies by plural and English does not.
            LintExample(.catalog(strings: """
                    "%lld files" : { "localizations" : {
                      "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } },
                      "ru" : { "variations" : { "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } }
                      } } }
                    } }
                """)),
            // A key the translation keeps in its .stringsdict, which a bundle reads before the .strings table.
            LintExample(
                .strings("en", "\"greeting\" = \"Hello\";\n\"days left\" = \"%d days left\";\n"),
                .strings("ru", "\"greeting\" = \"Привет\";\n"),
                .stringsdict("ru", key: "days left", format: "%#@days@",
                    .variable("days", type: "d", [
                        "one": "Остался %d день", "few": "Осталось %d дня", "many": "Осталось %d дней",
                        "other": "Осталось %d дня",
                    ]))),
        ])

    package init() {}

    package func check(_ file: LintFile, in context: LintContext) -> [LintFinding] {
        guard case .table(let table) = file, table.file.isLoadable, let prepared = context.sourceLintTable(for: table)
        else { return [] }
        let source = prepared.table
        var missing = context.lintTable(table).missingSourceIndices
        // A catalog string marked not to translate has its source text in every language.
        if table.isFromCatalog, let keys = context.keysNotToTranslate(in: table) {
            missing.removeAll { keys.contains(prepared.entries[$0].key) }
        }
        // A catalog string the translation varies by plural or device: it is there, as forms.
        if let keys = context.keysWithVariations(in: table) {
            missing.removeAll { keys.contains(prepared.entries[$0].key) }
        }
        // A key in the translation's .stringsdict of the same table: a bundle reads it there first.
        if let keys = context.stringsdictKeys(of: table) {
            missing.removeAll { keys.contains(prepared.entries[$0].key) }
        }
        guard !missing.isEmpty else { return [] }
        // A translation lacking most of the source's keys is an unfinished language, one defect: one finding with
        // the count, where a line per key would bury the rest of the lint.
        let sourceCount = prepared.entries.count { $0.hasStringValue }
        if !table.isFromCatalog, Linter.isUnfinished(missing.count, of: sourceCount) {
            let keys = missing.prefix(3).map { "\"\(VisibleText.line(prepared.entries[$0].key))\"" }.joined(separator: ", ")
            return [finding(
                "\(table.localization) lacks \(missing.count) of the \(sourceCount) keys of \(source.localization) "
                    + "(\(missing.count * 100 / sourceCount) %): the translation is unfinished, and a device shows those "
                    + "keys (or the code's default values) in its place (\(keys)\(missing.count > 3 ? ", …" : ""))",
                at: table.startLocation)]
        }
        // Copy is resolved only for prompt keys, and only in prompt tables; every other key shows itself.
        var resolved: (CopyResolver, CopyResolver.Resolution)?
        if context.isPromptTable(table) {
            let resolver = CopyResolver(configuration: context.configuration, project: context.project, tableName: table.name,
                                        group: context.group(of: table))
            resolved = (resolver, resolver.resolution(for: [table.localization]))
        }
        let id = Self.description.id
        let severity = Self.description.severity
        let middle = "\" is in \(source.localization) but not in \(table.localization): a device shows "
        // The system reads InfoPlist.strings over the Info.plist, whose own value shows for a key left out.
        let isInfoPlistTable = table.name == "InfoPlist" && !table.isFromCatalog
        var findings: [LintFinding] = []
        // Bounded here, not only by the linter, so that a translation of a huge source table never builds millions
        // of findings: the first keys in the source's order are listed.
        findings.reserveCapacity(min(missing.count, Linter.findingLimit + 2))
        let limit = missing.count > Linter.findingLimit + 1 ? Linter.findingLimit : missing.count
        for (number, offset) in missing.enumerated() {
            let entry = prepared.entries[offset]
            let location = table.isFromCatalog ? context.keyLocation(entry, in: source) : table.startLocation
            guard number < limit else {
                findings.append(finding(Linter.omittedMessage(missing.count - limit, rule: id), at: location))
                break
            }
            let key = entry.key
            var message = "\""
            message.reserveCapacity(2 * key.utf8.count + middle.utf8.count + 40)
            message += key
            message += middle
            if let (resolver, resolution) = resolved, let promptKey = PromptKey(rawValue: key) {
                let (value, origin) = resolver.lookup(promptKey, in: resolution)
                message += "\"\(value)\" from " + CopyLayerName.describe(origin)
            } else if isInfoPlistTable {
                message += "the Info.plist's value, untranslated"
            } else if Self.isInterfaceBuilderKey(key) {
                // A storyboard's or xib's string (`ObjectID.property`): the interface file keeps its own text.
                message += "the interface file's own text, untranslated"
            } else if table.isFromCatalog, entry.withStringValueUTF8({ value in entry.withKeyUTF8 { $0.elementsEqual(value) } }) == true {
                // A catalog keyed by its source text: the key is that text.
                message += "the \(source.localization) text, its key"
            } else {
                message += "the key \""
                message += key
                message += "\" itself, unless the code gives a default value"
            }
            findings.append(LintFinding(rule: id, severity: severity, message: message, location: location, key: key))
        }
        return findings
    }
}

extension MissingKeyRule {
    /// Whether `key` names a storyboard's or xib's string as Xcode extracts them: an Interface Builder object ID
    /// (`8Bg-SZ-hDO`) and the property after a dot (`8Bg-SZ-hDO.title`, `ab1-cd-ef2.normalTitle`).
    static func isInterfaceBuilderKey(_ key: String) -> Bool {
        let bytes = Array(key.utf8)
        guard bytes.count > 11, bytes[3] == UInt8(ascii: "-"), bytes[6] == UInt8(ascii: "-"),
              bytes[10] == UInt8(ascii: ".") else { return false }
        func isIDCharacter(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        return [0, 1, 2, 4, 5, 7, 8, 9].allSatisfy { isIDCharacter(bytes[$0]) }
    }
}

/// How findings name a copy layer.
enum CopyLayerName {
    static func describe(_ source: CopySource) -> String {
        switch source.layer {
        case .configuration: "the configuration's \(source.key)"
        case .app: "the app's \(source.localization ?? "") table"
        case .defaults: "RatePrompt's \(source.localization ?? "") copy"
        case .builtInEnglish: "RatePrompt's built-in English"
        }
    }
}
