//! Gamepads: on the board the D-pad or left stick moves the cursor (held, it repeats), South
//! (A / Cross) acts like a click, East (B / Circle) clears, West (X / Square) undoes, Start
//! opens the menu. While a window or the menu is open the pad drives the egui panels instead:
//! the D-pad walks the buttons, South presses, East closes, the right stick scrolls the help.
//!
//! egui knows nothing of gamepads, so the pad speaks to it in key events (arrows, Enter,
//! Escape, Tab). Pads come and go at any time: each frame reads the pads present, and a toast
//! says when one is plugged in or out.

use bevy::input::gamepad::{GamepadConnection, GamepadConnectionEvent};
use bevy::prelude::*;
use bevy_egui::input::{EguiInputEvent, EguiWantsInput};
use bevy_egui::{PrimaryEguiContext, egui};

use super::GameSystems;
use super::i18n::Key;
use super::input::BoardCursor;
use super::keyboard::HeldRepeat;
use super::model::{GameModel, UndoMove};
use super::selection::BoardIntent;
use super::ui::{PendingNotices, Toast, UiState};

/// How far a stick must lean to count as a direction.
const STICK_THRESHOLD: f32 = 0.5;
/// Logical pixels a fully leaned right stick scrolls the help text per second.
const SCROLL_SPEED: f32 = 700.0;

/// Registers the gamepad systems.
pub(super) fn plugin(app: &mut App) {
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
    start: bool,
}

/// Reads every pad and acts on the board or the panels.
#[allow(
    clippy::too_many_arguments,
    reason = "one system routes the pad to board or panels"
)]
fn pad_input(
    gamepads: Query<&Gamepad>,
    time: Res<Time>,
    model: Res<GameModel>,
    egui_wants: Res<EguiWantsInput>,
    pending: Res<PendingNotices>,
    egui_context: Query<Entity, With<PrimaryEguiContext>>,
    mut cursor: ResMut<BoardCursor>,
    mut ui_state: ResMut<UiState>,
    mut repeat: Local<HeldRepeat>,
    mut intents: MessageWriter<BoardIntent>,
    mut undo: MessageWriter<UndoMove>,
    mut egui_events: MessageWriter<EguiInputEvent>,
) {
    let mut direction = None;
    let mut presses = Presses::default();
    let mut scroll = 0.0;
    for gamepad in &gamepads {
        direction = direction.or_else(|| pad_direction(gamepad));
        presses.south |= gamepad.just_pressed(GamepadButton::South);
        presses.east |= gamepad.just_pressed(GamepadButton::East);
        presses.west |= gamepad.just_pressed(GamepadButton::West);
        presses.start |= gamepad.just_pressed(GamepadButton::Start);
        scroll -= gamepad.right_stick().y;
    }
    let step = repeat.tick(direction, time.delta());
    let on_panels =
        ui_state.any_window_open() || !pending.0.is_empty() || egui_wants.wants_keyboard_input();

    if presses.start {
        ui_state.toggle_menu();
        return;
    }
    if !on_panels {
        if let Some(step) = step {
            cursor.step(step, model.seat());
        }
        if presses.south {
            cursor.visible = true;
            intents.write(BoardIntent::Square(cursor.square));
        }
        if presses.east {
            intents.write(BoardIntent::Clear);
        }
        if presses.west {
            undo.write(UndoMove);
        }
        return;
    }

    if scroll.abs() > STICK_THRESHOLD && ui_state.help.is_some() {
        ui_state.help_scroll += scroll * SCROLL_SPEED * time.delta_secs();
    }
    let Ok(context) = egui_context.single() else {
        return;
    };
    let mut keys = Vec::new();
    if let Some(step) = step {
        // With nothing focused, arrows do nothing in egui: the first step focuses a button.
        keys.push(if !egui_wants.wants_keyboard_input() {
            egui::Key::Tab
        } else if step.y > 0 {
            egui::Key::ArrowUp
        } else if step.y < 0 {
            egui::Key::ArrowDown
        } else if step.x < 0 {
            egui::Key::ArrowLeft
        } else {
            egui::Key::ArrowRight
        });
    }
    if presses.south {
        keys.push(egui::Key::Enter);
    }
    if presses.east {
        keys.push(egui::Key::Escape);
        ui_state.close_top();
    }
    for key in keys {
        for pressed in [true, false] {
            egui_events.write(EguiInputEvent {
                context,
                event: egui::Event::Key {
                    key,
                    physical_key: None,
                    pressed,
                    repeat: false,
                    modifiers: egui::Modifiers::NONE,
                },
            });
        }
    }
}
