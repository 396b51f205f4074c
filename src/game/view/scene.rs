//! The lit scene: the board (a textured top on a wooden slab, its texture the wood or the
//! high-contrast one as the player chose), the table it stands on, and the light.

use super::texture::{BoardPalette, board_image};
use crate::game::board::coords::{BOARD_DEPTH, BOARD_THICKNESS, BOARD_WIDTH};
use crate::game::preferences::Preferences;
use crate::game::schedule::GameSystems;
use bevy::light::{CascadeShadowConfigBuilder, NotShadowCaster};
use bevy::prelude::*;

/// The calm colour behind everything.
pub const BACKGROUND: Color = Color::srgb(0.11, 0.13, 0.15);
/// The table under the board: a dark warm wood, under the board's own browns (a grey-blue
/// one read as a flat cold backdrop once lit).
const TABLE: Color = Color::srgb(0.13, 0.095, 0.075);
/// The sides of the board slab.
const SLAB: Color = Color::srgb(0.27, 0.17, 0.10);
/// Sunlight on the board, in lux.
const SUN_ILLUMINANCE: f32 = 9_000.0;
/// Ambient light, in cd/m².
const AMBIENT_BRIGHTNESS: f32 = 380.0;
/// Where the sun stands (a direction towards it).
const SUN_DIRECTION: Vec3 = Vec3::new(-0.45, 1.0, 0.55);
/// Shadows are drawn this far from the camera.
const SHADOW_DISTANCE: f32 = 60.0;
/// Size of the table plane.
const TABLE_SIZE: f32 = 200.0;

/// The board's top face, the one surface whose clicks name a square.
#[derive(Component)]
pub struct BoardTop;

/// The board and the table under it: what is not a stone.
#[derive(Component)]
pub struct Furniture;

/// The table under the board.
#[derive(Component)]
pub struct Table;

/// The board top's textures: the wood, made at start, and the high-contrast one, made the
/// first time it is chosen.
#[derive(Resource)]
struct BoardTextures {
    wood: Handle<Image>,
    high_contrast: Option<Handle<Image>>,
}

/// Registers the scene.
pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(BACKGROUND))
        .insert_resource(GlobalAmbientLight {
            color: Color::WHITE,
            brightness: AMBIENT_BRIGHTNESS,
            affects_lightmapped_meshes: true,
        })
        .add_systems(Startup, spawn_board)
        .add_systems(Update, follow_contrast.in_set(GameSystems::View));
}

/// Where the sun stands when the camera has turned by `yaw` about the vertical: it turns with
/// the camera, so each player sees the board lit the same way from their side. (A sun fixed
/// over White's side shone towards a camera on Black's side, and the stones' glossy tops
/// reflected it: from there Black's stones read almost white.)
pub(super) fn sun_transform(yaw: f32) -> Transform {
    Transform::from_translation(Quat::from_rotation_y(yaw) * SUN_DIRECTION)
        .looking_at(Vec3::ZERO, Vec3::Y)
}

fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    let texture = images.add(board_image(BoardPalette::Wood));
    commands.insert_resource(BoardTextures {
        wood: texture.clone(),
        high_contrast: None,
    });
    commands.spawn((
        BoardTop,
        Furniture,
        Mesh3d(meshes.add(Plane3d::default().mesh().size(BOARD_WIDTH, BOARD_DEPTH))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color_texture: Some(texture),
            // A satin finish: a glossier top mirrored the sky over light and dark squares alike
            // and washed their difference out.
            perceptual_roughness: 0.65,
            reflectance: 0.0,
            ..default()
        })),
    ));
    commands.spawn((
        Furniture,
        Mesh3d(meshes.add(Cuboid::new(BOARD_WIDTH, BOARD_THICKNESS, BOARD_DEPTH))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color: SLAB,
            perceptual_roughness: 0.6,
            ..default()
        })),
        // Just below the top face so the two never fight over a pixel.
        Transform::from_xyz(0.0, -BOARD_THICKNESS / 2.0 - 0.002, 0.0),
    ));
    commands.spawn((
        Furniture,
        Table,
        Mesh3d(meshes.add(Plane3d::default().mesh().size(TABLE_SIZE, TABLE_SIZE))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color: TABLE,
            perceptual_roughness: 0.95,
            reflectance: 0.1,
            ..default()
        })),
        Transform::from_xyz(0.0, -BOARD_THICKNESS, 0.0),
        NotShadowCaster,
    ));
    commands.spawn((
        DirectionalLight {
            illuminance: SUN_ILLUMINANCE,
            shadow_maps_enabled: true,
            ..default()
        },
        sun_transform(0.0),
        CascadeShadowConfigBuilder {
            num_cascades: 1,
            maximum_distance: SHADOW_DISTANCE,
            ..default()
        }
        .build(),
    ));
}

/// Gives the board's top the texture of the palette the player chose.
fn follow_contrast(
    preferences: Res<Preferences>,
    textures: Option<ResMut<BoardTextures>>,
    mut images: ResMut<Assets<Image>>,
    tops: Query<&MeshMaterial3d<StandardMaterial>, With<BoardTop>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let Some(mut textures) = textures else {
        return;
    };
    if !preferences.is_changed() && !textures.is_added() {
        return;
    }
    let wanted = if preferences.high_contrast {
        textures
            .high_contrast
            .get_or_insert_with(|| images.add(board_image(BoardPalette::HighContrast)))
            .clone()
    } else {
        textures.wood.clone()
    };
    for top in &tops {
        if let Some(mut material) = materials.get_mut(&top.0)
            && material.base_color_texture.as_ref() != Some(&wanted)
        {
            material.base_color_texture = Some(wanted.clone());
        }
    }
}
