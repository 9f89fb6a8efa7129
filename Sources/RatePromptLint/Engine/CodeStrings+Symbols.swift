import RatePromptFormats
import RatePromptCore

extension CodeStrings.Usage {
    /// Notes what a reference says of its key besides asking for it: that an accessor always formats it or shows the
    /// development language's text in its place, or that it is a symbol Xcode generated.
    mutating func record(_ reference: LocalizedStringReference, isXcodeSymbol: Bool) {
        if isXcodeSymbol { usesXcodeSymbols = true }
        let accessor = Self.family(of: reference.accessor ?? reference.call)
        guard case .literal(let key) = reference.key else {
            if reference.isAlwaysFormatted, everyKeyFormattedBy == nil { everyKeyFormattedBy = accessor }
            return
        }
        if reference.isAlwaysFormatted, formattedBy[key] == nil { formattedBy[key] = accessor }
        if reference.showsValueAsIs, reference.accessor == nil {
            if shownAsIs[key] == nil { shownAsIs[key] = reference }
        } else {
            notShownAsIs.insert(key)
        }
        if reference.fallsBackToDevelopmentLanguage {
            if fallingBack[key] == nil { fallingBack[key] = accessor }
        } else {
            notFallingBack.insert(key)
        }
    }
}

extension CodeStrings.Usage {
    /// The accessor a message names for what it does to every key it looks up: SwiftGen's `L10n.tr` and
    /// `L10n.Settings.title` are `L10n`'s, R.swift's symbols `R.string`'s; a wrapper of `String` (`.localized`) and a
    /// function (`L`) are themselves.
    static func family(of accessor: String) -> String {
        if accessor.hasPrefix("R.string") { return "R.string" }
        if accessor.hasPrefix(".") { return accessor }
        return String(accessor.prefix { $0 != "." && $0 != "(" })
    }
}

/// The keys of the groups a run's symbols name, by symbol (`StringSymbolTable`), each made when a symbol first
/// names its group: the way back from `.shareSheetTitle`, `R.string.localizable.title` or xcstrings-tool's
/// `.localizable(.title)` to a key.
struct SymbolTables {
    /// The keys each group holds in the development language.
    let heldKeys: [Set<String>]
    private var tables: [Int: [StringSymbol: StringSymbolTable]] = [:]

    init(heldKeys: [Set<String>]) {
        self.heldKeys = heldKeys
    }

    private mutating func table(ofGroupAt index: Int, naming: StringSymbol) -> StringSymbolTable {
        if let table = tables[index]?[naming] { return table }
        let table = StringSymbolTable(keys: heldKeys[index].sorted(), naming: naming)
        tables[index, default: [:]][naming] = table
        return table
    }

    /// `reference` with its symbol resolved to the key of one of `groups` (its bundles') that makes it. Xcode names
    /// the table as it is (`.Discover.title`; none for `Localizable`), R.swift and xcstrings-tool by their own naming;
    /// a path Xcode would not write (`.localizable.title`) is xcstrings-tool's older form. A symbol no key makes stays a
    /// symbol, in its table when one is named so.
    mutating func resolve(
        _ reference: LocalizedStringReference, _ symbol: LocalizedStringReference.Symbol, groups: [Int],
        in project: LocalizationProject
    ) -> LocalizedStringReference {
        var candidates: [(group: Int, naming: StringSymbol)] = []
        for index in groups {
            let name = project.groups[index].name
            switch symbol.generator {
            case .xcode:
                if name == symbol.table ?? "Localizable" {
                    candidates.insert((index, .xcode), at: 0)
                } else if let table = symbol.table, StringSymbol.xcstringsTool.tableName(name) == table {
                    candidates.append((index, .xcstringsTool))
                }
            case .rswift, .xcstringsTool:
                let naming = StringSymbol(symbol.generator)
                if naming.tableName(name) == symbol.table { candidates.append((index, naming)) }
            }
        }
        for (index, naming) in candidates {
            guard let key = table(ofGroupAt: index, naming: naming).keys(named: symbol.name).first else { continue }
            return reference.resolved(key: key, table: project.groups[index].name)
        }
        if let first = candidates.first, reference.table == nil { return reference.inTable(project.groups[first.group].name) }
        return reference
    }
}
