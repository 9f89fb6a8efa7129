import FuzzSupport
import RatePromptFormats

/// `.stringsdict` bytes through `StringsDictionary(_:path:)`, as lint reads them (XML straight into the rules), and
/// through `PropertyListReader` and the value tree: both must give the same rules and diagnostics, and every shape the
/// rules cannot use must be a located diagnostic of the file, never a crash or a hang (device and width rules nest).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = fuzzInput(start, count)
    let document = PropertyListReader().read(input, path: fuzzPath)
    checkDocument(document, byteCount: count)
    let dictionary = StringsDictionary(input, path: fuzzPath)
    let tree = StringsDictionary(document)
    require(storedFields(dictionary).utf8.elementsEqual(storedFields(tree).utf8),
            "read from bytes: \(dictionary)\nread from the tree: \(tree)")
    require(dictionary.path == fuzzPath, "path \(dictionary.path)")
    // The reader's own diagnostics come first and are kept; the shape checks only add.
    require(dictionary.diagnostics.count >= document.diagnostics.count, "diagnostics lost")
    for diagnostic in dictionary.diagnostics.dropFirst(document.diagnostics.count) {
        require(diagnostic.code.rawValue == "malformed-stringsdict", "code \(diagnostic.code)")
        require(diagnostic.location.path == fuzzPath, "diagnostic path in \(diagnostic)")
        _ = diagnostic.description
    }
    if document.root == nil {
        require(dictionary.diagnostics.contains { $0.severity == .error }, "no root and no error")
    } else if document.root?.value.entries == nil {
        require(dictionary.diagnostics.contains { $0.severity == .error }, "a root that is no dictionary, and no error")
    }
    return 0
}
