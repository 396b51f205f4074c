//! The board as the game plays it, without drawing it: the model (the rules game and its
//! settings), the selection and cursor that the player's board actions drive, the stone
//! entities that follow the model, their motions and animation, the winner's wave, and the
//! tutorial's lessons and the puzzle trainer played on the board.

pub mod animation;
pub mod coords;
pub mod cursor;
pub mod drag;
pub mod effects;
pub mod model;
pub mod motion;
pub mod puzzle;
pub mod selection;
pub mod stones;
pub mod study;
pub mod tutorial;

use bevy::prelude::*;

/// Registers the board's plugins; the model itself is inserted by the caller.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        model::plugin,
        selection::plugin,
        drag::plugin,
        stones::plugin,
        animation::plugin,
        effects::plugin,
        tutorial::plugin,
        puzzle::plugin,
    ));
}
