#!/usr/bin/env bash
# A package that uses only RatePromptKit, as a library user writes it: checks that it resolves and compiles no
# swift-syntax and none of RatePrompt's generators, and that it works (it parses a .strings file of the fixtures). CI
# runs it.
#
#   scripts/check_library_user.sh [--default-traits] [--keep DIR]
#
# By default the dependency is declared with `traits: []`, which leaves swift-syntax unresolved; with
# --default-traits it is declared plainly, which resolves swift-syntax but still compiles none of it. Prints the clean
# debug build time.
set -euo pipefail
checkout=$(cd "$(dirname "$0")/.." && pwd)
traits=", traits: []"
scratch=""
while [ $# -gt 0 ]; do
    case "$1" in
        --default-traits) traits="" ;;
        --keep) scratch=$2; shift ;;
        *) echo "usage: scripts/check_library_user.sh [--default-traits] [--keep DIR]" >&2; exit 64 ;;
    esac
    shift
done
if [ -z "$scratch" ]; then
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
fi
mkdir -p "$scratch/Sources/StringsCount"
cat > "$scratch/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "StringsCount",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "RatePrompt", path: "$checkout"$traits)],
    targets: [
        .executableTarget(name: "StringsCount", dependencies: [.product(name: "RatePromptKit", package: "RatePrompt")]),
    ]
)
MANIFEST
cat > "$scratch/Sources/StringsCount/main.swift" <<'SOURCE'
import RatePromptFormats

// Prints how many strings each .strings file holds, as a device loads it.
for path in CommandLine.arguments.dropFirst() {
    let file = StringsFileParser().parse(contentsOf: path)
    print("\(path): \(file.entries.count)")
}
SOURCE
cd "$scratch"
swift package resolve >/dev/null
dependencies=$(swift package show-dependencies)
echo "$dependencies"
if [ -n "$traits" ] && grep -q swift-syntax <<<"$dependencies"; then
    echo "check_library_user: swift-syntax was resolved for a package that uses RatePromptKit with traits: []" >&2
    exit 1
fi
start=$(date +%s%N)
swift build --product StringsCount >/dev/null
end=$(date +%s%N)
echo "clean debug build: $(( (end - start) / 1000000 )) ms"
if find .build -name 'SwiftSyntax.swiftmodule' -o -name 'SwiftParser.swiftmodule' | grep -q .; then
    echo "check_library_user: swift-syntax was compiled for a package that uses RatePromptKit" >&2
    exit 1
fi
# The generators of the generated files are in no product: a package that depends on RatePrompt never builds them.
if find .build -name 'RatePromptGenerators.swiftmodule' -o -name 'generate_rateprompt.swiftmodule' | grep -q .; then
    echo "check_library_user: RatePrompt's generators were compiled for a package that uses RatePromptKit" >&2
    exit 1
fi
output=$(swift run --skip-build StringsCount "$checkout/Localizations/fr.lproj/RatePrompt.strings")
echo "$output"
grep -q ': [1-9]' <<<"$output"
