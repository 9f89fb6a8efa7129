#!/usr/bin/env python3
"""Writes what rateprompt prints for each app of a corpus, so that a change meant to change no output can be checked
byte for byte: `lint --reporter json`, `preview --strings`, `render --project` (every localization, JSON) and `dump` of
every file the lint reads, each with its exit status.

    python3 scripts/corpus_snapshot.py CORPUS OUT [--binary PATH] [--jobs N]
    diff -r OUT-before OUT-after

CORPUS holds one folder per app (as `../shared/corpus/unpack.sh` writes it); OUT gets one folder per app. The binary
defaults to .build/debug/rateprompt of this clone.
"""
import argparse
import concurrent.futures
import pathlib
import subprocess

# The names `dump` reads: the registry's kinds that have a dump form (`rateprompt dump --help`).
DUMPED = (".strings", ".stringsdict", ".xcstrings", ".xliff", ".xlf", ".plist", ".storekit", ".intentdefinition")


def run(arguments, out: pathlib.Path, name: str, cwd=None):
    result = subprocess.run(arguments, capture_output=True, cwd=cwd)
    # The snapshot's own folder is named OUT, so that two snapshots compare equal.
    here = str(out.resolve()).encode()
    (out / f"{name}.out").write_bytes(result.stdout.replace(here, b"OUT"))
    (out / f"{name}.err").write_bytes(result.stderr.replace(here, b"OUT"))
    (out / f"{name}.status").write_text(f"{result.returncode}\n")


def snapshot(binary: str, app: pathlib.Path, out: pathlib.Path):
    out.mkdir(parents=True, exist_ok=True)
    run([binary, "lint", str(app), "--reporter", "json"], out, "lint")
    run([binary, "preview", "--project", str(app), "--strings", "--out", str(out / "strings.html")], out, "preview-strings")
    run([binary, "render", "--project", str(app), "--all-locales", "--format", "json"], out, "render")
    files = sorted(str(path) for path in app.rglob("*") if path.is_file() and path.name.lower().endswith(DUMPED))
    # In batches: one process per file would take minutes on a big app, and one call for all of them may pass the
    # command line's limit.
    for start in range(0, len(files), 200):
        run([binary, "dump", "--locations", *files[start:start + 200]], out, f"dump-{start // 200:03}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus", type=pathlib.Path)
    parser.add_argument("out", type=pathlib.Path)
    parser.add_argument("--binary", default=str(pathlib.Path(__file__).resolve().parent.parent / ".build/debug/rateprompt"))
    parser.add_argument("--jobs", type=int, default=2)
    arguments = parser.parse_args()
    apps = sorted(path for path in arguments.corpus.iterdir() if path.is_dir())
    with concurrent.futures.ThreadPoolExecutor(arguments.jobs) as pool:
        for app, _ in zip(apps, pool.map(lambda app: snapshot(arguments.binary, app, arguments.out / app.name), apps)):
            print(f"{app.name}: done", flush=True)


if __name__ == "__main__":
    main()
