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
    # Before the tests were ever built (a fresh clone), SwiftPM also asks for the test runner's modules, which
    # do not exist yet, and fails for them alone; the library's graphs are written all the same. Any other
    # error stops here.
    if grep '^error:' "$log" | grep -v "Failed to emit symbol graph for 'TermHostPackage[A-Za-z]*Tests'" | grep -q .; then
        tail -20 "$log"; echo "scripts/docs.sh: the symbol graph could not be built" >&2; exit 1
    fi
fi
graphs=$(sed -n 's/^Files written to //p' "$log" | tail -1)
[ -n "$graphs" ] && [ -f "$graphs/TermHost.symbols.json" ] || { echo "scripts/docs.sh: no TermHost.symbols.json (see $log)" >&2; exit 1; }
# The library is one module for its users (`import TermHost` re-exports its layers), so the layers' symbol
# graphs become one `TermHost` graph: the layers' own symbols and their extensions of each other merge into
# it, and their extensions of other modules (Swift, Foundation) merge into one `TermHost@<Module>` graph each.
layers="TermHost TermHostCore TermHostAutoLayout TermHostWidgets TermHostViews TermHostHosting"
is_layer() { case " $layers " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }
symbols=.build/docs-symbols
rm -rf "$symbols" && mkdir -p "$symbols"
main_parts=""
for layer in $layers; do
    [ -f "$graphs/$layer.symbols.json" ] && main_parts="$main_parts $graphs/$layer.symbols.json"
    for extension in "$graphs/$layer"@*.symbols.json; do
        [ -f "$extension" ] || continue
        extended=${extension##*@}; extended=${extended%.symbols.json}
        if is_layer "$extended"; then
            main_parts="$main_parts $extension"
        else
            echo "$extension" >> "$symbols/.extends-$extended"
        fi
    done
done
merge='{ metadata: .[0].metadata, module: (.[0].module | .name = "TermHost"),
         symbols: (map(.symbols) | add | unique_by(.identifier.precise)
                   | map(if .swiftExtension.extendedModule then
                            (if (.swiftExtension.extendedModule | startswith("TermHost")) then .swiftExtension.extendedModule = "TermHost" else . end)
                         else . end)),
         relationships: (map(.relationships) | add | unique) }'
# shellcheck disable=SC2086
jq -s "$merge" $main_parts > "$symbols/TermHost.symbols.json"
for list in "$symbols"/.extends-*; do
    [ -f "$list" ] || continue
    extended=${list##*/.extends-}
    # shellcheck disable=SC2046
    jq -s "$merge" $(cat "$list") > "$symbols/TermHost@$extended.symbols.json"
    rm "$list"
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
