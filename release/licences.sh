#!/usr/bin/env bash
# Writes the licence list that every artifact carries and the About window shows:
#   bash release/licences.sh FILE
# The game's own licence, its fonts' and sounds' (assets/*/CREDITS.md and the licence files
# beside them), then every crate compiled into the programs on the targets shipped, with the
# licence text each crate gives (cargo-about, settings in release/about.toml; it installs it
# with `cargo install --locked` if missing). Builds given the file through EPAMINONDAS_LICENCES
# compile it in (build.rs, src/about.rs).
set -euo pipefail
out="$(realpath -m "${1:?usage: release/licences.sh FILE}")"
cd "$(dirname "$0")/.."
about_version=0.9.3
if ! cargo about --version 2>/dev/null | grep -q "$about_version"; then
    echo "Installing cargo-about $about_version (minutes, once)"
    nice -n 19 cargo install --locked cargo-about --version "$about_version" --features cli
fi
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
crates="$(mktemp)"
trap 'rm -f "$crates"' EXIT
cargo about generate --fail --locked --config release/about.toml --output-file "$crates" release/licences.hbs
count=$(grep '^  [^ ]* [0-9][^ ]*$' "$crates" | sort -u | wc -l)
section() { # section TITLE
    printf '\n\n==============================================================================================\n%s\n==============================================================================================\n' "$1"
}
{
    # The first line is what src/about.rs knows the list by.
    echo "Epaminondas: licences"
    echo
    echo "Epaminondas $version, Robert Abbott's game for the desktop and the browser, is free"
    echo "software under MIT OR Apache-2.0: the MIT licence or the Apache License 2.0, at your choice (their texts"
    echo "are below, among the crates': the game is the crate epaminondas)."
    section "Fonts (assets/fonts/CREDITS.md)"
    cat assets/fonts/CREDITS.md
    for licence in Hack-Regular.txt OFL.txt emoji-icon-font-mit-license.txt; do
        section "assets/fonts/$licence"
        cat "assets/fonts/$licence"
    done
    section "Sounds (assets/sounds/CREDITS.md)"
    cat assets/sounds/CREDITS.md
    section "Crates compiled into the programs: $count, each under the licence it is listed with"
    cat "$crates"
} > "$out"
echo "licences: $out ($(stat -c %s "$out") bytes, $count crates)"
