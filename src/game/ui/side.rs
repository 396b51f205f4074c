//! The side panel (under the board on a narrow window): whose turn it is (naming the player),
//! who plays whom, the move number and both stone counts, the far-row counts, the last capture
//! or refused click, the breakthrough warning, the goal while the game goes on, and the move
//! list with the last move highlighted and the result at its end. While a lesson is open it
//! shows the lesson instead ([`super::lesson`]), a little wider (taller under the board).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::layout::{
    BOTTOM_PANEL_SHARE, LESSON_BOTTOM_SHARE, LESSON_PANEL_WIDTH, NARROW_WINDOW, SHORT_PANEL,
    SIDE_PANEL_MAX_SHARE, SIDE_PANEL_WIDTH, release_pointer_focus,
};
use super::lesson::{self, LessonFocus, lesson_panel};
use super::status::{
    Announcement, AnnouncementKind, players_line, result_line, review_line, stone_count_line,
    turn_line,
};
use crate::game::action::{GameAction, PlayerAction, ReviewStep};
use crate::game::board::model::GameModel;
use crate::game::board::tutorial::Tutorial;
use crate::game::computer::ComputerSearch;
use crate::game::i18n::Key;
use crate::game::preferences::Preferences;
use crate::game::values::Language;
use crate::game::view::camera::BoardInsets;
use crate::rules::{Color, Move};

/// The colour of the breakthrough warning.
const WARNING: egui::Color32 = egui::Color32::from_rgb(255, 170, 90);
/// The colour of a capture's announcement.
const CAPTURE: egui::Color32 = egui::Color32::from_rgb(240, 210, 120);
/// The colour of a refused click's explanation.
const REFUSAL: egui::Color32 = egui::Color32::from_rgb(150, 200, 255);
/// The background of the last move in the list.
const LAST_MOVE: egui::Color32 = egui::Color32::from_rgb(90, 110, 60);
/// Below this height or width (logical pixels) the panel is not drawn at all.
const MIN_PANEL_SIZE: f32 = 48.0;
/// Width of the move-number column of the move list, in logical pixels.
const NUMBER_COLUMN: f32 = 30.0;

/// The number of the full move (a White move and a Black move) that ply `ply` belongs to, in
/// a game whose first move is made by `first`.
pub fn full_move_number(ply: usize, first: Color) -> usize {
    let offset = usize::from(first == Color::Black);
    (ply + offset) / 2 + 1
}

/// Draws the panel and records the room it takes in the insets.
pub(super) fn draw(
    mut contexts: EguiContexts,
    preferences: Res<Preferences>,
    model: Res<GameModel>,
    (thinking, announcement): (Option<Res<ComputerSearch>>, Res<Announcement>),
    mut insets: ResMut<BoardInsets>,
    mut actions: MessageWriter<PlayerAction>,
    (tutorial, mut confirming, mut lesson_focus): (Res<Tutorial>, Local<bool>, Local<LessonFocus>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let language = preferences.language();
    let lesson = lesson_panel(&tutorial, &model, preferences.next_game, language);
    // Under the board only on a narrow upright window; a small landscape window keeps the
    // panel at the side, narrower.
    let narrow = screen.width() < NARROW_WINDOW && screen.height() >= screen.width();
    let rect = if narrow {
        let share = if lesson.is_some() {
            LESSON_BOTTOM_SHARE
        } else {
            BOTTOM_PANEL_SHARE
        };
        let height = (screen.height() * share).round();
        egui::Rect::from_min_max(
            egui::pos2(screen.left(), screen.bottom() - height),
            screen.max,
        )
    } else {
        let wanted = if lesson.is_some() {
            LESSON_PANEL_WIDTH
        } else {
            SIDE_PANEL_WIDTH
        };
        let width = wanted.min((screen.width() * SIDE_PANEL_MAX_SHARE).round());
        egui::Rect::from_min_max(
            egui::pos2(screen.right() - width, screen.top() + insets.top),
            screen.max,
        )
    };
    let short = rect.height() < SHORT_PANEL;
    if rect.height() < MIN_PANEL_SIZE || rect.width() < MIN_PANEL_SIZE {
        // No room for the panel at all (a window smaller than any phone): the board gets it.
        insets.right = 0.0;
        insets.bottom = 0.0;
        return Ok(());
    }
    let panel = egui::Area::new(egui::Id::new("side panel"))
        .order(egui::Order::Background)
        .fixed_pos(rect.min)
        .show(ctx, |ui| {
            let frame = egui::Frame::side_top_panel(ui.style());
            frame.show(ui, |ui| {
                // A tiny window leaves no room at all; egui refuses negative sizes.
                let inner = (rect.size() - frame.total_margin().sum()).max(egui::Vec2::ZERO);
                ui.set_min_size(inner);
                ui.set_max_size(inner);
                if let Some(lesson) = &lesson {
                    let chosen = lesson::show(ui, lesson, language, &mut lesson_focus);
                    actions.write_batch(chosen);
                    return;
                }
                let shown = Shown {
                    language,
                    model: &model,
                    thinking: thinking.is_some(),
                    announcement: &announcement,
                    short,
                };
                if let Some(step) = review_controls(ui, language, &model, &mut confirming) {
                    actions.write(GameAction::Review(step).into());
                }
                status(ui, &shown);
                ui.separator();
                if let Some(plies) = move_list(ui, language, &model) {
                    actions.write(GameAction::Review(ReviewStep::ToPly(plies)).into());
                }
            });
        });
    release_pointer_focus(ctx, &panel.response);
    let (right, bottom) = if narrow {
        (0.0, rect.height())
    } else {
        (rect.width(), 0.0)
    };
    if insets.right != right || insets.bottom != bottom {
        insets.right = right;
        insets.bottom = bottom;
    }
    Ok(())
}

/// While a review shows an earlier position: "Reviewing move 12 of 40", a button back to the
/// game, and "Continue from here", which asks before the later moves are dropped.
fn review_controls(
    ui: &mut egui::Ui,
    language: Language,
    model: &GameModel,
    confirming: &mut bool,
) -> Option<ReviewStep> {
    let Some(line) = review_line(model, language) else {
        *confirming = false;
        return None;
    };
    let mut step = None;
    ui.label(egui::RichText::new(line).color(WARNING).strong());
    ui.horizontal_wrapped(|ui| {
        if ui.button(language.text(Key::BackToGame)).clicked() {
            step = Some(ReviewStep::Exit);
        }
        if *confirming {
            ui.label(language.text(Key::ContinueConfirm));
            if ui.button(language.text(Key::ContinueYes)).clicked() {
                step = Some(ReviewStep::ContinueHere);
                *confirming = false;
            }
            if ui.button(language.text(Key::Cancel)).clicked() {
                *confirming = false;
            }
        } else if ui.button(language.text(Key::ContinueHere)).clicked() {
            *confirming = true;
        }
    });
    ui.separator();
    step
}

/// What the status shows.
struct Shown<'a> {
    language: Language,
    model: &'a GameModel,
    thinking: bool,
    announcement: &'a Announcement,
    /// A short panel leaves out the goal.
    short: bool,
}

/// The status lines and, while the game goes on and unless the panel is short, the goal.
fn status(ui: &mut egui::Ui, shown: &Shown) {
    let Shown {
        language, model, ..
    } = *shown;
    let game = model.game();
    let position = game.position();
    ui.horizontal(|ui| {
        ui.label(
            egui::RichText::new(language.text(turn_line(model)))
                .heading()
                .strong(),
        );
        if shown.thinking {
            ui.spinner();
        }
    });
    ui.label(egui::RichText::new(players_line(model, language)).small());
    let number = full_move_number(game.moves().len(), game.start().side_to_move());
    ui.label(language.format(Key::MoveNumber, &[("n", &number)]));
    ui.label(stone_count_line(model, language));
    ui.label(language.format(
        Key::FarRow,
        &[
            ("white", &position.far_row_count(Color::White)),
            ("black", &position.far_row_count(Color::Black)),
        ],
    ));
    if let Some(text) = shown.announcement.text(language) {
        let colour = match shown.announcement.kind() {
            Some(AnnouncementKind::Capture) => CAPTURE,
            _ => REFUSAL,
        };
        ui.label(egui::RichText::new(text).color(colour));
    }
    let over = model.outcome().is_some();
    if !over && position.must_answer_breakthrough() {
        let warning = match position.side_to_move() {
            Color::White => Key::WhiteMustAnswer,
            Color::Black => Key::BlackMustAnswer,
        };
        ui.label(
            egui::RichText::new(language.text(warning))
                .color(WARNING)
                .strong(),
        );
    }
    if shown.short || over {
        return;
    }
    ui.add_space(4.0);
    for line in [Key::GoalLine1, Key::GoalLine2] {
        ui.label(egui::RichText::new(language.text(line)).small().weak());
    }
}

/// The moves in notation, two to a row, the last one highlighted; it keeps to the newest move.
/// A click on a move asks to review the game after it: the number of plies is returned.
fn move_list(ui: &mut egui::Ui, language: Language, model: &GameModel) -> Option<usize> {
    let game = model.game();
    let moves = game.moves();
    ui.strong(language.text(Key::Moves));
    if moves.is_empty() {
        ui.weak(language.text(Key::NoMovesYet));
        return None;
    }
    let mut clicked = None;
    let first = game.start().side_to_move();
    // A game starting with Black to move leaves the first row's White cell empty.
    let mut cells: Vec<Option<(usize, Move)>> = Vec::with_capacity(moves.len() + 1);
    if first == Color::Black {
        cells.push(None);
    }
    cells.extend(moves.iter().copied().enumerate().map(Some));
    let last = moves.len() - 1;
    egui::ScrollArea::vertical()
        .id_salt("move list")
        .auto_shrink([false, false])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            egui::Grid::new("moves grid")
                .num_columns(3)
                .striped(true)
                .min_col_width(NUMBER_COLUMN)
                .show(ui, |ui| {
                    for (row, pair) in cells.chunks(2).enumerate() {
                        ui.weak(format!("{}.", row + 1));
                        for cell in pair {
                            match cell {
                                Some((ply, mv)) => {
                                    let mut text = egui::RichText::new(mv.to_string()).monospace();
                                    if *ply == last {
                                        text = text.strong().background_color(LAST_MOVE);
                                    }
                                    let cell = egui::Label::new(text).sense(egui::Sense::click());
                                    if ui
                                        .add(cell)
                                        .on_hover_text(language.text(Key::ReviewTooltip))
                                        .clicked()
                                    {
                                        clicked = Some(ply + 1);
                                    }
                                }
                                None => {
                                    ui.label("…");
                                }
                            }
                        }
                        ui.end_row();
                    }
                });
            if let Some(result) = result_line(model, language) {
                ui.label(egui::RichText::new(result).strong());
            }
        });
    clicked
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_moves_count_pairs_of_plies() {
        assert_eq!(full_move_number(0, Color::White), 1);
        assert_eq!(full_move_number(1, Color::White), 1);
        assert_eq!(full_move_number(2, Color::White), 2);
        assert_eq!(full_move_number(0, Color::Black), 1);
        assert_eq!(full_move_number(1, Color::Black), 2);
    }
}
