/// What the text readers of JSON and XML property lists make of the values they read, told in document order: a
/// container's start, its keys and values, its end. The readers check the grammar and report errors; a builder only
/// records, either the value tree (`PropertyListTreeBuilder`) or a `PropertyListTape`, which the models read without
/// a tree. A class, so that the libxml2 reader can hold either behind one reference.
protocol PropertyListBuilder: AnyObject {
    func beginArray(at position: TextPosition)
    func beginDictionary(at position: TextPosition)
    /// A dictionary's key, as UTF-8; its value comes next.
    func key(_ utf8: UnsafeRawBufferPointer, at position: TextPosition)
    /// A string value, as UTF-8 (made a `String` with invalid bytes replaced, as `String(decoding:as:)` does).
    func string(_ utf8: UnsafeRawBufferPointer, at position: TextPosition)
    /// Any value but an array or a dictionary (a string may come here too).
    func scalar(_ value: PropertyListValue, at position: TextPosition)
    /// Closes the innermost open array or dictionary.
    func end()
    /// The value of the last key (or the next array element) is absent: a JSON `null` the reader was told to omit.
    func omitValue()
    /// The last key given, for messages.
    var lastKey: String { get }
}

/// Builds the value tree: `PropertyListNode`s with their positions.
final class PropertyListTreeBuilder: PropertyListBuilder {
    /// An open array or dictionary and what it has collected so far.
    private struct Open {
        var position: TextPosition
        var isDictionary: Bool
        var elements: [PropertyListNode] = []
        var entries: [PropertyListEntry] = []
        /// The key whose value comes next, moved into its entry when the value is complete.
        var key: String?
        var keyPosition = TextPosition.start
    }

    // Touched for every value by one reader on one thread: dynamic exclusivity checks could only cost time.
    @exclusivity(unchecked) private var open: [Open] = []
    /// The first value completed outside any container.
    @exclusivity(unchecked) private(set) var root: PropertyListNode?

    init() {
        open.reserveCapacity(16)
    }

    var lastKey: String {
        guard let top = open.last else { return "" }
        return top.key ?? top.entries.last?.key ?? ""
    }

    func beginArray(at position: TextPosition) {
        open.append(Open(position: position, isDictionary: false))
    }

    func beginDictionary(at position: TextPosition) {
        open.append(Open(position: position, isDictionary: true))
    }

    func key(_ utf8: UnsafeRawBufferPointer, at position: TextPosition) {
        let top = open.count - 1
        open[top].key = String(decoding: utf8, as: UTF8.self)
        open[top].keyPosition = position
    }

    func string(_ utf8: UnsafeRawBufferPointer, at position: TextPosition) {
        deliver(PropertyListNode(.string(String(decoding: utf8, as: UTF8.self)), at: position))
    }

    func scalar(_ value: PropertyListValue, at position: TextPosition) {
        deliver(PropertyListNode(value, at: position))
    }

    func end() {
        // The members are moved out, not copied: a copy costs a retain and a release per container.
        let top = open.count - 1
        let node = if open[top].isDictionary {
            PropertyListNode(.dictionary(open[top].entries.take()), at: open[top].position)
        } else {
            PropertyListNode(.array(open[top].elements.take()), at: open[top].position)
        }
        open.removeLast()
        deliver(node)
    }

    func omitValue() {
        // The key waiting for this value goes with it; an array has nothing waiting.
        if let top = open.indices.last { open[top].key = nil }
    }

    @inline(__always)
    private func deliver(_ node: consuming PropertyListNode) {
        let top = open.count - 1
        guard top >= 0 else {
            if root == nil { root = node }
            return
        }
        if open[top].isDictionary {
            let key = open[top].key.take() ?? ""
            open[top].entries.append(PropertyListEntry(key: key, keyPosition: open[top].keyPosition, value: node))
        } else {
            open[top].elements.append(node)
        }
    }
}

extension Array {
    /// The elements, leaving the array empty: a move, without the retain and release of a copy.
    fileprivate mutating func take() -> Self {
        var taken: Self = []
        swap(&taken, &self)
        return taken
    }
}
