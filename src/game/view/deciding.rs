//! The stones that decided a finished game, marked: a gold star, edged in near-black, lies
//! under each of them while the board shows the final position (the celebration in
//! [`crate::game::board::effects`] makes them hop first and highest).

use crate::game::board::coords::square_center;
use crate::game::board::effects::deciding_stones;
use crate::game::board::model::GameModel;
use crate::game::schedule::GameSystems;
use bevy::asset::RenderAssetUsages;
use bevy::light::NotShadowCaster;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// The star: gold, edged in near-black so that it shows on light squares.
const STAR_COLOUR: Color = Color::srgb(1.0, 0.78, 0.18);
const STAR_EDGE_COLOUR: Color = Color::srgb(0.16, 0.10, 0.02);
/// The star's points and hollows (squares from the centre), and its edge.
const STAR_OUTER: f32 = 0.62;
const STAR_INNER: f32 = 0.38;
const STAR_EDGE: f32 = 0.05;
/// Heights above the board's top.
const LIFT: f32 = 0.011;

/// A piece of a deciding stone's star.
#[derive(Component)]
struct DecidingMark;

/// The stars' meshes and materials.
#[derive(Resource)]
struct DecidingLooks {
    star: Handle<Mesh>,
    edge: Handle<Mesh>,
    material: Handle<StandardMaterial>,
    edge_material: Handle<StandardMaterial>,
}

/// Registers the deciding stones' stars.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, create_looks)
        .add_systems(Update, redraw.in_set(GameSystems::View));
}

/// A flat five-pointed star facing up, its first point towards -z.
fn star_mesh(outer: f32, inner: f32) -> Mesh {
    let mut positions = vec![[0.0, 0.0, 0.0]];
    for i in 0..10 {
        let radius = if i % 2 == 0 { outer } else { inner };
        let angle = std::f32::consts::TAU * i as f32 / 10.0;
        positions.push([radius * angle.sin(), 0.0, -radius * angle.cos()]);
    }
    // Fans round the centre, wound counter-clockwise seen from above.
    let indices: Vec<u32> = (1..=10u32).flat_map(|i| [0, i % 10 + 1, i]).collect();
    let count = positions.len();
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 1.0, 0.0]; count])
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, vec![[0.5, 0.5]; count])
    .with_inserted_indices(Indices::U32(indices))
}

fn create_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let flat = |colour: Color| StandardMaterial {
        base_color: colour,
        unlit: true,
        cull_mode: None,
        ..default()
    };
    commands.insert_resource(DecidingLooks {
        star: meshes.add(star_mesh(STAR_OUTER, STAR_INNER)),
        edge: meshes.add(star_mesh(STAR_OUTER + STAR_EDGE, STAR_INNER + STAR_EDGE)),
        material: materials.add(flat(STAR_COLOUR)),
        edge_material: materials.add(flat(STAR_EDGE_COLOUR)),
    });
}

fn redraw(
    mut commands: Commands,
    model: Res<GameModel>,
    looks: Res<DecidingLooks>,
    marks: Query<Entity, With<DecidingMark>>,
) {
    if !model.is_changed() {
        return;
    }
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    let at_the_end = model
        .review()
        .is_none_or(|ply| ply == model.game().moves().len());
    if !at_the_end {
        return;
    }
    for square in deciding_stones(model.game()) {
        for (mesh, material, lift) in [
            (&looks.edge, &looks.edge_material, LIFT),
            (&looks.star, &looks.material, LIFT + 0.002),
        ] {
            commands.spawn((
                DecidingMark,
                Mesh3d(mesh.clone()),
                MeshMaterial3d(material.clone()),
                Transform::from_translation(square_center(square) + Vec3::Y * lift),
                NotShadowCaster,
                Pickable::IGNORE,
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_star_faces_up_with_five_points() {
        let mesh = star_mesh(STAR_OUTER, STAR_INNER);
        let Some(bevy::mesh::VertexAttributeValues::Float32x3(positions)) =
            mesh.attribute(Mesh::ATTRIBUTE_POSITION)
        else {
            panic!("positions");
        };
        let points = positions
            .iter()
            .filter(|p| (Vec3::from(**p).length() - STAR_OUTER).abs() < 1e-5)
            .count();
        assert_eq!(points, 5);
        // Each triangle, seen from above (+y), turns counter-clockwise: its normal is up.
        let Some(Indices::U32(indices)) = mesh.indices() else {
            panic!("indices");
        };
        for triangle in indices.chunks(3) {
            let [a, b, c] = [0, 1, 2].map(|i| Vec3::from(positions[triangle[i] as usize]));
            assert!((b - a).cross(c - a).y > 0.0, "{triangle:?}");
        }
    }
}
