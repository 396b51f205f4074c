//! The keyboard: arrow keys or W A S D (by key position, so any layout works) move the board
//! cursor, held keys repeat at the system's rate; Enter acts like a click on the cursor's square; Escape closes the
//! top window or clears the selection; Z undoes, Shift+Z or Y redoes; V switches the view; H asks for a hint; Space does nothing.
//!
//! Review: Shift+← and Shift+→ step back and forward through the game's positions (Home goes
//! to the start, End back to the current position); while reviewing, ← and → (A and D) step
//! too, and Escape returns to the current position.
//!
//! Keys are taken in the order they came, however many arrive within one slow frame; a chord
//! (Ctrl+A in a text box, Shift+← on the board) keeps its modifier: a frame's keys are cut
//! where a modifier is pressed or let go after another key, and the rest wait for the next
//! frame (Bevy and egui read the modifiers once a frame, so a quick Ctrl+A whose Ctrl was let
//! go within the same frame reached egui as a plain A).
//!
//! Tab moves the focus into the egui panels (egui itself then walks the buttons with Tab) and,
//! past the last button, back to the board; Escape in the panels returns to the board too. While
//! a panel has the focus the board's keys are not read. The keys that mean one thing on the
//! board and another over a window (the steps, Enter, Escape, the help's scroll) are written as
//! [`InputIntent`]s: the windows decide what they mean (`ui::intents`).

use bevy::ecs::message::Messages;
use bevy::input::keyboard::KeyboardInput;
use bevy::input::{ButtonState, InputSystems};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::input::egui_wants_any_keyboard_input;

use crate::game::action::{
    Ask, BoardAction, Device, GameAction, InputIntent, PlayerAction, PreferenceChange, ReviewStep,
};
use crate::game::board::cursor::BoardCursor;
use crate::game::board::model::GameModel;
use crate::game::schedule::GameSystems;

/// Logical pixels Page Up and Page Down scroll the help text by.
const PAGE_SCROLL: f32 = 240.0;

/// The cursor steps of the direction keys, as seen from the player's seat (`+y` is away).
const DIRECTION_KEYS: [(KeyCode, KeyCode, IVec2); 4] = [
    (KeyCode::ArrowUp, KeyCode::KeyW, IVec2::Y),
    (KeyCode::ArrowDown, KeyCode::KeyS, IVec2::NEG_Y),
    (KeyCode::ArrowLeft, KeyCode::KeyA, IVec2::NEG_X),
    (KeyCode::ArrowRight, KeyCode::KeyD, IVec2::X),
];

/// Registers the keyboard systems (public for headless tests).
pub fn plugin(app: &mut App) {
    app.add_message::<RequestRedraw>()
        .add_systems(PreUpdate, one_chord_per_frame.before(InputSystems))
        .add_systems(
            Update,
            (
                board_keys.run_if(not(egui_wants_any_keyboard_input)),
                cursor_leaves_with_focus.run_if(egui_wants_any_keyboard_input),
                help_scroll_keys,
            )
                .in_set(GameSystems::Input),
        );
}

/// The modifier keys, whose state Bevy and egui read once a frame.
const MODIFIERS: [KeyCode; 8] = [
    KeyCode::ShiftLeft,
    KeyCode::ShiftRight,
    KeyCode::ControlLeft,
    KeyCode::ControlRight,
    KeyCode::AltLeft,
    KeyCode::AltRight,
    KeyCode::SuperLeft,
    KeyCode::SuperRight,
];

/// Lets through this frame the keys up to the first change of a modifier that follows
/// another key, and keeps the rest, in order, for the next frame (which it asks for).
fn one_chord_per_frame(
    mut keys: ResMut<Messages<KeyboardInput>>,
    mut waiting: Local<Vec<KeyboardInput>>,
    mut passed_last_frame: Local<usize>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if waiting.is_empty() && keys.is_empty() {
        *passed_last_frame = 0;
        return;
    }
    // After `First` swapped the buffers the older one holds, in order, the keys this system
    // passed on last frame (already read by everyone) and then the keys that came since.
    let seen = *passed_last_frame;
    let arrived: Vec<KeyboardInput> = waiting.drain(..).chain(keys.drain().skip(seen)).collect();
    let cut = chord_end(&arrived);
    *passed_last_frame = cut;
    keys.write_batch(arrived[..cut].iter().cloned());
    if cut < arrived.len() {
        waiting.extend(arrived[cut..].iter().cloned());
        redraw.write(RequestRedraw);
    }
}

/// Where the first chord of `keys` ends: before the first press or release of a modifier that
/// comes after another key.
fn chord_end(keys: &[KeyboardInput]) -> usize {
    let mut other_key = false;
    for (index, key) in keys.iter().enumerate() {
        if MODIFIERS.contains(&key.key_code) {
            if other_key {
                return index;
            }
        } else {
            other_key = true;
        }
    }
    keys.len()
}

/// The keys that act on the board while no panel has the focus, in the order they were
/// pressed; a held direction key steps again with each of the system's key repeats, and quick
/// taps each count even when several fall into one slow frame.
fn board_keys(
    mut keys: MessageReader<KeyboardInput>,
    held: Res<ButtonInput<KeyCode>>,
    model: Res<GameModel>,
    mut intents: MessageWriter<InputIntent>,
) {
    let shift = held.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let reviewing = model.review().is_some();
    for key in keys.read() {
        if key.state != ButtonState::Pressed {
            continue;
        }
        if let Some(ask) = key_ask(key.key_code, key.repeat, shift, reviewing) {
            intents.write(InputIntent {
                device: Device::Keyboard,
                ask,
            });
        }
    }
}

/// What a pressed key asks for on the board (`repeat`: a key repeat of a held key, which only
/// the steps take).
fn key_ask(code: KeyCode, repeat: bool, shift: bool, reviewing: bool) -> Option<Ask> {
    if let Some(step) = review_step(code, shift, reviewing) {
        return Some(Ask::Board(GameAction::Review(step).into()));
    }
    if let Some(&(_, _, step)) = DIRECTION_KEYS
        .iter()
        .find(|(arrow, letter, _)| code == *arrow || code == *letter)
    {
        return Some(Ask::Step(step));
    }
    if repeat {
        return None;
    }
    let action: PlayerAction = match code {
        KeyCode::Enter | KeyCode::NumpadEnter => return Some(Ask::Confirm),
        KeyCode::Escape => return Some(Ask::Back),
        KeyCode::KeyZ if shift => GameAction::Redo.into(),
        KeyCode::KeyZ => GameAction::Undo.into(),
        KeyCode::KeyY => GameAction::Redo.into(),
        KeyCode::KeyH => GameAction::Hint.into(),
        KeyCode::KeyV => PreferenceChange::ToggleView.into(),
        // Space (and everything else) does nothing on the board.
        _ => return None,
    };
    Some(Ask::Board(action))
}

/// While a panel has the keyboard's focus the board's cursor is not shown: the keys act there.
fn cursor_leaves_with_focus(cursor: Res<BoardCursor>, mut actions: MessageWriter<PlayerAction>) {
    if cursor.visible {
        actions.write(BoardAction::HideCursor.into());
    }
}

/// The review step of a key: Shift+←/→ always, ←/→ (A/D) while reviewing, Home and End.
fn review_step(code: KeyCode, shift: bool, reviewing: bool) -> Option<ReviewStep> {
    let stepping = shift || reviewing;
    match code {
        KeyCode::ArrowLeft | KeyCode::KeyA if stepping => Some(ReviewStep::Back),
        KeyCode::ArrowRight | KeyCode::KeyD if stepping => Some(ReviewStep::Forward),
        KeyCode::Home => Some(ReviewStep::ToPly(0)),
        KeyCode::End => Some(ReviewStep::Exit),
        _ => None,
    }
}

/// Page Up and Page Down scroll the help text (when it is open), wherever the focus is.
fn help_scroll_keys(keys: Res<ButtonInput<KeyCode>>, mut intents: MessageWriter<InputIntent>) {
    for (key, pixels) in [
        (KeyCode::PageDown, PAGE_SCROLL),
        (KeyCode::PageUp, -PAGE_SCROLL),
    ] {
        if keys.just_pressed(key) {
            intents.write(InputIntent {
                device: Device::Keyboard,
                ask: Ask::Scroll(pixels),
            });
        }
    }
}
