//! The computer opponent: a game-tree search over the rules ([`epaminondas_core`]), with
//! named levels from a beginner to full strength, and the analysis of a
//! played game ([`analysis`]). No Bevy: a [`Search`] runs in the calling
//! thread, to the end or in slices of nodes (for the browser's main
//! thread); [`Helpers`] add threads where the platform has them; time comes
//! from `web_time`, which works on wasm too.
//!
//! ```
//! use epaminondas_engine::{Level, Search};
//! use epaminondas_core::{Game, GameOptions};
//! use std::sync::{Arc, atomic::AtomicBool};
//!
//! let game = Game::new(GameOptions::default());
//! let mut search = Search::new(&game, Level::Novice, 7, Arc::new(AtomicBool::new(false)));
//! // A page would render a frame between two slices.
//! let result = loop {
//!     if let Some(result) = search.step(2_000) {
//!         break result;
//!     }
//! };
//! assert!(game.position().legal_moves().contains(&result.best.unwrap()));
//! ```
#![warn(clippy::unwrap_used)]

pub mod analysis;
pub mod bench;
mod entropy;
mod eval;
mod forcing;
mod level;
mod newcomer;
mod ordering;
mod parallel;
mod score;
mod search;
mod time;
mod tt;
pub mod ugi;

pub use entropy::entropy_seed;
pub use eval::{EvalParamError, EvalParams, evaluate};
pub use forcing::forcing_moves;
pub use level::{DEFAULT_HASH_MB, Level, LevelParseError, Limits, Settings};
pub use newcomer::newcomer_move;
pub use parallel::Helpers;
pub use score::{Score, WIN_SCORE, WIN_THRESHOLD, plies_to_end};
pub use search::{Info, Reporter, Search, SearchResult};
pub use tt::TranspositionTable;
