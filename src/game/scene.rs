//! The lit scene: the board (a textured top on a wooden slab), the table it
//! stands on, the light, and the looks of the stones and of a capture.

use super::animation::Knocked;
use super::celebration::{WAVE_START_SECONDS, winning_landing};
use super::coords::{BOARD_DEPTH, BOARD_THICKNESS, BOARD_WIDTH, square_center};
use super::model::{GameEnded, GameModel};
use super::stone_mesh::{STONE_HEIGHT, STONE_RADIUS, StoneDetail, stone_mesh};
use super::stones::Stone;
use super::texture::board_image;
use crate::rules::Color as Side;
use bevy::light::{CascadeShadowConfigBuilder, NotShadowCaster};
use bevy::prelude::*;
use std::f32::consts::TAU;

/// The calm colour behind everything.
pub const BACKGROUND: Color = Color::srgb(0.11, 0.13, 0.15);
/// The table under the board.
const TABLE: Color = Color::srgb(0.16, 0.19, 0.21);
/// The sides of the board slab.
const SLAB: Color = Color::srgb(0.27, 0.17, 0.10);
/// White stones: warm ivory.
const WHITE_STONE: Color = Color::srgb(0.93, 0.90, 0.82);
/// Black stones: blue-black slate, far darker than any square, so the two
/// sides differ by lightness (which every kind of colour vision sees).
const BLACK_STONE: Color = Color::srgb(0.10, 0.11, 0.14);
/// The glow a selected stone gets.
const SELECTED_GLOW: LinearRgba = LinearRgba::rgb(0.55, 0.38, 0.05);
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
/// Pieces a captured stone bursts into, their size, speed and lifetime.
const SHARD_COUNT: usize = 10;
const SHARD_RADIUS: f32 = 0.07;
const SHARD_SPEED: f32 = 2.6;
const SHARD_SECONDS: f32 = 0.7;
const GRAVITY: f32 = 9.0;
/// Confetti flakes when a game is won: how many, their size, how fast they fly up and how
/// long they live; every third one is gold, the rest in the winner's colour.
const CONFETTI_COUNT: usize = 90;
const CONFETTI_SIZE: f32 = 0.22;
const CONFETTI_SPEED: f32 = 7.5;
const CONFETTI_SECONDS: f32 = 2.2;
const GOLD: Color = Color::srgb(0.95, 0.72, 0.2);

/// The board's top face, the one surface whose clicks name a square.
#[derive(Component)]
pub struct BoardTop;

/// The board and the table under it: what is not a stone.
#[derive(Component)]
pub struct Furniture;

/// The table under the board.
#[derive(Component)]
pub struct Table;

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

/// A piece of a captured stone, or of confetti, flying.
#[derive(Component)]
struct Shard {
    velocity: Vec3,
    /// Seconds since it set off; below zero it waits, unseen.
    age: f32,
    lifetime: f32,
}

/// Marks a knocked-out stone whose burst has been spawned.
#[derive(Component)]
struct Burst;

/// Registers the scene.
pub(super) fn plugin(app: &mut App) {
    app.insert_resource(GlobalAmbientLight {
        color: Color::WHITE,
        brightness: AMBIENT_BRIGHTNESS,
        affects_lightmapped_meshes: true,
    })
    .add_systems(PreStartup, create_stone_looks)
    .add_systems(Startup, spawn_board)
    .add_observer(dress_stone)
    .add_systems(
        Update,
        (burst_captured, throw_confetti, fly_shards).in_set(super::GameSystems::Animate),
    );
}

fn stone_material(colour: Color, glow: LinearRgba) -> StandardMaterial {
    StandardMaterial {
        base_color: colour,
        perceptual_roughness: 0.32,
        reflectance: 0.45,
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
        white: materials.add(stone_material(WHITE_STONE, none)),
        black: materials.add(stone_material(BLACK_STONE, none)),
        white_selected: materials.add(stone_material(WHITE_STONE, SELECTED_GLOW)),
        black_selected: materials.add(stone_material(BLACK_STONE, SELECTED_GLOW * 1.6)),
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

fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    let texture = images.add(board_image());
    commands.spawn((
        BoardTop,
        Furniture,
        Mesh3d(meshes.add(Plane3d::default().mesh().size(BOARD_WIDTH, BOARD_DEPTH))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color_texture: Some(texture),
            perceptual_roughness: 0.55,
            reflectance: 0.3,
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
        Transform::from_translation(SUN_DIRECTION).looking_at(Vec3::ZERO, Vec3::Y),
        CascadeShadowConfigBuilder {
            num_cascades: 1,
            maximum_distance: SHADOW_DISTANCE,
            ..default()
        }
        .build(),
    ));
}

/// When the front stone hits a captured one, it bursts into shards.
fn burst_captured(
    mut commands: Commands,
    looks: Res<StoneLooks>,
    knocked: Query<(Entity, &Knocked, &Stone, &Transform), Without<Burst>>,
) {
    for (entity, knock, stone, transform) in &knocked {
        if !knock.has_started() {
            continue;
        }
        commands.entity(entity).insert(Burst);
        let centre = transform.translation + Vec3::Y * STONE_HEIGHT / 2.0;
        for i in 0..SHARD_COUNT {
            let angle = TAU * i as f32 / SHARD_COUNT as f32;
            let outward = Vec3::new(angle.cos(), 0.0, angle.sin());
            let velocity = (outward * 0.8 + Vec3::Y).normalize() * SHARD_SPEED;
            commands.spawn((
                Shard {
                    velocity,
                    age: 0.0,
                    lifetime: SHARD_SECONDS,
                },
                Mesh3d(looks.shard.clone()),
                MeshMaterial3d(looks.material(stone.side, true)),
                Transform::from_translation(centre + outward * STONE_RADIUS),
                NotShadowCaster,
                Pickable::IGNORE,
            ));
        }
    }
}

/// When a game is won, confetti in the winner's colour bursts up from the
/// winning move's landing square as the winner's stones start to hop.
fn throw_confetti(
    mut commands: Commands,
    mut ended: MessageReader<GameEnded>,
    model: Res<GameModel>,
    looks: Res<StoneLooks>,
) {
    for GameEnded(outcome) in ended.read() {
        let Some((winner, landing)) = winning_landing(outcome, &model) else {
            continue;
        };
        let origin = square_center(landing) + Vec3::Y * STONE_HEIGHT;
        for i in 0..CONFETTI_COUNT {
            // A golden-angle spiral spreads the pieces evenly without randomness.
            let angle = i as f32 * 2.399_963;
            let spread = 0.2 + 0.9 * (i as f32 / CONFETTI_COUNT as f32);
            let velocity = Vec3::new(angle.cos() * spread, 1.0, angle.sin() * spread).normalize()
                * CONFETTI_SPEED
                * (0.75 + 0.25 * ((i * 7 % 5) as f32 / 4.0));
            commands.spawn((
                Shard {
                    velocity,
                    age: -WAVE_START_SECONDS,
                    lifetime: CONFETTI_SECONDS,
                },
                Mesh3d(looks.confetti.clone()),
                MeshMaterial3d(if i % 3 == 0 {
                    looks.gold.clone()
                } else {
                    looks.material(winner, true)
                }),
                Transform::from_translation(origin)
                    .with_rotation(Quat::from_rotation_y(angle))
                    .with_scale(Vec3::ZERO),
                NotShadowCaster,
                Pickable::IGNORE,
            ));
        }
    }
}

fn fly_shards(
    mut commands: Commands,
    time: Res<Time>,
    mut shards: Query<(Entity, &mut Shard, &mut Transform)>,
) {
    let dt = time.delta_secs();
    for (entity, mut shard, mut transform) in &mut shards {
        shard.age += dt;
        if shard.age < 0.0 {
            continue;
        }
        shard.velocity.y -= GRAVITY * dt;
        transform.translation += shard.velocity * dt;
        let life = 1.0 - shard.age / shard.lifetime;
        if life <= 0.0 {
            commands.entity(entity).despawn();
        } else {
            transform.scale = Vec3::splat(life);
            transform.rotate_local_x(dt * 9.0);
        }
    }
}
