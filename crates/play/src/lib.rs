//! Epaminondas as it is played, apart from any screen: every word a player reads in three
//! languages ([`i18n`]), what the game says to teach and answer the player ([`learn`]), game
//! records as text and links ([`record`]), and the transport-free core of a game between two
//! devices ([`online`]). Built on the rules ([`epaminondas_core`]) and the engine
//! ([`epaminondas_engine`]: the levels' names, the analysis's marks in records); no Bevy.
#![warn(clippy::unwrap_used)]
pub mod correspondence;
pub mod i18n;
pub mod learn;
pub mod online;
pub mod puzzle;
pub mod record;
