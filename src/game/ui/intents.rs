//! What the keys and pad buttons mean, decided by what is open: the devices write
//! [`InputIntent`]s and know nothing of the windows; this turns them into the board's or the
//! panels' [`PlayerAction`]s, or, for a pad over the panels, into the key events egui walks its
//! buttons with (egui knows nothing of gamepads).
//!
//! The keyboard: behind a window that asks for an answer the board takes no key, and Escape
//! closes the window; otherwise a step moves the cursor, Enter clicks its square, Escape closes
//! the window on top, else ends a review, else clears the selection.
//!
//! A pad speaks to the panels while a window or the menu is open, a notice waits for its OK or
//! egui has the keyboard's focus: its steps walk the buttons (the first one focuses a button),
//! South presses, East closes, the right stick scrolls the help; Start opens and closes the
//! menu anywhere.

use bevy::prelude::*;
use bevy_egui::input::{EguiInputEvent, EguiWantsInput};
use bevy_egui::{PrimaryEguiContext, egui};

use super::state::UiState;
use super::windows::notices::PendingNotices;
use crate::game::action::{
    Ask, BoardAction, Device, GameAction, InputIntent, PanelAction, PlayerAction, ReviewStep,
};
use crate::game::board::model::GameModel;
use crate::game::schedule::GameSystems;

/// Registers the interpreter of the devices' intents (public for headless tests).
pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        interpret_intents
            .after(GameSystems::Input)
            .before(GameSystems::Intent),
    );
}

/// What decides where an intent goes: the windows, the notices and egui's focus.
#[derive(bevy::ecs::system::SystemParam)]
struct Surroundings<'w, 's> {
    ui_state: Res<'w, UiState>,
    pending: Res<'w, PendingNotices>,
    egui_wants: Res<'w, EguiWantsInput>,
    egui_context: Query<'w, 's, Entity, With<PrimaryEguiContext>>,
    model: Res<'w, GameModel>,
}

/// Turns this frame's intents into actions and, for a pad over the panels, egui's keys.
fn interpret_intents(
    mut intents: MessageReader<InputIntent>,
    around: Surroundings,
    mut actions: MessageWriter<PlayerAction>,
    mut egui_events: MessageWriter<EguiInputEvent>,
) {
    for intent in intents.read() {
        let mut keys = Vec::new();
        let chosen = match intent.device {
            Device::Keyboard => keyboard(intent.ask, &around),
            Device::Gamepad => gamepad(intent.ask, &around, &mut keys),
        };
        actions.write_batch(chosen);
        let Ok(context) = around.egui_context.single() else {
            continue;
        };
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
}

/// The actions a key's intent means.
fn keyboard(ask: Ask, around: &Surroundings) -> Vec<PlayerAction> {
    let ui = &around.ui_state;
    let help_scroll = |pixels| {
        ui.help()
            .is_some()
            .then(|| PanelAction::ScrollHelp(pixels).into())
    };
    if ui.modal_open() {
        return match ask {
            Ask::Back => vec![PanelAction::CloseTop.into()],
            Ask::Scroll(pixels) => help_scroll(pixels).into_iter().collect(),
            _ => Vec::new(),
        };
    }
    let action: Option<PlayerAction> = match ask {
        Ask::Step(step) => Some(BoardAction::MoveCursor(step).into()),
        Ask::Confirm => Some(BoardAction::ActivateCursor.into()),
        Ask::Back => Some(back_on_board(around)),
        Ask::Menu => Some(PanelAction::ToggleMenu.into()),
        Ask::Scroll(pixels) => help_scroll(pixels),
        Ask::Board(action) => Some(action),
    };
    action.into_iter().collect()
}

/// Escape on the board: the window on top closes; with none, a review ends, else the
/// selection is cleared.
fn back_on_board(around: &Surroundings) -> PlayerAction {
    if around.ui_state.any_window_open() {
        PanelAction::CloseTop.into()
    } else if around.model.review().is_some() {
        GameAction::Review(ReviewStep::Exit).into()
    } else {
        BoardAction::Clear.into()
    }
}

/// The actions a pad's intent means, and the keys it gives egui when it speaks to the panels.
fn gamepad(ask: Ask, around: &Surroundings, keys: &mut Vec<egui::Key>) -> Vec<PlayerAction> {
    let ui = &around.ui_state;
    let egui_wants_keys = around.egui_wants.wants_keyboard_input();
    let on_panels = ui.any_window_open() || !around.pending.0.is_empty() || egui_wants_keys;
    if let Ask::Menu = ask {
        return vec![PanelAction::ToggleMenu.into()];
    }
    if !on_panels {
        let action: Option<PlayerAction> = match ask {
            Ask::Step(step) => Some(BoardAction::MoveCursor(step).into()),
            Ask::Confirm => Some(BoardAction::ActivateCursor.into()),
            Ask::Back => Some(BoardAction::Clear.into()),
            Ask::Board(action) => Some(action),
            Ask::Menu | Ask::Scroll(_) => None,
        };
        return action.into_iter().collect();
    }
    match ask {
        Ask::Step(step) => {
            // With nothing focused, arrows do nothing in egui: the first step focuses a button.
            keys.push(if !egui_wants_keys {
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
            Vec::new()
        }
        Ask::Confirm => {
            keys.push(egui::Key::Enter);
            Vec::new()
        }
        Ask::Back => {
            keys.push(egui::Key::Escape);
            vec![PanelAction::CloseTop.into()]
        }
        Ask::Scroll(pixels) if ui.help().is_some() => vec![PanelAction::ScrollHelp(pixels).into()],
        Ask::Scroll(_) | Ask::Board(_) | Ask::Menu => Vec::new(),
    }
}
