//! Captured stones set beside the board: each side's catch lies in a row along the edge in
//! front of the player who took it, so the counts read at a glance (the panels give the
//! numbers). They stand on a ledge of the board's wood before and behind it (seen from the
//! tilted view, anything lower behind the board would hide behind it). The rows follow the
//! position the board shows, a reviewed one included.

use super::looks::StoneLooks;
use super::scene::Furniture;
use crate::game::board::coords::{BOARD_DEPTH, BOARD_THICKNESS, BOARD_WIDTH};
use crate::game::board::model::GameModel;
use crate::game::schedule::GameSystems;
use bevy::prelude::*;
use epaminondas_core::Side;

/// How far past the board's near and far edges the rows reach; the camera keeps it in view.
pub const TRAY_DEPTH: f32 = 0.85;
/// The captured stones' size against a stone on the board.
const CAPTURED_SCALE: f32 = 0.6;
/// Centre to centre of two captured stones in a row.
const CAPTURED_PITCH: f32 = 0.5;

/// The ledges' wood, the colour of the board's sides.
const LEDGE: Color = Color::srgb(0.27, 0.17, 0.10);

/// A captured stone beside the board.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CapturedStone {
    /// The side it belonged to.
    pub side: Side,
}

/// Registers the rows of captured stones.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_ledges).add_systems(
        Update,
        follow_captures
            .run_if(resource_changed::<GameModel>)
            .in_set(GameSystems::View),
    );
}

/// The two ledges the rows lie on, as high as the board's top.
fn spawn_ledges(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let mesh = meshes.add(Cuboid::new(BOARD_WIDTH, BOARD_THICKNESS, TRAY_DEPTH));
    let material = materials.add(StandardMaterial {
        base_color: LEDGE,
        perceptual_roughness: 0.6,
        ..default()
    });
    for towards in [1.0, -1.0] {
        commands.spawn((
            Furniture,
            Mesh3d(mesh.clone()),
            MeshMaterial3d(material.clone()),
            Transform::from_xyz(
                0.0,
                -BOARD_THICKNESS / 2.0 - 0.004,
                towards * (BOARD_DEPTH / 2.0 + TRAY_DEPTH / 2.0),
            ),
        ));
    }
}

/// Stones of `side` taken so far in the position the board shows.
fn taken(model: &GameModel, side: Side) -> usize {
    let start = model.game().start().count(side);
    start.saturating_sub(model.shown_position().count(side)) as usize
}

/// Where the `index`th captured stone of `side` lies: in front of the player who took it,
/// starting at that player's right.
pub fn captured_place(side: Side, index: usize) -> Vec3 {
    // White sits at +z and looks towards -z, so White's right is +x; Black's is -x.
    let (towards_taker, right) = match side {
        Side::Black => (1.0, 1.0),
        Side::White => (-1.0, -1.0),
    };
    let first = BOARD_WIDTH / 2.0 - CAPTURED_PITCH;
    Vec3::new(
        right * (first - index as f32 * CAPTURED_PITCH),
        0.0,
        towards_taker * (BOARD_DEPTH / 2.0 + TRAY_DEPTH / 2.0),
    )
}

/// Sets out as many captured stones of each side as the shown position lacks.
fn follow_captures(
    model: Res<GameModel>,
    looks: Res<StoneLooks>,
    existing: Query<(Entity, &CapturedStone)>,
    mut commands: Commands,
) {
    for side in Side::BOTH {
        let wanted = taken(&model, side);
        let mut have: Vec<Entity> = existing
            .iter()
            .filter(|(_, stone)| stone.side == side)
            .map(|(entity, _)| entity)
            .collect();
        if have.len() == wanted {
            continue;
        }
        for entity in have.drain(wanted.min(have.len())..) {
            commands.entity(entity).despawn();
        }
        for index in have.len()..wanted {
            commands.spawn((
                CapturedStone { side },
                Mesh3d(looks.stone_mesh().clone()),
                MeshMaterial3d(looks.material(side, false)),
                Transform::from_translation(captured_place(side, index))
                    .with_scale(Vec3::splat(CAPTURED_SCALE)),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_whole_army_fits_in_one_row_off_the_board() {
        for side in Side::BOTH {
            for index in [0, 27] {
                let place = captured_place(side, index);
                assert!(
                    place.x.abs() < BOARD_WIDTH / 2.0,
                    "{side:?} {index}: {place}"
                );
                assert!(
                    place.z.abs() > BOARD_DEPTH / 2.0,
                    "{side:?} {index}: {place}"
                );
                assert!(place.z.abs() < BOARD_DEPTH / 2.0 + TRAY_DEPTH);
            }
        }
        // Each player's catch lies on their own side.
        assert!(
            captured_place(Side::Black, 0).z > 0.0,
            "White's catch is near White"
        );
        assert!(
            captured_place(Side::White, 0).z < 0.0,
            "Black's catch is near Black"
        );
    }
}
