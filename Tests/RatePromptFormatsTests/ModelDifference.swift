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
}
