//! Epaminondas.
pub mod ai;
pub mod rules;

#[cfg(feature = "gui")]
pub mod game;
