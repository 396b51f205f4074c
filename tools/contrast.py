#!/usr/bin/env python3
"""WCAG contrast ratios of the board from a screenshot of the starting position.

Usage: tools/contrast.py SHOT.png [SHOT.png ...]

Each SHOT is a 1280x800 screenshot of the game's starting position in the tilted view, as
`epaminondas --two-players --size 1280x800 --graphics best|fast --screenshot SHOT.png` takes
it. For each, the median colour of small patches is read: the top of White's stones on
d2..k2, and the empty squares of rank 3 beside them (two neighbours per file, the lighter one
is the light square). Printed: the relative luminance of each, and the ratios
(L1 + 0.05) / (L2 + 0.05) of a white stone against a light square and of a light square
against a dark one. Needs ImageMagick's `convert` to read the PNG.
"""

import statistics
import subprocess
import sys

# Patch centres (x, y) in the 1280x800 tilted view: White's stones on rank 2 and the squares
# of rank 3 in front of them, files d to k.
STONES = [(311, 563), (368, 563), (424, 563), (481, 563), (538, 563), (594, 563), (651, 563), (707, 563)]
RANK3 = [(316, 521), (373, 521), (429, 521), (486, 521), (542, 521), (598, 521), (654, 521), (710, 521)]
HALF = 4


def pixels(path):
    """The image as rows of (r, g, b) bytes, read through ImageMagick's PPM output."""
    ppm = subprocess.run(["convert", path, "ppm:-"], check=True, capture_output=True).stdout
    fields = ppm.split(maxsplit=4)
    width, height = int(fields[1]), int(fields[2])
    data = fields[4]
    return [[tuple(data[(y * width + x) * 3:(y * width + x) * 3 + 3]) for x in range(width)] for y in range(height)]


def linear(channel):
    c = channel / 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(rgb):
    r, g, b = (linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def patch(image, centre):
    x0, y0 = centre
    values = [luminance(image[y][x]) for y in range(y0 - HALF, y0 + HALF + 1) for x in range(x0 - HALF, x0 + HALF + 1)]
    return statistics.median(values)


def ratio(a, b):
    high, low = max(a, b), min(a, b)
    return (high + 0.05) / (low + 0.05)


def measure(path):
    image = pixels(path)
    stone = statistics.median(patch(image, p) for p in STONES)
    squares = [patch(image, p) for p in RANK3]
    light = statistics.median(sorted(squares)[len(squares) // 2:])
    dark = statistics.median(sorted(squares)[:len(squares) // 2])
    print(f"{path}: L(white stone) {stone:.3f}  L(light square) {light:.3f}  L(dark square) {dark:.3f}  "
          f"stone/light {ratio(stone, light):.3f}:1  light/dark {ratio(light, dark):.3f}:1")


if __name__ == "__main__":
    for shot in sys.argv[1:]:
        measure(shot)
