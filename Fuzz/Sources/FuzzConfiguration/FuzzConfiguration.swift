import FuzzSupport
import RatePromptCore
import RatePromptFormats

/// Bytes through `ConfigurationLoader`, read as a property list and as JSON (a configuration may be either, chosen
/// by the file's name). A value the loader keeps is of its key's type and inside its key's range.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = fuzzInput(start, count)
    for document in [PropertyListReader().read(bytes, path: fuzzPath), JSONReader().read(bytes, path: fuzzPath)] {
        let result = ConfigurationLoader().load(document)
        require(result.isReadable == (document.root != nil), "isReadable")
        for setting in result.configuration.settings {
            guard let value = setting.value else { continue }
            if let range = setting.key.range, let number = value.numberValue {
                require(range.contains(number), "\(setting.key.name) = \(number) outside \(range)")
            }
        }
        _ = (result.configuration.setting("daysUntilPrompt")?.value, result.configuration.setting("usesUntilPrompt")?.value,
             result.configuration.applicationName, result.configuration.setting("appStoreGenreID")?.value)
    }
    return 0
}
