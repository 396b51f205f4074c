#!/usr/bin/python3
"""Prints what a screen reader sees of the running game: the accessibility tree (AT-SPI) of the
application named `epaminondas`, one element per line as `role: name`, indented by depth.

Run inside a D-Bus session with the AT-SPI bus (tools/atspi-check.sh sets one up under Xvfb):
    /usr/bin/python3 tools/atspi-tree.py [--wait SECONDS] [--until TEXT]
--until reads the tree again until a line holds TEXT (or the wait is over), for a change the
game has yet to draw.
Needs Debian's python3-pyatspi (for /usr/bin/python3) and at-spi2-core. Exits 1 when no such
application shows up within the wait.
"""

import sys
import time

import pyatspi


def find_app(name, wait):
    deadline = time.monotonic() + wait
    while True:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and name in (app.name or "").lower():
                return app
        if time.monotonic() > deadline:
            return None
        time.sleep(0.5)


def walk(node, depth, out, limit=2000):
    if node is None or len(out) >= limit:
        return
    try:
        role = node.getRoleName()
        name = (node.name or "").replace("\n", " ")
    except Exception as error:  # an element that went away while being read
        out.append(f"{'  ' * depth}(gone: {error})")
        return
    out.append(f"{'  ' * depth}{role}: {name}")
    for i in range(node.childCount):
        walk(node.getChildAtIndex(i), depth + 1, out, limit)


def main():
    wait = 30.0
    if "--wait" in sys.argv:
        wait = float(sys.argv[sys.argv.index("--wait") + 1])
    until = None
    if "--until" in sys.argv:
        until = sys.argv[sys.argv.index("--until") + 1]
    deadline = time.monotonic() + wait
    app = find_app("epaminondas", wait)
    if app is None:
        names = [a.name for a in pyatspi.Registry.getDesktop(0) if a is not None]
        print(f"no application named epaminondas on the AT-SPI bus (found: {names})")
        return 1
    # The window registers before egui's first tree arrives: wait for the tree.
    while True:
        lines = []
        walk(app, 0, lines)
        ready = len(lines) > 2 and (until is None or any(until in line for line in lines))
        if ready or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
