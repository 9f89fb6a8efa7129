import RatePromptFormats

/// The input libFuzzer hands to `LLVMFuzzerTestOneInput`.
public func fuzzInput(_ start: UnsafeRawPointer, _ count: Int) -> UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(start: count == 0 ? nil : start, count: count)
}

/// Stops the run when a reader breaks one of its promises: libFuzzer keeps the input as a crash.
public func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("invariant broken: \(message())") }
}

/// The path every harness names its input by, so that diagnostics can be checked to name it too.
public let fuzzPath = "fuzz-input"

/// Checks what every reader promises of a document: bad input gets an error (a document without a root has one),
/// every diagnostic names the file, positions are byte offsets inside the input for binary files and lines and
/// columns otherwise, and nesting stays within `maximumDepth` containers below the top one. Walks the whole tree
/// the way a consumer would, reading every string, and returns the number of nodes.
@discardableResult
public func checkDocument(_ document: PropertyListDocument, byteCount: Int, maximumDepth: Int = 512) -> Int {
    require(document.path == fuzzPath, "document path \(document.path)")
    for diagnostic in document.diagnostics {
        require(diagnostic.location.path == fuzzPath, "diagnostic path in \(diagnostic)")
        _ = diagnostic.description
    }
    guard let root = document.root else {
        require(document.diagnostics.contains { $0.severity == .error }, "no root and no error: \(document.diagnostics)")
        return 0
    }
    var walk = TreeWalk(isBinary: document.format == .binary, byteCount: byteCount)
    walk.visit(root, depth: 0)
    // Containers nest at most `maximumDepth` levels below the top container.
    require(walk.deepestContainer <= maximumDepth + 1, "containers nest \(walk.deepestContainer) deep")
    return walk.nodeCount
}

/// A walk over a value tree that touches every value and checks positions and lookups on the way.
public struct TreeWalk {
    let isBinary: Bool
    let byteCount: Int
    public private(set) var nodeCount = 0
    /// The most containers on one path from the root (0 when the root is a scalar).
    public private(set) var deepestContainer = 0

    public init(isBinary: Bool, byteCount: Int) {
        self.isBinary = isBinary
        self.byteCount = byteCount
    }

    public mutating func visit(_ node: PropertyListNode, depth: Int) {
        nodeCount += 1
        checkPosition(node.position)
        _ = node.value.typeName
        switch node.value {
        case .string(let string):
            _ = string.utf8.count
        case .data(let bytes):
            _ = bytes.count
        case .date(let date):
            _ = date.timeIntervalSinceReferenceDate
        case .array(let elements):
            deepestContainer = max(deepestContainer, depth + 1)
            for element in elements { visit(element, depth: depth + 1) }
        case .dictionary(let entries):
            deepestContainer = max(deepestContainer, depth + 1)
            for entry in entries {
                checkPosition(entry.keyPosition)
                _ = entry.key.utf8.count
                visit(entry.value, depth: depth + 1)
            }
            // `lookup` finds the last entry of a key; checked on the last one only, as lookups are linear.
            // (Compared by position: a NaN real or date is not equal to itself.)
            if let last = entries.last {
                let found = node.value.lookup(last.key)
                require(found?.keyPosition == last.keyPosition && found?.value.position == last.value.position,
                        "lookup(\"\(last.key)\") did not find the last entry")
            }
        case .integer, .unsignedInteger, .real, .boolean, .uid:
            break
        }
    }

    func checkPosition(_ position: TextPosition) {
        if isBinary {
            guard let offset = position.byteOffset else {
                fatalError("invariant broken: a binary value at \(position), not at a byte offset")
            }
            require(offset < byteCount, "a binary value at byte \(offset) of \(byteCount)")
        } else {
            require(position.byteOffset == nil, "a text value at a byte offset \(position)")
        }
    }
}

/// Every stored field of `value`, nested, as reflection sees it (package fields too; a class by its name), with a dictionary's entries in
/// the order of their descriptions' bytes (two equal dictionaries iterate in different orders): two models with the
/// same description, compared byte for byte, are the same model.
public func storedFields(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .class?:
        // A class field is a cache or a lock (a catalog's lazily made localizations), no part of the model: its
        // contents differ between two equal models by when they were asked for.
        return "\(mirror.subjectType)"
    case .struct?, .tuple?, .enum?, .optional?, .collection?, .set?:
        guard !mirror.children.isEmpty else { return String(reflecting: value) }
        let children = mirror.children.map { "\($0.label ?? "_"): \(storedFields($0.value))" }
        return "\(mirror.subjectType)(" + children.joined(separator: ", ") + ")"
    case .dictionary?:
        let entries = mirror.children.map { storedFields($0.value) }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return "[" + entries.joined(separator: ", ") + "]"
    default:
        return String(reflecting: value)
    }
}
