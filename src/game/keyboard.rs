//! The keyboard: arrow keys or W A S D (by key position, so any layout works) move the board
//! cursor, held keys repeat at the system's rate; Enter acts like a click on the cursor's square; Escape closes the
//! top window or clears the selection; Z undoes; V switches the view; Space does nothing.
//!
//! Tab moves the focus into the egui panels (egui itself then walks the buttons with Tab) and,
//! past the last button, back to the board; Escape in the panels returns to the board too. While
//! a panel has the focus the board ignores the keys.

use bevy::input::ButtonState;
use bevy::input::keyboard::KeyboardInput;
use bevy::prelude::*;
use bevy_egui::input::egui_wants_any_keyboard_input;

use super::GameSystems;
use super::input::BoardCursor;
use super::model::{GameModel, ToggleView, UndoMove};
use super::selection::BoardIntent;
use super::ui::UiState;

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
    app.add_systems(
        Update,
        (
            board_keys.run_if(not(egui_wants_any_keyboard_input)),
            help_scroll_keys,
        )
            .in_set(GameSystems::Input),
    );
}

/// The keys that act on the board while no panel has the focus, in the order they were
/// pressed; a held direction key steps again with each of the system's key repeats, and quick
/// taps each count even when several fall into one slow frame.
fn board_keys(
    mut keys: MessageReader<KeyboardInput>,
    model: Res<GameModel>,
    mut cursor: ResMut<BoardCursor>,
    mut ui_state: ResMut<UiState>,
    mut intents: MessageWriter<BoardIntent>,
    mut undo: MessageWriter<UndoMove>,
    mut toggle_view: MessageWriter<ToggleView>,
) {
    for key in keys.read() {
        if key.state != ButtonState::Pressed {
            continue;
        }
        let code = key.key_code;
        if let Some(&(_, _, step)) = DIRECTION_KEYS
            .iter()
            .find(|(arrow, letter, _)| code == *arrow || code == *letter)
        {
            cursor.step(step, model.seat());
            continue;
        }
        if key.repeat {
            continue;
        }
        match code {
            KeyCode::Enter | KeyCode::NumpadEnter => {
                cursor.visible = true;
                intents.write(BoardIntent::Square(cursor.square));
            }
            KeyCode::Escape if !ui_state.close_top() => {
                intents.write(BoardIntent::Clear);
            }
            KeyCode::KeyZ => {
                undo.write(UndoMove);
            }
            KeyCode::KeyV => {
                toggle_view.write(ToggleView);
            }
            // Space (and everything else) does nothing on the board.
            _ => {}
        }
    }
}

/// Page Up and Page Down scroll the help text, wherever the focus is.
fn help_scroll_keys(keys: Res<ButtonInput<KeyCode>>, mut ui_state: ResMut<UiState>) {
    if ui_state.help.is_none() {
        return;
    }
    if keys.just_pressed(KeyCode::PageDown) {
        ui_state.help_scroll += PAGE_SCROLL;
    }
    if keys.just_pressed(KeyCode::PageUp) {
        ui_state.help_scroll -= PAGE_SCROLL;
    }
}
