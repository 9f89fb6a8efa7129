#!/usr/bin/env python3
"""Runs the format benchmarks and prints the README's performance table.

Every figure is measured in one run on the same files: RatePrompt's readers, Foundation's PropertyListSerialization,
and (for property lists) python's plistlib. Throughput is MB (10^6 bytes) of input per second, from the median
wall-clock time; memory is the peak resident-memory growth while parsing, as a multiple of the file size.

    python3 Benchmarks/report.py            # builds the Benchmarks package in release, runs, prints the Markdown tables
    python3 Benchmarks/report.py --filter 'simulate.*'   # only the benchmarks whose names match, and their table
    python3 Benchmarks/report.py --filter 'dump.*|big.xcstrings.*|report.*'   # dump, catalogs, reporters
    python3 Benchmarks/report.py --filter 'plurals.*'   # the 20 MB plural catalog and .stringsdict

`simulate` is timed at 1, 10 and 100 years of the same heavy use; its table gives the time per simulated year and its
ratio to the 1-year run's (1.0 when the simulation is linear in days).
"""
import argparse
import json
import os
import plistlib
import statistics
import subprocess
import sys
import tempfile
import time

# The benchmarks are a package of their own (Benchmarks/Package.swift, depending on the root package by path).
PACKAGE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(tempfile.gettempdir(), "rateprompt-benchmark-corpus-v1")
FILES = [("big.strings", ".strings, UTF-8"), ("big.utf16.strings", ".strings, UTF-16"),
         ("big.plist", "XML property list"), ("big.bplist", "binary property list")]
SIMULATED_YEARS = (1, 10, 100)


SCALE = {"ns": 1e-9, "μs": 1e-6, "us": 1e-6, "ms": 1e-3, "s": 1.0, "#": 1.0, "K": 1e3, "M": 1e6, "G": 1e9}


def run_benchmarks(out, prefix=(), filter=None):
    """Runs the suite and returns {benchmark name: {"seconds": median wall clock, "memory": median peak growth}}.

    Read from the per-metric percentile exports, which (unlike JMH) also cover benchmarks slower than one iteration
    per second.
    """
    command = list(prefix) + ["swift", "package", "--allow-writing-to-directory", out, "benchmark",
                              "--format", "histogramPercentiles", "--path", out]
    if filter:
        command += ["--filter", filter]
    subprocess.run(command, cwd=PACKAGE, check=True, stdout=sys.stderr, stderr=sys.stderr)
    results = {}
    suffix = ".histogram.percentiles.tsv"
    for file in os.listdir(out):
        if not file.endswith(suffix) or ".RatePromptBenchmarks." not in file:
            continue
        name, metric = file[:-len(suffix)].split(".RatePromptBenchmarks.", 1)[1].rsplit(".", 1)
        with open(os.path.join(out, file)) as handle:
            lines = handle.read().splitlines()
        header = lines[0].split("\t")[1]
        unit = header[header.rfind("(") + 1:header.rfind(")")] if header.rstrip(" *").endswith(")") else "#"
        median = float(lines[1 + 50].split("\t")[1]) * SCALE.get(unit, 1.0)
        key = {"wallClock": "seconds", "peakMemoryResidentDelta": "memory"}.get(metric)
        if key:
            results.setdefault(name.replace("_", " "), {})[key] = median
        if metric == "wallClock":
            results[name.replace("_", " ")]["fastest"] = float(lines[1].split("\t")[1]) * SCALE.get(unit, 1.0)
    return results


def plistlib_seconds(path, rounds=5):
    with open(path, "rb") as handle:
        data = handle.read()
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        plistlib.loads(data)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


OUTPUT_BENCHMARKS = ["dump big.plist RatePrompt", "dump big.plist Foundation", "big.xcstrings RatePrompt",
                     "big.xcstrings Foundation", "plurals.xcstrings RatePrompt", "plurals.stringsdict RatePrompt"] + [f"report {reporter} 100k" for reporter in
                                                    ["xcode", "json", "sarif", "github-actions", "summary"]]


def outputs_table(results):
    """`dump` and the String Catalog reader against Foundation, and every reporter per finding, from one run; the
    rows whose benchmarks ran (`--filter 'report.*'` gives the reporters alone)."""
    rows = []
    pairs = [("dump big.plist", "`dump` of the XML property list (parse, then pretty JSON)"),
             ("big.xcstrings", "String Catalog read (JSONReader / JSONSerialization)"),
             ("plurals.xcstrings", "String Catalog of plural strings, read into the catalog model / JSONSerialization"),
             ("plurals.stringsdict", "`.stringsdict`, read into its rules / PropertyListSerialization")]
    if any(f"{name} RatePrompt" in results for name, _ in pairs):
        rows += ["| output | RatePrompt | Foundation | ratio |", "|---|---|---|---|"]
    for name, label in pairs:
        if f"{name} RatePrompt" in results and f"{name} Foundation" in results:
            ours = results[f"{name} RatePrompt"]["seconds"]
            theirs = results[f"{name} Foundation"]["seconds"]
            rows.append(f"| {label} | {ours:.2f} s | {theirs:.2f} s | {theirs / ours:.1f}× |")
    if "report xcode 100k" in results:
        xcode = results["report xcode 100k"]["seconds"]
        rows += ["", "| reporter, 100,000 findings | per finding | time against xcode |", "|---|---|---|"]
        for reporter in ["xcode", "json", "sarif", "github-actions", "summary"]:
            if f"report {reporter} 100k" in results:
                seconds = results[f"report {reporter} 100k"]["seconds"]
                rows.append(f"| {reporter} | {seconds / 100_000 * 1e6:.2f} µs | {seconds / xcode:.2f}× |")
    return "\n".join(rows).strip("\n")


def main():
    parser = argparse.ArgumentParser(description="Runs the benchmarks and prints the README's performance tables.")
    parser.add_argument("--filter", help="a regular expression: only the benchmarks whose names match (and the "
                        "tables they fill) are run and printed")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as out:
        results = run_benchmarks(out, filter=options.filter)
    if all(f"{file} RatePrompt" in results and f"{file} Foundation" in results for file, _ in FILES):
        print_formats(results)
    if "lint 100x3x2000 RatePrompt" in results and "lint 100x3x2000 Foundation parse only" in results:
        print_lint(results)
    if all(f"lint findings {name}" in results
           for name in ("RatePrompt", "RatePrompt missing-key off", "Foundation parse only")):
        print_findings(results)
    if all(f"simulate {years}y RatePrompt" in results for years in SIMULATED_YEARS):
        print_simulate(results)
    if any(name in results for name in OUTPUT_BENCHMARKS):
        print()
        print(outputs_table(results))


def print_findings(results):
    # What findings cost: the same app with 99,198 `missing-key` findings, linted with and without that rule.
    findings = 99_198
    with_findings = results["lint findings RatePrompt"]["seconds"]
    without = results["lint findings RatePrompt missing-key off"]["seconds"]
    parse_findings = results["lint findings Foundation parse only"]["seconds"]
    print()
    print(f"| lint of the same app with {findings:,} `missing-key` findings | time | ratio |")
    print("|---|---|---|")
    print(f"| `rateprompt lint` | {with_findings:.2f} s | {with_findings / parse_findings:.2f}× Foundation's parse |")
    print(f"| `rateprompt lint`, `missing-key` off | {without:.2f} s | {without / parse_findings:.2f}× Foundation's parse |")
    print(f"| Foundation parsing the same files, no checks | {parse_findings:.2f} s | 1× |")
    print()
    print(f"With the findings the lint takes {with_findings / without:.2f}× the time without them: "
          f"{(with_findings - without) / findings * 1e6:.2f} µs per finding.")


def print_simulate(results):
    """Time per simulated year against the 1-year run's: 1.0 is linear in days, 100 would be quadratic. From the
    median and from the fastest iteration: on a busy machine other processes stretch the long runs' median (a 1-year
    run fits between two of their time slices, a 100-year run does not); the fastest is the least disturbed."""
    runs = {years: results[f"simulate {years}y RatePrompt"] for years in SIMULATED_YEARS}
    ratio = {years: {key: runs[years][key] / years / runs[1][key] for key in ("seconds", "fastest")}
             for years in SIMULATED_YEARS}
    print()
    print("| `simulate`, 70 launches a week, 20 events a day, answers remind | median | per simulated year | "
          "per year vs 1 year | fastest | per year vs 1 year, fastest |")
    print("|---|---|---|---|---|---|")
    for years in SIMULATED_YEARS:
        run = runs[years]
        print(f"| {years} year{'s' if years > 1 else ''} ({years * 365:,} days) | {run['seconds'] * 1e3:,.1f} ms | "
              f"{run['seconds'] / years * 1e3:.2f} ms | {ratio[years]['seconds']:.2f}× | {run['fastest'] * 1e3:,.1f} ms | "
              f"{ratio[years]['fastest']:.2f}× |")
    print()
    print(f"Per simulated year, 100 years take {ratio[100]['fastest']:.2f}× the time of 1 year in the fastest runs "
          f"({ratio[100]['seconds']:.2f}× in the medians); 1.00× is linear, 100× quadratic.")


def print_formats(results):
    rows = ["| input | size | RatePrompt | Foundation | ratio | python plistlib | RatePrompt peak memory |",
            "|---|---|---|---|---|---|---|"]
    for file, label in FILES:
        size = os.path.getsize(os.path.join(CORPUS, file))
        ours = results[f"{file} RatePrompt"]
        theirs = results[f"{file} Foundation"]
        mbps = lambda seconds: f"{size / 1e6 / seconds:,.0f} MB/s"
        python = "–"
        if file.endswith(("plist", "bplist")) and not file.endswith(".strings"):
            python = mbps(plistlib_seconds(os.path.join(CORPUS, file)))
        rows.append(f"| {label} | {size / 1e6:.1f} MB | {mbps(ours['seconds'])} | {mbps(theirs['seconds'])} | "
                    f"{theirs['seconds'] / ours['seconds']:.1f}× | {python} | {ours['memory'] / size:.1f}× file |")
        strings = results.get(f"{file} RatePrompt all Strings")
        if strings:
            rows.append(f"| {label}, every key and value made a `String` | {size / 1e6:.1f} MB | "
                        f"{mbps(strings['seconds'])} | {mbps(theirs['seconds'])} | "
                        f"{theirs['seconds'] / strings['seconds']:.1f}× | – | {strings['memory'] / size:.1f}× file |")
    print("\n".join(rows))


def print_lint(results):
    # The lint benchmark: the whole lint against Foundation merely parsing the same 300 files, and the same lint
    # pinned to one core (taskset) for the speed-up that parallel files give on this machine's 2 cores.
    lint = results["lint 100x3x2000 RatePrompt"]["seconds"]
    parse = results["lint 100x3x2000 Foundation parse only"]["seconds"]
    with tempfile.TemporaryDirectory() as out:
        one_core = run_benchmarks(out, prefix=["taskset", "-c", "0"], filter="lint 100x3x2000 RatePrompt")
    serial = one_core["lint 100x3x2000 RatePrompt"]["seconds"]
    print()
    print("| lint of 100 localizations × 3 tables × 2,000 keys | time |")
    print("|---|---|")
    print(f"| `rateprompt lint`, 2 cores | {lint:.2f} s |")
    print(f"| `rateprompt lint`, pinned to 1 core | {serial:.2f} s |")
    print(f"| Foundation parsing the same files, no checks | {parse:.2f} s |")
    print()
    print(f"The whole lint takes {lint / parse:.2f}× the time of Foundation's parse alone; running files in parallel "
          f"on 2 cores is {serial / lint:.2f}× faster than on one.")


if __name__ == "__main__":
    main()
