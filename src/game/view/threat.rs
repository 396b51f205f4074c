//! A breakthrough marked where the eye is: when the side to move must answer one (the other
//! side has more stones on its far row than the side to move has on its own, and wins at its
//! next turn unless that changes), each breaking stone gets a crimson warning triangle round it
//! that beats slowly (held still when motion is reduced), until the position changes.

use super::flat::{flat_material, flat_ring};
use super::stone_mesh::STONE_RADIUS;
use crate::game::board::coords::square_center;
use crate::game::board::model::GameModel;
use crate::game::board::motion::AnimationTime;
use crate::game::schedule::GameSystems;
use bevy::light::NotShadowCaster;
use bevy::prelude::*;
use epaminondas_core::{Position, Square, Status};

/// The warning: a strong crimson (apart from the capture cross's orange-red, also for red-green
/// colour blindness), edged in near-black so that it shows on every square.
pub(super) const WARNING_COLOUR: Color = Color::srgb(0.92, 0.10, 0.40);
const WARNING_EDGE_COLOUR: Color = Color::srgb(0.10, 0.02, 0.02);
/// The triangle's inner and outer radius (squares: to its corners), and its edge. A triangle's
/// sides lie at half the radius of its corners, so the inner one clears the stone.
const INNER: f32 = 2.0 * STONE_RADIUS + 0.1;
const OUTER: f32 = INNER + 0.24;
const EDGE: f32 = 0.03;
/// Heights above the board's top.
const LIFT: f32 = 0.010;
/// The beat: how much it grows and how many beats a second.
const BEAT_SCALE: f32 = 0.08;
const BEATS_PER_SECOND: f32 = 0.8;
/// How long the triangles beat before they hold still (so that a waiting window rests).
const BEAT_SECONDS: f32 = 5.0;

/// A piece of a warning triangle, and when it appeared (seconds of the game's clock).
#[derive(Component)]
struct ThreatMark {
    since: f32,
}

/// The triangles' meshes and materials.
#[derive(Resource)]
struct ThreatLooks {
    triangle: Handle<Mesh>,
    edge: Handle<Mesh>,
    material: Handle<StandardMaterial>,
    edge_material: Handle<StandardMaterial>,
}

/// Registers the breakthrough's marks.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, create_looks)
        .add_systems(Update, (redraw, beat).chain().in_set(GameSystems::View));
}

fn create_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    // A ring of three sides: a triangle's outline.
    let flat = |inner: f32, outer: f32| flat_ring(inner, outer, 3);
    commands.insert_resource(ThreatLooks {
        triangle: meshes.add(flat(INNER, OUTER)),
        edge: meshes.add(flat(INNER - EDGE, OUTER + EDGE)),
        material: materials.add(flat_material(WARNING_COLOUR)),
        edge_material: materials.add(flat_material(WARNING_EDGE_COLOUR)),
    });
}

/// The stones that have broken through in `position`: the other side's stones on its far row
/// when the side to move must answer them; none once the game is over.
pub fn breaking_stones(position: &Position) -> Vec<Square> {
    if matches!(position.status(), Status::Over(_)) || !position.must_answer_breakthrough() {
        return Vec::new();
    }
    let breaker = position.side_to_move().opposite();
    position.far_row_stones(breaker).collect()
}

fn redraw(
    mut commands: Commands,
    time: Res<Time>,
    model: Res<GameModel>,
    looks: Res<ThreatLooks>,
    marks: Query<Entity, With<ThreatMark>>,
    mut drawn: Local<Vec<Square>>,
) {
    if !model.is_changed() {
        return;
    }
    // The same stones stay marked as they are (their beat is not started again).
    let wanted = breaking_stones(model.shown_position());
    if wanted == *drawn {
        return;
    }
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    for &square in &wanted {
        for (mesh, material, lift) in [
            (&looks.edge, &looks.edge_material, LIFT),
            (&looks.triangle, &looks.material, LIFT + 0.002),
        ] {
            commands.spawn((
                ThreatMark {
                    since: time.elapsed_secs(),
                },
                Mesh3d(mesh.clone()),
                MeshMaterial3d(material.clone()),
                Transform::from_translation(square_center(square) + Vec3::Y * lift),
                NotShadowCaster,
                Pickable::IGNORE,
            ));
        }
    }
    *drawn = wanted;
}

/// The triangles beat for a few seconds after they appear, then hold still.
fn beat(motion: AnimationTime, mut marks: Query<(&ThreatMark, &mut Transform)>) {
    let now = motion.now();
    for (mark, mut transform) in &mut marks {
        let age = now - mark.since;
        let swell = if age < BEAT_SECONDS && !motion.reduced() {
            let phase = age * BEATS_PER_SECOND * std::f32::consts::TAU;
            BEAT_SCALE * 0.5 * (1.0 - phase.cos())
        } else {
            0.0
        };
        let scale = Vec3::splat(1.0 + swell);
        if transform.scale != scale {
            transform.scale = scale;
        }
    }
}
