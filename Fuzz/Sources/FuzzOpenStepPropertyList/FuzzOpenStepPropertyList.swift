import FuzzSupport
import RatePromptFormats

/// Bytes through `PropertyListReader`, the entry point that dispatches by signature and falls back from XML to the
/// old-style format as CoreFoundation does; seeded with old-style (OpenStep) text, which is where most inputs go.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let document = PropertyListReader().read(fuzzInput(start, count), path: fuzzPath)
    checkDocument(document, byteCount: count)
    return 0
}
