import RatePromptFormats

/// A configuration file and what loading it gave.
package struct ConfigurationFile: Sendable {
    package internal(set) var path: String
    package internal(set) var configuration: PromptConfiguration
    package internal(set) var diagnostics: [Diagnostic]
    package internal(set) var isReadable: Bool

    package init(path: String, result: ConfigurationLoader.Result) {
        self.path = path
        configuration = result.configuration
        diagnostics = result.diagnostics
        isReadable = result.isReadable
    }

    /// Where `name` is set in this file, else the start of the file.
    package func location(of name: String) -> FileLocation {
        if case .file(let location)? = configuration.setting(name)?.source { return location }
        return FileLocation(path: path, position: .start)
    }

    /// Whether the file sets `name` itself.
    package func sets(_ name: String) -> Bool {
        if case .file? = configuration.setting(name)?.source { return true }
        return false
    }
}
