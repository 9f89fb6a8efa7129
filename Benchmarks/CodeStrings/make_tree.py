#!/usr/bin/env python3
"""Writes a seeded app tree for the code-strings benchmark: FILES Swift files (half of them SwiftUI views that ask
for localized strings, half model code that asks for none), an Xcode-style String Catalog and en/fr/de .lproj
tables. With --no-swift, the same tables and no Swift file: the tree a run without the app's code reads.

    python3 make_tree.py OUT [--files 2000] [--seed 27] [--no-swift]
"""
import json
import os
import random
import sys


def words(rng, count):
    vocabulary = ["account", "archive", "balance", "camera", "delete", "draft", "export", "filter", "history",
                  "import", "ledger", "load", "more", "notify", "open", "post", "quote", "reply", "retry", "share",
                  "sync", "today", "upload", "week"]
    return " ".join(rng.choice(vocabulary) for _ in range(count)).capitalize()


def main():
    args = sys.argv[1:]
    out = args[0]
    files = int(args[args.index("--files") + 1]) if "--files" in args else 2000
    seed = int(args[args.index("--seed") + 1]) if "--seed" in args else 27
    rng = random.Random(seed)
    keys = []
    if "--no-swift" not in args:
        for index in range(files):
            folder = os.path.join(out, "App", f"Feature{index % 40}")
            os.makedirs(folder, exist_ok=True)
            lines = []
            if index % 2 == 0:
                lines += ["import SwiftUI", "", f"struct Screen{index}: View {{", "    let count: Int",
                          "    @State private var on = false", "    var body: some View {", "        VStack {"]
                for line in range(12):
                    key = words(rng, rng.randint(1, 4))
                    keys.append(key)
                    form = line % 4
                    if form == 0:
                        lines.append(f'            Text("{key}")')
                    elif form == 1:
                        lines.append(f'            Button("{key}") {{ on.toggle() }}')
                    elif form == 2:
                        lines.append(f'            Text("\\(count) {key.lower()}")')
                        keys.append(f"%lld {key.lower()}")
                    else:
                        lines.append(f'            Label("{key}", systemImage: "star")')
                lines += ["        }", f'        .navigationTitle("{words(rng, 2)}")', "    }", "}", ""]
            else:
                lines += ["import Foundation", "", f"struct Model{index} {{", "    var values: [Int] = []"]
                for line in range(30):
                    lines.append(f"    func compute{line}(_ x: Int) -> Int {{ values.reduce(x) {{ $0 &+ $1 &* {line} }} }}")
                lines += ["}", ""]
            with open(os.path.join(folder, f"File{index}.swift"), "w") as handle:
                handle.write("\n".join(lines))
    else:
        for _ in range(files // 2 * 15):
            keys.append(words(rng, rng.randint(1, 4)))
    # Nine keys of ten in the catalog: the rest are what the rule reports.
    rng.shuffle(keys)
    held = sorted(set(keys[: len(keys) * 9 // 10]))
    os.makedirs(os.path.join(out, "App"), exist_ok=True)
    catalog = {"sourceLanguage": "en", "version": "1.0", "strings": {
        key: {"localizations": {language: {"stringUnit": {"state": "translated", "value": key}}
                                for language in ("en", "fr", "de")}} for key in held}}
    with open(os.path.join(out, "App", "Localizable.xcstrings"), "w") as handle:
        json.dump(catalog, handle, indent=2, sort_keys=True)
    for language in ("en", "fr", "de"):
        folder = os.path.join(out, "App", f"{language}.lproj")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "Settings.strings"), "w") as handle:
            for key in held[:2000]:
                handle.write(f'"settings.{key.lower().replace(" ", ".")}" = "{key}";\n')


if __name__ == "__main__":
    main()
