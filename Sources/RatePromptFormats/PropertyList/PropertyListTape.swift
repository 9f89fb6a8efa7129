import Foundation

/// A property list read into one flat array of values in document order, each container followed by its members
/// and knowing where they end, its texts left in the input where they are written as they read (JSON without
/// escapes) and otherwise in one byte buffer: what the models (`StringsDictionary`, `StringCatalog`) read from bytes
/// instead of the value tree, which costs an allocation per key, text and container and as many releases (most of
/// the time those models took). Written by the JSON and XML readers through `Builder`; read through `Node`, which
/// offers what `PropertyListNode` offers (`PropertyListValueAccess`), so each model's shape rules are written once for
/// both. A tape that refers to its input is used while the input lives (the readers hand it to a closure).
package struct PropertyListTape {
    /// The file it was read from.
    package internal(set) var path: String
    /// How the property list was stored; nil for JSON.
    package internal(set) var format: PropertyListFormat?
    /// Everything the reader found wrong, as `PropertyListDocument.diagnostics`.
    package internal(set) var diagnostics: [Diagnostic]
    /// The values and texts; nil when the file does not parse (the document would have no root).
    private let builder: Builder?

    init(path: String, format: PropertyListFormat?, builder: Builder?, diagnostics: [Diagnostic]) {
        self.path = path
        self.format = format
        self.diagnostics = diagnostics
        self.builder = builder?.count == 0 ? nil : builder
    }

    /// The longest input a tape is read from: its texts' lengths are 32-bit, and a text decoded from UTF-16 XML is up
    /// to half as long again as its bytes. Files are read up to 2 GiB anyway (`InputFile`); longer inputs given as
    /// bytes take the value tree.
    static let maximumInput = Int(Int32.max)

    /// Whether there is a root value: the reader succeeded.
    var hasRoot: Bool { builder != nil }

    /// Calls `body` with the root value, or nil when there is none; a `Node` is valid only inside `body`.
    func withRoot<Result>(_ body: (Node?) -> Result) -> Result {
        guard let builder else { return body(nil) }
        return builder.withNode(at: 0, body)
    }

    package enum Kind: UInt8, Sendable {
        case string, key, integer, unsignedInteger, real, boolean, date, data, uid, array, dictionary
    }

    /// One value, or a dictionary's key (the value follows it). 24 bytes: a 20 MB catalog has over a million.
    struct Item: Sendable {
        var position: TextPosition
        /// A key's, string's or data's first byte in `text` or `input`; the bits of a number, a date or a boolean;
        /// for an array or a dictionary, the index of the item after its last member.
        var payload: UInt64
        /// A key's, string's or data's length in bytes.
        var count: UInt32 = 0
        var kind: Kind
        var flags: Flags = []
    }

    struct Flags: OptionSet, Sendable {
        let rawValue: UInt8
        /// The text is in `input`, not in `text`.
        static let inInput = Flags(rawValue: 1)
        /// A key of ASCII characters only.
        static let isASCII = Flags(rawValue: 2)
    }

    /// Records the events of a reader.
    final class Builder: PropertyListBuilder {
        // Touched for every value by one reader on one thread: dynamic exclusivity checks could only cost time.
        /// The items in segments of `segmentCapacity`: a big file's tape takes no allocation large enough for the
        /// allocator to map fresh pages for it on every read (a 20 MB catalog has 30 MB of items), and is never
        /// copied to grow.
        @exclusivity(unchecked) private var segments: [UnsafeMutablePointer<Item>] = []
        @exclusivity(unchecked) fileprivate private(set) var count = 0
        @exclusivity(unchecked) private var text: [UInt8] = []
        /// The open containers' items, each with its last key's item.
        @exclusivity(unchecked) private var open: [(container: Int, key: Int?)] = []
        private let input: UnsafeRawBufferPointer

        fileprivate static let segmentShift = 12
        fileprivate static let segmentCapacity = 1 << segmentShift

        /// A builder that leaves texts found in `input` there (at most `maximumInput` bytes), with room for
        /// `textBytes` bytes of other texts, so that their buffer rarely grows (room never written costs no memory).
        init(input: UnsafeRawBufferPointer = UnsafeRawBufferPointer(start: nil, count: 0), textBytes: Int) {
            precondition(input.count <= maximumInput, "a tape's texts have 32-bit places")
            self.input = input
            text.reserveCapacity(textBytes)
            open.reserveCapacity(16)
        }

        deinit {
            for segment in segments { segment.deallocate() }
        }

        private func append(_ item: Item) {
            let slot = count & (Self.segmentCapacity - 1)
            if slot == 0 { segments.append(.allocate(capacity: Self.segmentCapacity)) }
            (segments[segments.count - 1] + slot).initialize(to: item)
            count += 1
        }

        private func update(_ index: Int, _ change: (inout Item) -> Void) {
            change(&segments[index >> Self.segmentShift][index & (Self.segmentCapacity - 1)])
        }

        /// Calls `body` with the node at `index`, valid inside `body`.
        fileprivate func withNode<Result>(at index: Int, _ body: (Node) -> Result) -> Result {
            segments.withUnsafeBufferPointer { segments in
                text.withUnsafeBufferPointer { text in
                    let input = UnsafeBufferPointer(start: input.baseAddress?.assumingMemoryBound(to: UInt8.self),
                                                    count: input.count)
                    return body(Node(segments: segments.baseAddress!, text: text, input: input, index: index))
                }
            }
        }

        var lastKey: String {
            guard let index = open.last?.key else { return "" }
            return withNode(at: index) { Member(keyNode: $0).key }
        }

        func beginArray(at position: TextPosition) {
            open.append((count, nil))
            append(Item(position: position, payload: 0, kind: .array))
        }

        func beginDictionary(at position: TextPosition) {
            open.append((count, nil))
            append(Item(position: position, payload: 0, kind: .dictionary))
        }

        func key(_ utf8: UnsafeRawBufferPointer, at position: TextPosition) {
            open[open.count - 1].key = count
            appendText(.key, utf8, at: position, flags: Self.isASCII(utf8) ? .isASCII : [])
        }

        private static func isASCII(_ utf8: UnsafeRawBufferPointer) -> Bool {
            var index = 0
            while index + 8 <= utf8.count {
                if utf8.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
                index += 8
            }
            while index < utf8.count {
                if utf8[index] >= 0x80 { return false }
                index += 1
            }
            return true
        }

        func string(_ utf8: UnsafeRawBufferPointer, at position: TextPosition) {
            appendText(.string, utf8, at: position)
        }

        private func appendText(_ kind: Kind, _ utf8: UnsafeRawBufferPointer, at position: TextPosition, flags: Flags = []) {
            if let start = utf8.baseAddress, let inputStart = input.baseAddress, start >= inputStart,
               start + utf8.count <= inputStart + input.count {
                append(Item(position: position, payload: UInt64(start - inputStart), count: UInt32(utf8.count),
                            kind: kind, flags: flags.union(.inInput)))
            } else {
                append(Item(position: position, payload: UInt64(text.count), count: UInt32(utf8.count), kind: kind,
                            flags: flags))
                text.append(contentsOf: utf8)
            }
        }

        func scalar(_ value: PropertyListValue, at position: TextPosition) {
            let (kind, payload): (Kind, UInt64)
            switch value {
            case .integer(let number): (kind, payload) = (.integer, UInt64(bitPattern: number))
            case .unsignedInteger(let number): (kind, payload) = (.unsignedInteger, number)
            case .real(let number): (kind, payload) = (.real, number.bitPattern)
            case .boolean(let flag): (kind, payload) = (.boolean, flag ? 1 : 0)
            case .date(let date): (kind, payload) = (.date, date.timeIntervalSinceReferenceDate.bitPattern)
            case .uid(let number): (kind, payload) = (.uid, number)
            case .data(let bytes):
                bytes.withUnsafeBytes { appendText(.data, $0, at: position) }
                return
            case .string(var string):
                string.withUTF8 { self.string(UnsafeRawBufferPointer($0), at: position) }
                return
            case .array, .dictionary:
                preconditionFailure("readers give arrays and dictionaries as their begin, members and end")
            }
            append(Item(position: position, payload: payload, kind: kind))
        }

        func omitValue() {
            // The key waiting for this value is the last item: it goes with it (its slot is written again next).
            guard let top = open.indices.last, let key = open[top].key, key == count - 1 else { return }
            open[top].key = nil
            count -= 1
            // A key that began a segment leaves it empty: `append` makes a new one for that slot.
            if count & (Self.segmentCapacity - 1) == 0 { segments.removeLast().deallocate() }
        }

        func end() {
            let index = open.removeLast().container
            let end = UInt64(count)
            update(index) { $0.payload = end }
        }
    }

    /// One value of a tape, read in place.
    package struct Node {
        fileprivate let segments: UnsafePointer<UnsafeMutablePointer<Item>>
        fileprivate let text: UnsafeBufferPointer<UInt8>
        fileprivate let input: UnsafeBufferPointer<UInt8>
        fileprivate let index: Int

        fileprivate init(
            segments: UnsafePointer<UnsafeMutablePointer<Item>>, text: UnsafeBufferPointer<UInt8>,
            input: UnsafeBufferPointer<UInt8>, index: Int
        ) {
            self.segments = segments
            self.text = text
            self.input = input
            self.index = index
        }

        @inline(__always)
        fileprivate func item(_ index: Int) -> Item {
            segments[index >> Builder.segmentShift][index & (Builder.segmentCapacity - 1)]
        }

        fileprivate var kind: Kind { item(index).kind }
        package var position: TextPosition { item(index).position }

        /// The key's or string's UTF-8.
        fileprivate var utf8: UnsafeBufferPointer<UInt8> {
            let item = item(index)
            let start = Int(item.payload)
            let bytes = item.flags.contains(.inInput) ? input : text
            return UnsafeBufferPointer(rebasing: bytes[start..<start + Int(item.count)])
        }

        /// The index after this value and everything in it.
        fileprivate var next: Int {
            let item = item(index)
            return item.kind == .array || item.kind == .dictionary ? Int(item.payload) : index + 1
        }

        @inline(__always)
        fileprivate static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
            guard a.count == b.count else { return false }
            // Keys are short: a loop costs less than a call to memcmp.
            guard a.count > 32 else {
                for index in 0..<a.count where a[index] != b[index] { return false }
                return true
            }
            return memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
        }

        fileprivate func node(at index: Int) -> Node {
            Node(segments: segments, text: text, input: input, index: index)
        }

        package var typeName: String {
            switch kind {
            case .string, .key: "string"
            case .integer, .unsignedInteger: "integer"
            case .real: "real"
            case .boolean: "boolean"
            case .date: "date"
            case .data: "data"
            case .uid: "uid"
            case .array: "array"
            case .dictionary: "dictionary"
            }
        }

        package var stringValue: String? {
            kind == .string ? String(decoding: utf8, as: UTF8.self) : nil
        }

        package var scalarValue: PropertyListValue? {
            let payload = item(index).payload
            return switch kind {
            case .string, .key: .string(String(decoding: utf8, as: UTF8.self))
            case .integer: .integer(Int64(bitPattern: payload))
            case .unsignedInteger: .unsignedInteger(payload)
            case .real: .real(Double(bitPattern: payload))
            case .boolean: .boolean(payload != 0)
            case .date: .date(Date(timeIntervalSinceReferenceDate: Double(bitPattern: payload)))
            case .data: .data(Array(utf8))
            case .uid: .uid(payload)
            case .array, .dictionary: nil
            }
        }

        package var members: Members? {
            kind == .dictionary ? Members(dictionary: self) : nil
        }

        /// The member a device reads for `key`, the last one written; keys compare by their bytes, as
        /// `PropertyListValue.lookup` compares them.
        package func member(_ key: StaticString) -> Member? {
            guard kind == .dictionary else { return nil }
            // The models look members up for much of their time: lengths are compared before bytes, and a key's
            // text is only touched when its length matches.
            let wanted = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
            var found: Int?
            var index = self.index + 1
            let end = Int(item(self.index).payload)
            while index < end {
                if item(index).count == wanted.count, Self.equal(node(at: index).utf8, wanted) { found = index }
                index = node(at: index + 1).next
            }
            return found.map { Member(keyNode: node(at: $0)) }
        }
    }

    /// A dictionary's key and value.
    package struct Member {
        /// The key's node; the value's is the next one.
        fileprivate let keyNode: Node
        /// The key's item, read once: a model compares a key with several names.
        private let keyItem: Item

        fileprivate init(keyNode: Node) {
            self.keyNode = keyNode
            keyItem = keyNode.item(keyNode.index)
        }

        package var keyPosition: TextPosition { keyItem.position }
        package var key: String { String(decoding: keyNode.utf8, as: UTF8.self) }
        package var value: Node { keyNode.node(at: keyNode.index + 1) }

        /// Whether the key is `literal`, an ASCII text, by `String`'s `==` (canonical equivalence): an ASCII key
        /// is compared by its length, then its bytes; any other is made a `String` (KELVIN SIGN equals K).
        package func keyEquals(_ literal: String) -> Bool {
            assert(literal.utf8.allSatisfy { $0 < 0x80 }, "keys are compared with ASCII texts")
            guard keyItem.flags.contains(.isASCII) else { return key == literal }
            return Int(keyItem.count) == literal.utf8.count && ByteRuns.withUTF8(literal) { Node.equal(keyNode.utf8, $0) }
        }
    }

    /// A dictionary's members in file order, duplicates included.
    package struct Members: Sequence {
        fileprivate let dictionary: Node

        package struct Iterator: IteratorProtocol {
            fileprivate let dictionary: Node
            fileprivate var index: Int
            fileprivate let end: Int

            package mutating func next() -> Member? {
                guard index < end else { return nil }
                let key = dictionary.node(at: index)
                index = key.node(at: index + 1).next
                return Member(keyNode: key)
            }
        }

        package func makeIterator() -> Iterator {
            Iterator(dictionary: dictionary, index: dictionary.index + 1, end: dictionary.next)
        }

        /// The number of members, counted by skipping from one to the next.
        package var underestimatedCount: Int {
            var count = 0
            var iterator = makeIterator()
            while iterator.next() != nil { count += 1 }
            return count
        }
    }
}
