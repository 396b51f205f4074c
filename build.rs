//! Build steps outside Rust: the licence list for the About window, and on Windows the
//! programs' icon and version.
//!
//! The licences: `EPAMINONDAS_LICENCES` names the file `release/licences.sh` writes (the
//! game's, its fonts' and sounds' and every compiled crate's licences, from cargo-about);
//! `release/build.sh` and `wasm/build.sh` pass it. It is copied to `OUT_DIR/licences.txt`,
//! which `src/about.rs` compiles in. Without it that file says how to get the list.
//!
//! Windows (the GNU target, cross-compiled with Debian's mingw-w64): the game's icon
//! (`assets/icons/epaminondas.ico`) and version (`release/windows_resources.rs`).

use std::env;
use std::fs;
use std::path::{Path, PathBuf};

#[path = "release/windows_resources.rs"]
mod windows_resources;

/// The variable that names the generated licence list.
const LICENCES_VARIABLE: &str = "EPAMINONDAS_LICENCES";

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    licences(&out);
    if env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("windows") {
        let icon = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/icons/epaminondas.ico");
        windows_resources::link(&out, "epaminondas", "Epaminondas", &icon);
    }
}

/// Copies the licence list named by `EPAMINONDAS_LICENCES` into `OUT_DIR`, or writes there
/// where to get it.
fn licences(out: &Path) {
    println!("cargo:rerun-if-env-changed={LICENCES_VARIABLE}");
    let text = match env::var_os(LICENCES_VARIABLE) {
        Some(path) => {
            println!("cargo:rerun-if-changed={}", Path::new(&path).display());
            fs::read_to_string(&path).unwrap_or_else(|error| {
                panic!(
                    "{LICENCES_VARIABLE}={}: {error}",
                    Path::new(&path).display()
                )
            })
        }
        None => format!(
            "This build of Epaminondas was made without its list of licences.\n\
             The released builds carry it: the licences of the game, its fonts and sounds and \
             of every crate compiled into it.\n\
             `bash release/licences.sh FILE` writes the list; a build with {LICENCES_VARIABLE}=FILE \
             shows it here.\n"
        ),
    };
    fs::write(out.join("licences.txt"), text).expect("OUT_DIR is writable");
}
