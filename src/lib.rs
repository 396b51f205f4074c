//! Epaminondas, the Bevy game: the desktop program and the page. The rules, the engine and the
//! words it plays with are the workspace's other crates (`epaminondas-core`,
//! `epaminondas-engine`, `epaminondas-play`).
#![warn(clippy::unwrap_used)]
pub mod about;
pub mod game;
