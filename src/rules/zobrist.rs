//! Fixed Zobrist keys: one per colour and padded square index, one for the side to move.

/// SplitMix64 step, usable in const context.
const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

const fn make_keys() -> [[u64; 192]; 2] {
    let mut keys = [[0u64; 192]; 2];
    let mut state = 0x4570_616D_696E_6F6E; // "Epaminon"
    let mut c = 0;
    while c < 2 {
        let mut i = 0;
        while i < 192 {
            let (s, k) = splitmix(state);
            state = s;
            keys[c][i] = k;
            i += 1;
        }
        c += 1;
    }
    keys
}

/// Key of a stone of colour `c` on padded index `i`: `STONE_KEYS[c][i]`.
pub(crate) static STONE_KEYS: [[u64; 192]; 2] = make_keys();

/// Key toggled when Black is to move.
pub(crate) const BLACK_TO_MOVE_KEY: u64 = splitmix(0x5369_6465_546F_4D76).1;
