import Foundation
import Testing
@testable import RatePromptFormats
import RatePromptTestSupport

@Suite("JSONWriter")
struct JSONWriterTests {
    @Test func escapesAsBefore() {
        let value = JSONValue.object([
            ("s", .string("\"\\/\n\r\t\u{08}\u{0C}\u{0}\u{1B}\u{1F}\u{7F}\u{2028}\u{2029}é中🙂")),
            ("n", .array([.int(.min), .int(-1), .int(0), .uint(.max), .double(0.1), .double(-0.0), .double(1e300),
                          .double(.nan), .double(-.infinity), .bool(true), .null])),
            ("e", .object([])), ("a", .array([])),
        ])
        #expect(value.serialized(pretty: false) == #"{"s":"\"\\/\n\r\t\b\f\u0000\u001b\u001f"# + "\u{7F}"
                + #"\u2028\u2029"# + "é中🙂\","
                + #""n":[-9223372036854775808,-1,0,18446744073709551615,0.1,-0.0,1e+300,"NaN","-Infinity",true,null],"#
                + #""e":{},"a":[]}"#)
        #expect(value.serialized() == """
            {
              "s": "\\"\\\\/\\n\\r\\t\\b\\f\\u0000\\u001b\\u001f\u{7F}\\u2028\\u2029é中🙂",
              "n": [
                -9223372036854775808,
                -1,
                0,
                18446744073709551615,
                0.1,
                -0.0,
                1e+300,
                "NaN",
                "-Infinity",
                true,
                null
              ],
              "e": {},
              "a": []
            }
            """)
    }

    /// Differential, on generated trees: the byte writer writes exactly what the former writer, which appended one
    /// scalar at a time to a String, wrote (kept here as the reference), and JSONSerialization reads it back.
    @Test func matchesTheScalarWriterOnGeneratedValues() throws {
        var random = SplitMix64(seed: 2_026)
        for round in 0..<400 {
            let value = Self.randomValue(depth: 0, random: &random)
            for pretty in [true, false] {
                var expected = ""
                Self.reference(value, to: &expected, indent: pretty ? 0 : nil)
                let written = value.serialized(pretty: pretty)
                #expect(written == expected, "round \(round)")
                #expect(value.serializedUTF8(pretty: pretty) == Array(expected.utf8))
                let parsed = try JSONSerialization.jsonObject(with: Data(written.utf8), options: [.fragmentsAllowed])
                #expect(Self.matches(value, parsed), "round \(round): \(written)")
            }
        }
    }

    static func randomString(_ random: inout SplitMix64) -> String {
        let pool: [ClosedRange<UInt32>] = [0x00...0x7F, 0x20...0x7E, 0x80...0x7FF, 0x2020...0x202F, 0xE000...0xFFFF,
                                           0x10000...0x10FFFF]
        var scalars = String.UnicodeScalarView()
        for _ in 0..<(random.next() % 20) {
            let range = pool[Int(random.next() % UInt64(pool.count))]
            if let scalar = Unicode.Scalar(range.lowerBound + UInt32(random.next() % UInt64(range.count))) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    static func randomValue(depth: Int, random: inout SplitMix64) -> JSONValue {
        switch random.next() % (depth > 4 ? 6 : 8) {
        case 0: return .null
        case 1: return .bool(random.next() % 2 == 0)
        case 2: return .int(Int64(bitPattern: random.next()) >> (random.next() % 64))
        case 3: return .uint(random.next() >> (random.next() % 64))
        case 4: return .double(Double(Int64(bitPattern: random.next()) % 1_000_000) / 64)
        case 5: return .string(randomString(&random))
        case 6: return .array((0..<(random.next() % 5)).map { _ in randomValue(depth: depth + 1, random: &random) })
        default:
            return .object((0..<(random.next() % 5)).map { index in
                ("\(index)" + randomString(&random), randomValue(depth: depth + 1, random: &random))
            })
        }
    }

    static func matches(_ value: JSONValue, _ parsed: Any) -> Bool {
        switch value {
        case .null: return parsed is NSNull
        case .bool(let bool): return (parsed as? NSNumber)?.boolValue == bool
        case .int(let int): return (parsed as? NSNumber)?.int64Value == int
        case .uint(let uint):
            // Above Int64.max Foundation may read a double; the digits are checked against the reference writer.
            return uint > UInt64(Int64.max) ? parsed is NSNumber : (parsed as? NSNumber)?.uint64Value == uint
        case .double(let double): return (parsed as? NSNumber)?.doubleValue == double
        case .string(let string): return parsed as? String == string
        case .array(let values):
            guard let array = parsed as? [Any], array.count == values.count else { return false }
            return zip(values, array).allSatisfy { matches($0, $1) }
        case .object(let members):
            guard let object = parsed as? [String: Any], object.count == members.count else { return false }
            return members.allSatisfy { key, member in object[key].map { matches(member, $0) } ?? false }
        }
    }

    // MARK: - The former writer, as the reference

    static func reference(_ value: JSONValue, to output: inout String, indent: Int?) {
        switch value {
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
        case .string(let value): referenceString(value, to: &output)
        case .array(let values):
            container("[", "]", values.count, &output, indent) { index, output, inner in
                reference(values[index], to: &output, indent: inner)
            }
        case .object(let members):
            container("{", "}", members.count, &output, indent) { index, output, inner in
                referenceString(members[index].0, to: &output)
                output += inner == nil ? ":" : ": "
                reference(members[index].1, to: &output, indent: inner)
            }
        }
    }

    static func container(
        _ open: String, _ close: String, _ count: Int, _ output: inout String, _ indent: Int?,
        _ element: (Int, inout String, Int?) -> Void
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

    static func referenceString(_ string: String, to output: inout String) {
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
