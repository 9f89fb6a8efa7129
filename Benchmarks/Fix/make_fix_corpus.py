#!/usr/bin/env python3
"""Writes the lint benchmark's project (LintCorpus.swift: 100 localizations x 3 tables x 2,000 keys, 300 UTF-8
.strings files) into DIR, with fixable defects in every translation: each 50th key's value drops the source's
trailing space (whitespace), each 50th (offset 17) holds `\\u00e9` (unknown-escape), each 50th (offset 33) is defined
twice (duplicate-key). Usage: make_fix_corpus.py DIR"""
import os
import sys

LANGUAGES = """en af am ar as az be bg bn bo bs ca cs cy da de dz el eo es et eu fa fi fo fr fy ga gd gl gu ha he hi hr
hu hy id ig is it ja jv ka kk km kn ko ku ky lb lo lt lv mg mi mk ml mn mr ms mt my nb ne nl nn or pa pl ps pt qu rm ro
ru rw sa sd si sk sl sn so sq sr sv sw ta te tg th ti tk to tr tt ug uk ur uz vi wo xh yi yo zh zu en-GB fr-CA pt-BR
es-419 zh-Hant zh-HK""".split()[:100]
TABLES = ["Localizable", "Settings", "Onboarding"]
KEYS = 2000


def main(folder):
    for index, localization in enumerate(LANGUAGES):
        for table in TABLES:
            lines = [f"/* {table} — {localization} */"]
            for key in range(KEYS):
                value = f"Value {key} in {localization} #{index}, %@ here"
                lines.append(f"/* Note for key {key}. */")
                if key % 50 == 0:
                    # The source ends with a space; translations drop it.
                    value = value + " " if index == 0 else value
                elif index > 0 and key % 50 == 17:
                    value += " caf\\u00e9"
                elif index > 0 and key % 50 == 33:
                    lines.append(f'"{table}.key{key}" = "Earlier {value}";')
                lines.append(f'"{table}.key{key}" = "{value}";')
            path = os.path.join(folder, f"{localization}.lproj", f"{table}.strings")
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as out:
                out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
