#!/usr/bin/env bash
# What a screen reader sees of the game on the desktop: starts the game (BINARY) under Xvfb in a
# D-Bus session of its own with the AT-SPI bus switched on, prints its accessibility tree
# (tools/atspi-tree.py), closes the first start's question and plays h2-h3 with the keyboard in a
# game of two players, and prints the tree again: the live region then says the move.
#   bash tools/atspi-check.sh BINARY OUTDIR
# Writes OUTDIR/atspi-before.txt and OUTDIR/atspi-after.txt; exits 1 unless the first lists the
# bar's buttons and the board and the second the player's move. Needs at-spi2-core,
# python3-pyatspi, dbus, xvfb and xdotool (Debian's packages).
set -euo pipefail
bin="$(realpath "$1")"
out="$(realpath -m "$2")"
mkdir -p "$out"
cd "$(dirname "$0")/.."
export BIN="$bin" OUT="$out"
bash tools/a11y-desktop.sh '
    WGPU_BACKEND=vulkan "$BIN" --size 1280x800 --lang en --two-players > "$OUT/game.log" 2>&1 &
    game=$!
    trap "kill $game 2> /dev/null || true" EXIT
    /usr/bin/python3 tools/atspi-tree.py --wait 60 > "$OUT/atspi-before.txt"
    window=$(xdotool search --sync --name Epaminondas | head -1)
    xdotool windowfocus "$window" 2> /dev/null || true
    for key in Escape Down Down Down Down Down Return Up Return; do
        xdotool key "$key"
        sleep 1
    done
    /usr/bin/python3 tools/atspi-tree.py --wait 60 --until "White: h2-h3." > "$OUT/atspi-after.txt"
'
grep -q "button: New game" "$out/atspi-before.txt" || { echo "no New game button in the tree" >&2; exit 1; }
grep -q "Board" "$out/atspi-before.txt" || { echo "no board element in the tree" >&2; exit 1; }
grep -q "label: White: h2-h3." "$out/atspi-after.txt" || { echo "the move is not said" >&2; exit 1; }
grep -q "label: Board: h3, white stone" "$out/atspi-after.txt" || { echo "the board does not follow the cursor" >&2; exit 1; }
echo "the tree names the bar's buttons and the board, the board follows the cursor, and the live region says h2-h3"
