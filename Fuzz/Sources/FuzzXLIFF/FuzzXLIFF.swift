import FuzzSupport
import RatePromptFormats

/// XLIFF bytes through the libxml2 XLIFF reader and into String Catalogs, as lint reads a translator's file: every
/// shape it cannot use must be a located diagnostic, never a crash, a hang or an entity expanded.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let catalogs = StringCatalog.catalogs(xliff: fuzzInput(start, count), path: fuzzPath)
    require(!catalogs.isEmpty, "no catalog, not even one for the diagnostics")
    for diagnostic in catalogs.flatMap(\.diagnostics) {
        require(diagnostic.location.path == fuzzPath, "diagnostic path in \(diagnostic)")
        _ = diagnostic.description
    }
    require(catalogs.contains(where: \.isLoadable) || catalogs[0].diagnostics.contains { $0.severity == .error },
            "nothing loadable and no error")
    for catalog in catalogs {
        require(catalog.path == fuzzPath, "path \(catalog.path)")
        let languages = catalog.languages
        require(Set(languages).count == languages.count, "a language twice in \(languages)")
        for language in languages.prefix(8) {
            require(catalog.table(for: language).entries.count <= catalog.entries.count, "a table larger than the catalog")
        }
    }
    return 0
}
