//! What a puzzle is: its position, solution line, themes, rating and source, and the limits
//! every puzzle keeps.

use super::theme::Theme;
use epaminondas_core::{Move, Position};

/// The longest solution line, in plies: three moves of the solver and two replies.
pub const MAX_SOLUTION_PLIES: usize = 5;

/// The lowest rating a puzzle may carry.
pub const MIN_RATING: u32 = 100;
/// The highest rating a puzzle may carry.
pub const MAX_RATING: u32 = 4000;

/// One puzzle: find the move that the side to move in `position` must play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// A short name, unique in its file: letters, digits, `-` and `_`.
    pub id: String,
    /// The position to solve; the solver is its side to move.
    pub position: Position,
    /// The solution line: the solver's moves and the opponent's replies in turn, the solver's
    /// first and last, 1 to [`MAX_SOLUTION_PLIES`] plies, each legal after the ones before.
    pub solution: Vec<Move>,
    /// What the line does, in the order of [`Theme::ALL`].
    pub themes: Vec<Theme>,
    /// How hard it is, on a chess-like scale (about 800 for a beginner, 2200 for a master).
    pub rating: u32,
    /// Where the position came from, free text without `;`.
    pub source: String,
}

impl Puzzle {
    /// The positions of the line: the start, then the position after each ply.
    pub fn positions(&self) -> Vec<Position> {
        let mut out = vec![self.position];
        for &mv in &self.solution {
            let last = out[out.len() - 1];
            out.push(last.play_unchecked(mv));
        }
        out
    }

    /// The solver's moves of the solution: plies 1, 3 and 5.
    pub fn solver_moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.solution.iter().copied().step_by(2)
    }
}
