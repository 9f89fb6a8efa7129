#!/usr/bin/env python3
"""Times `rateprompt lint` of real apps against Foundation's bare parse of the same apps' localization files.

For each app folder below CORPUS (one folder per app, as the shared corpus unpacks), two whole processes run in turn,
A B A B ..., after a warm-up of each:

  A  rateprompt lint APP --reporter json        (its report written to /dev/null)
  B  FoundationParse APP                        (Benchmarks/FoundationParse: PropertyListSerialization for every
                                                 .lproj .strings and every .stringsdict, JSONSerialization for every
                                                 .xcstrings, one after the other, no checks)

and the ratio A/B is taken pair by pair, so that a machine whose speed drifts moves both; the table gives the median
of each time and of the ratios. A ratio under 1 means the whole lint, discovery, project model, every rule and the
JSON report included, takes less time than Foundation merely parsing the files.

    python3 Benchmarks/corpus_lint.py /path/to/corpus              # builds both in release, 7 pairs per app
    python3 Benchmarks/corpus_lint.py /path/to/corpus --runs 11 --rateprompt /path/to/other/rateprompt
    python3 Benchmarks/corpus_lint.py /path/to/corpus --static     # both linked with --static-swift-stdlib

--static builds both programs as the released binary is built (scripts/build-artifactbundle.sh): the Swift runtime
and Foundation inside the program, so that neither pays the dynamic loader's symbol lookups at start-up, no symbol of
the program exported (--no-export-dynamic), and generic types reached without mangled-name lookups. Both sides are
always built alike.

The corpus is read where it is, never copied; nothing from it is written anywhere.
"""
import argparse
import os
import subprocess
import sys

from pairs import pairs, summary

PACKAGE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(PACKAGE)


def build(rateprompt, parse, static):
    """Builds what is not given: the tool in release from the root package, the yardstick from this one."""
    flags = ["--static-swift-stdlib", "-Xlinker", "--no-export-dynamic",
             "-Xswiftc", "-Xfrontend", "-Xswiftc", "-disable-concrete-type-metadata-mangled-name-accessors",
             "--scratch-path", ".build-static"] if static else []
    if rateprompt is None:
        subprocess.run(["swift", "build", "-c", "release", "--product", "rateprompt"] + flags, cwd=ROOT, check=True,
                       stdout=sys.stderr)
        rateprompt = os.path.join(ROOT, ".build-static" if static else ".build", "release", "rateprompt")
    if parse is None:
        subprocess.run(["swift", "build", "-c", "release", "--product", "FoundationParse"] + flags, cwd=PACKAGE,
                       check=True, stdout=sys.stderr)
        parse = os.path.join(PACKAGE, ".build-static" if static else ".build", "release", "FoundationParse")
    return rateprompt, parse


def measure(lint, parse, runs):
    measured = summary(pairs(lint, parse, runs))
    return {"lint": measured["a_wall"], "parse": measured["b_wall"], "wall": measured["wall_ratio"],
            "cpu": measured["cpu_ratio"] or float("nan")}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpus", help="a folder with one folder per app")
    parser.add_argument("--runs", type=int, default=7, help="pairs per app (default 7)")
    parser.add_argument("--rateprompt", help="a rateprompt binary to time instead of building this checkout's")
    parser.add_argument("--foundation-parse", help="a FoundationParse binary to use instead of building one")
    parser.add_argument("--static", action="store_true",
                        help="build both with --static-swift-stdlib and the other flags of the released binary")
    parser.add_argument("--apps", help="comma-separated app folder names (default: every folder)")
    arguments = parser.parse_args()
    rateprompt, foundation = build(arguments.rateprompt, arguments.foundation_parse, arguments.static)
    apps = arguments.apps.split(",") if arguments.apps else sorted(
        name for name in os.listdir(arguments.corpus) if os.path.isdir(os.path.join(arguments.corpus, name)))
    print(f"load average {os.getloadavg()[0]:.2f}")
    print("| app | `rateprompt lint` (JSON) | Foundation's parse | lint / parse, wall | lint / parse, CPU |")
    print("|---|---:|---:|---:|---:|")
    for app in apps:
        folder = os.path.join(arguments.corpus, app)
        result = measure([rateprompt, "lint", folder, "--reporter", "json"], [foundation, folder], arguments.runs)
        print(f"| {app} | {result['lint'] * 1000:.0f} ms | {result['parse'] * 1000:.0f} ms | {result['wall']:.2f}× "
              f"| {result['cpu']:.2f}× |", flush=True)


if __name__ == "__main__":
    main()
