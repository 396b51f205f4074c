//! The keyboard: arrow keys or W A S D (by key position, so any layout works) move the board
//! cursor, held keys repeat; Enter acts like a click on the cursor's square; Escape closes the
//! top window or clears the selection; Z undoes; V switches the view; Space does nothing.
//!
//! Tab moves the focus into the egui panels (egui itself then walks the buttons with Tab) and,
//! past the last button, back to the board; Escape in the panels returns to the board too. While
//! a panel has the focus the board ignores the keys.

use std::time::Duration;

use bevy::prelude::*;
use bevy_egui::input::egui_wants_any_keyboard_input;

use super::GameSystems;
use super::input::BoardCursor;
use super::model::{GameModel, ToggleView, UndoMove};
use super::selection::BoardIntent;
use super::ui::UiState;

/// How long a held direction waits before it repeats.
pub const REPEAT_DELAY: Duration = Duration::from_millis(330);
/// How often a held direction repeats after that.
pub const REPEAT_INTERVAL: Duration = Duration::from_millis(110);
/// Logical pixels Page Up and Page Down scroll the help text by.
const PAGE_SCROLL: f32 = 240.0;

/// The cursor steps of the direction keys, as seen from the player's seat (`+y` is away).
const DIRECTION_KEYS: [(KeyCode, KeyCode, IVec2); 4] = [
    (KeyCode::ArrowUp, KeyCode::KeyW, IVec2::Y),
    (KeyCode::ArrowDown, KeyCode::KeyS, IVec2::NEG_Y),
    (KeyCode::ArrowLeft, KeyCode::KeyA, IVec2::NEG_X),
    (KeyCode::ArrowRight, KeyCode::KeyD, IVec2::X),
];

/// Turns a held direction into steps: one at once, then repeats after a delay.
#[derive(Debug, Default)]
pub struct HeldRepeat {
    held: Option<IVec2>,
    wait: Duration,
}

impl HeldRepeat {
    /// The step to take this frame, given the direction held now (if any).
    pub fn tick(&mut self, held: Option<IVec2>, delta: Duration) -> Option<IVec2> {
        if held != self.held {
            self.held = held;
            self.wait = REPEAT_DELAY;
            return held;
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

/// Registers the keyboard systems.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            board_keys.run_if(not(egui_wants_any_keyboard_input)),
            help_scroll_keys,
        )
            .in_set(GameSystems::Input),
    );
}

/// The keys that act on the board while no panel has the focus.
#[allow(
    clippy::too_many_arguments,
    reason = "one system reads every board key"
)]
fn board_keys(
    keys: Res<ButtonInput<KeyCode>>,
    time: Res<Time>,
    model: Res<GameModel>,
    mut cursor: ResMut<BoardCursor>,
    mut ui_state: ResMut<UiState>,
    mut repeat: Local<HeldRepeat>,
    mut intents: MessageWriter<BoardIntent>,
    mut undo: MessageWriter<UndoMove>,
    mut toggle_view: MessageWriter<ToggleView>,
) {
    let held = DIRECTION_KEYS
        .iter()
        .find(|(arrow, letter, _)| keys.any_pressed([*arrow, *letter]))
        .map(|&(_, _, step)| step);
    if let Some(step) = repeat.tick(held, time.delta()) {
        cursor.step(step, model.seat());
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        cursor.visible = true;
        intents.write(BoardIntent::Square(cursor.square));
    }
    if keys.just_pressed(KeyCode::Escape) && !ui_state.close_top() {
        intents.write(BoardIntent::Clear);
    }
    if keys.just_pressed(KeyCode::KeyZ) {
        undo.write(UndoMove);
    }
    if keys.just_pressed(KeyCode::KeyV) {
        toggle_view.write(ToggleView);
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

#[cfg(test)]
mod tests {
    use super::*;

    const FRAME: Duration = Duration::from_millis(16);

    #[test]
    fn a_held_key_steps_once_then_repeats_after_the_delay() {
        let mut repeat = HeldRepeat::default();
        assert_eq!(repeat.tick(Some(IVec2::Y), FRAME), Some(IVec2::Y));
        let mut steps = 0;
        let mut elapsed = Duration::ZERO;
        while elapsed < REPEAT_DELAY + REPEAT_INTERVAL * 2 + FRAME * 2 {
            elapsed += FRAME;
            steps += usize::from(repeat.tick(Some(IVec2::Y), FRAME).is_some());
        }
        assert_eq!(steps, 3, "the delay, then two intervals");
        assert_eq!(repeat.tick(None, FRAME), None);
        assert_eq!(repeat.tick(Some(IVec2::X), FRAME), Some(IVec2::X));
    }
}
