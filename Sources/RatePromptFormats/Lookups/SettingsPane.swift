/// A pane of a Settings bundle (`Settings.bundle/Root.plist`, and the child panes it links): the texts of its
/// `PreferenceSpecifiers`, which the Settings app looks up as keys in the bundle's `<localization>.lproj/<table>.strings`
/// (the pane's `StringsTable`, else the pane's file name), showing a text as written where the table lacks it.
enum SettingsPane {
    /// The specifier keys whose values are looked up: a single text or a list of them.
    static let textKeys: Set = ["Title", "FooterText"]
    static let listKeys: Set = ["Titles", "ShortTitles"]

    /// The texts of the pane in `bytes`, looked up in its strings table.
    static func lookups(_ bytes: UnsafeRawBufferPointer, path: String) -> TableLookups {
        let document = PropertyListReader().read(bytes, path: path)
        var keys: [String] = []
        var table = FileKind.tableName(of: path)
        if let root = document.root?.value, case .dictionary(let entries) = root {
            for entry in entries {
                switch entry.key {
                case "StringsTable": table = entry.value.value.stringValue ?? table
                case "Title": entry.value.value.stringValue.map { keys.append($0) }
                case "PreferenceSpecifiers": collect(entry.value.value, into: &keys)
                default: continue
                }
            }
        }
        return TableLookups(path: path, tableName: table, keys: keys, diagnostics: document.diagnostics,
                            showsKeyWhenMissing: true)
    }

    private static func collect(_ specifiers: PropertyListValue, into keys: inout [String]) {
        guard case .array(let items) = specifiers else { return }
        for item in items {
            guard case .dictionary(let entries) = item.value else { continue }
            for entry in entries {
                if textKeys.contains(entry.key), let text = entry.value.value.stringValue, !text.isEmpty {
                    keys.append(text)
                } else if listKeys.contains(entry.key), case .array(let texts) = entry.value.value {
                    keys += texts.compactMap { $0.value.stringValue }.filter { !$0.isEmpty }
                }
            }
        }
    }
}
