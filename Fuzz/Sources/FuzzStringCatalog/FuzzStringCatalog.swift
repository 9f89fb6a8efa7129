import FuzzSupport
import RatePromptFormats

/// `.xcstrings` bytes through `StringCatalog(_:path:)` (JSON straight into the catalog model), as lint and preview
/// read them, and through `JSONReader` and the value tree: both must give the same catalog and diagnostics; then
/// every language's table.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = fuzzInput(start, count)
    let document = JSONReader().read(input, path: fuzzPath)
    let catalog = StringCatalog(input, path: fuzzPath)
    let tree = StringCatalog(document)
    require(storedFields(catalog).utf8.elementsEqual(storedFields(tree).utf8),
            "read from bytes: \(storedFields(catalog))\nread from the tree: \(storedFields(tree))")
    require(!catalog.isLoadable || document.root != nil, "a loadable catalog without a root")
    require(catalog.isLoadable || catalog.diagnostics.contains { $0.severity == .error },
            "a catalog Xcode refuses, without an error")
    for entry in catalog.entries {
        _ = (entry.key.utf8.count, entry.comment, entry.extractionState)
        for (language, unit) in entry.localizations { _ = (language.utf8.count, unit.state, unit.value) }
    }
    let languages = catalog.languages
    require(Set(languages).count == languages.count, "a language twice in \(languages)")
    if let source = catalog.sourceLanguage { require(languages.first == source, "source language not first") }
    for language in languages.prefix(16) {
        let table = catalog.table(for: language)
        require(table.entries.count <= catalog.entries.count, "a table larger than the catalog")
        _ = table.effectiveEntries
    }
    return 0
}
