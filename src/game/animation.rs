//! Move animation: a moving line slides as one body with easing, the front
//! stone leading; captured stones are knocked up and away and shrink out.
//! When the game is reset (undo, new game, a restored game) stones glide back
//! to their squares, and stones that come back or go away grow or shrink.
//! The model has already changed when an animation starts, so input is never
//! held up by it.

use super::celebration::Hop;
use super::coords::square_center;
use super::selection::Selection;
use super::stones::OnSquare;
use bevy::prelude::*;

/// Seconds a slide takes for a one-square move.
pub const SLIDE_BASE_SECONDS: f32 = 0.24;
/// Extra seconds per further square of distance.
pub const SLIDE_SECONDS_PER_SQUARE: f32 = 0.05;
/// Delay between one stone of a line and the one behind it.
pub const SLIDE_STAGGER_SECONDS: f32 = 0.03;
/// Seconds a knocked-out stone takes to disappear.
pub const KNOCK_SECONDS: f32 = 0.6;
/// How far (world units) a knocked-out stone flies along the move's direction.
pub const KNOCK_DISTANCE: f32 = 0.9;
/// How high a knocked-out stone rises.
pub const KNOCK_HEIGHT: f32 = 0.8;
/// Turns a knocked-out stone makes while it flies.
pub const KNOCK_TURNS: f32 = 1.5;

/// Seconds a stone takes to glide to its square when the game is reset.
pub const RESET_SLIDE_SECONDS: f32 = 0.4;
/// Seconds a stone takes to grow in or shrink away when a reset brings it back or takes it.
pub const FADE_SECONDS: f32 = 0.3;
/// How far above its square a returning stone starts.
const APPEAR_DROP: f32 = 0.4;

/// How high a selected stone floats above its square.
pub const SELECTED_LIFT: f32 = 0.12;
/// How fast a stone rises or settles, in world units per second.
const LIFT_SPEED: f32 = 1.2;

/// A stone sliding from one point to another.
#[derive(Component, Clone, Copy, Debug)]
pub struct Slide {
    from: Vec3,
    to: Vec3,
    delay: f32,
    duration: f32,
    elapsed: f32,
}

impl Slide {
    /// A slide of a stone that is `rank_from_front` places behind the front of
    /// its line (0 for the front), for a move of `distance` squares.
    pub fn new(from: Vec3, to: Vec3, rank_from_front: usize, distance: u8) -> Slide {
        Slide {
            from,
            to,
            delay: rank_from_front as f32 * SLIDE_STAGGER_SECONDS,
            duration: slide_seconds(distance),
            elapsed: 0.0,
        }
    }
}

impl Slide {
    /// The glide of a stone back to its square when the game is reset.
    pub fn reset(from: Vec3, to: Vec3) -> Slide {
        Slide {
            from,
            to,
            delay: 0.0,
            duration: RESET_SLIDE_SECONDS,
            elapsed: 0.0,
        }
    }
}

/// A stone growing into its square (undo brings back a captured stone).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Appear {
    elapsed: f32,
}

/// A stone shrinking away, then despawned (a reset to a position without it).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Vanish {
    elapsed: f32,
}

/// Seconds the slide of a move over `distance` squares takes.
pub fn slide_seconds(distance: u8) -> f32 {
    SLIDE_BASE_SECONDS + SLIDE_SECONDS_PER_SQUARE * f32::from(distance.saturating_sub(1))
}

/// A captured stone on its way out; despawned when done.
#[derive(Component, Clone, Copy, Debug)]
pub struct Knocked {
    direction: Vec3,
    delay: f32,
    elapsed: f32,
    origin: Option<Transform>,
}

impl Knocked {
    /// Knocked along `direction` when the front of a move of `distance` squares arrives.
    pub fn new(direction: Vec3, distance: u8) -> Knocked {
        Knocked {
            direction: direction.normalize_or_zero(),
            // The hit lands a little before the front stone settles.
            delay: slide_seconds(distance) * IMPACT_FRACTION,
            elapsed: 0.0,
            origin: None,
        }
    }

    /// Whether the stone has started flying (the front has hit it).
    pub fn has_started(&self) -> bool {
        self.elapsed >= self.delay
    }

    /// How far the knock-out has gone, 0 to 1.
    pub fn progress(&self) -> f32 {
        ((self.elapsed - self.delay) / KNOCK_SECONDS).clamp(0.0, 1.0)
    }
}

/// The fraction of its slide after which the front stone hits what it captures.
const IMPACT_FRACTION: f32 = 0.8;

/// Registers the animation systems.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            animate_slides,
            animate_knocked,
            lift_selected,
            animate_appearing,
            animate_vanishing,
        )
            .in_set(super::GameSystems::Animate),
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
    time: Res<Time>,
    mut slides: Query<(Entity, &mut Slide, &mut Transform)>,
) {
    for (entity, mut slide, mut transform) in &mut slides {
        slide.elapsed += time.delta_secs();
        let t = ((slide.elapsed - slide.delay) / slide.duration).clamp(0.0, 1.0);
        transform.translation = slide.from.lerp(slide.to, ease_in_out_cubic(t));
        if t >= 1.0 {
            commands.entity(entity).remove::<Slide>();
        }
    }
}

/// Stones that neither slide, fly, hop nor grow in.
type AtRest = (
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
    time: Res<Time>,
    mut knocked: Query<(Entity, &mut Knocked, &mut Transform)>,
) {
    for (entity, mut knock, mut transform) in &mut knocked {
        knock.elapsed += time.delta_secs();
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
    time: Res<Time>,
    mut appearing: Query<(Entity, &mut Appear, &OnSquare, &mut Transform)>,
) {
    for (entity, mut appear, on, mut transform) in &mut appearing {
        appear.elapsed += time.delta_secs();
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
    time: Res<Time>,
    mut vanishing: Query<(Entity, &mut Vanish, &mut Transform)>,
) {
    for (entity, mut vanish, mut transform) in &mut vanishing {
        vanish.elapsed += time.delta_secs();
        let t = (vanish.elapsed / FADE_SECONDS).clamp(0.0, 1.0);
        transform.scale = Vec3::splat(1.0 - t * t);
        if t >= 1.0 {
            commands.entity(entity).despawn();
        }
    }
}
