#!/usr/bin/env bash
# Runs the GitHub Action's two steps (action.yml) here, with the bundle scripts/build-artifactbundle.sh wrote as the
# release asset: the install step must take the bundle's variant for this machine (not build from source), and the
# lint step must print the findings as workflow commands and exit as its inputs ask.
#
# Usage: scripts/check-action.sh OUT
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$PWD
[ $# -eq 1 ] || { echo "usage: scripts/check-action.sh OUT" >&2; exit 64; }
out=$(realpath "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check-action: $*" >&2; exit 1; }

rateprompt=$(RATEPROMPT_BUNDLE_URL="$out/rateprompt.artifactbundle.zip" scripts/install-rateprompt.sh 0.1.0 "$work/bin")
variant=$(ls "$out"/rateprompt.artifactbundle/rateprompt-*-linux-"$(uname -m)"/bin/rateprompt)
cmp -s "$rateprompt" "$variant" || fail "the install step did not take the bundle's $(uname -m) binary"

# The preview fixture: one warning (an unknown escape in the Japanese table), no error.
cp -R Tests/Fixtures/projects/preview "$work/app"
cd "$work/app"
lint() { INPUT_PATHS=$1 INPUT_STRICT=$2 "$repository/scripts/action-lint.sh" "$rateprompt"; }
status=0
output=$(lint $'  .\n\n' false) || status=$?
[ "$status" = 0 ] || fail "lint exited $status without strict: $output"
grep -q '^::warning file=ja\.lproj/Localizable\.strings,line=7,col=24::' <<< "$output" \
    || fail "no workflow command for the fixture's warning in: $output"
status=0
lint "ja.lproj" true > /dev/null 2>&1 || status=$?
[ "$status" = 2 ] || fail "strict: lint exited $status, not 2"
status=0
lint . maybe > /dev/null 2>&1 || status=$?
[ "$status" = 64 ] || fail "strict: maybe was taken ($status)"

# config: the settings file the Action names replaces the nearest .rateprompt.yml (a name with a space, outside the
# linted folder).
printf 'disabled_rules: [unknown-escape]\n' > "$work/my settings.yml"
output=$(INPUT_CONFIG="$work/my settings.yml" lint . false) || fail "lint with config exited non-zero: $output"
grep -q 'ja\.lproj' <<< "$output" && fail "config: the disabled rule still reported: $output"

# new-since: in a pull request's checkout (the whole history), only what the branch adds is reported, and strict
# fails on that alone. The working tree is never written.
git_() { git -c user.name=CI -c user.email=ci@example.com -c commit.gpgsign=false -c init.defaultBranch=main "$@"; }
git_ init -q && git_ add -A && git_ commit -q -m "The app" && git_ checkout -q -b feature
output=$(INPUT_NEW_SINCE=main lint . true) || fail "new-since: lint failed on an unchanged branch: $output"
[ -z "$output" ] || fail "new-since: old findings reported: $output"
mkdir it.lproj && printf '"iRateRateButton" = "Valuta";\n' > it.lproj/Localizable.strings
before=$(git status --porcelain --untracked-files=all)
status=0
output=$(INPUT_NEW_SINCE=main lint . true) || status=$?
[ "$status" = 2 ] || fail "new-since: strict exited $status on a new warning, not 2: $output"
grep -q '^::warning file=it\.lproj/Localizable\.strings,' <<< "$output" || fail "new-since: the new warning is missing: $output"
grep -q 'ja\.lproj' <<< "$output" && fail "new-since: an old finding was reported: $output"
[ "$(git status --porcelain --untracked-files=all)" = "$before" ] || fail "new-since changed the working tree"
status=0
INPUT_NEW_SINCE=-x lint . false > /dev/null 2>&1 || status=$?
[ "$status" = 64 ] || fail "new-since: a ref that reads as an option was taken ($status)"
echo "check-action: installed the bundle's binary; lint printed the warning as ::warning, strict failed the step;" \
    "config replaced the settings; new-since reported only the branch's new warning"
