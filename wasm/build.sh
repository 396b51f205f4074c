#!/usr/bin/env bash
# Builds the browser version into a static site:
#   wasm/build.sh [--engine-only] [--profile PROFILE] [OUT_DIR]
# (default wasm/dist): the game's module and the engine's (wasm/worker, run in a Web Worker
# by wasm/engine-worker.js). --engine-only builds the engine's module alone (seconds).
# --profile picks the game's Cargo profile: wasm-release (the default: fat LTO, what a player
# loads; 40-50 min from nothing on 2 cores) or wasm-quick (no LTO, for trying things; it keeps
# symbol names, which wasm/size-by-crate.py reads, and skips wasm-opt).
# CARGO_TARGET_DIR serves both builds; ENGINE_TARGET_DIR, if set, the engine's alone.
# wasm-opt (binaryen 116 or newer) runs if found on PATH or in wasm/test/node_modules
# (`npm install binaryen` there); Debian 12's binaryen 108 is too old and skipped.
# Serve it with: python3 -m http.server 8080 --bind 127.0.0.1 --directory wasm/dist
set -euo pipefail
engine_only=false
profile=wasm-release
while [ $# -gt 0 ]; do
    case "$1" in
        --engine-only) engine_only=true; shift ;;
        --profile) profile="$2"; shift 2 ;;
        *) break ;;
    esac
done
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$(realpath -m "${1:-$root/wasm/dist}")"
cd "$root"
target_dir="$(realpath -m "${CARGO_TARGET_DIR:-$root/target}")"
engine_target_dir="$(realpath -m "${ENGINE_TARGET_DIR:-$target_dir}")"
started=$(date +%s)

if command -v rustup >/dev/null && ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    rustup target add wasm32-unknown-unknown
fi

# wasm-bindgen's command line must match the library version in Cargo.lock exactly; the
# engine's lock file pins the same version (checked here, so one command line serves both).
lock_version() {
    grep -A1 '^name = "wasm-bindgen"$' "$1" | sed -n 's/^version = "\(.*\)"$/\1/p'
}
wbg_version=$(lock_version Cargo.lock)
if [ "$(lock_version wasm/worker/Cargo.lock)" != "$wbg_version" ]; then
    echo "wasm/worker/Cargo.lock must use wasm-bindgen $wbg_version, as Cargo.lock does" >&2
    exit 1
fi
if ! wasm-bindgen --version 2>/dev/null | grep -qx "wasm-bindgen $wbg_version"; then
    echo "Installing wasm-bindgen-cli $wbg_version (a few minutes, once)"
    cargo install wasm-bindgen-cli --version "$wbg_version"
fi

# Debian 12's binaryen (108) produces modules this wasm-bindgen cannot load; use 116 or newer.
wasm_opt=""
for candidate in "$(command -v wasm-opt || true)" "$root/wasm/test/node_modules/.bin/wasm-opt"; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
        opt_version=$("$candidate" --version | grep -o '[0-9]\+' | head -1)
        if [ "${opt_version:-0}" -ge 116 ]; then
            wasm_opt="$candidate"
            break
        fi
        echo "Skipping wasm-opt $opt_version at $candidate (too old for this wasm-bindgen)"
    fi
done
optimize() { # optimize FILE LEVEL
    if [ -n "$wasm_opt" ]; then
        local before=$(stat -c %s "$1")
        local opt_started=$(date +%s)
        "$wasm_opt" "$2" --enable-bulk-memory --enable-nontrapping-float-to-int \
            --enable-sign-ext --enable-mutable-globals --enable-reference-types \
            --enable-multivalue --enable-simd -o "$1" "$1"
        echo "wasm-opt $2 $(basename "$1"): $((before / 1024)) -> $(($(stat -c %s "$1") / 1024)) KiB raw in $(( $(date +%s) - opt_started )) s"
    fi
}

sizes() { # sizes NAME FILE
    local raw gz
    raw=$(stat -c %s "$2")
    gz=$(gzip -9 -c "$2" | wc -c)
    echo "$1: $((raw / 1024)) KiB raw, $((gz / 1024)) KiB gzipped ($2)"
}

mkdir -p "$out"

# The engine: rules core and AI without Bevy, fast rather than small (its own profile).
CARGO_TARGET_DIR="$engine_target_dir" cargo build --manifest-path wasm/worker/Cargo.toml \
    --release --target wasm32-unknown-unknown
wasm-bindgen --no-typescript --target web --out-dir "$out" --out-name engine \
    "$engine_target_dir/wasm32-unknown-unknown/release/epaminondas_worker.wasm"
optimize "$out/engine_bg.wasm" -O3
cp wasm/engine-worker.js "$out/"

if ! $engine_only; then
    cargo build --profile "$profile" --target wasm32-unknown-unknown --bin epaminondas
    wasm-bindgen --no-typescript --target web --out-dir "$out" --out-name epaminondas \
        "$target_dir/wasm32-unknown-unknown/$profile/epaminondas.wasm"
    if [ "$profile" = wasm-release ]; then
        optimize "$out/epaminondas_bg.wasm" -Oz
    fi
    # The sounds are compiled into the wasm; the page needs nothing else. The loading bar
    # learns the module's size from start.js when the server compresses the transfer.
    cp wasm/index.html wasm/style.css wasm/audio-resume.js "$out/"
    sed "s/^const WASM_BYTES = 0;/const WASM_BYTES = $(stat -c %s "$out/epaminondas_bg.wasm");/" \
        wasm/start.js > "$out/start.js"
    rm -rf "$out/assets"
fi

echo "Built $out in $(( $(date +%s) - started )) s"
$engine_only || sizes "game wasm" "$out/epaminondas_bg.wasm"
sizes "engine wasm" "$out/engine_bg.wasm"
