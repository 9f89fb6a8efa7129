#!/usr/bin/env python3
"""Times the translators' page (`rateprompt preview --strings`) in headless Chromium against its size.

For generated String Catalogs of 1 to 40 languages × 3,000 strings (seeded, the same every run), it writes the page
and opens it in Chromium several times, and prints for each size: the page's bytes, the time the page's own script
reports for its first rows (`data-first-rows-ms` on <html>: from navigation start, parsing included), and the whole
browser run (`chromium --headless --dump-dom`, start-up included, against an empty page's run). The claim it checks:
time to first rows grows far less than linearly with the number of languages.

    python3 Benchmarks/strings_page.py                       # generated projects, the branch's debug or release build
    python3 Benchmarks/strings_page.py --rateprompt PATH     # another binary
    python3 Benchmarks/strings_page.py --projects DIR ... [--vs OLD_BINARY]   # real projects' pages, before and after

It needs `chromium` on PATH (as the browser tests do). Browser load times depend on the page, not on how rateprompt
was built, so a debug build gives the same figures.
"""
import argparse
import json
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LANGUAGES = ["de", "fr", "es", "it", "ja", "ko", "zh-Hans", "zh-Hant", "pt-BR", "pt-PT", "ru", "uk", "pl", "nl", "sv",
             "da", "fi", "nb", "tr", "cs", "sk", "hu", "ro", "el", "he", "ar", "th", "vi", "id", "ms", "ca", "hr", "hi",
             "bg", "sl", "lt", "lv", "et", "sr", "fa"]
SIZES = (1, 2, 5, 10, 20, 30, 40)


def catalog(languages, count=3000, seed=28):
    """A String Catalog of `count` strings in English and `languages`: most translated, some missing, some awaiting
    review, a few with a wrong placeholder."""
    rng = random.Random(seed)
    strings = {}
    for i in range(count):
        # A wrong placeholder every 50 strings; nothing to translate (`%@ ·`) every 100.
        source = "%lld files in %@" if i % 50 == 3 else "%@ ·" if i % 100 == 7 else f"Open item number {i} now"
        localizations = {"en": {"stringUnit": {"state": "translated", "value": source}}}
        for language in languages:
            roll = rng.randrange(20)
            if roll in (15, 16):
                continue
            value = f"{language}: %lld Dateien" if i % 50 == 3 else source if i % 100 == 7 else f"Eintrag {i} {language}"
            state = "needs_review" if roll == 17 else "new" if roll == 18 else "translated"
            localizations[language] = {"stringUnit": {"state": state, "value": value}}
        strings[f"s{i}.title"] = {"comment": f"Shown on screen {i % 17}", "localizations": localizations}
    return {"sourceLanguage": "en", "strings": strings, "version": "1.0"}


def chromium(page, fragment=""):
    """Seconds of a whole headless run, and the DOM it dumped."""
    with tempfile.TemporaryDirectory() as profile:
        start = time.perf_counter()
        result = subprocess.run(["chromium", "--headless=new", "--disable-gpu", "--no-sandbox", "--no-first-run",
                                 f"--user-data-dir={profile}", "--dump-dom", "file://" + page + fragment],
                                capture_output=True, text=True, timeout=600)
        return time.perf_counter() - start, result.stdout


def first_rows(dom):
    match = re.search(r'data-first-rows-ms="([0-9.]+)"', dom)
    return float(match.group(1)) if match else None


def measure(page, runs):
    walls, firsts = [], []
    for _ in range(runs):
        wall, dom = chromium(page)
        walls.append(wall)
        first = first_rows(dom)
        if first is not None:
            firsts.append(first)
    return statistics.median(walls), (statistics.median(firsts) if firsts else None)


def write_page(binary, project, page, *extra):
    subprocess.run([binary, "preview", "--strings", "--project", project, "--out", page, *extra],
                   check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return os.path.getsize(page)


def default_binary():
    for configuration in ("release", "debug"):
        path = os.path.join(ROOT, ".build", configuration, "rateprompt")
        if os.path.exists(path):
            return path
    sys.exit("build rateprompt first (swift build --product rateprompt), or pass --rateprompt")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rateprompt", default=None)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--projects", nargs="*")
    parser.add_argument("--vs", help="a second binary (the baseline) whose pages are measured the same way")
    options = parser.parse_args()
    binary = options.rateprompt or default_binary()
    if shutil.which("chromium") is None:
        sys.exit("chromium is not on PATH")
    with tempfile.TemporaryDirectory() as scratch:
        empty = os.path.join(scratch, "empty.html")
        with open(empty, "w") as handle:
            handle.write("<!DOCTYPE html><title>empty</title>")
        browser, _ = measure(empty, options.runs)
        print(f"Chromium's own run (an empty page): {browser:.2f} s\n")
        if options.projects:
            print("| project | page before | load before | page after | load after | first rows after |")
            print("|---|---|---|---|---|---|")
            for project in options.projects:
                name = os.path.basename(project.rstrip("/"))
                after = os.path.join(scratch, f"{name}.html")
                size = write_page(binary, project, after)
                wall, first = measure(after, options.runs)
                before_size, before_wall = "–", "–"
                if options.vs:
                    before = os.path.join(scratch, f"{name}-before.html")
                    before_size = f"{write_page(options.vs, project, before) / 1e6:.2f} MB"
                    before_wall = f"{measure(before, options.runs)[0]:.2f} s"
                print(f"| {name} | {before_size} | {before_wall} | {size / 1e6:.2f} MB | {wall:.2f} s | "
                      f"{first:.0f} ms |" if first is not None else f"| {name} | {before_size} | {before_wall} | "
                      f"{size / 1e6:.2f} MB | {wall:.2f} s | – |")
            return
        print("| languages × 3,000 strings | page | first rows (page's script) | whole Chromium run | run less Chromium's own |")
        print("|---|---|---|---|---|")
        firsts = {}
        for count in SIZES:
            project = os.path.join(scratch, f"p{count}")
            os.makedirs(project)
            with open(os.path.join(project, "Localizable.xcstrings"), "w") as handle:
                json.dump(catalog(LANGUAGES[:count]), handle, ensure_ascii=False, indent=1)
            page = os.path.join(scratch, f"p{count}.html")
            size = write_page(binary, project, page)
            wall, first = measure(page, options.runs)
            firsts[count] = first
            print(f"| {count} | {size / 1e6:.2f} MB | {first:.0f} ms | {wall:.2f} s | {wall - browser:.2f} s |")
        print()
        print(f"From 1 to 40 languages (40× the translations), time to first rows grows "
              f"{firsts[40] / firsts[1]:.2f}×.")


if __name__ == "__main__":
    main()
