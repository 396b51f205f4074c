//! The Windows programs' icon and version: a resource script compiled by `windres`
//! (`WINDRES`, else Debian's `x86_64-w64-mingw32-windres`) and linked into one program. Shared by
//! the build scripts of the game (`build.rs`) and of the engine's program
//! (`crates/play/build.rs`), each of which names its own program.

use std::env;
use std::fs;
use std::path::Path;
use std::process::Command;

/// Compiles `program`'s resource script (the icon at `icon`, the package's version) with windres
/// and links it into that program. Only the GNU target links COFF objects this way; elsewhere it
/// warns and does nothing.
pub fn link(out: &Path, program: &str, description: &str, icon: &Path) {
    if env::var("CARGO_CFG_TARGET_ENV").as_deref() != Ok("gnu") {
        println!("cargo:warning={program} gets its icon and version only on the GNU target");
        return;
    }
    println!("cargo:rerun-if-env-changed=WINDRES");
    println!("cargo:rerun-if-changed={}", icon.display());
    let windres = env::var("WINDRES").unwrap_or_else(|_| "x86_64-w64-mingw32-windres".to_owned());
    let version = env::var("CARGO_PKG_VERSION").expect("cargo sets it");
    let script = out.join(format!("{program}.rc"));
    fs::write(
        &script,
        resource_script(program, description, &version, icon),
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
