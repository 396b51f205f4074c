#!/usr/bin/env bash
# Installs the Debian package on this machine, plays the installed game as a player starts it,
# and removes the package again:
#   bash release/test-deb.sh [PACKAGE.deb]   (default: the one in release/out/)
# 1. `apt-get install ./PACKAGE.deb` (as root) brings the run-time dependencies it declares.
# 2. The programs, the menu entry and the icons are where a desktop looks for them.
# 3. The menu entry's command, in screenshot mode under Xvfb (Mesa's software Vulkan), draws
#    the board with both sides' stones (release/check-picture.py).
# 4. The menu entry's command as it is, for 40 s in a fresh home: the game stays up, every
#    shared library it has loaded by then (its /proc/PID/maps: Vulkan loader and driver, X11,
#    xkbcommon, ALSA, …) belongs to a package the .deb depends on, directly or through those,
#    so a fresh system gets them all; and it keeps its saves in the usual folder
#    (~/.local/share/epaminondas).
# 5. The installed engine counts the start position's moves (perft 3 = 1787292).
# 6. `apt-get remove` takes the programs away and leaves the player's saves alone.
# Exits non-zero on any failure. Leaves the screenshot in SHOTS (default a scratch folder).
set -uo pipefail
cd "$(dirname "$0")/.."
package="${1:-$(ls release/out/epaminondas_*_amd64.deb | head -1)}"
package="$(realpath "$package")"
shots="${SHOTS:-$(mktemp -d)}"
mkdir -p "$shots"
home="$(mktemp -d)"
failures=0
check() { # check CONDITION_STATUS WHAT
    if [ "$1" = 0 ]; then echo "ok   $2"; else echo "FAIL $2"; failures=$((failures + 1)); fi
}
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive

# A package of an earlier test or build must not stand in for this one.
if dpkg-query -W -f='${Status}' epaminondas 2>/dev/null | grep -q "install ok installed"; then
    $sudo apt-get remove -y -qq epaminondas
fi
$sudo apt-get install -y -qq "$package" > "$home/apt-install.log"
check $? "apt-get install $(basename "$package")"
dpkg-query -W -f='${Version}\n' epaminondas

status=0
for file in /usr/bin/epaminondas /usr/bin/epaminondas-engine /usr/share/applications/epaminondas.desktop \
    /usr/share/icons/hicolor/48x48/apps/epaminondas.png /usr/share/icons/hicolor/512x512/apps/epaminondas.png \
    /usr/share/icons/hicolor/scalable/apps/epaminondas.svg /usr/share/doc/epaminondas/LICENCES.txt; do
    [ -e "$file" ] || { echo "     missing: $file"; status=1; }
done
check $status "the programs, the menu entry, the icons and the licences are installed"
missing_libraries=$(ldd /usr/bin/epaminondas | grep -c "not found" || true)
check "$([ "$missing_libraries" = 0 ] && echo 0 || echo 1)" "every library the game links is installed"

# The command the menu runs, from the entry itself.
command=$(sed -n 's/^Exec=//p' /usr/share/applications/epaminondas.desktop | head -1)
icon=$(sed -n 's/^Icon=//p' /usr/share/applications/epaminondas.desktop | head -1)
check "$([ -e "/usr/share/icons/hicolor/48x48/apps/$icon.png" ] && echo 0 || echo 1)" "the entry's icon '$icon' is in the icon theme"
echo "     the menu entry runs: $command"
run_game() { # run_game SECONDS ARGS...: the menu's command under Xvfb in the fresh home
    local seconds="$1"
    shift
    # shellcheck disable=SC2086 # the entry's command is words, as a desktop splits it
    (cd "$home" && HOME="$home" XDG_DATA_HOME= XDG_CONFIG_HOME= PATH=/usr/bin:/bin \
        timeout "$seconds" xvfb-run -a -s "-screen 0 1280x800x24" $command "$@")
}

shot="$shots/installed-game.png"
run_game 240 --screenshot "$shot" --size 1024x768 > "$home/screenshot.log" 2>&1
check $? "the installed game ran in screenshot mode"
python3 release/check-picture.py "$shot"
check $? "the installed game drew the board with stones of both colours ($shot)"

run_game 40 > "$home/game.log" 2>&1 &
game_job=$!
sleep 30
game_pid=$(pgrep -n -x epaminondas)
libraries=()
[ -n "$game_pid" ] && mapfile -t libraries < <(awk '$6 ~ /\.so/ { print $6 }' "/proc/$game_pid/maps" | sort -u)
wait "$game_job"
status=$?
# timeout's 124: the game was still running when its time was up.
check "$([ "$status" = 124 ] && echo 0 || echo 1)" "the game started from the menu's command stayed up for 40 s (status $status)"
# The packages the .deb brings, through its dependencies and theirs.
closure=" $(apt-cache depends --recurse --installed --no-recommends --no-suggests --no-conflicts \
    --no-breaks --no-replaces --no-enhances epaminondas | grep -v '^ ' | sed 's/:amd64$//' | tr '\n' ' ') "
status=$([ "${#libraries[@]}" -gt 20 ] && echo 0 || echo 1)
for library in "${libraries[@]}"; do
    owner=$(dpkg -S "$library" 2>/dev/null || dpkg -S "${library#/usr}" 2>/dev/null || true)
    owner="${owner%%:*}"
    if [ -z "$owner" ] || [[ "$closure" != *" $owner "* ]]; then
        echo "     $library (package ${owner:-none}) is not brought by the .deb's dependencies"
        status=1
    fi
done
check "$status" "the ${#libraries[@]} libraries the running game loaded all come with the .deb's dependencies"
saves="$home/.local/share/epaminondas"
check "$([ -s "$saves/bevy_pkv.redb" ] && echo 0 || echo 1)" "it keeps its saves in the usual folder: $(ls "$saves" 2>/dev/null | tr '\n' ' ')"

perft=$(HOME="$home" epaminondas-engine perft 3 | sed -n 's/^perft 3 = \([0-9]*\).*/\1/p')
check "$([ "$perft" = 1787292 ] && echo 0 || echo 1)" "the installed engine: perft 3 = $perft"

$sudo apt-get remove -y -qq epaminondas > "$home/apt-remove.log"
check $? "apt-get remove epaminondas"
check "$([ ! -e /usr/bin/epaminondas ] && [ ! -e /usr/share/applications/epaminondas.desktop ] && echo 0 || echo 1)" \
    "the programs and the menu entry are gone"
check "$([ -s "$saves/bevy_pkv.redb" ] && echo 0 || echo 1)" "the player's saves are still there"

rm -rf "$home"
if [ "$failures" = 0 ]; then
    echo "The Debian package installs, plays and removes cleanly"
else
    echo "The Debian package test failed ($failures)"
    exit 1
fi
