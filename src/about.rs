//! What the About window shows: the game's version and the licences it is shipped under,
//! without Bevy.
//!
//! The licence list is generated at build time (`release/licences.sh`, with cargo-about): the
//! game's own licence, its fonts' and sounds', and those of every crate compiled into it. A
//! build given it through `EPAMINONDAS_LICENCES` (as `release/build.sh` does) compiles it in
//! (`build.rs`); any other build says here how to get it. Every artifact also carries the same
//! list as a file, `LICENCES.txt`; the page reads that file when its About tab is first shown
//! and compiles in no list (`game::ui::windows::licences`).

/// The licence list `build.rs` placed in the build folder.
#[cfg(not(target_arch = "wasm32"))]
const LICENCES: &str = include_str!(concat!(env!("OUT_DIR"), "/licences.txt"));

/// The first line of the list `release/licences.sh` writes.
pub const LIST_TITLE: &str = "Epaminondas: licences";

/// The game's version, as in Cargo.toml (`0.1.0`).
pub fn version() -> &'static str {
    env!("CARGO_PKG_VERSION")
}

/// The licences of the game, its fonts and sounds and every crate compiled into it, as plain
/// text of many lines; in a build made without the list, a few lines on how to get it.
#[cfg(not(target_arch = "wasm32"))]
pub fn licences() -> &'static str {
    LICENCES
}

/// Whether [`licences`] holds the whole list (a build made with `EPAMINONDAS_LICENCES`), not
/// the lines that say how to get it.
#[cfg(not(target_arch = "wasm32"))]
pub fn has_licence_list() -> bool {
    LICENCES.starts_with(LIST_TITLE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_version_is_the_packages() {
        let numbers: Vec<&str> = version().split('.').collect();
        assert_eq!(numbers.len(), 3, "{}", version());
        assert!(
            numbers.iter().all(|n| n.parse::<u32>().is_ok()),
            "{}",
            version()
        );
    }

    #[test]
    fn the_licences_are_the_list_or_say_how_to_get_it() {
        if has_licence_list() {
            // The game's own licence and some crates compiled into every build of it.
            for name in [
                "MIT OR Apache-2.0",
                "serde",
                "arrayvec",
                "SIL Open Font License",
            ] {
                assert!(licences().contains(name), "the list lacks {name}");
            }
        } else {
            assert!(licences().contains("release/licences.sh"), "{}", licences());
        }
    }
}
