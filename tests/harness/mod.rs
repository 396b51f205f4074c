//! The headless Bevy harness the game's test binaries share (`app`, `controls`, `panels`,
//! `network`): the game's core on deterministic time, Bevy's default plugins without a renderer
//! or a real window, and the few steps every test takes (name a square, click squares, let the
//! animations finish, read the model).
// Each binary uses its own part of the harness.
#![allow(dead_code)]

use bevy::app::{AppExit, PluginGroupBuilder};
use bevy::log::LogPlugin;
use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::render::settings::WgpuSettings;
use bevy::time::TimeUpdateStrategy;
use bevy::window::ExitCondition;
use bevy::winit::WinitPlugin;
use epaminondas::game::GameCorePlugin;
use epaminondas::game::action::{BoardAction, PlayerAction};
use epaminondas::game::board::model::GameModel;
use epaminondas::game::computer::ComputerPacing;
use epaminondas::game::computer::search::SearchMode;
use epaminondas::game::values::{GameSettings, Opponent};
use epaminondas_core::{Game, Side, Square};
use std::time::Duration;

/// Time each `update` advances by.
pub const FRAME: Duration = Duration::from_millis(50);
/// Updates after which every animation and the tutorial's pauses have finished (the
/// take-back waits 1.6 s).
pub const ANIMATION_FRAMES: usize = 60;

/// The square called `name`, such as `e2`.
pub fn sq(name: &str) -> Square {
    name.parse().expect("a square")
}

/// The settings of a game between two people at one device.
pub fn two_players() -> GameSettings {
    GameSettings {
        opponent: Opponent::Human,
        ..default()
    }
}

/// The game's core (no window, no panels) on `game`, its time advancing [`FRAME`] per update
/// and the computer answering at once; not yet updated, so that a test can add plugins first.
pub fn core_app(game: Game, settings: GameSettings, human: Side) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(TimeUpdateStrategy::ManualDuration(FRAME))
        .insert_resource(GameModel::new(game, settings, human))
        .insert_resource(ComputerPacing {
            min_reply_delay: Duration::ZERO,
            mode: SearchMode::Task,
        })
        .add_plugins(GameCorePlugin)
        .add_message::<AppExit>();
    app
}

/// Clicks `squares` in order, one update each.
pub fn click(app: &mut App, squares: &[&str]) {
    for name in squares {
        app.world_mut()
            .write_message(PlayerAction::Board(BoardAction::Activate(sq(name))));
        app.update();
    }
}

/// Updates until every animation has finished.
pub fn settle(app: &mut App) {
    for _ in 0..ANIMATION_FRAMES {
        app.update();
    }
}

/// The game's model.
pub fn model(app: &App) -> &GameModel {
    app.world().resource::<GameModel>()
}

/// Bevy's default plugins with no renderer and no real window (`window`, if any, is an entity
/// that no system shows), as a test drives them frame by frame.
pub fn headless_default_plugins(window: Option<Window>) -> PluginGroupBuilder {
    DefaultPlugins
        .build()
        .disable::<WinitPlugin>()
        .disable::<LogPlugin>()
        .set(WindowPlugin {
            primary_window: window,
            exit_condition: ExitCondition::DontExit,
            close_when_requested: false,
            ..default()
        })
        .set(RenderPlugin {
            render_creation: WgpuSettings {
                backends: None,
                ..default()
            }
            .into(),
            ..default()
        })
}
