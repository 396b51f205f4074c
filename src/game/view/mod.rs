//! Drawing the board: the lit scene, the stones' looks and flying pieces, the camera that fits
//! the board into the room the panels leave, the marks on the squares (the selection's, the
//! hint's), what a pointed move would do and the shadow of a dragged stone, the light under
//! the mouse, the assist's rings, a breakthrough's warning, the stones that decided a finished
//! game, the played and better moves in an analysed review, the coordinates on the frame, the
//! captured stones beside the board, the shake of a refused click, and how much of all that
//! the renderer draws.

pub mod arrow;
pub mod assist;
pub mod better_move;
pub mod camera;
pub mod captured;
#[cfg(test)]
mod colour_vision;
pub mod contrast_rim;
pub mod deciding;
mod flat;
pub mod framing;
pub mod graphics;
pub mod hover;
pub mod labels;
pub mod looks;
pub mod marks;
pub mod particles;
pub mod pipelines;
pub mod preview;
pub mod scene;
pub mod shake;
pub mod stone_mesh;
pub mod texture;
pub mod threat;

use bevy::prelude::*;

/// Registers the view's plugins.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        scene::plugin,
        looks::plugin,
        particles::plugin,
        camera::plugin,
        labels::plugin,
        graphics::plugin,
        captured::plugin,
        shake::plugin,
        pipelines::plugin,
    ))
    .add_plugins((
        marks::plugin,
        hover::plugin,
        preview::plugin,
        assist::plugin,
        better_move::plugin,
        threat::plugin,
        deciding::plugin,
        contrast_rim::plugin,
    ));
}
