import Foundation
import Testing

/// Runs the built `rateprompt` binary, as a user would from a shell.
struct CommandRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
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

    static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
    }

    static func fixture(_ relativePath: String) -> String {
        fixtures.appendingPathComponent(relativePath).path
    }

    /// Runs `rateprompt arguments…`.
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
        try execute(productsDirectory.appendingPathComponent("rateprompt"), in: directory) { _ in arguments }
    }

    /// Runs a program with a scratch folder of its own (`arguments` receives it). Output goes through files so that
    /// large outputs cannot dead-lock a pipe; a program that hangs is stopped after `timeout` and fails the test.
    static func execute(
        _ executable: URL, in directory: URL? = nil, timeout: TimeInterval = 120, arguments: (URL) -> [String]
    ) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments(scratch)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        if let directory { process.currentDirectoryURL = directory }
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            process.terminate()
            Issue.record("\(executable.lastPathComponent) did not finish within \(Int(timeout)) s: \(process.arguments ?? [])")
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        )
    }
}

extension CommandRunner.Result {
    /// Standard output parsed as JSON.
    func json() throws -> Any {
        try JSONSerialization.jsonObject(with: Data(stdout.utf8), options: [.fragmentsAllowed])
    }
}
