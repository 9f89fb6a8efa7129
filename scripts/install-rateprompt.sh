#!/usr/bin/env bash
# Puts a `rateprompt` for this machine at DEST/rateprompt and prints its path: the release's binary, taken from its
# artifact bundle, when the release has a variant for this machine that runs here; else the tool built from this
# checkout (swift build -c release). The GitHub Action (action.yml) runs it.
#
# Usage: scripts/install-rateprompt.sh VERSION DEST
#   VERSION   a release's tag (0.1.0 or v0.1.0); anything else (a branch, a commit) builds from source
# Environment:
#   RATEPROMPT_BUNDLE_URL   the bundle's zip, a URL or a local file (default: VERSION's release asset)
#   RATEPROMPT_REPOSITORY   owner/name of the repository whose release to use (default: GITHUB_ACTION_REPOSITORY)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
[ $# -eq 2 ] || { echo "usage: scripts/install-rateprompt.sh VERSION DEST" >&2; exit 64; }
version=$1
mkdir -p "$2"
dest=$(cd "$2" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

case "$(uname -s)" in
    Linux) triple="$(uname -m)-unknown-linux-gnu" ;;
    Darwin) triple="$(uname -m)-apple-macosx" ;;
    *) triple="" ;;
esac

# from_release: the bundle's variant for this machine, if there is one and it runs here.
from_release() {
    local url=${RATEPROMPT_BUNDLE_URL:-}
    if [ -z "$url" ]; then
        [[ "$version" =~ ^v?[0-9]+\.[0-9]+\.[0-9]+ ]] || { echo "install-rateprompt: $version is not a release tag" >&2; return 1; }
        local repository=${RATEPROMPT_REPOSITORY:-${GITHUB_ACTION_REPOSITORY:-}}
        [ -n "$repository" ] || { echo "install-rateprompt: no repository to download from" >&2; return 1; }
        url="https://github.com/$repository/releases/download/$version/rateprompt.artifactbundle.zip"
    fi
    [ -n "$triple" ] || { echo "install-rateprompt: no release binary for $(uname -s)" >&2; return 1; }
    if [ -f "$url" ]; then
        cp "$url" "$work/bundle.zip"
    else
        curl -fsSL --retry 3 -o "$work/bundle.zip" "$url" || { echo "install-rateprompt: cannot download $url" >&2; return 1; }
    fi
    unzip -q "$work/bundle.zip" -d "$work/bundle" || return 1
    local variant
    variant=$(python3 - "$work/bundle/rateprompt.artifactbundle/info.json" "$triple" <<'PYTHON'
import json, sys
info = json.load(open(sys.argv[1]))
for variant in info["artifacts"]["rateprompt"]["variants"]:
    if sys.argv[2] in variant.get("supportedTriples", []):
        print(variant["path"])
        break
PYTHON
    ) || return 1
    [ -n "$variant" ] || { echo "install-rateprompt: the release has no binary for $triple" >&2; return 1; }
    cp "$work/bundle/rateprompt.artifactbundle/$variant" "$dest/rateprompt"
    chmod 755 "$dest/rateprompt"
    # A binary that cannot start here (a library missing) is no better than none.
    "$dest/rateprompt" --version > /dev/null || { rm -f "$dest/rateprompt"; return 1; }
    echo "install-rateprompt: rateprompt $("$dest/rateprompt" --version) from the release ($triple)" >&2
}

from_source() {
    echo "install-rateprompt: building rateprompt from source (a few minutes)" >&2
    if [ "$(uname -s)" = Linux ] && ! pkg-config --exists libxml-2.0 2>/dev/null; then
        local sudo=""
        [ "$(id -u)" = 0 ] || sudo=sudo
        $sudo apt-get update -qq >&2 && $sudo apt-get install -y -qq libxml2-dev pkg-config >&2
    fi
    swift build -c release --product rateprompt --package-path "$here" >&2
    cp "$(swift build -c release --package-path "$here" --show-bin-path)/rateprompt" "$dest/rateprompt"
}

from_release || from_source
echo "$dest/rateprompt"
