import Foundation
import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// Turns parsed property lists and strings tables into JSON, as `rateprompt dump` prints them.
///
/// Dates become ISO 8601 strings (`ISO8601Date`: proleptic Gregorian, as property lists count them) and data becomes
/// base64. With `locations`, every value is wrapped as `{"line", "column", "value"}` (`"offset"` for binary files),
/// and dictionary members add `"keyLine"`/`"keyColumn"`.
package struct PropertyListJSON: Sendable {
    package var includesLocations: Bool

    package init(includesLocations: Bool = false) {
        self.includesLocations = includesLocations
    }

    /// The table a device would load from a strings file: one member per key, the last duplicate's value.
    package func json(for file: StringsFile) -> JSONValue {
        .object(file.effectiveEntries.map { entry in
            (entry.key, member(keyPosition: entry.keyPosition, value: PropertyListNode(entry.value, at: entry.valuePosition)))
        })
    }

    /// A `.stringsdict` as its rules: for each key `{"format", "variables": {name: {"valueType", "forms": {category:
    /// text}}}}`, `{"device": {name: rule}}`, `{"width": {width: rule}}`, or a text. Keys Foundation cannot use are
    /// left out (the diagnostics say why).
    package func json(for dictionary: StringsDictionary) -> JSONValue {
        func text(_ text: StringsDictionary.Text, key: SourcePosition? = nil) -> JSONValue {
            wrap(.string(text.value), at: text.position, keyPosition: key)
        }
        func described(_ rule: StringsDictionary.Rule) -> JSONValue? {
            switch rule {
            case .format(let format):
                return .object([
                    ("format", text(format.format)),
                    ("variables", .object(format.variables.map { variable in
                        (variable.name, .object((variable.valueType.map { [("valueType", text($0))] } ?? []) + [
                            ("forms", .object(variable.forms.map { ($0.category, text($0.text, key: $0.keyPosition)) })),
                        ]))
                    })),
                ])
            case .device(let variants):
                return .object([("device", .object(variants.compactMap { item in described(item.rule).map { (item.name, $0) } }))])
            case .width(let variants):
                return .object([("width", .object(variants.compactMap { item in described(item.rule).map { (item.name, $0) } }))])
            case .text(let value):
                return text(value)
            case .invalid:
                return nil
            }
        }
        return .object(dictionary.entries.compactMap { entry in described(entry.rule).map { (entry.key, $0) } })
    }

    package func json(for node: PropertyListNode) -> JSONValue {
        wrap(plain(node.value), at: node.position, keyPosition: nil)
    }

    private func plain(_ value: PropertyListValue) -> JSONValue {
        switch value {
        case .string(let string): .string(string)
        case .integer(let integer): .int(integer)
        case .unsignedInteger(let integer): .uint(integer)
        case .real(let real): .double(real)
        case .boolean(let bool): .bool(bool)
        case .date(let date): .string(ISO8601Date.format(date))
        case .data(let bytes): .string(Data(bytes).base64EncodedString())
        case .uid(let uid): .object([("CF$UID", .uint(uid))])
        case .array(let nodes): .array(nodes.map(json(for:)))
        case .dictionary(let entries):
            .object(KeyScalars.lastWins(entries, key: \.key) { $0.value = $1.value }.map {
                ($0.key, member(keyPosition: $0.keyPosition, value: $0.value))
            })
        }
    }

    private func member(keyPosition: SourcePosition, value: PropertyListNode) -> JSONValue {
        wrap(plain(value.value), at: value.position, keyPosition: keyPosition)
    }

    private func wrap(_ json: JSONValue, at position: SourcePosition, keyPosition: SourcePosition?) -> JSONValue {
        guard includesLocations else { return json }
        var members: [(String, JSONValue)] = []
        if let keyPosition {
            members += Self.position(keyPosition, prefix: "key")
        }
        members += Self.position(position, prefix: nil)
        members.append(("value", json))
        return .object(members)
    }

    private static func position(_ position: SourcePosition, prefix: String?) -> [(String, JSONValue)] {
        func name(_ base: String) -> String {
            guard let prefix else { return base }
            return prefix + base.prefix(1).uppercased() + base.dropFirst()
        }
        if let offset = position.byteOffset {
            return [(name("offset"), .int(Int64(offset)))]
        }
        return [(name("line"), .int(Int64(position.line))), (name("column"), .int(Int64(position.column)))]
    }
}
