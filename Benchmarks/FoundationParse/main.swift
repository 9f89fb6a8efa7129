import Foundation

// The yardstick of `Benchmarks/corpus_lint.py`: Foundation's bare parse of an app's localization files, as a whole
// process, to compare with the whole `rateprompt lint` of the same folder. It walks the folder as lint does (hidden
// files and folders, `.build`, `DerivedData`, `Pods`, `Carthage` and `node_modules` left out), and parses every
// `<localization>.lproj/<table>.strings` and `.stringsdict` with `PropertyListSerialization` and every `.xcstrings`
// with `JSONSerialization`, one after the other, checking nothing. It prints how many files it parsed and how many
// Foundation refused.
//
//     FoundationParse FOLDER

let skipped: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules"]

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: FoundationParse FOLDER\n".utf8))
    exit(64)
}
let root = URL(fileURLWithPath: CommandLine.arguments[1])
var parsed = 0
var refused = 0
var pending = [root]
while let folder = pending.popLast() {
    let entries = (try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])) ?? []
    for entry in entries {
        let name = entry.lastPathComponent
        let isFolder = (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
        let inLproj = folder.pathExtension.lowercased() == "lproj"
        let kind = entry.pathExtension.lowercased()
        if isFolder {
            // A localization catalog's XLIFF and source copies are no app file.
            if !skipped.contains(name), kind != "xcloc" { pending.append(entry) }
            continue
        }
        guard (kind == "strings" && inLproj) || kind == "stringsdict" || kind == "xcstrings" else { continue }
        do {
            let data = try Data(contentsOf: entry)
            if kind == "xcstrings" {
                _ = try JSONSerialization.jsonObject(with: data)
            } else {
                _ = try PropertyListSerialization.propertyList(from: data, format: nil)
            }
            parsed += 1
        } catch {
            refused += 1
        }
    }
}
print("parsed \(parsed) files, \(refused) refused")
