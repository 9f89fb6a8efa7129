/// The generated tables of `LocaleTables`, parsed into dictionaries on first use (a few milliseconds, once per
/// process; string blobs keep the Swift compiler fast where 7,000-entry dictionary literals would not).
enum LocaleData {
    static let cldrParentLocales = pairs(LocaleTables.cldrParentLocales)
    static let languageAliases = pairs(LocaleTables.languageAliases)
    static let threeLetterLanguages = pairs(LocaleTables.threeLetterLanguages)
    static let threeLetterRegions = pairs(LocaleTables.threeLetterRegions)
    static let regionScripts = pairs(LocaleTables.likelyRegionScripts)
    static let scriptRegions = pairs(LocaleTables.likelyScriptRegions)
    static let undeterminedRegions = pairs(LocaleTables.likelyUndeterminedRegions)
    static let undeterminedScripts = pairs(LocaleTables.likelyUndeterminedScripts)
    static let undeterminedScriptRegions = pairs(LocaleTables.likelyUndeterminedScriptRegions)

    /// Default script and region of every language ICU has likely subtags for.
    static let likelyLanguages: [String: (script: String, region: String)] = {
        var result: [String: (script: String, region: String)] = [:]
        result.reserveCapacity(7_400)
        var script = ""
        for item in LocaleTables.likelyLanguages.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if item.first == "=" {
                script = String(item.dropFirst())
            } else if let colon = item.firstIndex(of: ":") {
                result[String(item[..<colon])] = (script, String(item[item.index(after: colon)...]))
            }
        }
        return result
    }()

    private static func pairs(_ blob: String) -> [String: String] {
        var result: [String: String] = [:]
        for item in blob.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            guard let colon = item.firstIndex(of: ":") else { continue }
            result[String(item[..<colon])] = String(item[item.index(after: colon)...])
        }
        return result
    }
}
