#!/usr/bin/env bash
# Writes an app package that applies RatePromptLintPlugin from the plugin package that scripts/build-artifactbundle.sh
# wrote (OUT/RatePromptPlugins, over the bundle's binary), builds it from clean and checks that:
#   - the build succeeds and compiles neither RatePrompt nor swift-syntax (no module of theirs is built);
#   - the build log shows the lint's warning for the seeded defect (a leading space in the German prompt copy);
#   - `swift package rateprompt-lint` (the command plugin) reports it too.
# It prints the clean build's time. With --source-built, it also builds the same app with the plugin of this
# checkout (the tool built from source, swift-syntax included) and prints that time beside it (minutes, not for CI).
#
# Usage: scripts/check-binary-plugin.sh OUT [--source-built] [--keep DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$PWD
[ $# -ge 1 ] || { echo "usage: scripts/check-binary-plugin.sh OUT [--source-built] [--keep DIR]" >&2; exit 64; }
plugins=$(realpath "$1/RatePromptPlugins")
shift
source_built=0
work=""
while [ $# -gt 0 ]; do
    case "$1" in
        --source-built) source_built=1; shift ;;
        --keep) work=$2; mkdir -p "$work"; shift 2 ;;
        *) echo "usage: scripts/check-binary-plugin.sh OUT [--source-built] [--keep DIR]" >&2; exit 64 ;;
    esac
done
[ -f "$plugins/Package.swift" ] || { echo "check-binary-plugin: no $plugins/Package.swift (run scripts/build-artifactbundle.sh)" >&2; exit 1; }
if [ -z "$work" ]; then
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi

# app NAME DEPENDENCY PACKAGE: an app package whose German prompt copy starts with a space.
app() {
    local folder="$work/$1"
    rm -rf "$folder"
    mkdir -p "$folder/Sources/App/Resources/en.lproj" "$folder/Sources/App/Resources/de.lproj"
    cat > "$folder/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "$1",
    defaultLocalization: "en",
    dependencies: [.package(path: "$2")],
    targets: [
        .executableTarget(
            name: "App",
            resources: [.process("Resources")],
            plugins: [.plugin(name: "RatePromptLintPlugin", package: "$3")]
        ),
    ]
)
SWIFT
    echo 'print("Rate me")' > "$folder/Sources/App/main.swift"
    printf '"iRateMessageTitle" = "Rate %%@";\n"iRateRateButton" = "Rate It Now";\n' \
        > "$folder/Sources/App/Resources/en.lproj/Localizable.strings"
    printf '"iRateMessageTitle" = "%%@ bewerten";\n"iRateRateButton" = " Jetzt bewerten";\n' \
        > "$folder/Sources/App/Resources/de.lproj/Localizable.strings"
    echo "$folder"
}

# clean_build FOLDER: builds the package from nothing (its own scratch folder) and prints the seconds it took.
clean_build() {
    local start end
    rm -rf "$1/.build"
    start=$(date +%s.%N)
    if ! swift build --package-path "$1" > "$1/build.log" 2>&1; then
        cat "$1/build.log" >&2
        echo "check-binary-plugin: the build of $1 failed (a plugin's own compile errors show with swift build -v)" >&2
        exit 1
    fi
    end=$(date +%s.%N)
    python3 -c "print(f'{$end - $start:.1f}')"
}

binary_app=$(app BinaryPluginApp "$plugins" RatePromptPlugins)
seconds=$(clean_build "$binary_app")
log="$binary_app/build.log"
warning="Sources/App/Resources/de.lproj/Localizable.strings:2:21: warning: "
grep -q "$warning.*(whitespace)" "$log" \
    || { cat "$log" >&2; echo "check-binary-plugin: the build log lacks the lint's whitespace warning" >&2; exit 1; }
# Nothing of RatePrompt or swift-syntax was compiled: no module of theirs in the build folder, no line of the log.
built=$(find "$binary_app/.build" -type d \( -name 'RatePrompt*.build' -o -name 'SwiftSyntax*.build' -o -name 'SwiftParser*.build' \
    -o -name 'rateprompt.build' -o -name 'Yams.build' -o -name 'ArgumentParser*.build' \) | head -5)
if [ -n "$built" ] || grep -Eq "Compiling (RatePrompt|SwiftSyntax|SwiftParser|rateprompt|Yams|ArgumentParser)" "$log"; then
    cat "$log" >&2
    echo "check-binary-plugin: the build compiled RatePrompt or its dependencies: $built" >&2
    exit 1
fi
echo "check-binary-plugin: clean build of an app with the binary plugin: $seconds s, lint warning shown, nothing of RatePrompt compiled"
grep "$warning" "$log" | sed 's/^/    /'

command=$(swift package --package-path "$binary_app" --allow-writing-to-package-directory rateprompt-lint 2>&1) \
    || { echo "$command" >&2; echo "check-binary-plugin: swift package rateprompt-lint failed" >&2; exit 1; }
grep -q "$warning.*(whitespace)" <<< "$command" \
    || { echo "$command" >&2; echo "check-binary-plugin: the command plugin did not report the warning" >&2; exit 1; }
echo "check-binary-plugin: swift package rateprompt-lint reports it too"

if [ "$source_built" = 1 ]; then
    # A path dependency is named by its folder.
    source_app=$(app SourcePluginApp "$repository" "$(basename "$repository")")
    source_seconds=$(clean_build "$source_app")
    grep -q "$warning.*(whitespace)" "$source_app/build.log" \
        || { cat "$source_app/build.log" >&2; echo "check-binary-plugin: the source-built plugin showed no warning" >&2; exit 1; }
    echo "check-binary-plugin: clean build of the same app with the source-built plugin: $source_seconds s"
fi
