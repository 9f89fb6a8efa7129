import Benchmark
import Foundation
import RatePromptCore
import RatePromptFormats
import RatePromptLint
import RatePromptOutput
import RatePromptRequests

/// Each format is read by RatePrompt and by Foundation's `PropertyListSerialization` from the same file, in the same
/// run, so the report can state ratios rather than raw times that depend on the machine. Every iteration reads the file
/// from disk and builds the complete table, as a linter does.
let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, .throughput, .peakMemoryResidentDelta, .mallocCountTotal]
    Benchmark.defaultConfiguration = .init(
        metrics: metrics,
        warmupIterations: 1,
        maxDuration: .seconds(10),
        maxIterations: 20
    )
    let corpus: Corpus
    do {
        corpus = try Corpus.prepare()
    } catch {
        fatalError("cannot write the benchmark corpus: \(error)")
    }

    for kind in Corpus.Kind.allCases {
        let path = corpus.url(kind).path
        let isStrings = kind == .stringsUTF8 || kind == .stringsUTF16
        Benchmark("\(kind.rawValue) RatePrompt") { benchmark in
            for _ in benchmark.scaledIterations {
                if isStrings {
                    let file = StringsFileParser().parse(contentsOf: path)
                    precondition(file.entries.count == Corpus.entryCount, "\(path): \(file.diagnostics)")
                    blackHole(file)
                } else {
                    let document = PropertyListReader().read(contentsOf: path)
                    precondition(document.root?.value.entries?.count == Corpus.entryCount, "\(path)")
                    blackHole(document)
                }
            }
        }
        if isStrings {
            // Parsed entries make their Strings on access; this is the cost when every key and value is read, as a
            // table of Strings like Foundation's dictionary.
            Benchmark("\(kind.rawValue) RatePrompt all Strings") { benchmark in
                for _ in benchmark.scaledIterations {
                    let table = StringsFileParser().parse(contentsOf: path).effectiveEntries
                    precondition(table.count == Corpus.entryCount)
                    blackHole(table)
                }
            }
        }
        // Foundation's XML reader takes seconds per iteration; a few samples are enough for a ratio.
        let foundation = Benchmark.Configuration(
            metrics: metrics, warmupIterations: 1, maxDuration: .seconds(20), maxIterations: kind == .xmlPlist ? 3 : 10)
        Benchmark("\(kind.rawValue) Foundation", configuration: foundation) { benchmark in
            for _ in benchmark.scaledIterations {
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                let table = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
                precondition(table?.count == Corpus.entryCount)
                blackHole(table)
            }
        }
    }

    // `rateprompt dump` of the XML property list (read, then written as pretty JSON in memory) against Foundation
    // doing the same: PropertyListSerialization, dates and data made JSON strings as `dump` writes them (the walk
    // runs, though this corpus has none), JSONSerialization with .prettyPrinted. Neither side writes to a file.
    let xmlPlist = corpus.url(.xmlPlist).path
    let dumpFoundation = Benchmark.Configuration(
        metrics: metrics, warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 3)
    Benchmark("dump big.plist RatePrompt") { benchmark in
        for _ in benchmark.scaledIterations {
            let json = DumpRequest(paths: [xmlPlist]).run().output
            precondition(json.count > Corpus.entryCount * 20)
            blackHole(json)
        }
    }
    Benchmark("dump big.plist Foundation", configuration: dumpFoundation) { benchmark in
        for _ in benchmark.scaledIterations {
            let data = try Data(contentsOf: URL(fileURLWithPath: xmlPlist))
            let table = try PropertyListSerialization.propertyList(from: data, format: nil)
            let json = try JSONSerialization.data(withJSONObject: jsonShaped(table), options: [.prettyPrinted])
            precondition(json.count > Corpus.entryCount * 20)
            blackHole(json)
        }
    }

    // A String Catalog read by JSONReader (as lint reads one) and by JSONSerialization, from the same file.
    let catalog = corpus.catalog.path
    Benchmark("big.xcstrings RatePrompt") { benchmark in
        for _ in benchmark.scaledIterations {
            let document = JSONReader().read(contentsOf: catalog)
            precondition(document.root?.value.entries?.count == 3, "\(document.diagnostics)")
            blackHole(document)
        }
    }
    Benchmark("big.xcstrings Foundation") { benchmark in
        for _ in benchmark.scaledIterations {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: catalog)))
            precondition((object as? [String: Any])?.count == 3)
            blackHole(object)
        }
    }

    // Plural strings of about 20 MB: the String Catalog read into RatePrompt's catalog model (units, states, plural
    // forms, substitutions) against JSONSerialization's tree; the .stringsdict read into its rules against
    // PropertyListSerialization's tree, the same bytes on each side.
    let pluralCatalog = corpus.pluralCatalog.path
    Benchmark("plurals.xcstrings RatePrompt") { benchmark in
        for _ in benchmark.scaledIterations {
            let catalog = StringCatalog(contentsOf: pluralCatalog)
            precondition(catalog.entries.count == Corpus.pluralCatalogCount, "\(catalog.diagnostics.prefix(3))")
            blackHole(catalog)
        }
    }
    Benchmark("plurals.xcstrings Foundation") { benchmark in
        for _ in benchmark.scaledIterations {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: pluralCatalog)))
            precondition(((object as? [String: Any])?["strings"] as? [String: Any])?.count == Corpus.pluralCatalogCount)
            blackHole(object)
        }
    }
    let stringsdict = corpus.stringsdict.path
    Benchmark("plurals.stringsdict RatePrompt") { benchmark in
        for _ in benchmark.scaledIterations {
            let dictionary = StringsDictionary(contentsOf: stringsdict)
            precondition(!dictionary.diagnostics.contains { $0.severity == .error }, "\(dictionary.diagnostics.prefix(3))")
            blackHole(dictionary)
        }
    }
    Benchmark("plurals.stringsdict Foundation") { benchmark in
        for _ in benchmark.scaledIterations {
            let data = try Data(contentsOf: URL(fileURLWithPath: stringsdict))
            let object = try PropertyListSerialization.propertyList(from: data, format: nil)
            precondition((object as? [String: Any])?.count == Corpus.stringsdictCount)
            blackHole(object)
        }
    }

    // Every reporter on the same 100,000 findings: the cost of printing a large lint, per finding.
    let findings = ReportCorpus.result()
    for reporter in LintReporter.allCases {
        Benchmark("report \(reporter.rawValue) 100k") { benchmark in
            for _ in benchmark.scaledIterations {
                let report = findings.report(reporter)
                precondition(!report.isEmpty)
                blackHole(report)
            }
        }
    }

    // The whole `lint` (discovery, parsing, every rule) against Foundation merely parsing the same 300 files.
    let project: LintCorpus
    do {
        project = try LintCorpus.prepare()
    } catch {
        fatalError("cannot write the lint corpus: \(error)")
    }
    let lintConfiguration = Benchmark.Configuration(
        metrics: metrics, warmupIterations: 1, maxDuration: .seconds(30), maxIterations: 5)
    Benchmark("lint 100x3x2000 RatePrompt", configuration: lintConfiguration) { benchmark in
        for _ in benchmark.scaledIterations {
            let result = try LintRequest(paths: [project.folder.path]).run()
            precondition(result.fileCount == project.files.count)
            blackHole(result)
        }
    }
    Benchmark("lint 100x3x2000 Foundation parse only", configuration: lintConfiguration) { benchmark in
        for _ in benchmark.scaledIterations {
            for url in project.files {
                let data = try Data(contentsOf: url)
                blackHole(try PropertyListSerialization.propertyList(from: data, format: nil))
            }
        }
    }

    // `simulate` over 1, 10 and 100 years of heavy use (a launch every 2.4 hours, 20 events a day, every prompt
    // answered "remind", iOS): what the command does, the run and its text. Linear in days, the time per simulated
    // year is the same at every length; the report prints the ratio.
    let simulateConfiguration = Benchmark.Configuration(
        metrics: metrics, warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 20)
    for years in [1, 10, 100] {
        Benchmark("simulate \(years)y RatePrompt", configuration: simulateConfiguration) { benchmark in
            let request = try SimulateRequest(days: 365 * years, launchesPerWeek: 70, eventsPerDay: 20, answers: [.remind])
            for _ in benchmark.scaledIterations {
                let result = request.run()
                precondition(result.value.first?.launches == 3_650 * years && !result.output.isEmpty)
                blackHole(result)
            }
        }
    }

    // The cost of findings: the same app with every 6th key missing from each translation (99,198 `missing-key`
    // findings), linted with and without that rule, and parsed by Foundation.
    let findingsProject: LintCorpus
    do {
        findingsProject = try LintCorpus.prepare(missingEvery: 6)
    } catch {
        fatalError("cannot write the lint corpus: \(error)")
    }
    Benchmark("lint findings RatePrompt", configuration: lintConfiguration) { benchmark in
        for _ in benchmark.scaledIterations {
            let result = try LintRequest(paths: [findingsProject.folder.path]).run()
            precondition(result.findings.count == findingsProject.missingKeyCount, "\(result.findings.count)")
            blackHole(result)
        }
    }
    Benchmark("lint findings RatePrompt missing-key off", configuration: lintConfiguration) { benchmark in
        // As a `.rateprompt.yml` beside the files would say it.
        let configuration = LintConfiguration.parse(
            "disabled_rules: [missing-key]\n", path: findingsProject.folder.appendingPathComponent(".rateprompt.yml").path)
        let request = try LintRequest(paths: [findingsProject.folder.path], configuration: configuration)
        for _ in benchmark.scaledIterations {
            let result = request.run()
            precondition(result.findings.isEmpty, "\(result.findings.count)")
            blackHole(result)
        }
    }
    Benchmark("lint findings Foundation parse only", configuration: lintConfiguration) { benchmark in
        for _ in benchmark.scaledIterations {
            for url in findingsProject.files {
                let data = try Data(contentsOf: url)
                blackHole(try PropertyListSerialization.propertyList(from: data, format: nil))
            }
        }
    }
}

/// Foundation's value tree in the shape `dump` prints: data as base64, dates as ISO 8601 strings.
func jsonShaped(_ value: Any) -> Any {
    switch value {
    case let data as Data: return data.base64EncodedString()
    case let date as Date: return date.formatted(.iso8601)
    case let array as [Any]: return array.map(jsonShaped)
    case let dictionary as [String: Any]: return dictionary.mapValues(jsonShaped)
    default: return value
    }
}
