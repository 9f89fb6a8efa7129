import Foundation

/// An XLIFF 1.2 file as Xcode exports it for translators (`Localized Contents/de.xliff` of a `de.xcloc`): one `<file>`
/// per source file of the app, each holding a `<trans-unit>` per string with its `<source>`, an optional `<target>`
/// (absent: not translated yet) with its `state`, and the developer's comment as `<note>` (Documentation/XLIFF.md,
/// "Elements").
///
/// Units keep Xcode's ids as they are: a `.strings` key, a `.stringsdict` form's path
/// (`/KEY:dict/VAR:dict/one:dict/:string`), a String Catalog variation (`KEY|==|plural.one`). `catalogs()` reads
/// those ids back into the String Catalog model, so that every command treats a translator's file as it treats the
/// app's own catalogs.
package struct XLIFFDocument: Sendable {
    /// One `<file>`: one source file of the app in one target language.
    package struct File: Sendable {
        /// The source file's path in the project, as Xcode wrote it (`App/en.lproj/Localizable.strings`).
        package internal(set) var original: String
        package internal(set) var sourceLanguage: String?
        package internal(set) var targetLanguage: String?
        package internal(set) var position: TextPosition
        package internal(set) var units: [Unit]
    }

    /// One `<trans-unit>`.
    package struct Unit: Sendable {
        package internal(set) var id: String
        package internal(set) var position: TextPosition
        package internal(set) var source: String?
        var sourcePosition: TextPosition
        /// Nil when the unit has no `<target>`: not translated yet.
        package internal(set) var target: String?
        var targetPosition: TextPosition
        /// The target's `state` (`new`, `needs-review-translation`, `translated`, `final`, …).
        package internal(set) var state: String?
        /// The `<note>`s: the developer's comments.
        package internal(set) var notes: [String]
    }

    package internal(set) var path: String
    package internal(set) var files: [File]
    /// Everything the reader found wrong, in file order.
    package internal(set) var diagnostics: [Diagnostic]
    /// False when the file is not XLIFF that Xcode could import.
    package internal(set) var isLoadable: Bool

    /// Reads the file at `path`; a file that cannot be read gives a document with that diagnostic.
    package init(contentsOf path: String) {
        switch InputFile.read(path) {
        case .success(let data):
            self = data.withUnsafeBytes { XLIFFDocument($0, path: path) }
        case .failure(let diagnostic):
            self.init(path: path, files: [], diagnostics: [diagnostic], isLoadable: false)
        }
    }

    /// Reads XLIFF bytes, naming them `path` in diagnostics.
    package init(_ bytes: UnsafeRawBufferPointer, path: String) {
        self = XLIFFReader(path: path).read(bytes)
    }

    package init(path: String, files: [File], diagnostics: [Diagnostic], isLoadable: Bool) {
        self.path = path
        self.files = files
        self.diagnostics = diagnostics
        self.isLoadable = isLoadable
    }
}

extension XLIFFDocument.File {
    /// What kind of file of the app the `<file>` stands for, by the extension of `original`.
    package enum Origin: Sendable {
        case strings, stringsdict, catalog, other
    }

    package var origin: Origin {
        let name = original.split(separator: "/").last.map { $0.lowercased() } ?? ""
        if name.hasSuffix(".strings") { return .strings }
        if name.hasSuffix(".stringsdict") { return .stringsdict }
        if name.hasSuffix(".xcstrings") { return .catalog }
        return .other
    }

    /// The table's folder and name, without the localization folder and extension (`App/Localizable` for
    /// `App/en.lproj/Localizable.strings` and `App/en.lproj/Localizable.stringsdict` alike).
    var tableKey: String {
        var components = original.split(separator: "/").map(String.init)
        guard !components.isEmpty else { return original }
        components[components.count - 1] = tableName
        if components.count > 1, components[components.count - 2].lowercased().hasSuffix(".lproj") {
            components.remove(at: components.count - 2)
        }
        return components.joined(separator: "/")
    }

    /// The table the file feeds: the name of `original` without its extension (`Localizable`).
    package var tableName: String {
        URL(fileURLWithPath: original).deletingPathExtension().lastPathComponent
    }
}
