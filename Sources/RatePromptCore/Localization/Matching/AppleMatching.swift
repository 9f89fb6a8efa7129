import Foundation
import RatePromptFormats

/// One run of Apple's algorithm (`ualoc_localizationsToUse` plus CoreFoundation's backstops) over one pair of lists.
struct AppleMatching {
    /// An identifier as ualoc sees it.
    struct Entry {
        enum Alias { case none, apple, cldr, cldrLanguage }
        let original: String
        let base: String
        let normalized: String
        let alias: Alias
        let language: String
        let group: String
        let hasRegion: Bool

        init(_ original: String) {
            self.original = original
            let read = ICULocaleID.readBaseName(original)
            let base = read.baseName
            self.base = base
            var alias = Alias.none
            var normalized = base
            if let apple = AppleLocaleTables.aliases[base] {
                normalized = apple
                alias = .apple
            } else if let cldr = LocaleData.languageAliases[base] {
                normalized = cldr
                alias = .cldr
            } else if let underscore = base.firstIndex(of: "_"),
                      let replacement = LocaleData.languageAliases[String(base[..<underscore])] {
                // Only the language is an alias: keep the script and region of the original (iw_IL → he_IL), unless
                // the replacement brings its own (sh_RS → sr_Latn_RS keeps the region only).
                alias = .cldrLanguage
                if !replacement.contains("_") {
                    normalized = replacement + base[underscore...]
                } else {
                    normalized = replacement
                    let utf8 = Array(replacement.utf8)
                    if utf8.count > 5, utf8[utf8.count - 5] == UInt8(ascii: "_"),
                       let last = base.lastIndex(of: "_"), base[last...].utf8.count <= 4 {
                        normalized += base[last...]
                    }
                }
            }
            self.normalized = normalized
            self.alias = alias
            // A base name parses to itself, so only an aliased form needs another reading.
            let parsed = alias == .none ? read : ICULocaleID.parse(normalized)
            language = parsed.language
            group = AppleLocaleTables.languageGroups[parsed.language] ?? parsed.language
            hasRegion = !parsed.region.isEmpty
        }

        /// ICU fails the whole call on ids longer than its 58-byte buffers.
        var fitsICUBuffers: Bool { base.utf8.count < 58 && normalized.utf8.count < 58 }
    }

    struct Link {
        enum Source: String {
            case itself = "itself"
            case penalty = "non-default-region penalty"
            case apple = "Apple parent table"
            case cldr = "CLDR parentLocales"
            case truncation = "truncation"
        }
        let id: String
        let source: Source
    }

    let preferences: [String]
    let available: [String]

    /// Entries and chains depend only on the identifier, and apps ask about the same few lproj names again and
    /// again: both are cached process-wide (bounded, cleared when full).
    private static let cache = EntryCache()

    static func entry(_ identifier: String) -> Entry { cache.entry(identifier) }

    private static let maximumLength = 156
    private static let maximumChain = 9

    /// `ualoc_getParent`: Apple's table, then CLDR's, then ICU's truncation at the last `_`.
    static func parent(of id: String) -> (String, Link.Source) {
        if let apple = AppleLocaleTables.parents[id] { return (apple, .apple) }
        if let cldr = LocaleData.cldrParentLocales[id] { return (cldr, .cldr) }
        guard let underscore = id.lastIndex(of: "_"), underscore != id.startIndex else { return ("", .truncation) }
        return (String(id[..<underscore]), .truncation)
    }

    static func chain(of entry: Entry, penalize: Bool) -> [Link] { cache.chain(of: entry, penalize: penalize) }

    static func computeChain(of entry: Entry, penalize: Bool) -> [Link] {
        var links = [Link(id: entry.normalized, source: .itself)]
        if penalize, entry.hasRegion, entry.normalized != "es_MX", entry.normalized != "zh_Hant_TW",
           LikelySubtags.minimizedKeepsRegion(ICULocaleID.parse(entry.normalized)) {
            links.append(Link(id: entry.normalized, source: .penalty))
        }
        while links.count < maximumChain {
            let (parent, source) = parent(of: links[links.count - 1].id)
            if parent.isEmpty || parent == "root" { break }
            links.append(Link(id: parent, source: source))
        }
        return links
    }

    func run(_ trace: inout Trace) -> ([String], LocaleMatch.Outcome) {
        guard let first = available.first else {
            trace.add(.backstop, nil, "no available localizations: CoreFoundation answers [en]")
            return (["en"], .backstop)
        }
        func backstop(_ why: String) -> ([String], LocaleMatch.Outcome) {
            trace.add(.backstop, first, "\(why): CoreFoundation falls back to the first available entry, \(first)")
            return ([first], .backstop)
        }
        if preferences.isEmpty {
            trace.add(.inputRejected, nil, "the preference list is empty, so ualoc is not called")
            return backstop("no preferences")
        }
        // CoreFoundation hands ualoc ASCII C strings of at most 156 characters; one other entry voids the call.
        let convertible = { (s: String) in s.utf8.count <= Self.maximumLength && s.utf8.allSatisfy { $0 < 0x80 } }
        for entry in [preferences, available].joined() where !convertible(entry) {
            trace.add(.inputRejected, entry, "\(entry) is not ASCII or longer than 156 characters; CoreFoundation "
                + "cannot convert it, so no match is attempted")
            return backstop("no match attempted")
        }
        // C strings end at a NUL.
        let cString = { (s: String) in s.utf8.contains(0) ? String(s[..<s.firstIndex(of: "\0")!]) : s }
        let avail = available.map { Self.entry(cString($0)) }
        var prefs: [Entry?] = Array(repeating: nil, count: preferences.count)
        func pref(_ i: Int) -> Entry {
            if let entry = prefs[i] { return entry }
            let entry = Self.entry(cString(preferences[i]))
            prefs[i] = entry
            describe(entry, role: "preference", &trace)
            return entry
        }
        for entry in avail { describe(entry, role: "available", &trace) }
        guard avail.allSatisfy(\.fitsICUBuffers) else {
            trace.add(.inputRejected, nil, "an available identifier is too long for ICU's 58-byte buffers")
            return backstop("ICU reported an error")
        }
        var availChains: [[Link]?] = Array(repeating: nil, count: avail.count)
        func availChain(_ i: Int) -> [Link] {
            if let chain = availChains[i] { return chain }
            let chain = Self.chain(of: avail[i], penalize: true)
            availChains[i] = chain
            describe(chain, of: avail[i], &trace)
            return chain
        }

        // Pass 1: the first preference that matches anything decides.
        var result: Int?
        var resultScore = 999
        var portuguese: Int?
        for p in preferences.indices where result == nil {
            let preference = pref(p)
            guard preference.fitsICUBuffers else {
                trace.add(.inputRejected, preference.original, "too long for ICU's 58-byte buffers")
                return backstop("ICU reported an error")
            }
            var prefChain: [Link]?
            for a in avail.indices {
                let candidate = avail[a]
                if resultScore > -1, preference.base == candidate.base {
                    result = a
                    resultScore = -1
                    trace.add(.exactMatch, candidate.original,
                              "\(candidate.original): same base name \(candidate.base) as \(preference.original) (score -1)")
                } else if resultScore > 0, preference.normalized == candidate.normalized {
                    result = a
                    resultScore = 0
                    trace.add(.normalizedMatch, candidate.original,
                              "\(candidate.original): same normalized form \(candidate.normalized) as \(preference.original) (score 0)")
                } else if resultScore > 0, preference.group == candidate.group {
                    if prefChain == nil {
                        prefChain = Self.chain(of: preference, penalize: false)
                        describe(prefChain!, of: preference, &trace)
                    }
                    let pc = prefChain!, ac = availChain(a)
                    var best: (score: Int, i: Int, j: Int)?
                    var sharesPortuguese = false
                    for i in pc.indices {
                        for j in ac.indices where pc[i].id == ac[j].id {
                            if preference.normalized == "pt_PT", candidate.normalized == "pt_BR" {
                                sharesPortuguese = true
                            } else {
                                let score = i + j + (preference.language == candidate.language ? 0 : 1)
                                if best == nil || score < best!.score { best = (score, i, j) }
                            }
                        }
                    }
                    if sharesPortuguese {
                        portuguese = a
                        trace.add(.portugueseHeld, candidate.original,
                                  "\(candidate.original) (pt_BR) matches \(preference.original) (pt_PT) but is held aside: "
                                      + "used only if no preference matches anything else")
                    }
                    guard let best else { continue }
                    let shared = pc[best.i].id
                    let languagePenalty = preference.language == candidate.language ? "" : " + 1 (languages differ)"
                    if best.score < resultScore {
                        let previous = result.map { avail[$0].original }
                        result = a
                        resultScore = best.score
                        trace.add(.candidate, candidate.original,
                                  "\(candidate.original): shares \(shared) at preference chain step \(best.i) and "
                                      + "available chain step \(best.j)\(languagePenalty): score \(best.score)"
                                      + (previous.map { ", better than \($0)" } ?? ""))
                    } else {
                        trace.add(.candidate, candidate.original,
                                  "\(candidate.original): shares \(shared) at steps \(best.i) + \(best.j)\(languagePenalty): "
                                      + "score \(best.score), not better than \(avail[result!].original) (\(resultScore))")
                        if best.score == resultScore {
                            trace.add(.tieBreak, candidate.original,
                                      "\(candidate.original) ties with \(avail[result!].original) at score \(best.score); "
                                          + "the earlier entry of the available list wins")
                        }
                    }
                }
            }
            if let result {
                trace.add(.preferenceMatched, preference.original,
                          "preference \(preference.original) matches \(avail[result].original) (score \(resultScore))"
                              + (p + 1 < preferences.count ? "; later preferences are not consulted" : ""))
            } else {
                trace.add(.preferenceUnmatched, preference.original,
                          "preference \(preference.original) matches no available localization")
            }
        }

        // Pass 2: a regional, inexact winner gives way to a later preference of the same language that is exact.
        if let winner = result, resultScore > 0, avail[winner].hasRegion, avail[winner].language != "zh" {
            var switched = false
            search: for p in preferences.indices {
                let preference = pref(p)
                guard preference.language == avail[winner].language else { continue }
                for a in avail.indices where preference.base == avail[a].base || preference.normalized == avail[a].normalized {
                    trace.add(.pass2Switch, avail[a].original,
                              "pass 2: \(avail[winner].original) was an inexact regional match; preference "
                                  + "\(preference.original) of the same language matches \(avail[a].original) exactly")
                    result = a
                    switched = true
                    break search
                }
            }
            if !switched {
                trace.add(.pass2Kept, avail[winner].original,
                          "pass 2: no preference of language \(avail[winner].language) matches an available "
                              + "localization exactly, so the regional match \(avail[winner].original) stays")
            }
        }

        if result == nil, let portuguese {
            result = portuguese
            trace.add(.portugueseUsed, avail[portuguese].original,
                      "no other match anywhere, so the held pt_PT → pt_BR match \(avail[portuguese].original) is used")
        }

        var list: [String] = []
        if let result {
            list.append(avail[result].original)
            let chain = availChain(result)
            for link in chain where link.source != .penalty {
                for a in avail.indices where a != result && list.count < 512 {
                    if link.id == "zh_Hant_HK", avail[a].normalized == "zh_Hant_TW" {
                        list.append(avail[a].original)
                        trace.add(.chineseTaiwanAppended, avail[a].original,
                                  "\(avail[a].original) appended: zh_Hant_HK is on the chain and Apple adds zh_Hant_TW")
                    } else if link.id == avail[a].normalized {
                        list.append(avail[a].original)
                        trace.add(.ancestorAppended, avail[a].original,
                                  "\(avail[a].original) appended: \(link.id) is on the chain of \(avail[result].original)")
                    }
                }
            }
            return (list, .matched)
        }
        if available.contains("zxx") {
            trace.add(.zxx, "zxx", "nothing matched and zxx (no linguistic content) is available")
            return (["zxx"], .noLinguisticContent)
        }
        return backstop("nothing matched")
    }

    private func describe(_ entry: Entry, role: String, _ trace: inout Trace) {
        guard trace.enabled else { return }
        trace.add(.normalized, entry.original,
                  "\(role) \(entry.original): base name \(entry.base)"
                      + (entry.normalized == entry.base ? "" : ", normalized \(entry.normalized)"))
        switch entry.alias {
        case .none: break
        case .apple:
            trace.add(.aliasApplied, entry.original, "\(entry.base) → \(entry.normalized) (Apple alias map)")
        case .cldr:
            trace.add(.aliasApplied, entry.original, "\(entry.base) → \(entry.normalized) (CLDR language alias)")
        case .cldrLanguage:
            trace.add(.aliasApplied, entry.original,
                      "\(entry.base) → \(entry.normalized) (CLDR language alias of the language subtag)")
        }
        if entry.group != entry.language {
            trace.add(.languageGroup, entry.original,
                      "\(entry.original): language \(entry.language) is compared within group \(entry.group)")
        }
    }

    private func describe(_ chain: [Link], of entry: Entry, _ trace: inout Trace) {
        guard trace.enabled else { return }
        for k in chain.indices.dropFirst() {
            if chain[k].source == .penalty {
                trace.add(.nonDefaultRegionPenalty, entry.original,
                          "\(entry.normalized) is not its language's default country: its chain counts itself twice")
            } else {
                trace.add(.parent, entry.original,
                          "\(entry.original): \(chain[k - 1].id) → \(chain[k].id) (\(chain[k].source.rawValue))")
            }
        }
    }
}

/// A bounded, thread-safe memo of `AppleMatching` entries and parent chains.
final class EntryCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: AppleMatching.Entry] = [:]
    private var chains: [String: [AppleMatching.Link]] = [:]
    private var penalizedChains: [String: [AppleMatching.Link]] = [:]
    private let limit = 4_096

    func entry(_ identifier: String) -> AppleMatching.Entry {
        lock.lock()
        if let entry = entries[identifier] {
            lock.unlock()
            return entry
        }
        lock.unlock()
        let entry = AppleMatching.Entry(identifier)
        lock.lock()
        if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
        entries[identifier] = entry
        lock.unlock()
        return entry
    }

    func chain(of entry: AppleMatching.Entry, penalize: Bool) -> [AppleMatching.Link] {
        // The chain, penalty included, depends on the normalized form only.
        let key = entry.normalized
        lock.lock()
        if let chain = penalize ? penalizedChains[key] : chains[key] {
            lock.unlock()
            return chain
        }
        lock.unlock()
        let chain = AppleMatching.computeChain(of: entry, penalize: penalize)
        lock.lock()
        if chains.count + penalizedChains.count >= limit {
            chains.removeAll(keepingCapacity: true)
            penalizedChains.removeAll(keepingCapacity: true)
        }
        if penalize { penalizedChains[key] = chain } else { chains[key] = chain }
        lock.unlock()
        return chain
    }
}
