#!/usr/bin/env python3
"""Times the translators' page (`rateprompt preview --strings`) in headless Chromium: time to first rows and to loaded.

For generated String Catalogs of 3,000 strings in English and N languages (seeded, the same every run; 1 and 34 by
default) it writes the page, then opens each page in Chromium in rounds: every round runs each page once (and an empty
page, Chromium's own start-up), so that all pages see the same moments of a shared machine. It prints, per page, the
medians over the rounds of:

- first rows: the time the page's own script reports for its first rows (`data-first-rows-ms` on <html>, from
  navigation start: reading and parsing the file, unpacking the language, drawing its first rows);
- loaded: the whole `chromium --headless --dump-dom` process, wall time (start-up, load, the DOM written out). A run
  whose DOM has no rows drawn does not count as loaded: it is reported as such.

and the ratio of each page's loaded time to the one-language page's, with the load average before and after.

    python3 Benchmarks/strings_page.py                             # 1 and 34 languages, the branch's build
    python3 Benchmarks/strings_page.py --vs OLD_BINARY             # the same pages from another build, alternating
    python3 Benchmarks/strings_page.py --languages 1 10 20 40      # other sizes
    python3 Benchmarks/strings_page.py --projects DIR ... [--vs OLD_BINARY]   # real projects' pages

It needs `chromium` on PATH (as the browser tests do). Browser times depend on the page, not on how rateprompt was
built, so a debug build gives the same figures.
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


def chromium(page):
    """Seconds of a whole headless run, and the DOM it dumped."""
    with tempfile.TemporaryDirectory() as profile:
        start = time.perf_counter()
        result = subprocess.run(["chromium", "--headless=new", "--disable-gpu", "--no-sandbox", "--no-first-run",
                                 f"--user-data-dir={profile}", "--dump-dom", "file://" + page],
                                capture_output=True, text=True, timeout=600)
        return time.perf_counter() - start, result.stdout


def attribute(name, dom):
    match = re.search(name + r'="([0-9.]+)"', dom)
    return float(match.group(1)) if match else None


def write_page(binary, project, page):
    subprocess.run([binary, "preview", "--strings", "--project", project, "--out", page],
                   check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if not os.path.exists(page):
        sys.exit(f"{binary} wrote no page for {project}")
    return os.path.getsize(page)


def default_binary():
    for configuration in ("release", "debug"):
        path = os.path.join(ROOT, ".build", configuration, "rateprompt")
        if os.path.exists(path):
            return path
    sys.exit("build rateprompt first (swift build --product rateprompt), or pass --rateprompt")


def load_average():
    return os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")


def measure(pages, runs):
    """`runs` rounds over `pages` (name → path), each page once a round, the order turned by one each round. Returns,
    per page, the loaded times of runs whose DOM had rows, the first-rows times, and how many runs had no rows."""
    names = list(pages)
    results = {name: {"loaded": [], "first": [], "no_rows": 0} for name in names}
    for round_ in range(runs):
        turn = round_ % len(names)
        for name in names[turn:] + names[:turn]:
            wall, dom = chromium(pages[name])
            result = results[name]
            if name == "empty":
                result["loaded"].append(wall)
                continue
            drawn = attribute("data-drawn", dom)
            if not drawn:
                result["no_rows"] += 1
                continue
            result["loaded"].append(wall)
            first = attribute("data-first-rows-ms", dom)
            if first is not None:
                result["first"].append(first)
    return results


def median(values):
    return statistics.median(values) if values else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     epilog=__doc__[__doc__.index("    python3"):], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rateprompt", default=None, help="the binary to measure (default: .build/release or debug)")
    parser.add_argument("--vs", help="a second binary (the baseline) whose pages are measured in the same rounds")
    parser.add_argument("--runs", type=int, default=7, help="rounds (default 7)")
    parser.add_argument("--languages", type=int, nargs="*", default=[1, 34], help="sizes (default 1 34; at most 40)")
    parser.add_argument("--projects", nargs="*", help="real projects instead of generated ones")
    parser.add_argument("--export-json", help="also write the figures to this file")
    options = parser.parse_args()
    binary = options.rateprompt or default_binary()
    if shutil.which("chromium") is None:
        sys.exit("chromium is not on PATH")
    builds = [("", binary)] + ([(" (--vs)", options.vs)] if options.vs else [])
    with tempfile.TemporaryDirectory() as scratch:
        empty = os.path.join(scratch, "empty.html")
        with open(empty, "w") as handle:
            handle.write("<!DOCTYPE html><title>empty</title>")
        projects = []
        if options.projects:
            projects = [(os.path.basename(project.rstrip("/")), project) for project in options.projects]
        else:
            for count in options.languages:
                project = os.path.join(scratch, f"languages-{count}")
                os.makedirs(project)
                with open(os.path.join(project, "Localizable.xcstrings"), "w") as handle:
                    json.dump(catalog(LANGUAGES[:count]), handle, ensure_ascii=False, indent=1)
                projects.append((f"{count} language{'s' if count > 1 else ''} × 3,000 strings", project))
        pages, sizes = {"empty": empty}, {}
        for label, build in builds:
            for index, (name, project) in enumerate(projects):
                page = os.path.join(scratch, f"page-{index}{'-vs' if label else ''}.html")
                sizes[name + label] = write_page(build, project, page)
                pages[name + label] = page
        load_before = load_average()
        results = measure(pages, options.runs)
        load_after = load_average()
        print(f"{options.runs} rounds, each page once a round; load average {load_before:.2f} before, "
              f"{load_after:.2f} after. Chromium's own run (an empty page): "
              f"{median(results['empty']['loaded']):.2f} s\n")
        print("| page | size | first rows | loaded | loaded vs the first page |")
        print("|---|---|---|---|---|")
        figures = {"load_before": load_before, "load_after": load_after, "runs": options.runs,
                   "empty": median(results["empty"]["loaded"]), "pages": {}}
        for label, _ in builds:
            first_loaded = None
            for name, _ in projects:
                key = name + label
                result = results[key]
                loaded, first = median(result["loaded"]), median(result["first"])
                if first_loaded is None:
                    first_loaded = loaded
                ratio = f"{loaded / first_loaded:.2f}×" if loaded and first_loaded else "–"
                missing = f" ({result['no_rows']} runs without rows)" if result["no_rows"] else ""
                print(f"| {key} | {sizes[key] / 1e6:.2f} MB | "
                      f"{f'{first:.0f} ms' if first is not None else '–'} | "
                      f"{f'{loaded:.2f} s' if loaded is not None else '–'}{missing} | {ratio} |")
                figures["pages"][key] = {"bytes": sizes[key], "first_rows_ms": first, "loaded_s": loaded,
                                         "loaded_runs": result["loaded"], "first_rows_runs": result["first"],
                                         "runs_without_rows": result["no_rows"]}
        if options.export_json:
            with open(options.export_json, "w", encoding="utf-8") as handle:
                json.dump(figures, handle, indent=2)
                handle.write("\n")


if __name__ == "__main__":
    main()
