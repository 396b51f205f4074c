#!/usr/bin/env bash
# Proof that the Windows engine is a real build of the same engine: runs
# `epaminondas-engine perft DEPTH` from the start position (and from a middle game) in the
# native program and in the Windows .exe under Debian's wine, and compares the move counts.
#   bash release/wine-perft.sh NATIVE_ENGINE WINDOWS_ENGINE.exe [DEPTH]   (default depth 5)
# Debian 12's wine 8.0 lacks bcryptprimitives.dll, which every Windows since 10 has and Rust's
# standard library needs: a stand-in (release/wine/bcryptprimitives.c, built here with mingw-w64)
# sits beside the .exe in a scratch folder. Needs wine and gcc-mingw-w64-x86-64.
set -euo pipefail
native="$(realpath "${1:?usage: release/wine-perft.sh NATIVE_ENGINE WINDOWS_ENGINE.exe [DEPTH]}")"
windows="$(realpath "${2:?usage: release/wine-perft.sh NATIVE_ENGINE WINDOWS_ENGINE.exe [DEPTH]}")"
depth="${3:-5}"
here="$(cd "$(dirname "$0")" && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
x86_64-w64-mingw32-gcc -O2 -shared -o "$scratch/bcryptprimitives.dll" \
    "$here/wine/bcryptprimitives.c" "$here/wine/bcryptprimitives.def" -ladvapi32
cp "$windows" "$scratch/epaminondas-engine.exe"
export WINEDEBUG=-all WINEPREFIX="${WINEPREFIX:-$HOME/.cache/epaminondas-wine}"
mkdir -p "$WINEPREFIX"
# A middle game from the browser test, with captures and long lines on the board.
middle='BB1B4BB1B1B/BBB1B1BB4BB/4B9/4B9/3WB3B5/4WB1B6/5W8/4WB8/2W2WW7/1W7W4/3WW6WWW/1W1W1W1W1W2WW w'
counts() { # counts ENGINE ARGS...: the "perft N = COUNT" lines without their times
    "$@" | sed -n 's/^\(perft [0-9]* = [0-9]*\).*/\1/p' | tr -d '\r'
}
failed=0
for position in start middle; do
    args=(perft "$depth")
    [ "$position" = middle ] && args=(perft "$((depth - 1))" --position "$middle")
    native_counts="$(counts "$native" "${args[@]}")"
    windows_counts="$(cd "$scratch" && counts wine epaminondas-engine.exe "${args[@]}")" || true
    echo "$position position, native:"; echo "$native_counts"
    echo "$position position, Windows .exe under $(wine --version):"; echo "$windows_counts"
    if [ -z "$native_counts" ] || [ "$native_counts" != "$windows_counts" ]; then
        echo "FAIL: the counts differ from the $position position" >&2
        failed=1
    fi
done
[ "$failed" = 0 ] && echo "The Windows engine counts the same moves as the native one"
exit "$failed"
