//! The Epaminondas correspondence server: accounts, a lobby of challenges, games of one move
//! a day or so checked by the rules core, Glicko-2 ratings and game records, over HTTP and
//! JSON, on SQLite or PostgreSQL (docs/SERVER.md).
#![warn(clippy::unwrap_used)]

pub mod accounts;
pub mod api;
pub mod archive;
pub mod bench;
pub mod clock;
pub mod db;
pub mod error;
pub mod games;
pub mod limits;
pub mod live;
pub mod lobby;
pub mod notices;
pub mod passwords;
pub mod player_message;
pub mod players;
pub mod push;
pub mod push_api;
pub mod ratings;
pub mod server;
pub mod socket;
pub mod state;

pub use server::{Config, Running, start};
pub use state::AppState;
