//! The Bevy game: one plugin per concern, assembled by [`GamePlugin`].
//!
//! Each frame runs the [`GameSystems`] in order: input becomes board intents,
//! intents become selections and move requests, the computer's search is
//! advanced, the model applies requests, the stone entities follow the model,
//! animations run, and the view (marks, camera, text) is drawn from it all.

pub mod animation;
pub mod audio;
pub mod camera;
pub mod celebration;
pub mod computer;
pub mod coords;
pub mod frame_stats;
pub mod gamepad;
pub mod graphics;
pub mod i18n;
pub mod input;
pub mod keyboard;
pub mod labels;
pub mod launch;
pub mod marks;
pub mod model;
pub mod preferences;
pub mod saves;
pub mod scene;
pub mod screenshot;
pub mod selection;
pub mod stone_mesh;
pub mod stones;
pub mod texture;
pub mod ui;
#[cfg(target_arch = "wasm32")]
mod web_hook;

use bevy::prelude::*;
use launch::LaunchOptions;

/// The order of the game's systems within a frame.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameSystems {
    /// Raw input (pointer, keyboard, gamepad) becomes [`selection::BoardIntent`]s.
    Input,
    /// Intents become selections and move requests.
    Intent,
    /// The computer's search starts, advances and asks for its move.
    Computer,
    /// The model applies move, undo, new-game and view requests.
    Model,
    /// Entities and the selection follow the model.
    AfterModel,
    /// Animations advance.
    Animate,
    /// Marks, camera and other views are refreshed.
    View,
}

/// The headless part of the game: model, selection, intents, stone entities,
/// their animation and the computer opponent. Needs a [`model::GameModel`] resource.
pub struct GameCorePlugin;

impl Plugin for GameCorePlugin {
    fn build(&self, app: &mut App) {
        app.configure_sets(
            Update,
            (
                GameSystems::Input,
                GameSystems::Intent,
                GameSystems::Computer,
                GameSystems::Model,
                GameSystems::AfterModel,
                GameSystems::Animate,
                GameSystems::View,
            )
                .chain(),
        );
        app.add_plugins((
            model::plugin,
            selection::plugin,
            computer::plugin,
            stones::plugin,
            animation::plugin,
            celebration::plugin,
            input::plugin,
        ));
    }
}

/// The whole game for a window: [`GameCorePlugin`] plus the scene, camera,
/// input, text, and the screenshot mode.
pub struct GamePlugin {
    /// What the command line asked for.
    pub launch: LaunchOptions,
}

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(self.launch.model())
            .insert_resource(self.launch.clone())
            .insert_resource(ClearColor(scene::BACKGROUND));
        if !app.is_plugin_added::<bevy_egui::EguiPlugin>() {
            app.add_plugins(bevy_egui::EguiPlugin::default());
        }
        app.add_plugins((MeshPickingPlugin, GameCorePlugin));
        app.add_plugins((
            scene::plugin,
            marks::plugin,
            camera::plugin,
            labels::plugin,
            frame_stats::plugin,
            screenshot::plugin,
            graphics::plugin,
        ));
        // Panels (issue 5): one line per plugin below.
        app.add_plugins(saves::plugin); // first: loads the preferences the others read
        app.add_plugins(i18n::plugin);
        app.add_plugins(audio::plugin);
        app.add_plugins(ui::plugin);
        app.add_plugins(keyboard::plugin);
        app.add_plugins(gamepad::plugin);
        #[cfg(target_arch = "wasm32")]
        app.add_plugins(web_hook::plugin); // the browser test reads the game from the page
    }
}
