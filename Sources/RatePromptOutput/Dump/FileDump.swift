import RatePromptFormats
import RatePromptCore
import RatePromptLint

/// What `rateprompt dump` shows for one file: its content as JSON, or the reason it could not be read.
package struct FileDump: Sendable {
    package internal(set) var path: String
    /// Nil when the file does not parse (Apple would not load it either).
    package internal(set) var content: Content?
    /// Everything the reader reported, errors and warnings, in file order.
    package internal(set) var diagnostics: [Diagnostic]

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

    /// Reads `path` as the registry of inputs says `dump` shows its kind (`InputRegistry.dump`): `.strings` files as a
    /// device loads them (a table, the last duplicate winning), `.stringsdict` files as their rules, XLIFF as its
    /// files and units, String Catalogs, StoreKit configurations and other JSON as their value tree, anything else as
    /// a property list.
    package init(path: String, includesLocations: Bool = false) {
        self.path = path
        (content, diagnostics) = Self.read(path, json: PropertyListJSON(includesLocations: includesLocations))
        diagnostics.sort { $0.location < $1.location }
    }

    private static func read(_ path: String, json: PropertyListJSON) -> (Content?, [Diagnostic]) {
        switch InputRegistry.dump(path) {
        case .strings(let file): (file.isLoadable ? .strings(file, json) : nil, file.diagnostics)
        case .translation(let document): (document.isLoadable ? .json(json.json(for: document)) : nil, document.diagnostics)
        case .pluralRules(let rules): (rules.isLoadable ? .json(json.json(for: rules)) : nil, rules.diagnostics)
        case .tree(let document): (document.root.map { .propertyList($0, json) }, document.diagnostics)
        }
    }
}
