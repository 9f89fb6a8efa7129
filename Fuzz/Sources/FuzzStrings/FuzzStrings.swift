import FuzzSupport
import RatePromptFormats

/// `.strings` bytes through `StringsFileParser`, then everything a lint run reads of the table: every entry's key,
/// value and comment (the lazily decoded paths), the effective table and lookups in it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let file = StringsFileParser().parse(fuzzInput(start, count), path: fuzzPath)
    require(file.path == fuzzPath, "path \(file.path)")
    require(file.isLoadable || file.diagnostics.contains { $0.severity == .error },
            "a table a device refuses, without an error")
    for diagnostic in file.diagnostics {
        require(diagnostic.location.path == fuzzPath, "diagnostic path in \(diagnostic)")
        _ = diagnostic.description
    }
    for comment in file.comments { _ = comment.text.utf8.count }
    for entry in file.entries {
        _ = entry.key.utf8.count
        let value = entry.value
        require(entry.hasStringValue == (value.stringValue != nil), "hasStringValue for \"\(entry.key)\"")
        if let index = entry.commentIndex {
            require(file.comments.indices.contains(index), "comment index \(index) of \(file.comments.count)")
        }
        // A lazily decoded entry reads the same as the entry decoded once (compared by parts: NaN ≠ NaN).
        let materialized = entry.materialized
        require(materialized.key == entry.key && materialized.value.stringValue == value.stringValue
                    && materialized.keyPosition == entry.keyPosition && materialized.valuePosition == entry.valuePosition,
                "materialized entry differs for \"\(entry.key)\"")
    }
    let effective = file.effectiveEntries
    require(effective.count <= file.entries.count, "more effective entries than entries")
    var keys = Set<[Unicode.Scalar]>()
    for entry in effective {
        require(keys.insert(Array(entry.key.unicodeScalars)).inserted, "key \"\(entry.key)\" twice in the table")
    }
    // Lookups are linear: a few suffice to tie `value(forKey:)` to the effective table.
    for entry in effective.prefix(8) {
        require(file.value(forKey: entry.key) == entry.value.stringValue, "value(forKey: \"\(entry.key)\")")
    }
    return 0
}
