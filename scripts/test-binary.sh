#!/usr/bin/env bash
# Shows that a release binary (the artifact bundle's Linux variant) needs no Swift toolchain and behaves exactly like
# the tool built from source:
#   - `ldd` lists no libswift* library (and names what it does need);
#   - copied to a folder outside the toolchain, it runs with LD_LIBRARY_PATH empty and a PATH without swift;
#   - every CLI test and every golden output (RatePromptCLITests) passes against it (RATEPROMPT_TEST_BINARY).
#
# Usage: scripts/test-binary.sh BINARY   (e.g. OUT/rateprompt.artifactbundle/rateprompt-0.1.0-linux-x86_64/bin/rateprompt)
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 1 ] || { echo "usage: scripts/test-binary.sh BINARY" >&2; exit 64; }
binary=$(realpath "$1")

libraries=$(ldd "$binary")
if grep -q "libswift\|not found" <<< "$libraries"; then
    echo "$libraries" >&2
    echo "test-binary: $binary needs a Swift library or a missing one" >&2
    exit 1
fi
echo "test-binary: ldd $binary (no libswift*):"
sed 's/^/    /' <<< "$libraries"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$binary" "$work/rateprompt"
mkdir "$work/app"
cp -R Tests/Fixtures/projects/preview/. "$work/app/"
version=$(cd "$work" && env -i LD_LIBRARY_PATH= PATH=/usr/bin:/bin HOME="$work" ./rateprompt --version)
status=0
lint=$(cd "$work" && env -i LD_LIBRARY_PATH= PATH=/usr/bin:/bin HOME="$work" ./rateprompt lint --reporter summary app 2>&1) || status=$?
if [ -z "$version" ] || [ "$status" -gt 2 ]; then
    echo "$lint" >&2
    echo "test-binary: the copy outside the toolchain did not run (version '$version', lint status $status)" >&2
    exit 1
fi
echo "test-binary: runs outside the toolchain with LD_LIBRARY_PATH empty: rateprompt $version, lint exit $status"

echo "test-binary: the CLI tests and golden outputs against $binary"
RATEPROMPT_TEST_BINARY="$binary" swift test --filter RatePromptCLITests
