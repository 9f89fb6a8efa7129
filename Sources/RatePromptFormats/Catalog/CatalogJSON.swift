/// A String Catalog's JSON as written, for rewriting it: objects keep their members as read, strings their text,
/// numbers their digits as written (`1.0` stays `1.0`), so that writing it back loses nothing. `StringCatalogWriter`
/// writes it as Xcode does.
package indirect enum CatalogJSON: Sendable {
    case object([Member])
    case array([CatalogJSON])
    case string(String)
    /// A number's text as the file has it.
    case number(String)
    case bool(Bool)
    case null

    package struct Member: Sendable {
        package internal(set) var key: String
        package internal(set) var value: CatalogJSON

        package init(_ key: String, _ value: CatalogJSON) {
            self.key = key
            self.value = value
        }
    }

    /// The value of `key` in an object.
    package subscript(key: String) -> CatalogJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Whether both hold the same values, objects compared as sets of members (the order of keys aside).
    func hasSameContent(as other: CatalogJSON) -> Bool {
        switch (self, other) {
        case let (.object(a), .object(b)):
            guard a.count == b.count else { return false }
            var others: [String: CatalogJSON] = [:]
            for member in b { others[member.key] = member.value }
            return others.count == b.count
                && a.allSatisfy { member in others[member.key].map { member.value.hasSameContent(as: $0) } ?? false }
        case let (.array(a), .array(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.hasSameContent(as: $1) }
        case let (.string(a), .string(b)): return a.utf8.elementsEqual(b.utf8)
        case let (.number(a), .number(b)): return a == b
        case let (.bool(a), .bool(b)): return a == b
        case (.null, .null): return true
        default: return false
        }
    }
}
