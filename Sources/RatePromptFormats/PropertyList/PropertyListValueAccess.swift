/// What a model built from a property list reads of one value: a node of the value tree (`PropertyListNode`) or a
/// value of a `PropertyListTape`. The models (`StringsDictionary`, `StringCatalog`) are generic over it, so that
/// their shape rules, messages and choice among repeated keys are written once for the tree, which XLIFF and the
/// binary and OpenStep readers give, and for the tape read straight from JSON and XML bytes.
protocol PropertyListValueAccess {
    associatedtype Member: PropertyListMemberAccess where Member.Value == Self
    associatedtype Members: Sequence<Member>

    /// Where the value starts.
    var position: TextPosition { get }
    /// The value's type as the XML tag names it, for messages.
    var typeName: String { get }
    /// The string, for a string value.
    var stringValue: String? { get }
    /// The value, unless it is an array or a dictionary.
    var scalarValue: PropertyListValue? { get }
    /// A dictionary's members in file order, duplicates included; nil for other values.
    var members: Members? { get }
    /// The member a device reads for `key`: the last one written, keys compared by their bytes
    /// (`PropertyListValue.lookup`).
    func member(_ key: StaticString) -> Member?
}

/// One key of a dictionary with its value.
protocol PropertyListMemberAccess {
    associatedtype Value: PropertyListValueAccess

    var key: String { get }
    var keyPosition: TextPosition { get }
    var value: Value { get }
    /// Whether the key is `literal`, an ASCII text (the keys of a format), by `String`'s `==`.
    func keyEquals(_ literal: String) -> Bool
}

extension PropertyListValueAccess {
    /// The type's name with its article ("a string", "an integer"), for messages.
    var typeNameWithArticle: String { article(typeName) }
}

extension PropertyListNode: PropertyListValueAccess {
    package var typeName: String { value.typeName }
    package var stringValue: String? { value.stringValue }
    package var scalarValue: PropertyListValue? {
        switch value {
        case .array, .dictionary: nil
        default: value
        }
    }
    package var members: [PropertyListEntry]? { value.entries }
    package func member(_ key: StaticString) -> PropertyListEntry? { value.lookup(key) }
}

extension PropertyListEntry: PropertyListMemberAccess {
    package func keyEquals(_ literal: String) -> Bool { key == literal }
}

extension PropertyListTape.Node: PropertyListValueAccess {}
extension PropertyListTape.Member: PropertyListMemberAccess {}
