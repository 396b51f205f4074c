//! Pieces flying about: a captured stone bursts into shards when the front stone hits it, and
//! a won game throws confetti in the winner's colour and gold from the winning square. With
//! motion reduced, nothing flies.

use super::looks::StoneLooks;
use super::stone_mesh::{STONE_HEIGHT, STONE_RADIUS};
use crate::game::board::coords::square_center;
use crate::game::board::effects::{WAVE_START_SECONDS, winning_landing};
use crate::game::board::model::{GameEnded, GameModel};
use crate::game::board::motion::{Knocked, ReducedMotion};
use crate::game::board::stones::Stone;
use crate::game::schedule::GameSystems;
use bevy::light::NotShadowCaster;
use bevy::prelude::*;
use std::f32::consts::TAU;

/// Pieces a captured stone bursts into, their speed and lifetime.
const SHARD_COUNT: usize = 10;
const SHARD_SPEED: f32 = 2.6;
const SHARD_SECONDS: f32 = 0.7;
const GRAVITY: f32 = 9.0;
/// Confetti flakes when a game is won: how many, how fast they fly up and how
/// long they live; every third one is gold, the rest in the winner's colour.
const CONFETTI_COUNT: usize = 90;
const CONFETTI_SPEED: f32 = 7.5;
const CONFETTI_SECONDS: f32 = 2.2;

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

/// Registers the particles.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (burst_captured, throw_confetti, fly_shards).in_set(GameSystems::Animate),
    );
}

/// When the front stone hits a captured one, it bursts into shards.
fn burst_captured(
    mut commands: Commands,
    motion: Res<ReducedMotion>,
    looks: Res<StoneLooks>,
    knocked: Query<(Entity, &Knocked, &Stone, &Transform), Without<Burst>>,
) {
    for (entity, knock, stone, transform) in &knocked {
        if !knock.has_started() {
            continue;
        }
        commands.entity(entity).insert(Burst);
        if motion.0 {
            continue;
        }
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
                Mesh3d(looks.shard_mesh().clone()),
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
    motion: Res<ReducedMotion>,
    mut ended: MessageReader<GameEnded>,
    model: Res<GameModel>,
    looks: Res<StoneLooks>,
) {
    for GameEnded(outcome) in ended.read() {
        if motion.0 {
            continue;
        }
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
                Mesh3d(looks.confetti_mesh().clone()),
                MeshMaterial3d(if i % 3 == 0 {
                    looks.gold().clone()
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
