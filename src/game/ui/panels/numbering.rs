//! How the move list numbers a game's moves: a White move and a Black move share a number.
//! The side panel, the end-of-game banner and the records window all count this way.

use epaminondas_core::Color;

/// The number of the full move (a White move and a Black move) that ply `ply` (from 0) belongs
/// to, in a game whose first move is made by `first`: the number the move list gives it.
pub fn full_move_number(ply: usize, first: Color) -> usize {
    let offset = usize::from(first == Color::Black);
    (ply + offset) / 2 + 1
}

/// How many numbered moves the move list shows for `plies` plies from a start where `first`
/// moves first.
pub fn numbered_moves(plies: usize, first: Color) -> usize {
    plies
        .checked_sub(1)
        .map_or(0, |last| full_move_number(last, first))
}
