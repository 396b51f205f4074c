//! The analysis as it is painted: the evaluation graph (with its move numbers, the turning
//! point and a click or drag to review), the buttons that start an analysis and its progress.

use bevy_egui::egui::{self, Color32};

use super::words::{
    VerdictRow, graph_values, is_loss, numbered, outlook_text, position_score, review_lines,
    verdict_lines, verdict_table,
};
use crate::game::action::{GameAction, PlayerAction, ReviewStep};
use crate::game::board::model::GameModel;
use crate::game::computer::analysis::{AnalysisState, GameAnalysis};
use crate::game::ui::look::theme;
use crate::game::values::Language;
use epaminondas_core::Side;
use epaminondas_engine::analysis::{Strength, outlook, verdict};
use epaminondas_play::i18n::{Key, Text};
use epaminondas_play::record::full_move_number;

/// The graph's height, in logical pixels, its move numbers included.
pub const GRAPH_HEIGHT: f32 = 120.0;
/// The strip under the graph's area that holds the move numbers.
const NUMBERS_HEIGHT: f32 = 14.0;
/// The fewest logical pixels between two move numbers under the graph.
const NUMBER_SPACING: f32 = 36.0;

/// The x of position `plies` in a graph drawn in `rect` over `positions` positions.
pub fn graph_x(rect: egui::Rect, positions: usize, plies: usize) -> f32 {
    let steps = positions.saturating_sub(1).max(1) as f32;
    rect.left() + rect.width() * plies as f32 / steps
}

/// The position a click at `x` in a graph drawn in `rect` over `positions` positions means:
/// the nearest one.
pub fn graph_position_at(rect: egui::Rect, positions: usize, x: f32) -> usize {
    let steps = positions.saturating_sub(1).max(1) as f32;
    let share = ((x - rect.left()) / rect.width().max(1.0)).clamp(0.0, 1.0);
    ((share * steps).round() as usize).min(positions.saturating_sub(1))
}

/// The review step a click on the graph at position `plies` asks for (the game's length is the
/// current position: the review ends).
pub fn graph_click(plies: usize) -> GameAction {
    GameAction::Review(ReviewStep::ToPly(plies))
}

/// several rows is then added last row first, so that it reads from the top down.
fn bottom_up(ui: &egui::Ui) -> bool {
    ui.layout().main_dir() == egui::Direction::BottomUp
}

/// One row of a block of the panel, drawn when its turn comes.
type Row<'a> = Box<dyn FnOnce(&mut egui::Ui) + 'a>;

/// Adds `rows` to `ui` in reading order, whichever way `ui` lays items out.
fn in_reading_order(ui: &mut egui::Ui, mut rows: Vec<Row<'_>>) {
    if bottom_up(ui) {
        rows.reverse();
    }
    for row in rows {
        row(ui);
    }
}

/// The choice of an analysis: a heading and the Quick and Deep buttons (each with what it
/// costs); the chosen strength.
pub(crate) fn analyse_buttons(ui: &mut egui::Ui, language: Language) -> Option<Strength> {
    let mut chosen = None;
    in_reading_order(
        ui,
        vec![
            Box::new(|ui: &mut egui::Ui| {
                ui.label(egui::RichText::new(language.text(Key::AnalyseGame)).strong());
            }),
            Box::new(|ui: &mut egui::Ui| {
                ui.horizontal_wrapped(|ui| {
                    for (strength, name, about) in [
                        (Strength::Quick, Key::AnalyseQuick, Key::AnalyseQuickTooltip),
                        (Strength::Deep, Key::AnalyseDeep, Key::AnalyseDeepTooltip),
                    ] {
                        if ui
                            .button(language.text(name))
                            .on_hover_text(language.text(about))
                            .clicked()
                        {
                            chosen = Some(strength);
                        }
                    }
                });
            }),
        ],
    );
    chosen
}

/// The running analysis's progress (how many moves are judged, and a bar) and its Stop
/// button; the action when Stop is pressed.
pub(crate) fn progress(
    ui: &mut egui::Ui,
    analysis: &GameAnalysis,
    language: Language,
) -> Option<PlayerAction> {
    let said = language.say(
        &Text::new(Key::Analysing)
            .with("done", analysis.plies().len())
            .with("total", analysis.total()),
    );
    let mut stop = false;
    in_reading_order(
        ui,
        vec![
            Box::new(|ui: &mut egui::Ui| {
                ui.label(egui::RichText::new(said).small());
            }),
            Box::new(|ui: &mut egui::Ui| {
                ui.horizontal(|ui| {
                    let button_width = ui.fonts_mut(|fonts| {
                        fonts
                            .layout_no_wrap(
                                language.text(Key::CancelAnalysis).to_owned(),
                                egui::TextStyle::Button.resolve(ui.style()),
                                theme::TEXT,
                            )
                            .size()
                            .x
                    }) + 2.0 * ui.spacing().button_padding.x
                        + ui.spacing().item_spacing.x;
                    let bar_width = (ui.available_width() - button_width).max(40.0);
                    ui.add(
                        egui::ProgressBar::new(analysis.progress())
                            .desired_width(bar_width)
                            .fill(theme::ACCENT),
                    );
                    stop = ui.button(language.text(Key::CancelAnalysis)).clicked();
                });
            }),
        ],
    );
    stop.then_some(GameAction::CancelAnalysis.into())
}

/// The analysis's graph as the side panel shows it, under the review's buttons, while there is
/// an analysis: one fixed height, so the move list below moves only when an analysis starts
/// or is dropped; once it is done, each side's account under it ([`verdict_grid`]; in a
/// review only the accuracy). A click on the graph goes to `chosen`.
pub(crate) fn graph_section(
    ui: &mut egui::Ui,
    model: &GameModel,
    analysis: &GameAnalysis,
    language: Language,
    chosen: &mut Vec<PlayerAction>,
) {
    if analysis.total() == 0 {
        return;
    }
    if let Some(plies) = graph(ui, model, analysis, language) {
        chosen.push(graph_click(plies).into());
    }
    if let Some(mut table) = verdict_table(analysis, language) {
        // A review's move list and words need the room: its table is the accuracy alone (the
        // losses by kind are on the end card, and here again once the review ends).
        if model.review().is_some() {
            table.truncate(1);
        }
        verdict_grid(ui, &table, language);
    }
}

/// The analysis's words in the side panel's footer, which grows upwards from the panel's
/// bottom without moving the list: the choice of an analysis (after the game or in a review),
/// why one stopped, its progress, and the review's account or the verdict. The actions of its
/// buttons go to `chosen`.
pub(crate) fn footer_section(
    ui: &mut egui::Ui,
    model: &GameModel,
    analysis: &GameAnalysis,
    language: Language,
    chosen: &mut Vec<PlayerAction>,
) {
    let small = |text: &str, colour: Color32| egui::RichText::new(text).small().color(colour);
    let words: Vec<(String, Color32)> = if model.review().is_some() {
        review_lines(model, analysis, language)
            .into_iter()
            .map(|line| (line.text, line.colour))
            .collect()
    } else {
        verdict_lines(model, analysis, language)
            .into_iter()
            .map(|line| (line, theme::TEXT))
            .collect()
    };
    let offer = model.outcome().is_some() || model.review().is_some();
    let mut rows: Vec<Row<'_>> = Vec::new();
    match analysis.state() {
        AnalysisState::Idle if offer && !model.game().moves().is_empty() => {
            rows.push(Box::new(|ui: &mut egui::Ui| {
                if let Some(strength) = analyse_buttons(ui, language) {
                    chosen.push(GameAction::Analyse(strength).into());
                }
            }));
        }
        AnalysisState::Idle => return,
        AnalysisState::Running => rows.push(Box::new(|ui: &mut egui::Ui| {
            chosen.extend(progress(ui, analysis, language));
        })),
        AnalysisState::Failed(why) => {
            let said = language.say(&Text::new(Key::AnalysisFailed).with("why", why.text()));
            rows.push(Box::new(move |ui: &mut egui::Ui| {
                ui.label(small(&said, theme::WARNING));
            }));
            rows.push(Box::new(|ui: &mut egui::Ui| {
                if let Some(strength) = analyse_buttons(ui, language) {
                    chosen.push(GameAction::Analyse(strength).into());
                }
            }));
        }
        AnalysisState::Done => {}
    }
    for (text, colour) in words {
        rows.push(Box::new(move |ui: &mut egui::Ui| {
            ui.label(small(&text, colour));
        }));
    }
    in_reading_order(ui, rows);
}

/// Each side's account in a table: the sides' names over their columns, the accuracy in
/// strong figures, then a row per kind of loss, its mark's symbol in its colour before its
/// name (the symbol tells the rows apart without the colour). Figures are tabular, so the
/// columns line up.
pub(crate) fn verdict_grid(ui: &mut egui::Ui, table: &[VerdictRow], language: Language) {
    let figure = |text: &str| egui::RichText::new(text).monospace();
    // The sides' columns take what their names and figures need; the rows' names take the
    // rest of the width and wrap there (a Russian label at 150 % ran the Black column past
    // the panel's edge), between words: their column is never narrower than their widest
    // word, the gaps between the columns giving way first (German "Genauigkeit" broke after
    // its tenth letter at 800×600).
    let width_of = |text: egui::WidgetText| {
        text.into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::FontSelection::Default,
        )
        .size()
        .x
    };
    let side_columns: f32 = [Key::White, Key::Black]
        .iter()
        .enumerate()
        .map(|(column, &side)| {
            let figures = table.iter().map(|row| {
                row.figures
                    .get(column)
                    .map_or(0.0, |value| width_of(figure(value).into()))
            });
            figures.fold(
                width_of(egui::RichText::new(language.text(side)).strong().into()),
                f32::max,
            )
        })
        .sum();
    let widest_word = table
        .iter()
        .flat_map(|row| {
            let words = row.label.split_whitespace();
            words.map(|word| width_of(row_name(row, word).into()))
        })
        .fold(0.0, f32::max);
    let spare = ui.available_width() - side_columns - widest_word;
    let spacing = egui::vec2((spare / 2.0).clamp(MIN_COLUMN_GAP, COLUMN_GAP), 2.0);
    let names_width = (ui.available_width() - side_columns - 2.0 * spacing.x).max(widest_word);
    egui::Grid::new("verdict table")
        .num_columns(3)
        .spacing(spacing)
        .striped(true)
        .show(ui, |ui| {
            ui.label("");
            for side in [Key::White, Key::Black] {
                ui.label(egui::RichText::new(language.text(side)).strong());
            }
            ui.end_row();
            for row in table {
                let mut job = egui::text::LayoutJob::default();
                if let Some(mark) = row.mark {
                    figure(&format!("{} ", mark.symbol()))
                        .color(theme::mark_colour(mark))
                        .append_to(
                            &mut job,
                            ui.style(),
                            egui::FontSelection::Default,
                            egui::Align::Center,
                        );
                }
                row_name(row, &row.label).append_to(
                    &mut job,
                    ui.style(),
                    egui::FontSelection::Default,
                    egui::Align::Center,
                );
                // Only this column is bounded: a bound on the grid's columns would also wrap
                // the sides' names over theirs (German "Schwarz" at 150 %).
                ui.scope(|ui| {
                    ui.set_max_width(names_width);
                    ui.add(egui::Label::new(job).wrap());
                });
                for value in &row.figures {
                    let text = figure(value);
                    ui.label(if row.mark.is_none() {
                        text.strong()
                    } else {
                        text
                    });
                }
                ui.end_row();
            }
        });
}

/// The verdict table's gap between its columns (points), and the least it gives way to when
/// the panel is narrow.
const COLUMN_GAP: f32 = 14.0;
const MIN_COLUMN_GAP: f32 = 6.0;

/// A verdict row's name (or one word of it) as the table writes it: the accuracy strong, the
/// kinds of loss small.
fn row_name(row: &VerdictRow, text: &str) -> egui::RichText {
    match row.mark {
        None => egui::RichText::new(text).strong(),
        Some(_) => egui::RichText::new(text).small(),
    }
}

/// Which half of the graph is whose: "White" on a chip of White's area colour at its top left,
/// "Black" on one of Black's at its bottom left.
fn side_names(painter: &egui::Painter, rect: egui::Rect, language: Language) {
    let font = egui::TextStyle::Small.resolve(painter.ctx().global_style().as_ref());
    for (key, fill, text, top) in [
        (Key::White, theme::GRAPH_WHITE, theme::GRAPH_BLACK, true),
        (Key::Black, theme::GRAPH_BLACK, theme::GRAPH_WHITE, false),
    ] {
        let galley = painter.layout_no_wrap(language.text(key).to_owned(), font.clone(), text);
        let size = galley.size() + egui::Vec2::splat(2.0 * SIDE_NAME_MARGIN);
        let corner = if top {
            rect.left_top() + egui::Vec2::splat(SIDE_NAME_MARGIN)
        } else {
            rect.left_bottom() + egui::vec2(SIDE_NAME_MARGIN, -SIDE_NAME_MARGIN - size.y)
        };
        let chip = egui::Rect::from_min_size(corner, size);
        painter.rect_filled(chip, SIDE_NAME_MARGIN, fill);
        painter.galley(chip.min + egui::Vec2::splat(SIDE_NAME_MARGIN), galley, text);
    }
}

/// The margin and corner of the graph's side names' chips.
const SIDE_NAME_MARGIN: f32 = 3.0;

/// The evaluation graph over the whole width: White's share above the middle, Black's below,
/// the losses as dots in their mark's colour, the turning point as a dashed line, the position
/// shown as a brass line, and the move numbers under it. A click or a drag reviews the position
/// under the pointer, which a tooltip names; reached with Tab, ← and → step through the
/// positions. Returns the position to review.
fn graph(
    ui: &mut egui::Ui,
    model: &GameModel,
    analysis: &GameAnalysis,
    language: Language,
) -> Option<usize> {
    let (whole, response) = ui.allocate_exact_size(
        egui::vec2(ui.available_width(), GRAPH_HEIGHT),
        egui::Sense::click_and_drag(),
    );
    let (rect, numbers) = whole.split_top_bottom_at_y(whole.bottom() - NUMBERS_HEIGHT);
    response.widget_info(|| {
        egui::WidgetInfo::labeled(
            egui::WidgetType::Other,
            true,
            language.text(Key::AnalysisTitle),
        )
    });
    let values = graph_values(model, analysis);
    let positions = values.len();
    move_numbers(ui, model, numbers, positions);
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, theme::GRAPH_BACKGROUND);
    let middle = rect.center().y;
    let y_of = |value: f32| middle - value * (rect.height() / 2.0 - 2.0);
    let points: Vec<Option<egui::Pos2>> = values
        .iter()
        .enumerate()
        .map(|(plies, value)| value.map(|v| egui::pos2(graph_x(rect, positions, plies), y_of(v))))
        .collect();
    // The sides' areas, segment by segment, split where the line crosses the middle.
    let mut mesh = egui::Mesh::default();
    for pair in points.windows(2) {
        let [Some(a), Some(b)] = [pair[0], pair[1]] else {
            continue;
        };
        let mut quad = |a: egui::Pos2, b: egui::Pos2| {
            let colour = if a.y + b.y < 2.0 * middle {
                theme::GRAPH_WHITE
            } else {
                theme::GRAPH_BLACK
            };
            let base = mesh.vertices.len() as u32;
            for pos in [egui::pos2(a.x, middle), a, b, egui::pos2(b.x, middle)] {
                mesh.colored_vertex(pos, colour);
            }
            mesh.add_triangle(base, base + 1, base + 2);
            mesh.add_triangle(base, base + 2, base + 3);
        };
        if (a.y - middle) * (b.y - middle) < 0.0 {
            let t = (middle - a.y) / (b.y - a.y);
            let cross = egui::pos2(a.x + t * (b.x - a.x), middle);
            quad(a, cross);
            quad(cross, b);
        } else {
            quad(a, b);
        }
    }
    painter.add(egui::Shape::mesh(mesh));
    painter.hline(
        rect.x_range(),
        middle,
        egui::Stroke::new(1.0, theme::WEAK_TEXT),
    );
    // The line joins neighbouring positions the engine has scored, nothing across a gap.
    for run in points.split(Option::is_none) {
        let run: Vec<egui::Pos2> = run.iter().flatten().copied().collect();
        painter.add(egui::Shape::line(
            run,
            egui::Stroke::new(1.5, theme::ACCENT),
        ));
    }
    // The turning point (where the game changed hands, or the costliest move): a dashed line
    // through the position it led to.
    if let Some(point) = verdict(analysis.plies()).turning_point {
        let x = graph_x(rect, positions, point.ply + 1);
        painter.add(egui::Shape::dashed_line(
            &[egui::pos2(x, rect.top()), egui::pos2(x, rect.bottom())],
            egui::Stroke::new(1.5, theme::WARNING),
            4.0,
            3.0,
        ));
    }
    // A move's dot sits on the position it led to.
    for judged in analysis.plies().iter().filter(|p| is_loss(p.mark)) {
        if let Some(Some(at)) = points.get(judged.ply + 1) {
            painter.circle_filled(*at, 3.5, theme::mark_colour(judged.mark));
            painter.circle_stroke(*at, 3.5, egui::Stroke::new(1.0, theme::GRAPH_BLACK));
        }
    }
    side_names(&painter, rect, language);
    let shown = model
        .review()
        .unwrap_or(model.game().moves().len())
        .min(positions.saturating_sub(1));
    let shown_x = graph_x(rect, positions, shown);
    painter.vline(
        shown_x,
        rect.y_range(),
        egui::Stroke::new(2.0, theme::ACCENT),
    );
    if response.has_focus() {
        painter.rect_stroke(
            rect,
            4.0,
            egui::Stroke::new(1.5, theme::ACCENT),
            egui::StrokeKind::Inside,
        );
    }
    let hovered = response
        .hover_pos()
        .map(|pos| graph_position_at(rect, positions, pos.x));
    if let Some(plies) = hovered {
        let x = graph_x(rect, positions, plies);
        painter.vline(x, rect.y_range(), egui::Stroke::new(1.0, theme::TEXT));
    }
    // With the keyboard's focus on the graph, ← and → step through the positions.
    let step = if response.has_focus() {
        // The arrows are the graph's, not egui's way to the neighbouring widget.
        ui.memory_mut(|memory| {
            memory.set_focus_lock_filter(
                response.id,
                egui::EventFilter {
                    horizontal_arrows: true,
                    ..Default::default()
                },
            );
        });
        ui.input(|input| {
            if input.key_pressed(egui::Key::ArrowLeft) {
                Some(shown.saturating_sub(1))
            } else if input.key_pressed(egui::Key::ArrowRight) {
                Some((shown + 1).min(positions.saturating_sub(1)))
            } else {
                None
            }
        })
    } else {
        None
    };
    let under_pointer = || {
        response
            .interact_pointer_pos()
            .map_or(shown, |pos| graph_position_at(rect, positions, pos.x))
    };
    let clicked = if response.clicked() {
        Some(under_pointer())
    } else if response.dragged() {
        // A drag reviews each position it passes, once.
        Some(under_pointer()).filter(|&plies| plies != shown)
    } else {
        step
    };
    let tip = match hovered {
        Some(plies) => {
            let moment = match plies.checked_sub(1).and_then(|ply| {
                model
                    .game()
                    .moves()
                    .get(ply)
                    .map(|&mv| numbered(model, ply, mv))
            }) {
                Some(moment) => moment,
                None => language.text(Key::GraphStart).to_owned(),
            };
            match position_score(model, analysis, plies) {
                Some(score) => language.say(
                    &Text::new(Key::GraphPoint)
                        .with("moment", &moment)
                        .with("outlook", outlook_text(outlook(score), language)),
                ),
                None => moment,
            }
        }
        None => language.text(Key::GraphTooltip).to_owned(),
    };
    response.on_hover_text(tip);
    clicked
}

/// The full move numbers under the graph, spaced at least [`NUMBER_SPACING`] apart: every
/// move, every second, fifth, tenth… as the game's length allows.
fn move_numbers(ui: &egui::Ui, model: &GameModel, strip: egui::Rect, positions: usize) {
    if positions < 2 {
        return;
    }
    let plies_per_pixel = (positions - 1) as f32 / strip.width().max(1.0);
    let least = (NUMBER_SPACING * plies_per_pixel / 2.0).ceil() as usize;
    let Some(step) = [1, 2, 5, 10, 20, 50, 100]
        .into_iter()
        .find(|&step| step >= least)
    else {
        return;
    };
    let painter = ui.painter_at(strip);
    let font = egui::FontId::new(11.0, egui::FontFamily::Proportional);
    let first = model.game().start().side_to_move();
    // The position after a White ply of move n is where n is written.
    for ply in 0..positions - 1 {
        let mv = full_move_number(ply, first);
        let whites = (first == Side::White) == (ply % 2 == 0);
        if !whites || (!mv.is_multiple_of(step) && mv != 1) {
            continue;
        }
        // A number at either end of the strip stands inside it, not cut in half by its edge.
        let x = graph_x(strip, positions, ply + 1);
        let (x, align) = if x > strip.right() - NUMBER_SPACING / 2.0 {
            (strip.right(), egui::Align2::RIGHT_CENTER)
        } else if x < strip.left() + NUMBER_SPACING / 2.0 {
            (strip.left(), egui::Align2::LEFT_CENTER)
        } else {
            (x, egui::Align2::CENTER_CENTER)
        };
        painter.text(
            egui::pos2(x, strip.center().y),
            align,
            mv.to_string(),
            font.clone(),
            theme::WEAK_TEXT,
        );
    }
}
