//! The window rests when nothing moves: frames are drawn on input, on window events, while
//! something animates or the computer thinks, and when egui asks for one (bevy_egui turns
//! egui's repaint requests into [`RequestRedraw`]); otherwise the app sleeps until the next
//! event. A board game costs nothing while the player thinks.
//!
//! Each frame ends by asking for the next one while the game is busy: stones on their way,
//! anything whose transform changed this frame (a slide, a flying piece, the camera's swing,
//! a shake), the computer's move or hint being searched (its task and the browser's worker are
//! polled once a frame), a lesson's pause before its next move, and the first seconds after
//! the start, while shaders and fonts arrive. Gamepads are read by polling, not by window
//! events: while one is connected the app wakes often enough to read it.

use crate::game::board::motion::Moving;
use crate::game::board::tutorial::Tutorial;
use crate::game::computer::ComputerSearch;
use crate::game::computer::hint::HintSearch;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};
use std::time::Duration;

/// How long the app sleeps at most when nothing happens: a safety net, not a frame rate.
const IDLE_WAKE: Duration = Duration::from_secs(5);
/// How often the app wakes to read a connected gamepad.
const GAMEPAD_WAKE: Duration = Duration::from_millis(50);
/// Frames are drawn continuously for this long after the start (pipelines compile, fonts and
/// the saved game arrive).
const WARM_UP: Duration = Duration::from_secs(3);

/// Whether the game itself asked for the next frame at the end of the last one (egui's own
/// repaint requests come on top of it, through bevy_egui).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AskedForFrame(pub bool);

/// Registers the update mode and the request for the next frame.
pub(super) fn plugin(app: &mut App) {
    app.insert_resource(resting(false))
        .init_resource::<AskedForFrame>()
        .add_message::<RequestRedraw>()
        .add_systems(Last, (keep_drawing_while_busy, wake_for_gamepads));
}

/// The update modes: wake on window events and redraw requests, or every [`GAMEPAD_WAKE`]
/// while a pad must be read.
fn resting(gamepad: bool) -> WinitSettings {
    let wake = if gamepad { GAMEPAD_WAKE } else { IDLE_WAKE };
    WinitSettings {
        focused_mode: UpdateMode::reactive_low_power(wake),
        unfocused_mode: UpdateMode::reactive_low_power(wake),
    }
}

/// What keeps the game busy this frame.
#[derive(bevy::ecs::system::SystemParam)]
struct Busy<'w, 's> {
    time: Res<'w, Time<Real>>,
    moving: Query<'w, 's, (), Moving>,
    moved: Query<'w, 's, (), Changed<Transform>>,
    search: Option<Res<'w, ComputerSearch>>,
    hint: Option<Res<'w, HintSearch>>,
    tutorial: Option<Res<'w, Tutorial>>,
}

impl Busy<'_, '_> {
    /// Whether the next frame must come without waiting for an event.
    fn is_busy(&self) -> bool {
        self.time.elapsed() < WARM_UP
            || !self.moving.is_empty()
            || !self.moved.is_empty()
            || self.search.is_some()
            || self.hint.is_some()
            || self.tutorial.as_ref().is_some_and(|t| t.is_waiting())
    }
}

/// Asks for the next frame while anything moves or waits on time.
fn keep_drawing_while_busy(
    busy: Busy,
    mut asked: ResMut<AskedForFrame>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let busy = busy.is_busy();
    asked.set_if_neq(AskedForFrame(busy));
    if busy {
        redraw.write(RequestRedraw);
    }
}

/// Wakes often while a gamepad is connected, rarely otherwise.
fn wake_for_gamepads(gamepads: Query<(), With<Gamepad>>, mut settings: ResMut<WinitSettings>) {
    let wanted = resting(!gamepads.is_empty());
    if settings.focused_mode != wanted.focused_mode {
        *settings = wanted;
    }
}
