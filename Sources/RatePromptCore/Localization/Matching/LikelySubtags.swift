/// The part of ICU's likely-subtags algorithm that Apple's matcher uses: whether `uloc_minimizeSubtags` keeps the
/// region of an identifier. An available localization whose region survives minimisation (`it_CH`, `en_GB`,
/// `pt_PT`, `es_419`; not `it_IT`, `pt_BR`) is not its language's default country and gets a one-step penalty.
enum LikelySubtags {
    struct LSR: Equatable {
        var language: String
        var script: String
        var region: String
    }

    /// ICU's maximisation (`uloc_addLikelySubtags`) of language, script and region; nil when ICU returns the input
    /// unchanged because it knows nothing about the language.
    static func maximize(language: String, script: String, region: String) -> LSR? {
        let script = script == "Zzzz" ? "" : script
        let region = region == "ZZ" ? "" : region
        if language.isEmpty || language == "und" {
            // A script with a language of its own decides (und_Cyrl → ru), else the region (und_CH → de).
            let scriptLanguage = script.isEmpty ? nil : LocaleData.undeterminedScripts[script].map(split)
            if !region.isEmpty {
                if !script.isEmpty, let full = LocaleData.undeterminedScriptRegions[script + "_" + region] {
                    return split(full)
                }
                let regional = split(LocaleData.undeterminedRegions[region] ?? "en_Latn_" + region)
                return LSR(language: scriptLanguage?.language ?? regional.language,
                           script: script.isEmpty ? regional.script : script, region: region)
            }
            if let scriptLanguage { return scriptLanguage }
            if !script.isEmpty { return LSR(language: "en", script: script, region: "US") }
            return LSR(language: "en", script: "Latn", region: "US")
        }
        guard let defaults = LocaleData.likelyLanguage(language) else { return nil }
        if !script.isEmpty, !region.isEmpty { return LSR(language: language, script: script, region: region) }
        if !region.isEmpty {
            return LSR(language: language, script: LocaleData.regionScripts[language + "_" + region] ?? defaults.script,
                       region: region)
        }
        if !script.isEmpty {
            return LSR(language: language, script: script,
                       region: LocaleData.scriptRegions[language + "_" + script] ?? defaults.region)
        }
        return LSR(language: language, script: defaults.script, region: defaults.region)
    }

    private static func split(_ full: String) -> LSR {
        let parts = full.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
        return LSR(language: parts[0], script: parts.count > 1 ? parts[1] : "", region: parts.count > 2 ? parts[2] : "")
    }

    /// Whether `uloc_minimizeSubtags(id)` still names a country, as ualoc checks it (into a 16-byte buffer: a longer
    /// result is an error, which counts as "no country").
    static func minimizedKeepsRegion(_ id: ICULocaleID) -> Bool {
        guard !id.region.isEmpty, id.language.utf8.count <= 8 else { return false }
        guard let full = maximize(language: id.language, script: id.script, region: id.region) else {
            return fits(id.baseNameWithoutTrailer)
        }
        let variant = id.variant.isEmpty ? "" : "_" + id.variant
        if maximize(language: full.language, script: "", region: "") == full { return false }
        if maximize(language: full.language, script: "", region: full.region) == full {
            return fits(full.language + "_" + full.region + variant)
        }
        if maximize(language: full.language, script: full.script, region: "") == full { return false }
        return fits(full.language + "_" + full.script + "_" + full.region + variant)
    }

    private static func fits(_ minimized: String) -> Bool { minimized.utf8.count <= 16 }
}

extension ICULocaleID {
    var baseNameWithoutTrailer: String {
        var copy = self
        copy.trailer = ""
        return copy.baseName
    }
}
