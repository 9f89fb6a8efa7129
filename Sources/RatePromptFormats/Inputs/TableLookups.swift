/// Keys that a file other than the app's code makes the system look up in a string table of the same bundle: the
/// ids of an intent definition in its `<table>.strings` translations, the titles of a Settings bundle's pane in its
/// `<pane>.strings`. A translation's key among them is used, whatever the table's source localization holds. Any input
/// kind may yield these (`InputRegistry.Yield.lookups`); lint reads them without knowing which kind wrote them.
package struct TableLookups: Sendable {
    package internal(set) var path: String
    /// The table the keys are looked up in (`Widget` for `Base.lproj/Widget.intentdefinition`).
    package internal(set) var tableName: String
    /// The keys, in the order the file gives them.
    package internal(set) var keys: [String]
    /// What reading the file reported.
    package internal(set) var diagnostics: [Diagnostic]
    /// Whether a key the table lacks shows as written: a Settings pane's title is its own key, while an intent's id
    /// stands for the intent definition's text, which shows instead.
    package internal(set) var showsKeyWhenMissing: Bool

    package init(
        path: String, tableName: String, keys: [String] = [], diagnostics: [Diagnostic] = [], showsKeyWhenMissing: Bool = false
    ) {
        self.path = path
        self.tableName = tableName
        self.keys = keys
        self.diagnostics = diagnostics
        self.showsKeyWhenMissing = showsKeyWhenMissing
    }

    /// The folder whose `.lproj` folders hold the table's translations: the one above the file's `.lproj` folder,
    /// else the file's own folder.
    package var bundleFolder: String { Input.bundleFolder(of: path) }
}
