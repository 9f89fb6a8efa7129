import FuzzSupport
import RatePromptFormats

/// JSON bytes through `JSONReader`, the tree walked; a document either has a root or exactly one error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let document = JSONReader().read(fuzzInput(start, count), path: fuzzPath)
    require(document.root == nil ? document.diagnostics.count == 1 : document.diagnostics.isEmpty,
            "root and diagnostics: \(document.diagnostics)")
    checkDocument(document, byteCount: count, maximumDepth: JSONReader.maximumDepth)
    return 0
}
