//! The analysis of a played game: the engine's score of every position,
//! its better move and line where the game's move differs, a mark for every
//! move ([`Mark`]: only move, best, inaccuracy, mistake, blunder), and a
//! verdict per side with the moment the game turned.
//!
//! The parts, each usable alone:
//! - [`judge_ply`] judges one move from the engine's findings in the
//!   position before it: a pure function, wherever the search ran.
//! - [`Analysis`] walks a game in UGI lines, for any engine: the browser's
//!   worker, or engines in this process as [`analyse_game`] does (on one
//!   thread or several, with a stop flag that the searches read too).
//! - [`verdict`] sums a side's marks, losses and accuracy and finds the
//!   turning point.
//! - [`reviewed_move`] gives what a review shows of a move: the move played
//!   and the better one for the same side from the position before it.
//! - [`explain`] (and [`explain_ply`] for a move of a game) says in the
//!   rules' terms what was wrong with a move ([`Reason`]: a capture let
//!   through or missed, a breakthrough allowed or missed, or a quiet loss)
//!   and what the better move does ([`ArrowLabel`]), from the engine's
//!   lines played out by the rules core.
//! - [`outlook`] and [`bar`] turn a score into words and a bar a player
//!   reads, the same in the graph, the review and the hint.
//!
//! ```
//! use epaminondas_engine::analysis::{Mark, Strength, analyse_game, verdict};
//! use epaminondas_core::{Side, Game, GameOptions};
//! use std::sync::{Arc, atomic::AtomicBool};
//!
//! let mut game = Game::new(GameOptions::default());
//! for text in ["e2-e3", "e11-e10", "a2-a3"] {
//!     game.play_text(text).unwrap();
//! }
//! let stop = Arc::new(AtomicBool::new(false));
//! let plies = analyse_game(&game, Strength::Depth(2), 1, &stop, &mut |_| {}).unwrap();
//! assert_eq!(plies.len(), 3);
//! assert!(plies.iter().all(|p| p.loss >= 0 && p.best().is_some()));
//! let verdict = verdict(&plies);
//! assert_eq!(verdict.white.moves, 2);
//! assert_eq!(Mark::ALL.iter().map(|&m| verdict.black.count(m)).sum::<usize>(), 1);
//! ```

mod driver;
mod explain;
mod judge;
mod outlook;
mod review;
mod verdict;

pub use driver::{Analysis, DEEP_DEPTH, QUICK_DEPTH, RESET, SETUP, Strength, analyse_game};
pub use explain::{
    ArrowLabel, CAPTURE_HORIZON, Explanation, Reason, WIN_HORIZON, explain, explain_ply,
};
pub use judge::{
    BLUNDER, DECIDED, HOLDS_ABOVE, INACCURACY, MISTAKE, Mark, ONLY_MOVE_GAP, PlyAnalysis,
    PositionEval, clamped, for_white, judge_ply, loss,
};
pub use outlook::{EQUAL_WITHIN, Outlook, WINNING_FROM, bar, expected_result, outlook};
pub use review::{ReviewedMove, reviewed_move};
pub use verdict::{
    ACCURACY_SCALE, HARMONIC_FLOOR, LEAD, SideVerdict, Turn, TurningPoint, Verdict, WEIGHT_CAP,
    WEIGHT_FLOOR, game_accuracy, move_accuracy, verdict, volatility_weights, win_chance,
};
