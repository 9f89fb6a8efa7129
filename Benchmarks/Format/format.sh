#!/usr/bin/env bash
# `rateprompt format` of a 20 MB String Catalog against Foundation's JSONSerialization parse and sorted write of the
# same file (Xcode's options), both as whole commands timed by farm-bench, each on a fresh copy per run.
#
#   bash Benchmarks/Format/format.sh [--tool PATH]     (default: .build/release/rateprompt; build it first with
#                                                       swift build -c release --product rateprompt)
# Prints farm-bench's report; the ratio A/B is format's time over Foundation's.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root_dir="$(cd "$here/../.." && pwd)"
tool="$root_dir/.build/release/rateprompt"
if [[ "${1:-}" == "--tool" ]]; then tool="$2"; shift 2; fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 "$here/make_catalog.py" "$work/input.xcstrings"
swiftc -O "$here/FoundationCatalogWriter.swift" -o "$work/foundation-writer"
echo "input: $(wc -c <"$work/input.xcstrings") bytes"
# The outputs must be the same bytes: Foundation's writer is what Xcode runs.
cp "$work/input.xcstrings" "$work/a.xcstrings"; "$tool" format "$work/a.xcstrings" >/dev/null
cp "$work/input.xcstrings" "$work/b.xcstrings"; "$work/foundation-writer" "$work/b.xcstrings"
cmp "$work/a.xcstrings" "$work/b.xcstrings" && echo "outputs: byte-identical"
farm-bench -n 5 --timeout 900 \
    --vs "sh -c 'cp $work/input.xcstrings $work/b.xcstrings && exec $work/foundation-writer $work/b.xcstrings'" \
    -- sh -c "cp $work/input.xcstrings $work/a.xcstrings && exec $tool format $work/a.xcstrings"
