#!/usr/bin/env bash
# A screenshot as seen with protanopia and with deuteranopia (Machado, Oliveira and Fernandes
# 2009, full severity, on linear RGB: the matrices of src/game/view/colour_vision.rs).
#   tools/colour-vision.sh SHOT.png   → SHOT-protanopia.png and SHOT-deuteranopia.png beside it
# Needs ImageMagick's `convert`.
set -euo pipefail
shot="$1"
base="${shot%.png}"
protanopia="0.152286 1.052583 -0.204868  0.114503 0.786281 0.099216  -0.003882 -0.048116 1.051998"
deuteranopia="0.367322 0.860646 -0.227968  0.280085 0.672501 0.047413  -0.011820 0.042940 0.968881"
for kind in protanopia deuteranopia; do
    # ImageMagick's RGB colour space is linear; sRGB is the file's.
    convert "$shot" -colorspace RGB -color-matrix "${!kind}" -colorspace sRGB "$base-$kind.png"
    echo "$base-$kind.png"
done
