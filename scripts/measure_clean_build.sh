#!/bin/sh
# Times clean builds of the `rateprompt` tool (what the lint plugin builds) in debug and release, each in a new scratch
# folder (.build-NAME, gitignored), for the package at PACKAGE (default: this one). Compare a checkout without the
# source rules against one with them to see what swift-syntax adds:
#   scripts/measure_clean_build.sh /tmp/rateprompt-before before
#   scripts/measure_clean_build.sh . after
set -eu
PACKAGE=${1:-.}
NAME=${2:-measure}
for CONFIGURATION in debug release; do
    SCRATCH="$PACKAGE/.build-$NAME-$CONFIGURATION"
    rm -rf "$SCRATCH"
    START=$(date +%s.%N)
    swift build --package-path "$PACKAGE" --scratch-path "$SCRATCH" -c "$CONFIGURATION" --product rateprompt >/dev/null
    END=$(date +%s.%N)
    echo "$NAME $CONFIGURATION: $(echo "$END - $START" | bc) s"
done
