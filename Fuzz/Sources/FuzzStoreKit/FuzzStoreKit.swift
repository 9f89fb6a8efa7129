import FuzzSupport
import RatePromptFormats

/// `.storekit` bytes through `StoreKitConfiguration(_:path:)`, which reads JSON leaving Xcode's `null` values out.
/// A file Xcode could not load has an error; every diagnostic names the file at a line the input has; a file that
/// strict JSON reads as an object is loadable.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = fuzzInput(start, count)
    let configuration = StoreKitConfiguration(input, path: fuzzPath)
    require(configuration.isLoadable || configuration.diagnostics.contains { $0.severity == .error },
            "a configuration Xcode refuses, without an error")
    let lines = input.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    for diagnostic in configuration.diagnostics {
        require(diagnostic.location.path == fuzzPath, "a diagnostic names \(diagnostic.location.path)")
        require(diagnostic.location.position.line <= lines, "line \(diagnostic.location.position.line) of \(lines)")
    }
    let strict = JSONReader().read(input, path: fuzzPath)
    if strict.root?.value.entries != nil {
        require(configuration.isLoadable, "an object strict JSON reads, not loadable")
    }
    return 0
}
