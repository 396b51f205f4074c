#!/usr/bin/env python3
"""Whether a screenshot of the game shows its board with stones of both colours:
    python3 release/check-picture.py SHOT.png
Reads the PNG with the standard library alone (8-bit RGB or RGBA, not interlaced, as the
game's screenshot mode writes it) and counts the pixels of the board's wood and, on the board, of
the white and the black stones, by the colours tests/screenshot.rs knows them by. Prints the shares and
exits 1 unless the wood covers a tenth of the picture and each colour of stone a thousandth."""

import struct
import sys
import zlib


def read_png(path):
    """(width, height, channels, rows of bytes) of an 8-bit RGB or RGBA PNG."""
    with open(path, "rb") as file:
        data = file.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path} is not a PNG")
    offset, idat, header = 8, b"", None
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset : offset + 4])
        kind = data[offset + 4 : offset + 8]
        body = data[offset + 8 : offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        offset += 12 + length
    width, height, depth, colour, _, _, interlace = header
    channels = {2: 3, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace:
        raise ValueError(f"{path}: only 8-bit RGB or RGBA without interlacing is read here")
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1 : start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                guess = left + up - corner
                pa, pb, pc = abs(guess - left), abs(guess - up), abs(guess - corner)
                nearest = left if pa <= pb and pa <= pc else up if pb <= pc else corner
                line[i] = (line[i] + nearest) & 255
        rows.append(line)
        previous = line
    return width, height, channels, rows


def spread(r, g, b):
    return max(r, g, b) - min(r, g, b)


def wood(r, g, b):
    return r > g > b and r > 90 and spread(r, g, b) > 40


def white_stone(r, g, b):
    return min(r, g, b) > 150 and spread(r, g, b) < 45


def black_stone(r, g, b):
    return max(r, g, b) < 120 and b > r + 3


def main():
    width, height, channels, rows = read_png(sys.argv[1])
    counts = {"wood": 0, "white": 0, "black": 0}
    for line in rows:
        pixels = [tuple(line[i : i + 3]) for i in range(0, len(line), channels)]
        woods = [x for x, p in enumerate(pixels) if wood(*p)]
        if not woods:
            continue
        counts["wood"] += len(woods)
        # Stones only between the row's first and last wood: the board is convex, so the
        # background and the panels beside it are left out.
        for p in pixels[woods[0] : woods[-1] + 1]:
            counts["white"] += white_stone(*p)
            counts["black"] += black_stone(*p)
    pixels = width * height
    shares = {name: count / pixels for name, count in counts.items()}
    print(f"{sys.argv[1]}: {width}x{height}, " + ", ".join(f"{k} {v:.2%}" for k, v in shares.items()))
    ok = shares["wood"] > 0.1 and shares["white"] > 0.001 and shares["black"] > 0.001
    print("a board with white and black stones" if ok else "FAIL: no board with stones of both colours")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
