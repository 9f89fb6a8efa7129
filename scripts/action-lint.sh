#!/usr/bin/env bash
# The lint step of the GitHub Action (action.yml): `rateprompt lint --reporter github-actions` over the Action's
# inputs, so that findings show as annotations on the pull request. Exit status: lint's (2 with errors, or with
# warnings under strict).
#
# Usage: scripts/action-lint.sh RATEPROMPT
# Environment (the Action's inputs):
#   INPUT_PATHS    folders or files to lint, one per line (default: .)
#   INPUT_STRICT   true to fail on warnings too
#   INPUT_CONFIG   the .rateprompt.yml to lint with (--settings); empty: the nearest one of each path
#   INPUT_NEW_SINCE   a branch, tag or commit: report only what `git merge-base HEAD` with it did not have
#                     (--new-since); empty: every finding
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: scripts/action-lint.sh RATEPROMPT" >&2; exit 64; }
arguments=(lint --reporter github-actions)
case "${INPUT_STRICT:-false}" in
    true) arguments+=(--strict) ;;
    false | "") ;;
    *) echo "::error::strict must be true or false, not '${INPUT_STRICT}'"; exit 64 ;;
esac
# Values pass as one argument each (`--option=value`), so that neither a space nor a leading dash splits or turns
# them into options.
[ -z "${INPUT_CONFIG:-}" ] || arguments+=("--settings=${INPUT_CONFIG}")
[ -z "${INPUT_NEW_SINCE:-}" ] || arguments+=("--new-since=${INPUT_NEW_SINCE}")
paths=()
while IFS= read -r path; do
    # Surrounding blanks are YAML's, not the path's.
    path="${path#"${path%%[![:space:]]*}"}"
    path="${path%"${path##*[![:space:]]}"}"
    [ -z "$path" ] || paths+=("$path")
done <<< "${INPUT_PATHS:-.}"
[ ${#paths[@]} -gt 0 ] || paths=(.)
exec "$1" "${arguments[@]}" "${paths[@]}"
