#!/usr/bin/env bash
# `rateprompt format --check` on every String Catalog of the real-app corpus (or any folders given), on copies: lists
# each catalog as unchanged or changed, with the first line that differs for a changed one. The corpus is never in
# the repository: unpack it outside it, or into .build/corpus of this clone, which git ignores.
#
#   bash scripts/format_corpus.sh [--tool PATH] [FOLDER ...]   (default: $RATEPROMPT_CORPUS, else .build/corpus)
set -euo pipefail
root_dir="$(cd "$(dirname "$0")/.." && pwd)"
tool="$root_dir/.build/debug/rateprompt"
if [[ "${1:-}" == "--tool" ]]; then tool="$2"; shift 2; fi
folders=("$@")
[[ ${#folders[@]} -eq 0 ]] && folders=("${RATEPROMPT_CORPUS:-$root_dir/.build/corpus}")
for folder in "${folders[@]}"; do
    [[ -d "$folder" ]] || { echo "format_corpus: no folder $folder (give one, or set RATEPROMPT_CORPUS)" >&2; exit 2; }
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
checked=0 unchanged=0 changed=0
while IFS= read -r -d '' catalog; do
    checked=$((checked + 1))
    copy="$work/$checked.xcstrings"
    cp "$catalog" "$copy"
    if "$tool" format "$copy" >/dev/null 2>"$work/stderr"; then :; else
        echo "error    $catalog: $(cat "$work/stderr")"
        continue
    fi
    if cmp -s "$catalog" "$copy"; then
        unchanged=$((unchanged + 1))
        echo "unchanged $catalog ($(wc -c <"$catalog") bytes)"
    else
        changed=$((changed + 1))
        echo "changed   $catalog: first difference at line $(cmp "$catalog" "$copy" | sed 's/.*line //')"
    fi
done < <(find "${folders[@]}" -name '*.xcstrings' -type f -print0 | sort -z)
echo "catalogs: $checked checked, $unchanged unchanged, $changed changed"
[[ $changed -eq 0 ]]
