#!/usr/bin/env bash
# The lint step of the GitHub Action (action.yml): `rateprompt lint --reporter github-actions` over the Action's
# inputs, so that findings show as annotations on the pull request. Exit status: lint's (2 with errors, or with
# warnings under strict).
#
# Usage: scripts/action-lint.sh RATEPROMPT
# Environment (the Action's inputs):
#   INPUT_PATHS    folders or files to lint, one per line (default: .)
#   INPUT_STRICT   true to fail on warnings too
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: scripts/action-lint.sh RATEPROMPT" >&2; exit 64; }
arguments=(lint --reporter github-actions)
case "${INPUT_STRICT:-false}" in
    true) arguments+=(--strict) ;;
    false | "") ;;
    *) echo "::error::strict must be true or false, not '${INPUT_STRICT}'"; exit 64 ;;
esac
paths=()
while IFS= read -r path; do
    # Surrounding blanks are YAML's, not the path's.
    path="${path#"${path%%[![:space:]]*}"}"
    path="${path%"${path##*[![:space:]]}"}"
    [ -z "$path" ] || paths+=("$path")
done <<< "${INPUT_PATHS:-.}"
[ ${#paths[@]} -gt 0 ] || paths=(.)
exec "$1" "${arguments[@]}" "${paths[@]}"
