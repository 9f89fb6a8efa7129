@testable import RatePromptFormats

/// Where two models read from the same bytes differ, every field compared, positions included, texts by their UTF-8
/// (so NFC and NFD spellings differ, as they do for a device): the first difference found, or nil.
struct ModelDifference {
    private var found: String?

    private mutating func check<Value: Equatable>(_ a: Value, _ b: Value, _ place: @autoclosure () -> String) {
        if found == nil, a != b { found = "\(place()): \(a) ≠ \(b)" }
    }

    private mutating func check(_ a: String, _ b: String, _ place: @autoclosure () -> String) {
        if found == nil, !a.utf8.elementsEqual(b.utf8) { found = "\(place()): \(a.debugDescription) ≠ \(b.debugDescription)" }
    }

    private mutating func check(_ a: [String], _ b: [String], _ place: @autoclosure () -> String) {
        check(a.count, b.count, "\(place()) count")
        for (x, y) in zip(a, b) { check(x, y, place()) }
    }

    private mutating func check(_ a: String?, _ b: String?, _ place: @autoclosure () -> String) {
        check(a == nil, b == nil, "\(place()) present")
        if let a, let b { check(a, b, place()) }
    }

    private mutating func check(_ a: [Diagnostic], _ b: [Diagnostic]) {
        check(a.count, b.count, "diagnostics \(a) vs \(b)")
        for (index, (x, y)) in zip(a, b).enumerated() {
            let place = "diagnostic \(index)"
            check(x.severity, y.severity, "\(place) severity")
            check(x.code, y.code, "\(place) code")
            check(x.message, y.message, "\(place) message")
            check(x.location.path, y.location.path, "\(place) path")
            check(x.location.position, y.location.position, "\(place) position")
            check(x.notes, y.notes, "\(place) notes")
        }
    }

    // MARK: .stringsdict

    /// Nil when `a` and `b` are the same rules with the same diagnostics.
    static func of(_ a: StringsDictionary, _ b: StringsDictionary) -> String? {
        var difference = ModelDifference()
        difference.check(a.path, b.path, "path")
        difference.check(a.isLoadable, b.isLoadable, "isLoadable")
        difference.check(a.diagnostics, b.diagnostics)
        difference.check(a.entries.count, b.entries.count, "entry count")
        for (x, y) in zip(a.entries, b.entries) {
            difference.check(x.key, y.key, "entry key")
            difference.check(x.keyPosition, y.keyPosition, "\(x.key) key position")
            difference.check(x.rule, y.rule, "\(x.key)")
        }
        return difference.found
    }

    private mutating func check(_ a: StringsDictionary.Rule, _ b: StringsDictionary.Rule, _ place: String) {
        switch (a, b) {
        case let (.format(x), .format(y)):
            check(x.format, y.format, "\(place) format")
            check(x.unreadableVariableNames, y.unreadableVariableNames, "\(place) unreadable variables")
            check(x.variables.count, y.variables.count, "\(place) variable count")
            for (v, w) in zip(x.variables, y.variables) {
                let place = "\(place) variable \(v.name)"
                check(v.name, w.name, place)
                check(v.position, w.position, "\(place) position")
                check(v.isWellFormed, w.isWellFormed, "\(place) isWellFormed")
                check(v.valueType == nil, w.valueType == nil, "\(place) value type present")
                if let s = v.valueType, let t = w.valueType { check(s, t, "\(place) value type") }
                check(v.forms.count, w.forms.count, "\(place) form count")
                for (f, g) in zip(v.forms, w.forms) {
                    check(f.category, g.category, "\(place) category")
                    check(f.keyPosition, g.keyPosition, "\(place) \(f.category) key position")
                    check(f.text, g.text, "\(place) \(f.category)")
                }
            }
        case let (.device(x), .device(y)), let (.width(x), .width(y)):
            check(x.count, y.count, "\(place) variant count")
            for (v, w) in zip(x, y) {
                check(v.name, w.name, "\(place) variant")
                check(v.position, w.position, "\(place) \(v.name) position")
                check(v.rule, w.rule, "\(place) \(v.name)")
            }
        case let (.text(x), .text(y)):
            check(x, y, "\(place) text")
        case (.invalid, .invalid):
            break
        default:
            check("\(a)", "\(b)", "\(place) rule kind")
        }
    }

    private mutating func check(_ a: StringsDictionary.Text, _ b: StringsDictionary.Text, _ place: String) {
        check(a.value, b.value, place)
        check(a.position, b.position, "\(place) position")
    }

    // MARK: String Catalog

    /// Nil when `a` and `b` are the same catalog with the same diagnostics.
    static func of(_ a: StringCatalog, _ b: StringCatalog) -> String? {
        var difference = ModelDifference()
        difference.check(a.path, b.path, "path")
        difference.check(a.sourceLanguage, b.sourceLanguage, "sourceLanguage")
        difference.check(a.version, b.version, "version")
        difference.check(a.isLoadable, b.isLoadable, "isLoadable")
        difference.check(a.storedTableName, b.storedTableName, "table name")
        difference.check(a.diagnostics, b.diagnostics)
        difference.check(a.entries.count, b.entries.count, "entry count")
        for (x, y) in zip(a.entries, b.entries) {
            let place = "entry \(x.key.debugDescription)"
            difference.check(x.key, y.key, "entry key")
            difference.check(x.keyPosition, y.keyPosition, "\(place) key position")
            difference.check(x.comment, y.comment, "\(place) comment")
            difference.check(x.extractionState, y.extractionState, "\(place) extractionState")
            difference.check(x.shouldTranslate, y.shouldTranslate, "\(place) shouldTranslate")
            // Languages by their bytes: a dictionary treats NFC and NFD spellings as one key.
            func languages(_ entry: StringCatalog.Entry) -> [[UInt8]] {
                entry.localizations.keys.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
            }
            difference.check(languages(x), languages(y), "\(place) languages")
            for (language, unit) in x.localizations {
                guard let other = y.localizations[language] else { continue }
                difference.check(unit, other, "\(place) \(language)")
            }
        }
        return difference.found
    }

    private mutating func check(_ a: StringCatalog.Unit, _ b: StringCatalog.Unit, _ place: String) {
        check(a.state, b.state, "\(place) state")
        check(a.value, b.value, "\(place) value")
        check(a.position, b.position, "\(place) position")
        check(a.hasVariations, b.hasVariations, "\(place) hasVariations")
        check(a.file == nil, b.file == nil, "\(place) file present")
        if let f = a.file, let g = b.file {
            check(f.path, g.path, "\(place) file")
            check(f.keyPosition, g.keyPosition, "\(place) file key position")
        }
        check(a.unitStates.count, b.unitStates.count, "\(place) unit state count")
        for (s, t) in zip(a.unitStates, b.unitStates) {
            check(s.state, t.state, "\(place) unit state")
            check(s.position, t.position, "\(place) unit state position")
        }
        check(a.texts, b.texts, "\(place) texts")
        check(a.plurals.count, b.plurals.count, "\(place) plural count")
        for (p, q) in zip(a.plurals, b.plurals) {
            check(p.name, q.name, "\(place) plural name")
            check(p.position, q.position, "\(place) plural position")
            check(p.forms.count, q.forms.count, "\(place) plural form count")
            for (f, g) in zip(p.forms, q.forms) {
                check(f.category, g.category, "\(place) plural category")
                check(f.value, g.value, "\(place) plural \(f.category)")
                check(f.position, g.position, "\(place) plural \(f.category) position")
            }
        }
        check(a.substitutions.count, b.substitutions.count, "\(place) substitution count")
        for (s, t) in zip(a.substitutions, b.substitutions) {
            check(s.name, t.name, "\(place) substitution")
            check(s.position, t.position, "\(place) substitution \(s.name) position")
            check(s.argumentNumber, t.argumentNumber, "\(place) substitution \(s.name) argNum")
            check(s.formatSpecifier, t.formatSpecifier, "\(place) substitution \(s.name) formatSpecifier")
            check(s.formatSpecifierPosition, t.formatSpecifierPosition,
                  "\(place) substitution \(s.name) formatSpecifier position")
        }
        check(a.forms.count, b.forms.count, "\(place) form count")
        for (f, g) in zip(a.forms, b.forms) {
            check(f.name, g.name, "\(place) form name")
            check(f.category, g.category, "\(place) form category")
            check(f.value, g.value, "\(place) form value")
            check(f.state, g.state, "\(place) form state")
            check(f.position, g.position, "\(place) form position")
        }
    }
}
