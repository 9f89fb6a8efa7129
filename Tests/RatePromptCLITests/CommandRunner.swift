import Foundation
import Subprocess
import Testing
#if canImport(System)
import System
#else
import SystemPackage
#endif

/// Runs the built `rateprompt` binary, as a user would from a shell, through swift-subprocess.
struct CommandRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    struct Timeout: Error, CustomStringConvertible {
        var command: String
        var seconds: Int
        var description: String { "\(command) did not finish within \(seconds) s" }
    }

    /// The folder SwiftPM builds products into; the test bundle sits in it.
    static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        fatalError("no .xctest bundle found")
        #else
        return Bundle.main.bundleURL
        #endif
    }

    /// The `rateprompt` the tests run: the one SwiftPM built beside them, or the binary that `RATEPROMPT_TEST_BINARY`
    /// names (the release bundle's statically linked build: scripts/test-binary.sh), so that the same tests show
    /// that it behaves like the one built from source.
    static var tool: URL {
        if let path = ProcessInfo.processInfo.environment["RATEPROMPT_TEST_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return productsDirectory.appendingPathComponent("rateprompt")
    }

    static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
    }

    static func fixture(_ relativePath: String) -> String {
        fixtures.appendingPathComponent(relativePath).path
    }

    /// Runs `rateprompt arguments…`, with `environment`'s variables changed (nil removes one).
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String?] = [:]
    ) async throws -> Result {
        try await execute(tool, in: directory, environment: environment) { _ in arguments }
    }

    /// Runs a program with a scratch folder of its own (`arguments` receives it), standard input empty and both
    /// outputs collected. A program that hangs is ended after `timeout` and the test fails.
    static func execute(
        _ executable: URL, in directory: URL? = nil, timeout: Int = 120, environment: [String: String?] = [:],
        arguments: (URL) -> [String]
    ) async throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let arguments = arguments(scratch)
        let command = ([executable.lastPathComponent] + arguments).joined(separator: " ")
        do {
            return try await withThrowingTaskGroup(of: Result.self) { group in
                group.addTask {
                    let result = try await Subprocess.run(
                        .path(FilePath(executable.path)), arguments: Arguments(arguments),
                        environment: environment.isEmpty ? .inherit : .inherit.updating(
                            Dictionary(uniqueKeysWithValues: environment.map { (Environment.Key(stringLiteral: $0.key), $0.value) })),
                        workingDirectory: directory.map { FilePath($0.path) }, input: .none,
                        output: .bytes(limit: 1 << 30), error: .bytes(limit: 1 << 30))
                    let status: Int32 = switch result.terminationStatus {
                    case .exited(let code): code
                    case .signaled(let signal): 128 + signal
                    }
                    return Result(status: status, stdout: String(decoding: result.standardOutput, as: UTF8.self),
                                  stderr: String(decoding: result.standardError, as: UTF8.self))
                }
                group.addTask {
                    try await Task.sleep(for: .seconds(timeout))
                    throw Timeout(command: command, seconds: timeout)
                }
                // The first to finish wins; cancelling the other ends the process or the clock.
                defer { group.cancelAll() }
                guard let first = try await group.next() else { throw Timeout(command: command, seconds: timeout) }
                return first
            }
        } catch let timeout as Timeout {
            Issue.record(timeout)
            throw timeout
        }
    }
}

extension CommandRunner.Result {
    /// Standard output parsed as JSON.
    func json() throws -> Any {
        try JSONSerialization.jsonObject(with: Data(stdout.utf8), options: [.fragmentsAllowed])
    }
}
