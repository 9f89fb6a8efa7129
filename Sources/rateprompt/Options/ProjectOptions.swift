import ArgumentParser

/// `--project` and `--table`: the app's folder, and the table whose bundle answers (`render`, `locale`). `preview`
/// and `promotions` declare their own `--project`, since theirs default to something else and `preview`'s `--table`
/// to no table under `--strings`.
struct ProjectOptions: ParsableArguments {
    @Option(name: .long, help: "A folder with the app's .lproj folders and String Catalogs, or a translator's .xliff or .xcloc.")
    var project: String?

    @Option(name: .long, help: """
        With --project, the app's table that holds the prompt keys; the localizations are those of the bundle \
        that holds it.
        """)
    var table: String = "Localizable"
}
