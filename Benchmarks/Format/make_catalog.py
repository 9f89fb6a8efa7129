#!/usr/bin/env python3
"""Writes a seeded String Catalog of about 20 MB for format.sh: 6,000 keys in 24 languages, plural and device
variations, comments, escapes and non-ASCII keys, members in a shuffled order and on one line (so `format` has all
of it to redo).

    python3 Benchmarks/Format/make_catalog.py OUT.xcstrings
"""
import json
import random
import sys

random.seed(26)
PIECES = ["rate", "Rate", "review", "-", "(", ")", ".", "_", " ", "%@", "%lld", "9", "10", "é", "Über", "日本", "한국",
          "title", "Settings", "\"", "\\", "/", "\n", "\t", "🙂", "button", "label", "alert"]
LANGUAGES = ["ar", "ca", "cs", "da", "de", "el", "es", "fi", "fr", "he", "hi", "hu", "id", "it", "ja", "ko", "nb", "nl",
             "pl", "pt-BR", "ru", "sv", "tr", "zh-Hans"]


def text(count):
    return "".join(random.choice(PIECES) for _ in range(count))


def unit():
    return {"stringUnit": {"value": text(random.randint(2, 8)), "state": random.choice(["translated", "needs_review", "new"])}}


def localization():
    kind = random.random()
    if kind < 0.75:
        return unit()
    if kind < 0.95:
        return {"variations": {"plural": {form: unit() for form in random.sample(["zero", "one", "two", "few", "many", "other"], 3)}}}
    return {"variations": {"device": {device: unit() for device in ["other", "mac", "iphone"]}}}


def shuffled(value):
    if isinstance(value, dict):
        items = list(value.items())
        random.shuffle(items)
        return {key: shuffled(member) for key, member in items}
    return value


strings = {}
while len(strings) < 6000:
    entry = {"localizations": {language: localization() for language in LANGUAGES}}
    if random.random() < 0.6:
        entry["comment"] = text(6)
    if random.random() < 0.5:
        entry["extractionState"] = "manual"
    strings[text(random.randint(1, 5)) + str(len(strings))] = entry
catalog = shuffled({"sourceLanguage": "en", "strings": strings, "version": "1.0"})
with open(sys.argv[1], "w", encoding="utf-8") as out:
    json.dump(catalog, out, ensure_ascii=False, separators=(",", ":"))
