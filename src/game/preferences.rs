//! What the player chose and the game remembers: the setup of the next game, sound, language,
//! view. Saved by [`super::saves`] whenever it changes.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::graphics::GraphicsQuality;
use super::i18n::Language;
use super::model::{BoardView, GameSettings};

/// The volume a first launch starts with, as a fraction of full volume.
pub const DEFAULT_VOLUME: f32 = 0.7;

/// The player's remembered choices.
///
/// Every field has a default, so a value saved before a field was added still loads.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Preferences {
    /// The choices of the setup panel; they apply to the next game when the player presses Start.
    pub next_game: GameSettings,
    /// Whether sounds play.
    pub sound_on: bool,
    /// The volume, from 0 (silent) to 1 (full).
    pub volume: f32,
    /// The language the player picked; `None` follows the system or browser.
    pub language: Option<Language>,
    /// The board view the player picked last.
    pub view: BoardView,
    /// The graphics quality the player picked; `None` lets the renderer decide.
    pub graphics: Option<GraphicsQuality>,
}

impl Default for Preferences {
    fn default() -> Self {
        Preferences {
            next_game: GameSettings::default(),
            sound_on: true,
            volume: DEFAULT_VOLUME,
            language: None,
            view: BoardView::default(),
            graphics: None,
        }
    }
}

impl Preferences {
    /// The same preferences with every number in its range (a hand-edited or damaged store may
    /// hold anything that parses).
    pub fn sanitized(mut self) -> Preferences {
        self.volume = if self.volume.is_finite() {
            self.volume.clamp(0.0, 1.0)
        } else {
            DEFAULT_VOLUME
        };
        self
    }
}
