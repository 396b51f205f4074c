//! The ways a stone can be moving, as components: the stone entities get them from the model's
//! changes ([`super::stones`]) and the winner's wave ([`super::effects`]), and
//! [`super::animation`] moves them. Times are in seconds.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

/// The time that moves the animations on: the frame's seconds, run faster where the player
/// asked for less motion.
#[derive(SystemParam)]
pub struct AnimationTime<'w> {
    time: Res<'w, Time>,
    reduced: Res<'w, ReducedMotion>,
}

impl AnimationTime<'_> {
    /// The seconds of motion this frame moves an animation on.
    pub fn step(&self) -> f32 {
        self.reduced.pace(self.time.delta_secs())
    }

    /// The seconds this frame took, whatever the player chose.
    pub fn frame_seconds(&self) -> f32 {
        self.time.delta_secs()
    }

    /// The seconds since the game started.
    pub fn now(&self) -> f32 {
        self.time.elapsed_secs()
    }

    /// Whether the player asked for less motion: no shake, hops or beats.
    pub fn reduced(&self) -> bool {
        self.reduced.0
    }
}

/// Seconds a slide takes for a one-square move.
pub const SLIDE_BASE_SECONDS: f32 = 0.24;
/// Extra seconds per further square of distance.
pub const SLIDE_SECONDS_PER_SQUARE: f32 = 0.05;
/// Delay between one stone of a line and the one behind it.
pub const SLIDE_STAGGER_SECONDS: f32 = 0.03;
/// Seconds a knocked-out stone takes to disappear.
pub const KNOCK_SECONDS: f32 = 0.6;
/// Seconds a stone takes to glide to its square when the game is reset.
pub const RESET_SLIDE_SECONDS: f32 = 0.4;
/// How much higher than a plain hop a deciding stone hops.
const DECIDING_HOP_HEIGHT: f32 = 1.8;
/// The fraction of its slide after which the front stone hits what it captures.
const IMPACT_FRACTION: f32 = 0.8;

/// How many times faster the motions run when motion is reduced.
const REDUCED_PACE: f32 = 3.0;

/// Whether the player (or the system) asked for less motion: the slides, knocks and fades run
/// [`REDUCED_PACE`] times faster, and the shake, the hops, the shards and the confetti are
/// left out. Follows [`Preferences::reduces_motion`](crate::game::preferences::Preferences::reduces_motion).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReducedMotion(pub bool);

impl ReducedMotion {
    /// The seconds of motion that `seconds` of time move on.
    pub fn pace(self, seconds: f32) -> f32 {
        if self.0 {
            seconds * REDUCED_PACE
        } else {
            seconds
        }
    }
}

/// Seconds the slide of a move over `distance` squares takes.
pub fn slide_seconds(distance: u8) -> f32 {
    SLIDE_BASE_SECONDS + SLIDE_SECONDS_PER_SQUARE * f32::from(distance.saturating_sub(1))
}

/// A stone sliding from one point to another.
#[derive(Component, Clone, Copy, Debug)]
pub struct Slide {
    pub(super) from: Vec3,
    pub(super) to: Vec3,
    pub(super) delay: f32,
    pub(super) duration: f32,
    pub(super) elapsed: f32,
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
    pub(super) elapsed: f32,
}

/// A stone shrinking away, then despawned (a reset to a position without it).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Vanish {
    pub(super) elapsed: f32,
}

/// A captured stone on its way out; despawned when done.
#[derive(Component, Clone, Copy, Debug)]
pub struct Knocked {
    pub(super) direction: Vec3,
    pub(super) delay: f32,
    pub(super) elapsed: f32,
    pub(super) origin: Option<Transform>,
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

/// A stone of the winner, hopping after a delay.
#[derive(Component, Clone, Copy, Debug)]
pub struct Hop {
    pub(super) delay: f32,
    pub(super) elapsed: f32,
    /// How high it hops, relative to a plain hop.
    pub(super) height: f32,
    /// Whether it turns about the vertical as it hops.
    pub(super) spins: bool,
}

impl Hop {
    /// Plain hops that start after `delay` seconds.
    pub fn after(delay: f32) -> Hop {
        Hop {
            delay,
            elapsed: 0.0,
            height: 1.0,
            spins: false,
        }
    }

    /// The hops of a stone that decided the game, after `delay` seconds: higher, turning.
    pub fn deciding(delay: f32) -> Hop {
        Hop {
            height: DECIDING_HOP_HEIGHT,
            spins: true,
            ..Hop::after(delay)
        }
    }
}

/// Stones that are on their way somewhere (a picture waits for them to come to rest).
pub type Moving = Or<(
    With<Slide>,
    With<Knocked>,
    With<Appear>,
    With<Vanish>,
    With<Hop>,
)>;
