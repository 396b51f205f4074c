//! The menu that a gamepad's Start button and the compact bar's Menu button open: every action
//! of the bar as one column of big buttons, easy to walk through with the D-pad or a thumb.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::{HelpTab, UiState};
use crate::game::graphics::Graphics;
use crate::game::i18n::{Key, Language};
use crate::game::model::{GameModel, ToggleView, UndoMove};
use crate::game::preferences::Preferences;

/// The width of the menu's buttons, in logical pixels.
const BUTTON_WIDTH: f32 = 240.0;

/// What a menu button does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Close,
    NewGame,
    Undo,
    Sound,
    Language,
    View,
    Graphics,
    Help(HelpTab),
}

/// Draws the menu while it is open and carries out the chosen action.
#[allow(clippy::too_many_arguments, reason = "the menu reaches every setting")]
pub(super) fn draw(
    mut contexts: EguiContexts,
    mut language: ResMut<Language>,
    model: Res<GameModel>,
    mut preferences: ResMut<Preferences>,
    mut ui_state: ResMut<UiState>,
    mut undo: MessageWriter<UndoMove>,
    mut toggle_view: MessageWriter<ToggleView>,
    graphics: Res<Graphics>,
) -> Result {
    if !ui_state.menu_open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let lang = *language;
    let sound_label = format!(
        "{}: {}",
        lang.text(Key::Sound),
        if preferences.sound_on { "🔊" } else { "🔇" }
    );
    let next_language = Language::ALL
        .into_iter()
        .cycle()
        .skip_while(|&candidate| candidate != lang)
        .nth(1)
        .unwrap_or(lang);
    let buttons = [
        (Action::Close, lang.text(Key::Close).to_owned()),
        (Action::NewGame, lang.text(Key::NewGame).to_owned()),
        (Action::Undo, lang.text(Key::Undo).to_owned()),
        (Action::Sound, sound_label),
        (
            Action::Language,
            format!(
                "{}: {}",
                lang.text(Key::Language),
                next_language.text(Key::ThisLanguage)
            ),
        ),
        (Action::View, lang.text(Key::View).to_owned()),
        (
            Action::Graphics,
            format!(
                "{}: {}",
                lang.text(Key::Graphics),
                lang.text(graphics.0.name())
            ),
        ),
        (
            Action::Help(HelpTab::Rules),
            lang.text(Key::Rules).to_owned(),
        ),
        (
            Action::Help(HelpTab::History),
            lang.text(Key::History).to_owned(),
        ),
        (
            Action::Help(HelpTab::Controls),
            lang.text(Key::Controls).to_owned(),
        ),
    ];
    let mut chosen = None;
    let mut open = true;
    egui::Window::new(lang.text(Key::Menu))
        .id(egui::Id::new("gamepad menu"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            for (index, (action, label)) in buttons.iter().enumerate() {
                let enabled = *action != Action::Undo || !model.game().moves().is_empty();
                let button = egui::Button::new(label.as_str())
                    .min_size(egui::vec2(BUTTON_WIDTH, ui.spacing().interact_size.y));
                let response = ui.add_enabled(enabled, button);
                if index == 0 {
                    ui_state.take_focus(&response);
                }
                if response.clicked() {
                    chosen = Some(*action);
                }
            }
        });
    if !open {
        ui_state.menu_open = false;
    }
    match chosen {
        None => {}
        Some(Action::Close) => ui_state.menu_open = false,
        Some(Action::NewGame) => ui_state.open_setup(preferences.next_game),
        Some(Action::Undo) => {
            undo.write(UndoMove);
        }
        Some(Action::Sound) => preferences.sound_on = !preferences.sound_on,
        Some(Action::Language) => *language = next_language,
        Some(Action::View) => {
            toggle_view.write(ToggleView);
        }
        Some(Action::Graphics) => preferences.graphics = Some(graphics.0.other()),
        Some(Action::Help(tab)) => ui_state.toggle_help(tab),
    }
    Ok(())
}
