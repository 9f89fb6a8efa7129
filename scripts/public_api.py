#!/usr/bin/env python3
"""Counts the library's public declarations and checks that each has a `///` doc comment.

    python3 scripts/public_api.py           # the count per module, and every undocumented declaration
    python3 scripts/public_api.py --list    # every public declaration, one per line

A declaration is public when the `public` modifier stands before it (enum cases and members that a protocol makes
public count with their type). Exits 1 when a public declaration has no doc comment or when there are LIMIT or more.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ["RatePromptFormats", "RatePromptCore", "RatePromptLint", "RatePromptOutput", "RatePromptRequests", "RatePromptSource",
           "RatePromptSourceLint"]
LIMIT = 300
# `public` as a modifier, after attributes and other modifiers, at the start of a declaration.
DECLARATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:static|final|nonisolated|mutating|override|convenience|"
                         r"required|indirect)\s+)*public\b(?!\s*\()")


def declarations(path):
    """(line number, line, documented) of each public declaration in a file."""
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    found = []
    in_block_comment = False
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if in_block_comment:
            in_block_comment = "*/" not in stripped
            continue
        if stripped.startswith("/*"):
            in_block_comment = "*/" not in stripped
            continue
        if not DECLARATION.match(line):
            continue
        # The doc comment is the nearest line above that is not an attribute.
        above = number - 2
        while above >= 0 and lines[above].strip().startswith("@"):
            above -= 1
        documented = above >= 0 and lines[above].strip().startswith("///")
        found.append((number, stripped, documented))
    return found


def main():
    listing = "--list" in sys.argv
    total = 0
    undocumented = []
    for module in MODULES:
        count = 0
        folder = os.path.join(ROOT, "Sources", module)
        for directory, _, files in sorted(os.walk(folder)):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(directory, name)
                for number, line, documented in declarations(path):
                    count += 1
                    relative = os.path.relpath(path, ROOT)
                    if listing:
                        print(f"{relative}:{number}: {line}")
                    if not documented:
                        undocumented.append(f"{relative}:{number}: {line}")
        print(f"{module}: {count}")
        total += count
    print(f"public declarations: {total} (limit {LIMIT})")
    for line in undocumented:
        print(f"undocumented: {line}")
    if undocumented or total >= LIMIT:
        sys.exit(1)


if __name__ == "__main__":
    main()
