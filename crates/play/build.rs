//! On Windows (the GNU target, cross-compiled with Debian's mingw-w64) the engine's program
//! carries the game's icon (`assets/icons/epaminondas.ico`) and its version
//! (`release/windows_resources.rs`).

use std::env;
use std::path::{Path, PathBuf};

#[path = "../../release/windows_resources.rs"]
mod windows_resources;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    if env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("windows") {
        let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
        let icon = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/icons/epaminondas.ico");
        windows_resources::link(&out, "epaminondas-engine", "Epaminondas engine", &icon);
    }
}
