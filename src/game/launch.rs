//! What the `epaminondas` program was asked for, read once in `main` before any plugin is built
//! (natively from the command line, [`command_line`]); the plugins get it from
//! [`LaunchOptions`].

#[cfg(not(target_arch = "wasm32"))]
pub mod command_line;

use super::board::model::{GameModel, coin, resolve_side};
use super::values::{BoardView, GameSettings, GraphicsQuality, Language};
use bevy::prelude::*;
use epaminondas_core::{Game, Move, Square};
use epaminondas_engine::analysis::PlyAnalysis;
use epaminondas_play::online::{RelayUrl, RoomCode};
use std::path::PathBuf;
use std::time::Duration;

/// What the command line asked for.
#[derive(Resource, Clone, Debug, Default)]
pub struct LaunchOptions {
    /// Where screenshot mode saves its PNG; `None` for a normal game.
    pub screenshot: Option<PathBuf>,
    /// The game to start with (from `--position` and `--moves`, or `--record`), if given.
    pub game: Option<Game>,
    /// The engine's analysis of that game's moves that its record brought along (`--record`
    /// with `[%eval]` comments), shown as the Record window shows an imported one's.
    pub analysis: Vec<PlyAnalysis>,
    /// Squares to click once the board is up (`--select`).
    pub select: Vec<Square>,
    /// With `--moment`: the last of `--moves`, played on screen, and how far
    /// into its animation the picture is taken.
    pub live_move: Option<(Move, Duration)>,
    /// The camera view, if given.
    pub view: Option<BoardView>,
    /// The window size in physical pixels, if given.
    pub size: Option<UVec2>,
    /// The language, if given.
    pub lang: Option<Language>,
    /// The graphics quality, if given.
    pub graphics: Option<GraphicsQuality>,
    /// The UI scale (1 is 100 %), if given (`--ui-scale`).
    pub ui_scale: Option<f32>,
    /// Whether the board is drawn in high contrast (`--high-contrast`).
    pub high_contrast: bool,
    /// Whether motion is reduced (`--reduced-motion`).
    pub reduced_motion: bool,
    /// The settings for the first game.
    pub settings: GameSettings,
    /// The ply to review once the board is up (`--review`).
    pub review: Option<usize>,
    /// The index of the tutorial's lesson to open once the board is up (`--lesson`, 1-based on
    /// the command line, 0-based here).
    pub lesson: Option<usize>,
    /// The online game's relay and room (`--relay`, `--room`).
    pub online: OnlineLaunch,
}

impl LaunchOptions {
    /// Whether this launch plays a script (a screenshot, or a game given on the command line)
    /// rather than the player's own game: then the saves are left alone.
    pub fn is_scripted(&self) -> bool {
        self.screenshot.is_some() || self.game.is_some()
    }

    /// The model the program starts with.
    pub fn model(&self) -> GameModel {
        let game = self
            .game
            .clone()
            .unwrap_or_else(|| Game::new(self.settings.options));
        let human = resolve_side(self.settings.side, coin());
        let model = GameModel::new(game, self.settings, human);
        if self.screenshot.is_some() {
            // A still picture has no computer in it, but shows the side asked for.
            model.seated(human)
        } else {
            model
        }
    }
}

/// What the command line (or the page's address) asked for: `--relay ws://HOST:PORT` and
/// `--room CODE`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OnlineLaunch {
    /// The relay to use.
    pub relay: Option<RelayUrl>,
    /// The room to join (or to go back to, when the saved game is in it).
    pub room: Option<RoomCode>,
}
