import RatePromptFormats

/// The Swift names that generated code gives a table's keys, and the way back from a name to its key: Xcode 26's
/// String Catalog symbols (`.shareSheetTitle` for `share_sheet_title`, `.Discover.title` for
/// `TITLE` of `Discover.xcstrings`), R.swift's (`R.string.localizable.shareSheetTitle()`) and xcstrings-tool's
/// (`String(localizable: .shareSheetTitle)`). The rules and their sources are in
/// [StringCatalogs](../../../../Documentation/StringCatalogs.md#generated-symbols).
package enum StringSymbol: Sendable, Hashable {
    /// Xcode 26's `STRING_CATALOG_GENERATE_SYMBOLS`: members of `LocalizedStringResource`.
    case xcode
    /// R.swift's `R.string.<table>.<key>`.
    case rswift
    /// xcstrings-tool's `String.<Table>.<key>`.
    case xcstringsTool

    /// The naming of a symbol the code writes.
    package init(_ generator: LocalizedStringReference.Symbol.Generator) {
        switch generator {
        case .xcode: self = .xcode
        case .rswift: self = .rswift
        case .xcstringsTool: self = .xcstringsTool
        }
    }

    /// The name of the member a key becomes; nil when the key makes none (`""`, `"%lld"`, `"…"`).
    package func name(forKey key: String) -> String? {
        switch self {
        case .xcode: Self.xcodeName(key)
        case .rswift: Self.rswiftName(key, lowercaseStart: true)
        case .xcstringsTool: Self.xcstringsToolName(key)
        }
    }

    /// The name that stands for a table in a symbol's path: `Discover` (Xcode writes the table's name as it is, and
    /// nothing for `Localizable`), `localizable` (R.swift, xcstrings-tool).
    package func tableName(_ table: String) -> String? {
        switch self {
        case .xcode: table == "Localizable" ? nil : table
        case .rswift: Self.rswiftName(table, lowercaseStart: true)
        case .xcstringsTool: Self.xcstringsToolName(table)
        }
    }

    // MARK: Xcode

    /// Xcode's name: the key without its format specifiers and apostrophes, cut into words at every character that
    /// is neither a letter nor a digit; each word's leading capitals lowercased (`JSON` → `json`, `CKAsset` →
    /// `ckasset`, `iCloud` kept), every word after the first capitalized, and `_` before a leading digit
    /// (`2023_TRIP_NAME` → `_2023TripName`).
    static func xcodeName(_ key: String) -> String? {
        var words: [[Unicode.Scalar]] = []
        var word: [Unicode.Scalar] = []
        let scalars = Array(withoutSpecifiers(key).unicodeScalars)
        for scalar in scalars {
            if scalar == "'" || scalar == "\u{2019}" { continue }
            if scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal {
                word.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = []
            }
        }
        if !word.isEmpty { words.append(word) }
        guard !words.isEmpty else { return nil }
        var name = String.UnicodeScalarView()
        for (index, word) in words.enumerated() {
            var scalars = lowercasingLeadingCapitals(word)
            if index > 0, let first = scalars.first {
                scalars.replaceSubrange(0..<1, with: first.properties.uppercaseMapping.unicodeScalars)
            }
            name.append(contentsOf: scalars)
        }
        let result = String(name)
        return result.unicodeScalars.first?.properties.numericType == .decimal ? "_" + result : result
    }

    /// `word` with its leading run of capitals lowercased: all of it when it is all capitals.
    private static func lowercasingLeadingCapitals(_ word: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        var leading = true
        for scalar in word {
            if leading, scalar.properties.isUppercase {
                result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else {
                leading = false
                result.append(scalar)
            }
        }
        return result
    }

    /// `key` without its printf specifiers (`%@`, `%1$lld`, `%(count)lld`, `%2$(name)@`, `%#@files@`, `%%`), which
    /// become the symbol's parameters, not its name.
    static func withoutSpecifiers(_ key: String) -> String {
        guard key.contains("%") else { return key }
        let scalars = Array(key.unicodeScalars)
        var kept = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%", let end = specifierEnd(scalars, at: index) else {
                kept.append(scalars[index])
                index += 1
                continue
            }
            // The specifier parts a word from what follows.
            kept.append(" ")
            index = end
        }
        return String(kept)
    }

    /// The end of the specifier whose `%` is at `start`: `%%`, `[n$][(name)]flags width .precision length conversion`,
    /// or `%#@name@`.
    private static func specifierEnd(_ scalars: [Unicode.Scalar], at start: Int) -> Int? {
        var index = start + 1
        func skip(_ allowed: (Unicode.Scalar) -> Bool) { while index < scalars.count, allowed(scalars[index]) { index += 1 } }
        let isDigit = { (scalar: Unicode.Scalar) in ("0"..."9").contains(scalar) }
        if index < scalars.count, scalars[index] == "%" { return index + 1 }
        let before = index
        skip(isDigit)
        if index < scalars.count, scalars[index] == "$", index > before { index += 1 } else { index = before }
        if index < scalars.count, scalars[index] == "(" {
            guard let close = scalars[index...].firstIndex(of: ")") else { return nil }
            index = close + 1
        }
        if index + 1 < scalars.count, scalars[index] == "#", scalars[index + 1] == "@" {
            guard let close = scalars[(index + 2)...].firstIndex(of: "@") else { return nil }
            return close + 1
        }
        skip { "-+ #0'".unicodeScalars.contains($0) }
        skip { isDigit($0) || $0 == "*" }
        if index < scalars.count, scalars[index] == "." {
            index += 1
            skip { isDigit($0) || $0 == "*" }
        }
        skip { "hlqLzjt".unicodeScalars.contains($0) }
        guard index < scalars.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(scalars[index]) else { return nil }
        return index + 1
    }

    // MARK: R.swift

    /// R.swift's `SwiftIdentifier(name:)`: the parts between whitespace, punctuation and symbols (not `_`) joined,
    /// each after the first with its first letter capitalized; leading digits dropped; then the leading capitals
    /// lowercased up to the last one before a character that is not `a`–`z` (`URLSession` → `urlSession`), else the
    /// first character.
    static func rswiftName(_ name: String, lowercaseStart: Bool) -> String? {
        var parts: [String] = []
        var part = ""
        for scalar in name.unicodeScalars {
            if isRswiftDisallowed(scalar) {
                parts.append(part)
                part = ""
            } else {
                part.unicodeScalars.append(scalar)
            }
        }
        parts.append(part)
        var joined = parts[0]
        for part in parts.dropFirst() { joined += uppercasingFirst(part) }
        joined = String(joined.drop { ("0"..."9").contains($0) })
        guard !joined.isEmpty else { return nil }
        guard lowercaseStart else { return joined }
        let scalars = Array(joined.unicodeScalars)
        let isCapital = { (scalar: Unicode.Scalar) in ("A"..."Z").contains(scalar) }
        // `^([A-Z]+)(?=[^a-z])`: the longest run of capitals that a character other than `a`–`z` follows.
        var run = 0
        while run < scalars.count, isCapital(scalars[run]) { run += 1 }
        while run > 0 {
            if run < scalars.count, !("a"..."z").contains(scalars[run]) { break }
            run -= 1
        }
        if run > 0 {
            return String(String.UnicodeScalarView(scalars[..<run])).lowercased()
                + String(String.UnicodeScalarView(scalars[run...]))
        }
        return String(joined.prefix(1)).lowercased() + joined.dropFirst()
    }

    private static func isRswiftDisallowed(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" { return false }
        // R.swift keeps emoji.
        let value = scalar.value
        if (0x2600...0x27BF).contains(value) || (0x1F300...0x1F6FF).contains(value) || (0x1F900...0x1F9FF).contains(value)
            || (0x1F1E6...0x1F1FF).contains(value) { return false }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .surrogate, .privateUse,
             .unassigned, .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
             .modifierSymbol, .otherSymbol:
            return true
        default:
            return scalar == "\n" || scalar == "\r" || scalar == "\t"
        }
    }

    private static func uppercasingFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    // MARK: xcstrings-tool

    /// xcstrings-tool's name: the parts between characters that cannot be in an identifier (`_` can) joined, each
    /// with its first letter capitalized, then the leading capitals lowercased as a variable's (`Localizable` →
    /// `localizable`, `URLStrings` → `urlStrings`, `LOCALIZABLE` → `localizable`).
    static func xcstringsToolName(_ name: String) -> String? {
        var identifier = ""
        var capitalizeNext = true
        for scalar in name.unicodeScalars {
            guard scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal || scalar == "_" else {
                capitalizeNext = true
                continue
            }
            identifier += capitalizeNext ? String(scalar).uppercased() : String(scalar)
            capitalizeNext = false
        }
        guard !identifier.isEmpty else { return nil }
        let capitals = identifier.prefix { $0.isUppercase }.count
        if capitals == 0 { return identifier }
        if capitals == identifier.count { return identifier.lowercased() }
        let lowered = capitals == 1 ? 1 : capitals - 1
        return identifier.prefix(lowered).lowercased() + identifier.dropFirst(lowered)
    }
}

/// One table's keys by the symbol each makes under one naming (`StringSymbol`): the way back from a symbol the code
/// writes to its key, and the keys that make the same symbol or none.
package struct StringSymbolTable: Sendable {
    let naming: StringSymbol
    /// The keys of each name, in the order given.
    private var keysByName: [String: [String]] = [:]
    /// Names made by more than one key, in the order first met.
    package private(set) var collisions: [(name: String, keys: [String])] = []
    /// Keys that make no symbol.
    package private(set) var unnamed: [String] = []

    package init(keys: some Sequence<String>, naming: StringSymbol) {
        self.naming = naming
        var order: [String] = []
        for key in keys {
            guard let name = naming.name(forKey: key) else {
                unnamed.append(key)
                continue
            }
            if keysByName[name] == nil { order.append(name) }
            keysByName[name, default: []].append(key)
        }
        collisions = order.compactMap { name in
            let keys = keysByName[name]!
            return keys.count > 1 ? (name, keys) : nil
        }
    }

    /// The keys that make `name` (a generated member's name, without backticks).
    package func keys(named name: String) -> [String] {
        keysByName[name] ?? []
    }
}

extension StringCatalog.Entry {
    /// Whether Xcode makes a symbol of the entry when it makes them for its catalog: a string added by hand
    /// (`extractionState` `manual`), unless its Generate Swift Symbol box is unchecked, or one checked.
    // narrow-access: keep (lint's rule and linter use it; the script does not follow extensions of Formats' types)
    package var makesGeneratedSymbol: Bool {
        generatesSymbol ?? (extractionState == "manual")
    }
}
