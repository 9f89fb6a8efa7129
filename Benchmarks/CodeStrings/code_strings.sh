#!/usr/bin/env bash
# Lint of a seeded 2,000-file Swift tree (string references in half the files) with the source stage, against the
# same tables without any Swift file; and, given a second binary, the tree without Swift against it. Whole processes
# in alternating pairs (Benchmarks/pairs.py).
#
#   bash Benchmarks/CodeStrings/code_strings.sh [--tool PATH] [--base PATH] [--runs N]
#     --tool: default .build/release/rateprompt of this clone (swift build -c release --product rateprompt)
#     --base: another build to compare with on the tree without Swift (default $RATEPROMPT_BASE; none: skipped)
# Prints the medians: A/B is the Swift tree's time over the tree without Swift's, then this tool's over the base's.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root_dir="$(cd "$here/../.." && pwd)"
tool="$root_dir/.build/release/rateprompt"
base="${RATEPROMPT_BASE:-}"
runs=5
while [[ $# -gt 0 ]]; do
    case "$1" in
        --tool) tool="$(realpath "$2")"; shift 2 ;;
        --base) base="$(realpath "$2")"; shift 2 ;;
        --runs) runs="$2"; shift 2 ;;
        *) echo "unknown option $1" >&2; exit 2 ;;
    esac
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 "$here/make_tree.py" "$work/swift" --files 2000 --seed 27
python3 "$here/make_tree.py" "$work/plain" --files 2000 --seed 27 --no-swift
echo "swift tree: $(find "$work/swift" -name '*.swift' | wc -l) Swift files"
"$tool" lint "$work/swift" --reporter json >"$work/findings.json" || true
python3 -c "import json,collections,sys; d=json.load(open(sys.argv[1])); print('findings:', dict(collections.Counter(f['rule'] for f in d)))" "$work/findings.json"
python3 "$root_dir/Benchmarks/pairs.py" --runs "$runs" --a "'$tool' lint '$work/swift'" --b "'$tool' lint '$work/plain'"
if [[ -n "$base" ]]; then
    python3 "$root_dir/Benchmarks/pairs.py" --runs "$runs" --a "'$tool' lint '$work/plain'" --b "'$base' lint '$work/plain'"
fi
