import ArgumentParser
import Foundation
import RatePromptFormats
import RatePromptCore
import RatePromptLint
import RatePromptOutput

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write one HTML page that shows every localization's rating prompt as the iOS alert, for translators.",
        discussion: """
            The page is self-contained (no network, no fonts or images): open it in any browser. Each card shows \
            one localization in the app, game and update variants, light or dark, with where every string came \
            from (hover for file and line), fallback strings marked, the findings about its files, and a warning \
            when a button label or the message does not fit the alert. With --watch the page is rebuilt whenever \
            an input file changes; reload the browser to see it.
            """
    )

    @Option(name: .long, help: "A folder with the app's .lproj folders (default: RatePrompt's own localizations).")
    var project: String?

    @Option(name: .long, help: "A configuration file (property list or JSON).")
    var config: String?

    @Option(name: .long, help: "The app name put in place of %@ (default: the configuration's applicationName, else MyApp).")
    var appName: String?

    @Option(name: .long, help: "The app table that holds the prompt keys.")
    var table: String = "Localizable"

    @Option(name: .long, help: "The page to write.")
    var out: String = "rateprompt-preview.html"

    @Flag(name: .long, help: "Rebuild the page whenever an input file changes, until interrupted.")
    var watch = false

    func validate() throws {
        let name = out.lowercased()
        guard name.hasSuffix(".html") || name.hasSuffix(".htm") else {
            throw ValidationError("--out takes an .html file name; got '\(out)'")
        }
    }

    func run() throws {
        if watch {
            try runWatching()
        } else {
            let outcome = rebuild()
            guard outcome.written else { throw ExitCode.failure }
            Output.line("Wrote \(outcome.path) (\(outcome.cards) localization\(outcome.cards == 1 ? "" : "s"))")
            if outcome.failed { throw ExitCode.failure }
        }
    }

    private struct Outcome {
        var written: Bool
        /// The page was built but could not be written: the --out path is wrong, not an input.
        var writeFailed = false
        var failed: Bool
        var path: String
        var cards: Int
    }

    /// Builds and writes the page, printing every finding on standard error.
    private func rebuild() -> Outcome {
        let path = URL(fileURLWithPath: out).standardizedFileURL.path
        let build = PreviewPage.build(project: project, configuration: config, appName: appName, tableName: table)
        build.diagnostics.forEach { StandardError.print($0.description) }
        build.notes.forEach { StandardError.print("note: \($0)") }
        let failed = build.hasErrors
        guard let page = build.page else { return Outcome(written: false, failed: true, path: path, cards: 0) }
        do {
            try AtomicFileWriter().write(Data(page.html().utf8), to: out, inputs: inputs())
        } catch {
            StandardError.print(error.description)
            return Outcome(written: false, writeFailed: true, failed: true, path: path, cards: page.cards.count)
        }
        return Outcome(written: true, failed: failed, path: path, cards: page.cards.count)
    }

    private func inputs() -> [String] {
        PreviewPage.inputPaths(project: project, configuration: config)
    }

    /// Polls the inputs every half second and rebuilds on a change; SIGINT or SIGTERM ends the loop between polls,
    /// so a rebuild in progress always finishes its write.
    private func runWatching() throws {
        let stop = DispatchSemaphore(value: 0)
        let signals = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stop.signal() }
            source.resume()
            return source
        }
        defer { signals.forEach { $0.cancel() } }
        let first = rebuild()
        // A wrong --out, a missing project folder or configuration ends the command; a bad input file does not,
        // since it may be fixed while watching.
        if first.writeFailed || (!first.written && inputIsMissing()) { throw ExitCode.failure }
        let (project, config) = (project, config)
        var watcher = FileChangeWatcher(paths: { PreviewPage.inputPaths(project: project, configuration: config) })
        let root = project.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        Output.line(first.written ? "Wrote \(first.path) (\(first.cards) localizations)" : "Not written yet: \(first.path)")
        Output.line("Watching \(watcher.current.count) file\(watcher.current.count == 1 ? "" : "s"); press Ctrl-C to stop.")
        let clock = DateFormatter()
        clock.dateFormat = "HH:mm:ss"
        while stop.wait(timeout: .now() + .milliseconds(500)) == .timedOut {
            let changes = watcher.poll()
            guard !changes.isEmpty else { continue }
            let outcome = rebuild()
            let what = FileChangeWatcher.summary(changes, relativeTo: root)
            Output.line("\(clock.string(from: Date())) \(outcome.written ? "rebuilt" : "not rebuilt (see above)"): \(what)")
        }
        Output.line("Stopped.")
    }

    private func inputIsMissing() -> Bool {
        if let project, !FileSystem.isDirectory(project) { return true }
        if let config, !FileSystem.exists(config) { return true }
        return false
    }
}

/// Standard output for a long-running command: each line written at once (no buffer), so that a pipe or a file
/// sees it while the command runs.
enum Output {
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
