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
    var includesLocations: Bool

    init(includesLocations: Bool = false) {
        self.includesLocations = includesLocations
    }

    /// Writes the table a device would load from a strings file: one member per key, the last duplicate's value.
    package func write(_ file: StringsFile, to writer: inout JSONWriter) {
        writer.beginObject()
        for entry in file.effectiveEntries {
            writer.key(entry.key)
            write(PropertyListNode(entry.value, at: entry.valuePosition), keyPosition: entry.keyPosition, to: &writer)
        }
        writer.endObject()
    }

    /// An XLIFF file as Xcode reads it back: `{"files": [{"original", "sourceLanguage", "targetLanguage", "units":
    /// [{"id", "source", "target", "state", "notes"}]}]}`, members left out where the file has none; with locations,
    /// each file and unit also says where it starts.
    package func json(for document: XLIFFDocument) -> JSONValue {
        func located(_ members: [(String, JSONValue)], _ position: TextPosition) -> JSONValue {
            .object(includesLocations ? Self.position(position, prefix: nil) + members : members)
        }
        return .object([("files", .array(document.files.map { file in
            var members: [(String, JSONValue)] = [("original", .string(file.original))]
            if let source = file.sourceLanguage { members.append(("sourceLanguage", .string(source))) }
            if let target = file.targetLanguage { members.append(("targetLanguage", .string(target))) }
            members.append(("units", .array(file.units.map { unit in
                var members: [(String, JSONValue)] = [("id", .string(unit.id))]
                if let source = unit.source { members.append(("source", .string(source))) }
                if let target = unit.target { members.append(("target", .string(target))) }
                if let state = unit.state { members.append(("state", .string(state))) }
                if !unit.notes.isEmpty { members.append(("notes", .array(unit.notes.map(JSONValue.string)))) }
                return located(members, unit.position)
            })))
            return located(members, file.position)
        }))])
    }

    /// A `.stringsdict` as its rules: for each key `{"format", "variables": {name: {"valueType", "forms": {category:
    /// text}}}}`, `{"device": {name: rule}}`, `{"width": {width: rule}}`, or a text. Keys Foundation cannot use are
    /// left out (the diagnostics say why).
    package func json(for dictionary: StringsDictionary) -> JSONValue {
        func text(_ text: StringsDictionary.Text, key: TextPosition? = nil) -> JSONValue {
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

    /// Writes the property list as JSON, value by value: a large file's tree is never built twice.
    package func write(_ node: PropertyListNode, to writer: inout JSONWriter) {
        write(node, keyPosition: nil, to: &writer)
    }

    private func write(_ node: PropertyListNode, keyPosition: TextPosition?, to writer: inout JSONWriter) {
        guard includesLocations else { return writePlain(node.value, to: &writer) }
        writer.beginObject()
        for (name, value) in (keyPosition.map { Self.position($0, prefix: "key") } ?? [])
            + Self.position(node.position, prefix: nil) {
            writer.key(name)
            writer.value(value)
        }
        writer.key("value")
        writePlain(node.value, to: &writer)
        writer.endObject()
    }

    private func writePlain(_ value: PropertyListValue, to writer: inout JSONWriter) {
        switch value {
        case .string(let string): writer.string(string)
        case .integer(let integer): writer.int(integer)
        case .unsignedInteger(let integer): writer.uint(integer)
        case .real(let real): writer.double(real)
        case .boolean(let bool): writer.bool(bool)
        case .date(let date): writer.string(ISO8601Date.format(date))
        case .data(let bytes): writer.string(Data(bytes).base64EncodedString())
        case .uid(let uid):
            writer.beginObject()
            writer.key("CF$UID")
            writer.uint(uid)
            writer.endObject()
        case .array(let nodes):
            writer.beginArray()
            for node in nodes { write(node, keyPosition: nil, to: &writer) }
            writer.endArray()
        case .dictionary(let entries):
            // One member per key, as a device reads the dictionary: the first key's place, the last value.
            writer.beginObject()
            if let pairs = KeyScalars.lastWinsIndices(count: entries.count, key: { entries[$0].key }) {
                for (first, last) in pairs {
                    writer.key(entries[first].key)
                    write(entries[last].value, keyPosition: entries[first].keyPosition, to: &writer)
                }
            } else {
                for entry in entries {
                    writer.key(entry.key)
                    write(entry.value, keyPosition: entry.keyPosition, to: &writer)
                }
            }
            writer.endObject()
        }
    }

    private func wrap(_ json: JSONValue, at position: TextPosition, keyPosition: TextPosition?) -> JSONValue {
        guard includesLocations else { return json }
        var members: [(String, JSONValue)] = []
        if let keyPosition {
            members += Self.position(keyPosition, prefix: "key")
        }
        members += Self.position(position, prefix: nil)
        members.append(("value", json))
        return .object(members)
    }

    private static func position(_ position: TextPosition, prefix: String?) -> [(String, JSONValue)] {
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
