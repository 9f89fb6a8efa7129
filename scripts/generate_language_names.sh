#!/usr/bin/env bash
# Writes Sources/RatePromptCore/Localization/Generated/LanguageNameTable.swift from Foundation's language names (the ICU data of
# the dynamically linked Linux toolchain); --check only compares. The generator is
# scripts/LanguageNames/LanguageNameTableGenerator.swift, also compiled into the drift test of RatePromptCoreTests.
#
# Usage: scripts/generate_language_names.sh [--check]
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo 'import Foundation; exit(LanguageNameTableGenerator.run(repository: CommandLine.arguments[1], arguments: Array(CommandLine.arguments.dropFirst(2))))' \
    > "$work/main.swift"
swiftc -swift-version 6 -O -o "$work/generate" scripts/LanguageNames/LanguageNameTableGenerator.swift "$work/main.swift"
"$work/generate" "$PWD" "$@"
