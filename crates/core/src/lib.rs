//! The rules of Epaminondas (docs/RULES.md), with no game engine attached: squares,
//! bitboards, moves, positions, legal move generation, the end of the game,
//! notation, Zobrist hashing, game records and perft; the geometry of lines
//! ([`geometry`]) that the move generator and the computer opponent share.
//!
//! The bottom layer of the workspace: it names no other crate of the project.
//!
//! ```
//! use epaminondas_core::{Game, GameOptions, Position, Status};
//! let pos: Position = "14/14/14/14/14/14/14/B13/14/W13/W13/14 w".parse().unwrap();
//! let moves: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
//! assert!(moves.contains(&"a2xa5".to_string())); // two stones capture one
//! let mut game = Game::from_position(pos, GameOptions::default());
//! game.play_text("a2xa5").unwrap();
//! assert_eq!(game.position().count(epaminondas_core::Side::Black), 0);
//! assert!(matches!(game.status(), Status::Over(_)));
//! ```
#![warn(clippy::unwrap_used)]

mod bitboard;
mod error;
mod game;
pub mod geometry;
mod lines;
mod movegen;
mod moves;
mod perft;
mod position;
mod splitmix;
mod square;
mod zobrist;

pub use bitboard::{Bitboard, Squares};
pub use error::{IllegalMove, MoveError, PositionParseError};
pub use game::{Game, GameError, GameOptions, GameRecord, RecordError};
pub use moves::{MAX_MOVES, Move, MoveList, MoveParseError, MoveText};
pub use perft::{divide, perft};
pub use position::{EndReason, MAX_STONES, Outcome, Position, Status};
pub use splitmix::{SplitMix64, mix};
pub use square::{Direction, FILES, RANKS, SQUARES, Side, Square, SquareParseError};
