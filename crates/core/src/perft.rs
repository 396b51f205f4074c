//! Counting move sequences, the standard check of a move generator.

use super::lines::LineCounts;
use super::moves::Move;
use super::position::Position;

/// The number of legal move sequences of length `depth` from `pos`.
/// The last ply is counted without playing it: the replies to each move of
/// the last but one ply come from the lines that move changes (see
/// `lines.rs`), or from the move counter where that does not apply.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => perft_with(&mut LineCounts::new(), pos, depth),
    }
}

/// [`perft`] with the line counts of the patterns met so far.
fn perft_with(counts: &mut LineCounts, pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        2 => counts.last_two_plies(pos),
        _ => pos
            .legal_moves()
            .iter()
            .map(|&mv| perft_with(counts, &pos.play_unchecked(mv), depth - 1))
            .sum(),
    }
}

/// Each legal move with the number of sequences of length `depth - 1` after it.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut counts = LineCounts::new();
    pos.legal_moves()
        .iter()
        .map(|&mv| {
            let next = pos.play_unchecked(mv);
            (mv, perft_with(&mut counts, &next, depth.saturating_sub(1)))
        })
        .collect()
}
