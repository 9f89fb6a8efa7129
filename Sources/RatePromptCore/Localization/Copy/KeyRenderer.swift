import Foundation
import RatePromptFormats

/// Any key of an app table as a device shows it: the localization the table's bundle picks for the user's
/// languages (as for the prompt: `CopyResolver.bundleMatch`), then, in the bundle's search order, the first
/// localization whose `.stringsdict` or table has the key (a `.stringsdict` entry overrides the `.strings` one), its
/// plural forms chosen for a count by CLDR's rules and its device variant for a device.
package struct KeyRenderer: Sendable {
    package internal(set) var resolver: CopyResolver

    package init(project: LocalizationProject, tableName: String) {
        resolver = CopyResolver(project: project, tableName: tableName)
    }

    /// What was found for a key.
    package struct Rendered: Sendable {
        package internal(set) var localization: String
        package internal(set) var key: String
        /// The text, the count put in for the integer specifiers that read it.
        package internal(set) var value: String
        /// The plural category the count selected, when a `.stringsdict` variable was read.
        package internal(set) var category: PluralCategory?
        /// The device variant read, when the entry varies by device.
        package internal(set) var device: String?
        /// The file and position of the text read (the form's, for a plural).
        package internal(set) var location: FileLocation
    }

    /// What a look-up gives: the text, if a localization of the search order has the key, how it was looked for, and
    /// what the files read on the way report (a `.stringsdict` that Foundation cannot use is read past, as a device
    /// does, but not in silence).
    package struct Lookup: Sendable {
        package internal(set) var rendered: Rendered?
        package internal(set) var steps: [String]
        package internal(set) var diagnostics: [Diagnostic]
    }

    /// The key for a user with `preferences`, a `count` (for plurals; 1 when nil) and a `device` (`iphone`, `ipad`,
    /// `mac`, …; `other` variants otherwise).
    package func render(key: String, preferences: [String], count: Int?, device: String?) -> Lookup {
        guard let project = resolver.project, let group = resolver.group,
              let choice = resolver.bundleMatch(for: preferences) else {
            return Lookup(rendered: nil, steps: ["no table \(resolver.tableName) in the project"], diagnostics: [])
        }
        var lookup = Lookup(rendered: nil, steps: [choice.step], diagnostics: [])
        let tables = group.tableIndices.map { project.tables[$0] }
        for localization in choice.searchOrder {
            if group.kind == .strings {
                let path = (group.folder as NSString)
                    .appendingPathComponent("\(localization).lproj/\(resolver.tableName).stringsdict")
                if FileSystem.exists(path),
                   case .pluralTable(let dictionary) = InputRegistry.read(Input(path: path, kind: .pluralTable)) {
                    lookup.diagnostics += dictionary.diagnostics
                    if let entry = dictionary.entries.last(where: { $0.key == key }),
                       let rendered = Self.render(entry.rule, key: key, localization: localization, path: path,
                                                  count: count, device: device) {
                        lookup.steps.append("\(resolver.tableName).stringsdict in \(localization).lproj has \"\(key)\"")
                        lookup.rendered = rendered
                        return lookup
                    }
                }
            }
            if group.kind == .catalog,
               let catalog = project.catalogs.first(where: { $0.path == group.folder && $0.tableName == group.name }),
               let unit = catalog.entries.last(where: { $0.key == key })?.localizations[localization], !unit.forms.isEmpty,
               let rendered = Self.render(unit, key: key, localization: localization, path: catalog.path, count: count,
                                          device: device) {
                lookup.steps.append("\(resolver.tableName) in \(localization) has \"\(key)\" with variations")
                lookup.rendered = rendered
                return lookup
            }
            guard let table = tables.first(where: { $0.localization == localization }) else { continue }
            if let entry = table.file.effectiveEntries.last(where: { $0.hasKey(key) }), let value = entry.value.stringValue {
                lookup.steps.append(
                    "\(resolver.tableName) in \(localization)\(table.isFromCatalog ? "" : ".lproj") has \"\(key)\"")
                lookup.rendered = Rendered(
                    localization: localization, key: key,
                    value: count.map { FormatString(value).formatted(count: $0) } ?? value, category: nil, device: nil,
                    location: FileLocation(path: table.file.path, position: entry.valuePosition))
                return lookup
            }
            lookup.steps.append("\(resolver.tableName) in \(localization) has no \"\(key)\"")
        }
        return lookup
    }

    /// A `.stringsdict` rule rendered: the device's variant (or `other`), the forms of every variable for the count,
    /// then the count in the integer specifiers. Width rules take their widest variant.
    static func render(
        _ rule: StringsDictionary.Rule, key: String, localization: String, path: String, count: Int?, device: String?
    ) -> Rendered? {
        let location = { (position: TextPosition) in FileLocation(path: path, position: position) }
        switch rule {
        case .text(let text):
            return Rendered(localization: localization, key: key,
                            value: count.map { FormatString(text.value).formatted(count: $0) } ?? text.value,
                            category: nil, device: nil, location: location(text.position))
        case .device(let variants):
            guard let variant = variants.last(where: { $0.name == device }) ?? variants.last(where: { $0.name == "other" })
            else { return nil }
            var rendered = render(variant.rule, key: key, localization: localization, path: path, count: count, device: device)
            rendered?.device = variant.name
            return rendered
        case .width(let variants):
            guard let widest = variants.max(by: { (Int($0.name) ?? 0) < (Int($1.name) ?? 0) }) else { return nil }
            return render(widest.rule, key: key, localization: localization, path: path, count: count, device: device)
        case .format(let format):
            let rules = PluralRules(localization: localization)
            let number = count ?? 1
            var text = format.format.value
            var category: PluralCategory?
            var position = format.format.position
            // Variables refer to each other from their forms: substitute until none is left (bounded).
            for _ in 0..<8 {
                let names = StringsDictionary.variableReferences(in: text)
                guard !names.isEmpty else { break }
                for name in names {
                    guard let variable = format.variables.first(where: { $0.name == name }) else { continue }
                    let forms = Set(variable.forms.compactMap { PluralCategory(rawValue: $0.category) })
                    let chosen = rules.stringsdictCategory(for: number, forms: forms)
                    guard let form = variable.form(chosen.rawValue) ?? variable.form("other") else { continue }
                    if category == nil {
                        category = PluralCategory(rawValue: form.category)
                        position = form.text.position
                    }
                    text = Self.replacingReference(to: name, in: text, with: form.text.value)
                }
            }
            return Rendered(localization: localization, key: key, value: FormatString(text).formatted(count: number),
                            category: category, device: nil, location: location(position))
        case .invalid:
            return nil
        }
    }

    /// A String Catalog localization with variations rendered: the device's variant (else the `other` device, else
    /// the text without a device), its plural form for the count by CLDR's rules and Apple's `zero` for 0 (else
    /// `other`), and each
    /// `%#@name@` replaced by the form of substitution `name` for the count; a substitution's `%arg` reads the
    /// count.
    static func render(
        _ unit: StringCatalog.Unit, key: String, localization: String, path: String, count: Int?, device: String?
    ) -> Rendered? {
        let rules = PluralRules(localization: localization)
        let number = count ?? 1
        // A catalog is compiled into a `.stringsdict`, so its forms are chosen as Foundation chooses those: an
        // integer 0 takes `zero` where the variation has one, in every language.
        func pick(_ forms: [StringCatalog.Form]) -> StringCatalog.Form? {
            guard forms.contains(where: { $0.category != nil }) else { return forms.first }
            let present = Set(forms.compactMap { $0.category.flatMap(PluralCategory.init(rawValue:)) })
            let category = rules.stringsdictCategory(for: number, forms: present).rawValue
            return forms.first { $0.category == category } ?? forms.first { $0.category == "other" }
        }
        let own = unit.forms.filter { !($0.name ?? "").hasPrefix("substitution ") }
        var chosenDevice: String?
        var base: (text: String, form: StringCatalog.Form?)?
        if own.isEmpty {
            base = unit.value.map { ($0, nil) }
        } else {
            for name in [device, "other", nil] as [String?] where base == nil {
                if let form = pick(own.filter { $0.name == name }) {
                    base = (form.value, form)
                    chosenDevice = name
                }
            }
        }
        guard let base else { return nil }
        var text = base.text
        var position = base.form?.position ?? unit.position
        var chosenCategory = base.form?.category.flatMap(PluralCategory.init(rawValue:))
        for _ in 0..<8 {
            let names = StringsDictionary.variableReferences(in: text)
            guard !names.isEmpty else { break }
            for name in names {
                guard let substitution = pick(unit.forms.filter { $0.name == "substitution \(name)" }) else { continue }
                if chosenCategory == nil {
                    chosenCategory = substitution.category.flatMap(PluralCategory.init(rawValue:))
                    position = substitution.position
                }
                text = replacingReference(to: name, in: text,
                                          with: substitution.value.replacingOccurrences(of: "%arg", with: "%ld"))
            }
        }
        return Rendered(localization: localization, key: key, value: FormatString(text).formatted(count: number),
                        category: chosenCategory, device: chosenDevice,
                        location: FileLocation(path: path, position: position))
    }

    /// `text` with its first `%#@name@` (or `%N$#@name@`) replaced.
    static func replacingReference(to name: String, in text: String, with replacement: String) -> String {
        for pattern in ["%#@\(name)@"] + (1...9).map({ "%\($0)$#@\(name)@" }) {
            if let range = text.range(of: pattern) { return text.replacingCharacters(in: range, with: replacement) }
        }
        return text
    }
}
