#!/usr/bin/env bash
# How much of a core the game's window uses while nothing happens:
#   .ci/idle-cpu.sh [GAME_BINARY] [SECONDS]
# Starts the game under Xvfb (Mesa's software renderer), lets it settle for 45 s (the first
# start's Welcome window stays open, as a new player sees it), then reads the process's CPU
# time over SECONDS (default 30) and prints the share of one core.
set -euo pipefail
cd "$(dirname "$0")/.."
game="${1:-target/debug/epaminondas}"
seconds="${2:-30}"
home="$(mktemp -d)"
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$home"' EXIT
# A fresh home: no saved game or preferences of the person running this.
HOME="$home" XDG_DATA_HOME="$home/.local/share" xvfb-run -a -s "-screen 0 1280x800x24" \
    "$game" >"$home/log" 2>&1 &
pid=$!
sleep 45
game_pid=$(pgrep -P "$pid" -f "$(basename "$game")" || pgrep -f "$game" | head -1)
ticks() { awk '{ print $14 + $15 }' "/proc/$game_pid/stat"; }
hz=$(getconf CLK_TCK)
before=$(ticks)
sleep "$seconds"
after=$(ticks)
awk -v t=$((after - before)) -v hz="$hz" -v s="$seconds" \
    'BEGIN { printf "idle window: %.1f %% of a core over %d s\n", 100 * t / hz / s, s }'
