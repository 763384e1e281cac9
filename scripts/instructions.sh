#!/bin/sh
# Counts the instructions a TermHostBench scenario spends per change, with valgrind's callgrind: a
# measure that does not move with the machine's speed, unlike the bench's CPU clock.
#
#   scripts/instructions.sh [scenario...]      default: list-1000 list-1000-cells declarative-list-1000
#
# Each scenario runs once as the bench's child (N=1000, on a pseudo-terminal) under callgrind; the figure is
# the inclusive count of the change loop (`Harness.measure`, the largest of its specializations, which the
# optimizer may have merged), divided by the changes the child reports. The ratio is to the C baseline's
# change, 45.3 k instructions (docs/Performance.md's measure: `main.c` built with 200 changes and with 0, the
# difference over 200; the baseline has no switch to run without its loop).
# Swift's hashing is seeded per process, which moves the counts by about 1%; the children run with
# SWIFT_DETERMINISTIC_HASHING set, so a build gives the same counts on every run.
# Needs valgrind and a release build: `swift build -c release --product TermHostBench`.
set -eu
export SWIFT_DETERMINISTIC_HASHING=1
cd "$(dirname "$0")/.."
bench=.build/release/TermHostBench
[ -x "$bench" ] || { echo "instructions.sh: build $bench first (swift build -c release --product TermHostBench)" >&2; exit 1; }
command -v valgrind >/dev/null 2>&1 || { echo "instructions.sh: valgrind is not installed" >&2; exit 1; }
scenarios=${*:-list-1000 list-1000-cells declarative-list-1000}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
printf '%-26s %14s %10s\n' scenario "instr/change" "x C"
for scenario in $scenarios; do
    log="$out/$scenario.json"
    valgrind --tool=callgrind --callgrind-out-file="$out/$scenario.cg" "$bench" --child "$scenario" 1000 \
        >"$log" 2>"$out/$scenario.err" || { echo "instructions.sh: $scenario failed (see valgrind's output)" >&2; cat "$out/$scenario.err" >&2; exit 1; }
    updates=$(sed -n 's/.*"updates": \([0-9.]*\).*/\1/p' "$log")
    loop=$(callgrind_annotate --inclusive=yes --threshold=100 "$out/$scenario.cg" 2>/dev/null \
        | grep 'HarnessC7measure' | sed 's/^ *\([0-9,]*\).*/\1/' | tr -d ',' | sort -n | tail -1)
    [ -n "$updates" ] && [ -n "$loop" ] || { echo "instructions.sh: no change loop found for $scenario" >&2; exit 1; }
    awk -v s="$scenario" -v i="$loop" -v u="$updates" \
        'BEGIN { per = i / u; printf "%-26s %13.1fk %9.2fx\n", s, per / 1000, per / 45300 }'
done
