#!/usr/bin/env bash
# How much of a core the game's window uses while nothing happens, in each state a player
# leaves it in, and a check that it rests:
#   .ci/idle-cpu.sh [GAME_BINARY] [SECONDS] [MAX_PERCENT]
# Starts the game under Xvfb (Mesa's software renderer) in a fresh home, twice at once: once
# alone and once inside a D-Bus session with the accessibility bus up (as a desktop with a
# screen reader has it), each on a display of its own. In each it measures the process's CPU
# time over SECONDS (default 15) at the first start's Welcome, with the game on the board (the
# Welcome closed by Escape, a hint asked for and shown), with Settings open (clicked on the bar)
# and with the move box open (T). Before each measure it lets the game settle: it waits until
# a 3-second slice shows no more than MAX_PERCENT (the first start's shaders and glyphs, a
# hint's search), for at most 90 s at the Welcome and 30 s in the other states, then measures
# whatever the game does. Prints the share of one core of each, and fails when one is over
# MAX_PERCENT (default 5). Screenshots of each state are left in
# ${IDLE_SHOTS:-/tmp/epaminondas-idle} for a person to look at.
# Needs xvfb, xdotool, dbus and at-spi2-core (.ci/system-packages).
set -euo pipefail
cd "$(dirname "$0")/.."
game="$(realpath "${1:-target/debug/epaminondas}")"
seconds="${2:-15}"
max="${3:-5}"
shots="${IDLE_SHOTS:-/tmp/epaminondas-idle}"
mkdir -p "$shots"

# One run of the game in this shell's environment; $1 names it in the figures. Fails (status
# 1) when a state is over the limit or the game stopped.
measure_states() {
    local run="$1" home pid display xvfb failed=0
    home="$(mktemp -d)"
    # Xvfb picks a free display and writes its number once it listens.
    Xvfb -displayfd 3 -screen 0 1280x800x24 3>"$home/display" >/dev/null 2>&1 &
    xvfb=$!
    for _ in $(seq 100); do
        [ -s "$home/display" ] && break
        sleep 0.1
    done
    display=":$(head -n 1 "$home/display")"
    HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" DISPLAY="$display" \
        "$game" >"$home/log" 2>&1 &
    pid=$!
    # shellcheck disable=SC2064
    trap "kill $pid $xvfb 2>/dev/null || true; cp $home/log $shots/$run.log" RETURN
    local hz
    hz=$(getconf CLK_TCK)
    ticks() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
    percent() { # percent TICKS SECONDS: the share of a core
        awk -v t="$1" -v hz="$hz" -v s="$2" 'BEGIN { printf "%.1f", 100 * t / hz / s }'
    }
    over() { awk -v a="$1" -v m="$max" 'BEGIN { exit !(a > m) }'; }
    state() {
        local name="$1" longest="$2" waited=0 before share
        while [ "$waited" -lt "$longest" ]; do
            kill -0 "$pid" 2>/dev/null || break
            before=$(ticks)
            sleep 3
            waited=$((waited + 3))
            over "$(percent $(($(ticks) - before)) 3)" || break
        done
        if ! kill -0 "$pid" 2>/dev/null; then
            echo "$run, $name: the game stopped"
            cat "$home/log"
            failed=1
            return
        fi
        DISPLAY="$display" xwd -root -silent 2>/dev/null | /usr/bin/convert xwd:- "$shots/$run-$name.png" 2>/dev/null || true
        before=$(ticks)
        sleep "$seconds"
        share=$(percent $(($(ticks) - before)) "$seconds")
        echo "idle window, $run, $name: $share % of a core over $seconds s (settled after $waited s, from $(date +%T))"
        if over "$share"; then
            echo "  over $max %: the window does not rest ($run, $name)"
            failed=1
        fi
    }
    # Xvfb has no window manager: the game's window is given the keyboard's focus by hand.
    keys() { DISPLAY="$display" xdotool search --sync --onlyvisible --name Epaminondas \
        windowfocus --sync key --delay 150 "$@"; }
    DISPLAY="$display" timeout 120 xdotool search --sync --onlyvisible --name Epaminondas >/dev/null || true
    state welcome 90
    keys Escape h
    state board 30
    DISPLAY="$display" xdotool mousemove 1123 25 click 1
    state settings 30
    keys Escape t
    state movebox 30
    return "$failed"
}

export -f measure_states
export game seconds max shots
measure_states plain >"$shots/plain.txt" 2>&1 &
plain=$!
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
    status=0
    measure_states dbus || status=1
    kill $launcher 2>/dev/null || true
    exit $status
' >"$shots/dbus.txt" 2>&1 &
dbus=$!
failed=0
wait "$plain" || failed=1
wait "$dbus" || failed=1
grep -h -v 'dbus-daemon\|SpiRegistry' "$shots/plain.txt" "$shots/dbus.txt" || true
if [ "$failed" -ne 0 ]; then
    echo "The idle check failed (the limit is $max % of a core)"
    exit 1
fi
echo "The window rests in every state (at most $max % of a core)"
