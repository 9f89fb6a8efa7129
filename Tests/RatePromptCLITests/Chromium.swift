import Foundation
import Testing

/// Headless Chromium, for the tests that open the preview page in a real browser.
struct Chromium {
    let executable: URL

    /// `chromium` on PATH. Missing is a failure, not a skip: `.ci/run` installs it (`apt-get install -y chromium`).
    static func find() throws -> Chromium {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("chromium")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return Chromium(executable: candidate) }
        }
        throw Missing()
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String {
            "chromium is not on PATH; the preview's browser tests need it. Install it with "
                + "`apt-get install -y chromium` (Debian), as .ci/run does."
        }
    }

    /// Runs a headless browser with a profile of its own (so parallel runs do not share one) and returns its
    /// standard output. A browser that hangs is stopped after two minutes and fails the test.
    func run(_ arguments: [String]) async throws -> (status: Int32, stdout: String, stderr: String) {
        let result = try await CommandRunner.execute(executable) { scratch in
            [
                "--headless=new", "--disable-gpu", "--no-sandbox", "--no-first-run", "--hide-scrollbars",
                "--user-data-dir=\(scratch.appendingPathComponent("profile").path)",
            ] + arguments
        }
        return (result.status, result.stdout, result.stderr)
    }

    /// The DOM after the page's script ran (`--dump-dom`; virtual time lets timers and load events settle).
    func dumpDOM(of page: URL, fragment: String? = nil) async throws -> String {
        let address = page.absoluteString + (fragment.map { "#" + $0 } ?? "")
        let result = try await run(["--virtual-time-budget=5000", "--dump-dom", address])
        #expect(result.status == 0, "chromium: \(result.stderr.suffix(2000))")
        return result.stdout
    }
}
