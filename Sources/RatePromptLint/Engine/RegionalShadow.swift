import Foundation
import RatePromptFormats
import RatePromptCore

/// A regional localization's `.strings` table that stands, partial, in front of its language's fuller one: a
/// `ku-TR.lproj` that holds an old subset of `ku.lproj`. A device set to the region picks the regional folder and reads
/// the table from it alone (a bundle does not look a missing key up in the language's folder), so it shows the
/// regional copy's text and the key itself for what that copy lacks. `stale-regional-localization` reports it;
/// `missing-key` leaves such a table to that rule, whose fix (merge into the language's folder, then delete) removes
/// both.
struct RegionalShadow {
    /// The language's table, in the same variant group (`ku` for `ku-TR`).
    let base: LocalizationProject.Table
    /// How many of the source's strings the regional table lacks and the base holds: a device shows their keys.
    let lacking: Int
    /// How many strings the regional table holds, and of those how many differ from the base's text.
    let held: Int
    let differing: Int

    /// The localization a regional one (`ku-TR`, `zh_Hant_HK`) falls within (`ku`, `zh-Hant`); nil for one with no
    /// region.
    static func baseLocalization(of localization: String) -> String? {
        let parts = localization.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard parts.count >= 2, let region = parts.last,
              (region.count == 2 && region.allSatisfy(\.isLetter)) || (region.count == 3 && region.allSatisfy(\.isNumber))
        else { return nil }
        return parts.dropLast().joined(separator: "-")
    }

    /// Spelled alike for comparing: `_` as `-`, case ignored.
    private static func canonical(_ localization: String) -> String {
        // An ASCII name (every localization name) is spelled byte by byte: Foundation's replacing took more time
        // than the rest of the comparison.
        guard localization.utf8.allSatisfy({ $0 < 0x80 }) else {
            return localization.replacingOccurrences(of: "_", with: "-").lowercased()
        }
        return String(decoding: localization.utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
            .lowercased()
    }

    /// The shadow `table` casts, when it is a regional `.strings` table whose source keys all stand in its language's
    /// table of the same group, and that lacks at least as many of the source's strings that table holds as it holds
    /// itself: an old partial copy. A regional variant kept up but for a few new strings (an `en-GB` of 681 strings
    /// that lacks 4) is no copy: `missing-key` asks for those. An `InfoPlist` table is never one: the `Info.plist`
    /// stands in for its missing keys.
    init?(of table: LocalizationProject.Table, in context: LintContext) {
        guard table.kind == .table, table.file.isLoadable, table.name != "InfoPlist", let wanted = Self.baseLocalization(of: table.localization),
              let group = context.group(of: table),
              let baseIndex = group.tableIndices.first(where: {
                  Self.canonical(context.project.tables[$0].localization) == Self.canonical(wanted)
              }),
              let source = context.sourceLintTable(for: table) else { return nil }
        let base = context.project.tables[baseIndex]
        let regional = context.lintTable(table)
        let baseIsSource = group.sourceTableIndex == baseIndex
        let baseTable = context.lintTable(base)
        func baseHolds(_ sourceOffset: Int) -> Bool {
            baseIsSource || baseTable.entryIndex(forSourceEntryAt: sourceOffset) != nil
        }
        // A partial copy: every source key it holds, the language's table holds too.
        var held = 0, differing = 0
        for offset in regional.entries.indices where regional.entries[offset].hasStringValue {
            guard let sourceOffset = regional.sourceIndex(ofEntryAt: offset) else { continue }
            guard baseHolds(sourceOffset) else { return nil }
            held += 1
            let baseEntry = baseIsSource ? source.entries[sourceOffset]
                : baseTable.entryIndex(forSourceEntryAt: sourceOffset).map { baseTable.entries[$0] }
            let same = regional.entries[offset].withStringValueUTF8 { own in
                baseEntry?.withStringValueUTF8 { own.elementsEqual($0) } ?? false
            } ?? false
            if !same { differing += 1 }
        }
        // A key in the regional `.stringsdict` is read there.
        let pluralKeys = context.stringsdictKeys(of: table) ?? []
        let lacking = regional.missingSourceIndices.filter { baseHolds($0) && !pluralKeys.contains(source.entries[$0].key) }
            .count
        guard lacking > 0, lacking >= held else { return nil }
        self.base = base
        self.lacking = lacking
        self.held = held
        self.differing = differing
    }
}
