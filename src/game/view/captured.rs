//! Captured stones set beside the board: each side's catch lies in a row along the edge in
//! front of the player who took it, so the counts read at a glance (the panels give the
//! numbers). They stand on a ledge of the board's wood before and behind it (seen from the
//! tilted view, anything lower behind the board would hide behind it); on a short viewport (a
//! phone held sideways) the ledges stand left and right of the board, each side's catch at
//! the taker's right hand, so that the board takes the height. The rows follow the position
//! the board shows, a reviewed one included.

use super::framing::{Framing, TRAY_DEPTH, TrayPlace};
use super::looks::StoneLooks;
use super::scene::Furniture;
use crate::game::board::coords::{BOARD_DEPTH, BOARD_THICKNESS, BOARD_WIDTH, SQUARE_SIZE};
use crate::game::board::model::GameModel;
use crate::game::schedule::GameSystems;
use bevy::prelude::*;
use epaminondas_core::{RANKS, Side};

/// The captured stones' size against a stone on the board.
const CAPTURED_SCALE: f32 = 0.6;
/// Centre to centre of two captured stones in a row before or behind the board.
const CAPTURED_PITCH: f32 = 0.5;
/// The captured stones' size against a stone on the board in a row beside it: shorter than
/// the board is wide, the row fits a whole army beside the squares (the frame's strips above
/// and below may be out of view) at a pitch of about 0.43.
const CAPTURED_SCALE_BESIDE: f32 = 0.52;
/// The length of a row beside the board, from its first stone's centre to its last's.
const ROW_BESIDE: f32 = RANKS as f32 * SQUARE_SIZE - 0.5;
/// The most stones a side can lose.
const ARMY: usize = 28;

/// The ledges' wood, the colour of the board's sides.
const LEDGE: Color = Color::srgb(0.27, 0.17, 0.10);

/// A ledge the captured stones lie on; `towards` (±1) says which of its places it takes.
#[derive(Component, Clone, Copy, Debug)]
struct Ledge {
    towards: f32,
}

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
        (
            place_ledges.run_if(resource_changed::<Framing>),
            follow_captures
                .run_if(resource_changed::<GameModel>.or_else(resource_changed::<Framing>)),
        )
            .in_set(GameSystems::View),
    );
}

/// The two ledges the rows lie on, as high as the board's top: a unit block, stretched and
/// placed by [`place_ledges`].
fn spawn_ledges(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    framing: Res<Framing>,
) {
    let mesh = meshes.add(Cuboid::new(1.0, 1.0, 1.0));
    let material = materials.add(StandardMaterial {
        base_color: LEDGE,
        perceptual_roughness: 0.6,
        ..default()
    });
    for towards in [1.0, -1.0] {
        commands.spawn((
            Furniture,
            Ledge { towards },
            Mesh3d(mesh.clone()),
            MeshMaterial3d(material.clone()),
            ledge_transform(framing.trays(), towards),
        ));
    }
}

/// Where the ledge `towards` (±1) stands with the trays at `place`, and its size.
fn ledge_transform(place: TrayPlace, towards: f32) -> Transform {
    let height = -BOARD_THICKNESS / 2.0 - 0.004;
    match place {
        TrayPlace::Ends => Transform::from_xyz(
            0.0,
            height,
            towards * (BOARD_DEPTH / 2.0 + TRAY_DEPTH / 2.0),
        )
        .with_scale(Vec3::new(BOARD_WIDTH, BOARD_THICKNESS, TRAY_DEPTH)),
        TrayPlace::Sides => Transform::from_xyz(
            towards * (BOARD_WIDTH / 2.0 + TRAY_DEPTH / 2.0),
            height,
            0.0,
        )
        .with_scale(Vec3::new(TRAY_DEPTH, BOARD_THICKNESS, BOARD_DEPTH)),
    }
}

/// Moves the ledges where the framing puts the trays.
fn place_ledges(framing: Res<Framing>, mut ledges: Query<(&Ledge, &mut Transform)>) {
    for (ledge, mut transform) in &mut ledges {
        let wanted = ledge_transform(framing.trays(), ledge.towards);
        if *transform != wanted {
            *transform = wanted;
        }
    }
}

/// Stones of `side` taken so far in the position the board shows.
fn taken(model: &GameModel, side: Side) -> usize {
    let start = model.game().start().count(side);
    start.saturating_sub(model.shown_position().count(side)) as usize
}

/// Where the `index`th captured stone of `side` lies with the trays at `place`: in front of
/// the player who took it, starting at that player's right, or at that player's right hand,
/// starting nearest them.
pub fn captured_place(side: Side, index: usize, place: TrayPlace) -> Vec3 {
    // White sits at +z and looks towards -z, so White's right is +x; Black's is -x.
    let (towards_taker, right) = match side {
        Side::Black => (1.0, 1.0),
        Side::White => (-1.0, -1.0),
    };
    match place {
        TrayPlace::Ends => {
            let first = BOARD_WIDTH / 2.0 - CAPTURED_PITCH;
            Vec3::new(
                right * (first - index as f32 * CAPTURED_PITCH),
                0.0,
                towards_taker * (BOARD_DEPTH / 2.0 + TRAY_DEPTH / 2.0),
            )
        }
        TrayPlace::Sides => {
            let pitch = ROW_BESIDE / (ARMY - 1) as f32;
            Vec3::new(
                right * (BOARD_WIDTH / 2.0 + TRAY_DEPTH / 2.0),
                0.0,
                towards_taker * (ROW_BESIDE / 2.0 - index as f32 * pitch),
            )
        }
    }
}

/// The captured stones' size against a stone on the board with the trays at `place`.
fn captured_scale(place: TrayPlace) -> f32 {
    match place {
        TrayPlace::Ends => CAPTURED_SCALE,
        TrayPlace::Sides => CAPTURED_SCALE_BESIDE,
    }
}

/// Sets out as many captured stones of each side as the shown position lacks, where the
/// framing puts the trays.
fn follow_captures(
    model: Res<GameModel>,
    looks: Res<StoneLooks>,
    framing: Res<Framing>,
    mut existing: Query<(Entity, &CapturedStone, &mut Transform)>,
    mut commands: Commands,
) {
    let place = framing.trays();
    let placed = |side, index| {
        Transform::from_translation(captured_place(side, index, place))
            .with_scale(Vec3::splat(captured_scale(place)))
    };
    for side in Side::BOTH {
        let wanted = taken(&model, side);
        let mut count = 0;
        for (entity, stone, mut transform) in &mut existing {
            if stone.side != side {
                continue;
            }
            if count >= wanted {
                commands.entity(entity).despawn();
            } else if *transform != placed(side, count) {
                *transform = placed(side, count);
            }
            count += 1;
        }
        for index in count..wanted {
            commands.spawn((
                CapturedStone { side },
                Mesh3d(looks.stone_mesh().clone()),
                MeshMaterial3d(looks.material(side, false)),
                placed(side, index),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::view::stone_mesh::STONE_RADIUS;

    #[test]
    fn a_whole_army_fits_in_one_row_off_the_board() {
        for side in Side::BOTH {
            for index in [0, ARMY - 1] {
                let place = captured_place(side, index, TrayPlace::Ends);
                assert!(
                    place.x.abs() < BOARD_WIDTH / 2.0,
                    "{side:?} {index}: {place}"
                );
                assert!(
                    place.z.abs() > BOARD_DEPTH / 2.0,
                    "{side:?} {index}: {place}"
                );
                assert!(place.z.abs() < BOARD_DEPTH / 2.0 + TRAY_DEPTH);
                // Beside the board, the row stays beside the squares.
                let place = captured_place(side, index, TrayPlace::Sides);
                assert!(
                    place.z.abs() + STONE_RADIUS * CAPTURED_SCALE_BESIDE
                        <= RANKS as f32 * SQUARE_SIZE / 2.0,
                    "{side:?} {index}: {place}"
                );
                assert!(
                    place.x.abs() > BOARD_WIDTH / 2.0,
                    "{side:?} {index}: {place}"
                );
                assert!(place.x.abs() < BOARD_WIDTH / 2.0 + TRAY_DEPTH);
            }
        }
        // Each player's catch lies on their own side: before them, or at their right hand.
        for place in [TrayPlace::Ends, TrayPlace::Sides] {
            let (white, black) = (
                captured_place(Side::Black, 0, place),
                captured_place(Side::White, 0, place),
            );
            assert!(white.z > 0.0, "White's catch starts near White: {white}");
            assert!(black.z < 0.0, "Black's catch starts near Black: {black}");
        }
        assert!(captured_place(Side::Black, 5, TrayPlace::Sides).x > 0.0);
        assert!(captured_place(Side::White, 5, TrayPlace::Sides).x < 0.0);
        // Stones beside the board do not overlap.
        let step = captured_place(Side::Black, 0, TrayPlace::Sides).distance(captured_place(
            Side::Black,
            1,
            TrayPlace::Sides,
        ));
        assert!(step >= 2.0 * STONE_RADIUS * CAPTURED_SCALE_BESIDE, "{step}");
    }
}
