#!/usr/bin/env bash
# Builds the browser version into a static site: wasm/build.sh [OUT_DIR] (default wasm/dist).
# Serve it with: python3 -m http.server 8080 --bind 127.0.0.1 --directory wasm/dist
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$(realpath -m "${1:-$root/wasm/dist}")"
cd "$root"
target_dir="${CARGO_TARGET_DIR:-$root/target}"
started=$(date +%s)

if command -v rustup >/dev/null && ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    rustup target add wasm32-unknown-unknown
fi

# wasm-bindgen's command line must match the library version in Cargo.lock exactly.
wbg_version=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')
if ! wasm-bindgen --version 2>/dev/null | grep -qx "wasm-bindgen $wbg_version"; then
    echo "Installing wasm-bindgen-cli $wbg_version (a few minutes, once)"
    cargo install wasm-bindgen-cli --version "$wbg_version"
fi

cargo build --profile wasm-release --target wasm32-unknown-unknown --bin epaminondas
mkdir -p "$out"
wasm-bindgen --no-typescript --target web --out-dir "$out" --out-name epaminondas \
    "$target_dir/wasm32-unknown-unknown/wasm-release/epaminondas.wasm"

# Debian 12's binaryen (108) produces modules this wasm-bindgen cannot load; use 116 or newer.
if command -v wasm-opt >/dev/null; then
    opt_version=$(wasm-opt --version | grep -o '[0-9]\+' | head -1)
    if [ "${opt_version:-0}" -ge 116 ]; then
        wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int \
            -o "$out/epaminondas_bg.wasm" "$out/epaminondas_bg.wasm"
    else
        echo "Skipping wasm-opt $opt_version (too old for this wasm-bindgen)"
    fi
fi

# The sounds are compiled into the wasm; the page needs nothing else.
cp wasm/index.html wasm/style.css wasm/audio-resume.js wasm/start.js "$out/"
rm -rf "$out/assets"

raw=$(stat -c %s "$out/epaminondas_bg.wasm")
gz=$(gzip -9 -c "$out/epaminondas_bg.wasm" | wc -c)
echo "Built $out in $(( $(date +%s) - started )) s: wasm $((raw / 1024)) KiB raw, $((gz / 1024)) KiB gzipped"
