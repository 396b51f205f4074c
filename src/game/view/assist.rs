//! The assist for newcomers (off unless chosen in Settings; never in a puzzle): in the position the board shows,
//! a red ring with four sights round each stone of the side to move that the other side could
//! capture if it were its turn (a stone in the enemy's sights), and a plain green ring round
//! each stone of the other side that the side to move can capture now: told apart by their
//! shape as well as their colour. Both come from the rules' legal moves.

use super::flat::{flat_material, flat_ring, lay_flat};
use super::stone_mesh::STONE_RADIUS;
use crate::game::board::coords::square_center;
use crate::game::board::model::GameModel;
use crate::game::board::puzzle::PuzzleTrainer;
use crate::game::preferences::Preferences;
use crate::game::schedule::GameSystems;
use bevy::light::NotShadowCaster;
use bevy::prelude::*;
use epaminondas_core::{Position, Square, Status};
use std::collections::BTreeSet;
use std::f32::consts::FRAC_PI_2;

/// Round a stone the other side threatens: a warning red.
pub(super) const THREATENED_COLOUR: Color = Color::srgb(0.90, 0.18, 0.16);
/// Round a stone that can be taken now: a bright green, lighter than the red so that the two
/// differ for red-green colour blindness too.
pub(super) const CAPTURABLE_COLOUR: Color = Color::srgb(0.35, 0.90, 0.45);
/// The rings' radii (squares): just outside the stone, inside the capture marks' ring.
const INNER: f32 = STONE_RADIUS + 0.005;
const OUTER: f32 = STONE_RADIUS + 0.045;
/// Height above the board's top.
const LIFT: f32 = 0.007;
/// The sights on a threatened stone's ring: four short bars pointing at the stone from
/// outside the ring, their length and width (squares).
const SIGHT_LENGTH: f32 = 0.12;
const SIGHT_WIDTH: f32 = 0.04;

/// A ring of the assist.
#[derive(Component)]
struct AssistMark;

/// The rings' mesh and materials.
#[derive(Resource)]
struct AssistLooks {
    ring: Handle<Mesh>,
    sight: Handle<Mesh>,
    threatened: Handle<StandardMaterial>,
    capturable: Handle<StandardMaterial>,
}

/// Registers the assist's marks.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, create_looks)
        .add_systems(Update, redraw.in_set(GameSystems::View));
}

fn create_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let ring = flat_ring(INNER, OUTER, 40);
    // Along x, from the ring's outside edge outwards.
    let sight = lay_flat(Rectangle::new(SIGHT_LENGTH, SIGHT_WIDTH).mesh().build())
        .translated_by(Vec3::X * (OUTER + SIGHT_LENGTH / 2.0 - 0.01));
    commands.insert_resource(AssistLooks {
        ring: meshes.add(ring),
        sight: meshes.add(sight),
        threatened: materials.add(flat_material(THREATENED_COLOUR)),
        capturable: materials.add(flat_material(CAPTURABLE_COLOUR)),
    });
}

/// The stones the side to move can capture now.
fn capturable(position: &Position) -> BTreeSet<Square> {
    position
        .legal_moves()
        .iter()
        .filter(|mv| mv.is_capture())
        .flat_map(|mv| mv.captured_squares())
        .collect()
}

/// What the assist marks in `position`: the side to move's stones the other side could
/// capture were it its turn, and the other side's stones the side to move can capture now.
/// Nothing once the game is over.
pub fn assist_marks(position: &Position) -> (BTreeSet<Square>, BTreeSet<Square>) {
    if matches!(position.status(), Status::Over(_)) {
        return (BTreeSet::new(), BTreeSet::new());
    }
    (
        capturable(&position.pass_for_search()),
        capturable(position),
    )
}

fn redraw(
    mut commands: Commands,
    model: Res<GameModel>,
    preferences: Res<Preferences>,
    looks: Res<AssistLooks>,
    trainer: Res<PuzzleTrainer>,
    marks: Query<Entity, With<AssistMark>>,
) {
    if !model.is_changed() && !preferences.is_changed() && !trainer.is_changed() {
        return;
    }
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    // In a puzzle the rings would give the answer away.
    if !preferences.assist || trainer.is_open() {
        return;
    }
    let (threatened, can_take) = assist_marks(model.shown_position());
    let mut rings = Vec::new();
    for square in &threatened {
        rings.push((square, &looks.ring, &looks.threatened, Quat::IDENTITY));
        for turn in 0..4 {
            let turn = Quat::from_rotation_y(turn as f32 * FRAC_PI_2);
            rings.push((square, &looks.sight, &looks.threatened, turn));
        }
    }
    for square in &can_take {
        rings.push((square, &looks.ring, &looks.capturable, Quat::IDENTITY));
    }
    for (square, mesh, material, turn) in rings {
        commands.spawn((
            AssistMark,
            Mesh3d(mesh.clone()),
            MeshMaterial3d(material.clone()),
            Transform::from_translation(square_center(*square) + Vec3::Y * LIFT)
                .with_rotation(turn),
            NotShadowCaster,
            Pickable::IGNORE,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_assist_marks_both_sides_threats() {
        // White's pair on c7-c8 faces Black's single stone on c10 across c9: White to move can
        // take it (two against one), and Black, were it to move, could take nothing.
        let position: Position = "13B/14/2B11/14/2W11/2W11/14/14/14/14/14/13W w"
            .parse()
            .expect("a position");
        let (threatened, can_take) = assist_marks(&position);
        assert!(
            can_take.contains(&"c10".parse().expect("a square")),
            "{can_take:?}"
        );
        assert!(threatened.is_empty(), "{threatened:?}");
        // With Black to move the same stones swap roles.
        let (threatened, can_take) = assist_marks(&position.pass_for_search());
        assert!(threatened.contains(&"c10".parse().expect("a square")));
        assert!(can_take.is_empty());
    }
}
