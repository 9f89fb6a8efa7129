#!/usr/bin/env python3
"""Times `rateprompt lint` of a small app as a whole process: the start-up every build pays.

A one-table app (a Localizable.strings in English, German and French, 40 keys each, written to a temporary folder and
removed after) is linted as the build plugin lints it, `rateprompt lint APP --reporter json`, in alternating pairs with
`rateprompt --version` (the process start-up and the argument parser alone) and with Foundation's bare parse of the
same three files (Benchmarks/FoundationParse). It prints the median wall times, the ratios pair by pair, and the load
average before and after.

    python3 Benchmarks/startup.py                         # builds both with --static-swift-stdlib, as released
    python3 Benchmarks/startup.py --dynamic               # both linked as `swift build` links them
    python3 Benchmarks/startup.py --rateprompt PATH [--parse PATH] [--runs 31]

The released binary (scripts/build-artifactbundle.sh) is built with --static-swift-stdlib, --no-export-dynamic and
without mangled-name accessors for generic types; so is the default here.
"""
import argparse
import os
import subprocess
import sys
import tempfile

from pairs import load_average, pairs, summary

PACKAGE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(PACKAGE)
LANGUAGES = {"en": "Item", "de": "Eintrag", "fr": "Élément"}


def write_app(folder):
    """A one-table app: `<language>.lproj/Localizable.strings` with 40 keys, a few with placeholders, at the top of its
    repository (`.git`), as an app is: the lint looks for the project no further up than that."""
    os.makedirs(os.path.join(folder, ".git"))
    for language, word in LANGUAGES.items():
        lproj = os.path.join(folder, f"{language}.lproj")
        os.makedirs(lproj)
        lines = [f'/* {word} {index} */\n"item.{index}" = "{word} {index}{" %@" if index % 7 == 0 else ""}";\n'
                 for index in range(40)]
        with open(os.path.join(lproj, "Localizable.strings"), "w", encoding="utf-8") as handle:
            handle.writelines(lines)


def build(rateprompt, parse, dynamic):
    flags = [] if dynamic else ["--static-swift-stdlib", "-Xlinker", "--no-export-dynamic",
             "-Xswiftc", "-Xfrontend", "-Xswiftc", "-disable-concrete-type-metadata-mangled-name-accessors",
             "--scratch-path", ".build-static"]
    scratch = ".build" if dynamic else ".build-static"
    if rateprompt is None:
        subprocess.run(["swift", "build", "-c", "release", "--product", "rateprompt"] + flags, cwd=ROOT, check=True,
                       stdout=sys.stderr)
        rateprompt = os.path.join(ROOT, scratch, "release", "rateprompt")
    if parse is None:
        subprocess.run(["swift", "build", "-c", "release", "--product", "FoundationParse"] + flags, cwd=PACKAGE,
                       check=True, stdout=sys.stderr)
        parse = os.path.join(PACKAGE, scratch, "release", "FoundationParse")
    return rateprompt, parse


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rateprompt", help="the binary to time (default: built here in release)")
    parser.add_argument("--parse", help="the FoundationParse binary (default: built here in release)")
    parser.add_argument("--dynamic", action="store_true", help="build both as `swift build` links them")
    parser.add_argument("--runs", type=int, default=21, help="pairs of each comparison (default 21)")
    arguments = parser.parse_args()
    rateprompt, parse = build(arguments.rateprompt, arguments.parse, arguments.dynamic)
    with tempfile.TemporaryDirectory(prefix="rateprompt-startup-") as app:
        write_app(app)
        lint = [rateprompt, "lint", app, "--reporter", "json"]
        load_before = load_average()
        versus_version = summary(pairs(lint, [rateprompt, "--version"], arguments.runs, warmup=3))
        versus_parse = summary(pairs(lint, [parse, app], arguments.runs, warmup=3))
        load_after = load_average()
    print(f"one-table app, 3 languages × 40 keys; {arguments.runs} alternating pairs each; "
          f"load average {load_before:.2f} before, {load_after:.2f} after")
    # Wall time only: the system counts a child's CPU time in 10 ms ticks, too coarse for a process this short.
    print("| command | median wall |\n|---|---:|")
    print(f"| `rateprompt lint APP --reporter json` | {versus_version['a_wall'] * 1000:.1f} ms |")
    print(f"| `rateprompt --version` | {versus_version['b_wall'] * 1000:.1f} ms |")
    print(f"| `FoundationParse APP` | {versus_parse['b_wall'] * 1000:.1f} ms |")
    print(f"lint / --version, wall: {versus_version['wall_ratio']:.2f}× "
          f"({versus_version['wall_ratio_min']:.2f}–{versus_version['wall_ratio_max']:.2f}); "
          f"lint / Foundation's parse, wall: {versus_parse['wall_ratio']:.2f}× "
          f"({versus_parse['wall_ratio_min']:.2f}–{versus_parse['wall_ratio_max']:.2f})")


if __name__ == "__main__":
    sys.exit(main())
