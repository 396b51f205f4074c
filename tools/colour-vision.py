#!/usr/bin/env python3
"""A screenshot as seen with protanopia and with deuteranopia.

Usage: tools/colour-vision.py SHOT.png [SHOT.png ...]

Writes SHOT-protanopia.png and SHOT-deuteranopia.png beside each SHOT: every pixel through the
simulation of Machado, Oliveira and Fernandes (2009) at full severity, applied to linear RGB
(the matrices of src/game/view/colour_vision.rs, whose test keeps the board's marks apart
under both). Reads the PNG through ImageMagick's `convert FILE ppm:-`, as tools/contrast.py
does; writes the PNGs itself.
"""

import struct
import subprocess
import sys
import zlib

PROTANOPIA = ((0.152286, 1.052583, -0.204868),
              (0.114503, 0.786281, 0.099216),
              (-0.003882, -0.048116, 1.051998))
DEUTERANOPIA = ((0.367322, 0.860646, -0.227968),
                (0.280085, 0.672501, 0.047413),
                (-0.011820, 0.042940, 0.968881))


def read(path):
    """The image's width, height and bytes (RGB, row after row)."""
    ppm = subprocess.run(["convert", path, "ppm:-"], check=True, capture_output=True).stdout
    fields = ppm.split(maxsplit=4)
    return int(fields[1]), int(fields[2]), fields[4]


def write_png(path, width, height, rgb):
    """Writes RGB bytes as a PNG (no filter, deflated)."""
    rows = b"".join(b"\0" + rgb[y * width * 3:(y + 1) * width * 3] for y in range(height))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                  + chunk(b"IDAT", zlib.compress(rows, 6)) + chunk(b"IEND", b""))


def tables():
    """sRGB byte → linear, and linear (in 4096 steps) → sRGB byte."""
    to_linear = [(c / 255 / 12.92) if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4
                 for c in range(256)]
    to_srgb = bytes(round(255 * ((v / 4095) * 12.92 if v / 4095 <= 0.0031308
                                 else 1.055 * (v / 4095) ** (1 / 2.4) - 0.055))
                    for v in range(4096))
    return to_linear, to_srgb


def simulate(rgb, matrix, to_linear, to_srgb):
    """Every pixel through `matrix`, with a cache per colour (screenshots repeat colours)."""
    seen = {}
    out = bytearray(len(rgb))
    for i in range(0, len(rgb), 3):
        key = rgb[i:i + 3]
        done = seen.get(key)
        if done is None:
            r, g, b = (to_linear[c] for c in key)
            done = bytes(to_srgb[min(4095, max(0, round(4095 * (m[0] * r + m[1] * g + m[2] * b))))]
                         for m in matrix)
            seen[key] = done
        out[i:i + 3] = done
    return bytes(out)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    to_linear, to_srgb = tables()
    for path in sys.argv[1:]:
        width, height, rgb = read(path)
        for name, matrix in (("protanopia", PROTANOPIA), ("deuteranopia", DEUTERANOPIA)):
            out = f"{path.removesuffix('.png')}-{name}.png"
            write_png(out, width, height, simulate(rgb, matrix, to_linear, to_srgb))
            print(out)


if __name__ == "__main__":
    main()
