import ArgumentParser

/// `--preferred`: the user's languages, English unless given (`render`, `promotions`). `locale` declares it as
/// required, since a match without languages answers nothing, with this help.
struct LanguageOptions: ParsableArguments {
    static var help: ArgumentHelp { "The user's preferred languages, most preferred first, comma-separated." }

    @Option(name: .long, help: Self.help)
    var preferred: String = "en"

    /// The languages, most preferred first.
    var preferences: [String] { CommaSeparatedList.items(preferred) }
}
