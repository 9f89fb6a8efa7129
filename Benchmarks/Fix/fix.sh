#!/usr/bin/env bash
# Times `rateprompt lint --fix` of the lint benchmark's 300 files (with fixable defects in every translation:
# make_fix_corpus.py) against plain `rateprompt lint` of the same input, by farm-bench (whole processes, paired runs).
# Both sides copy the pristine input first, so that each --fix run has the same work and the copy costs both alike.
#
#   Benchmarks/Fix/fix.sh [RATEPROMPT_BINARY] [RUNS]   (default: .build/release/rateprompt, 5 runs)
set -euo pipefail
cd "$(dirname "$0")/../.."
tool="${1:-.build/release/rateprompt}"
runs="${2:-5}"
work="${TMPDIR:-/tmp}/rateprompt-fix-bench"
rm -rf "$work" && mkdir -p "$work"
python3 Benchmarks/Fix/make_fix_corpus.py "$work/pristine"
"$tool" lint --quiet --reporter summary "$work/pristine" || true
farm-bench -n "$runs" --timeout 1800 \
    --vs "sh -c 'rm -rf $work/b && cp -r $work/pristine $work/b && $tool lint --quiet $work/b >/dev/null 2>&1; true'" \
    -- sh -c "rm -rf $work/a && cp -r $work/pristine $work/a && $tool lint --fix --quiet $work/a >/dev/null 2>&1; true"
