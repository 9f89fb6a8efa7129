#!/usr/bin/env bash
# Builds RatePrompt's libFuzzer harnesses (release, -sanitize=fuzzer,address) and runs them one after another.
#
#   bash Fuzz/fuzz.sh [--seconds N] [--runs N] [--max-len BYTES] [--build-only] [harness ...]
#
# Harnesses (all when none is named): strings xml-plist binary-plist openstep-plist json string-catalog
# catalog-format stringsdict xliff configuration state lint-configuration storekit. Each runs for --seconds (default 60) or until
# --runs executions, whichever comes first, and stops at its first crash, hang (an input slower than 20 s) or
# out-of-memory (2 GiB).
#
# Folders, all ignored by git:
#   Fuzz/.build/             the fuzz build
#   Fuzz/.seeds/NAME/        seeds made anew on each run from Tests/Fixtures and Configs/
#   Fuzz/.corpus/NAME/       what libFuzzer found interesting, kept between runs
#   Fuzz/.crashes/NAME/      crashing, hanging and out-of-memory inputs (crash-…, timeout-…, oom-…, leak-…)
#   Fuzz/.logs/NAME.log      libFuzzer's output of the last run
# Committed seeds (hand-written inputs and every input that once crashed) are in Fuzz/Seeds/NAME/, the
# dictionaries in Fuzz/Dictionaries/NAME.dict.
#
# Prints one line per harness (executions, executions per second, seconds, crashes) and a Markdown table of the
# same; exits 1 when any harness crashed, hung or ran out of memory, 2 on a usage or build error.
set -euo pipefail

fuzz_dir="$(cd "$(dirname "$0")" && pwd)"
root_dir="$(dirname "$fuzz_dir")"
fixtures="$root_dir/Tests/Fixtures"

all_harnesses=(strings xml-plist binary-plist openstep-plist json string-catalog catalog-format stringsdict xliff configuration
               state lint-configuration storekit)

target_of() {
    case "$1" in
        strings) echo FuzzStrings ;;
        xml-plist) echo FuzzXMLPropertyList ;;
        binary-plist) echo FuzzBinaryPropertyList ;;
        openstep-plist) echo FuzzOpenStepPropertyList ;;
        json) echo FuzzJSON ;;
        string-catalog) echo FuzzStringCatalog ;;
        catalog-format) echo FuzzCatalogFormat ;;
        stringsdict) echo FuzzStringsDictionary ;;
        xliff) echo FuzzXLIFF ;;
        configuration) echo FuzzConfiguration ;;
        state) echo FuzzUsageState ;;
        lint-configuration) echo FuzzLintConfiguration ;;
        storekit) echo FuzzStoreKit ;;
        *) return 1 ;;
    esac
}

usage() { sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; }

seconds=60
runs=0
max_len=4096
build_only=false
harnesses=()
while [ $# -gt 0 ]; do
    case "$1" in
        --seconds) seconds="${2:?--seconds needs a number}"; shift 2 ;;
        --runs) runs="${2:?--runs needs a number}"; shift 2 ;;
        --max-len) max_len="${2:?--max-len needs a number}"; shift 2 ;;
        --build-only) build_only=true; shift ;;
        -h|--help) usage; exit 0 ;;
        -*) echo "fuzz.sh: unknown option $1" >&2; usage >&2; exit 2 ;;
        *)
            target_of "$1" >/dev/null || { echo "fuzz.sh: unknown harness $1 (${all_harnesses[*]})" >&2; exit 2; }
            harnesses+=("$1"); shift ;;
    esac
done
[ ${#harnesses[@]} -gt 0 ] || harnesses=("${all_harnesses[@]}")
for number in "$seconds" "$runs" "$max_len"; do
    [[ "$number" =~ ^[0-9]+$ ]] || { echo "fuzz.sh: not a number: $number" >&2; exit 2; }
done

# The fuzz build: everything instrumented for coverage and AddressSanitizer, C targets included (Yams' libyaml).
# Not with SwiftPM's `--sanitize=fuzzer --sanitize=address` alone: it passes swiftc two -sanitize= options in an order
# that changes from run to run, and swiftc keeps only the last, so the Swift code got either coverage or ASan, never
# both (and was rebuilt whenever the order flipped). `--sanitize=fuzzer` makes SwiftPM link the harnesses for libFuzzer
# (no main of their own); the one -sanitize=fuzzer,address after it is the option swiftc keeps.
build_flags=(-c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address)
build_start=$(date +%s)
mkdir -p "$fuzz_dir/.logs"
echo "fuzz.sh: building the harnesses (release, -sanitize=fuzzer,address)"
if ! swift build --package-path "$fuzz_dir" "${build_flags[@]}" >"$fuzz_dir/.logs/build.log" 2>&1; then
    grep -v "Cannot export local symbol" "$fuzz_dir/.logs/build.log" | tail -40 >&2
    echo "fuzz.sh: the build failed" >&2
    exit 2
fi
echo "fuzz.sh: built in $(( $(date +%s) - build_start )) s"
bin_dir="$(swift build --package-path "$fuzz_dir" "${build_flags[@]}" --show-bin-path)"
# Every Swift module of the harnesses must carry both instrumentations; a build without them runs and finds nothing.
for module in "$bin_dir"/*.build; do
    case "$module" in *-tool.build) continue ;; esac
    objects=("$module"/*.swift.o)
    [ -e "${objects[0]}" ] || continue
    # A module with no Swift function of its own (swift-syntax's version marker modules, one empty file each) has
    # nothing to instrument.
    nm --defined-only "${objects[@]}" 2>/dev/null | grep -qE ' [Tt] [$]s' || continue
    if ! grep -aq __sancov_cntrs "${objects[@]}" || ! grep -aq __asan_ "${objects[@]}"; then
        echo "fuzz.sh: $(basename "$module" .build) is not instrumented for both coverage and AddressSanitizer" >&2
        exit 2
    fi
done
$build_only && exit 0

# Copies fixture files into a harness's seed folder, each under a name that keeps its origin.
add_seeds() {
    local folder="$1"; shift
    local file
    for file in "$@"; do
        [ -f "$file" ] || continue
        cp "$file" "$folder/$(echo "${file#"$root_dir"/}" | tr '/' '_')"
    done
}

# Makes Fuzz/.seeds/NAME from the test fixtures: every file of the kind the harness reads.
make_seeds() {
    local name="$1" folder="$fuzz_dir/.seeds/$1"
    rm -rf "$folder"
    mkdir -p "$folder"
    shopt -s nullglob globstar
    case "$name" in
        strings)
            add_seeds "$folder" "$fixtures"/strings/*.strings "$fixtures"/projects/**/*.strings \
                "$root_dir"/Localizations/*.lproj/*.strings ;;
        xml-plist)
            local file
            for file in "$fixtures"/plist/*.plist "$fixtures"/config/*.plist "$fixtures"/state/*.plist \
                    "$root_dir"/Configs/*.plist; do
                head -c 7 "$file" | grep -q '^bplist0' || add_seeds "$folder" "$file"
            done ;;
        binary-plist)
            local file
            for file in "$fixtures"/plist/*.plist "$fixtures"/state/*.plist; do
                head -c 7 "$file" | grep -q '^bplist0' && add_seeds "$folder" "$file"
            done
            # Binary twins of the XML fixtures that Python's plistlib can read.
            if command -v python3 >/dev/null; then
                python3 - "$folder" "$fixtures"/plist/*.plist "$fixtures"/config/*.plist \
                    "$fixtures"/state/*.plist "$root_dir"/Configs/*.plist <<'PYTHON' || true
import os, plistlib, sys
folder = sys.argv[1]
for path in sys.argv[2:]:
    try:
        with open(path, "rb") as source:
            value = plistlib.load(source)
        data = plistlib.dumps(value, fmt=plistlib.FMT_BINARY)
    except Exception:
        continue
    with open(os.path.join(folder, "binary-of-" + os.path.basename(path)), "wb") as target:
        target.write(data)
PYTHON
            fi ;;
        openstep-plist)
            add_seeds "$folder" "$fixtures"/strings/*.strings "$fixtures"/plist/*.plist "$root_dir"/Configs/*.plist ;;
        json)
            add_seeds "$folder" "$fixtures"/config/*.json "$fixtures"/state/*.json "$fixtures"/projects/**/*.xcstrings ;;
        string-catalog|catalog-format)
            add_seeds "$folder" "$fixtures"/projects/**/*.xcstrings "$fixtures"/format/*.xcstrings ;;
        storekit)
            add_seeds "$folder" "$fixtures"/storekit/*.storekit "$fixtures"/projects/**/*.storekit \
                "$root_dir"/Configs/**/*.storekit ;;
        stringsdict)
            add_seeds "$folder" "$fixtures"/stringsdict/*.stringsdict "$fixtures"/projects/**/*.stringsdict ;;
        xliff)
            add_seeds "$folder" "$fixtures"/xcloc/**/*.xliff ;;
        configuration)
            add_seeds "$folder" "$fixtures"/config/* "$root_dir"/Configs/*.plist ;;
        state)
            add_seeds "$folder" "$fixtures"/state/* ;;
        lint-configuration)
            ;; # No fixture is a .rateprompt.yml: the seeds are the hand-written ones in Fuzz/Seeds.
    esac
    shopt -u nullglob globstar
}

# libFuzzer's own backtrace is enough; Swift's backtracer would wait on a crashed fuzzer.
export SWIFT_BACKTRACE=enable=no

failed=0
rows=()
today="$(date -u +%Y-%m-%d)"
for name in "${harnesses[@]}"; do
    target="$(target_of "$name")"
    make_seeds "$name"
    corpus="$fuzz_dir/.corpus/$name"
    crashes="$fuzz_dir/.crashes/$name"
    # Written under a name of its own, so that two runs at once do not mix their output, and then renamed.
    log="$fuzz_dir/.logs/$name.$$.log"
    mkdir -p "$corpus" "$crashes" "$(dirname "$log")"
    inputs=("$corpus" "$fuzz_dir/.seeds/$name")
    [ -d "$fuzz_dir/Seeds/$name" ] && inputs+=("$fuzz_dir/Seeds/$name")
    options=(-max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -max_len="$max_len"
             -print_final_stats=1 -artifact_prefix="$crashes/")
    [ "$runs" -gt 0 ] && options+=(-runs="$runs")
    [ -f "$fuzz_dir/Dictionaries/$name.dict" ] && options+=(-dict="$fuzz_dir/Dictionaries/$name.dict")
    count_crashes() { find "$crashes" -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | wc -l; }
    before=$(count_crashes)
    start=$(date +%s)
    status=0
    "$bin_dir/$target" "${options[@]}" "${inputs[@]}" >"$log" 2>&1 || status=$?
    elapsed=$(( $(date +%s) - start ))
    found=$(( $(count_crashes) - before ))
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    per_second=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    # A crash found while libFuzzer is still writing its stats leaves no count: take it from the last status line.
    [ -n "$executions" ] || executions=$(grep -o '^#[0-9]*' "$log" | tail -1 | tr -d '#')
    executions=${executions:-0}
    per_second=${per_second:-$(( elapsed > 0 ? executions / elapsed : executions ))}
    if [ "$status" -ne 0 ] && [ "$found" -eq 0 ]; then found=1; fi
    # A build without coverage instrumentation runs but finds nothing: that is a failure too.
    if grep -q "no interesting inputs were found" "$log"; then
        echo "fuzz.sh: $name has no coverage feedback; is the build instrumented? (see ${log#"$root_dir"/})" >&2
        failed=1
    fi
    printf '%-20s %12s executions %8s exec/s %6s s %3s crashes\n' "$name" "$executions" "$per_second" "$elapsed" "$found"
    rows+=("| $name | $executions | $per_second | $elapsed s | $found | $today |")
    mv -f "$log" "$fuzz_dir/.logs/$name.log"
    log="$fuzz_dir/.logs/$name.log"
    if [ "$found" -gt 0 ]; then
        failed=1
        echo "fuzz.sh: $name failed (exit $status); inputs in ${crashes#"$root_dir"/}/, output in ${log#"$root_dir"/}:" >&2
        grep -E "ERROR|invariant broken|Fatal error|SUMMARY|Test unit written" "$log" | head -8 >&2 || true
    fi
done

echo
echo "| harness | executions | exec/s | time | crashes | date |"
echo "|---|---:|---:|---:|---:|---|"
printf '%s\n' "${rows[@]}"
exit $failed
