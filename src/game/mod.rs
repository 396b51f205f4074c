//! The Bevy game: one plugin per concern, assembled by [`GamePlugin`].
//!
//! Every device and panel writes [`action::PlayerAction`]s; one system per target (the board's
//! selection, the model, the panels, the preferences) interprets them. The frame runs in the
//! order of [`schedule::GameSystems`]. Plain values shared by all live in [`values`];
//! [`preferences::Preferences`] alone owns the view, language, graphics and sound.
//!
//! Each module below says in its own first lines what it does; docs/ARCHITECTURE.md maps them.
//! No module imports another in a circle (`python3 .ci/module-cycles.py`).

pub mod access;
pub mod action;
pub mod audio;
pub mod board;
pub mod computer;
pub mod correspondence;
pub mod frame_stats;
pub mod input;
pub mod launch;
pub mod notify;
pub mod online;
pub mod preferences;
pub mod records;
pub mod rest;
pub mod schedule;
pub mod screenshot;
pub mod store;
pub mod ui;
pub mod values;
pub mod view;
pub mod wake;
pub mod web;

use bevy::prelude::*;
use launch::LaunchOptions;

/// The headless part of the game: the order of the frame, the player's actions and their
/// interpreters (selection and cursor, model, panels' state, preferences), the stone entities,
/// their animation, the computer opponent and the pointer. Needs a
/// [`board::model::GameModel`] resource.
pub struct GameCorePlugin;

impl Plugin for GameCorePlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            schedule::plugin,
            action::plugin,
            notify::plugin,
            preferences::plugin,
            board::plugin,
            computer::plugin,
            ui::state::plugin,
            input::pointer::plugin,
        ));
    }
}

/// The whole game for a window: [`GameCorePlugin`] plus the saves, the scene, camera, sound,
/// panels, keyboard and gamepads, and the screenshot mode. It reads nothing from the world while
/// it is built: what the command line asked for is its own field, and the saves are opened and
/// loaded when the app starts, so the order of the plugins does not matter.
pub struct GamePlugin {
    /// What the command line asked for.
    pub launch: LaunchOptions,
}

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(self.launch.model())
            .insert_resource(self.launch.clone());
        // Plugins of other crates the game needs, unless the caller added them already.
        if !app.is_plugin_added::<bevy_egui::EguiPlugin>() {
            app.add_plugins(bevy_egui::EguiPlugin::default());
        }
        if !app.is_plugin_added::<bevy_kira_audio::AudioPlugin>() {
            app.add_plugins(bevy_kira_audio::AudioPlugin);
        }
        if !app.is_plugin_added::<bevy::diagnostic::FrameTimeDiagnosticsPlugin>() {
            app.add_plugins(bevy::diagnostic::FrameTimeDiagnosticsPlugin::default());
        }
        app.add_plugins((MeshPickingPlugin, GameCorePlugin));
        app.add_plugins((
            store::plugin,
            view::plugin,
            audio::plugin,
            ui::plugin,
            input::keyboard::plugin,
            ui::intents::plugin,
            input::gamepad::plugin,
            frame_stats::plugin,
            rest::plugin,
            online::plugin,
            correspondence::plugin,
        ));
        app.add_plugins(access::plugin);
        if let Some(path) = &self.launch.screenshot {
            app.add_plugins(screenshot::ScreenshotPlugin { path: path.clone() });
        }
        // The window at the page's density; the browser test reads the game from the page.
        #[cfg(target_arch = "wasm32")]
        app.add_plugins(web::plugin);
    }
}
