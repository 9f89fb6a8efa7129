import ArgumentParser

extension LintCommand {
    /// `lint ARGUMENTS` read without the argument parser, for the forms a build phase, the plugin and CI write
    /// (paths, `--reporter json`, `--strict`, `--settings FILE`, …): the parser finds a command's options by
    /// reflection and dynamic casts, a few milliseconds of a small app's whole lint on every build. Nil for anything
    /// else (help, `--option=value`, `--`, a repeated or unknown option, an option without its value), which the
    /// argument parser then reads as always; a test holds both readings equal.
    static func parsedDirectly(_ arguments: [String]) -> LintCommand? {
        var paths: [String] = []
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                paths.append(argument)
                continue
            }
            if Self.directFlags.contains(argument) {
                guard flags.insert(argument).inserted else { return nil }
            } else if Self.directOptions.contains(argument), index < arguments.count,
                      !arguments[index].hasPrefix("-"), values[argument] == nil {
                values[argument] = arguments[index]
                index += 1
            } else {
                return nil
            }
        }
        var command = LintCommand()
        command.paths = paths
        command.reporter = values["--reporter"] ?? "xcode"
        command.strict = flags.contains("--strict")
        command.baseline = values["--baseline"]
        command.writeBaseline = values["--write-baseline"]
        command.newSince = values["--new-since"]
        command.settings = values["--settings"]
        command.fix = flags.contains("--fix")
        command.dryRun = flags.contains("--dry-run")
        command.quiet = flags.contains("--quiet")
        command.stamp = values["--stamp"]
        return command
    }

    private static let directFlags: Set<String> = ["--strict", "--fix", "--dry-run", "--quiet"]
    private static let directOptions: Set<String> = [
        "--reporter", "--baseline", "--write-baseline", "--new-since", "--settings", "--stamp",
    ]
}
