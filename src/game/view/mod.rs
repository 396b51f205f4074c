//! Drawing the board: the lit scene, the stones' looks and flying pieces, the camera that fits
//! the board into the room the panels leave, the marks on the squares, the light under the mouse, the assist's rings, the engine's better move in an analysed review, the coordinates on the
//! frame, the captured stones beside the board, the shake of a refused click, and how much of
//! all that the renderer draws.

pub mod assist;
pub mod better_move;
pub mod camera;
pub mod captured;
pub mod graphics;
pub mod hover;
pub mod labels;
pub mod looks;
pub mod marks;
pub mod particles;
pub mod scene;
pub mod shake;
pub mod stone_mesh;
pub mod texture;

use bevy::prelude::*;

/// Registers the view's plugins.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        scene::plugin,
        looks::plugin,
        particles::plugin,
        camera::plugin,
        marks::plugin,
        hover::plugin,
        assist::plugin,
        better_move::plugin,
        labels::plugin,
        graphics::plugin,
        captured::plugin,
        shake::plugin,
    ));
}
