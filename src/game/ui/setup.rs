//! The setup of a new game: opponent, level, colour, the optional repetition rule, Start.
//! The choices are a draft until Start; Start remembers them and starts the game.
//! Every choice is an action: the panels' state keeps the draft.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::layout::focus_when_opened;
use super::state::UiState;
use crate::ai::Level;
use crate::game::action::{GameAction, PanelAction, PlayerAction, PreferenceChange};
use crate::game::i18n::Key;
use crate::game::preferences::Preferences;
use crate::game::values::{ColourChoice, Opponent};

/// The opponents in the order the setup lists them, with their names.
const OPPONENTS: [(Opponent, Key); 2] = [
    (Opponent::Computer, Key::OpponentComputer),
    (Opponent::Human, Key::OpponentHuman),
];
/// The colour choices in the order the setup lists them, with their names.
const COLOURS: [(ColourChoice, Key); 3] = [
    (ColourChoice::White, Key::White),
    (ColourChoice::Black, Key::Black),
    (ColourChoice::Random, Key::RandomColour),
];

/// Draws the setup window while it is open; its choices, Start and Cancel become actions.
pub(super) fn draw(
    mut contexts: EguiContexts,
    preferences: Res<Preferences>,
    ui_state: Res<UiState>,
    mut actions: MessageWriter<PlayerAction>,
    mut was_open: Local<bool>,
) -> Result {
    let Some(before) = ui_state.setup else {
        *was_open = false;
        return Ok(());
    };
    let mut draft = before;
    let ctx = contexts.ctx_mut()?;
    let lang = preferences.language();
    let mut open = true;
    let mut start = false;
    let mut cancel = false;
    egui::Window::new(lang.text(Key::SetupTitle))
        .id(egui::Id::new("setup window"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.strong(lang.text(Key::Opponent));
            for (index, (opponent, name)) in OPPONENTS.into_iter().enumerate() {
                let response = ui.radio_value(&mut draft.opponent, opponent, lang.text(name));
                if index == 0 {
                    focus_when_opened(&mut was_open, &response);
                }
            }
            ui.add_space(6.0);
            let computer = draft.opponent == Opponent::Computer;
            ui.add_enabled_ui(computer, |ui| {
                ui.strong(lang.text(Key::Level));
                ui.horizontal_wrapped(|ui| {
                    for level in Level::ALL {
                        ui.radio_value(&mut draft.level, level, lang.text(Key::level(level)));
                    }
                });
                ui.add_space(6.0);
                ui.strong(lang.text(Key::YourColour));
                ui.horizontal(|ui| {
                    for (colour, name) in COLOURS {
                        ui.radio_value(&mut draft.colour, colour, lang.text(name));
                    }
                });
            });
            ui.add_space(6.0);
            ui.checkbox(
                &mut draft.options.repetition_draw,
                lang.text(Key::RepetitionDraw),
            );
            ui.add_space(6.0);
            ui.weak(lang.text(Key::SetupHint));
            ui.horizontal(|ui| {
                start = ui.button(lang.text(Key::Start)).clicked();
                cancel = ui.button(lang.text(Key::Cancel)).clicked();
            });
        });
    if start {
        actions.write_batch([
            PreferenceChange::NextGame(draft).into(),
            GameAction::NewGame(draft).into(),
            PanelAction::CloseSetup.into(),
        ]);
    } else if cancel || !open {
        actions.write(PanelAction::CloseSetup.into());
    } else if draft != before {
        actions.write(PanelAction::EditSetup(draft).into());
    }
    Ok(())
}
