//! Writes the key enums of the catalogue (`src/i18n/en.ftl`, see `build/keys.rs`) into
//! `OUT_DIR/keys.rs`, which `src/i18n/keys.rs` includes. On Windows (the GNU target,
//! cross-compiled with Debian's mingw-w64) the engine's program carries the game's icon
//! (`assets/icons/epaminondas.ico`) and its version (`release/windows_resources.rs`).

use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::exit;

#[path = "build/keys.rs"]
mod keys;
#[path = "../../release/windows_resources.rs"]
mod windows_resources;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=build/keys.rs");
    println!("cargo:rerun-if-changed=src/i18n/en.ftl");
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));

    let catalogue = manifest.join("src/i18n/en.ftl");
    let source = fs::read_to_string(&catalogue)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", catalogue.display()));
    match keys::generate("crates/play/src/i18n/en.ftl", &source) {
        Ok(code) => fs::write(out.join("keys.rs"), code).expect("OUT_DIR is writable"),
        Err(problems) => {
            // Each problem on a line of its own (cargo shows them), then a plain exit: a
            // panic's message would bury them.
            for problem in problems {
                eprintln!("error: {problem}");
            }
            exit(1);
        }
    }

    if env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("windows") {
        let icon = manifest.join("../../assets/icons/epaminondas.ico");
        windows_resources::link(&out, "epaminondas-engine", "Epaminondas engine", &icon);
    }
}
