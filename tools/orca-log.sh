#!/usr/bin/env bash
# What Orca, a real screen reader, says while the game runs: starts Orca with its debug log and
# the game (BINARY) under Xvfb in a D-Bus session of its own with the AT-SPI bus, closes the first
# start's question and moves the keyboard cursor and plays h2-h3 in a game of two players, then
# prints what Orca spoke (its debug log's SPEECH OUTPUT lines) and what it heard of the game but
# left unsaid.
#   bash tools/orca-log.sh BINARY OUTDIR
# Writes OUTDIR/orca-debug.out. Needs orca (apt-get install --no-install-recommends orca),
# at-spi2-core, dbus, xvfb and xdotool. Not part of CI: docs/ACCESSIBILITY.md says what it showed.
set -euo pipefail
bin="$(realpath "$1")"
out="$(realpath -m "$2")"
mkdir -p "$out"
export BIN="$bin" OUT="$out"
dbus-run-session -- bash -euo pipefail -c '
    /usr/libexec/at-spi-bus-launcher --launch-immediately &
    launcher=$!
    sleep 2
    display=:$((90 + RANDOM % 9))
    Xvfb "$display" -screen 0 1280x800x24 > /dev/null 2>&1 &
    xvfb=$!
    export DISPLAY="$display"
    sleep 1
    home=$(mktemp -d)
    export HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config"
    PYTHONUNBUFFERED=1 orca --debug-file "$OUT/orca-debug.out" > "$OUT/orca.log" 2>&1 &
    orca=$!
    sleep 8
    WGPU_BACKEND=vulkan "$BIN" --size 1280x800 --lang en --two-players > "$OUT/game.log" 2>&1 &
    game=$!
    trap "kill $game $orca $xvfb $launcher 2> /dev/null || true" EXIT
    window=$(xdotool search --sync --name Epaminondas | head -1)
    sleep 25
    xdotool windowfocus "$window" 2> /dev/null || true
    sleep 3
    for key in Escape Down Down Down Down Down Return Up Return; do
        xdotool key "$key"
        sleep 2
    done
    sleep 10
'
echo "Orca spoke:"
grep "SPEECH OUTPUT" "$out/orca-debug.out" | sed "s/^.*SPEECH OUTPUT: /  /"
echo "Name changes of the game's labels Orca heard and did not speak:"
grep -o "accessible-name for \[label | [^]]*\]" "$out/orca-debug.out" | sed "s/^.*| /  /; s/\]$//" | uniq
