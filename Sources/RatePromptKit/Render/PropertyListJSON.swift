import Foundation

/// Turns parsed property lists and strings tables into JSON, as `rateprompt dump` prints them.
///
/// Dates become ISO 8601 strings (`ISO8601Date`: proleptic Gregorian, as property lists count them) and data becomes
/// base64. With `locations`, every value is wrapped as `{"line", "column", "value"}` (`"offset"` for binary files),
/// and dictionary members add `"keyLine"`/`"keyColumn"`.
public struct PropertyListJSON: Sendable {
    public var includesLocations: Bool

    public init(includesLocations: Bool = false) {
        self.includesLocations = includesLocations
    }

    /// The table a device would load from a strings file: one member per key, the last duplicate's value.
    public func json(for file: StringsFile) -> JSONValue {
        .object(file.effectiveEntries.map { entry in
            (entry.key, member(keyPosition: entry.keyPosition, value: PropertyListNode(entry.value, at: entry.valuePosition)))
        })
    }

    public func json(for node: PropertyListNode) -> JSONValue {
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
