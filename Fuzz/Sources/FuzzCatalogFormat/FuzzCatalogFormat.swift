import FuzzSupport
import RatePromptFormats

/// `.xcstrings` bytes through `StringCatalog.xcodeFormatted` (`rateprompt format`'s writer): what it writes is a
/// catalog with the same strings as what it read, and formatting that again changes nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = fuzzInput(start, count)
    guard case .success(let once) = StringCatalog.xcodeFormatted(input, path: fuzzPath) else { return 0 }
    once.withUnsafeBytes { written in
        guard case .success(let twice) = StringCatalog.xcodeFormatted(written, path: fuzzPath) else {
            return require(false, "what the writer wrote is refused: \(String(decoding: written, as: UTF8.self))")
        }
        require(twice == once, "formatting twice differs from once:\n\(String(decoding: written, as: UTF8.self))\n"
                    + String(decoding: twice, as: UTF8.self))
        // The same strings as read from the input: keys, comments, extraction states, and each language's state and
        // value (positions aside, which the layout moves).
        let before = StringCatalog(input, path: fuzzPath)
        let after = StringCatalog(written, path: fuzzPath)
        require(before.isLoadable == after.isLoadable, "loadable \(before.isLoadable) became \(after.isLoadable)")
        require(before.sourceLanguage == after.sourceLanguage, "the source language changed")
        require(strings(before) == strings(after), "the strings changed:\n\(strings(before))\n\(strings(after))")
    }
    return 0
}

/// A catalog's strings without positions, in key order (the writer sorts them).
private func strings(_ catalog: StringCatalog) -> [String] {
    catalog.entries.map { entry in
        let units = entry.localizations.keys.sorted().map { language in
            let unit = entry.localizations[language]!
            return "\(language)=\(unit.state ?? "-"):\(unit.value ?? "-")"
        }
        return "\(entry.key)|\(entry.comment ?? "-")|\(entry.extractionState ?? "-")|" + units.joined(separator: ",")
    }.sorted()
}
