#!/usr/bin/env python3
"""Measures how many plural strings that lack a form their language needs get a finding from `rateprompt lint`.

    pip install babel
    python3 scripts/plural_recall.py APP... [--binary PATH] [--max-count N] [--misses N]

The count is independent of RatePrompt's own plural tables: the categories each language needs come from CLDR's
plural rules as Babel ships them (`babel.Locale.plural_form`), evaluated for every whole count from 0 to
`--max-count` (default 999,999: RatePrompt does not ask for the categories only millions reach, French and Spanish
`many`). A triple (file, key, language) lacks a category when a plural variable of the key, in a `.stringsdict` of
that language or in a String Catalog's plural variations for it (its own or a substitution's), has no form for a
category those counts reach. The development language's strings count too.

Each APP is linted with every file included (`include_unshipped`, so that a file no target ships still counts), and a
triple is found when a finding of `untranslated` or of a `plural-…` rule names its key in its file and language, or
when `unknown-localization` says that no device selects its folder. The
script prints, per app and in all, the triples, how many were found, and the first `--misses` that were not.
"""
import argparse
import json
import pathlib
import plistlib
import re
import subprocess
import sys
import tempfile

from babel import Locale, UnknownLocaleError

# What an `.lproj` folder name stands for where it is not a tag.
LEGACY_NAMES = {"English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es", "Italian": "it",
                "Dutch": "nl"}


def needed_categories(language, max_count, cache={}):
    """The CLDR categories whole counts 0...max_count reach in `language`; None for a name Babel does not know."""
    if language in cache:
        return cache[language]
    tag = LEGACY_NAMES.get(language, language).replace("_", "-")
    try:
        rule = Locale.parse(tag, sep="-").plural_form
    except (UnknownLocaleError, ValueError):
        cache[language] = None
        return None
    # Every count to 1,000, then the counts at which CLDR's rules change (each decade's ends and hundreds).
    counts = set(range(0, min(max_count, 1000) + 1))
    step = 1000
    while step <= max_count:
        for base in range(step, min(max_count, step * 10) + 1, step):
            counts.update(n for n in (base, base + 1, base + 2, base + 5, base + 11, base + 21, base + 22, base + 25)
                          if n <= max_count)
        step *= 10
    cache[language] = {rule(n) for n in counts}
    return cache[language]


def stringsdict_triples(path, language, max_count):
    try:
        root = plistlib.loads(path.read_bytes())
    except Exception:
        return
    needed = needed_categories(language, max_count)
    if not needed or not isinstance(root, dict):
        return
    for key, entry in root.items():
        if not isinstance(entry, dict):
            continue
        for name, variable in entry.items():
            if not isinstance(variable, dict) or variable.get("NSStringFormatSpecTypeKey") != "NSStringPluralRuleType":
                continue
            written = {category for category in variable if category in ("zero", "one", "two", "few", "many", "other")}
            if needed - written:
                yield key, sorted(needed - written)
                break


def catalog_triples(path, max_count):
    try:
        catalog = json.loads(path.read_text(encoding="utf-8"))
    except Exception:
        return
    for key, entry in (catalog.get("strings") or {}).items():
        if not isinstance(entry, dict) or entry.get("shouldTranslate") is False:
            continue
        for language, localization in (entry.get("localizations") or {}).items():
            needed = needed_categories(language, max_count)
            if not needed or not isinstance(localization, dict):
                continue
            lacking = set()
            for plural in plural_variations(localization):
                lacking |= needed - set(plural)
            if lacking:
                yield key, language, sorted(lacking)


def plural_variations(localization):
    """The plural variation sets of a catalog localization: its own (also under a device variation) and its
    substitutions'."""
    def walk(node):
        if not isinstance(node, dict):
            return
        variations = node.get("variations") or {}
        if isinstance(variations.get("plural"), dict):
            yield variations["plural"]
        for device in (variations.get("device") or {}).values():
            yield from walk(device)
    yield from walk(localization)
    for substitution in (localization.get("substitutions") or {}).values():
        yield from walk(substitution)


def triples(app, max_count):
    for path in sorted(app.rglob("*")):
        if path.suffix == ".stringsdict" and path.parent.suffix == ".lproj":
            for key, lacking in stringsdict_triples(path, path.parent.stem, max_count):
                yield str(path), key, path.parent.stem, lacking
        elif path.suffix == ".xcstrings":
            for key, language, lacking in catalog_triples(path, max_count):
                yield str(path), key, language, lacking


def findings(app, binary):
    """The lint's findings on `app` with every file included: the settings' `include_unshipped` is relative to the
    settings file's folder, so the app is linted through a link beside it; paths are given back as the app's."""
    with tempfile.TemporaryDirectory() as folder:
        settings = pathlib.Path(folder) / "settings.yml"
        settings.write_text('include_unshipped: ["**"]\n')
        link = pathlib.Path(folder) / "app"
        link.symlink_to(app, target_is_directory=True)
        result = subprocess.run([binary, "lint", str(link), "--reporter", "json", "--quiet", "--settings", str(settings)],
                                capture_output=True)
        text = result.stdout.decode().replace(json.dumps(str(link))[1:-1], json.dumps(str(app))[1:-1])
    return json.loads(text or "[]")


def index(findings):
    """The findings of untranslated and the plural rules by the file each of their keys is in (a table's grouped
    finding stands at its `.strings` file and names the `.stringsdict` forms it holds)."""
    by_file = {}
    for finding in findings:
        rule = finding["rule"]
        if rule == "unknown-localization":
            # A folder no device selects (`sr@latin.lproj`): its strings are never shown, whatever forms they lack.
            by_file.setdefault(str(pathlib.Path(finding["file"]).parent), []).append(finding)
            continue
        if rule != "untranslated" and not rule.startswith("plural-"):
            continue
        files = {item.get("file", finding["file"]) for item in finding.get("keys", [])} | {finding["file"]}
        for path in files:
            by_file.setdefault(path, []).append(finding)
    return by_file


def found(triple, by_file):
    path, key, language, _ = triple
    if by_file.get(str(pathlib.Path(path).parent)):
        return True
    for finding in by_file.get(path, []):
        keys = {item["key"] for item in finding.get("keys", []) if item.get("file", finding["file"]) == path}
        if key not in keys and f'"{key}"' not in finding["message"]:
            continue
        # A .stringsdict is one language's; a catalog's findings name the language they are about.
        if path.endswith(".stringsdict") or re.search(rf"\b(in|of) {re.escape(language)}\b|\({re.escape(language)}\)",
                                                      finding["message"]):
            return True
    return False


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("apps", nargs="+", type=pathlib.Path)
    parser.add_argument("--binary", default=str(pathlib.Path(__file__).resolve().parent.parent / ".build/debug/rateprompt"))
    parser.add_argument("--max-count", type=int, default=999_999)
    parser.add_argument("--misses", type=int, default=5)
    arguments = parser.parse_args()
    total = hits = 0
    for app in (app.resolve() for app in arguments.apps if app.is_dir()):
        by_file = index(findings(app, arguments.binary))
        app_triples = list(triples(app, arguments.max_count))
        misses = [triple for triple in app_triples if not found(triple, by_file)]
        total += len(app_triples)
        hits += len(app_triples) - len(misses)
        share = f"{100 * (len(app_triples) - len(misses)) / len(app_triples):.1f} %" if app_triples else "-"
        print(f"{app.name}: {len(app_triples)} lacking, {len(app_triples) - len(misses)} found ({share})")
        for path, key, language, lacking in misses[:arguments.misses]:
            print(f"  missed: {pathlib.Path(path).relative_to(app)} {language} {key!r} lacks {', '.join(lacking)}")
    share = f"{100 * hits / total:.1f} %" if total else "-"
    print(f"all: {total} lacking, {hits} found ({share})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
