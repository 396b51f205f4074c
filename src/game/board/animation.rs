//! Move animation: a moving line slides as one body with easing, the front
//! stone leading; captured stones are knocked up and away and shrink out.
//! When the game is reset (undo, new game, a restored game) stones glide back
//! to their squares, and stones that come back or go away grow or shrink; the
//! winner's stones hop. Reduced motion ([`ReducedMotion`]) runs them faster and leaves the
//! hops out. The model has already changed when an animation starts,
//! so input is never held up by it.

use super::coords::square_center;
use super::drag::Carried;
use super::motion::{AnimationTime, Appear, Hop, Knocked, ReducedMotion, Slide, Vanish};
use super::selection::Selection;
use super::stones::OnSquare;
use crate::game::schedule::GameSystems;
use bevy::prelude::*;

/// How far (world units) a knocked-out stone flies along the move's direction.
pub const KNOCK_DISTANCE: f32 = 0.9;
/// How high a knocked-out stone rises.
pub const KNOCK_HEIGHT: f32 = 0.8;
/// Turns a knocked-out stone makes while it flies.
pub const KNOCK_TURNS: f32 = 1.5;
/// Seconds a stone takes to grow in or shrink away when a reset brings it back or takes it.
pub const FADE_SECONDS: f32 = 0.3;
/// How far above its square a returning stone starts.
const APPEAR_DROP: f32 = 0.4;
/// How high a selected stone floats above its square.
pub const SELECTED_LIFT: f32 = 0.12;
/// How fast a stone rises or settles, in world units per second.
const LIFT_SPEED: f32 = 1.2;
/// Seconds one hop takes, and how many each stone makes.
const HOP_SECONDS: f32 = 0.42;
const HOPS: f32 = 2.0;
/// How high a stone hops.
const HOP_HEIGHT: f32 = 0.35;

/// Registers the animation systems.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ReducedMotion>().add_systems(
        Update,
        (
            animate_slides,
            animate_knocked,
            lift_selected,
            animate_appearing,
            animate_vanishing,
            hop,
        )
            .in_set(GameSystems::Animate),
    );
}

/// Smooth start and stop.
fn ease_in_out_cubic(t: f32) -> f32 {
    if t < 0.5 {
        4.0 * t * t * t
    } else {
        1.0 - (-2.0 * t + 2.0).powi(3) / 2.0
    }
}

fn animate_slides(
    mut commands: Commands,
    motion: AnimationTime,
    mut slides: Query<(Entity, &mut Slide, &mut Transform)>,
) {
    for (entity, mut slide, mut transform) in &mut slides {
        slide.elapsed += motion.step();
        let t = ((slide.elapsed - slide.delay) / slide.duration).clamp(0.0, 1.0);
        transform.translation = slide.from.lerp(slide.to, ease_in_out_cubic(t));
        if t >= 1.0 {
            commands.entity(entity).remove::<Slide>();
        }
    }
}

/// Stones that neither slide, fly, hop, grow in nor are carried by a drag.
type AtRest = (
    Without<Carried>,
    Without<Slide>,
    Without<Knocked>,
    Without<Hop>,
    Without<Appear>,
);

/// Selected stones float a little above the board; the others rest on it.
fn lift_selected(
    time: Res<Time>,
    selection: Res<Selection>,
    mut stones: Query<(&OnSquare, &mut Transform), AtRest>,
) {
    let step = LIFT_SPEED * time.delta_secs();
    for (on, mut transform) in &mut stones {
        let rest = square_center(on.0);
        let height = if selection.stones().contains(&on.0) {
            SELECTED_LIFT
        } else {
            0.0
        };
        let y = transform.translation.y;
        let next = y + (height - y).clamp(-step, step);
        if next != y || transform.translation.xz() != rest.xz() {
            transform.translation = rest.with_y(next);
        }
    }
}

fn animate_knocked(
    mut commands: Commands,
    motion: AnimationTime,
    mut knocked: Query<(Entity, &mut Knocked, &mut Transform)>,
) {
    for (entity, mut knock, mut transform) in &mut knocked {
        knock.elapsed += motion.step();
        if !knock.has_started() {
            continue;
        }
        let origin = *knock.origin.get_or_insert(*transform);
        let t = knock.progress();
        let arc = 4.0 * t * (1.0 - t);
        transform.translation = origin.translation
            + knock.direction * KNOCK_DISTANCE * t
            + Vec3::Y * KNOCK_HEIGHT * arc;
        let tumble_axis = Vec3::Y
            .cross(knock.direction)
            .try_normalize()
            .unwrap_or(Vec3::X);
        transform.rotation =
            Quat::from_axis_angle(tumble_axis, KNOCK_TURNS * std::f32::consts::TAU * t)
                * origin.rotation;
        transform.scale = origin.scale * (1.0 - t * t);
        if t >= 1.0 {
            commands.entity(entity).despawn();
        }
    }
}

/// Overshoots a little before it settles, like a stone set down firmly.
fn ease_out_back(t: f32) -> f32 {
    const C1: f32 = 1.70158;
    const C3: f32 = C1 + 1.0;
    1.0 + C3 * (t - 1.0).powi(3) + C1 * (t - 1.0).powi(2)
}

fn animate_appearing(
    mut commands: Commands,
    motion: AnimationTime,
    mut appearing: Query<(Entity, &mut Appear, &OnSquare, &mut Transform)>,
) {
    for (entity, mut appear, on, mut transform) in &mut appearing {
        appear.elapsed += motion.step();
        let t = (appear.elapsed / FADE_SECONDS).clamp(0.0, 1.0);
        let rest = square_center(on.0);
        transform.translation = rest + Vec3::Y * APPEAR_DROP * (1.0 - t) * (1.0 - t);
        transform.scale = Vec3::splat(ease_out_back(t).max(0.0));
        if t >= 1.0 {
            transform.scale = Vec3::ONE;
            commands.entity(entity).remove::<Appear>();
        }
    }
}

fn animate_vanishing(
    mut commands: Commands,
    motion: AnimationTime,
    mut vanishing: Query<(Entity, &mut Vanish, &mut Transform)>,
) {
    for (entity, mut vanish, mut transform) in &mut vanishing {
        vanish.elapsed += motion.step();
        let t = (vanish.elapsed / FADE_SECONDS).clamp(0.0, 1.0);
        transform.scale = Vec3::splat(1.0 - t * t);
        if t >= 1.0 {
            commands.entity(entity).despawn();
        }
    }
}

/// Moves the hopping stones; a stone of the winning line waits until it has landed. With
/// motion reduced, a stone does not hop: it stays on its square.
fn hop(
    mut commands: Commands,
    motion: AnimationTime,
    mut hopping: Query<(Entity, &mut Hop, &OnSquare, &mut Transform), Without<Slide>>,
) {
    for (entity, mut hop, on, mut transform) in &mut hopping {
        hop.elapsed += motion.frame_seconds();
        let t = (hop.elapsed - hop.delay) / HOP_SECONDS;
        if t < 0.0 && !motion.reduced() {
            continue;
        }
        let rest = square_center(on.0);
        if t >= HOPS || motion.reduced() {
            transform.translation = rest;
            transform.rotation = Quat::IDENTITY;
            commands.entity(entity).remove::<Hop>();
            continue;
        }
        let phase = t.fract();
        transform.translation =
            rest + Vec3::Y * HOP_HEIGHT * hop.height * 4.0 * phase * (1.0 - phase);
        if hop.spins {
            // A deciding stone turns a full turn over its hops, tipping as it goes.
            let turn = std::f32::consts::TAU * t / HOPS;
            transform.rotation =
                Quat::from_rotation_y(turn) * Quat::from_rotation_x(0.5 * turn.sin() * 0.5);
        }
    }
}
