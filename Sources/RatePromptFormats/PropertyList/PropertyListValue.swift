import Foundation

/// A property-list value and where it was written.
public struct PropertyListNode: Hashable, Sendable {
    /// The value.
    public var value: PropertyListValue
    /// Where the value starts.
    public var position: TextPosition

    package init(_ value: PropertyListValue, at position: TextPosition) {
        self.value = value
        self.position = position
    }
}

/// One entry of a property-list dictionary, its key's position kept beside the value's.
public struct PropertyListEntry: Hashable, Sendable {
    /// The key.
    public var key: String
    /// Where the key starts.
    public var keyPosition: TextPosition
    /// The value, with its position.
    public var value: PropertyListNode

    package init(key: String, keyPosition: TextPosition, value: PropertyListNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

/// The value tree of a property list in any of its three formats.
///
/// Dictionaries keep every entry in file order, duplicates included, so that a linter can point at both copies;
/// `lookup` and `dictionaryValue` give what a device sees, where the last duplicate wins.
public enum PropertyListValue: Hashable, Sendable {
    case string(String)
    /// Integers as CoreFoundation stores them: signed 64-bit, and unsigned above `Int64.max`.
    case integer(Int64)
    case unsignedInteger(UInt64)
    case real(Double)
    case boolean(Bool)
    case date(Date)
    case data([UInt8])
    case array([PropertyListNode])
    case dictionary([PropertyListEntry])
    /// A binary plist `uid` (NSKeyedArchiver references).
    case uid(UInt64)

    /// The value's type as the XML tag names it, for messages.
    public var typeName: String {
        switch self {
        case .string: "string"
        case .integer, .unsignedInteger: "integer"
        case .real: "real"
        case .boolean: "boolean"
        case .date: "date"
        case .data: "data"
        case .array: "array"
        case .dictionary: "dictionary"
        case .uid: "uid"
        }
    }

    /// The type's name with its article ("a string", "an integer"), for messages.
    var typeNameWithArticle: String { article(typeName) }

    /// The string, for a string value.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The entries of a dictionary, in file order with duplicates; nil for other values.
    public var entries: [PropertyListEntry]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }

    /// The entry a device would read for `key`: the last one written. Keys match scalar by scalar, as
    /// CoreFoundation on Apple platforms compares them (Swift's `==` would merge NFC and NFD spellings).
    public func lookup(_ key: String) -> PropertyListEntry? {
        ByteRuns.withUTF8(key) { lookup(utf8: $0) }
    }

    /// `lookup` of a key written in the code.
    package func lookup(_ key: StaticString) -> PropertyListEntry? {
        lookup(utf8: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
    }

    private func lookup(utf8 wanted: UnsafeBufferPointer<UInt8>) -> PropertyListEntry? {
        guard case .dictionary(let entries) = self else { return nil }
        // Scalar by scalar, as CoreFoundation compares keys: equal UTF-8 bytes (a generic comparison of the
        // scalar views was most of the time a String Catalog's model took to find its members).
        let count = wanted.count
        return entries.last { entry in
            entry.key.utf8.count == count && ByteRuns.withUTF8(entry.key) { bytes in
                count == 0 || memcmp(bytes.baseAddress!, wanted.baseAddress!, count) == 0
            }
        }
    }
}

/// "a string", "an integer": a noun with its indefinite article, as every message that names a type words it.
package func article(_ noun: String) -> String {
    (noun.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + noun
}
