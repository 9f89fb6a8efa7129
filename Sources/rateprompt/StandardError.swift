import ArgumentParser
import Foundation
import RatePromptFormats
import RatePromptCore
import RatePromptRequests

/// Diagnostics go to standard error, so standard output stays machine-readable.
enum StandardError {
    static func print(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// Output written as it is, unbuffered, so that a pipe or a file sees each piece as the command runs.
enum StandardOutput {
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes(write)
    }

    static func write(_ buffer: UnsafeRawBufferPointer) {
        guard let base = buffer.baseAddress else { return }
        let data = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count, deallocator: .none)
        try? FileHandle.standardOutput.write(contentsOf: data)
    }
}

extension CommandResult {
    /// Prints the result as every command does: diagnostics and messages on standard error, then the output.
    func show() {
        for diagnostic in diagnostics { StandardError.print(diagnostic.description) }
        for message in messages { StandardError.print(message) }
        StandardOutput.write(output)
    }

    /// Prints the result and ends with its exit status.
    func finish() throws {
        show()
        if exitStatus != 0 { throw ExitCode(exitStatus) }
    }
}

extension RequestError {
    /// The option that stands for each request parameter of another name; any other parameter `name` is `--name`.
    static let options = [
        "preferences": "--preferred", "version": "--app-version", "shown": "--show", "output": "--out",
        "summaryOnly": "--summary", "newSince": "--new-since",
    ]

    /// The usage error the command reports, naming the option that stands for the request's parameter.
    func usage() -> ValidationError {
        guard let parameter else { return ValidationError(reason) }
        return ValidationError("\(Self.options[parameter] ?? "--" + parameter) \(reason)")
    }
}
