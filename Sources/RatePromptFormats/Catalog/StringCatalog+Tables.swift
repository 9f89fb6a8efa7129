import Foundation

extension StringCatalog {
    /// One localization of an `.lproj` table: its `.strings` file and the `.stringsdict` beside it, either may be
    /// missing.
    package struct LocalizedTable: Sendable {
        package let localization: String
        package let strings: StringsFile?
        package let plurals: StringsDictionary?

        package init(localization: String, strings: StringsFile?, plurals: StringsDictionary?) {
            self.localization = localization
            self.strings = strings
            self.plurals = plurals
        }
    }

    /// The `xx.lproj/NAME.strings` and `.stringsdict` files of one table as one catalog, so that a page for
    /// translators lists them as it lists a String Catalog: each key once, each localization's text at its own file
    /// and line, a `.stringsdict` entry in place of the `.strings` one (a bundle reads it first), its plural
    /// variables as substitutions with plural forms and its device rules as device forms. The comment is the one
    /// written above the key in the source localization's `.strings` file.
    package init(tableName: String, folder: String, sourceLanguage: String?, tables: [LocalizedTable]) {
        path = folder
        self.sourceLanguage = sourceLanguage
        version = nil
        diagnostics = []
        isLoadable = true
        entries = []
        storedTableName = tableName
        kind = .table
        var order: [String] = []
        // Built field by field, then boxed once (a change to a boxed entry copies it).
        var byKey: [String: Entry.Fields] = [:]
        func entry(_ key: String, at position: TextPosition) -> Entry.Fields {
            if let existing = byKey.removeValue(forKey: key) { return existing }
            order.append(key)
            return Entry.Fields(key: key, keyPosition: position, comment: nil, extractionState: nil,
                                shouldTranslate: true, localizations: [:])
        }
        tableFiles = tables.flatMap { table in
            [table.strings.map { ($0.path, $0.isLoadable) }, table.plurals.map { ($0.path, $0.isLoadable) }]
                .compactMap { $0 }.map { (table.localization, $0.0, $0.1) }
        }
        for table in tables {
            if let strings = table.strings, strings.isLoadable {
                for item in strings.effectiveEntries {
                    guard let value = item.value.stringValue else { continue }
                    var found = entry(item.key, at: item.keyPosition)
                    var unit = Unit.Fields(state: nil, value: value, position: item.valuePosition, hasVariations: false)
                    unit.file = (strings.path, item.keyPosition)
                    unit.texts = [value]
                    found.localizations[table.localization] = Unit(unit)
                    if table.localization == sourceLanguage, let index = item.commentIndex, index < strings.comments.count {
                        found.comment = strings.comments[index].text.trimmingCharacters(in: .whitespacesAndNewlines)
                    }
                    byKey[item.key] = found
                }
            }
            if let plurals = table.plurals, plurals.isLoadable {
                for item in plurals.entries {
                    if case .invalid = item.rule { continue }
                    var found = entry(item.key, at: item.keyPosition)
                    var unit = Unit.Fields(state: nil, value: nil, position: item.keyPosition, hasVariations: false)
                    unit.file = (plurals.path, item.keyPosition)
                    Self.add(item.rule, name: nil, into: &unit)
                    found.localizations[table.localization] = Unit(unit)
                    byKey[item.key] = found
                }
            }
        }
        entries = order.compactMap { byKey[$0].map(Entry.init) }
    }

    /// A `.stringsdict` rule's texts as a unit's: a format is the value (or, under a device, a form), its variables
    /// substitutions with plural forms.
    private static func add(_ rule: StringsDictionary.Rule, name: String?, into unit: inout Unit.Fields) {
        switch rule {
        case .format(let format):
            if let name {
                unit.forms.append(Form(name: name, category: nil, value: format.format.value, state: nil,
                                       position: format.format.position))
            } else {
                unit.value = format.format.value
                unit.position = format.format.position
            }
            unit.texts.append(format.format.value)
            for variable in format.variables {
                let inner = [name, "substitution \(variable.name)"].compactMap { $0 }.joined(separator: ", ")
                if name == nil {
                    unit.substitutions.append(Substitution(
                        name: variable.name, position: variable.position, argumentNumber: nil,
                        formatSpecifier: variable.valueType?.value,
                        formatSpecifierPosition: variable.valueType?.position ?? variable.position))
                }
                unit.plurals.append(Plural(name: inner, position: variable.position,
                                           forms: variable.forms.map { ($0.category, $0.text.value, $0.text.position) }))
                for form in variable.forms {
                    unit.forms.append(Form(name: inner, category: form.category, value: form.text.value, state: nil,
                                           position: form.text.position))
                    unit.texts.append(form.text.value)
                }
            }
        case .device(let variants), .width(let variants):
            unit.hasVariations = true
            for variant in variants {
                add(variant.rule, name: [name, variant.name].compactMap { $0 }.joined(separator: ", "), into: &unit)
            }
        case .text(let text):
            unit.forms.append(Form(name: name, category: nil, value: text.value, state: nil, position: text.position))
            unit.texts.append(text.value)
        case .invalid:
            break
        }
    }
}
