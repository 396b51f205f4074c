//! Puzzles cut from real games: a position, the one move that wins or saves it and the forced
//! line after it, the themes that line shows, a rating and where the position came from.
//!
//! - [`format`](mod@format): the text form, one puzzle a line (`docs/PUZZLES.md`), read with
//!   [`parse_puzzles`], which keeps the good lines of a damaged file and says what is wrong
//!   with each bad one.
//! - [`theme`]: what a solution does, told from the moves alone ([`detect_themes`]).
//! - [`symmetry`]: the board's symmetries, so that a position and its mirror image count once.
//! - [`prove`]: the engine's proof that a move is the only good one, and the depth from which
//!   it stands out (the rating).
//! - [`mine`]: the miner, which walks games (self-play or records) and keeps the positions
//!   where a mistake left exactly one good move.
//! - [`attempt`]: one try at a puzzle, its moves judged against the solution line.
//! - [`rating`]: the player's puzzle rating (Glicko-2).
//! - [`trainer`]: the trainer's memory (rating, history, streak, puzzle of the day) and which
//!   puzzle comes next; the shipped set.
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

pub mod attempt;
pub mod definition;
pub mod format;
pub mod mine;
pub mod prove;
pub mod rating;
pub mod symmetry;
pub mod theme;
pub mod trainer;

pub use attempt::{Attempt, Judged};
pub use definition::{MAX_RATING, MAX_SOLUTION_PLIES, MIN_RATING, Puzzle};
pub use format::{PuzzleError, PuzzleErrorKind, parse_puzzles};
pub use mine::{MINED_MISTAKE, Miner, MinerConfig, SourceGame, play_selfplay_game};
pub use prove::{Judgement, Prover, rating_for_depth};
pub use rating::PuzzleRating;
pub use symmetry::{canonical_key, mirrored, swapped};
pub use theme::{Theme, detect_themes};
pub use trainer::{
    PuzzleProgress, Tried, daily_puzzle, day_number, shipped_puzzles, streak_puzzle,
};
