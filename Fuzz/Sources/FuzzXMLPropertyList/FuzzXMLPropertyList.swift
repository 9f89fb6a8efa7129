import FuzzSupport
import RatePromptFormats

/// XML property-list bytes through `XMLPropertyListParser` (libxml2's SAX parser, hardened), the tree walked.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let document = XMLPropertyListParser(path: fuzzPath).parse(fuzzInput(start, count))
    require(document.root == nil || document.format == .xml, "format \(String(describing: document.format))")
    checkDocument(document, byteCount: count, maximumDepth: XMLPropertyListParser.maximumDepth)
    return 0
}
