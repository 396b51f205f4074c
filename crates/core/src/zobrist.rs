//! Fixed Zobrist keys: one per colour and padded square index, one for the side to move.

use super::splitmix::{SplitMix64, mix};

const fn make_keys() -> [[u64; 192]; 2] {
    let mut keys = [[0u64; 192]; 2];
    let mut rng = SplitMix64::new(0x4570_616D_696E_6F6E); // "Epaminon"
    let mut c = 0;
    while c < 2 {
        let mut i = 0;
        while i < 192 {
            keys[c][i] = rng.next_u64();
            i += 1;
        }
        c += 1;
    }
    keys
}

/// Key of a stone of colour `c` on padded index `i`: `STONE_KEYS[c][i]`.
pub(crate) static STONE_KEYS: [[u64; 192]; 2] = make_keys();

/// Key toggled when Black is to move.
pub(crate) const BLACK_TO_MOVE_KEY: u64 = mix(0x5369_6465_546F_4D76);
