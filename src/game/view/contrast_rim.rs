//! The high-contrast board's rims: a ring on each stone's top in the colour furthest from it, a
//! black ring on a white stone and the board's strong yellow on a black one, so that a stone
//! stands out from a square of any shade by its outline as well as its lightness (a black
//! stone on the high-contrast board's darker squares is 2.5 : 1 by lightness alone).

use super::flat::flat_material;
use super::stone_mesh::{STONE_HEIGHT, dome_rise};
use crate::game::board::stones::Stone;
use crate::game::preferences::Preferences;
use crate::game::schedule::GameSystems;
use bevy::asset::RenderAssetUsages;
use bevy::light::NotShadowCaster;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use epaminondas_core::Side;
use std::f32::consts::TAU;

/// The rim's inner and outer radius on the stone's top (whose flat part ends at 0.325).
const RIM_INNER: f32 = 0.24;
const RIM_OUTER: f32 = 0.31;
/// How far the rim floats over the dome, against flicker.
const RIM_LIFT: f32 = 0.004;
/// Sides of the ring.
const RIM_SEGMENTS: usize = 48;
/// A white stone's rim: near black.
const RIM_ON_WHITE: Color = Color::srgb(0.06, 0.06, 0.07);
/// A black stone's rim: the high-contrast board's line colour.
const RIM_ON_BLACK: Color = Color::srgb(0.95, 0.80, 0.20);

/// A stone's high-contrast rim (a child of the stone).
#[derive(Component)]
pub struct ContrastRim;

/// The rims' mesh and their two materials.
#[derive(Resource)]
struct RimLooks {
    mesh: Handle<Mesh>,
    on_white: Handle<StandardMaterial>,
    on_black: Handle<StandardMaterial>,
}

/// Registers the rims: one for every stone, shown while the high-contrast board is chosen.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, create_rim_looks)
        .add_observer(add_rim)
        .add_systems(Update, follow_contrast.in_set(GameSystems::View));
}

/// The ring lying on a stone's domed top, following its curve.
fn rim_mesh() -> Mesh {
    let mut positions = Vec::with_capacity((RIM_SEGMENTS + 1) * 2);
    for segment in 0..=RIM_SEGMENTS {
        let (sin, cos) = (TAU * segment as f32 / RIM_SEGMENTS as f32).sin_cos();
        for r in [RIM_INNER, RIM_OUTER] {
            let y = STONE_HEIGHT + dome_rise(r) + RIM_LIFT;
            positions.push([r * cos, y, r * sin]);
        }
    }
    let normals = vec![[0.0, 1.0, 0.0]; positions.len()];
    let mut indices = Vec::with_capacity(RIM_SEGMENTS * 6);
    for segment in 0..RIM_SEGMENTS as u32 {
        let (inner, outer) = (segment * 2, segment * 2 + 1);
        let (next_inner, next_outer) = (inner + 2, outer + 2);
        // Counter-clockwise seen from above.
        indices.extend_from_slice(&[inner, next_inner, outer, outer, next_inner, next_outer]);
    }
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::RENDER_WORLD,
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
    .with_inserted_indices(Indices::U32(indices))
}

fn create_rim_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    commands.insert_resource(RimLooks {
        mesh: meshes.add(rim_mesh()),
        on_white: materials.add(flat_material(RIM_ON_WHITE)),
        on_black: materials.add(flat_material(RIM_ON_BLACK)),
    });
}

/// Whether the rims show.
fn shown(preferences: &Preferences) -> Visibility {
    if preferences.high_contrast {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    }
}

/// Gives every new stone its rim, shown or hidden as the preference is.
fn add_rim(
    add: On<Add, Stone>,
    stones: Query<&Stone>,
    looks: Res<RimLooks>,
    preferences: Res<Preferences>,
    mut commands: Commands,
) {
    let Ok(stone) = stones.get(add.entity) else {
        return;
    };
    let material = match stone.side {
        Side::White => &looks.on_white,
        Side::Black => &looks.on_black,
    };
    commands.entity(add.entity).with_child((
        ContrastRim,
        Mesh3d(looks.mesh.clone()),
        MeshMaterial3d(material.clone()),
        shown(&preferences),
        NotShadowCaster,
        Pickable::IGNORE,
    ));
}

/// Shows or hides every rim when the high-contrast choice changes.
fn follow_contrast(
    preferences: Res<Preferences>,
    mut rims: Query<&mut Visibility, With<ContrastRim>>,
) {
    if !preferences.is_changed() {
        return;
    }
    let wanted = shown(&preferences);
    for mut visibility in &mut rims {
        visibility.set_if_neq(wanted);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rim_lies_on_the_stone_top_and_faces_up() {
        let mesh = rim_mesh();
        let Some(bevy::mesh::VertexAttributeValues::Float32x3(positions)) =
            mesh.attribute(Mesh::ATTRIBUTE_POSITION)
        else {
            panic!("positions");
        };
        for p in positions {
            let r = Vec2::new(p[0], p[2]).length();
            assert!((RIM_INNER - 1e-4..=RIM_OUTER + 1e-4).contains(&r), "{p:?}");
            let above = p[1] - STONE_HEIGHT - dome_rise(r);
            assert!((0.0..0.01).contains(&above), "{p:?}");
        }
        let Some(Indices::U32(indices)) = mesh.indices() else {
            panic!("indices");
        };
        for triangle in indices.chunks(3) {
            let [a, b, c] = [0, 1, 2].map(|i| Vec3::from(positions[triangle[i] as usize]));
            assert!((b - a).cross(c - a).y > 0.0, "{triangle:?} faces down");
        }
    }
}
