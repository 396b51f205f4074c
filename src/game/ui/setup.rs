//! The setup of a new game: opponent, level, colour, the optional repetition rule, Start.
//! The choices are a draft until Start; Start remembers them and starts the game.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::UiState;
use crate::ai::Level;
use crate::game::i18n::{Key, Language};
use crate::game::model::{ColourChoice, NewGame, Opponent};
use crate::game::preferences::Preferences;

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

/// Draws the setup window while it is open.
pub(super) fn draw(
    mut contexts: EguiContexts,
    language: Res<Language>,
    mut ui_state: ResMut<UiState>,
    mut preferences: ResMut<Preferences>,
    mut new_game: MessageWriter<NewGame>,
) -> Result {
    let Some(mut draft) = ui_state.setup else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let lang = *language;
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
                    ui_state.take_focus(&response);
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
        if preferences.next_game != draft {
            preferences.next_game = draft;
        }
        new_game.write(NewGame(draft));
        ui_state.setup = None;
    } else if cancel || !open {
        ui_state.setup = None;
    } else {
        ui_state.setup = Some(draft);
    }
    Ok(())
}
