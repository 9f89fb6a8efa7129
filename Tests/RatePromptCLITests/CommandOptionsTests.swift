import Foundation
import Testing
import RatePromptRequests
import RatePromptSourceLint

/// The command line as the parser declares it, read from the built tool's `--experimental-dump-help`: every option of
/// every command with its names, value, default, allowed values and visibility. Users' scripts depend on these, so the
/// whole list is a golden file (`Tests/Fixtures/Golden/options.out`, see `GoldenOutputTests.options`); the tests here
/// check what a golden file cannot: that `--format` takes exactly the formats each command prints, and that an
/// option several commands share is declared the same in each.
@Suite("Command options")
struct CommandOptionsTests {
    /// One argument of one command, as the dump describes it.
    struct Argument {
        var command: String
        var fields: [String: Any]

        var names: [String] {
            ((fields["names"] as? [[String: String]]) ?? []).map { name in
                switch name["kind"] {
                case "short", "longWithSingleDash": "-" + (name["name"] ?? "")
                default: "--" + (name["name"] ?? "")
                }
            }
        }

        var values: [String] { (fields["allValues"] as? [String]) ?? [] }

        /// One line for the golden file: names, value, and what the parser does with it; then its help, indented.
        var listing: String {
            var line = names.isEmpty ? "<\(fields["valueName"] as? String ?? "")>" : names.joined(separator: ", ")
            if fields["kind"] as? String == "option" { line += " <\(fields["valueName"] as? String ?? "")>" }
            var traits = [fields["kind"] as? String ?? "?"]
            if fields["isOptional"] as? Bool == false { traits.append("required") }
            if fields["isRepeating"] as? Bool == true { traits.append("repeating") }
            if let parsing = fields["parsingStrategy"] as? String, parsing != "default" { traits.append("parsing \(parsing)") }
            if let value = fields["defaultValue"] as? String { traits.append("default \(value)") }
            if !values.isEmpty { traits.append("values " + values.joined(separator: ", ")) }
            if let completion = fields["completionKind"] {
                let listed = (completion as? [String: [String: [String]]])?["list"]?["values"]
                if listed != values {
                    let data = try? JSONSerialization.data(withJSONObject: completion, options: [.sortedKeys])
                    traits.append("completion " + (data.map { String(decoding: $0, as: UTF8.self) } ?? "?"))
                }
            }
            if fields["shouldDisplay"] as? Bool == false { traits.append("hidden") }
            var text = "  \(line)  (\(traits.joined(separator: "; ")))\n"
            for key in ["abstract", "discussion"] {
                if let help = fields[key] as? String, !help.isEmpty { text += "      \(help)\n" }
            }
            return text
        }
    }

    /// Every command's arguments, in the order the parser declares them, keyed by the command's path
    /// (`rateprompt config show`).
    static func arguments() async throws -> [(command: String, arguments: [Argument])] {
        let result = try await CommandRunner.run(["--experimental-dump-help"])
        #expect(result.status == 0, "\(result.stderr)")
        let dump = try #require(try result.json() as? [String: Any])
        var commands: [(command: String, arguments: [Argument])] = []
        func walk(_ command: [String: Any], under parent: String?) {
            let name = [parent, command["commandName"] as? String].compactMap { $0 }.joined(separator: " ")
            let arguments = ((command["arguments"] as? [[String: Any]]) ?? []).map { Argument(command: name, fields: $0) }
            commands.append((name, arguments))
            for subcommand in (command["subcommands"] as? [[String: Any]]) ?? [] { walk(subcommand, under: name) }
        }
        walk(try #require(dump["command"] as? [String: Any]), under: nil)
        return commands
    }

    /// The golden file's text: each command, then its arguments.
    static func listing() async throws -> String {
        try await arguments().map { command in
            "\(command.command)\n" + command.arguments.map(\.listing).joined()
        }.joined(separator: "\n")
    }

    // MARK: - One declaration for a shared option

    /// The options several commands share through one option group, and the commands that use it: each must list
    /// the option exactly alike (names, value, default, help). A command that declared its own copy again, with
    /// another spelling, default or help, fails here.
    static let shared: [(option: String, commands: [String])] = [
        ("--config", ["render", "preview", "explain", "simulate"]),
        ("--rules", ["explain", "simulate"]),
        ("--platform", ["explain", "simulate"]),
        ("--project", ["render", "locale"]),
        ("--table", ["render", "locale"]),
        ("--preferred", ["render", "promotions"]),
        ("--app-name", ["render", "preview"]),
        ("--explain", ["render", "locale", "promotions"]),
    ]

    @Test func aSharedOptionIsTheSameInEveryCommand() async throws {
        let commands = try await Self.arguments()
        for (option, users) in Self.shared {
            let listings = try users.map { user in
                let arguments = try #require(commands.first { $0.command == "rateprompt " + user }?.arguments, "\(user)")
                return try #require(arguments.first { $0.names.contains(option) }, "\(user) has no \(option)").listing
            }
            #expect(Set(listings).count == 1, "\(option) differs between \(users): \(listings)")
        }
        // locale's --preferred is required, the others' default to en; its help is the same.
        let locale = try #require(commands.first { $0.command == "rateprompt locale" }?.arguments)
        let render = try #require(commands.first { $0.command == "rateprompt render" }?.arguments)
        let preferred = try #require(locale.first { $0.names == ["--preferred"] })
        #expect(preferred.fields["isOptional"] as? Bool == false)
        #expect(preferred.fields["abstract"] as? String
                == render.first { $0.names == ["--preferred"] }?.fields["abstract"] as? String)
    }

    /// A request names the parameter at fault; the command names the option that stands for it, which is not always
    /// the parameter's name (`version` is `--app-version`, since `--version` is the tool's).
    @Test func aUsageErrorNamesTheOption() async throws {
        let cases: [(arguments: [String], message: String)] = [
            (["render", "--preferred", ","], "Error: --preferred needs at least one language"),
            (["render", "--project", Self.fixtures + "/projects/app", "--key", "k", "--preferred", " "],
             "Error: --preferred needs at least one language"),
            (["locale", "--available", "en", "--preferred", ","], "Error: --preferred needs at least one language"),
            (["promotions", "--preferred", ","], "Error: --preferred needs at least one language"),
            (["promotions", "--hide", "a", "--show", "a"], "Error: --show names \"a\", which is hidden too"),
            (["explain", "--state", Self.fixtures + "/state/waiting.json", "--app-version", " "],
             "Error: --app-version needs a version"),
            (["explain", "--source", "/nonexistent/app"], "Error: --source no such file or folder"),
            (["preview", "--out", "page.txt"], "Error: --out takes an .html file name"),
            (["simulate", "--days", "30", "--launches-per-week", "7", "--summary", "--format", "csv"],
             "Error: --summary takes text or json"),
            (["config", "show", Self.fixtures + "/config/valid.json", "--format", "plist"],
             "Error: --format takes text, json for a configuration file, not plist"),
        ]
        for (arguments, message) in cases {
            let result = try await CommandRunner.run(arguments)
            #expect(result.status == 64 && result.stdout.isEmpty, "\(arguments): \(result.status)")
            #expect(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
        }
    }

    // MARK: - --format takes what the command prints

    /// One way to run a command, and which formats its request takes: the request decides what it can print, and the
    /// command's `--format` must list exactly the formats of its requests.
    struct FormatCase: CustomTestStringConvertible, Sendable {
        var name: String
        var command: String
        var arguments: [String]
        var directory: String?
        var takes: @Sendable (OutputFormat) -> Bool
        var testDescription: String { name }
    }

    static let fixtures = CommandRunner.fixtures.path
    static let promotions = GoldenOutputTests.promotions

    /// Whether building a request with `format` succeeds.
    static func takes(_ build: () throws -> Void) -> Bool {
        (try? build()) != nil
    }

    static let formatCases: [FormatCase] = [
        FormatCase(name: "render", command: "render", arguments: ["render", "--app-name", "Ledger"]) { format in
            takes { _ = try RenderRequest(format: format) }
        },
        FormatCase(name: "render --key", command: "render",
                   arguments: ["render", "--project", fixtures + "/projects/app", "--key", "iRateMessageTitle"]) { format in
            takes { _ = try RenderKeyRequest(key: "k", preferences: ["en"], project: ".", format: format) }
        },
        FormatCase(name: "explain --state", command: "explain",
                   arguments: ["explain", "--state", fixtures + "/state/waiting.json", "--now", "2025-03-04T09:00:00Z"]) { format in
            takes { _ = try ExplainRequest(state: "state.json", format: format) }
        },
        FormatCase(name: "explain --source", command: "explain",
                   arguments: ["explain", "--source", fixtures + "/source/UIKitJournal"]) { format in
            takes { _ = try SourceExplainRequest(path: fixtures + "/source/UIKitJournal", format: format) }
        },
        FormatCase(name: "simulate", command: "simulate",
                   arguments: ["simulate", "--days", "30", "--launches-per-week", "7"]) { format in
            takes { _ = try SimulateRequest(days: 30, launchesPerWeek: 7, format: format) }
        },
        FormatCase(name: "promotions", command: "promotions", arguments: ["promotions"], directory: promotions) { format in
            takes { _ = try PromotionsRequest(format: format) }
        },
        // `rules` has no request: it prints RuleDocumentation's text or its Markdown page.
        FormatCase(name: "rules", command: "rules", arguments: ["rules"]) { [.text, .markdown].contains($0) },
        FormatCase(name: "config --schema", command: "config", arguments: ["config", "--schema"]) { format in
            takes { _ = try ConfigurationRequest(format: format) }
        },
        FormatCase(name: "config show", command: "config",
                   arguments: ["config", "show", fixtures + "/config/valid.json"]) { format in
            takes { _ = try ConfigurationRequest(file: "settings.json", format: format) }
        },
    ]

    /// The values `--format` lists for each command, and the commands that have none.
    static func listedFormats() async throws -> [String: [String]] {
        var listed: [String: [String]] = [:]
        for (command, arguments) in try await arguments() {
            if let format = arguments.first(where: { $0.names == ["--format"] }) {
                listed[String(command.dropFirst("rateprompt ".count))] = format.values
            }
        }
        return listed
    }

    /// `--format` is declared by exactly the commands here, each listing the formats its requests take, each once. A
    /// format a command lists but cannot print, or one it can print but does not list, fails.
    @Test func formatListsWhatTheRequestsTake() async throws {
        let listed = try await Self.listedFormats()
        #expect(Set(listed.keys) == Set(Self.formatCases.map(\.command)))
        for command in Set(Self.formatCases.map(\.command)) {
            let cases = Self.formatCases.filter { $0.command == command }
            let taken = OutputFormat.allCases.filter { format in cases.contains { $0.takes(format) } }.map(\.rawValue)
            #expect(Set(listed[command] ?? []) == Set(taken), "\(command) lists \(listed[command] ?? []); its requests take \(taken)")
            #expect(listed[command]?.count == taken.count, "\(command) lists a format twice")
        }
    }

    /// Each format the request takes prints something of its own. One that only another mode of the command takes
    /// (`config show` and the schema's plist) is refused by the request; any other by the parser, which names the
    /// formats the command lists. Either refusal is a usage error (64) that prints nothing.
    @Test(arguments: formatCases)
    func everyFormatRunsOrIsRefused(_ formatCase: FormatCase) async throws {
        let listed = try #require(try await Self.listedFormats()[formatCase.command])
        let modes = Self.formatCases.filter { $0.command == formatCase.command }
        var outputs: [String: OutputFormat] = [:]
        for format in OutputFormat.allCases {
            let result = try await CommandRunner.run(formatCase.arguments + ["--format", format.rawValue],
                                                     in: formatCase.directory.map(URL.init(fileURLWithPath:)))
            if formatCase.takes(format) {
                #expect(result.status == 0 && !result.stdout.isEmpty, "\(format): \(result.status) \(result.stderr)")
                #expect(outputs.updateValue(format, forKey: result.stdout) == nil, "\(format) prints what another format does")
                continue
            }
            #expect(result.status == 64 && result.stdout.isEmpty, "\(format): \(result.status)")
            if modes.contains(where: { $0.takes(format) }) {
                #expect(result.stderr.contains("--format takes "), "\(format): \(result.stderr)")
                #expect(result.stderr.contains("not \(format.rawValue)"), "\(format): \(result.stderr)")
            } else {
                let quoted = listed.map { "'\($0)'" }
                let names = quoted.count == 2 ? quoted.joined(separator: " and ")
                    : quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
                #expect(result.stderr.hasPrefix("Error: The value '\(format.rawValue)' is invalid for '--format <format>'. "
                                                + "Please provide one of \(names).\n"), "\(format): \(result.stderr)")
            }
        }
    }
}
