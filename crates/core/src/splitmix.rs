//! SplitMix64, the one small random generator of the project: the Zobrist
//! keys, the search's root noise and the engine's openings all come from it.
//! Not for anything that must be unpredictable.

/// Added to the state at every step (the golden ratio in 64 bits).
const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// The output of SplitMix64 for `state` after one step: a well-mixed 64-bit
/// function of `x` (equal inputs, equal outputs).
#[inline]
pub const fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(GAMMA);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A SplitMix64 generator (Steele, Lea and Flood, 2014).
///
/// ```
/// use epaminondas_core::{SplitMix64, mix};
/// let mut rng = SplitMix64::new(7);
/// assert_eq!(rng.next_u64(), mix(7));
/// assert!(rng.below(10) < 10);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator started at `seed`.
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    /// The next 64 random bits.
    #[inline]
    pub const fn next_u64(&mut self) -> u64 {
        let out = mix(self.state);
        self.state = self.state.wrapping_add(GAMMA);
        out
    }

    /// A number below `n` (`n` > 0; 0 when `n` is 0), slightly biased for
    /// huge `n` as a plain remainder is.
    #[inline]
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 { 0 } else { self.next_u64() % n }
    }
}
