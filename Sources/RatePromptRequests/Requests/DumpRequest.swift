import RatePromptFormats
import RatePromptCore
import RatePromptOutput

/// What `rateprompt dump` is asked: the parsed content of `.strings` files and property lists, as JSON.
public struct DumpRequest: Sendable {
    var paths: [String]
    var locations: Bool
    var compact: Bool

    /// A request to read `paths`: a `.strings` file as an object of key to value, the last duplicate winning as on a
    /// device; a `.stringsdict` as its rules; a String Catalog or other JSON as its value tree; a property list (XML,
    /// binary or OpenStep) as its value tree, dates as ISO 8601 strings and data as base64. Several files make one
    /// object keyed by path. `locations` wraps every value as `{line, column, value}` (offset for binary property
    /// lists); `compact` writes each file's JSON on one line.
    public init(paths: [String], locations: Bool = false, compact: Bool = false) {
        self.paths = paths
        self.locations = locations
        self.compact = compact
    }

    /// A localization catalog (`de.xcloc`) stands for the XLIFF files in its `Localized Contents`; any other path
    /// for itself.
    static func files(in path: String) -> [String] {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        guard InputRegistry.isLocalizationCatalog(trimmed), FileSystem.isDirectory(trimmed) else { return [path] }
        let folder = trimmed + "/Localized Contents"
        let found = InputFiles.below(folder).inputs(of: [.translation]).map(\.path)
        return found.isEmpty ? [folder] : found
    }

    /// Reads every file. The exit status is 1 when a file could not be read; nothing is written when none could.
    public func run() -> CommandResult<Void> {
        let dumps = paths.flatMap(Self.files(in:)).map { FileDump(path: $0, includesLocations: locations) }
        let diagnostics = dumps.flatMap(\.diagnostics)
        let readable = dumps.compactMap { dump in dump.content.map { (VisibleText.name(dump.path), $0) } }
        guard !readable.isEmpty else { return CommandResult(value: (), diagnostics: diagnostics, exitStatus: 1) }
        // Written as bytes: a large file's JSON never becomes a String.
        var writer = JSONWriter(pretty: !compact)
        if dumps.count == 1 {
            readable[0].1.write(to: &writer)
        } else {
            writer.beginObject()
            for (path, content) in readable {
                writer.key(path)
                content.write(to: &writer)
            }
            writer.endObject()
        }
        writer.appendLineBreak()
        return CommandResult(value: (), diagnostics: diagnostics, output: writer.bytes,
                             exitStatus: dumps.contains(where: \.failed) ? 1 : 0)
    }
}
