import Foundation

/// A JSON value whose objects keep their keys in the order they were added, so output follows the input file and
/// stays stable across runs (Foundation's serializer either scrambles or sorts keys).
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.int(a), .int(b)): a == b
        case let (.uint(a), .uint(b)): a == b
        case let (.double(a), .double(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .int(let value): hasher.combine(value)
        case .uint(let value): hasher.combine(value)
        case .double(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let values): hasher.combine(values)
        case .object(let members):
            for (key, value) in members {
                hasher.combine(key)
                hasher.combine(value)
            }
        }
    }

    /// The value of `key` in an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    /// Serialized text: two-space indentation when `pretty`, otherwise one line. Non-ASCII is written as is (UTF-8);
    /// `/` is not escaped. Non-finite numbers, which JSON cannot express, are written as strings.
    public func serialized(pretty: Bool = true) -> String {
        var output = ""
        write(to: &output, indent: pretty ? 0 : nil)
        return output
    }

    private func write(to output: inout String, indent: Int?) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .uint(let value): output += String(value)
        case .double(let value):
            if value.isNaN {
                output += "\"NaN\""
            } else if value.isInfinite {
                output += value < 0 ? "\"-Infinity\"" : "\"Infinity\""
            } else {
                output += String(value)
            }
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let values):
            writeContainer(open: "[", close: "]", count: values.count, to: &output, indent: indent) { index, output, inner in
                values[index].write(to: &output, indent: inner)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, to: &output, indent: indent) { index, output, inner in
                JSONValue.writeString(members[index].0, to: &output)
                output += inner == nil ? ":" : ": "
                members[index].1.write(to: &output, indent: inner)
            }
        }
    }

    private func writeContainer(
        open: String, close: String, count: Int, to output: inout String, indent: Int?,
        element: (Int, inout String, Int?) -> Void
    ) {
        output += open
        guard count > 0 else {
            output += close
            return
        }
        let inner = indent.map { $0 + 2 }
        for index in 0..<count {
            if index > 0 { output += "," }
            if let inner { output += "\n" + String(repeating: " ", count: inner) }
            element(index, &output, inner)
        }
        if let indent { output += "\n" + String(repeating: " ", count: indent) }
        output += close
    }

    private static func writeString(_ string: String, to output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                output += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
