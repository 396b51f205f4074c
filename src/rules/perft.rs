//! Counting move sequences, the standard check of a move generator.

use super::moves::Move;
use super::position::Position;

/// The number of legal move sequences of length `depth` from `pos`.
/// The last ply is counted without playing it.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => pos
            .legal_moves()
            .iter()
            .map(|&mv| perft(&pos.play_unchecked(mv), depth - 1))
            .sum(),
    }
}

/// Each legal move with the number of sequences of length `depth - 1` after it.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    pos.legal_moves()
        .iter()
        .map(|&mv| (mv, perft(&pos.play_unchecked(mv), depth.saturating_sub(1))))
        .collect()
}
