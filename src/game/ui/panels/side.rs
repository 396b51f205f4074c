//! The side panel (under the board on a narrow window): the status of the board shown (whose
//! turn it is or which move is reviewed, who plays whom, the move, both stone counts, the
//! far-row counts), the review's buttons (to the start, back, forward, to the end), the move
//! list with the shown move highlighted (each move with its mark once analysed), the analysis's
//! graph under the review's buttons and its choice, progress and words in the footer
//! ([`super::analysis`]), and a footer with the last capture or refused click,
//! the breakthrough warning, the result and the goal (while reviewing: back to the game, or
//! continue from here). While a lesson is open it shows the lesson instead
//! ([`super::lesson`]), as wide (taller under the board).
//!
//! Nothing moves under the pointer: the status keeps its height, the spinner has its own
//! place, the list's rows have one height and the list shows whole rows, and the footer grows
//! upwards from the panel's bottom without moving the list's top.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::analysis::paint as analysis_panel;
use super::analysis::words::{MoveCell, move_cell};
use super::lesson::{self, LessonFocus, lesson_panel};
use super::puzzle::{self, PuzzleFocus, puzzle_panel};
use super::status::{
    Announcement, AnnouncementKind, far_row_line, heading_line, moment_line, players_line,
    result_line, stone_count_line, threat_line, turn_headings,
};
use crate::game::action::{GameAction, PlayerAction, ReviewStep};
use crate::game::board::model::GameModel;
use crate::game::board::selection::Selection;
use crate::game::board::study::Study;
use crate::game::computer::ComputerSearch;
use crate::game::computer::analysis::GameAnalysis;
use crate::game::computer::hint::HintSearch;
use crate::game::notify::CurrentToast;
use crate::game::preferences::Preferences;
use crate::game::ui::look::icons::{Icon, IconButton};
use crate::game::ui::look::layout::{
    PanelPlace, SHORT_PANEL, TWO_COLUMNS_WIDTH, figures_kept_with_words, panel_place,
    release_pointer_focus,
};
use crate::game::ui::look::theme;
use crate::game::ui::look::theme::mark_colour;
use crate::game::ui::state::WindowId;
use crate::game::values::Language;
use crate::game::view::camera::BoardInsets;
use epaminondas_core::Move;
use epaminondas_core::Side;
use epaminondas_play::i18n::Key;
use epaminondas_play::learn::hint_announcement;
use epaminondas_play::record::full_move_number;

/// Below this height or width (logical pixels) the panel is not drawn at all.
const MIN_PANEL_SIZE: f32 = 48.0;
/// Width of the move-number column of the move list, in logical pixels.
const NUMBER_COLUMN: f32 = 38.0;
/// The height of a row of the move list, in logical pixels.
const ROW_HEIGHT: f32 = 24.0;
/// The least number of rows the list keeps room for.
const MIN_ROWS: usize = 2;

/// What the panel remembers between frames.
#[derive(Default)]
pub(crate) struct PanelMemory {
    /// "Continue from here" asks first: it is asking.
    confirming: bool,
    /// The tallest the status has been at this width and in this language: it keeps that
    /// height, so the list below never moves when a line wraps differently.
    status: Option<((i32, Language), f32)>,
    /// The ply the list last highlighted, and the list's scroll offset then.
    highlighted: Option<usize>,
    /// The list's scroll offset in the last frame.
    offset: f32,
    /// The height the one-column panel needs with its list at its least, a toast left out.
    needed: f32,
    /// The height the toast took in the footer in the last frame (none: 0).
    toast_height: f32,
    /// The height the goal's lines took in the footer in the last frame (none: 0): a toast in
    /// the panel takes their place.
    goal_height: f32,
    /// Whether the whole column scrolled in the last frame: the list then stands in another
    /// scroll area, whose offset starts again, so the reviewed move is brought into view anew.
    column_scrolled: bool,
    /// The height the status's column of a panel in two columns needs: the status, the
    /// review's buttons and the footer.
    left_needed: f32,
}

/// What the running searches and the analysis say.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct Searches<'w> {
    /// The selection: the hint's suggestion, when it is one.
    selection: Res<'w, Selection>,
    thinking: Option<Res<'w, ComputerSearch>>,
    hinting: Option<Res<'w, HintSearch>>,
    analysis: Res<'w, GameAnalysis>,
}

/// What the panel shows: the game, its searches and analysis, the last announcement, the
/// lesson or puzzle.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct PanelSources<'w> {
    preferences: Res<'w, Preferences>,
    model: Res<'w, GameModel>,
    searches: Searches<'w>,
    announcement: Res<'w, Announcement>,
    study: Study<'w>,
}

/// What the panel keeps between frames.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct PanelLocals<'s> {
    memory: Local<'s, PanelMemory>,
    lesson_focus: Local<'s, LessonFocus>,
    puzzle_focus: Local<'s, PuzzleFocus>,
}

/// Draws the panel and records the room it takes in the insets.
pub(crate) fn draw(
    mut contexts: EguiContexts,
    sources: PanelSources,
    locals: PanelLocals,
    mut insets: ResMut<BoardInsets>,
    mut actions: MessageWriter<PlayerAction>,
    mut toast: ResMut<CurrentToast>,
) -> Result {
    let PanelSources {
        preferences,
        model,
        searches,
        announcement,
        study,
    } = sources;
    let PanelLocals {
        mut memory,
        mut lesson_focus,
        mut puzzle_focus,
    } = locals;
    let (tutorial, trainer) = (&study.tutorial, &study.trainer);
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let language = preferences.language();
    let lesson = lesson_panel(tutorial, &model, preferences.next_game, language);
    let puzzle = puzzle_panel(trainer, language);
    let studying = lesson.is_some() || puzzle.is_some();
    let PanelPlace { rect, bottom } = panel_place(screen, insets.top, studying);
    if rect.height() < MIN_PANEL_SIZE || rect.width() < MIN_PANEL_SIZE {
        // No room for the panel at all (a window smaller than any phone): the board gets it.
        insets.right = 0.0;
        insets.bottom = 0.0;
        return Ok(());
    }
    let shown = Shown {
        language,
        model: &model,
        busy: searches.thinking.is_some() || searches.hinting.is_some(),
        hinting: searches.hinting.is_some(),
        hint: shown_hint(&searches.selection),
        analysis: &searches.analysis,
        announcement: &announcement,
        toast: None,
        short: rect.height() < SHORT_PANEL,
    };
    let mut chosen: Vec<PlayerAction> = Vec::new();
    let ctx_rect = room_window_rect(ctx);
    let mut toast_in_panel = false;
    let panel = egui::Area::new(egui::Id::new("side panel"))
        .order(egui::Order::Background)
        .fixed_pos(rect.min)
        .show(ctx, |ui| {
            let frame = theme::panel_frame();
            frame.show(ui, |ui| {
                // A tiny window leaves no room at all; egui refuses negative sizes.
                let inner = (rect.size() - frame.total_margin().sum()).max(egui::Vec2::ZERO);
                ui.set_min_size(inner);
                ui.set_max_size(inner);
                // The room's window of an online game stands over the panel's foot: the
                // panel's content ends above it.
                let content = ui
                    .max_rect()
                    .with_max_y(ui.max_rect().bottom() - covered_by_room_window(ctx_rect, rect));
                let ui = &mut ui.new_child(egui::UiBuilder::new().max_rect(content));
                if let Some(lesson) = &lesson {
                    chosen.extend(lesson::show(ui, lesson, language, &mut lesson_focus));
                    return;
                }
                if let Some(puzzle) = &puzzle {
                    egui::ScrollArea::vertical()
                        .id_salt("puzzle panel")
                        .auto_shrink([false, true])
                        .show(ui, |ui| {
                            chosen.extend(puzzle::show(ui, puzzle, language, &mut puzzle_focus));
                        });
                    return;
                }
                // The toast goes at the footer's foot where the column has room for it beside
                // its least list (else it would be scrolled out of sight): it floats otherwise.
                let room = ui.available_height() - memory.needed + memory.goal_height;
                let two_columns = bottom && inner.x >= TWO_COLUMNS_WIDTH;
                toast_in_panel = toast
                    .key()
                    .is_some_and(|key| room >= toast_height(ui, language.text(key), two_columns));
                let shown = Shown {
                    toast: toast
                        .key()
                        .filter(|_| toast_in_panel)
                        .map(|key| language.text(key)),
                    ..shown
                };
                if two_columns {
                    // The analysis's graph heads the list's column: the footer's words and
                    // buttons keep the status's column, under which they had overlaid it.
                    ui.columns_const(|[left, right]: &mut [egui::Ui; 2]| {
                        if memory.left_needed > left.available_height() {
                            // More than the column holds (a review's words under a short
                            // panel): that column scrolls, laid out at the height it needs.
                            egui::ScrollArea::vertical()
                                .id_salt("side panel status scroll")
                                .auto_shrink([false, false])
                                .show(left, |ui| {
                                    let column = egui::Rect::from_min_size(
                                        ui.cursor().min,
                                        egui::vec2(ui.available_width(), memory.left_needed),
                                    );
                                    ui.scope_builder(
                                        egui::UiBuilder::new().max_rect(column),
                                        |ui| status_column(ui, &shown, &mut memory, &mut chosen),
                                    );
                                    ui.allocate_rect(column, egui::Sense::hover());
                                });
                        } else {
                            status_column(left, &shown, &mut memory, &mut chosen);
                        }
                        analysis_panel::graph_section(
                            right,
                            &model,
                            shown.analysis,
                            language,
                            &mut chosen,
                        );
                        move_list(right, &shown, &mut memory, &mut chosen);
                    });
                } else if memory.needed > ui.available_height() {
                    if !memory.column_scrolled {
                        memory.column_scrolled = true;
                        memory.highlighted = None;
                    }
                    // More than the panel holds (a review with its analysis on a laptop's
                    // screen): the whole column scrolls, laid out at the height it needs.
                    egui::ScrollArea::vertical()
                        .id_salt("side panel scroll")
                        .auto_shrink([false, false])
                        .show(ui, |ui| {
                            let column = egui::Rect::from_min_size(
                                ui.cursor().min,
                                egui::vec2(ui.available_width(), memory.needed),
                            );
                            ui.scope_builder(egui::UiBuilder::new().max_rect(column), |ui| {
                                one_column(ui, &shown, &mut memory, &mut chosen);
                            });
                            ui.allocate_rect(column, egui::Sense::hover());
                        });
                } else {
                    if memory.column_scrolled {
                        memory.column_scrolled = false;
                        memory.highlighted = None;
                    }
                    one_column(ui, &shown, &mut memory, &mut chosen);
                }
            });
        });
    if toast_in_panel {
        // A note for the toast's drawing in this frame, not a change to wake anything for.
        toast.bypass_change_detection().in_panel = true;
    }
    actions.write_batch(chosen);
    release_pointer_focus(ctx, &panel.response);
    let (right, bottom) = if bottom {
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

/// Where the room's window of an online game stood in the last frame, if it was shown.
fn room_window_rect(ctx: &egui::Context) -> Option<egui::Rect> {
    let layer = WindowId::OnlineStatus.layer();
    ctx.memory(|memory| {
        memory
            .areas()
            .visible_last_frame(&layer)
            .then(|| memory.area_rect(layer.id))
            .flatten()
    })
}

/// How much of the panel's foot (the panel at `panel`) the room's window at `window` covers,
/// with a row's spacing above it.
fn covered_by_room_window(window: Option<egui::Rect>, panel: egui::Rect) -> f32 {
    match window {
        Some(window) if window.intersects(panel) && window.bottom() >= panel.bottom() - 1.0 => {
            (panel.bottom() - window.top() + 6.0).clamp(0.0, panel.height())
        }
        _ => 0.0,
    }
}

/// The status's column of a panel in two columns: the status, the review's buttons and the
/// footer. Records the height it needs.
fn status_column(
    ui: &mut egui::Ui,
    shown: &Shown,
    memory: &mut PanelMemory,
    chosen: &mut Vec<PlayerAction>,
) {
    let top = ui.cursor().top();
    status(ui, shown, memory);
    chosen.extend(review_buttons(ui, shown));
    let above_footer = ui.cursor().top() - top;
    let footer = footer_and(ui, shown, memory, chosen, |_, _, _, _| {});
    memory.left_needed = above_footer + footer;
}

/// The panel in one column: the status, the review's buttons, the analysis's graph, the move
/// list and the footer. Records the height the column needs with the list at its least.
fn one_column(
    ui: &mut egui::Ui,
    shown: &Shown,
    memory: &mut PanelMemory,
    chosen: &mut Vec<PlayerAction>,
) {
    let top = ui.cursor().top();
    status(ui, shown, memory);
    chosen.extend(review_buttons(ui, shown));
    analysis_panel::graph_section(ui, shown.model, shown.analysis, shown.language, chosen);
    let above_list = ui.cursor().top() - top;
    let footer = footer_and(ui, shown, memory, chosen, move_list);
    // Without the toast, which only comes where there is room for it.
    memory.needed = above_list + LEAST_LIST_HEIGHT + footer - memory.toast_height;
}

/// The height `words` take as the toast at the footer's foot: wrapped at the panel's width,
/// or at a column's in a panel of `two_columns`.
fn toast_height(ui: &mut egui::Ui, words: &str, two_columns: bool) -> f32 {
    let spacing = ui.spacing().item_spacing;
    let width = if two_columns {
        (ui.available_width() - spacing.x) / 2.0
    } else {
        ui.available_width()
    };
    let font = egui::TextStyle::Body.resolve(ui.style());
    let words = ui.fonts_mut(|fonts| {
        fonts
            .layout(words.to_owned(), font, theme::TEXT, width)
            .size()
            .y
    });
    words + spacing.y
}

/// The least height of the move list: its heading and [`MIN_ROWS`] rows.
const LEAST_LIST_HEIGHT: f32 = ROW_HEIGHT * (MIN_ROWS as f32 + 1.0) + 12.0;

/// What the status shows.
struct Shown<'a> {
    language: Language,
    model: &'a GameModel,
    /// The computer thinks about its move or a hint: the spinner turns.
    busy: bool,
    /// A hint is being searched.
    hinting: bool,
    /// The hint's suggestion on the board, while it is shown.
    hint: Option<Move>,
    /// The analysis of the game, if any.
    analysis: &'a GameAnalysis,
    announcement: &'a Announcement,
    /// The toast on show, at the footer's foot.
    toast: Option<&'a str>,
    /// A short panel leaves out the goal.
    short: bool,
}

/// The move the hint suggests, while the selection shows it.
fn shown_hint(selection: &Selection) -> Option<Move> {
    match selection.destinations() {
        [mv] if selection.is_hint() => Some(*mv),
        _ => None,
    }
}

/// The status of the board shown, at least as tall as it has been at this width: the heading
/// with the spinner's place beside it, who plays whom, the move, the stones and the far rows.
fn status(ui: &mut egui::Ui, shown: &Shown, memory: &mut PanelMemory) {
    let Shown {
        language, model, ..
    } = *shown;
    let key = (ui.available_width().round() as i32, language);
    let tallest = match memory.status {
        Some((kept, height)) if kept == key => height,
        _ => 0.0,
    };
    // The height of the status itself, without the spacing after it: measuring up to the
    // cursor would add that spacing to the kept height every frame.
    // Left-aligned, not justified: in the bottom panel's columns (justified layouts) a wrapped
    // row was stretched letter by letter to the column's width.
    let height = ui
        .with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
            ui.set_min_height(tallest);
            let colour = if threat_line(model).is_some() {
                theme::WARNING
            } else {
                theme::TEXT
            };
            // In play the heading keeps room for every turn's line; a review and the end
            // have headings of their own.
            let in_play = model.review().is_none() && model.outcome().is_none();
            let turns = turn_headings(model).map(|key| language.text(key));
            let room_for: &[&str] = if in_play { &turns } else { &[] };
            heading(
                ui,
                &figures_kept_with_words(&heading_line(model, language, shown.hinting)),
                colour,
                shown.busy,
                room_for,
            );
            if let Some(hint) = shown.hint {
                ui.label(
                    egui::RichText::new(language.say(&hint_announcement(hint))).color(theme::HINT),
                );
            }
            ui.add(egui::Label::new(
                egui::RichText::new(players_line(model, language)).small(),
            ));
            ui.label(figures_kept_with_words(&moment_line(model, language)));
            ui.label(figures_kept_with_words(&stone_count_line(model, language)));
            ui.label(figures_kept_with_words(&far_row_line(model, language)));
        })
        .response
        .rect
        .height();
    memory.status = Some((key, height.max(tallest)));
}

/// The heading in `colour`, wrapped onto as many lines as it needs and as tall as the tallest
/// of `room_for` would be, and at its right the place of the spinner, which turns while the
/// computer thinks.
fn heading(ui: &mut egui::Ui, text: &str, colour: egui::Color32, busy: bool, room_for: &[&str]) {
    let height = ui.text_style_height(&egui::TextStyle::Heading);
    let width = ui.available_width();
    let top_left = ui.cursor().min;
    let text_width = (width - height - ui.spacing().item_spacing.x).max(0.0);
    let styled = |text: &str| egui::RichText::new(text).heading().strong();
    let room = room_for
        .iter()
        .map(|other| {
            egui::WidgetText::from(styled(other))
                .into_galley(
                    ui,
                    Some(egui::TextWrapMode::Wrap),
                    text_width,
                    egui::FontSelection::Default,
                )
                .size()
                .y
        })
        .fold(0.0, f32::max);
    ui.scope(|ui| {
        ui.set_max_width(text_width);
        ui.set_min_height(room);
        ui.add(egui::Label::new(styled(text).color(colour)).wrap());
    });
    if busy {
        let spinner = egui::Rect::from_min_size(
            egui::pos2(top_left.x + width - height, top_left.y),
            egui::vec2(height, height),
        );
        egui::Spinner::new()
            .color(theme::ACCENT)
            .paint_at(ui, spinner);
    }
}

/// The review's buttons in one row of equal widths: to the start, one move back, one move
/// forward, to the current position. They step a ply at a time, as the list is laid out.
fn review_buttons(ui: &mut egui::Ui, shown: &Shown) -> Option<PlayerAction> {
    let Shown {
        language, model, ..
    } = *shown;
    let plies = model.game().moves().len();
    let review = model.review();
    let can_go_back = plies > 0 && review != Some(0);
    let reviewing = review.is_some();
    let buttons = [
        (
            Icon::ToStart,
            Key::StepToStart,
            ReviewStep::ToPly(0),
            can_go_back,
        ),
        (Icon::Back, Key::StepBack, ReviewStep::Back, can_go_back),
        (
            Icon::Forward,
            Key::StepForward,
            ReviewStep::Forward,
            reviewing,
        ),
        (Icon::ToEnd, Key::StepToEnd, ReviewStep::Exit, reviewing),
    ];
    let spacing = ui.spacing().item_spacing.x;
    let width = ((ui.available_width() - spacing * 3.0) / 4.0).floor();
    let mut step = None;
    ui.horizontal(|ui| {
        for (icon, name, target, enabled) in buttons {
            let button = IconButton::icon_only(icon, language.text(name))
                .min_size(egui::vec2(width, ui.spacing().interact_size.y));
            if ui.add_enabled(enabled, button).clicked() {
                step = Some(target);
            }
        }
    });
    step.map(|step| GameAction::Review(step).into())
}

/// Draws the footer from the bottom of `ui` upwards, then `above` in the room left between
/// the cursor and the footer: the list's top stays where it is whatever the footer holds.
/// Returns the footer's height, with the spacing above it.
fn footer_and(
    ui: &mut egui::Ui,
    shown: &Shown,
    memory: &mut PanelMemory,
    chosen: &mut Vec<PlayerAction>,
    above: impl FnOnce(&mut egui::Ui, &Shown, &mut PanelMemory, &mut Vec<PlayerAction>),
) -> f32 {
    let room = ui.available_rect_before_wrap();
    let mut footer_ui = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(room)
            .layout(egui::Layout::bottom_up(egui::Align::Min)),
    );
    footer(&mut footer_ui, shown, memory, chosen);
    let footer_top = footer_ui.min_rect().top();
    let list_rect = egui::Rect::from_min_max(
        room.min,
        egui::pos2(room.right(), footer_top - ui.spacing().item_spacing.y),
    );
    ui.scope_builder(egui::UiBuilder::new().max_rect(list_rect), |ui| {
        above(ui, shown, memory, chosen);
    });
    ui.allocate_rect(room, egui::Sense::hover());
    room.bottom() - footer_top + ui.spacing().item_spacing.y
}

/// The footer, from the bottom up: while reviewing, back to the game and continue from here
/// (which asks first); in play, the goal (unless the panel is short, the game over or a toast
/// there), the result, the breakthrough warning and the last capture or refused click.
fn footer(
    ui: &mut egui::Ui,
    shown: &Shown,
    memory: &mut PanelMemory,
    chosen: &mut Vec<PlayerAction>,
) {
    let Shown {
        language, model, ..
    } = *shown;
    // The toast at the very foot, in strong letters; its height is left out of what the
    // column needs (see `one_column`).
    memory.toast_height = shown.toast.map_or(0.0, |toast| {
        let label = ui.label(egui::RichText::new(toast).strong().color(theme::TEXT));
        label.rect.height() + ui.spacing().item_spacing.y
    });
    memory.goal_height = 0.0;
    if model.review().is_some() {
        let mut step = None;
        // One button a row, laid from the bottom up: a wrapped row would fall below the
        // panel's foot.
        if memory.confirming {
            if ui.button(language.text(Key::ContinueYes)).clicked() {
                step = Some(ReviewStep::ContinueHere);
                memory.confirming = false;
            }
            if ui.button(language.text(Key::Cancel)).clicked() {
                memory.confirming = false;
            }
        } else {
            if ui.button(language.text(Key::BackToGame)).clicked() {
                step = Some(ReviewStep::Exit);
            }
            if ui.button(language.text(Key::ContinueHere)).clicked() {
                memory.confirming = true;
            }
        }
        if memory.confirming {
            ui.label(
                egui::RichText::new(language.text(Key::ContinueConfirm)).color(theme::WARNING),
            );
        }
        if let Some(step) = step {
            chosen.push(GameAction::Review(step).into());
        }
        analysis_panel::footer_section(ui, model, shown.analysis, language, chosen);
        return;
    }
    memory.confirming = false;
    let position = model.game().position();
    let over = model.outcome().is_some();
    // The goal gives its place to a toast (on a phone the toast would otherwise lie over the
    // board's first row).
    let before_goal = ui.min_rect().height();
    if !shown.short && !over && shown.toast.is_none() {
        for line in [Key::GoalLine2, Key::GoalLine1] {
            ui.label(egui::RichText::new(language.text(line)).small().weak());
        }
    }
    memory.goal_height = ui.min_rect().height() - before_goal;
    if let Some(result) = result_line(model, language) {
        ui.label(egui::RichText::new(result).strong().color(theme::ACCENT));
    }
    if !over && position.must_answer_breakthrough() {
        let warning = match position.side_to_move() {
            Side::White => Key::WhiteMustAnswer,
            Side::Black => Key::BlackMustAnswer,
        };
        ui.label(
            egui::RichText::new(language.text(warning))
                .color(theme::WARNING)
                .strong(),
        );
    }
    if let Some(text) = shown.announcement.text(language) {
        let colour = match shown.announcement.kind() {
            Some(AnnouncementKind::Capture) => theme::CAPTURE,
            _ => theme::NOTE,
        };
        ui.label(egui::RichText::new(text).color(colour));
    }
    analysis_panel::footer_section(ui, model, shown.analysis, language, chosen);
}

/// The move the list highlights: the one that led to the reviewed position, else the last.
fn highlighted_ply(model: &GameModel) -> Option<usize> {
    let plies = model.review().unwrap_or(model.game().moves().len());
    plies.checked_sub(1)
}

/// The moves in notation, a numbered row per White move and Black's answer, in rows of one
/// height; the list shows whole rows and keeps to the newest move (while reviewing, to the
/// reviewed one). A click on a move reviews the game after it.
fn move_list(
    ui: &mut egui::Ui,
    shown: &Shown,
    memory: &mut PanelMemory,
    chosen: &mut Vec<PlayerAction>,
) {
    let Shown {
        language, model, ..
    } = *shown;
    let game = model.game();
    let moves = game.moves();
    ui.label(egui::RichText::new(language.text(Key::Moves)).strong());
    if moves.is_empty() {
        ui.weak(language.text(Key::NoMovesYet));
        memory.highlighted = None;
        return;
    }
    let first = game.start().side_to_move();
    let rows = full_move_number(moves.len() - 1, first);
    let highlight = highlighted_ply(model);
    let fit = ((ui.available_height() / ROW_HEIGHT).floor() as usize).max(MIN_ROWS);
    let height = fit as f32 * ROW_HEIGHT;
    let reviewing = model.review().is_some();
    let mut area = egui::ScrollArea::vertical()
        .id_salt("move list")
        .auto_shrink([false, false])
        .min_scrolled_height(height)
        .max_height(height)
        .stick_to_bottom(!reviewing);
    // A newly reviewed move comes into view; the list moves no further than that.
    if reviewing
        && highlight != memory.highlighted
        && let Some(ply) = highlight
    {
        let row = full_move_number(ply, first) - 1;
        let row_top = row as f32 * ROW_HEIGHT;
        let offset = if row_top < memory.offset {
            Some(row_top)
        } else if row_top + ROW_HEIGHT > memory.offset + height {
            Some(row_top + ROW_HEIGHT - height)
        } else {
            None
        };
        if let Some(offset) = offset {
            area = area.vertical_scroll_offset(offset);
        }
    }
    memory.highlighted = highlight;
    let output = ui
        .scope(|ui| {
            ui.spacing_mut().item_spacing.y = 0.0;
            area.show_rows(ui, ROW_HEIGHT, rows, |ui, range| {
                for row in range {
                    if let Some(ply) = move_row(ui, shown, row, highlight) {
                        chosen.push(GameAction::Review(ReviewStep::ToPly(ply)).into());
                    }
                }
            })
        })
        .inner;
    memory.offset = output.state.offset.y;
}

/// One row of the list: its number and the White and Black moves of that number (a game that
/// starts with Black to move leaves the first White cell empty). Returns the plies to review
/// when a move is clicked.
fn move_row(
    ui: &mut egui::Ui,
    shown: &Shown,
    row: usize,
    highlight: Option<usize>,
) -> Option<usize> {
    let game = shown.model.game();
    let black_first = game.start().side_to_move() == Side::Black;
    let (rect, _) = ui.allocate_exact_size(
        egui::vec2(ui.available_width(), ROW_HEIGHT),
        egui::Sense::hover(),
    );
    let painter = ui.painter();
    if row % 2 == 1 {
        painter.rect_filled(rect, 0.0, theme::STRIPE);
    }
    painter.text(
        egui::pos2(rect.left() + NUMBER_COLUMN - 8.0, rect.center().y),
        egui::Align2::RIGHT_CENTER,
        format!("{}.", row + 1),
        theme::move_list_font(),
        theme::WEAK_TEXT,
    );
    let cell_width = (rect.width() - NUMBER_COLUMN) / 2.0;
    let mut clicked = None;
    for column in 0..2 {
        // The ply of this cell: rows hold a White and a Black move.
        let Some(ply) = (2 * row + column).checked_sub(usize::from(black_first)) else {
            continue;
        };
        let Some(cell_move) = move_cell(shown.model, shown.analysis, ply) else {
            continue;
        };
        let cell = egui::Rect::from_min_size(
            egui::pos2(
                rect.left() + NUMBER_COLUMN + column as f32 * cell_width,
                rect.top(),
            ),
            egui::vec2(cell_width, ROW_HEIGHT),
        );
        if cell_clicked(ui, cell, &cell_move, Some(ply) == highlight, shown.language) {
            clicked = Some(ply + 1);
        }
    }
    clicked
}

/// A move's cell: its notation and, once analysed, its mark's symbol in the mark's colour;
/// brass when highlighted, lit under the pointer; a click on it reviews the game after it.
fn cell_clicked(
    ui: &mut egui::Ui,
    cell: egui::Rect,
    cell_move: &MoveCell,
    highlighted: bool,
    language: Language,
) -> bool {
    let text = cell_move.text.clone();
    let label = cell_move.label();
    let response = ui.interact(
        cell,
        egui::Id::new(("move list cell", cell_move.ply)),
        egui::Sense::click(),
    );
    response.widget_info(|| {
        egui::WidgetInfo::selected(egui::WidgetType::Button, true, highlighted, &label)
    });
    let painter = ui.painter();
    let inner = cell.shrink2(egui::vec2(2.0, 1.0));
    let colour = if highlighted {
        painter.rect_filled(inner, 4.0, theme::ACCENT);
        theme::ON_ACCENT
    } else if response.hovered() || response.has_focus() {
        painter.rect_stroke(
            inner,
            4.0,
            egui::Stroke::new(1.0, theme::ACCENT),
            egui::StrokeKind::Inside,
        );
        theme::TEXT
    } else {
        theme::TEXT
    };
    let font = theme::move_list_font();
    let written = painter.text(
        egui::pos2(inner.left() + 6.0, cell.center().y),
        egui::Align2::LEFT_CENTER,
        text,
        font.clone(),
        colour,
    );
    if let Some(mark) = cell_move.mark.filter(|mark| !mark.symbol().is_empty()) {
        let symbol_colour = if highlighted {
            theme::ON_ACCENT
        } else {
            mark_colour(mark)
        };
        painter.text(
            egui::pos2(written.right() + 2.0, cell.center().y),
            egui::Align2::LEFT_CENTER,
            mark.symbol(),
            font,
            symbol_colour,
        );
    }
    response
        .on_hover_text(language.text(Key::ReviewTooltip))
        .clicked()
}
