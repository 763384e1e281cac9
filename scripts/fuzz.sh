#!/bin/sh
# Fuzzes TermHost's input decoding and text editing with libFuzzer.
#
#   scripts/fuzz.sh [seconds] [target...]      default: 60 seconds each, targets "decoder editing"
#
# The harnesses (Fuzz/*.swift) are compiled with the library's sources into one binary with
# `swiftc -sanitize=fuzzer` (the library must not carry fuzzer instrumentation in `swift build`, so this
# is not a SwiftPM target). TERMHOST_FUZZ_TARGET picks the harness at run time. Set FUZZ_SANITIZE=address
# to add AddressSanitizer. Prints the executions, the duration and any crash (libFuzzer keeps the input
# that crashed in .build-fuzz/crash-*).
set -eu
cd "$(dirname "$0")/.."
seconds=${1:-60}
[ $# -gt 0 ] && shift
targets=${*:-decoder editing}
out=.build-fuzz
mkdir -p "$out"
sanitize=fuzzer
[ -n "${FUZZ_SANITIZE:-}" ] && sanitize="fuzzer,$FUZZ_SANITIZE"

echo "== building $out/termhost-fuzz (-sanitize=$sanitize)"
start=$(date +%s)
# shellcheck disable=SC2046
swiftc -sanitize="$sanitize" -parse-as-library -swift-version 6 -O -module-name TermHostFuzz \
    -I Sources/CNcurses $(find Sources/TermHost -name '*.swift' | sort) Fuzz/*.swift -o "$out/termhost-fuzz"
echo "   built in $(( $(date +%s) - start )) s"

status=0
for target in $targets; do
    corpus="$out/corpus-$target"
    mkdir -p "$corpus"
    printf '\033[A\033[<0;10;5M\033[200~paste\r\n\033[201~\303\251\344\270\226\360\237\231\202' > "$corpus/seed"
    echo "== fuzzing $target for $seconds s"
    log="$out/$target.log"
    if TERMHOST_FUZZ_TARGET=$target "$out/termhost-fuzz" -max_total_time="$seconds" -print_final_stats=1 \
        -artifact_prefix="$out/crash-$target-" -max_len=4096 "$corpus" > "$log" 2>&1; then
        result=ok
    else
        result=CRASH
        status=1
        grep -E "ERROR|Fatal error|panic|precondition|artifact" "$log" | head -20
    fi
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    time=$(sed -n 's/.*Done \([0-9]*\) runs in \([0-9]*\) second.*/\2/p' "$log")
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
    echo "   $target: $result, executions=${runs:-?}, duration=${time:-$seconds} s, $cov, corpus=$(ls "$corpus" | wc -l) inputs"
done
exit $status
