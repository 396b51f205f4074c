#!/usr/bin/env bash
# What Orca, a real screen reader, says while the game runs: starts Orca with its debug log and
# the game (BINARY) under Xvfb in a D-Bus session of its own with the AT-SPI bus, closes the first
# start's question, moves the keyboard cursor and plays h2-h3 in a game of two players (and moves
# the cursor on), then
# prints what Orca spoke (its debug log's SPEECH OUTPUT lines; with no speech server here they
# are what it would have said aloud).
#   bash tools/orca-check.sh BINARY OUTDIR
# Writes OUTDIR/orca-debug.out; exits 1 unless Orca said the cursor's squares and the move.
# Needs orca (.ci/system-packages --orca), at-spi2-core, dbus, xvfb and xdotool.
set -euo pipefail
bin="$(realpath "$1")"
out="$(realpath -m "$2")"
mkdir -p "$out"
cd "$(dirname "$0")/.."
export BIN="$bin" OUT="$out"
bash tools/a11y-desktop.sh '
    orca --debug-file "$OUT/orca-debug.out" > "$OUT/orca.log" 2>&1 &
    orca=$!
    sleep 8
    WGPU_BACKEND=vulkan "$BIN" --size 1280x800 --lang en --two-players > "$OUT/game.log" 2>&1 &
    game=$!
    trap "kill $game $orca 2> /dev/null || true" EXIT
    # The game is up once its tree is: its first frames take a while on a software renderer.
    /usr/bin/python3 tools/atspi-tree.py --wait 60 > "$OUT/tree.txt"
    window=$(xdotool search --sync --name Epaminondas | head -1)
    xdotool windowfocus "$window" 2> /dev/null || true
    sleep 3
    # After the move a few more steps of the cursor: Orca writes its debug log through a
    # buffer, and what it logs of them pushes the words of the move out to the file.
    for key in Escape Down Down Down Down Down Return Up Return Down Up Down Up; do
        xdotool key "$key"
        sleep 2
    done
    # Then Orca is stopped (SIGTERM), which writes out the rest.
    sleep 5
    kill -TERM "$orca"
    for _ in $(seq 30); do
        kill -0 "$orca" 2> /dev/null || break
        sleep 1
    done
'
spoken="$out/orca-spoken.txt"
grep "SPEECH OUTPUT" "$out/orca-debug.out" | sed "s/^.*SPEECH OUTPUT: '//; s/'{.*$//" > "$spoken"
echo "Orca spoke:"
sed "s/^/  /" "$spoken"
grep -qx "h3, empty." "$spoken" || { echo "Orca did not say the cursor's square" >&2; exit 1; }
grep -qx "White: h2-h3." "$spoken" || { echo "Orca did not say the move" >&2; exit 1; }
echo "Orca said the cursor's squares and the move h2-h3"
