//! The looks of the stones: their mesh and materials (plain and selected, per side) and the
//! pieces a capture or a win throws about. Every new stone entity gets its mesh and material.

use super::stone_mesh::{StoneDetail, stone_mesh};
use crate::game::board::stones::Stone;
use bevy::prelude::*;
use epaminondas_core::Side;

/// White stones: warm ivory.
const WHITE_STONE: Color = Color::srgb(0.93, 0.90, 0.82);
/// Black stones: blue-black slate, far darker than any square, so the two
/// sides differ by lightness (which every kind of colour vision sees).
const BLACK_STONE: Color = Color::srgb(0.10, 0.11, 0.14);
/// The glow a selected stone gets.
const SELECTED_GLOW: LinearRgba = LinearRgba::rgb(0.55, 0.38, 0.05);
/// A black stone's share of that glow: enough to warm it, little enough that it stays black
/// (at the full glow a selected black stone turned solid gold).
const BLACK_GLOW_SHARE: f32 = 0.22;
/// How much light the stones' faces mirror (0.5 is Bevy's default) and how rough they are:
/// a black stone mirrors less, so that its flat top does not turn slate grey where the sun
/// glints on it (in the top-down view the stones on one side of the board did).
const WHITE_FINISH: (f32, f32) = (0.45, 0.32);
const BLACK_FINISH: (f32, f32) = (0.18, 0.5);
/// The radius of a piece of a captured stone.
const SHARD_RADIUS: f32 = 0.07;
/// The size of a confetti flake.
const CONFETTI_SIZE: f32 = 0.22;
/// The gold of every third confetti flake.
const GOLD: Color = Color::srgb(0.95, 0.72, 0.2);

/// Meshes and materials of the stones.
#[derive(Resource)]
pub struct StoneLooks {
    mesh: Handle<Mesh>,
    shard: Handle<Mesh>,
    white: Handle<StandardMaterial>,
    black: Handle<StandardMaterial>,
    white_selected: Handle<StandardMaterial>,
    black_selected: Handle<StandardMaterial>,
    confetti: Handle<Mesh>,
    gold: Handle<StandardMaterial>,
}

impl StoneLooks {
    /// The material of a stone of `side`, highlighted if `selected`.
    pub fn material(&self, side: Side, selected: bool) -> Handle<StandardMaterial> {
        match (side, selected) {
            (Side::White, false) => self.white.clone(),
            (Side::White, true) => self.white_selected.clone(),
            (Side::Black, false) => self.black.clone(),
            (Side::Black, true) => self.black_selected.clone(),
        }
    }

    /// The mesh of a piece of a captured stone.
    pub fn shard_mesh(&self) -> &Handle<Mesh> {
        &self.shard
    }

    /// The mesh of a confetti flake.
    pub fn confetti_mesh(&self) -> &Handle<Mesh> {
        &self.confetti
    }

    /// The gold of the confetti.
    pub fn gold(&self) -> &Handle<StandardMaterial> {
        &self.gold
    }

    /// The mesh all stones share.
    pub fn stone_mesh(&self) -> &Handle<Mesh> {
        &self.mesh
    }

    /// The four stone materials (each side, plain and selected).
    pub fn stone_materials(&self) -> [&Handle<StandardMaterial>; 4] {
        [
            &self.white,
            &self.black,
            &self.white_selected,
            &self.black_selected,
        ]
    }
}

/// Registers the looks: made before the stones are spawned, given to each new stone.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, create_stone_looks)
        .add_observer(dress_stone);
}

/// The colour of a stone of `side`.
pub fn stone_colour(side: Side) -> Color {
    match side {
        Side::White => WHITE_STONE,
        Side::Black => BLACK_STONE,
    }
}

fn stone_material(side: Side, glow: LinearRgba) -> StandardMaterial {
    let (colour, (reflectance, roughness)) = match side {
        Side::White => (WHITE_STONE, WHITE_FINISH),
        Side::Black => (BLACK_STONE, BLACK_FINISH),
    };
    StandardMaterial {
        base_color: colour,
        perceptual_roughness: roughness,
        reflectance,
        clearcoat: 0.6,
        clearcoat_perceptual_roughness: 0.2,
        emissive: glow,
        ..default()
    }
}

fn create_stone_looks(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let none = LinearRgba::BLACK;
    commands.insert_resource(StoneLooks {
        mesh: meshes.add(stone_mesh(StoneDetail::FINE)),
        shard: meshes.add(
            Sphere::new(SHARD_RADIUS)
                .mesh()
                .ico(1)
                .expect("a valid ico sphere"),
        ),
        white: materials.add(stone_material(Side::White, none)),
        black: materials.add(stone_material(Side::Black, none)),
        white_selected: materials.add(stone_material(Side::White, SELECTED_GLOW)),
        black_selected: materials.add(stone_material(
            Side::Black,
            SELECTED_GLOW * BLACK_GLOW_SHARE,
        )),
        confetti: meshes.add(Cuboid::new(
            CONFETTI_SIZE,
            CONFETTI_SIZE * 0.15,
            CONFETTI_SIZE * 0.6,
        )),
        gold: materials.add(StandardMaterial {
            base_color: GOLD,
            emissive: LinearRgba::rgb(0.35, 0.22, 0.02),
            metallic: 0.6,
            perceptual_roughness: 0.3,
            ..default()
        }),
    });
}

/// Gives every new stone entity its mesh and material.
fn dress_stone(
    add: On<Add, Stone>,
    stones: Query<&Stone>,
    looks: Res<StoneLooks>,
    mut commands: Commands,
) {
    let Ok(stone) = stones.get(add.entity) else {
        return;
    };
    commands.entity(add.entity).insert((
        Mesh3d(looks.mesh.clone()),
        MeshMaterial3d(looks.material(stone.side, false)),
    ));
}
