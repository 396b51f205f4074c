#!/usr/bin/env bash
# Draws the game's icon (assets/icons/epaminondas.svg, the page's favicon too) as the PNGs and
# the Windows .ico that the packages and the page carry, into assets/icons/:
#   bash release/icons.sh
# epaminondas-SIZE.png at the sizes desktops ask for (16 to 512 px; 192 and 512 for the web app
# manifest) and epaminondas.ico (16 to 256 px, for the Windows .exe). Needs rsvg-convert
# (Debian's librsvg2-bin) and icotool (icoutils). The results are committed: a build needs
# neither tool.
set -euo pipefail
cd "$(dirname "$0")/../assets/icons"
sizes=(16 24 32 48 64 128 192 256 512)
for size in "${sizes[@]}"; do
    rsvg-convert --width "$size" --height "$size" epaminondas.svg --output "epaminondas-$size.png"
done
# Windows shows 16 to 48 px in lists and 256 px in large views; the 256 px image is kept as PNG.
icotool --create --output epaminondas.ico \
    epaminondas-16.png epaminondas-24.png epaminondas-32.png epaminondas-48.png \
    epaminondas-64.png --raw=epaminondas-256.png
ls -l
