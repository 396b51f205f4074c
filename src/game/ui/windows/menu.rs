//! The menu that a gamepad's Start button and the compact bar's Menu button open: every action
//! of the bar as one column of buttons a finger's height, easy to walk through with the D-pad
//! or a thumb. Learn, Record, Settings and the help's tabs open their windows from here too. While a lesson is open, the tutorial's
//! buttons (Show me, Restart, Next or Skip, Leave the tutorial) come first.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::action::{GameAction, PanelAction, PlayerAction, PuzzleAction, PuzzleMode};
use crate::game::board::model::GameModel;
use crate::game::board::study::Study;
use crate::game::preferences::Preferences;
use crate::game::ui::look::layout::{centred, focus_when_opened};
use crate::game::ui::look::theme;
use crate::game::ui::panels::lesson::lesson_panel;
use crate::game::ui::panels::puzzle::puzzle_panel;
use crate::game::ui::state::{UiState, WindowId};
use crate::game::values::HelpTab;
use epaminondas_play::i18n::Key;

/// The width of the menu's buttons, in logical pixels.
const BUTTON_WIDTH: f32 = 240.0;

/// Draws the menu while it is open and writes the chosen action.
pub(crate) fn draw(
    mut contexts: EguiContexts,
    model: Res<GameModel>,
    preferences: Res<Preferences>,
    ui_state: Res<UiState>,
    study: Study,
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
    if let Some(lesson) = lesson_panel(&study.tutorial, &model, preferences.next_game, lang) {
        for button in lesson.buttons {
            let mut actions = button.actions;
            actions.push(PanelAction::CloseMenu.into());
            buttons.push((actions, button.label, button.enabled));
        }
    }
    // The puzzle's buttons likewise.
    if let Some(puzzle) = puzzle_panel(&study.trainer, lang) {
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
            PlayerAction::Game(GameAction::Redo) => model.can_redo() && !study.is_open(),
            PlayerAction::Game(GameAction::Hint) => {
                study.tutorial.player_may_move(&model)
                    && model.friend_side().is_none()
                    && !study.trainer.is_open()
            }
            // Puzzles against a friend on another device would leave the friend's game.
            PlayerAction::Game(GameAction::Puzzle(_)) => model.friend_side().is_none(),
            _ => true,
        };
        buttons.push((vec![action], lang.text(label).to_owned(), enabled));
    }
    let mut open = true;
    let mut chosen = None;
    let room = menu_room(ctx);
    let spacing = ctx.global_style().spacing.item_spacing;
    let rows = rows_per_column(buttons.len(), room, spacing);
    let fits = rows as f32 * (theme::TOUCH_HEIGHT + spacing.y) <= room.y + spacing.y;
    centred(lang.text(Key::Menu), WindowId::Menu, &mut open).show(ctx, |ui| {
        let mut columns = |ui: &mut egui::Ui| {
            for (column, chunk) in buttons.chunks(rows).enumerate() {
                ui.vertical(|ui| {
                    for (row, (actions, label, enabled)) in chunk.iter().enumerate() {
                        let button = egui::Button::new(label.as_str())
                            .min_size(egui::vec2(BUTTON_WIDTH, theme::TOUCH_HEIGHT));
                        let response = ui.add_enabled(*enabled, button);
                        if column == 0 && row == 0 {
                            focus_when_opened(&mut was_open, &response);
                        }
                        if response.clicked() {
                            chosen = Some(actions.clone());
                        }
                    }
                });
            }
        };
        // A scroll area only where even two columns are too tall: its first frame lays its
        // content out unseen, and the menu takes a click in the frame it opens.
        if fits {
            ui.horizontal_top(|ui| columns(ui));
        } else {
            egui::ScrollArea::vertical()
                .max_height(room.y)
                .show(ui, |ui| ui.horizontal_top(|ui| columns(ui)));
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

/// Room for the menu's buttons inside its window: the screen less the window's title bar, its
/// frame and a margin, in logical pixels.
fn menu_room(ctx: &egui::Context) -> egui::Vec2 {
    let style = ctx.global_style();
    let frame = style.spacing.window_margin.sum() + egui::Vec2::splat(MENU_SCREEN_MARGIN);
    let title = style.spacing.interact_size.y + style.spacing.item_spacing.y;
    ctx.content_rect().size() - frame - egui::vec2(0.0, title)
}

/// Room kept free around the menu's window, on top of its frame, in logical pixels.
const MENU_SCREEN_MARGIN: f32 = 24.0;

/// How many of `count` buttons stand in each column: one column where they fit in `room`'s
/// height, two side by side where one does not (800×600, a phone turned sideways) and both fit
/// the width; one scrolled column where neither fits.
fn rows_per_column(count: usize, room: egui::Vec2, spacing: egui::Vec2) -> usize {
    let row = theme::TOUCH_HEIGHT + spacing.y;
    let fit = (((room.y + spacing.y) / row).floor() as usize).max(1);
    let two_columns_fit = 2.0 * BUTTON_WIDTH + spacing.x <= room.x;
    if count <= fit || !two_columns_fit {
        count.max(1)
    } else {
        count.div_ceil(2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPACING: egui::Vec2 = egui::vec2(8.0, 6.0);

    #[test]
    fn the_menu_takes_a_second_column_only_where_one_is_too_tall() {
        // A tall window: one column of twelve.
        assert_eq!(rows_per_column(12, egui::vec2(1200.0, 900.0), SPACING), 12);
        // 800×600: twelve rows of 50 px do not fit in about 500, two columns of six do.
        assert_eq!(rows_per_column(12, egui::vec2(750.0, 500.0), SPACING), 6);
        // A narrow, short window: one column, scrolled.
        assert_eq!(rows_per_column(12, egui::vec2(300.0, 400.0), SPACING), 12);
    }
}
