import Foundation
import RatePromptGenerators

// Writes every generated file of the repository (README, "Generated files"), or with --check compares them and lists
// the stale ones. Not part of any product: only this package's own clone builds it.

let usage = """
    USAGE: swift run generate-rateprompt [--check] [--list] [NAME ...]

    Writes every generated file from its source (only those of the generators NAME ..., when given).

    OPTIONS:
      --check   Write nothing: print each generated file that differs from what its generator writes, and exit 1 if
                one does.
      --list    Print each generator's name, the files it writes and what from.
      -h, --help
                Show this help.

    A generator that cannot run here (the ICU tables and the language names need the Linux toolchain; the plural rules
    need babel 2.17.0, the language codes iso-codes 4.15.0) leaves its files as they are and says what it needs. When
    a rule file was removed or renamed, the rule registries no longer compile and this tool cannot be built: run
    scripts/regenerate, which drops their lines first.

    """

// Both unbuffered, so that the lines of the two keep their order in a terminal or a shared pipe.
func printOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}

func printError(_ line: String) {
    FileHandle.standardError.write(Data(("generate-rateprompt: " + line + "\n").utf8))
}

var check = false
var names: [String] = []
for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "--check": check = true
    case "--list":
        for generator in Generator.all {
            printOutput("\(generator.name): \(generator.paths.joined(separator: ", ")) ← \(generator.source)\n")
        }
        exit(0)
    case "-h", "--help":
        printOutput(usage)
        exit(0)
    case _ where argument.hasPrefix("-"):
        printError("unknown option \(argument)\n\n" + usage)
        exit(64)
    default: names.append(argument)
    }
}

var generators: [Generator] = []
for name in names {
    guard let generator = Generator.named(name) else {
        printError("no generator \(name): \(Generator.all.map(\.name).joined(separator: ", "))")
        exit(64)
    }
    generators.append(generator)
}
if generators.isEmpty { generators = Generator.all }

// A check compares what the generators write with the committed files; a run writes the files that differ.
let context = Generator.Context(exhaustive: !check)
var stale = 0, written = 0, unchanged = 0, skipped = 0, failed = 0
var wroteSwift = false
for generator in generators {
    let files: [GeneratedFile]
    do {
        files = try generator.files(context)
    } catch let unavailable as Generator.Unavailable {
        for path in generator.paths {
            printError("\(path) \(check ? "not checked" : "left as it is"): \(unavailable)")
        }
        skipped += generator.paths.count
        continue
    } catch {
        printError("\(generator.name) failed: \(error)")
        failed += 1
        continue
    }
    for file in files {
        if check {
            if let line = file.firstDifference(in: context.repository) {
                printOutput("\(file.path): stale (from line \(line); generated from \(generator.source))\n")
                stale += 1
            } else {
                unchanged += 1
            }
            continue
        }
        do {
            if try file.write(in: context.repository) {
                printOutput("wrote \(file.path)\n")
                written += 1
                wroteSwift = wroteSwift || file.path.hasSuffix(".swift")
            } else {
                unchanged += 1
            }
        } catch {
            printError("cannot write \(file.path): \(error)")
            failed += 1
        }
    }
}

var summary = check ? "\(stale) stale, \(unchanged) up to date" : "\(written) written, \(unchanged) up to date"
if skipped > 0 { summary += ", \(skipped) \(check ? "not checked" : "left as they are")" }
if failed > 0 { summary += ", \(failed) failed" }
printError(summary)
if wroteSwift {
    // What a generator writes may depend on the Swift it wrote (a new rule's registry line, the settings' accessors).
    printError("Swift sources changed: swift run generate-rateprompt --check builds them and checks every file again")
}
if check && stale > 0 {
    printError("run swift run generate-rateprompt to write \(stale == 1 ? "it" : "them")")
}
exit(failed > 0 || (check && stale > 0) ? 1 : 0)
