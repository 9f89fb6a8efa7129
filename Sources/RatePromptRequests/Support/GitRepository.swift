import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RatePromptFormats

/// A git working tree, read through the `git` command: where a path lies in it, the merge base of HEAD and a
/// revision, and the files of a commit written to a folder from git's objects (`lint --new-since`).
///
/// Only commands that read are run (`rev-parse`, `merge-base`, `ls-tree`, `cat-file`), with optional locks off, so
/// the working tree, the index and the refs are never written, whatever state they are in.
package struct GitRepository: Sendable {
    /// Why git could not answer, in words for `error: …`.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package internal(set) var description: String
    }

    /// The working tree's top folder, as git names it (links resolved).
    let top: String
    private let git: String

    /// The repository whose working tree holds `path` (a file or a folder).
    package init(containing path: String) throws(Failure) {
        git = try Self.findGit()
        let folder = FileSystem.isDirectory(path) ? path : URL(fileURLWithPath: path).deletingLastPathComponent().path
        let answer = Self.run(git, in: folder, ["rev-parse", "--show-toplevel"])
        guard answer.status == 0, let line = answer.lines.first, !line.isEmpty else {
            if answer.error.contains("not a git repository") {
                throw Failure(description: "\(path) is not in a git repository")
            }
            throw Failure(description: "git cannot read the repository at \(path): \(answer.errorLine)")
        }
        top = line
    }

    /// The path of `path` inside the working tree, `/`-separated, without a leading `./`; "" for the top itself.
    /// Asked of git, which resolves links the same way for both.
    func relativePath(of path: String) throws(Failure) -> String {
        let isFolder = FileSystem.isDirectory(path)
        let url = URL(fileURLWithPath: path)
        let folder = isFolder ? path : url.deletingLastPathComponent().path
        let answer = Self.run(git, in: folder, ["rev-parse", "--show-toplevel", "--show-prefix"])
        guard answer.status == 0, answer.lines.count >= 1 else {
            throw Failure(description: "git cannot read the repository at \(path): \(answer.errorLine)")
        }
        guard answer.lines[0] == top else {
            throw Failure(description: "\(path) is in another git repository (\(answer.lines[0])) than \(top)")
        }
        var prefix = answer.lines.count > 1 ? answer.lines[1] : ""
        if !isFolder { prefix += url.lastPathComponent }
        while prefix.hasSuffix("/") { prefix.removeLast() }
        return prefix
    }

    /// The commit `git merge-base HEAD revision` names.
    func mergeBase(with revision: String) throws(Failure) -> String {
        guard Self.run(git, in: top, ["rev-parse", "--verify", "--quiet", "HEAD^{commit}"]).status == 0 else {
            throw Failure(description: "the repository at \(top) has no commit yet (HEAD names none)")
        }
        let resolved = Self.run(git, in: top, ["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"])
        guard resolved.status == 0, let commit = resolved.lines.first else {
            throw Failure(description: "no commit \(revision) in the repository at \(top)\(shallowHint(fetch: true))")
        }
        let base = Self.run(git, in: top, ["merge-base", "HEAD", commit])
        guard base.status == 0, let found = base.lines.first else {
            if base.status == 1 {
                throw Failure(description: "HEAD and \(revision) have no common ancestor in the repository at "
                              + "\(top)\(shallowHint(fetch: false))")
            }
            throw Failure(description: "git merge-base failed: \(base.errorLine)")
        }
        return found
    }

    /// A hint for a shallow clone, which lacks the history `--new-since` needs (CI checks out one commit by default).
    private func shallowHint(fetch: Bool) -> String {
        let shallow = Self.run(git, in: top, ["rev-parse", "--is-shallow-repository"]).lines.first == "true"
        if shallow { return " (this is a shallow clone: check out the whole history, actions/checkout with fetch-depth: 0)" }
        return fetch ? " (fetch it first; in a CI checkout, actions/checkout with fetch-depth: 0)" : ""
    }

    /// One file of a commit's tree.
    package struct TreeEntry: Sendable {
        /// Relative to the top, `/`-separated.
        package internal(set) var path: String
        package internal(set) var object: String
        var isLink: Bool
    }

    /// The files and links of `commit` (submodules left out: their files are another repository's).
    package func files(at commit: String) throws(Failure) -> [TreeEntry] {
        let answer = Self.run(git, in: top, ["ls-tree", "-r", "-z", "--full-tree", commit])
        guard answer.status == 0 else { throw Failure(description: "git ls-tree failed: \(answer.errorLine)") }
        var entries: [TreeEntry] = []
        // `mode SP type SP object TAB path NUL`, the path as raw bytes.
        for record in answer.output.split(separator: 0) {
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = record[record.startIndex..<tab].split(separator: UInt8(ascii: " "))
            guard fields.count == 3, fields[1].elementsEqual("blob".utf8) else { continue }
            entries.append(TreeEntry(path: FileSystemPath.string(fromBytes: record[(tab + 1)...]),
                                     object: String(decoding: fields[2], as: UTF8.self),
                                     isLink: fields[0].elementsEqual("120000".utf8)))
        }
        return entries
    }

    /// Writes `entries` below `folder`, each file as a checkout would write it (git's filters and line-ending
    /// settings applied, through `cat-file --filters`), each link as a link.
    package func write(_ entries: [TreeEntry], to folder: String) throws(Failure) {
        // Paths go to `cat-file --batch` one a line; a name with a line break (which git allows) is read alone.
        let batched = entries.filter { !$0.path.contains("\n") }
        var contents: [String: Data] = [:]
        if !batched.isEmpty {
            var input: [UInt8] = []
            for entry in batched {
                input += Array(entry.object.utf8) + [UInt8(ascii: " ")] + FileSystemPath.bytes(entry.path) + [0x0A]
            }
            let answer = Self.run(git, in: top, ["cat-file", "--batch", "--filters"], input: Data(input))
            guard answer.status == 0 else { throw Failure(description: "git cat-file failed: \(answer.errorLine)") }
            contents = try Self.batchContents(answer.output, count: batched.count, entries: batched)
        }
        for entry in entries where entry.path.contains("\n") {
            let answer = Self.run(git, in: top, ["cat-file", "blob", entry.object])
            guard answer.status == 0 else { throw Failure(description: "git cat-file failed: \(answer.errorLine)") }
            contents[entry.path] = answer.output
        }
        for entry in entries {
            let path = folder + "/" + entry.path
            try Self.createFolders(URL(fileURLWithPath: path).deletingLastPathComponent().path, below: folder)
            let data = contents[entry.path] ?? Data()
            if entry.isLink {
                let target = FileSystemPath.string(fromBytes: data)
                let made = FileSystemPath.withCString(target) { cTarget in
                    FileSystemPath.withCString(path) { cPath in
                        cTarget != nil && cPath != nil && symlink(cTarget!, cPath!) == 0
                    }
                }
                if !made { throw Failure(description: "cannot write \(path): \(FileSystem.reason(errno))") }
            } else if case .failure(let failure) = FileSystem.createFile(path, contents: data) {
                throw Failure(description: "cannot write \(path): \(FileSystem.reason(failure.code))")
            }
        }
    }

    /// The blobs of a `cat-file --batch` answer: `object SP type SP size LF bytes LF` each, in `entries`' order.
    private static func batchContents(_ output: Data, count: Int, entries: [TreeEntry]) throws(Failure) -> [String: Data] {
        var contents: [String: Data] = [:]
        let bytes = [UInt8](output)
        var index = 0
        for entry in entries {
            guard let lineEnd = bytes[index...].firstIndex(of: 0x0A) else {
                throw Failure(description: "git cat-file ended early, at \(entry.path)")
            }
            let header = bytes[index..<lineEnd].split(separator: UInt8(ascii: " "))
            guard header.count == 3, let size = Int(String(decoding: header[2], as: UTF8.self)),
                  lineEnd + 1 + size <= bytes.count else {
                throw Failure(description: "git cat-file could not read \(entry.path): "
                              + String(decoding: bytes[index..<lineEnd], as: UTF8.self))
            }
            contents[entry.path] = Data(bytes[(lineEnd + 1)..<(lineEnd + 1 + size)])
            index = lineEnd + 1 + size + 1
        }
        return contents
    }

    /// `mkdir -p` on the path's bytes, for the folders below `root` (which exists).
    private static func createFolders(_ path: String, below root: String) throws(Failure) {
        guard path.count > root.count, !FileSystem.isDirectory(path) else { return }
        try createFolders(URL(fileURLWithPath: path).deletingLastPathComponent().path, below: root)
        let code = FileSystemPath.withCString(path) { cPath -> Int32 in
            guard let cPath else { return EINVAL }
            return mkdir(cPath, 0o755) == 0 || errno == EEXIST ? 0 : errno
        }
        if code != 0 { throw Failure(description: "cannot make the folder \(path): \(FileSystem.reason(code))") }
    }

    // MARK: Running git

    /// `git` on the `PATH`.
    private static func findGit() throws(Failure) -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = folder + "/git"
            if FileManager.default.isExecutableFile(atPath: String(candidate)) { return String(candidate) }
        }
        throw Failure(description: "needs git, and there is no git on the PATH (\(path))")
    }

    struct Answer {
        var status: Int32
        var output: Data
        var error: String
        /// The output's lines, as text.
        var lines: [String] {
            String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init).filter { !$0.isEmpty }
        }
        /// The first line git wrote on standard error, for a message.
        var errorLine: String {
            error.split(separator: "\n").first.map { String($0) } ?? "exit status \(status)"
        }
    }

    /// Runs git in `folder`; standard input is `input` (through a file, so that git leaving early cannot stop this
    /// process with SIGPIPE), or empty.
    static func run(_ git: String, in folder: String, _ arguments: [String], input: Data? = nil) -> Answer {
        final class Box: @unchecked Sendable { var data = Data() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git)
        process.arguments = ["-C", folder] + arguments
        var environment = ProcessInfo.processInfo.environment
        // Reading must not refresh the index (`status` would); no credential prompt may wait for a terminal.
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        var inputFile: URL?
        if let input {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("rateprompt-git-\(UUID().uuidString)")
            guard (try? input.write(to: url)) != nil, let handle = try? FileHandle(forReadingFrom: url) else {
                return Answer(status: -1, output: Data(), error: "cannot write a temporary file in \(url.deletingLastPathComponent().path)")
            }
            inputFile = url
            process.standardInput = handle
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        defer { if let inputFile { try? FileManager.default.removeItem(at: inputFile) } }
        do {
            try process.run()
        } catch {
            return Answer(status: -1, output: Data(), error: "cannot run \(git): \(error.localizedDescription)")
        }
        // Both pipes drained at once: git blocks when either fills.
        let errorText = Box()
        let group = DispatchGroup()
        let errorHandle = error.fileHandleForReading
        DispatchQueue.global().async(group: group) { errorText.data = errorHandle.readDataToEndOfFile() }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Answer(status: process.terminationStatus, output: data, error: String(decoding: errorText.data, as: UTF8.self))
    }
}
