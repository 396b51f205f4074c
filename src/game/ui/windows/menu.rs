//! The menu that a gamepad's Start button and the compact bar's Menu button open: every action
//! of the bar as one column of buttons a finger's height, easy to walk through with the D-pad
//! or a thumb. Learn, Record, Settings and the help's tabs open their windows from here too. While a lesson is open, the tutorial's
//! buttons (Show me, Restart, Next or Skip, Leave the tutorial) come first.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::action::{GameAction, PanelAction, PlayerAction, PuzzleAction, PuzzleMode};
use crate::game::board::model::GameModel;
use crate::game::board::puzzle::PuzzleTrainer;
use crate::game::board::tutorial::Tutorial;
use crate::game::preferences::Preferences;
use crate::game::ui::look::layout::{centred, focus_when_opened};
use crate::game::ui::look::theme;
use crate::game::ui::panels::lesson::lesson_panel;
use crate::game::ui::panels::puzzle::puzzle_panel;
use crate::game::ui::state::UiState;
use crate::game::values::HelpTab;
use epaminondas_play::i18n::Key;

/// The width of the menu's buttons, in logical pixels.
const BUTTON_WIDTH: f32 = 240.0;

/// Draws the menu while it is open and writes the chosen action.
pub(crate) fn draw(
    mut contexts: EguiContexts,
    model: Res<GameModel>,
    preferences: Res<Preferences>,
    (ui_state, tutorial, trainer): (Res<UiState>, Res<Tutorial>, Res<PuzzleTrainer>),
    mut actions: MessageWriter<PlayerAction>,
    mut was_open: Local<bool>,
) -> Result {
    if !ui_state.menu_open {
        *was_open = false;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let lang = preferences.language();
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
    // The puzzle's buttons likewise.
    if let Some(puzzle) = puzzle_panel(&trainer, lang) {
        for button in puzzle.buttons {
            let mut actions = button.actions;
            actions.push(PanelAction::CloseMenu.into());
            buttons.push((actions, button.label, true));
        }
    }
    let items: [(PlayerAction, Key); 11] = [
        (PanelAction::OpenSetup.into(), Key::NewGame),
        (GameAction::Undo.into(), Key::Undo),
        (GameAction::Redo.into(), Key::Redo),
        (GameAction::Hint.into(), Key::Hint),
        (PanelAction::ShowWelcome(true).into(), Key::Learn),
        (
            GameAction::Puzzle(PuzzleAction::Open(PuzzleMode::Rated(None))).into(),
            Key::Puzzles,
        ),
        (PanelAction::ShowRecords(true).into(), Key::RecordsTitle),
        (PanelAction::ShowSettings(true).into(), Key::Settings),
        (PanelAction::ToggleHelp(HelpTab::Rules).into(), Key::Rules),
        (
            PanelAction::ToggleHelp(HelpTab::History).into(),
            Key::History,
        ),
        (
            PanelAction::ToggleHelp(HelpTab::Controls).into(),
            Key::Controls,
        ),
    ];
    for (action, label) in items {
        let enabled = match action {
            PlayerAction::Game(GameAction::Undo) => !model.game().moves().is_empty(),
            PlayerAction::Game(GameAction::Redo) => {
                model.can_redo() && !tutorial.is_open() && !trainer.is_open()
            }
            PlayerAction::Game(GameAction::Hint) => {
                tutorial.player_may_move(&model)
                    && model.friend_side().is_none()
                    && !trainer.is_open()
            }
            // Puzzles against a friend on another device would leave the friend's game.
            PlayerAction::Game(GameAction::Puzzle(_)) => model.friend_side().is_none(),
            _ => true,
        };
        buttons.push((vec![action], lang.text(label).to_owned(), enabled));
    }
    let mut open = true;
    let mut chosen = None;
    centred(lang.text(Key::Menu), "gamepad menu", &mut open).show(ctx, |ui| {
        for (index, (actions, label, enabled)) in buttons.iter().enumerate() {
            let button = egui::Button::new(label.as_str())
                .min_size(egui::vec2(BUTTON_WIDTH, theme::TOUCH_HEIGHT));
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
