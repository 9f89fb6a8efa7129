import ArgumentParser
import RatePromptRequests

struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the parsed content of .strings, .stringsdict, .xcstrings files and property lists as JSON.",
        discussion: """
            A .strings file prints as an object of key to value, the last duplicate winning as on a device; a \
            .stringsdict as its rules (format, variables and their forms; device and width variants); a String \
            Catalog or other JSON as its value tree; a property list (XML, binary or OpenStep) prints as its value tree, dates as ISO 8601 strings and data as \
            base64. Several files print as one object keyed by path. Problems go to standard error as \
            path:line:column: lines; the exit status is 1 when any file could not be read.
            """
    )

    @Flag(name: .long, help: "Wrap every value as {line, column, value} (offset for binary plists).")
    var locations = false

    @Flag(name: .long, help: "Print each file's JSON on one line.")
    var compact = false

    @Argument(help: "The files to read.")
    var files: [String]

    func run() throws {
        try DumpRequest(paths: files, locations: locations, compact: compact).run().finish()
    }
}
