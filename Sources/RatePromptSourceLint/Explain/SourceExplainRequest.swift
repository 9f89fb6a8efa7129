import RatePromptFormats
import RatePromptCore
import RatePromptLint
import RatePromptRequests

/// What `rateprompt explain --source DIR` is asked: where the app's code requests a review, in which context and
/// under which conditions, with the source rules' findings about each request.
package struct SourceExplainRequest: Sendable {
    var path: String
    var format: OutputFormat
    /// List the localized strings the code asks for instead of its review requests.
    var strings = false

    /// A request to explain the Swift files below `path` (a folder, or one file), as `text` or `json`. Throws when the
    /// path does not exist or the format is another.
    package init(path: String, format: OutputFormat = .text, strings: Bool = false) throws(RequestError) {
        self.strings = strings
        guard FileSystem.exists(path) else { throw RequestError("no such file or folder: \(path)", parameter: "source") }
        self.path = path
        self.format = try RequestSupport.format(format, default: .text, allowed: [.text, .json], what: "for source")
    }

    /// Reads the Swift files below the path as `lint` does, with every source rule and no `.rateprompt.yml`: an
    /// explanation leaves nothing out that the settings turn off.
    package func run() -> CommandResult<Int> {
        let linted = Linter(configuration: LintConfiguration(), stages: [.source]).lint(path: path)
        if strings {
            let output = format == .json ? StringReferenceFormatter.json(linted.codeStrings)
                : StringReferenceFormatter.text(linted.codeStrings, root: path)
            return CommandResult(value: linted.codeStrings.references.count, output: RequestSupport.bytes(output))
        }
        let files = linted.codeFiles.sorted { $0.path < $1.path }
        let output = format == .json ? RequestSupport.bytes(ReviewRequestFormatter.json(files, findings: linted.findings))
            : RequestSupport.bytes(ReviewRequestFormatter.text(files, findings: linted.findings, root: path))
        return CommandResult(value: files.reduce(0) { $0 + $1.reviewRequests.count }, output: output)
    }
}
