/// An intent definition (`Base.lproj/<table>.intentdefinition`, the XML property list Xcode's intent editor writes):
/// the ids of its texts, which the system looks up in the `<table>.strings` of each localization.
///
/// Every text the editor lets one translate sits beside an id under the same key with `ID` appended
/// (`INIntentTitle` and `INIntentTitleID`, `INEnumValueDisplayName` and `INEnumValueDisplayNameID`), and the
/// translations are keyed by that id (`"16wxgf" = "Poster sur Mastodon";`). An id may stand without its text (a
/// parameter's default value left empty), so every `IN…ID` string counts, at any depth.
enum IntentDefinition {
    /// The ids of the intent definition in `bytes`, looked up in the table of the file's name.
    static func lookups(_ bytes: UnsafeRawBufferPointer, path: String) -> TableLookups {
        let document = PropertyListReader().read(bytes, path: path)
        var keys: [String] = []
        if let root = document.root?.value { collect(root, into: &keys) }
        return TableLookups(path: path, tableName: FileKind.tableName(of: path), keys: keys,
                            diagnostics: document.diagnostics)
    }

    private static func collect(_ value: PropertyListValue, into keys: inout [String]) {
        switch value {
        case .dictionary(let entries):
            for entry in entries {
                if let id = entry.value.value.stringValue, entry.key.hasPrefix("IN"), entry.key.hasSuffix("ID") {
                    keys.append(id)
                } else {
                    collect(entry.value.value, into: &keys)
                }
            }
        case .array(let items):
            for item in items { collect(item.value, into: &keys) }
        default:
            break
        }
    }
}
