import ArgumentParser

/// `--config` for the commands that read a configuration file only when given one: `render`, `preview`, and
/// `explain` and `simulate` through `PolicyOptions`. `promotions` declares its own, since without one it looks for
/// the file below `--project`.
struct ConfigurationOption: ParsableArguments {
    @Option(name: .long, help: "A configuration file (property list or JSON); iRate's defaults without it.")
    var config: String?
}
