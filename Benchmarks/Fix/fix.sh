#!/usr/bin/env bash
# Times `rateprompt lint --fix` of the lint benchmark's 300 files (with fixable defects in every translation:
# make_fix_corpus.py) against plain `rateprompt lint` of the same input, as whole processes in alternating pairs
# (Benchmarks/pairs.py). Both sides copy the pristine input first, untimed, so that each --fix run has the same work.
#
#   bash Benchmarks/Fix/fix.sh [RATEPROMPT_BINARY] [RUNS]   (default: .build/release/rateprompt of this clone, 5 runs)
#
# The input is written to $RATEPROMPT_BENCH_DIR (default: .build/benchmarks/fix in this clone).
set -euo pipefail
cd "$(dirname "$0")/../.."
tool="$(realpath "${1:-.build/release/rateprompt}")"
runs="${2:-5}"
work="$(realpath -m "${RATEPROMPT_BENCH_DIR:-.build/benchmarks/fix}")"
rm -rf "$work" && mkdir -p "$work"
python3 Benchmarks/Fix/make_fix_corpus.py "$work/pristine"
"$tool" lint --quiet --reporter summary "$work/pristine" || true
python3 Benchmarks/pairs.py --runs "$runs" --export-json "$work/result.json" \
    --prepare-a "rm -rf '$work/a' && cp -r '$work/pristine' '$work/a'" --a "'$tool' lint --fix --quiet '$work/a'" \
    --prepare-b "rm -rf '$work/b' && cp -r '$work/pristine' '$work/b'" --b "'$tool' lint --quiet '$work/b'"
