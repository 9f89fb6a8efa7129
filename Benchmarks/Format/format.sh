#!/usr/bin/env bash
# `rateprompt format` of a 20 MB String Catalog against Foundation's JSONSerialization parse and sorted write of the
# same file (Xcode's options), both as whole commands in alternating pairs (Benchmarks/pairs.py), each on a fresh copy
# per run, made untimed.
#
#   bash Benchmarks/Format/format.sh [--tool PATH] [--runs N]   (default: .build/release/rateprompt of this clone;
#                                                              swift build -c release --product rateprompt first)
# Prints the medians; A/B is format's time over Foundation's.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root_dir="$(cd "$here/../.." && pwd)"
tool="$root_dir/.build/release/rateprompt"
runs=5
while [[ $# -gt 0 ]]; do
    case "$1" in
        --tool) tool="$(realpath "$2")"; shift 2 ;;
        --runs) runs="$2"; shift 2 ;;
        *) echo "unknown option $1" >&2; exit 2 ;;
    esac
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 "$here/make_catalog.py" "$work/input.xcstrings"
swiftc -O "$here/FoundationCatalogWriter.swift" -o "$work/foundation-writer"
echo "input: $(wc -c <"$work/input.xcstrings") bytes"
# The outputs must be the same bytes: Foundation's writer is what Xcode runs.
cp "$work/input.xcstrings" "$work/a.xcstrings"; "$tool" format "$work/a.xcstrings" >/dev/null
cp "$work/input.xcstrings" "$work/b.xcstrings"; "$work/foundation-writer" "$work/b.xcstrings"
cmp "$work/a.xcstrings" "$work/b.xcstrings" && echo "outputs: byte-identical"
python3 "$root_dir/Benchmarks/pairs.py" --runs "$runs" \
    --prepare-a "cp '$work/input.xcstrings' '$work/a.xcstrings'" --a "'$tool' format '$work/a.xcstrings'" \
    --prepare-b "cp '$work/input.xcstrings' '$work/b.xcstrings'" --b "'$work/foundation-writer' '$work/b.xcstrings'"
