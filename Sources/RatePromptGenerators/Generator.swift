import Foundation

/// A generator of committed files: which files it writes, from what, and their contents. `generate-rateprompt`
/// runs every generator and writes their files (with `--check`, compares them); the drift tests of
/// RatePromptGeneratorsTests run the same generators and fail while a committed file differs.
package struct Generator: Sendable {
    /// What `generate-rateprompt NAME` calls it: `rules`, `locale-tables`.
    package internal(set) var name: String
    /// The files it writes, relative to the repository.
    package internal(set) var paths: [String]
    /// What it writes them from, in a few words.
    package internal(set) var source: String
    /// The files, in the order of `paths`; throws `Unavailable` where it cannot run.
    var generate: @Sendable (_ context: Context) throws -> [GeneratedFile]

    package init(name: String, paths: [String], source: String,
                 generate: @escaping @Sendable (_ context: Context) throws -> [GeneratedFile]) {
        self.name = name
        self.paths = paths
        self.source = source
        self.generate = generate
    }

    /// What a generator is run with.
    package struct Context: Sendable {
        /// The repository's root folder.
        package internal(set) var repository: URL
        /// Whether to probe everything, as a run that writes does, or only what a check needs (the ICU tables:
        /// a minute of probes against seconds).
        var exhaustive: Bool

        package init(repository: URL = Generator.repository, exhaustive: Bool) {
            self.repository = repository
            self.exhaustive = exhaustive
        }
    }

    /// A generator that cannot run here, and what it needs: its files are left as they are.
    package struct Unavailable: Error, CustomStringConvertible {
        package internal(set) var description: String

        package init(_ description: String) {
            self.description = description
        }
    }

    /// A generator that ran and failed: what went wrong, and where.
    package struct Failure: Error, CustomStringConvertible {
        package internal(set) var description: String

        package init(_ description: String) {
            self.description = description
        }
    }

    /// The repository's root folder: where this file was compiled from, three folders up.
    package static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// What the header of every generated Swift file says to run.
    static let regenerate = "Regenerate every generated file: swift run generate-rateprompt"
}

/// One file as its generator writes it.
package struct GeneratedFile: Sendable {
    /// Relative to the repository.
    package internal(set) var path: String
    var contents: String

    package init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }

    /// The committed file's text, nil when there is none.
    func committed(in repository: URL) -> String? {
        (try? Data(contentsOf: repository.appendingPathComponent(path))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The first line (from 1) where the committed text differs from `contents`, nil when they are the same.
    package func firstDifference(in repository: URL) -> Int? {
        guard let committed = committed(in: repository) else { return 1 }
        guard committed != contents else { return nil }
        let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let new = contents.split(separator: "\n", omittingEmptySubsequences: false)
        return (zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)) + 1
    }

    /// Writes the file (atomically, its folders made first) unless it already holds `contents`; true when written.
    package func write(in repository: URL) throws -> Bool {
        guard committed(in: repository) != contents else { return false }
        let url = repository.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url, options: .atomic)
        return true
    }
}

extension Generator {
    /// Every generator, in the order they run: the ICU tables before the language names, which name the ICU tables'
    /// locales.
    package static let all: [Generator] = [
        embeddedDefaultCopy, typedSettings, defaultPropertyList, rules, inputKinds, localeTables, languageNames,
        pluralRules, languageCodes,
    ]

    /// The generator called `name`.
    package static func named(_ name: String) -> Generator? {
        all.first { $0.name == name }
    }

    /// The files `generate` writes, with their paths checked against `paths`.
    package func files(_ context: Context) throws -> [GeneratedFile] {
        let files = try generate(context)
        guard files.map(\.path) == paths else {
            throw Failure("\(name) wrote \(files.map(\.path)), not its paths \(paths)")
        }
        return files
    }
}
