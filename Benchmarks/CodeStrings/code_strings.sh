#!/usr/bin/env bash
# Lint of a seeded 2,000-file Swift tree (string references in half the files) with the source stage, against the
# same tables without any Swift file; and the tree without Swift against the binary before the code-strings work.
#
#   bash Benchmarks/CodeStrings/code_strings.sh [--tool PATH] [--base PATH]
#     --tool: default .build/release/rateprompt (swift build -c release --product rateprompt)
#     --base: a binary without the code-strings work (default /work/bin/rateprompt-base, when it is there)
# Prints farm-bench's reports: A/B is the Swift tree's time over the tree without Swift's, then (with a base) this
# tool's time over the base's on the tree without Swift.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root_dir="$(cd "$here/../.." && pwd)"
tool="$root_dir/.build/release/rateprompt"
base="/work/bin/rateprompt-base"
while [[ $# -gt 0 ]]; do
    case "$1" in
        --tool) tool="$2"; shift 2 ;;
        --base) base="$2"; shift 2 ;;
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
farm-bench -n 5 --timeout 600 --vs "sh -c 'exec $tool lint $work/plain >/dev/null'" \
    -- sh -c "exec $tool lint $work/swift >/dev/null"
if [[ -x "$base" ]]; then
    farm-bench -n 5 --timeout 600 --vs "sh -c 'exec $base lint $work/plain >/dev/null'" \
        -- sh -c "exec $tool lint $work/plain >/dev/null"
fi
