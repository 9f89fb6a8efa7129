#!/usr/bin/env python3
"""Runs the format benchmarks and prints the README's performance table.

Every figure is measured in one run on the same files: RatePrompt's readers, Foundation's PropertyListSerialization,
and (for property lists) python's plistlib. Throughput is MB (10^6 bytes) of input per second, from the median
wall-clock time; memory is the peak resident-memory growth while parsing, as a multiple of the file size.

    python3 Benchmarks/report.py            # builds in release, runs, prints a Markdown table
"""
import json
import os
import plistlib
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(tempfile.gettempdir(), "rateprompt-benchmark-corpus-v1")
FILES = [("big.strings", ".strings, UTF-8"), ("big.utf16.strings", ".strings, UTF-16"),
         ("big.plist", "XML property list"), ("big.bplist", "binary property list")]


def run_benchmarks(out):
    subprocess.run(["swift", "package", "--allow-writing-to-directory", out, "benchmark",
                    "--format", "jmh", "--path", out], cwd=ROOT, check=True,
                   stdout=sys.stderr, stderr=sys.stderr)
    with open(os.path.join(out, "Current_run.jmh.json")) as handle:
        elements = json.load(handle)
    results = {}
    for element in elements:
        name = element["benchmark"].split("RatePromptBenchmarks.", 1)[1]
        metrics = element["secondaryMetrics"]
        results[name] = {
            "seconds": metrics["Time (wall clock)"]["scorePercentiles"]["50.0"] / 1e6,
            "memory": metrics["Memory Δ (resident peak)"]["scorePercentiles"]["50.0"],
        }
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


def main():
    with tempfile.TemporaryDirectory() as out:
        results = run_benchmarks(out)
    rows = ["| input | size | RatePrompt | Foundation | ratio | python plistlib | RatePrompt peak memory |",
            "|---|---|---|---|---|---|---|"]
    for file, label in FILES:
        size = os.path.getsize(os.path.join(CORPUS, file))
        ours = results[f"{file}_RatePrompt"]
        theirs = results[f"{file}_Foundation"]
        mbps = lambda seconds: f"{size / 1e6 / seconds:,.0f} MB/s"
        python = "–"
        if file.endswith(("plist", "bplist")) and not file.endswith(".strings"):
            python = mbps(plistlib_seconds(os.path.join(CORPUS, file)))
        rows.append(f"| {label} | {size / 1e6:.1f} MB | {mbps(ours['seconds'])} | {mbps(theirs['seconds'])} | "
                    f"{theirs['seconds'] / ours['seconds']:.1f}× | {python} | {ours['memory'] / size:.1f}× file |")
    print("\n".join(rows))


if __name__ == "__main__":
    main()
