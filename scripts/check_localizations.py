#!/usr/bin/env python3
"""Mechanical check of RatePrompt's default copy: Localizations/<tag>.lproj/RatePrompt.strings.

Usage: python3 scripts/check_localizations.py [Localizations]

Checks the house format described in Localizations/README.md (it is stricter than the .strings
grammar on purpose) and the content rules that can be checked without reading the language:
placeholders, spacing, key set and order, that no two localizations are the same, that game and
update messages differ from the app message, that the game message is about playing and the update
message mentions the new version. Exit status 1 if any error was found; warnings do not fail.
"""

import os
import re
import sys
import unicodedata

KEYS = [
    "iRateMessageTitle",
    "iRateAppMessage",
    "iRateGameMessage",
    "iRateUpdateMessage",
    "iRateCancelButton",
    "iRateRemindButton",
    "iRateRateButton",
]
WITH_NAME = set(KEYS[:4])
BUTTONS = KEYS[4:]
BUTTON_SOFT_LIMIT = 18  # characters, for Latin-script languages

# Every localization the package ships. A folder that is not listed here is an error, so that a new
# language is added on purpose (with its rows in PLAY and VERSION below).
LANGUAGES = """ar bn bs ca cs da de el en en-GB es es-419 fa fi fr he hi hr hu id it ja ko mk ms nb nl pa pl
pt-BR pt-PT ro ru sk sl sr sv th tr uk ur vi zh-Hans zh-Hant zh-HK""".split()

LATIN = set("""bs ca cs da de en en-GB es es-419 fi fr hr hu id it ms nb nl pl pt-BR pt-PT ro sk sl sv tr
vi""".split())

# A word (stem) about playing that the game message must contain.
PLAY = {
    "ar": "لعب", "bn": "খেল", "bs": "igra", "ca": "jugant", "cs": "hrát", "da": "spille", "de": "Spiel",
    "el": "παίζ", "en": "playing", "en-GB": "playing", "es": "jugando", "es-419": "jugar", "fa": "بازی",
    "fi": "pelaa", "fr": "jouer", "he": "לשחק", "hi": "खेल", "hr": "igra", "hu": "játszik", "id": "memainkan",
    "it": "giocare", "ja": "プレイ", "ko": "플레이", "mk": "играте", "ms": "bermain", "nb": "spille", "nl": "Speel",
    "pa": "ਖੇਡ", "pl": "grać", "pt-BR": "jogando", "pt-PT": "jogar", "ro": "jucați", "ru": "играть",
    "sk": "hrať", "sl": "igrate", "sr": "играте", "sv": "spela", "th": "เล่น", "tr": "oynamak", "uk": "грати",
    "ur": "کھیل", "vi": "chơi", "zh-Hans": "玩", "zh-Hant": "玩", "zh-HK": "玩",
}

# A word for "version" or "update" that the update message must contain.
VERSION = {
    "ar": "الإصدار", "bn": "সংস্করণ", "bs": "verziju", "ca": "versió", "cs": "verzi", "da": "version",
    "de": "Version", "el": "έκδοση", "en": "version", "en-GB": "version", "es": "versión", "es-419": "versión",
    "fa": "نسخه", "fi": "version", "fr": "version", "he": "הגרסה", "hi": "वर्शन", "hr": "inačicu",
    "hu": "verzió", "id": "versi", "it": "versione", "ja": "バージョン", "ko": "버전", "mk": "верзија",
    "ms": "versi", "nb": "versjonen", "nl": "versie", "pa": "ਵਰਜ਼ਨ", "pl": "wersję", "pt-BR": "versão",
    "pt-PT": "versão", "ro": "versiune", "ru": "версию", "sk": "verziu", "sl": "različico", "sr": "верзију",
    "sv": "versionen", "th": "เวอร์ชัน", "tr": "sürüm", "uk": "версію", "ur": "ورژن", "vi": "phiên bản",
    "zh-Hans": "新版本", "zh-Hant": "新版本", "zh-HK": "新版本",
}

# Words for "app" that must not appear in a game message (iRate's ja, ko, sk shipped them).
APP_WORDS = [
    r"\bapps?\b", r"\bapplication", r"aplicac", r"aplicaç", r"applicazion", r"aplikac", r"aplikác",
    r"sovellu", r"uygulama", r"alkalmazás", r"ứng dụng", r"aplikasi", "アプリ", "앱", "应用", "應用",
    "приложени", "застосун", "апликациј", "εφαρμογ", "تطبيق", "אפליקצי", "برنامه", "ऐप", "অ্যাপ",
    "ਐਪ", "ایپ", "แอป",
]

# Letters that belong to a neighbouring language's orthography (a classic copy-paste defect).
FOREIGN_LETTERS = {
    "fa": {"\u064a": "Arabic yeh (use Farsi yeh \u06cc)", "\u0643": "Arabic kaf (use keheh \u06a9)"},
    "ur": {"\u064a": "Arabic yeh (use \u06cc)", "\u0643": "Arabic kaf (use \u06a9)",
           "\u0647": "Arabic heh (use heh goal \u06c1 or do-chashmi \u06be)"},
    "ar": {"\u06cc": "Farsi yeh (use Arabic yeh \u064a)", "\u06a9": "keheh (use Arabic kaf \u0643)"},
    "ro": {"\u015f": "s-cedilla (use s-comma \u0219)", "\u0163": "t-cedilla (use t-comma \u021b)",
           "\u015e": "S-cedilla (use S-comma \u0218)", "\u0162": "T-cedilla (use T-comma \u021a)"},
}

ENTRY = re.compile(r'^"([A-Za-z]+)" = "((?:[^"\\]|\\["\\])*)";$')
COMMENT = re.compile(r"^/\* .+ \*/$")


class Report:
    def __init__(self):
        self.errors = 0
        self.warnings = 0

    def error(self, where, message):
        self.errors += 1
        print(f"{where}: error: {message}")

    def warning(self, where, message):
        self.warnings += 1
        print(f"{where}: warning: {message}")


def unescape(raw):
    return raw.replace('\\"', '"').replace("\\\\", "\\")


def check_value(report, where, tag, key, value):
    if value != value.strip(" "):
        report.error(where, f"{key}: leading or trailing space")
    if "  " in value:
        report.error(where, f"{key}: doubled space")
    if any(unicodedata.category(c) in ("Cc", "Zl", "Zp") for c in value):
        report.error(where, f"{key}: control character or line break in the value")
    if "\\" in value:
        report.error(where, f"{key}: backslash in the value (no escapes such as \\n or \\U are used)")
    if value != unicodedata.normalize("NFC", value):
        report.error(where, f"{key}: not in Unicode NFC")
    if "\ufeff" in value or "\u200b" in value:
        report.error(where, f"{key}: invisible BOM or zero-width space")
    for letter, why in FOREIGN_LETTERS.get(tag, {}).items():
        if letter in value:
            report.error(where, f"{key}: {why}")
    if "'" in value:
        report.error(where, f"{key}: straight apostrophe; use the typographic one of the language")
    # Placeholders: only %@ and %%.
    specs = re.findall(r"%(?:%|@|.)?", value)
    names = [s for s in specs if s == "%@"]
    others = [s for s in specs if s not in ("%@", "%%")]
    if others:
        report.error(where, f"{key}: format specifiers other than %@ and %%: {others}")
    expected = 1 if key in WITH_NAME else 0
    if len(names) != expected:
        report.error(where, f"{key}: {len(names)} × %@, expected {expected}")
    if key in BUTTONS:
        if value[-1:] in ".!?。！？":
            report.error(where, f"{key}: button label ends with punctuation")
        if tag in LATIN and len(value) > BUTTON_SOFT_LIMIT:
            report.warning(where, f"{key}: {len(value)} characters (aim for {BUTTON_SOFT_LIMIT} or fewer)")
    if key == "iRateMessageTitle" and len(value.replace("%@", "")) > 24:
        report.warning(where, f"{key}: long for a one-line title")


def check_file(report, path, tag):
    data = open(path, "rb").read()
    if data.startswith(b"\xef\xbb\xbf"):
        report.error(path, "UTF-8 byte order mark")
    if b"\r" in data:
        report.error(path, "CR in file (LF line endings only)")
    if not data.endswith(b"\n") or data.endswith(b"\n\n"):
        report.error(path, "file must end with exactly one newline")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        report.error(path, f"not valid UTF-8: {e}")
        return None
    lines = text.split("\n")[:-1]
    # Header: a block comment that names the language and its tag.
    if not lines or lines[0] != "/*" or "*/" not in lines:
        report.error(f"{path}:1:1", "file must start with a header block comment")
        return None
    end = lines.index("*/")
    header = "\n".join(lines[: end + 1])
    if f"({tag})" not in header:
        report.error(f"{path}:1:1", f"header must name the tag ({tag})")
    body = lines[end + 1 :]
    values = {}
    order = []
    i = 0
    line_no = end + 2
    while i < len(body):
        where = f"{path}:{line_no + i}"
        if body[i] != "":
            report.error(where, "expected a blank line between entries")
            return None
        if i + 2 >= len(body):
            report.error(where, "trailing blank line or incomplete entry")
            return None
        comment, entry = body[i + 1], body[i + 2]
        if not COMMENT.match(comment) or comment.count("*/") != 1:
            report.error(f"{path}:{line_no + i + 1}", "each entry needs a one-line translator comment /* … */")
        m = ENTRY.match(entry)
        if not m:
            report.error(f"{path}:{line_no + i + 2}", f"not of the form \"key\" = \"value\"; : {entry!r}")
            return None
        key, value = m.group(1), unescape(m.group(2))
        if key in values:
            report.error(f"{path}:{line_no + i + 2}", f"duplicate key {key}")
        values[key] = value
        order.append(key)
        if "%@" not in comment and key in WITH_NAME:
            report.error(f"{path}:{line_no + i + 1}", f"{key}: comment must say what %@ stands for")
        check_value(report, f"{path}:{line_no + i + 2}", tag, key, value)
        i += 3
    if order != KEYS:
        report.error(path, f"keys must be exactly, in this order: {', '.join(KEYS)}; found {', '.join(order)}")
    if len(values) == 7:
        app, game, update = values["iRateAppMessage"], values["iRateGameMessage"], values["iRateUpdateMessage"]
        if game == app:
            report.error(path, "iRateGameMessage is identical to iRateAppMessage")
        if update in (app, game):
            report.error(path, "iRateUpdateMessage repeats the app or game message")
        if PLAY.get(tag) and PLAY[tag].lower() not in game.lower():
            report.error(path, f"iRateGameMessage does not mention playing ({PLAY[tag]!r})")
        if VERSION.get(tag) and VERSION[tag].lower() not in update.lower():
            report.error(path, f"iRateUpdateMessage does not mention the new version ({VERSION[tag]!r})")
        for pattern in APP_WORDS:
            if re.search(pattern, game, re.IGNORECASE):
                report.error(path, f"iRateGameMessage calls the game an app ({pattern})")
        if len(set(values.values())) != 7:
            report.error(path, "two keys have the same value")
    return values, data


def main():
    default = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Localizations")
    root = os.path.relpath(os.path.normpath(sys.argv[1] if len(sys.argv) > 1 else default))
    report = Report()
    folders = sorted(d for d in os.listdir(root) if d.endswith(".lproj"))
    tags = [d[: -len(".lproj")] for d in folders]
    for tag in sorted(set(tags) - set(LANGUAGES)):
        report.error(os.path.join(root, tag + ".lproj"), "localization not in the list of shipped languages")
    for tag in sorted(set(LANGUAGES) - set(tags)):
        report.error(root, f"missing {tag}.lproj")
    seen_bytes, seen_values = {}, {}
    for tag in tags:
        path = os.path.join(root, tag + ".lproj", "RatePrompt.strings")
        others = set(os.listdir(os.path.join(root, tag + ".lproj"))) - {"RatePrompt.strings"}
        if others:
            report.error(os.path.dirname(path), f"unexpected files: {sorted(others)}")
        if not os.path.isfile(path):
            report.error(path, "missing")
            continue
        result = check_file(report, path, tag)
        if result is None:
            continue
        values, data = result
        content = tuple(values.get(k) for k in KEYS)
        if content in seen_values:
            report.error(path, f"same copy as {seen_values[content]}")
        seen_values[content] = tag
        if data in seen_bytes:
            report.error(path, f"byte-identical to {seen_bytes[data]}")
        seen_bytes[data] = tag
    # Values that a non-English localization shares with English are usually untranslated.
    if "en" in tags:
        english = set(open_values(root, "en").values())
        for tag in tags:
            if tag.startswith("en"):
                continue
            for key, value in open_values(root, tag).items():
                if value in english:
                    report.warning(tag, f"{key} is the same as in English")
    print(f"{len(tags)} localizations, {report.errors} errors, {report.warnings} warnings")
    return 1 if report.errors else 0


def open_values(root, tag):
    path = os.path.join(root, tag + ".lproj", "RatePrompt.strings")
    values = {}
    for line in open(path, encoding="utf-8"):
        m = ENTRY.match(line.rstrip("\n"))
        if m:
            values[m.group(1)] = unescape(m.group(2))
    return values


if __name__ == "__main__":
    sys.exit(main())
