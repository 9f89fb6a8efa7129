#!/usr/bin/env bash
# Builds what a release publishes for adopting RatePrompt without building it:
#   OUT/rateprompt.artifactbundle/         info.json (SwiftPM's artifact bundle, schema 1.0, type executable), one
#                                          folder per variant with bin/rateprompt, and the licence when there is one
#   OUT/rateprompt.artifactbundle.zip      the bundle zipped, and .zip.sha256 its checksum as SwiftPM computes it
#   OUT/RatePromptPlugins/                 the plugin package over `.binaryTarget(name: "rateprompt", …)`: the bundle
#                                          by path (it sits in the package), or with --url, the URL and the checksum
#
# Without --linux, it builds this machine's Linux variant: `rateprompt` in release with the Swift runtime linked
# statically (no Swift toolchain needed to run it; it still needs glibc and libxml2, see the README).
#
# Usage: scripts/build-artifactbundle.sh OUT [--linux BINARY]... [--macos BINARY] [--url URL] [--scratch-path DIR]
#   --linux BINARY   a static Linux build made elsewhere by this script (its triple is read from the ELF header);
#                    repeatable
#   --macos BINARY   a universal macOS build (swift build -c release --arch arm64 --arch x86_64, with the -Xswiftc
#                    flags below)
#   --url URL        where the zip will be published: the plugin package then names it with its checksum
#   --scratch-path   SwiftPM's build folder for this machine's build (default: .build-artifactbundle: the
#                    static link changes every compile command, so it does not share .build with a dynamic build)
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$PWD

usage() { echo "usage: scripts/build-artifactbundle.sh OUT [--linux BINARY]... [--macos BINARY] [--url URL] [--scratch-path DIR]" >&2; exit 64; }
[ $# -ge 1 ] || usage
out=$1
shift
linux=()
macos=""
url=""
scratch=.build-artifactbundle
while [ $# -gt 0 ]; do
    case "$1" in
        --linux) [ $# -ge 2 ] || usage; linux+=("$(realpath "$2")"); shift 2 ;;
        --macos) [ $# -ge 2 ] || usage; macos=$(realpath "$2"); shift 2 ;;
        --url) [ $# -ge 2 ] || usage; url=$2; shift 2 ;;
        --scratch-path) [ $# -ge 2 ] || usage; scratch=$2; shift 2 ;;
        *) usage ;;
    esac
done
mkdir -p "$out"
out=$(realpath "$out")

built_here=0
if [ ${#linux[@]} -eq 0 ]; then
    built_here=1
    [ "$(uname -s)" = Linux ] || { echo "build-artifactbundle: builds the Linux variant on Linux only; give --linux" >&2; exit 1; }
    # The static Swift runtime's link exports every symbol of the program to the dynamic table (41,000 of them), which
    # the loader and each dladdr at start-up then search: nothing looks them up, so none is exported. The compiler
    # names the generic types the code uses (a dictionary of the project's keys) by mangled name, which the runtime
    # resolves on first use by scanning all 11,000 protocol conformances of the program for each; without those
    # accessors it is given the conformances directly (a small app's lint spent a twentieth of its time scanning).
    flags=(-c release --static-swift-stdlib -Xlinker --no-export-dynamic
           -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors --scratch-path "$scratch")
    echo "build-artifactbundle: swift build ${flags[*]} --product rateprompt"
    swift build "${flags[@]}" --product rateprompt
    linux+=("$(swift build "${flags[@]}" --show-bin-path)/rateprompt")
fi

# The version the binaries report (every variant must report the same one).
version=$("${linux[0]}" --version 2>/dev/null || true)
[ -n "$version" ] || version=$(sed -n 's/.*static let current = "\(.*\)"/\1/p' Sources/RatePromptCore/RatePromptVersion.swift)

bundle="$out/rateprompt.artifactbundle"
rm -rf "$bundle" "$bundle.zip" "$bundle.zip.sha256" "$out/RatePromptPlugins"
mkdir -p "$bundle"
variants=()
for binary in "${linux[@]}"; do
    # e_machine of the ELF header: 0x3E x86_64, 0xB7 aarch64.
    magic=$(od -An -tx1 -N4 "$binary" | tr -d ' \n')
    machine=$(od -An -tu2 -j18 -N2 "$binary" | tr -d ' ')
    [ "$magic" = 7f454c46 ] || { echo "build-artifactbundle: $binary is not an ELF binary" >&2; exit 1; }
    case "$machine" in
        62) arch=x86_64 ;;
        183) arch=aarch64 ;;
        *) echo "build-artifactbundle: $binary is for an unsupported machine ($machine)" >&2; exit 1 ;;
    esac
    folder="rateprompt-$version-linux-$arch"
    mkdir -p "$bundle/$folder/bin"
    if [ "$built_here" = 1 ]; then
        # Debug information off, symbols kept (a crash's backtrace still names its functions).
        strip --strip-debug -o "$bundle/$folder/bin/rateprompt" "$binary"
    else
        # Built elsewhere, and already stripped there (this machine's strip may not read another architecture).
        cp "$binary" "$bundle/$folder/bin/rateprompt"
        chmod 755 "$bundle/$folder/bin/rateprompt"
    fi
    variants+=("$folder/bin/rateprompt=$arch-unknown-linux-gnu")
done
if [ -n "$macos" ]; then
    # A universal (fat) Mach-O starts with CA FE BA BE.
    [ "$(od -An -tx1 -N4 "$macos" | tr -d ' \n')" = cafebabe ] \
        || { echo "build-artifactbundle: $macos is not a universal macOS binary" >&2; exit 1; }
    mkdir -p "$bundle/rateprompt-$version-macos/bin"
    cp "$macos" "$bundle/rateprompt-$version-macos/bin/rateprompt"
    chmod 755 "$bundle/rateprompt-$version-macos/bin/rateprompt"
    variants+=("rateprompt-$version-macos/bin/rateprompt=x86_64-apple-macosx,arm64-apple-macosx")
fi
for licence in LICENSE LICENSE.md LICENSE.txt; do
    if [ -f "$licence" ]; then cp "$licence" "$bundle/"; fi
done
ls "$bundle"/LICENSE* >/dev/null 2>&1 || echo "build-artifactbundle: warning: the repository has no LICENSE file; the bundle carries none" >&2

python3 - "$bundle/info.json" "$version" "${variants[@]}" <<'PYTHON'
import json, sys
path, version, variants = sys.argv[1], sys.argv[2], sys.argv[3:]
info = {
    "schemaVersion": "1.0",
    "artifacts": {
        "rateprompt": {
            "version": version,
            "type": "executable",
            "variants": [{"path": item.split("=")[0], "supportedTriples": item.split("=")[1].split(",")}
                         for item in variants],
        }
    },
}
with open(path, "w") as file:
    json.dump(info, file, indent=2)
    file.write("\n")
PYTHON

(cd "$out" && rm -f rateprompt.artifactbundle.zip && zip -q -r -X -y rateprompt.artifactbundle.zip rateprompt.artifactbundle)
# The checksum SwiftPM verifies for a `url:` binary target (SHA-256 of the zip).
checksum=$(cd "$out" && swift package compute-checksum rateprompt.artifactbundle.zip)
echo "$checksum" > "$bundle.zip.sha256"

# The plugin package: the repository's copy with its sources copied (not linked), and the binary target's URL and
# checksum replaced by the bundle's path (a local binary target must lie inside its package) or by --url's.
plugins="$out/RatePromptPlugins"
cp -RL "$repository/Plugins/RatePromptPlugins" "$plugins"
rm -rf "$plugins/.build" "$plugins/.swiftpm" "$plugins/Package.resolved"
if [ -z "$url" ]; then
    cp -R "$bundle" "$plugins/rateprompt.artifactbundle"
fi
python3 - "$plugins/Package.swift" "$url" "$checksum" <<'PYTHON'
import re, sys
path, url, checksum = sys.argv[1:]
text = open(path).read()
pattern = re.compile(r'( *)url: "[^"]*",\n *checksum: "[0-9a-f]*"\n')
if len(pattern.findall(text)) != 1:
    sys.exit("build-artifactbundle: no url:/checksum: pair in Plugins/RatePromptPlugins/Package.swift")
def replace(match):
    indent = match.group(1)
    if url:
        return f'{indent}url: "{url}",\n{indent}checksum: "{checksum}"\n'
    return f'{indent}path: "rateprompt.artifactbundle"\n'
text = pattern.sub(replace, text)
comment = ("// The released bundle, written by the release workflow (scripts/build-artifactbundle.sh --url)." if url
           else "// The bundle built beside it, by path (scripts/build-artifactbundle.sh without --url).")
text = re.sub(r'(?: *// [^\n]*\n)+( *)\.binaryTarget\(',
              lambda m: m.group(1) + comment + "\n" + m.group(1) + ".binaryTarget(", text)
open(path, "w").write(text)
PYTHON

echo "build-artifactbundle: $bundle.zip ($(du -h "$bundle.zip" | cut -f1)), checksum $checksum"
echo "build-artifactbundle: $plugins"
