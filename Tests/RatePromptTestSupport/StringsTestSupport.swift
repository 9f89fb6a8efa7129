import Foundation
import RatePromptFormats

/// A property-list value in a form both our parser and Foundation can be turned into, for comparing them.
///
/// Dictionaries are Swift dictionaries on purpose: Foundation on Linux hands back `[AnyHashable: Any]`, whose String
/// keys merge NFC and NFD spellings (the last value wins). Folding our entries the same way compares like with like;
/// the tests that care about the two spellings look at `StringsFile.entries` directly.
package indirect enum PlistTree: Equatable, CustomStringConvertible {
    case string(String)
    case data([UInt8])
    case array([PlistTree])
    case dictionary([String: PlistTree])
    case other(String)
    /// A key spelled in two normalizations (NFC/NFD) in one dictionary: Foundation on Linux keeps whichever value
    /// its hash order bridges last, so any value matches.
    case ambiguous

    package static func == (lhs: PlistTree, rhs: PlistTree) -> Bool {
        switch (lhs, rhs) {
        case (.ambiguous, _), (_, .ambiguous): true
        case (.string(let a), .string(let b)): a.unicodeScalars.elementsEqual(b.unicodeScalars)
        case (.data(let a), .data(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)):
            a.count == b.count && a.allSatisfy { key, value in b[key].map { $0 == value } ?? false }
        case (.other(let a), .other(let b)): a == b
        default: false
        }
    }

    package var description: String {
        switch self {
        case .string(let s): "\"" + s.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined() + "\""
        case .data(let d): "<" + d.map { String(format: "%02x", $0) }.joined() + ">"
        case .array(let a): "(" + a.map(\.description).joined(separator: ", ") + ")"
        case .dictionary(let d): "{" + d.keys.sorted().map { "\(PlistTree.string($0)) = \(d[$0]!)" }.joined(separator: "; ") + "}"
        case .other(let o): "?" + o
        case .ambiguous: "<NFC/NFD twin>"
        }
    }

    package init(_ value: PropertyListValue) {
        switch value {
        case .string(let s): self = .string(s)
        case .data(let d): self = .data(d)
        case .array(let nodes): self = .array(nodes.map { PlistTree($0.value) })
        case .dictionary(let entries):
            var dictionary: [String: PlistTree] = [:]
            var spelling: [String: String] = [:]
            var twins: Set<String> = []
            for entry in entries {
                if let seen = spelling[entry.key], !seen.unicodeScalars.elementsEqual(entry.key.unicodeScalars) {
                    twins.insert(entry.key)
                }
                spelling[entry.key] = entry.key
                dictionary[entry.key] = PlistTree(entry.value.value)
            }
            for twin in twins { dictionary[twin] = .ambiguous }
            self = .dictionary(dictionary)
        default: self = .other(value.typeName)
        }
    }

    /// From what `PropertyListSerialization` returns.
    package init(foundation value: Any) {
        if let s = value as? String {
            self = .string(s)
        } else if let d = value as? Data {
            self = .data(Array(d))
        } else if let a = value as? [Any] {
            self = .array(a.map { PlistTree(foundation: $0) })
        } else if let d = value as? [AnyHashable: Any] {
            var dictionary: [String: PlistTree] = [:]
            for (key, value) in d { dictionary[key.base as! String] = PlistTree(foundation: value) }
            self = .dictionary(dictionary)
        } else {
            self = .other("\(type(of: value))")
        }
    }

    /// From the manifest's JSON (`{"$data": "0fa1"}` stands for data).
    package init(json value: Any) {
        if let s = value as? String {
            self = .string(s)
        } else if let a = value as? [Any] {
            self = .array(a.map { PlistTree(json: $0) })
        } else if let d = value as? [String: Any] {
            if d.count == 1, let hex = d["$data"] as? String {
                var bytes: [UInt8] = []
                var index = hex.startIndex
                while index < hex.endIndex {
                    let next = hex.index(index, offsetBy: 2)
                    bytes.append(UInt8(hex[index..<next], radix: 16)!)
                    index = next
                }
                self = .data(bytes)
            } else {
                self = .dictionary(d.mapValues { PlistTree(json: $0) })
            }
        } else {
            self = .other("\(type(of: value))")
        }
    }
}

package enum StringsTestSupport {
    package static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Foundation's verdict on the bytes: the value, or nil when it throws.
    package static func foundation(_ bytes: [UInt8]) -> PlistTree? {
        guard let value = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        else { return nil }
        return PlistTree(foundation: value)
    }

    /// Foundation's nested old-style error text (`kCFPropertyListOldStyleParsingError`), for messages.
    package static func foundationError(_ bytes: [UInt8]) -> String {
        do {
            _ = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
            return "(no error)"
        } catch {
            let nested = (error as NSError).userInfo["kCFPropertyListOldStyleParsingError"].map { "\($0)" }
            return nested ?? "\(error)"
        }
    }

    /// Our verdict through the public reader.
    package static func ours(_ bytes: [UInt8]) -> (tree: PlistTree?, document: PropertyListDocument) {
        let document = PropertyListReader().read(bytes, path: "input.strings")
        return (document.root.map { PlistTree($0.value) }, document)
    }

    /// The old-style parser alone (what the differential generator targets).
    package static func openStep(_ bytes: [UInt8]) -> (tree: PlistTree?, document: PropertyListDocument) {
        let document = bytes.withUnsafeBytes {
            OpenStepParser(path: "input.strings").parsePropertyList(TextInput($0))
        }
        return (document.root.map { PlistTree($0.value) }, document)
    }
}
