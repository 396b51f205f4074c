//! Epaminondas.
#![warn(clippy::unwrap_used)]
pub mod about;
pub mod ai;
pub mod i18n;
pub mod learn;
pub mod online;
pub mod record;
pub mod rules;

#[cfg(feature = "gui")]
pub mod game;
