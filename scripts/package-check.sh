#!/bin/sh
# Checks the README's "Use TermHost in your package" the way a new user follows it: a new package
# outside this clone, whose Package.swift and Sources/MyApp/main.swift are the README's two code blocks
# (read from README.md, so they cannot drift), with TermHost beside it as `../TermHost` (a copy of this
# clone's tracked files, so the folder name is the identity the snippet uses). It builds the package,
# then runs the app:
#   - without a terminal: it must print one line saying why and exit with status 1 (as README says);
#   - in a tmux pane when tmux is installed: it must draw its label, ignore x, and exit 0 on q.
#
#   scripts/package-check.sh        exit 0 when all of that holds; the temporary folder is always removed
#
# Needs the Swift toolchain, libncurses-dev, and optionally tmux. `swift test` does not run this.
set -eu
cd "$(dirname "$0")/.."
clone=$(pwd)

work=$(mktemp -d "${TMPDIR:-/tmp}/termhost-package-check.XXXXXX")
session="termhost-package-check-$$"
cleanup() {
    command -v tmux > /dev/null 2>&1 && tmux kill-session -t "$session" > /dev/null 2>&1 || true
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP
fail() { echo "scripts/package-check.sh: $*" >&2; exit 1; }

# The README section, then the first ```swift block after a marker line inside it.
section() { awk '/^## Use TermHost in your package$/ { on = 1; next } on && /^## / { exit } on' README.md; }
block() {
    section | awk -v marker="$1" '
        index($0, marker) { found = 1 }
        found && !open && /^```swift$/ { open = 1; next }
        open && /^```$/ { exit }
        open { print }'
}

echo "== the README's package, in a new folder"
mkdir -p "$work/TermHost" "$work/MyApp/Sources/MyApp" "$work/MyApp/Tests/MyAppTests"
if git rev-parse --is-inside-work-tree > /dev/null 2>&1; then
    git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$work/TermHost"
else
    tar --exclude=./.build -cf - . | tar -xf - -C "$work/TermHost"
fi
# The snippet as written: its active line is the path form, ../TermHost.
block 'In your own `Package.swift`' > "$work/MyApp/Package.swift"
block 'The smallest app' > "$work/MyApp/Sources/MyApp/main.swift"
grep -q '\.package(path: "\.\./TermHost")' "$work/MyApp/Package.swift" || fail "README's snippet has no .package(path: \"../TermHost\")"
grep -q 'Application.launch' "$work/MyApp/Sources/MyApp/main.swift" || fail "README's smallest app was not found"
# The snippet declares a test target; give it the test a user would write first.
cat > "$work/MyApp/Tests/MyAppTests/MyAppTests.swift" <<'EOF'
import TermHost
import TermHostTesting
import Testing

@MainActor @Test func aLabelIsDrawn() {
    let app = HeadlessApp(size: Size(width: 20, height: 2)) { _ in
        let window = Window()
        let label = LabelWidget("Hello")
        label.frame = Rect(x: 1, y: 0, width: 10, height: 1)
        window.addSubview(label)
        return window
    }
    #expect(app.line(0).hasPrefix(" Hello"))
}
EOF

cd "$work/MyApp"
echo "== swift build (MyApp and TermHost from ../TermHost)"
swift build > "$work/build.log" 2>&1 || { tail -30 "$work/build.log"; fail "swift build failed"; }
tail -1 "$work/build.log"
echo "== swift test (MyAppTests, with TermHostTesting)"
swift test > "$work/test.log" 2>&1 || { tail -30 "$work/test.log"; fail "swift test failed"; }
tail -1 "$work/test.log"

echo "== run without a terminal"
status=0
.build/debug/MyApp < /dev/null > "$work/out" 2> "$work/err" || status=$?
[ "$status" -eq 1 ] || fail "without a terminal MyApp exited with $status, not 1"
[ "$(wc -l < "$work/err" | tr -d ' ')" -eq 1 ] || fail "without a terminal MyApp did not print exactly one line: $(cat "$work/err")"
[ ! -s "$work/out" ] || fail "without a terminal MyApp wrote to standard output"
echo "   exit 1: $(cat "$work/err")"

if ! command -v tmux > /dev/null 2>&1; then
    echo "== tmux is not installed: the run in a terminal is skipped"
    exit 0
fi
echo "== run in a tmux pane, quit with q"
# Polls the pane (a script, not a test): up to 30 s for the label, 10 s for the exit.
tmux new-session -d -s "$session" -x 80 -y 10 \
    "env TERM=xterm-256color LANG=C.UTF-8 ./.build/debug/MyApp; echo \"exit=\$?\"; sleep 30"
wait_for() {
    tries=$2
    while [ "$tries" -gt 0 ]; do
        tmux capture-pane -p -t "$session" 2> /dev/null | grep -q -- "$1" && return 0
        sleep 0.2; tries=$((tries - 1))
    done
    tmux capture-pane -p -t "$session" 2> /dev/null | sed 's/^/   | /' >&2
    return 1
}
wait_for "Hello from TermHost. q, Esc or Ctrl-C quits." 150 || fail "the app's label did not appear"
tmux send-keys -t "$session" x
sleep 0.3
tmux capture-pane -p -t "$session" | grep -q "exit=" && fail "MyApp quit on x"
tmux send-keys -t "$session" q
wait_for "exit=" 50 || fail "MyApp did not exit on q"
tmux capture-pane -p -t "$session" | grep -q "exit=0" || fail "MyApp did not exit with status 0 on q"
echo "   drew its label, ignored x, exited 0 on q"
echo "package check: ok"
