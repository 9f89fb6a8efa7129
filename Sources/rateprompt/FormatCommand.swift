import ArgumentParser
import RatePromptRequests

struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Rewrite String Catalogs (.xcstrings) byte for byte as Xcode writes them.",
        discussion: """
            Each PATH (default: the current folder) is a folder, searched with everything below it (.build, .git, \
            DerivedData and the like left out), or a catalog. A catalog is written as Xcode writes it: two spaces a \
            level, "key" : value, keys in Xcode's order at every level, no line break at the end; a catalog Xcode \
            wrote is left as it is, and the same content in any other order becomes Xcode's bytes. Every value is \
            kept as it is. .strings and .stringsdict files are never changed. A file is replaced in one step, \
            never through a link out of the folder given, never when it is read-only or has an error (reported as \
            path:line:column:). The catalogs changed are printed, one a line. Exit status: 0, or 1 when a catalog \
            could not be read or written, and with --check when one would change.
            """
    )

    @Flag(name: .long, help: "Write nothing: list the catalogs that would change, and exit 1 if there are any.")
    var check = false

    @Argument(help: "Folders or String Catalogs to format.")
    var paths: [String] = []

    func run() throws {
        try FormatRequest(paths: paths, check: check).run().finish()
    }
}
