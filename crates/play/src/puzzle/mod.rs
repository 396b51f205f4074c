//! Puzzles cut from real games: a position, the one move that wins or saves it and the forced
//! line after it, the themes that line shows, a rating and where the position came from.
//!
//! - [`format`]: the text form, one puzzle a line (`docs/PUZZLES.md`), read with
//!   [`parse_puzzles`], which keeps the good lines of a damaged file and says what is wrong
//!   with each bad one.
//! - [`theme`]: what a solution does, told from the moves alone ([`detect_themes`]).
//! - [`symmetry`]: the board's symmetries, so that a position and its mirror image count once.
//! - [`prove`]: the engine's proof that a move is the only good one, and the depth from which
//!   it stands out (the rating).
//! - [`mine`]: the miner, which walks games (self-play or records) and keeps the positions
//!   where a mistake left exactly one good move.
//!
//! ```
//! use epaminondas_play::puzzle::{Theme, parse_puzzles};
//! let text = "# a two-stone line takes a lone stone\n\
//!             demo1; 14/14/14/14/14/14/14/B13/14/W13/W13/14 w; a2xa5; phalanx-capture; 800; hand-made\n";
//! let (puzzles, errors) = parse_puzzles(text);
//! assert!(errors.is_empty());
//! assert_eq!(puzzles[0].solution[0].to_string(), "a2xa5");
//! assert_eq!(puzzles[0].themes, vec![Theme::PhalanxCapture]);
//! ```

pub mod format;
pub mod mine;
pub mod prove;
pub mod symmetry;
pub mod theme;

pub use format::{PuzzleError, PuzzleErrorKind, parse_puzzles};
pub use mine::{Miner, MinerConfig, SourceGame, play_selfplay_game};
pub use prove::{Judgement, Prover, rating_for_depth};
pub use symmetry::{canonical_key, mirrored, swapped};
pub use theme::{Theme, detect_themes};

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
