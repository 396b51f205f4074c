//! The order of the game's systems within a frame.

use bevy::prelude::*;

/// The order of the game's systems within a frame: input becomes player actions, actions
/// become selections, panel and preference changes and game requests, the computer's search is
/// advanced, the model applies requests, the stone entities follow the model, animations run,
/// and the view (marks, camera, text) is drawn from it all.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameSystems {
    /// Devices (pointer, keyboard, gamepad) write [`crate::game::action::PlayerAction`]s.
    Input,
    /// Each target of the actions interprets them: selection, panels, preferences.
    Intent,
    /// The computer's search starts, advances and asks for its move.
    Computer,
    /// The model applies move, undo and new-game requests.
    Model,
    /// Entities and the selection follow the model.
    AfterModel,
    /// Animations advance.
    Animate,
    /// Marks, camera and other views are refreshed.
    View,
}

/// The windows of the egui pass drawn outside `ui/` (the online windows, the move box): `ui/`
/// runs them after it notes where each window stands and before it settles the windows that
/// appeared, moved or grew in the pass, as it does its own.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OtherWindows;

/// Registers the order of the [`GameSystems`].
pub(super) fn plugin(app: &mut App) {
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
}
