//! What the analysis of a game ([`GameAnalysis`]) shows the player: the choice of a quick or
//! deep analysis, its progress with a Stop button, the evaluation graph (White's chances above
//! its middle line, Black's below, from [`bar`]; a click reviews the position), each move's
//! mark in the move list (symbol and colour), in a review the game's move from the position
//! shown with its mark, the engine's better move in words and its line, and at the end a
//! verdict per side and the move where the game turned.
//!
//! The texts and the graph's geometry are plain functions of the model and the analysis, so
//! that tests read them without a window; the widgets are drawn by the side panel, the
//! end-of-game banner and the records window.

use bevy_egui::egui::{self, Color32};

use super::numbering::full_move_number;
use super::theme;
use crate::ai::WIN_SCORE;
use crate::ai::analysis::{
    Mark, Outlook, PlyAnalysis, Strength, Turn, bar, for_white, outlook, verdict,
};
use crate::game::action::{GameAction, PlayerAction, ReviewStep};
use crate::game::board::model::GameModel;
use crate::game::computer::analysis::{AnalysisState, GameAnalysis};
use crate::game::values::Language;
use crate::i18n::Key;
use crate::rules::{Color, Move};

/// The graph's height, in logical pixels, its move numbers included.
pub const GRAPH_HEIGHT: f32 = 120.0;
/// The strip under the graph's area that holds the move numbers.
const NUMBERS_HEIGHT: f32 = 14.0;
/// The fewest logical pixels between two move numbers under the graph.
const NUMBER_SPACING: f32 = 36.0;
/// How many moves of the engine's line the review shows.
const LINE_MOVES: usize = 5;
/// The graph's background, between the sides' colours.
const GRAPH_BACKGROUND: Color32 = Color32::from_rgb(88, 76, 66);
/// White's share of the graph: the ivory of its stones.
const GRAPH_WHITE: Color32 = Color32::from_rgb(236, 228, 212);
/// Black's share: the near-black of its stones.
const GRAPH_BLACK: Color32 = Color32::from_rgb(18, 15, 13);
/// An inaccuracy's colour.
const INACCURACY: Color32 = Color32::from_rgb(232, 200, 90);
/// The best and only moves' colour.
const BEST: Color32 = Color32::from_rgb(110, 190, 235);

/// The name of a mark.
pub fn mark_key(mark: Mark) -> Key {
    match mark {
        Mark::OnlyMove => Key::MarkOnly,
        Mark::Best => Key::MarkBest,
        Mark::Good => Key::MarkGood,
        Mark::Inaccuracy => Key::MarkInaccuracy,
        Mark::Mistake => Key::MarkMistake,
        Mark::Blunder => Key::MarkBlunder,
    }
}

/// The colour a mark is shown in: blue for the engine's choice, yellow, orange and red for
/// the three degrees of loss, the text's own for a good move.
pub fn mark_colour(mark: Mark) -> Color32 {
    match mark {
        Mark::OnlyMove | Mark::Best => BEST,
        Mark::Good => theme::TEXT,
        Mark::Inaccuracy => INACCURACY,
        Mark::Mistake => theme::WARNING,
        Mark::Blunder => theme::BAD,
    }
}

/// Whether a mark is a loss worth a dot on the graph.
fn is_loss(mark: Mark) -> bool {
    mark >= Mark::Inaccuracy
}

/// The engine's outlook in words.
pub fn outlook_text(outlook: Outlook, language: Language) -> String {
    let by_side = |side: Color, white: Key, black: Key| match side {
        Color::White => white,
        Color::Black => black,
    };
    let key = match outlook {
        Outlook::Equal => Key::OutlookEqual,
        Outlook::Better(side) => by_side(side, Key::OutlookBetterWhite, Key::OutlookBetterBlack),
        Outlook::Winning(side) => by_side(side, Key::OutlookWinningWhite, Key::OutlookWinningBlack),
        Outlook::WinsIn(side, _) => by_side(side, Key::OutlookWinsInWhite, Key::OutlookWinsInBlack),
        Outlook::Won(side) => by_side(side, Key::OutlookWonWhite, Key::OutlookWonBlack),
    };
    match outlook {
        Outlook::WinsIn(_, moves) => language.format(key, &[("n", &moves)]),
        _ => language.text(key).to_owned(),
    }
}

/// A move as the list numbers it: `14. e5-e6` for White, `14… e11-e10` for Black.
pub fn numbered(model: &GameModel, ply: usize, mv: Move) -> String {
    let game = model.game();
    let first = game.start().side_to_move();
    let number = full_move_number(ply, first);
    let mover = game
        .positions()
        .get(ply)
        .map_or(first, |position| position.side_to_move());
    match mover {
        Color::White => format!("{number}. {mv}"),
        Color::Black => format!("{number}… {mv}"),
    }
}

/// One move of the move list as it is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveCell {
    /// Which move, from 0.
    pub ply: usize,
    /// Its notation.
    pub text: String,
    /// Its mark, once the analysis judged it.
    pub mark: Option<Mark>,
}

impl MoveCell {
    /// What the cell says, for the eye and for a screen reader: the notation and the mark's
    /// symbol (`e5-e6 ?`), if it has one.
    pub fn label(&self) -> String {
        match self.mark.map(Mark::symbol) {
            Some(symbol) if !symbol.is_empty() => format!("{} {symbol}", self.text),
            _ => self.text.clone(),
        }
    }
}

/// The move list's cell of move `ply`.
pub fn move_cell(model: &GameModel, analysis: &GameAnalysis, ply: usize) -> Option<MoveCell> {
    let mv = model.game().moves().get(ply)?;
    Some(MoveCell {
        ply,
        text: mv.to_string(),
        mark: analysis.ply(ply).map(|judged| judged.mark),
    })
}

/// Every cell of the move list, in the order of the game.
pub fn move_cells(model: &GameModel, analysis: &GameAnalysis) -> Vec<MoveCell> {
    (0..model.game().moves().len())
        .filter_map(|ply| move_cell(model, analysis, ply))
        .collect()
}

/// The engine's score for White of the position after `plies` plies: from the search of the
/// move played there, or after the last move from that move's score; a finished game's last
/// position is its result. `None` where the engine has not looked yet.
pub fn position_score(model: &GameModel, analysis: &GameAnalysis, plies: usize) -> Option<i32> {
    let moves = model.game().moves().len().min(analysis.total());
    if plies < moves {
        return analysis.ply(plies).map(PlyAnalysis::white_before);
    }
    if plies == model.game().moves().len()
        && let Some(outcome) = model.outcome()
    {
        return Some(match outcome.winner {
            Some(side) => for_white(WIN_SCORE, side),
            None => 0,
        });
    }
    let last = plies.checked_sub(1)?;
    analysis.ply(last).map(PlyAnalysis::white_after)
}

/// How many positions the graph spans: the start and one after each analysed move.
pub fn graph_positions(analysis: &GameAnalysis) -> usize {
    analysis.total() + 1
}

/// The graph's value of each position: from +1 (White wins) to −1 (Black wins), `None` where
/// the engine has not looked yet.
pub fn graph_values(model: &GameModel, analysis: &GameAnalysis) -> Vec<Option<f32>> {
    (0..graph_positions(analysis))
        .map(|plies| position_score(model, analysis, plies).map(bar))
        .collect()
}

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

/// The verdict in words: each side's blunders, mistakes and inaccuracies, and the move where
/// the game turned (or the costliest one, if it lost enough to be marked). Empty until the
/// analysis is complete.
pub fn verdict_lines(
    model: &GameModel,
    analysis: &GameAnalysis,
    language: Language,
) -> Vec<String> {
    if *analysis.state() != AnalysisState::Done || analysis.plies().is_empty() {
        return Vec::new();
    }
    let verdict = verdict(analysis.plies());
    let mut lines: Vec<String> = [
        (Color::White, Key::VerdictWhite),
        (Color::Black, Key::VerdictBlack),
    ]
    .into_iter()
    .map(|(side, key)| {
        let account = verdict.side(side);
        // Whole per cent; a dash while no move of the side has been judged.
        let accuracy = account
            .accuracy
            .map_or_else(|| "–".to_owned(), |accuracy| format!("{accuracy:.0} %"));
        language.format(
            key,
            &[
                ("accuracy", &accuracy),
                ("blunders", &account.count(Mark::Blunder)),
                ("mistakes", &account.count(Mark::Mistake)),
                ("inaccuracies", &account.count(Mark::Inaccuracy)),
            ],
        )
    })
    .collect();
    match verdict.turning_point {
        Some(point) => {
            let key = match point.turn {
                Turn::Crossing => Key::VerdictTurn,
                Turn::LargestLoss => Key::VerdictCostliest,
            };
            if let Some(&mv) = model.game().moves().get(point.ply) {
                let mark = analysis
                    .ply(point.ply)
                    .map_or("", |judged| judged.mark.symbol());
                let text = format!("{}{mark}", numbered(model, point.ply, mv));
                lines.push(language.format(key, &[("move", &text)]));
            }
        }
        None => lines.push(language.text(Key::VerdictClean).to_owned()),
    }
    lines
}

/// A line of the review's account, with its colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewLine {
    /// The words.
    pub text: String,
    /// The colour they are shown in.
    pub colour: Color32,
}

/// In a review, what the analysis says about the position shown: the engine's outlook, the
/// game's move from there with its mark, and where the engine preferred another, that move
/// (drawn on the board) with its outlook and line. Empty outside a review or without an
/// analysis.
pub fn review_lines(
    model: &GameModel,
    analysis: &GameAnalysis,
    language: Language,
) -> Vec<ReviewLine> {
    let Some(plies) = model.review() else {
        return Vec::new();
    };
    if analysis.total() == 0 {
        return Vec::new();
    }
    let plain = |text: String| ReviewLine {
        text,
        colour: theme::TEXT,
    };
    let mut lines = Vec::new();
    if let Some(score) = position_score(model, analysis, plies) {
        let now = outlook_text(outlook(score), language);
        lines.push(plain(
            language.format(Key::AnalysisNow, &[("outlook", &now)]),
        ));
    }
    let Some(&played) = model.game().moves().get(plies) else {
        return lines;
    };
    let Some(judged) = analysis.ply(plies) else {
        if analysis.is_running() {
            lines.push(ReviewLine {
                text: language.text(Key::AnalysisNotYet).to_owned(),
                colour: theme::WEAK_TEXT,
            });
        }
        return lines;
    };
    let mark = judged.mark;
    let symbol = mark.symbol();
    let said = format!("{}{symbol}", numbered(model, plies, played));
    lines.push(ReviewLine {
        text: language.format(
            Key::AnalysisHere,
            &[("move", &said), ("mark", &language.text(mark_key(mark)))],
        ),
        colour: mark_colour(mark),
    });
    if let Some(best) = judged.best().filter(|&best| best != played) {
        let better = outlook_text(outlook(judged.white_before()), language);
        lines.push(ReviewLine {
            text: language.format(
                Key::AnalysisBetter,
                &[("move", &best.to_string()), ("outlook", &better)],
            ),
            colour: theme::GOOD,
        });
    }
    if !judged.line.is_empty() {
        let line: Vec<String> = judged
            .line
            .iter()
            .take(LINE_MOVES)
            .map(Move::to_string)
            .collect();
        lines.push(ReviewLine {
            text: language.format(Key::AnalysisLine, &[("line", &line.join(" "))]),
            colour: theme::WEAK_TEXT,
        });
    }
    lines
}

/// Whether `ui` lays its items out from the bottom up (the side panel's footer): a block of
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
pub(super) fn analyse_buttons(ui: &mut egui::Ui, language: Language) -> Option<Strength> {
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
pub(super) fn progress(
    ui: &mut egui::Ui,
    analysis: &GameAnalysis,
    language: Language,
) -> Option<PlayerAction> {
    let said = language.format(
        Key::Analysing,
        &[
            ("done", &analysis.plies().len()),
            ("total", &analysis.total()),
        ],
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
/// or is dropped. A click on it goes to `chosen`.
pub(super) fn graph_section(
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
}

/// The analysis's words in the side panel's footer, which grows upwards from the panel's
/// bottom without moving the list: the choice of an analysis (after the game or in a review),
/// why one stopped, its progress, and the review's account or the verdict. The actions of its
/// buttons go to `chosen`.
pub(super) fn footer_section(
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
            let said = language.format(Key::AnalysisFailed, &[("why", why)]);
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
    painter.rect_filled(rect, 4.0, GRAPH_BACKGROUND);
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
                GRAPH_WHITE
            } else {
                GRAPH_BLACK
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
            painter.circle_filled(*at, 3.5, mark_colour(judged.mark));
            painter.circle_stroke(*at, 3.5, egui::Stroke::new(1.0, GRAPH_BLACK));
        }
    }
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
                Some(score) => language.format(
                    Key::GraphPoint,
                    &[
                        ("moment", &moment),
                        ("outlook", &outlook_text(outlook(score), language)),
                    ],
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
        let whites = (first == Color::White) == (ply % 2 == 0);
        if !whites || (!mv.is_multiple_of(step) && mv != 1) {
            continue;
        }
        painter.text(
            egui::pos2(graph_x(strip, positions, ply + 1), strip.center().y),
            egui::Align2::CENTER_CENTER,
            mv.to_string(),
            font.clone(),
            theme::WEAK_TEXT,
        );
    }
}
