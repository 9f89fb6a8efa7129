import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// What `rateprompt dump` shows for one file: its content as JSON, or the reason it could not be read.
package struct FileDump: Sendable {
    package var path: String
    /// Nil when the file does not parse (Apple would not load it either).
    package var content: Content?
    /// Everything the reader reported, errors and warnings, in file order.
    package var diagnostics: [Diagnostic]

    package var failed: Bool { content == nil }

    /// A file's content, as JSON or as the property list to write as JSON.
    package enum Content: Sendable {
        case json(JSONValue)
        // Written straight from the parsed values: a 20 MB file is not copied into a JSON tree first.
        case propertyList(PropertyListNode, PropertyListJSON)
        case strings(StringsFile, PropertyListJSON)

        package func write(to writer: inout JSONWriter) {
            switch self {
            case .json(let value): writer.value(value)
            case .propertyList(let node, let json): json.write(node, to: &writer)
            case .strings(let file, let json): json.write(file, to: &writer)
            }
        }
    }

    /// Reads `path` with the reader its name calls for: `.strings` files as a device loads them (a table, the last
    /// duplicate winning), `.stringsdict` files as their rules, String Catalogs and other JSON as their value tree,
    /// XLIFF as its files and units, anything else as a property list.
    package init(path: String, includesLocations: Bool = false) {
        self.path = path
        let json = PropertyListJSON(includesLocations: includesLocations)
        if path.hasSuffix(".strings") {
            let file = StringsFileParser().parse(contentsOf: path)
            content = file.isLoadable ? .strings(file, json) : nil
            diagnostics = file.diagnostics
        } else if FileKind.of(path) == .translation {
            let document = XLIFFDocument(contentsOf: path)
            content = document.isLoadable ? .json(json.json(for: document)) : nil
            diagnostics = document.diagnostics
        } else if FileKind.of(path) == .pluralTable {
            let dictionary = StringsDictionary(contentsOf: path)
            content = dictionary.isLoadable ? .json(json.json(for: dictionary)) : nil
            diagnostics = dictionary.diagnostics
        } else {
            let document = PropertyListDocument.read(contentsOf: path, catalogAsJSON: true)
            content = document.root.map { .propertyList($0, json) }
            diagnostics = document.diagnostics
        }
        diagnostics.sort { $0.location < $1.location }
    }
}
