//! Build steps outside Rust: the licence list for the About window, and on Windows the
//! programs' icon and version.
//!
//! The licences: `EPAMINONDAS_LICENCES` names the file `release/licences.sh` writes (the
//! game's, its fonts' and sounds' and every compiled crate's licences, from cargo-about);
//! `release/build.sh` and `wasm/build.sh` pass it. It is copied to `OUT_DIR/licences.txt`,
//! which `src/about.rs` compiles in. Without it that file says how to get the list.
//!
//! Windows (the GNU target, cross-compiled with Debian's mingw-w64): a resource script with
//! the icon (`assets/icons/epaminondas.ico`) and the version, compiled by `windres`
//! (`WINDRES`, else `x86_64-w64-mingw32-windres`) and linked into each program.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The variable that names the generated licence list.
const LICENCES_VARIABLE: &str = "EPAMINONDAS_LICENCES";

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    licences(&out);
    if env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("windows") {
        windows_resources(&out);
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

/// Compiles the programs' resource scripts with windres and links each into its program.
fn windows_resources(out: &Path) {
    if env::var("CARGO_CFG_TARGET_ENV").as_deref() != Ok("gnu") {
        println!(
            "cargo:warning=the Windows programs get their icon and version only on the GNU target"
        );
        return;
    }
    println!("cargo:rerun-if-env-changed=WINDRES");
    let windres = env::var("WINDRES").unwrap_or_else(|_| "x86_64-w64-mingw32-windres".to_owned());
    let manifest = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let icon = manifest.join("assets/icons/epaminondas.ico");
    println!("cargo:rerun-if-changed={}", icon.display());
    let version = env::var("CARGO_PKG_VERSION").expect("cargo sets it");
    for (program, description) in [
        ("epaminondas", "Epaminondas"),
        ("epaminondas-engine", "Epaminondas engine"),
    ] {
        let script = out.join(format!("{program}.rc"));
        fs::write(
            &script,
            resource_script(program, description, &version, &icon),
        )
        .expect("OUT_DIR is writable");
        let object = out.join(format!("{program}-resources.o"));
        let status = Command::new(&windres)
            .arg("--input")
            .arg(&script)
            .arg("--output")
            .arg(&object)
            .arg("--output-format=coff")
            .status()
            .unwrap_or_else(|error| {
                panic!("{windres} (Debian's binutils-mingw-w64-x86-64) could not run: {error}")
            });
        assert!(status.success(), "{windres} failed on {}", script.display());
        println!("cargo:rustc-link-arg-bin={program}={}", object.display());
    }
}

/// A resource script: the icon, and the version block Windows shows in a file's properties.
fn resource_script(program: &str, description: &str, version: &str, icon: &Path) -> String {
    let mut numbers = version
        .split(['.', '-', '+'])
        .map(|part| part.parse::<u16>().unwrap_or(0));
    let mut next = || numbers.next().unwrap_or(0);
    let (major, minor, patch) = (next(), next(), next());
    // windres reads backslashes in strings as escapes; forward slashes serve as well.
    let icon = icon.display().to_string().replace('\\', "/");
    format!(
        r#"1 ICON "{icon}"
1 VERSIONINFO
FILEVERSION {major},{minor},{patch},0
PRODUCTVERSION {major},{minor},{patch},0
FILEOS 0x40004
FILETYPE 0x1
BEGIN
  BLOCK "StringFileInfo"
  BEGIN
    BLOCK "040904B0"
    BEGIN
      VALUE "CompanyName", "Epaminondas"
      VALUE "FileDescription", "{description}"
      VALUE "FileVersion", "{version}"
      VALUE "InternalName", "{program}"
      VALUE "LegalCopyright", "MIT OR Apache-2.0"
      VALUE "OriginalFilename", "{program}.exe"
      VALUE "ProductName", "Epaminondas"
      VALUE "ProductVersion", "{version}"
    END
  END
  BLOCK "VarFileInfo"
  BEGIN
    VALUE "Translation", 0x409, 1200
  END
END
"#
    )
}
