import ArgumentParser
import Foundation
import RatePromptFormats
import RatePromptRequests

/// Diagnostics go to standard error, so standard output stays machine-readable.
enum StandardError {
    static func print(_ line: String) {
        var text = line + "\n"
        text.withUTF8 { writeAll(STDERR_FILENO, UnsafeRawBufferPointer($0)) }
    }
}

/// Output written as it is, unbuffered, so that a pipe or a file sees each piece as the command runs.
enum StandardOutput {
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes(write)
    }

    static func write(_ buffer: UnsafeRawBufferPointer) {
        writeAll(STDOUT_FILENO, buffer)
    }
}

/// Writes all of `buffer` to a file descriptor, as `FileHandle` does (a write cut short is continued, one that
/// fails ends it), without wrapping it in `Data` first: that generic conversion looked protocol conformances up at
/// run time on every lint, a tenth of a millisecond before any output.
private func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) {
    guard var next = buffer.baseAddress else { return }
    var left = buffer.count
    while left > 0 {
        let written = write(descriptor, next, left)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return }
        next += written
        left -= written
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
