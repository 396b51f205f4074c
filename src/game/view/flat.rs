//! What the marks on and above the board are made of: shapes laid flat, facing up, and unlit
//! materials of one colour.

use bevy::prelude::*;

/// `mesh`, made facing the viewer (+z) as Bevy's 2D shapes are, laid flat to face up (+y).
pub(super) fn lay_flat(mesh: Mesh) -> Mesh {
    mesh.rotated_by(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2))
}

/// An unlit material of `colour`: blended where the colour is see-through, opaque otherwise.
pub(super) fn flat_material(colour: Color) -> StandardMaterial {
    StandardMaterial {
        base_color: colour,
        unlit: true,
        alpha_mode: if colour.alpha() < 1.0 {
            AlphaMode::Blend
        } else {
            AlphaMode::Opaque
        },
        ..default()
    }
}

/// A ring from radius `inner` to `outer` of `resolution` sides, lying flat.
pub(super) fn flat_ring(inner: f32, outer: f32, resolution: u32) -> Mesh {
    lay_flat(
        Annulus::new(inner, outer)
            .mesh()
            .resolution(resolution)
            .build(),
    )
}
