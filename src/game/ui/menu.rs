//! The menu that a gamepad's Start button and the compact bar's Menu button open: every action
//! of the bar as one column of big buttons, easy to walk through with the D-pad or a thumb.
//! Learn and Record open their windows from here too. While a lesson is open, the tutorial's
//! buttons (Show me, Restart, Next or Skip, Leave the tutorial) come first.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::layout::focus_when_opened;
use super::lesson::lesson_panel;
use super::state::UiState;
use crate::game::action::{GameAction, PanelAction, PlayerAction, PreferenceChange};
use crate::game::board::model::GameModel;
use crate::game::board::tutorial::Tutorial;
use crate::game::i18n::Key;
use crate::game::preferences::Preferences;
use crate::game::values::HelpTab;
use crate::game::view::graphics::Graphics;

/// The width of the menu's buttons, in logical pixels.
const BUTTON_WIDTH: f32 = 240.0;

/// Draws the menu while it is open and writes the chosen action.
pub(super) fn draw(
    mut contexts: EguiContexts,
    model: Res<GameModel>,
    preferences: Res<Preferences>,
    (ui_state, tutorial): (Res<UiState>, Res<Tutorial>),
    graphics: Res<Graphics>,
    mut actions: MessageWriter<PlayerAction>,
    mut was_open: Local<bool>,
) -> Result {
    if !ui_state.menu_open {
        *was_open = false;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let lang = preferences.language();
    let sound_label = format!(
        "{}: {}",
        lang.text(Key::Sound),
        if preferences.sound_on { "🔊" } else { "🔇" }
    );
    let mut buttons: Vec<(Vec<PlayerAction>, String, bool)> = vec![(
        vec![PanelAction::CloseMenu.into()],
        lang.text(Key::Close).to_owned(),
        true,
    )];
    // The tutorial's buttons first; each also closes the menu, back to the board.
    if let Some(lesson) = lesson_panel(&tutorial, &model, preferences.next_game, lang) {
        for button in lesson.buttons {
            let mut actions = button.actions;
            actions.push(PanelAction::CloseMenu.into());
            buttons.push((actions, button.label, button.enabled));
        }
    }
    let items: [(PlayerAction, String); 12] = [
        (
            PanelAction::OpenSetup.into(),
            lang.text(Key::NewGame).to_owned(),
        ),
        (GameAction::Undo.into(), lang.text(Key::Undo).to_owned()),
        (GameAction::Hint.into(), lang.text(Key::Hint).to_owned()),
        (
            PanelAction::ShowWelcome(true).into(),
            lang.text(Key::Learn).to_owned(),
        ),
        (
            PanelAction::ShowRecords(true).into(),
            lang.text(Key::RecordsTitle).to_owned(),
        ),
        (PreferenceChange::ToggleSound.into(), sound_label),
        (
            PreferenceChange::NextLanguage.into(),
            format!(
                "{}: {}",
                lang.text(Key::Language),
                lang.next().text(Key::ThisLanguage)
            ),
        ),
        (
            PreferenceChange::ToggleView.into(),
            lang.text(Key::View).to_owned(),
        ),
        (
            PreferenceChange::Graphics(graphics.0.other()).into(),
            format!(
                "{}: {}",
                lang.text(Key::Graphics),
                lang.text(Key::graphics(graphics.0))
            ),
        ),
        (
            PanelAction::ToggleHelp(HelpTab::Rules).into(),
            lang.text(Key::Rules).to_owned(),
        ),
        (
            PanelAction::ToggleHelp(HelpTab::History).into(),
            lang.text(Key::History).to_owned(),
        ),
        (
            PanelAction::ToggleHelp(HelpTab::Controls).into(),
            lang.text(Key::Controls).to_owned(),
        ),
    ];
    for (action, label) in items {
        let enabled = match action {
            PlayerAction::Game(GameAction::Undo) => !model.game().moves().is_empty(),
            PlayerAction::Game(GameAction::Hint) => tutorial.player_may_move(&model),
            _ => true,
        };
        buttons.push((vec![action], label, enabled));
    }
    let mut open = true;
    let mut chosen = None;
    egui::Window::new(lang.text(Key::Menu))
        .id(egui::Id::new("gamepad menu"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            for (index, (actions, label, enabled)) in buttons.iter().enumerate() {
                let button = egui::Button::new(label.as_str())
                    .min_size(egui::vec2(BUTTON_WIDTH, ui.spacing().interact_size.y));
                let response = ui.add_enabled(*enabled, button);
                if index == 0 {
                    focus_when_opened(&mut was_open, &response);
                }
                if response.clicked() {
                    chosen = Some(actions.clone());
                }
            }
        });
    if let Some(chosen) = chosen {
        actions.write_batch(chosen);
    }
    if !open {
        actions.write(PanelAction::CloseMenu.into());
    }
    Ok(())
}
