#!/usr/bin/env bash
# Builds the browser version into a static site:
#   wasm/build.sh [--engine-only] [--profile PROFILE] [--relay URL] [--test-hook] [OUT_DIR]
# (default wasm/dist): the game's module and the engine's (wasm/worker, run in a Web Worker
# by wasm/engine-worker.js). --engine-only builds the engine's module alone (seconds).
# --profile picks the game's Cargo profile: wasm-release (the default: fat LTO, then
# wasm-opt -Oz, what a player loads; about half an hour from nothing on 2 cores) or wasm-quick
# (no LTO, for trying things and for CI; it keeps symbol names, which wasm/size-by-crate.py
# reads, and skips wasm-opt on the game's module).
# --relay ws://HOST:PORT (or wss://…) is the matchbox signalling server the page offers for
# online games until the player sets another (docs/ONLINE.md); without it the player types one.
# --test-hook builds in the hook wasm/test/browser-test.mjs reads the game from (the test site;
# the released page has none).
# CARGO_TARGET_DIR serves both builds; ENGINE_TARGET_DIR, if set, the engine's alone.
# It installs what it lacks: the wasm32 target, wasm-bindgen-cli at Cargo.lock's version, and
# binaryen's wasm-opt at the version wasm/test/package.json pins (from npm, into
# wasm/test/node_modules; it runs under Node), so that every machine writes the same modules.
# WASM_OPT names another wasm-opt to use (binaryen 116 or newer: Debian 12's 108 writes modules
# this wasm-bindgen cannot load).
# Beside each .wasm, .js, .html and .css of the site it writes FILE.gz (gzip level 9) and
# FILE.br (brotli quality 11; 5 for profiles other than wasm-release), for hosts that serve
# precompressed files (docs/WEB.md).
# The page installs as an app (manifest.webmanifest, icons from assets/icons) and plays offline
# after a first visit (service-worker.js, filled in here with the build's files and hashes).
# EPAMINONDAS_LICENCES names the licence list release/licences.sh writes: the site carries it
# as LICENCES.txt, which the game's About window fetches when it is first shown
# (src/game/ui/windows/licences.rs).
# Serve it with: python3 -m http.server 8080 --bind 127.0.0.1 --directory wasm/dist
set -euo pipefail
engine_only=false
profile=wasm-release
relay=
# The browser test's hook (the test-hook feature) only where asked: the test site.
features=()
while [ $# -gt 0 ]; do
    case "$1" in
        --engine-only) engine_only=true; shift ;;
        --profile) profile="$2"; shift 2 ;;
        --relay) relay="$2"; shift 2 ;;
        --test-hook) features=(--features test-hook); shift ;;
        *) break ;;
    esac
done
# Only the characters of a plain ws:// or wss:// address reach the page (and sed).
if [ -n "$relay" ] && ! [[ "$relay" =~ ^wss?://[A-Za-z0-9.:_/-]+$ ]]; then
    echo "--relay $relay: give the relay as ws://HOST:PORT or wss://HOST[:PORT][/PATH]" >&2
    exit 1
fi
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$(realpath -m "${1:-$root/wasm/dist}")"
cd "$root"
target_dir="$(realpath -m "${CARGO_TARGET_DIR:-$root/target}")"
engine_target_dir="$(realpath -m "${ENGINE_TARGET_DIR:-$target_dir}")"
started=$(date +%s)

phase() { # phase WHAT STARTED: how long WHAT took since STARTED
    echo "$1 in $(( $(date +%s) - $2 )) s"
}

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
    # A tool, not the project's code: built without CI's lints (.ci/lint-in-build).
    env -u RUSTC_WORKSPACE_WRAPPER -u CLIPPY_ARGS \
        cargo install wasm-bindgen-cli --version "$wbg_version"
fi

# Node runs wasm-opt (binaryen's npm package is binaryen compiled to WebAssembly) and writes
# the compressed files (its zlib has gzip and brotli).
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    echo "wasm/build.sh needs Node.js and npm (for wasm-opt and the compressed files)" >&2
    exit 1
fi
binaryen_version=$(sed -n 's/^ *"binaryen": "\([0-9.]*\)".*/\1/p' wasm/test/package.json)
if [ -n "${WASM_OPT:-}" ]; then
    wasm_opt="$WASM_OPT"
else
    wasm_opt="$root/wasm/test/node_modules/.bin/wasm-opt"
    if ! "$wasm_opt" --version 2>/dev/null | grep -qw "version ${binaryen_version%%.*}"; then
        echo "Installing binaryen $binaryen_version from npm into wasm/test/node_modules (seconds, once)"
        npm install --prefix "$root/wasm/test" --no-audit --no-fund
    fi
fi
opt_version=$("$wasm_opt" --version | grep -o '[0-9]\+' | head -1)
if [ "${opt_version:-0}" -lt 116 ]; then
    echo "wasm-opt $opt_version ($wasm_opt) is too old for this wasm-bindgen: it needs binaryen 116 or newer" >&2
    exit 1
fi
optimize() { # optimize FILE LEVEL
    local before opt_started
    before=$(stat -c %s "$1")
    opt_started=$(date +%s)
    "$wasm_opt" "$2" --enable-bulk-memory --enable-nontrapping-float-to-int \
        --enable-sign-ext --enable-mutable-globals --enable-reference-types \
        --enable-multivalue --enable-simd -o "$1" "$1"
    phase "wasm-opt $opt_version $2 $(basename "$1"): $before -> $(stat -c %s "$1") bytes" "$opt_started"
}

# Writes FILE.gz and FILE.br beside each FILE, for hosts that send them as they are with a
# Content-Encoding (docs/WEB.md). Brotli's window of 2^24 bytes is the largest that browsers
# read (a larger one needs the format's large-window extension). Brotli's best quality, 11,
# is slow (4.5 min for wasm-quick's 56 MB module on 2 busy cores, against 9 s at 5), so the
# release build and the engine alone get 11 and the other profiles 5.
compress() { # compress QUALITY FILE...
    node - "$@" <<'END_OF_SCRIPT'
const fs = require("node:fs");
const zlib = require("node:zlib");
const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_LGWIN, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
const quality = Number(process.argv[2]);
for (const file of process.argv.slice(3)) {
  const data = fs.readFileSync(file);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  const params = { [BROTLI_PARAM_QUALITY]: quality, [BROTLI_PARAM_LGWIN]: 24, [BROTLI_PARAM_SIZE_HINT]: data.length };
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params }));
}
END_OF_SCRIPT
}

sizes() { # sizes NAME FILE
    echo "$1: $(stat -c %s "$2") bytes raw, $(stat -c %s "$2.gz") gzip, $(stat -c %s "$2.br") brotli ($2)"
}

mkdir -p "$out"

# The engine: rules core and AI without Bevy, fast rather than small (its own profile).
step_started=$(date +%s)
CARGO_TARGET_DIR="$engine_target_dir" cargo build --manifest-path wasm/worker/Cargo.toml \
    --release --target wasm32-unknown-unknown
phase "cargo build of the engine" "$step_started"
wasm-bindgen --no-typescript --target web --out-dir "$out" --out-name engine \
    "$engine_target_dir/wasm32-unknown-unknown/release/epaminondas_worker.wasm"
optimize "$out/engine_bg.wasm" -O3
cp wasm/engine-worker.js "$out/"

if ! $engine_only; then
    # The loading screen's words in every language of the catalogues (crates/play/src/i18n),
    # printed by the native engine program (a release build, which CI's tests and
    # release/build.sh have made already); before the long build, so that a fault shows early.
    step_started=$(date +%s)
    page_words=$(cargo run --release --quiet -p epaminondas-play --bin epaminondas-engine -- \
        words --page-js)
    phase "the page's words" "$step_started"
    step_started=$(date +%s)
    # Two choices of the nightly compiler's, which the stable toolchain makes under
    # RUSTC_BOOTSTRAP=1 (the module's size: docs/BENCHMARKS.md). Derived Debug prints only a
    # type's or variant's name (-Zfmt-debug=shallow): the page prints derived Debug only in its
    # console's lines (hand-written Debug, as a JsValue's in an error a player reads, is whole),
    # so the code that printed every field of Bevy's, wgpu's and naga's types goes. In the
    # release build the standard library is compiled for the module
    # (-Zbuild-std, from the rust-src component) with panics that abort at once, without their
    # messages (-Cpanic=immediate-abort: the page shows a panic as the RuntimeError it already
    # was). The wasm-quick build keeps the prebuilt library (a quicker CI), so it alone prints
    # a panic's message; both format Debug alike.
    nightly_choices=(-Zfmt-debug=shallow)
    build_std=()
    if [ "$profile" = wasm-release ]; then
        if command -v rustup >/dev/null && ! rustup component list --installed | grep -q '^rust-src'; then
            rustup component add rust-src
        fi
        nightly_choices+=(-Zunstable-options -Cpanic=immediate-abort)
        build_std=(-Zbuild-std=std,panic_abort)
    fi
    # Added to .cargo/config.toml's flags for the target (Cargo joins the two lists).
    rustflags=$(printf '"%s",' "${nightly_choices[@]}")
    RUSTC_BOOTSTRAP=1 cargo build --profile "$profile" --target wasm32-unknown-unknown \
        --bin epaminondas ${features[@]+"${features[@]}"} ${build_std[@]+"${build_std[@]}"} \
        --config "target.wasm32-unknown-unknown.rustflags=[${rustflags%,}]"
    phase "cargo build of the game ($profile)" "$step_started"
    wasm-bindgen --no-typescript --target web --out-dir "$out" --out-name epaminondas \
        "$target_dir/wasm32-unknown-unknown/$profile/epaminondas.wasm"
    if [ "$profile" = wasm-release ]; then
        optimize "$out/epaminondas_bg.wasm" -Oz
    fi
    # The sounds are compiled into the wasm; the page needs nothing else. The loading bar
    # learns the module's size from start.js (a compressed transfer's Content-Length counts
    # other bytes than the body gives).
    cp wasm/style.css wasm/audio-resume.js wasm/manifest.webmanifest "$out/"
    cp assets/icons/epaminondas.svg "$out/favicon.svg"
    mkdir -p "$out/icons"
    cp assets/icons/epaminondas-192.png assets/icons/epaminondas-512.png "$out/icons/"
    # The licences of everything the site is made of, which the game's About window fetches.
    if [ -n "${EPAMINONDAS_LICENCES:-}" ]; then
        cp "$EPAMINONDAS_LICENCES" "$out/LICENCES.txt"
    else
        rm -f "$out/LICENCES.txt"
    fi
    sed "s|<meta name=\"epaminondas-relay\" content=\"\">|<meta name=\"epaminondas-relay\" content=\"$relay\">|" \
        wasm/index.html > "$out/index.html"
    # start.js with the module's size and the loading words (awk reads them from its
    # environment, where no character of theirs is special).
    sed "s/^const WASM_BYTES = 0;/const WASM_BYTES = $(stat -c %s "$out/epaminondas_bg.wasm");/" \
        wasm/start.js |
        PAGE_WORDS="$page_words" awk '$0 == "const PAGE_WORDS = {};" { print ENVIRON["PAGE_WORDS"]; next } { print }' \
            > "$out/start.js"
    if ! grep -q '^const WASM_BYTES = [1-9]' "$out/start.js"; then
        echo "wasm/start.js lacks the line 'const WASM_BYTES = 0;' that this script fills in" >&2
        exit 1
    fi
    if ! grep -q '^const PAGE_WORDS = {$' "$out/start.js"; then
        echo "wasm/start.js lacks the line 'const PAGE_WORDS = {};' that this script fills in" >&2
        exit 1
    fi
    rm -rf "$out/assets"
fi

# The service worker that keeps the site for offline play, with this build's files and their
# hashes: a build of other bytes is another version of it (wasm/service-worker.js).
if ! $engine_only; then
    node wasm/fill-service-worker.cjs "$out" wasm/service-worker.js
fi

# The compressed files, written anew beside every file of the site.
step_started=$(date +%s)
find "$out" -maxdepth 1 -type f \( -name '*.gz' -o -name '*.br' \) -delete
mapfile -t site_files < <(find "$out" -maxdepth 1 -type f \
    \( -name '*.wasm' -o -name '*.js' -o -name '*.html' -o -name '*.css' \) | sort)
brotli_quality=11
$engine_only || [ "$profile" = wasm-release ] || brotli_quality=5
compress "$brotli_quality" "${site_files[@]}"
phase "gzip -9 and brotli -$brotli_quality of ${#site_files[@]} files" "$step_started"

phase "Built $out" "$started"
$engine_only || sizes "game wasm" "$out/epaminondas_bg.wasm"
sizes "engine wasm" "$out/engine_bg.wasm"
