#!/usr/bin/env python3
"""Checks that every citation of a page of Documentation/ names a page and a section that exist.

Usage: python3 scripts/check_doc_links.py [PATH...]

PATHs are files or folders relative to the repository (default: Sources Tests README.md Documentation). Found:

- `Documentation/<Page>.md` anywhere in a file (a code comment, a string, Markdown), with an optional `#anchor`
  right after it or a quoted section title after a comma or a space: `Documentation/StringsFiles.md#escapes`,
  `(Documentation/StringsFiles.md, "Encodings")`;
- in Markdown files, links whose target resolves to a page of Documentation/ (`[x](Rules.md#duplicate-key)` inside
  Documentation/, `[x](Documentation/Plugins.md)` in the README), and in-page links (`[x](#errors)`) of the pages of
  Documentation/ themselves. Fenced code blocks are skipped, and so are URLs (another site's Documentation/ folder).
- a citation of one of the notes that live outside the repository (`OUTSIDE_NOTES` below, such as the formats
  notes' section 1), which a newcomer cannot open: the fact belongs on a page of Documentation/.

A section is a Markdown heading of the page (or an `<a id>`/`<a name>` anchor). An `#anchor` must be the heading's
GitHub anchor (lower case, punctuation dropped, spaces as hyphens, `-1`, `-2` … for repeated headings); a quoted
title must be the heading's text (compared as its anchor, so case and punctuation do not matter). An anchor that is
interpolated (`Rules.md#\\(rule.id)`) cannot be checked and counts as the page alone.

Prints `path:line: error: message` for each problem and exits 1 if there is any, else 0.
"""

import difflib
import os
import re
import sys
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCUMENTATION = "Documentation"
DEFAULT_PATHS = ["Sources", "Tests", "README.md", DOCUMENTATION]
SKIPPED_FOLDERS = {".build", ".git", ".swiftpm", "node_modules"}

# The notes in ../shared/reference/ that the code used to cite (names without the extension, so that this file does
# not cite them itself).
OUTSIDE_NOTES = ["formats", "irate-and-peers", "apple-review-guidance", "ecosystem", "locale-matching", "apple-2026"]

PAGE = r"Documentation/([A-Za-z0-9_.+-]+?\.md)"
CITATION = re.compile(
    PAGE
    + r"(?:#([A-Za-z0-9_\-\u00C0-\uFFFF]+)"  # an anchor
    + r"|`?(?:,\s*|\s+)[\"\u201C]([^\"\u201D\n]+)[\"\u201D])?"  # or a quoted title after a comma or a space
)
OUTSIDE = re.compile(r"(?<![\w.-])(?<!Documentation/)(" + "|".join(map(re.escape, OUTSIDE_NOTES)) + r")\.md\b")
URL = re.compile(r"[a-zA-Z][a-zA-Z0-9+.-]*://[^\s)\]>\"'`]*")
MARKDOWN_LINK = re.compile(r"\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
FENCE = re.compile(r"^\s*(```|~~~)")
HEADING = re.compile(r"^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
HTML_ANCHOR = re.compile(r"<a\s+(?:id|name)=\"([^\"]+)\"", re.IGNORECASE)


def slug(text):
    """The anchor GitHub makes of a heading's text."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)  # a link keeps its text
    text = re.sub(r"<[^>]+>", "", text)  # inline HTML
    text = text.strip().lower()
    kept = []
    for character in text:
        category = unicodedata.category(character)
        if character in " -_" or category[0] in "LMN":
            kept.append(character)
    return "".join(kept).replace(" ", "-")


def headings(path):
    """A page's anchors, in order, and its headings' texts by anchor."""
    anchors = []
    titles = {}
    counts = {}
    in_fence = False
    with open(path, encoding="utf-8") as file:
        for line in file:
            if FENCE.match(line):
                in_fence = not in_fence
                continue
            if in_fence:
                continue
            for anchor in HTML_ANCHOR.findall(line):
                anchors.append(anchor)
            match = HEADING.match(line)
            if not match:
                continue
            base = slug(match.group(2))
            number = counts.get(base, 0)
            counts[base] = number + 1
            anchor = base if number == 0 else f"{base}-{number}"
            anchors.append(anchor)
            titles.setdefault(anchor, match.group(2).replace("`", "").strip())
    return anchors, titles


class Pages:
    """The pages of Documentation/, read when first cited."""

    def __init__(self):
        self.cache = {}

    def get(self, name):
        if name not in self.cache:
            path = os.path.join(ROOT, DOCUMENTATION, name)
            self.cache[name] = headings(path) if os.path.isfile(path) else None
        return self.cache[name]

    def names(self):
        folder = os.path.join(ROOT, DOCUMENTATION)
        return sorted(entry for entry in os.listdir(folder) if entry.endswith(".md")) if os.path.isdir(folder) else []


def suggestion(word, candidates):
    close = difflib.get_close_matches(word, candidates, n=1, cutoff=0.6)
    return f"; did you mean {close[0]}?" if close else ""


def check_citation(pages, page, anchor, title):
    """The problem with a citation, or None."""
    found = pages.get(page)
    if found is None:
        return f"{DOCUMENTATION}/{page}: no such page{suggestion(page, pages.names())}"
    anchors, titles = found
    if anchor is not None and anchor not in anchors:
        return f"{DOCUMENTATION}/{page}#{anchor}: no such section{suggestion(anchor, anchors)}"
    if title is not None and slug(title) not in anchors:
        known = [titles[a] for a in anchors if a in titles]
        return f"{DOCUMENTATION}/{page}: no section \"{title}\"{suggestion(title, known)}"
    return None


def markdown_targets(relative, line):
    """(page, anchor) for each link of `line` (in the Markdown file `relative`) that leads into Documentation/."""
    folder = os.path.dirname(relative)
    for target in MARKDOWN_LINK.findall(line):
        if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target):
            continue  # https:, mailto:, …
        path, _, anchor = target.partition("#")
        anchor = anchor or None
        if not path:
            if os.path.dirname(relative) == DOCUMENTATION and anchor:
                yield os.path.basename(relative), anchor
            continue
        resolved = os.path.normpath(os.path.join(folder, path))
        if os.path.dirname(resolved) == DOCUMENTATION and resolved.endswith(".md"):
            yield os.path.basename(resolved), anchor


def check_file(pages, relative, problems):
    path = os.path.join(ROOT, relative)
    try:
        with open(path, encoding="utf-8") as file:
            lines = file.read().split("\n")
    except (UnicodeDecodeError, OSError):
        return  # not UTF-8 text (fixtures in other encodings, images)
    is_markdown = relative.endswith(".md")
    in_fence = False
    for number, line in enumerate(lines, start=1):
        if is_markdown and FENCE.match(line):
            in_fence = not in_fence
            continue
        if is_markdown and in_fence:
            continue
        seen = set()
        urls = [match.span() for match in URL.finditer(line)]
        for match in CITATION.finditer(line):
            if any(start <= match.start() < end for start, end in urls):
                continue  # another site's Documentation/ folder
            citation = (match.group(1), match.group(2), match.group(3))
            seen.add(citation[:2])
            problem = check_citation(pages, *citation)
            if problem:
                problems.append(f"{relative}:{number}: error: {problem}")
        if is_markdown:
            for page, anchor in markdown_targets(relative, line):
                if (page, anchor) in seen:
                    continue
                seen.add((page, anchor))
                problem = check_citation(pages, page, anchor, None)
                if problem:
                    problems.append(f"{relative}:{number}: error: {problem}")
        for match in OUTSIDE.finditer(line):
            problems.append(
                f"{relative}:{number}: error: cites {match.group(0)}, a note outside the repository; cite the page of "
                f"{DOCUMENTATION}/ that holds the fact")


def files(paths):
    for relative in paths:
        path = os.path.join(ROOT, relative)
        if os.path.isfile(path):
            yield os.path.normpath(relative)
        elif os.path.isdir(path):
            for folder, subfolders, names in os.walk(path):
                subfolders[:] = sorted(s for s in subfolders if s not in SKIPPED_FOLDERS and not s.startswith("."))
                for name in sorted(names):
                    yield os.path.relpath(os.path.join(folder, name), ROOT)
        else:
            print(f"{relative}: error: no such file or folder", file=sys.stderr)
            sys.exit(2)


def main(arguments):
    if any(argument in ("-h", "--help") for argument in arguments):
        print(__doc__.strip())
        return 0
    pages = Pages()
    problems = []
    count = 0
    for relative in files(arguments or DEFAULT_PATHS):
        count += 1
        check_file(pages, relative, problems)
    for problem in problems:
        print(problem)
    if problems:
        print(f"check_doc_links: {len(problems)} broken citation{'s' if len(problems) != 1 else ''} in {count} files",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
