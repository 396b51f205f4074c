#!/usr/bin/env bash
# Runs COMMAND (a bash script's text) in a desktop that a screen reader can read: a D-Bus
# session of its own with the AT-SPI bus up and marked as listened to (as a running screen
# reader marks it), Xvfb at 1280x800 on a free display as DISPLAY, and a scratch HOME; stops
# them afterwards. The desktop of tools/atspi-check.sh and tools/orca-check.sh.
#   bash tools/a11y-desktop.sh 'COMMAND'
# Needs at-spi2-core, dbus and xvfb (Debian's packages).
set -euo pipefail
export A11Y_COMMAND="$1"
dbus-run-session -- bash -euo pipefail -c '
    /usr/libexec/at-spi-bus-launcher --launch-immediately &
    launcher=$!
    sleep 2
    for flag in IsEnabled ScreenReaderEnabled; do
        dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
            org.freedesktop.DBus.Properties.Set string:org.a11y.Status string:$flag \
            variant:boolean:true > /dev/null
    done
    display=:$((90 + RANDOM % 9))
    Xvfb "$display" -screen 0 1280x800x24 > /dev/null 2>&1 &
    xvfb=$!
    trap "kill $xvfb $launcher 2> /dev/null || true" EXIT
    export DISPLAY="$display"
    sleep 1
    home=$(mktemp -d)
    export HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config"
    bash -euo pipefail -c "$A11Y_COMMAND"
'
