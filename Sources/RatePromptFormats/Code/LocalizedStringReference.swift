import Foundation

/// One place in the app's code that asks a bundle for a localized string: `Text("Retry")`,
/// `String(localized: "title", table: "Settings")`, `NSLocalizedString("done", comment: "")`.
package struct LocalizedStringReference: Sendable, Hashable {
    /// The key the call looks up, as far as the code says without running it.
    package enum Key: Sendable, Hashable {
        /// A literal: the key exactly.
        case literal(String)
        /// A literal with interpolations, which Xcode extracts as a format string (`"\(count) posts"` → `%lld posts`).
        /// Without a type checker the specifier is unknown: each `anySpecifier` marks a place where any one printf
        /// specifier stands.
        case format(String)
        /// Built at run time (`"prefix.\(x)"` given to `NSLocalizedString`, or a variable): any key that starts with
        /// the prefix (empty when nothing is known).
        case prefix(String)
        /// A generated symbol that stands for a key (`.shareSheetTitle`, `.Discover.subtitle(friendsPosts:…)`,
        /// `R.string.localizable.title()`): matched with a key once the tables are read, and until then with none.
        case symbol(Symbol)

        /// Stands in a `format` key where an interpolation's specifier goes.
        package static let anySpecifier: Character = "\u{0}"

        /// The key as a reader sees it: `%… posts` for an unknown specifier, `prefix.…` for a key built at run time.
        package var display: String {
            switch self {
            case .literal(let key): key
            case .format(let key): key.replacingOccurrences(of: String(Self.anySpecifier), with: "%…")
            case .prefix(let prefix): prefix + "…"
            case .symbol(let symbol): symbol.written
            }
        }
    }

    /// A symbol that code generated from a table gives a key, as the code writes it.
    package struct Symbol: Sendable, Hashable {
        /// What generated it, which decides how a key is named.
        package enum Generator: Sendable, Hashable {
            /// Xcode 26's String Catalog symbols, members of `LocalizedStringResource` (`.title`, `.Discover.title`);
            /// an `extension LocalizedStringResource` of the app's may declare the same.
            case xcode
            /// R.swift: `R.string.<table>.<key>`.
            case rswift
            /// xcstrings-tool: `String(<table>: .<key>)`, `.<table>(.<key>)`.
            case xcstringsTool
        }

        package internal(set) var generator: Generator
        /// The table's name as the symbol writes it (`Discover`, `localizable`); nil for Xcode's default table.
        package internal(set) var table: String?
        /// The member's name, without backticks.
        package internal(set) var name: String
        /// As written: `.Discover.subtitle(friendsPosts:curatedPosts:)`, `R.string.localizable.title()`.
        package internal(set) var written: String

        package init(generator: Generator, table: String?, name: String, written: String) {
            self.generator = generator
            self.table = table
            self.name = name
            self.written = written
        }
    }

    /// The bundle the call names.
    package enum Bundle: Sendable, Hashable {
        /// None named (or `.main`): the main bundle of what runs the code, the target that compiles the file.
        case main
        /// `.module`: the resources of the Swift package target that compiles the file.
        case module
        /// `#bundle`, and the bundle of generated symbols and accessors: the package target's resources in a package,
        /// else the bundle of the target that compiles the file.
        case current
        /// Any other expression (`Bundle(for: Self.self)`, a variable), as written: RatePrompt cannot tell which.
        case other(String)
    }

    /// The language the call is written in.
    package enum Language: Sendable, Hashable {
        case swift, objectiveC
    }

    package internal(set) var key: Key
    /// The call as a reader names it: `Text`, `NSLocalizedString`, `navigationTitle`.
    package internal(set) var call: String
    /// The table (`Localizable` when none is named); nil when the code names it with an expression.
    package internal(set) var table: String?
    package internal(set) var bundle: Bundle
    /// Whether the call gives a text to show when no table holds the key (`value:`, `defaultValue:`).
    package internal(set) var hasDefaultValue: Bool
    /// Where the key (or the call's argument) starts.
    package internal(set) var location: FileLocation
    /// Inside `#Preview`, a `PreviewProvider`, `#if DEBUG`, a type or file named for debugging or previews
    /// (`namesDebugOrPreviewCode`: code no user runs), or in a view redacted as a placeholder.
    package internal(set) var isPreviewOrDebug: Bool
    package internal(set) var language: Language
    /// The symbol or accessor the code names the key through, as written (`.Discover.subtitle(friendsPosts:…)`,
    /// `L10n.Settings.title`, `localized`); nil for a lookup written out.
    package internal(set) var accessor: String?
    /// Whether the value goes through `String(format:)` whatever it holds: an accessor that always formats
    /// (SwiftGen's `tr`, R.swift's strings), so that a `%` of any translation is read as a specifier.
    package internal(set) var isAlwaysFormatted = false
    /// Whether the accessor shows the development language's text when the table lacks the key: it passes that
    /// text as the default value (SwiftGen's `fallback:`, R.swift's development value) or reads the development
    /// language's table after a miss.
    package internal(set) var fallsBackToDevelopmentLanguage = false
    /// Whether the code shows the value as the table holds it, never formatting it: a SwiftUI view or modifier given
    /// a literal without interpolation (a `LocalizedStringKey` with no arguments), the result of `NSLocalizedString`
    /// given to `Text(_:)` or assigned to a `text`, `title` or `placeholder`. A `%@` of the value then shows as
    /// written.
    package internal(set) var showsValueAsIs = false
    /// The file whose target's bundle `.module`, `.current` and `.main` stand for, when it is not the file of the
    /// reference: the declaration of the accessor it goes through (SwiftGen's `L10n` in a package reads the package's
    /// resources, wherever it is used).
    package internal(set) var bundleOwner: String?

    package init(
        key: Key, call: String, table: String? = "Localizable", bundle: Bundle = .main, hasDefaultValue: Bool = false,
        location: FileLocation, isPreviewOrDebug: Bool = false, language: Language = .swift, accessor: String? = nil,
        isAlwaysFormatted: Bool = false, fallsBackToDevelopmentLanguage: Bool = false, bundleOwner: String? = nil,
        showsValueAsIs: Bool = false
    ) {
        self.showsValueAsIs = showsValueAsIs
        self.key = key
        self.call = call
        self.table = table
        self.bundle = bundle
        self.hasDefaultValue = hasDefaultValue
        self.location = location
        self.isPreviewOrDebug = isPreviewOrDebug
        self.language = language
        self.accessor = accessor
        self.isAlwaysFormatted = isAlwaysFormatted
        self.fallsBackToDevelopmentLanguage = fallsBackToDevelopmentLanguage
        self.bundleOwner = bundleOwner
    }

    /// The call as a reader names it, with the symbol or accessor it goes through: `Text`, `Text .shareSheetTitle`,
    /// `L10n.Settings.title`, `.localized`.
    package var asker: String {
        let accessor: String
        if case .symbol(let symbol) = key { accessor = symbol.written } else if let written = self.accessor {
            accessor = written
        } else {
            return call
        }
        return accessor == call || accessor.hasPrefix(call) ? accessor : "\(call) \(accessor)"
    }

    /// The reference with its bundle that of `file`'s target (an accessor's declaration).
    package func bundle(ownedBy file: String) -> LocalizedStringReference {
        var owned = self
        owned.bundleOwner = file
        return owned
    }

    /// The reference in `table`: a symbol's table, once known.
    package func inTable(_ table: String) -> LocalizedStringReference {
        var moved = self
        moved.table = table
        return moved
    }

    /// The reference with its symbol resolved: the key and table it stands for, the symbol kept as its accessor.
    package func resolved(key: String, table: String) -> LocalizedStringReference {
        var resolved = self
        if case .symbol(let symbol) = self.key, resolved.accessor == nil { resolved.accessor = symbol.written }
        resolved.key = .literal(key)
        resolved.table = table
        return resolved
    }

    /// Whether `candidate` (a table's key) is a key this call may look up.
    package func matches(_ candidate: String) -> Bool {
        switch key {
        case .literal(let key): return key == candidate
        case .prefix(let prefix): return candidate.hasPrefix(prefix)
        case .format(let pattern): return Self.matches(Array(pattern.utf8), Array(candidate.utf8))
        case .symbol: return false
        }
    }

    /// Whether `candidate` is `pattern` with one printf specifier at each `anySpecifier` (a NUL byte).
    static func matches(_ pattern: [UInt8], _ candidate: [UInt8]) -> Bool {
        var p = 0
        var c = 0
        while p < pattern.count {
            if pattern[p] == 0 {
                guard let end = FormatSpecifier.end(in: candidate, at: c) else { return false }
                c = end
                p += 1
            } else {
                guard c < candidate.count, candidate[c] == pattern[p] else { return false }
                c += 1
                p += 1
            }
        }
        return c == candidate.count
    }

    /// Whether a file or type name says the code is for debugging or for Xcode's previews, which no user of the
    /// shipped app reads: one of its words is `Debug` (`DebugMenu`, `FeedDebugView`, `Rules+Debug.swift`,
    /// `debug_menu.m`), `Developer` or `Dev` followed by `Menu`, `Settings`, `Options` or `Tools` (the hidden screens
    /// apps name so), or its last word is `Previews` after `_` or `+` (`ThreadView_Previews`, Xcode's template,
    /// `View+Previews.swift`). Words are split at camel case, digits and anything not a letter. `Preview` alone is
    /// not enough: apps name their own features so (`LinkPreviewView`, `QuickLookPreviewController`), nor is
    /// `Debugger` or `Diagnostics`, which users open too.
    package static func namesDebugOrPreviewCode(_ name: String) -> Bool {
        var words: [(word: String, afterSeparator: Bool)] = []
        var current = ""
        var separated = false
        let scalars = Array(name.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let isLetter = scalar.properties.isAlphabetic
            let isDigit = ("0"..."9").contains(scalar)
            guard isLetter || isDigit else {
                if !current.isEmpty { words.append((current, separated)) }
                current = ""
                separated = true
                continue
            }
            if let last = current.unicodeScalars.last {
                let lastIsDigit = ("0"..."9").contains(last)
                let upper = scalar.properties.isUppercase
                // `fooBar`, `URLDebug` (before the capital that starts a lowercase word), `v2Debug`.
                let nextIsLower = index + 1 < scalars.count && scalars[index + 1].properties.isLowercase
                let boundary = lastIsDigit != isDigit
                    || (upper && (last.properties.isLowercase || (last.properties.isUppercase && nextIsLower)))
                if boundary {
                    words.append((current, separated))
                    current = ""
                    separated = false
                }
            }
            current.unicodeScalars.append(scalar)
        }
        if !current.isEmpty { words.append((current, separated)) }
        let lowered = words.map { $0.word.lowercased() }
        if lowered.contains("debug") { return true }
        for (index, word) in lowered.enumerated().dropLast() where word == "developer" || word == "dev" {
            if ["menu", "settings", "options", "tools"].contains(lowered[index + 1]) { return true }
        }
        if let last = words.last, last.word == "Previews", last.afterSeparator || words.count == 1 { return true }
        return false
    }

    /// Whether a file's path says it holds debugging or preview code: its name (`namesDebugOrPreviewCode`), or a
    /// folder `Preview Content`, where Xcode's template keeps what only previews use (`DEVELOPMENT_ASSET_PATHS`).
    package static func isDebugOrPreviewFile(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        if components.dropLast().contains("Preview Content") { return true }
        guard let file = components.last else { return false }
        let name = file.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? String(file)
        return namesDebugOrPreviewCode(name)
    }

    /// The reference marked as preview or debug code.
    package func markedPreviewOrDebug() -> LocalizedStringReference {
        var marked = self
        marked.isPreviewOrDebug = true
        return marked
    }

    /// Whether the key has a word (two letters in a row) outside its format specifiers: `" @"`, `"100%"`, `"v%@"` and
    /// `"%@ / %@"` have none, and a table that lacks them changes nothing a user reads.
    package var hasLetters: Bool {
        switch key {
        case .literal(let key), .format(let key): Self.hasLetter(Array(key.utf8))
        case .prefix, .symbol: true
        }
    }

    private static func hasLetter(_ bytes: [UInt8]) -> Bool {
        var kept: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), let end = FormatSpecifier.end(in: bytes, at: index) {
                index = end
                continue
            }
            kept.append(bytes[index])
            index += 1
        }
        // Two letters in a row make a word: `v%@` (a version) has nothing to translate.
        var run = 0
        for scalar in String(decoding: kept, as: UTF8.self).unicodeScalars {
            run = scalar.properties.isAlphabetic ? run + 1 : 0
            if run >= 2 { return true }
        }
        return false
    }
}

/// The extent of one printf specifier as Foundation reads a format string: `%lld`, `%1$@`, `%.2f`, `%%`.
enum FormatSpecifier {
    /// The offset after the specifier that starts at `start` (a `%`), or nil when none starts there.
    static func end(in bytes: [UInt8], at start: Int) -> Int? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "%") else { return nil }
        var index = start + 1
        func skip(_ allowed: (UInt8) -> Bool) { while index < bytes.count, allowed(bytes[index]) { index += 1 } }
        let digit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        // A position (`1$`).
        let before = index
        skip(digit)
        if index < bytes.count, bytes[index] == UInt8(ascii: "$"), index > before { index += 1 } else { index = before }
        skip { "-+ #0'".utf8.contains($0) }
        skip { digit($0) || $0 == UInt8(ascii: "*") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            skip { digit($0) || $0 == UInt8(ascii: "*") }
        }
        skip { "hlqLzjt".utf8.contains($0) }
        guard index < bytes.count, "@dDiuUxXoOfFeEgGcCsSpaA%".utf8.contains(bytes[index]) else { return nil }
        return index + 1
    }
}
