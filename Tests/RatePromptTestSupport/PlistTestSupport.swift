import Foundation
import Testing
import RatePromptFormats

/// Shared helpers for the property-list reader tests: the fixture folder, Foundation as the oracle, a comparison
/// of our value tree with Foundation's, and a seeded generator of random property lists.
package enum PlistTestSupport {
    package static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/plist")

    package static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: fixtures.appendingPathComponent(name))
    }

    /// Writes 100 random property lists with Foundation in `format`, reads each back with `parse`, and records any
    /// difference from what Foundation reads; `each` sees every written file for extra checks.
    package static func roundTrips(
        format: PropertyListSerialization.PropertyListFormat, seed: UInt64,
        parse: (UnsafeRawBufferPointer) -> PropertyListDocument, each: (Data) -> Void = { _ in }
    ) throws {
        var random = RandomPlist(generator: SplitMix64(seed: seed))
        for index in 0..<100 {
            let data = try PropertyListSerialization.data(fromPropertyList: random.value(), format: format, options: 0)
            let theirs = try #require(foundation(data))
            let document = data.withUnsafeBytes(parse)
            let root = try #require(document.root, "seed \(seed), case \(index): \(document.diagnostics)")
            let difference = difference(root.value, theirs)
            #expect(difference == nil, "seed \(seed), case \(index): \(difference ?? "")")
            each(data)
        }
    }

    /// What `PropertyListSerialization` makes of the bytes: the value, or nil when it throws.
    package static func foundation(_ data: Data) -> Any? {
        try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    }

    package static func xml(_ text: String, path: String = "test.plist") -> PropertyListDocument {
        Array(text.utf8).withUnsafeBytes { XMLPropertyListParser(path: path).parse($0) }
    }

    package static func xml(_ bytes: [UInt8], path: String = "test.plist") -> PropertyListDocument {
        bytes.withUnsafeBytes { XMLPropertyListParser(path: path).parse($0) }
    }

    package static func binary(_ bytes: [UInt8], path: String = "test.plist") -> PropertyListDocument {
        bytes.withUnsafeBytes { BinaryPropertyListParser(path: path).parse($0) }
    }

    /// Nil when `value` and Foundation's `any` are the same property list; otherwise where they differ.
    ///
    /// Dictionaries compare as a device reads them: our entries reduced to one value per key, the last duplicate
    /// winning (the binary reader already dropped later duplicates, as CoreFoundation keeps the first).
    package static func difference(_ value: PropertyListValue, _ any: Any, at path: String = "root") -> String? {
        switch value {
        case .string(let string):
            guard let other = any as? String else { return "\(path): string vs \(type(of: any))" }
            return string.unicodeScalars.elementsEqual(other.unicodeScalars)
                ? nil : "\(path): \(string.debugDescription) vs \(other.debugDescription)"
        case .boolean(let bool):
            guard type(of: any) == Bool.self, let other = any as? Bool else {
                return "\(path): boolean vs \(type(of: any))"
            }
            return bool == other ? nil : "\(path): \(bool) vs \(other)"
        case .integer(let integer):
            guard let number = any as? NSNumber, type(of: any) != Bool.self, !isFloatingPoint(number) else {
                return "\(path): integer vs \(type(of: any)) \(any)"
            }
            let isNegative = number.compare(NSNumber(value: 0)) == .orderedAscending
            return number.int64Value == integer && (integer < 0) == isNegative
                ? nil : "\(path): \(integer) vs \(number)"
        case .unsignedInteger(let integer):
            guard let number = any as? NSNumber, type(of: any) != Bool.self, !isFloatingPoint(number) else {
                return "\(path): unsigned integer vs \(type(of: any))"
            }
            return number.uint64Value == integer ? nil : "\(path): \(integer) vs \(number)"
        case .real(let real):
            guard let number = any as? NSNumber, type(of: any) != Bool.self, isFloatingPoint(number) else {
                return "\(path): real vs \(type(of: any)) \(any)"
            }
            let other = number.doubleValue
            return real == other || (real.isNaN && other.isNaN) ? nil : "\(path): \(real) vs \(other)"
        case .date(let date):
            guard let other = any as? Date else { return "\(path): date vs \(type(of: any))" }
            let (a, b) = (date.timeIntervalSinceReferenceDate, other.timeIntervalSinceReferenceDate)
            return a == b || (a.isNaN && b.isNaN) ? nil : "\(path): \(a) vs \(b)"
        case .data(let bytes):
            guard let other = any as? Data else { return "\(path): data vs \(type(of: any))" }
            return bytes == [UInt8](other) ? nil : "\(path): \(bytes) vs \([UInt8](other))"
        case .uid:
            return String(describing: type(of: any)).contains("UID") ? nil : "\(path): uid vs \(type(of: any))"
        case .array(let elements):
            guard let other = any as? [Any] else { return "\(path): array vs \(type(of: any))" }
            guard elements.count == other.count else { return "\(path): \(elements.count) vs \(other.count) elements" }
            for (index, (element, otherElement)) in zip(elements, other).enumerated() {
                if let difference = difference(element.value, otherElement, at: "\(path)[\(index)]") {
                    return difference
                }
            }
            return nil
        case .dictionary(let entries):
            guard let other = any as? [AnyHashable: Any] else { return "\(path): dictionary vs \(type(of: any))" }
            var effective: [String: PropertyListValue] = [:]
            for entry in entries { effective[entry.key] = entry.value.value }
            guard effective.count == other.count else {
                return "\(path): \(effective.count) vs \(other.count) keys (\(effective.keys.sorted()) vs "
                    + "\(other.keys.map { "\($0)" }.sorted()))"
            }
            for (key, value) in effective {
                guard let otherValue = other[AnyHashable(key)] else { return "\(path): key \(key) missing" }
                if let difference = difference(value, otherValue, at: "\(path).\(key)") { return difference }
            }
            return nil
        }
    }

    private static func isFloatingPoint(_ number: NSNumber) -> Bool {
        let type = String(cString: number.objCType)
        return type == "d" || type == "f"
    }
}

/// Random property lists as Foundation objects, for round trips through `PropertyListSerialization`.
package struct RandomPlist {
    package var generator: SplitMix64

    package init(generator: SplitMix64) { self.generator = generator }

    private static let alphabet: [Unicode.Scalar] = {
        var scalars: [Unicode.Scalar] = []
        scalars += (0x20...0x7E).compactMap(Unicode.Scalar.init)
        scalars += ["\n", "\t", "é", "ß", "Ø", "中", "文", "ع", "ש", "\u{1F600}", "\u{1F1E9}", "\u{1F1EA}", "\u{00A0}", "\u{2028}", "&", "<", ">",
                    "\"", "'", "]", "\u{FEFF}", "\u{0301}"]
        return scalars
    }()

    package mutating func string(maxLength: Int = 12) -> String {
        let length = Int.random(in: 0...maxLength, using: &generator)
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length { scalars.append(Self.alphabet.randomElement(using: &generator)!) }
        return String(scalars)
    }

    package mutating func scalar() -> Any {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: return string()
        case 1: return Bool.random(using: &generator)
        case 2:
            let choices: [Int64] = [0, 1, -1, 255, 256, 65535, 65536, Int64(Int32.max), Int64(Int32.max) + 1,
                                    Int64.max, Int64.min, -129, Int64.random(in: .min ... .max, using: &generator)]
            return NSNumber(value: choices.randomElement(using: &generator)!)
        case 3:
            return NSNumber(value: UInt64.random(in: UInt64(Int64.max) + 1 ... UInt64.max, using: &generator))
        case 4:
            let choices: [Double] = [0, -0.0, 0.5, -1e300, 1e-300, .pi, .infinity, -.infinity, 3.0,
                                     Double.random(in: -1e9...1e9, using: &generator)]
            return NSNumber(value: choices.randomElement(using: &generator)!)
        case 5:
            // Whole seconds: the XML format stores no fractions.
            return Date(timeIntervalSinceReferenceDate: Double(Int64.random(in: -3_000_000_000...3_000_000_000,
                                                                             using: &generator)))
        case 6:
            let count = Int.random(in: 0...40, using: &generator)
            return Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
        case 7: return string(maxLength: 60)
        default: return string(maxLength: 3)
        }
    }

    package mutating func value(depth: Int = 0) -> Any {
        let containerChance = depth < 5 ? 3 : 0
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<containerChance:
            let count = Int.random(in: 0...6, using: &generator)
            if Bool.random(using: &generator) {
                return (0..<count).map { _ in value(depth: depth + 1) }
            }
            var dictionary: [String: Any] = [:]
            for _ in 0..<count { dictionary[string(maxLength: 8)] = value(depth: depth + 1) }
            return dictionary
        default:
            return scalar()
        }
    }
}
