#!/bin/sh
# Runs the whole test suite under AddressSanitizer and ThreadSanitizer, each in its own scratch path
# (a sanitized build is a full rebuild, so they never disturb .build).
#
#   scripts/sanitizers.sh [address|thread ...]     default: address thread
#
# Prints the build and test time of each and exits non-zero when a run fails or a sanitizer reports.
# Too slow for every CI run on a 2-core runner (see docs/Reliability.md); run it before a release.
set -u
cd "$(dirname "$0")/.."
kinds=${*:-address thread}
status=0
for kind in $kinds; do
    scratch=.build-$(printf '%s' "$kind" | cut -c1-4 | sed 's/addr/asan/; s/thre/tsan/')
    log="$scratch.log"
    echo "== $kind sanitizer ($scratch, log $log)"
    start=$(date +%s)
    if ! swift build --build-tests -Xswiftc -sanitize="$kind" --scratch-path "$scratch" > "$log" 2>&1; then
        echo "   build failed"; tail -20 "$log"; status=1; continue
    fi
    built=$(date +%s)
    # halt_on_error: a finding fails the run; the tmux end-to-end tests run the sanitized executables too.
    ASAN_OPTIONS=detect_leaks=0:halt_on_error=1 TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1 \
        swift test --skip-build -Xswiftc -sanitize="$kind" --scratch-path "$scratch" >> "$log" 2>&1
    result=$?
    done_at=$(date +%s)
    findings=$(grep -c -E "ERROR: AddressSanitizer|WARNING: ThreadSanitizer" "$log")
    summary=$(grep -E "Test run with .* (passed|failed)" "$log" | tail -1)
    echo "   build $((built - start)) s, tests $((done_at - built)) s, exit $result, sanitizer reports: $findings"
    echo "   $summary"
    if [ "$result" -ne 0 ] || [ "$findings" -ne 0 ]; then
        status=1
        grep -E -A12 "ERROR: AddressSanitizer|WARNING: ThreadSanitizer" "$log" | head -60
    fi
done
exit $status
