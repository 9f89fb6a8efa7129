import FuzzSupport
import RatePromptFormats

/// Binary property-list bytes through `BinaryPropertyListParser`, the tree walked. Every input gets the `bplist00`
/// signature, so that each run reaches the parser (the reader dispatches on it).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    var bytes = Array(fuzzInput(start, count))
    if !bytes.starts(with: Array("bplist0".utf8)) { bytes.insert(contentsOf: Array("bplist00".utf8), at: 0) }
    let document = bytes.withUnsafeBytes { BinaryPropertyListParser(path: fuzzPath).parse($0) }
    require(document.root == nil || document.format == .binary, "format \(String(describing: document.format))")
    let nodes = checkDocument(document, byteCount: bytes.count, maximumDepth: BinaryPropertyListParser.maximumDepth)
    require(nodes <= BinaryPropertyListParser.maximumExpandedValues, "\(nodes) values")
    return 0
}
