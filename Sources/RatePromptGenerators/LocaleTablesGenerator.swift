#if canImport(_FoundationICU)
import _FoundationICU
import Dispatch
import Foundation

/// Writes `Sources/RatePromptCore/Localization/Generated/LocaleTables.swift` from the toolchain's Apple ICU (the facts
/// `LocaleMatcher` needs, probed through ICU's C API): nothing is copied from CLDR's files, every table is what this
/// ICU answers. The probes cover every 2- and 3-letter language code, every region ICU knows (`uregion`) and every
/// script code (`uscript`); the likely-subtags tables keep only what differs from the fallback `LikelySubtags`
/// computes without them. Run by `GeneratedFileTests` here (`scripts/regenerate` writes the file).
enum LocaleTablesGenerator {
    static let header = """
        // Generated from the toolchain's ICU by LocaleTablesGenerator (Tests/LocaleMatcherICUTests); do not edit.
        // Regenerate every generated file: scripts/regenerate (needs the Linux toolchain's lib_FoundationICU).
        //
        // Facts probed from Apple's ICU fork as shipped in the Swift 6.3.1 Linux toolchain (lib_FoundationICU.so,
        // ICU \(icuVersion), CLDR \(cldrVersion)) through its C API: uloc_addLikelySubtags over every 2- and 3-letter language code, every
        // region code ICU knows (2 letters, 3 digits) and every script code; ures_getLocParent (the CLDR parentLocales
        // table compiled into ICU) over every language/script/region combination; the metadata/alias/language resource;
        // and uloc_getBaseName over every 3-letter language and region code. Each blob is space-separated `key:value` items,
        // parsed once on first use. Regenerate when the pinned CLDR version changes.

        import RatePromptFormats

        """

    /// `76.1`.
    static var icuVersion: String {
        var version = [UInt8](repeating: 0, count: 4)
        swift_u_getVersion(&version)
        return "\(version[0]).\(version[1])"
    }

    /// `46`, from ICU's supplemental data.
    static var cldrVersion: String {
        var status = U_ZERO_ERROR
        let bundle = swift_ures_openDirect(nil, "supplementalData", &status)
        defer { swift_ures_close(bundle) }
        var length: Int32 = 0
        guard let chars = swift_ures_getStringByKey(bundle, "cldrVersion", &length, &status), status.rawValue <= 0
        else { return "unknown" }
        return String(decoding: UnsafeBufferPointer(start: chars, count: Int(length)), as: UTF16.self)
    }

    // MARK: The probes

    private static func call(
        _ id: String,
        _ body: (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<UErrorCode>) -> Int32
    ) -> String? {
        var buffer = [CChar](repeating: 0, count: 160)
        var status = U_ZERO_ERROR
        let length = body(id, &buffer, 160, &status)
        guard status.rawValue <= 0, length > 0, length < 160 else { return nil }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func maximize(_ id: String) -> String? { call(id) { swift_uloc_addLikelySubtags($0, $1, $2, $3) } }
    static func baseName(_ id: String) -> String? { call(id) { swift_uloc_getBaseName($0, $1, $2, $3) } }
    static func parent(_ id: String) -> String? { call(id) { ures_getLocParent($0, $1, $2, $3) } }

    /// ICU's maximization of `id` when it is not `usual`; nil when it is (or when ICU fails). The probes of every
    /// language with every region and script make millions of calls, almost all answering `usual`: this one makes
    /// no `String` for those.
    static func maximize(_ id: String, unlessItIs usual: String) -> String? {
        var result: String?
        id.withCString { id in
            usual.withCString { usual in
                withUnsafeTemporaryAllocation(of: CChar.self, capacity: 160) { buffer in
                    guard let base = buffer.baseAddress else { return }
                    var status = U_ZERO_ERROR
                    let length = swift_uloc_addLikelySubtags(id, base, 159, &status)
                    guard status.rawValue <= 0, length > 0, length < 159 else { return }
                    base[Int(length)] = 0
                    if strcmp(base, usual) != 0 { result = String(cString: base) }
                }
            }
        }
        return result
    }

    /// The (language, script, region) triples ICU's likely-subtags data can answer with (`langInfo/likely/lsrs`).
    static var likelyResults: [(language: String, script: String, region: String)] {
        var status = U_ZERO_ERROR
        let info = swift_ures_openDirect(nil, "langInfo", &status)
        let likely = swift_ures_getByKey(info, "likely", nil, &status)
        let lsrs = swift_ures_getByKey(likely, "lsrs", nil, &status)
        defer { [lsrs, likely, info].forEach { swift_ures_close($0) } }
        guard status.rawValue <= 0 else { return [] }
        var strings: [String] = []
        for index in 0..<swift_ures_getSize(lsrs) {
            var length: Int32 = 0
            var itemStatus = U_ZERO_ERROR
            let chars = swift_ures_getStringByIndex(lsrs, index, &length, &itemStatus)
            strings.append(chars.map { String(decoding: UnsafeBufferPointer(start: $0, count: Int(length)), as: UTF16.self) } ?? "")
        }
        return stride(from: 0, to: strings.count - 2, by: 3).map { (strings[$0], strings[$0 + 1], strings[$0 + 2]) }
    }

    static let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }

    /// aa, aaa, aab, …, zzz: every 2- and 3-letter code, in byte order.
    static var languageCodes: [String] {
        var codes: [String] = []
        for a in letters { for b in letters { codes.append(a + b) } }
        for a in letters { for b in letters { for c in letters { codes.append(a + b + c) } } }
        return codes.sorted()
    }

    /// AA…ZZ, then 000…999, where ICU knows the region.
    static var regionCodes: [String] {
        var codes: [String] = []
        for a in letters { for b in letters { codes.append((a + b).uppercased()) } }
        for number in 1000..<2000 { codes.append(String(String(number).dropFirst())) }
        return codes.filter { code in
            var status = U_ZERO_ERROR
            return swift_uregion_getRegionFromCode(code, &status) != nil && status.rawValue <= 0
        }
    }

    /// Every script ICU names, in byte order.
    static var scriptCodes: [String] {
        var codes: Set<String> = []
        for code in 0..<USCRIPT_CODE_LIMIT.rawValue {
            if let name = swift_uscript_getShortName(UScriptCode(rawValue: code)) { codes.insert(String(cString: name)) }
        }
        return codes.sorted()
    }

    /// `body` for each element, on every core; the results in the elements' order.
    static func parallelMap<T: Sendable>(_ elements: [T], _ body: @Sendable (T) -> [String]) -> [String] {
        let slots = Slots(elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            let result = body(elements[index])
            slots.values[index] = result  // each index is written by one iteration only
        }
        return slots.values.flatMap { $0 }
    }

    /// One result per iteration of `parallelMap`.
    private final class Slots: @unchecked Sendable {
        var values: [[String]]
        init(_ count: Int) { values = Array(repeating: [], count: count) }
    }

    // MARK: The file

    struct Likely: Sendable {
        var language: String
        var script: String
        var region: String
    }

    /// The file. `exhaustive` probes every language with every region and script (a minute of ICU calls).
    static func source(exhaustive: Bool) -> String {
        let languages = languageCodes, regions = regionCodes, scripts = scriptCodes

        // Likely subtags of every language ICU knows: those it maximizes keeping the language.
        let likely: [Likely] = languages.compactMap { language in
            guard let full = maximize(language) else { return nil }
            let parts = full.split(separator: "_").map(String.init)
            guard parts.count == 3, parts[0] == language else { return nil }
            return Likely(language: language, script: parts[1], region: parts[2])
        }
        var groups: [(script: String, items: [String])] = []
        var groupIndex: [String: Int] = [:]
        for entry in likely {
            let index = groupIndex[entry.script] ?? groups.count
            if index == groups.count {
                groupIndex[entry.script] = index
                groups.append((entry.script, []))
            }
            groups[index].items.append("\(entry.language):\(entry.region)")
        }
        // The largest group first; equal ones in the order of their first language.
        let likelyLanguages = groups.enumerated()
            .sorted { ($0.element.items.count, $1.offset) > ($1.element.items.count, $0.offset) }
            .flatMap { ["=" + $0.element.script] + $0.element.items }

        // A region that changes a language's script, a script that changes its region. Probing every language with
        // every region and script takes a minute (millions of calls at several µs): the check probes only the pairs
        // that ICU's own table of results holds, regeneration probes them all, so a pair the first misses fails
        // the check after the next regeneration.
        let candidates = Dictionary(grouping: likelyResults, by: \.language)
        let regionScripts = parallelMap(likely) { entry in
            let wanted = Set((candidates[entry.language] ?? []).filter { $0.script != entry.script }.map(\.region))
            let probed = exhaustive ? regions : regions.filter(wanted.contains)
            return probed.compactMap { region in
                let usual = "\(entry.language)_\(entry.script)_\(region)"
                guard let full = maximize(entry.language + "_" + region, unlessItIs: usual) else { return nil }
                let parts = full.split(separator: "_").map(String.init)
                guard parts.count == 3, parts[0] == entry.language, parts[2] == region, parts[1] != entry.script
                else { return nil }
                return "\(entry.language)_\(region):\(parts[1])"
            }
        }
        let scriptRegions = parallelMap(likely) { entry in
            let wanted = Set((candidates[entry.language] ?? []).filter { $0.region != entry.region }.map(\.script))
            let probed = exhaustive ? scripts : scripts.filter(wanted.contains)
            return probed.compactMap { script in
                let usual = "\(entry.language)_\(script)_\(entry.region)"
                guard let full = maximize(entry.language + "_" + script, unlessItIs: usual) else { return nil }
                let parts = full.split(separator: "_").map(String.init)
                guard parts.count == 3, parts[0] == entry.language, parts[1] == script, parts[2] != entry.region
                else { return nil }
                return "\(entry.language)_\(script):\(parts[2])"
            }
        }

        // und with a region, a script, or both: what LikelySubtags.maximize cannot work out from the rest.
        var undeterminedRegions: [String] = []
        var regionLanguage: [String: String] = [:]
        for region in regions {
            guard let full = maximize("und_" + region) else { continue }
            regionLanguage[region] = full.split(separator: "_").first.map(String.init)
            if full != "en_Latn_" + region { undeterminedRegions.append("\(region):\(full)") }
        }
        var undeterminedScripts: [String] = []
        var scriptLanguage: [String: String] = [:]
        for script in scripts {
            guard let full = maximize("und_" + script), full != "en_\(script)_US" else { continue }
            undeterminedScripts.append("\(script):\(full)")
            scriptLanguage[script] = full.split(separator: "_").first.map(String.init)
        }
        // Zzzz and ZZ mean "none" to LikelySubtags, which drops them before looking anything up.
        var undeterminedScriptRegions: [String] = []
        for script in scripts where script != "Zzzz" {
            for region in regions where region != "ZZ" {
                guard let full = maximize("und_\(script)_\(region)") else { continue }
                let fallback = "\(scriptLanguage[script] ?? regionLanguage[region] ?? "en")_\(script)_\(region)"
                if full != fallback { undeterminedScriptRegions.append("\(script)_\(region):\(full)") }
            }
        }

        // CLDR parentLocales: every language alone, with a script, with a region, and with both where the language
        // and script go together (its likely script, or one that has a parent of its own).
        var parents: [String: String] = [:]
        var scriptPairs = Set(likely.map { "\($0.language)_\($0.script)" })
        for language in languages {
            if let parent = parent(language) { parents[language] = parent }
            for script in scripts {
                let id = language + "_" + script
                if let parent = parent(id) {
                    parents[id] = parent
                    scriptPairs.insert(id)
                }
            }
            for region in regions {
                let id = language + "_" + region
                if let parent = parent(id) { parents[id] = parent }
            }
        }
        for pair in scriptPairs {
            for region in regions {
                let id = pair + "_" + region
                if let parent = parent(id) { parents[id] = parent }
            }
        }
        let parentLocales = parents.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { "\($0):\(parents[$0]!)" }

        var languageAliases: [String] = []
        var status = U_ZERO_ERROR
        let metadata = swift_ures_openDirect(nil, "metadata", &status)
        let alias = swift_ures_getByKey(metadata, "alias", nil, &status)
        let aliasTable = swift_ures_getByKey(alias, "language", nil, &status)
        for index in 0..<(status.rawValue <= 0 ? swift_ures_getSize(aliasTable) : 0) {
            var itemStatus = U_ZERO_ERROR
            let item = swift_ures_getByIndex(aliasTable, index, nil, &itemStatus)
            var length: Int32 = 0
            if let key = swift_ures_getKey(item),
               let chars = swift_ures_getStringByKey(item, "replacement", &length, &itemStatus), itemStatus.rawValue <= 0 {
                let replacement = String(decoding: UnsafeBufferPointer(start: chars, count: Int(length)), as: UTF16.self)
                languageAliases.append(String(cString: key) + ":" + replacement)
            }
            swift_ures_close(item)
        }
        swift_ures_close(aliasTable)
        swift_ures_close(alias)
        swift_ures_close(metadata)

        let threeLetterLanguages = languages.filter { $0.count == 3 }.compactMap { language -> String? in
            guard let base = baseName(language), base.count == 2 else { return nil }
            return "\(language):\(base)"
        }
        var threeLetterRegions: [String] = []
        for a in letters { for b in letters { for c in letters {
            let region = (a + b + c).uppercased()
            if let base = baseName("en_" + region), base.hasPrefix("en_"), base.count == 5 {
                threeLetterRegions.append("\(region):\(base.dropFirst(3))")
            }
        } } }

        var source = header + "\nenum LocaleTables {\n"
        func add(_ documentation: String, _ declaration: String, _ items: [String]) {
            source += "    /// \(documentation)\n    \(declaration) = \"\"\"\n\(blob(items))\n        \"\"\"\n"
        }
        add("CLDR parentLocales as ICU's ures_getLocParent answers it: child:parent (\(parentLocales.count) entries).",
              "static let cldrParentLocales", parentLocales)
        add("ICU metadata/alias/language: key:replacement (\(languageAliases.count) entries; replacements use `_`).",
              "package static let languageAliases", languageAliases)
        add("ISO 639-2 codes that uloc_getBaseName shortens to their 2-letter code (\(threeLetterLanguages.count)).",
              "static let threeLetterLanguages", threeLetterLanguages)
        add("ISO 3166 alpha-3 codes that uloc_getBaseName shortens to alpha-2 (\(threeLetterRegions.count)).",
              "static let threeLetterRegions", threeLetterRegions)
        add("Likely subtags of every language ICU knows (\(likely.count)): `=Script` starts a group, then "
                + "language:defaultRegion.", "static let likelyLanguages", likelyLanguages)
        add("language_region:script where the region implies a script other than the language's default.",
              "static let likelyRegionScripts", regionScripts)
        add("language_script:region where the script implies a region other than the language's default.",
              "static let likelyScriptRegions", scriptRegions)
        add("und_region: maximized (language_script_region) for regions that do not maximize to en_Latn_<region>.",
              "static let likelyUndeterminedRegions", undeterminedRegions)
        add("und_script: maximized, for scripts that do not maximize to en_<script>_US.",
              "static let likelyUndeterminedScripts", undeterminedScripts)
        add("und_script_region: maximized, where neither the script's own language nor the region's decides.",
              "static let likelyUndeterminedScriptRegions", undeterminedScriptRegions)
        return source + "}\n"
    }

    /// Items joined by spaces in lines of at most 118 characters, indented 8.
    static func blob(_ items: [String]) -> String {
        var lines: [String] = []
        var line = ""
        for item in items {
            if !line.isEmpty, 8 + line.utf8.count + 1 + item.utf8.count > 118 {
                lines.append(line)
                line = item
            } else {
                line += line.isEmpty ? item : " " + item
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { "        " + $0 }.joined(separator: "\n")
    }
}
#endif
