// Apple's own tables for bundle localization matching, as listed in Apple's ICU fork (ualoc.cpp, 2014-2019:
// appleAliasMap, appleParentMap, and the language groups of ualoc_localizationsToUse). These are facts about Apple's
// behaviour, checked against `ualoc_localizationsToUse` of the toolchain's lib_FoundationICU.so (ICU 76.1) by the
// LocaleMatcherICUTests differential test.

enum AppleLocaleTables {
    /// Names replaced before anything else, looked up by the exact ICU base name (legacy names are lower-cased by
    /// then). The region-only Chinese ids were ICU "legacy" mappings until ICU 68; Apple keeps them.
    static let aliases: [String: String] = [
        "arabic": "ar", "chinese": "zh_Hans", "danish": "da", "dutch": "nl", "english": "en", "finnish": "fi",
        "french": "fr", "german": "de", "italian": "it", "japanese": "ja", "korean": "ko", "no_NO": "nb_NO",
        "norwegian": "nb", "polish": "pl", "portuguese": "pt", "russian": "ru", "spanish": "es", "swedish": "sv",
        "thai": "th", "turkish": "tr",
        "yue_CN": "yue_Hans_CN", "yue_HK": "yue_Hant_HK",
        "zh_CN": "zh_Hans_CN", "zh_HK": "zh_Hant_HK", "zh_MO": "zh_Hant_MO", "zh_SG": "zh_Hans_SG",
        "zh_TW": "zh_Hant_TW",
    ]

    /// Parents consulted before CLDR's: where bundle inheritance differs from ICU resource inheritance (British
    /// English for the Commonwealth, Australian English for Oceania, Chinese script/region ids, Cantonese and Wu).
    static let parents: [String: String] = {
        var map: [String: String] = [
            "ars": "ar", "en_150": "en_GB", "en_CY": "en_150", "en_GB": "en_001", "es_MX": "es_419",
            "wuu": "wuu_Hans", "wuu_Hans": "zh_Hans", "wuu_Hant": "zh_Hant",
            "yue": "yue_Hant", "yue_HK": "zh_Hant_HK", "yue_Hans": "zh_Hans", "yue_Hant": "yue_HK",
            "zh_HK": "zh_Hant", "zh_Hant": "zh_TW", "zh_Hant_HK": "zh_HK", "zh_TW": "root",
        ]
        for region in ["CC", "CK", "CX", "NF", "NR", "NU", "NZ", "PG", "WS"] { map["en_" + region] = "en_AU" }
        for region in [
            "AG", "AI", "AU", "BB", "BD", "BM", "BN", "BS", "BW", "BZ", "DG", "DM", "FJ", "FK", "GD", "GG", "GH", "GI",
            "GM", "GY", "HK", "IE", "IM", "IN", "IO", "JE", "JM", "KE", "KI", "KN", "KY", "LC", "LK", "LS", "MO", "MS",
            "MT", "MU", "MV", "MW", "MY", "NA", "NG", "PK", "PN", "SB", "SC", "SD", "SG", "SH", "SL", "SS", "SZ", "TC",
            "TO", "TT", "TV", "TZ", "UG", "VC", "VG", "VU", "ZA", "ZM", "ZW",
        ] { map["en_" + region] = "en_GB" }
        return map
    }()

    /// Languages compared with each other although their codes differ (hi is grouped with en because hi_Latn
    /// falls back to en_IN).
    static let languageGroups: [String: String] = [
        "ars": "ar", "hi": "en", "nb": "no", "nn": "no", "wuu": "zh", "yue": "zh",
    ]
}
