//! The rules that skip or shorten the search of a move, with their
//! thresholds named. Each is switched by a field of
//! [`Settings`](crate::Settings) (0 turns it off), so self-play and the
//! gauntlet can measure it, and the tests can turn them all off to compare
//! the search with a plain alpha-beta.

/// Futility pruning looks at nodes with at most this remaining depth.
pub(super) const FUTILITY_DEPTH: i32 = 2;

/// Late-move pruning looks at nodes with at most this remaining depth.
pub(super) const LATE_MOVE_PRUNING_DEPTH: i32 = 3;

/// Shallowest remaining depth at which the null move is tried.
pub(super) const NULL_MOVE_MIN_DEPTH: i32 = 3;
/// The null move's reduction grows by one every this many plies of depth.
const NULL_MOVE_DEPTH_STEP: i32 = 4;
/// Fewest stones of the side to move for a null move: with few stones,
/// passing may well be better than every move (zugzwang).
pub(super) const NULL_MOVE_MIN_STONES: u32 = 6;

/// How many plies shallower the `searched`-th move at `depth` is searched:
/// `scale`/100 · ln(depth) · ln(searched) / 2, at least 1, at most depth − 2.
pub(super) fn late_move_reduction(depth: i32, searched: usize, scale: i32) -> i32 {
    let r = (scale as f64 / 100.0 * (depth as f64).ln() * (searched as f64).ln() / 2.0) as i32;
    r.clamp(1, (depth - 2).max(1))
}

/// The null move's reduction at remaining `depth` with base reduction `base`.
pub(super) fn null_move_reduction(base: i32, depth: i32) -> i32 {
    base + depth / NULL_MOVE_DEPTH_STEP
}
