#!/bin/sh
# Builds the TermHost API reference with the toolchain's own DocC: the library's symbol graph
# (`swift package dump-symbol-graph`) and its catalog (Sources/TermHost/TermHost.docc) become a
# static site in .build/docs (open .build/docs/index.html through any static web server, at
# /documentation/termhost).
#
#   scripts/docs.sh            build the site; list DocC's warnings and the undocumented public symbols
#   scripts/docs.sh --check    the same, and exit 1 when there is any warning or undocumented symbol
#
# Needs `docc` (part of the Swift toolchain) and `jq`. `swift test` does not run this.
set -u
cd "$(dirname "$0")/.."
check=false
case "${1:-}" in
    --check) check=true ;;
    "") ;;
    *) echo "usage: scripts/docs.sh [--check]" >&2; exit 2 ;;
esac
for tool in docc jq; do
    command -v "$tool" > /dev/null || { echo "scripts/docs.sh: $tool is not installed" >&2; exit 2; }
done

log=.build/docs-symbolgraph.log
mkdir -p .build
echo "== symbol graph (swift package dump-symbol-graph; log $log)"
if ! swift package dump-symbol-graph --minimum-access-level public --skip-synthesized-members > "$log" 2>&1; then
    tail -20 "$log"; echo "scripts/docs.sh: the symbol graph could not be built" >&2; exit 1
fi
graphs=$(sed -n 's/^Files written to //p' "$log" | tail -1)
[ -n "$graphs" ] && [ -f "$graphs/TermHost.symbols.json" ] || { echo "scripts/docs.sh: no TermHost.symbols.json (see $log)" >&2; exit 1; }
symbols=.build/docs-symbols
rm -rf "$symbols" && mkdir -p "$symbols"
cp "$graphs"/TermHost.symbols.json "$symbols/"
for extension in "$graphs"/TermHost@*.symbols.json; do
    [ -f "$extension" ] && cp "$extension" "$symbols/"
done

echo "== docc convert (.build/docs)"
rm -rf .build/docs
diagnostics=.build/docs-diagnostics.log
docc convert Sources/TermHost/TermHost.docc --additional-symbol-graph-dir "$symbols" \
    --output-path .build/docs --transform-for-static-hosting --analyze \
    --fallback-display-name TermHost --fallback-bundle-identifier termhost > "$diagnostics" 2>&1
converted=$?
warnings=$(grep -c -E "(warning|error):" "$diagnostics")
grep -E "(warning|error):" "$diagnostics" | sed 's/^/   /'
[ "$converted" -eq 0 ] || { tail -20 "$diagnostics"; echo "scripts/docs.sh: docc convert failed" >&2; exit 1; }

# A public symbol without a doc comment of its own or one it inherits (an override, a protocol requirement).
undocumented=.build/docs-undocumented.txt
jq -r '.symbols[]
    | select(.accessLevel == "public" or .accessLevel == "open")
    | select(.docComment == null)
    | "\(.kind.displayName) \(.pathComponents | join("."))  (\(.location.uri // "" | sub(".*/Sources/"; "Sources/")))"' \
    "$symbols"/*.symbols.json | sort -u > "$undocumented"
missing=$(wc -l < "$undocumented" | tr -d ' ')
sed 's/^/   /' "$undocumented"

echo "docc warnings: $warnings (all in $diagnostics); undocumented public symbols: $missing (list in $undocumented)"
echo "site: .build/docs"
if $check && [ "$((warnings + missing))" -gt 0 ]; then exit 1; fi
exit 0
