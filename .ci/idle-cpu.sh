#!/usr/bin/env bash
# How much of a core the game's window uses while nothing happens, in each state a player
# leaves it in, and a check that it rests:
#   .ci/idle-cpu.sh [GAME_BINARY] [SECONDS] [MAX_PERCENT]
# Starts the game under Xvfb (Mesa's software renderer) in a fresh home, twice: once alone and
# once inside a D-Bus session with the accessibility bus up (as a desktop with a screen reader
# has it). In each it measures the process's CPU time over SECONDS (default 15) at the first
# start's Welcome (after 60 s in which the shaders compile), with the game on the board (the
# Welcome closed by Escape, a hint asked for and shown), with Settings open (clicked on the bar)
# and with the move box open (T). Prints the share of one core of each, and fails when
# one is over MAX_PERCENT (default 5). Screenshots of each state are left in
# ${IDLE_SHOTS:-/tmp/epaminondas-idle} for a person to look at.
# Needs xvfb, xdotool, dbus and at-spi2-core (.ci/system-packages).
set -euo pipefail
cd "$(dirname "$0")/.."
game="$(realpath "${1:-target/debug/epaminondas}")"
seconds="${2:-15}"
max="${3:-5}"
shots="${IDLE_SHOTS:-/tmp/epaminondas-idle}"
mkdir -p "$shots"
failed=0

# One run of the game in this shell's environment; $1 names it in the figures.
measure_states() {
    local run="$1" home pid display xvfb
    home="$(mktemp -d)"
    display=":$((60 + RANDOM % 20))"
    Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
    xvfb=$!
    sleep 1
    HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" DISPLAY="$display" \
        "$game" >"$home/log" 2>&1 &
    pid=$!
    # shellcheck disable=SC2064
    trap "kill $pid $xvfb 2>/dev/null || true; cp $home/log $shots/$run.log" RETURN
    local hz ticks_before ticks_after share
    hz=$(getconf CLK_TCK)
    state() {
        local name="$1" settle="$2"
        sleep "$settle"
        if ! kill -0 "$pid" 2>/dev/null; then
            echo "$run, $name: the game stopped"; cat "$home/log"; failed=1; return
        fi
        DISPLAY="$display" xwd -root -silent 2>/dev/null | /usr/bin/convert xwd:- "$shots/$run-$name.png" 2>/dev/null || true
        ticks_before=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
        sleep "$seconds"
        ticks_after=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
        share=$(awk -v t=$((ticks_after - ticks_before)) -v hz="$hz" -v s="$seconds" \
            'BEGIN { printf "%.1f", 100 * t / hz / s }')
        echo "idle window, $run, $name: $share % of a core over $seconds s (from $(date +%T))"
        if awk -v a="$share" -v m="$max" 'BEGIN { exit !(a > m) }'; then
            echo "  over $max %: the window does not rest ($run, $name)"
            failed=1
        fi
    }
    # Xvfb has no window manager: the game's window is given the keyboard's focus by hand.
    keys() { DISPLAY="$display" xdotool search --sync --onlyvisible --name Epaminondas \
        windowfocus --sync key --delay 150 "$@"; }
    state welcome 60
    keys Escape h
    state board 10
    DISPLAY="$display" xdotool mousemove 1123 25 click 1
    state settings 8
    keys Escape t
    state movebox 8
}

measure_states plain
export -f measure_states
export game seconds max shots
# The same inside a D-Bus session whose accessibility bus is up and marked as listened to.
dbus-run-session -- bash -euo pipefail -c '
    /usr/libexec/at-spi-bus-launcher --launch-immediately &
    launcher=$!
    sleep 2
    for flag in IsEnabled ScreenReaderEnabled; do
        dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
            org.freedesktop.DBus.Properties.Set string:org.a11y.Status string:$flag \
            variant:boolean:true > /dev/null
    done
    failed=0
    measure_states dbus
    kill $launcher 2>/dev/null || true
    exit $failed
' || failed=1
if [ "$failed" -ne 0 ]; then
    echo "The idle check failed (the limit is $max % of a core)"
    exit 1
fi
echo "The window rests in every state (at most $max % of a core)"
