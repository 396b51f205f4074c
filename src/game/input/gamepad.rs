//! Gamepads: on the board the D-pad or left stick moves the cursor (held, it repeats), South
//! (A / Cross) acts like a click, East (B / Circle) clears, West (X / Square) undoes, North
//! (Y / Triangle) asks for a hint, the shoulder buttons step back and forward through the
//! game's positions (a review), Start opens the menu. While a window or the menu is open the pad drives the egui panels instead:
//! the D-pad walks the buttons, South presses, East closes, the right stick scrolls the help.
//!
//! The pad writes what it asks for as [`InputIntent`]s; the windows decide whether the board or
//! the panels take it (`ui::intents`, which speaks to egui in key events for the pad). Pads come
//! and go at any time: each frame reads the pads present, and a toast says when one is plugged
//! in or out.

use std::time::Duration;

use bevy::input::gamepad::{GamepadConnection, GamepadConnectionEvent};
use bevy::prelude::*;

use crate::game::action::{Ask, Device, GameAction, InputIntent, ReviewStep};
use crate::game::notify::Toast;
use crate::game::schedule::GameSystems;
use epaminondas_play::i18n::Key;

/// How far a stick must lean to count as a direction.
const STICK_THRESHOLD: f32 = 0.5;
/// Logical pixels a fully leaned right stick scrolls the help text per second.
const SCROLL_SPEED: f32 = 700.0;

/// How long a held direction waits before it repeats.
pub const REPEAT_DELAY: Duration = Duration::from_millis(330);
/// How often a held direction repeats after that.
pub const REPEAT_INTERVAL: Duration = Duration::from_millis(120);

/// Turns a held direction into steps: one at once, then repeats after a delay.
///
/// A press that comes and goes between two frames (a quick tap on a slow frame) still steps,
/// because the caller passes it as `fresh`.
#[derive(Debug, Default)]
pub struct HeldRepeat {
    held: Option<IVec2>,
    wait: Duration,
}

impl HeldRepeat {
    /// The step to take this frame, given the direction newly pressed this frame (`fresh`) and
    /// the direction held down now (`held`), if any.
    pub fn tick(
        &mut self,
        fresh: Option<IVec2>,
        held: Option<IVec2>,
        delta: Duration,
    ) -> Option<IVec2> {
        let held = held.or(fresh);
        if fresh.is_some() || held != self.held {
            self.held = held;
            self.wait = REPEAT_DELAY;
            return fresh.or(held);
        }
        let held = held?;
        self.wait = self.wait.saturating_sub(delta);
        if self.wait.is_zero() {
            self.wait = REPEAT_INTERVAL;
            Some(held)
        } else {
            None
        }
    }
}

/// Registers the gamepad systems (public for headless tests).
pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (announce_connections, pad_input).in_set(GameSystems::Input),
    );
}

/// Says when a pad is plugged in or out.
fn announce_connections(
    mut connections: MessageReader<GamepadConnectionEvent>,
    mut toasts: MessageWriter<Toast>,
) {
    for event in connections.read() {
        let key = match event.connection {
            GamepadConnection::Connected { .. } => Key::GamepadConnected,
            GamepadConnection::Disconnected => Key::GamepadDisconnected,
        };
        info!("gamepad {}: {key:?}", event.gamepad);
        toasts.write(Toast(key));
    }
}

/// The D-pad buttons with the cursor steps they make (`+y` is up).
const DPAD: [(GamepadButton, IVec2); 4] = [
    (GamepadButton::DPadUp, IVec2::Y),
    (GamepadButton::DPadDown, IVec2::NEG_Y),
    (GamepadButton::DPadLeft, IVec2::NEG_X),
    (GamepadButton::DPadRight, IVec2::X),
];

/// The step of a D-pad button pressed this frame, even if already released again.
fn dpad_pressed(gamepad: &Gamepad) -> Option<IVec2> {
    DPAD.iter()
        .find(|(button, _)| gamepad.just_pressed(*button))
        .map(|&(_, step)| step)
}

/// The direction a pad's D-pad or left stick points at, as a cursor step (`+y` is up).
fn pad_direction(gamepad: &Gamepad) -> Option<IVec2> {
    let dpad = gamepad.dpad();
    let lean = if dpad != Vec2::ZERO {
        dpad
    } else {
        gamepad.left_stick()
    };
    if lean.length() < STICK_THRESHOLD {
        return None;
    }
    Some(if lean.x.abs() > lean.y.abs() {
        IVec2::new(lean.x.signum() as i32, 0)
    } else {
        IVec2::new(0, lean.y.signum() as i32)
    })
}

/// The buttons pressed this frame on any pad.
#[derive(Default)]
struct Presses {
    south: bool,
    east: bool,
    west: bool,
    north: bool,
    start: bool,
    left_shoulder: bool,
    right_shoulder: bool,
}

/// Reads every pad and writes what it asks for.
fn pad_input(
    gamepads: Query<&Gamepad>,
    time: Res<Time>,
    mut repeat: Local<HeldRepeat>,
    mut intents: MessageWriter<InputIntent>,
) {
    let mut fresh = None;
    let mut direction = None;
    let mut presses = Presses::default();
    let mut scroll = 0.0;
    for gamepad in &gamepads {
        fresh = fresh.or_else(|| dpad_pressed(gamepad));
        direction = direction.or_else(|| pad_direction(gamepad));
        presses.south |= gamepad.just_pressed(GamepadButton::South);
        presses.east |= gamepad.just_pressed(GamepadButton::East);
        presses.west |= gamepad.just_pressed(GamepadButton::West);
        presses.north |= gamepad.just_pressed(GamepadButton::North);
        presses.start |= gamepad.just_pressed(GamepadButton::Start);
        presses.left_shoulder |= gamepad.just_pressed(GamepadButton::LeftTrigger);
        presses.right_shoulder |= gamepad.just_pressed(GamepadButton::RightTrigger);
        scroll -= gamepad.right_stick().y;
    }
    let step = repeat.tick(fresh, direction, time.delta());
    if presses.start {
        intents.write(InputIntent {
            device: Device::Gamepad,
            ask: Ask::Menu,
        });
        return;
    }
    let asks = [
        step.map(Ask::Step),
        presses.south.then_some(Ask::Confirm),
        presses.east.then_some(Ask::Back),
        presses.west.then_some(Ask::Board(GameAction::Undo.into())),
        presses.north.then_some(Ask::Board(GameAction::Hint.into())),
        presses
            .left_shoulder
            .then_some(Ask::Board(GameAction::Review(ReviewStep::Back).into())),
        presses
            .right_shoulder
            .then_some(Ask::Board(GameAction::Review(ReviewStep::Forward).into())),
        (scroll.abs() > STICK_THRESHOLD)
            .then(|| Ask::Scroll(scroll * SCROLL_SPEED * time.delta_secs())),
    ];
    intents.write_batch(asks.into_iter().flatten().map(|ask| InputIntent {
        device: Device::Gamepad,
        ask,
    }));
}

#[cfg(test)]
mod tests {
    use super::*;

    const FRAME: Duration = Duration::from_millis(16);

    #[test]
    fn a_held_key_steps_once_then_repeats_after_the_delay() {
        let up = Some(IVec2::Y);
        let mut repeat = HeldRepeat::default();
        assert_eq!(repeat.tick(up, up, FRAME), up);
        let mut steps = 0;
        let mut elapsed = Duration::ZERO;
        while elapsed < REPEAT_DELAY + REPEAT_INTERVAL * 2 + FRAME * 2 {
            elapsed += FRAME;
            steps += usize::from(repeat.tick(None, up, FRAME).is_some());
        }
        assert_eq!(steps, 3, "the delay, then two intervals");
        assert_eq!(repeat.tick(None, None, FRAME), None);
        assert_eq!(repeat.tick(None, Some(IVec2::X), FRAME), Some(IVec2::X));
    }

    #[test]
    fn quick_taps_between_frames_each_step() {
        let right = Some(IVec2::X);
        let mut repeat = HeldRepeat::default();
        // Pressed and released within one slow frame: nothing is held any more.
        assert_eq!(repeat.tick(right, None, FRAME * 30), right);
        assert_eq!(repeat.tick(right, None, FRAME * 30), right);
        assert_eq!(repeat.tick(None, None, FRAME * 30), None);
    }
}
