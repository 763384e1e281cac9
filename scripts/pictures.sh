#!/bin/sh
# Regenerates the screen pictures in docs/images/ (the README and the DocC articles show them) from the
# headless app: every screen of Tests/TermHostTests/Pictures/ScreenGallery.swift (the demo's launcher,
# each demo scenario, the examples a test can reach), at the size the gallery gives, and the tutorial's
# picture of the TwoPane example (Sources/TermHost/TermHost.docc/Resources/two-pane.svg, by TutorialCodeTests).
#
#   scripts/pictures.sh     rewrite docs/images/*.svg; the "Screen pictures" tests then pass
#
# Without TERMHOST_WRITE_PICTURES those tests compare instead, and fail on a stale or missing picture.
set -eu
cd "$(dirname "$0")/.."
rm -f docs/images/*.svg
TERMHOST_WRITE_PICTURES=1 swift test --filter 'ScreenGalleryTests|TutorialCodeTests'
swift test --filter 'ScreenGalleryTests|TutorialCodeTests'
echo "pictures: $(ls docs/images/*.svg | wc -l | tr -d ' ') files in docs/images"
