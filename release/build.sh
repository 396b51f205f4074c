#!/usr/bin/env bash
# Makes every artifact a player downloads, into release/out/ with their SHA256SUMS:
#   bash release/build.sh [--skip linux,web,windows]
#   epaminondas_VERSION-1_amd64.deb              Debian package (cargo-deb): both programs, the
#                                                menu entry, icons, licences, run-time dependencies
#   epaminondas-VERSION-linux-x86_64.tar.gz      the two programs for other distributions
#   epaminondas-VERSION-windows-x86_64.zip       epaminondas.exe and epaminondas-engine.exe,
#                                                cross-compiled with Debian's mingw-w64
#   epaminondas-VERSION-web.tar.gz               the site (wasm/build.sh, wasm-release profile)
#                                                with its precompressed files, for any static host
#   LICENCES.txt                                 the licence list each of them carries too
# --skip leaves out some of them (linux: the .deb and the .tar.gz). It installs what it lacks:
# the system packages (.ci/system-packages --release), the Rust targets, cargo-deb and
# cargo-about (cargo install --locked), wasm-bindgen-cli and binaryen (wasm/build.sh). Then it
# proves the Windows engine under wine (release/wine-perft.sh). Run it under `nice -n 19` on a
# shared machine; docs/DOWNLOAD.md gives its time on 2 cores. CARGO_TARGET_DIR serves every
# build (default target/).
set -euo pipefail
skip=","
while [ $# -gt 0 ]; do
    case "$1" in
        --skip) skip=",$2,"; shift 2 ;;
        *) echo "usage: release/build.sh [--skip linux,web,windows]" >&2; exit 2 ;;
    esac
done
wanted() { [[ "$skip" != *",$1,"* ]]; }
cd "$(dirname "$0")/.."
root="$PWD"
out="$root/release/out"
export CARGO_TARGET_DIR="$(realpath -m "${CARGO_TARGET_DIR:-$root/target}")"
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
started=$(date +%s)
phase() { # phase WHAT STARTED
    echo "== $1 in $(( $(date +%s) - $2 )) s"
}

bash .ci/system-packages --release
targets=()
wanted web && targets+=(wasm32-unknown-unknown)
wanted windows && targets+=(x86_64-pc-windows-gnu)
for target in "${targets[@]}"; do
    rustup target list --installed | grep -qx "$target" || rustup target add "$target"
done
if wanted linux && ! cargo deb --version >/dev/null 2>&1; then
    echo "Installing cargo-deb (minutes, once)"
    cargo install --locked cargo-deb --version 3.8.0
fi

rm -rf "$out"
mkdir -p "$out"
# The licence list, compiled into every program (build.rs) and carried beside it; the page
# fetches the site's copy.
step=$(date +%s)
bash release/licences.sh "$out/LICENCES.txt"
export EPAMINONDAS_LICENCES="$out/LICENCES.txt"
phase "licences" "$step"

# Whether a program (or the site's copy) carries the licence list (its first line, in the
# file's bytes).
carries_licences() {
    if ! grep -qF "Epaminondas: licences" "$1"; then
        echo "$1 lacks the licence list" >&2
        exit 1
    fi
}

# A scratch folder holding NAME/ with FILEs, LICENCES.txt and README.md; prints its path.
stage() { # stage NAME FILE...
    local name="$1" dir
    shift
    dir="$(mktemp -d)"
    mkdir "$dir/$name"
    cp "$@" "$out/LICENCES.txt" README.md "$dir/$name/"
    echo "$dir"
}

if wanted linux; then
    step=$(date +%s)
    cargo build --release -p epaminondas -p epaminondas-play --bins
    phase "native release build" "$step"
    release="$CARGO_TARGET_DIR/release"
    carries_licences "$release/epaminondas"
    # The menu entry in every language of the catalogues (a test keeps the committed file equal
    # to this, so it changes nothing unless a catalogue changed since).
    "$release/epaminondas-engine" words --desktop > "$CARGO_TARGET_DIR/epaminondas.desktop"
    mv "$CARGO_TARGET_DIR/epaminondas.desktop" release/linux/epaminondas.desktop
    # cargo-deb strips the programs it packs (the release profile keeps their symbols).
    cargo deb --no-build --output "$out/"
    name="epaminondas-$version-linux-x86_64"
    staging="$(stage "$name" "$release/epaminondas" "$release/epaminondas-engine")"
    strip "$staging/$name/epaminondas" "$staging/$name/epaminondas-engine"
    tar --owner=0 --group=0 -czf "$out/$name.tar.gz" -C "$staging" "$name"
    rm -rf "$staging"
    phase "Linux: .deb and .tar.gz" "$step"
fi

if wanted web; then
    step=$(date +%s)
    site="$CARGO_TARGET_DIR/site"
    rm -rf "$site"
    bash wasm/build.sh "$site"
    carries_licences "$site/LICENCES.txt"
    tar --owner=0 --group=0 -czf "$out/epaminondas-$version-web.tar.gz" \
        --transform "s|^site|epaminondas-$version-web|" -C "$CARGO_TARGET_DIR" site
    phase "the site" "$step"
fi

if wanted windows; then
    step=$(date +%s)
    cargo build --release --target x86_64-pc-windows-gnu -p epaminondas -p epaminondas-play --bins
    phase "Windows cross build" "$step"
    release="$CARGO_TARGET_DIR/x86_64-pc-windows-gnu/release"
    carries_licences "$release/epaminondas.exe"
    name="epaminondas-$version-windows-x86_64"
    staging="$(stage "$name" "$release/epaminondas.exe" "$release/epaminondas-engine.exe")"
    x86_64-w64-mingw32-strip "$staging/$name/epaminondas.exe" "$staging/$name/epaminondas-engine.exe"
    (cd "$staging" && zip -qr -9 "$out/$name.zip" "$name")
    # The proof that the .exe is a real build: the engine counts the native engine's moves.
    native_engine="$CARGO_TARGET_DIR/release/epaminondas-engine"
    [ -x "$native_engine" ] || cargo build --release -p epaminondas-play --bin epaminondas-engine
    bash release/wine-perft.sh "$native_engine" "$staging/$name/epaminondas-engine.exe" 5
    rm -rf "$staging"
    phase "Windows zip" "$step"
fi

(cd "$out" && shopt -s nullglob && sha256sum -- *.deb *.tar.gz *.zip LICENCES.txt > SHA256SUMS)
echo
echo "Artifacts in $out:"
(cd "$out" && ls -l --time-style=+ -- * | awk '{ printf "  %12d  %s\n", $5, $NF }')
phase "Everything" "$started"
