//! The puzzle panel: while a puzzle is open, the side panel (under the board on a narrow
//! window) shows the trainer instead of the game's status: the player's puzzle rating, the
//! ways of training (rated by theme, a streak, the puzzle of the day), the puzzle's rating and
//! task, what the last move was (right, or wrong and the engine's answer that shows why), the
//! rating's change, and the buttons: Next, Try again, Show the solution, Play on from here,
//! Leave; the recent tries open again from their list.
//!
//! What the panel says is built by [`puzzle_panel`], apart from drawing it, so that tests can
//! read it without a window; every button is a list of [`PlayerAction`]s.

use bevy_egui::egui;

use super::lesson::framed_verdict;
use crate::game::action::{GameAction, PlayerAction, PuzzleAction, PuzzleMode};
use crate::game::board::puzzle::{PuzzleTrainer, Stage};
use crate::game::ui::look::theme;
use crate::game::values::Language;
use epaminondas_core::Move;
use epaminondas_play::i18n::{Key, Text};
use epaminondas_play::learn::{Mover, move_announcement};
use epaminondas_play::puzzle::Theme;

/// How many recent tries the panel lists.
const RECENT_SHOWN: usize = 5;

/// What the last move was, as the panel colours it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleVerdictKind {
    /// A right move, or the puzzle solved.
    Right,
    /// A wrong move.
    Wrong,
    /// The trainer at work: a reply, the solution shown, the engine searching.
    Neutral,
}

/// One button of the panel.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleButton {
    /// What it says.
    pub label: String,
    /// What pressing it does.
    pub actions: Vec<PlayerAction>,
    /// Whether it is the button that goes on (drawn first and wide).
    pub primary: bool,
}

/// Everything the puzzle panel shows, in one language.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzlePanel {
    /// The open puzzle's id (the panel's memory follows it).
    pub id: String,
    /// "Puzzle rating: 1034?".
    pub rating: String,
    /// The open mode.
    pub mode: PuzzleMode,
    /// The modes' buttons: label and mode.
    pub modes: Vec<(String, PuzzleMode)>,
    /// The theme chooser's choices (rated training only): label and theme.
    pub themes: Vec<(String, Option<Theme>)>,
    /// "Puzzle rated 1050".
    pub heading: String,
    /// "White to move: find the best move."
    pub task: String,
    /// A streak's or the day's line, if any.
    pub note: Option<String>,
    /// What the last move was, if anything yet.
    pub verdict: Option<(PuzzleVerdictKind, String)>,
    /// After the puzzle: its solution line, themes and the rating's change.
    pub after: Vec<String>,
    /// The buttons, the one that goes on first.
    pub buttons: Vec<PuzzleButton>,
    /// The recent tries: label and the shipped puzzle's index.
    pub recent: Vec<(String, usize)>,
}

impl PuzzlePanel {
    /// The button with this label, if the panel has one.
    pub fn button(&self, label: &str) -> Option<&PuzzleButton> {
        self.buttons.iter().find(|button| button.label == label)
    }
}

/// The words of a theme.
pub fn theme_key(theme: Theme) -> Key {
    match theme {
        Theme::Breakthrough => Key::PuzzleThemeBreakthrough,
        Theme::StopBreakthrough => Key::PuzzleThemeStopBreakthrough,
        Theme::PhalanxCapture => Key::PuzzleThemePhalanxCapture,
        Theme::CaptureTheCapturer => Key::PuzzleThemeCaptureTheCapturer,
        Theme::Sacrifice => Key::PuzzleThemeSacrifice,
        Theme::AntiCopycat => Key::PuzzleThemeAntiCopycat,
        Theme::QuietMove => Key::PuzzleThemeQuietMove,
    }
}

/// A line of moves in notation.
fn line(moves: &[Move]) -> String {
    moves
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// What the puzzle panel shows while a puzzle is open (`None` outside the trainer).
pub fn puzzle_panel(trainer: &PuzzleTrainer, language: Language) -> Option<PuzzlePanel> {
    let session = trainer.session()?;
    let progress = trainer.progress();
    let puzzle = session.puzzle();
    let provisional = if progress.rating.provisional() {
        "?"
    } else {
        ""
    };
    let rating = language.say(&Text::new(Key::PuzzleRating).with(
        "rating",
        format!("{}{provisional}", progress.rating.shown()),
    ));
    let modes = vec![
        (
            language.text(Key::PuzzleModeRated).to_owned(),
            PuzzleMode::Rated(None),
        ),
        (
            language.text(Key::PuzzleModeStreak).to_owned(),
            PuzzleMode::Streak,
        ),
        (
            language.text(Key::PuzzleModeDaily).to_owned(),
            PuzzleMode::Daily,
        ),
    ];
    let themes = if matches!(session.mode, PuzzleMode::Rated(_)) {
        std::iter::once((language.text(Key::PuzzleThemeAll).to_owned(), None))
            .chain(
                Theme::ALL
                    .iter()
                    .map(|&theme| (language.text(theme_key(theme)).to_owned(), Some(theme))),
            )
            .collect()
    } else {
        Vec::new()
    };
    let note = match session.mode {
        PuzzleMode::Streak => Some(
            language.say(
                &Text::new(Key::Joined)
                    .with(
                        "first",
                        Text::new(Key::PuzzleStreak).with("n", session.streak()),
                    )
                    .with(
                        "second",
                        Text::new(Key::PuzzleBestStreak).with("n", progress.best_streak),
                    ),
            ),
        ),
        PuzzleMode::Daily if !session.is_rated() => progress.daily.map(|(_, solved)| {
            let result = if solved { "solved" } else { "failed" };
            language.say(&Text::new(Key::PuzzleDailyTried).with("result", result))
        }),
        _ => None,
    };
    let attempt = &session.attempt;
    let total = puzzle.solver_moves().count();
    let verdict = match session.stage {
        _ if session.showing => Some((
            PuzzleVerdictKind::Neutral,
            language.text(Key::PuzzleShowing).to_owned(),
        )),
        Stage::Refuting => Some((
            PuzzleVerdictKind::Wrong,
            language.text(Key::PuzzleWrongThinking).to_owned(),
        )),
        Stage::Over if session.wrong.is_some() => {
            let answer = session.wrong.and_then(|wrong| {
                let after_wrong = attempt.position().play(wrong).ok()?;
                let answer = session.refutation?;
                let after = after_wrong.play(answer).ok()?;
                let mover = Mover::Side(after_wrong.side_to_move());
                Some(language.say(&move_announcement(mover, answer, &after)))
            });
            Some((
                PuzzleVerdictKind::Wrong,
                match answer {
                    Some(answer) => {
                        language.say(&Text::new(Key::PuzzleWrong).with("answer", &answer))
                    }
                    None => language.text(Key::PuzzleWrongPlain).to_owned(),
                },
            ))
        }
        Stage::Over if attempt.solved() => Some((
            PuzzleVerdictKind::Right,
            language.text(Key::PuzzleSolved).to_owned(),
        )),
        Stage::Over if attempt.finished() => Some((
            PuzzleVerdictKind::Right,
            language.text(Key::PuzzleSolvedLate).to_owned(),
        )),
        Stage::Playing(..) => Some((
            PuzzleVerdictKind::Right,
            language.text(Key::PuzzleReplying).to_owned(),
        )),
        Stage::Solving if attempt.found() > 0 => Some((
            PuzzleVerdictKind::Right,
            language.say(
                &Text::new(Key::PuzzleGoOn)
                    .with("n", attempt.found())
                    .with("total", total),
            ),
        )),
        _ => None,
    };
    let over = session.stage == Stage::Over && !session.showing;
    let mut after = Vec::new();
    if over {
        after.push(
            language.say(&Text::new(Key::PuzzleSolutionLine).with("line", line(&puzzle.solution))),
        );
        let themes: Vec<&str> = puzzle
            .themes
            .iter()
            .map(|&theme| language.text(theme_key(theme)))
            .collect();
        after.push(language.say(&Text::new(Key::PuzzleThemes).with("themes", themes.join(", "))));
        if let Some(verdict) = session.verdict {
            if verdict.rated {
                let sign = if verdict.change < 0 { "−" } else { "+" };
                after.push(
                    language.say(
                        &Text::new(Key::PuzzleRatingChange)
                            .with("rating", progress.rating.shown())
                            .with("sign", sign)
                            .with("points", verdict.change.abs()),
                    ),
                );
            } else {
                after.push(language.text(Key::PuzzleUnrated).to_owned());
            }
            if session.mode == PuzzleMode::Streak && !verdict.solved {
                after.push(
                    language.say(&Text::new(Key::PuzzleStreakOver).with("n", session.streak())),
                );
            }
        }
    }
    let puzzle_button = |key: Key, action: PuzzleAction, primary: bool| PuzzleButton {
        label: language.text(key).to_owned(),
        actions: vec![GameAction::Puzzle(action).into()],
        primary,
    };
    let mut buttons = Vec::new();
    if over {
        // After the day's puzzle, training goes on with rated puzzles.
        let next = match session.mode {
            PuzzleMode::Daily => PuzzleAction::Open(PuzzleMode::Rated(None)),
            _ => PuzzleAction::Next,
        };
        buttons.push(puzzle_button(Key::PuzzleNext, next, true));
        if !attempt.solved() {
            buttons.push(puzzle_button(Key::PuzzleRetry, PuzzleAction::Retry, false));
        }
        buttons.push(puzzle_button(
            Key::PuzzlePlayOn,
            PuzzleAction::PlayOn,
            false,
        ));
    } else if !session.showing {
        buttons.push(puzzle_button(
            Key::PuzzleShowSolution,
            PuzzleAction::ShowSolution,
            false,
        ));
    }
    buttons.push(puzzle_button(Key::PuzzleLeave, PuzzleAction::Leave, false));
    let recent = progress
        .history
        .iter()
        .rev()
        .filter_map(|tried| {
            let index = trainer.puzzles().iter().position(|p| p.id == tried.id)?;
            let result = if tried.solved { "solved" } else { "failed" };
            let label = language.say(
                &Text::new(Key::PuzzleRecentTry)
                    .with("result", result)
                    .with("rating", trainer.puzzles()[index].rating),
            );
            Some((label, index))
        })
        .take(RECENT_SHOWN)
        .collect();
    let side = session.solver().name();
    Some(PuzzlePanel {
        id: puzzle.id.clone(),
        rating,
        mode: session.mode,
        modes,
        themes,
        heading: language.say(&Text::new(Key::PuzzleHeading).with("rating", puzzle.rating)),
        task: language.say(&Text::new(Key::PuzzleTask).with("side", side)),
        note,
        verdict,
        after,
        buttons,
        recent,
    })
}

/// What the panel remembers between frames: the puzzle and whether it was over when last
/// drawn (the keyboard focus goes to Next when it ends).
#[derive(Default)]
pub(crate) struct PuzzleFocus {
    last: Option<(String, bool)>,
}

/// Draws the panel into the side panel's `ui` and returns the actions of the buttons pressed.
pub(crate) fn show(
    ui: &mut egui::Ui,
    panel: &PuzzlePanel,
    language: Language,
    memory: &mut PuzzleFocus,
) -> Vec<PlayerAction> {
    let mut chosen: Vec<PlayerAction> = Vec::new();
    ui.label(
        egui::RichText::new(format!(
            "{} · {}",
            language.text(Key::Puzzles),
            panel.rating
        ))
        .small()
        .weak(),
    );
    ui.horizontal_wrapped(|ui| {
        for (label, mode) in &panel.modes {
            let current = std::mem::discriminant(mode) == std::mem::discriminant(&panel.mode);
            if ui.selectable_label(current, label.as_str()).clicked() && !current {
                chosen.push(GameAction::Puzzle(PuzzleAction::Open(*mode)).into());
            }
        }
    });
    if let PuzzleMode::Rated(chosen_theme) = panel.mode
        && !panel.themes.is_empty()
    {
        let shown = panel
            .themes
            .iter()
            .find(|(_, theme)| *theme == chosen_theme)
            .map_or("", |(label, _)| label.as_str());
        egui::ComboBox::from_label(language.text(Key::PuzzleTheme))
            .selected_text(shown)
            .show_ui(ui, |ui| {
                for (label, theme) in &panel.themes {
                    if ui
                        .selectable_label(*theme == chosen_theme, label.as_str())
                        .clicked()
                        && *theme != chosen_theme
                    {
                        chosen.push(
                            GameAction::Puzzle(PuzzleAction::Open(PuzzleMode::Rated(*theme)))
                                .into(),
                        );
                    }
                }
            });
    }
    ui.add_space(4.0);
    ui.label(egui::RichText::new(&panel.heading).heading().strong());
    ui.label(egui::RichText::new(&panel.task).color(theme::TASK));
    if let Some(note) = &panel.note {
        ui.label(egui::RichText::new(note).small());
    }
    ui.add_space(4.0);
    if let Some((kind, text)) = &panel.verdict {
        verdict(ui, *kind, text);
    }
    for line in &panel.after {
        ui.label(egui::RichText::new(line).small());
    }
    ui.add_space(4.0);
    let over = panel.buttons.iter().any(|button| button.primary);
    let key = (panel.id.clone(), over);
    let fresh = memory.last.as_ref() != Some(&key);
    memory.last = Some(key);
    let width = ui.available_width();
    ui.horizontal_wrapped(|ui| {
        for button in &panel.buttons {
            let widget = if button.primary {
                theme::primary_button(&button.label)
                    .min_size(egui::vec2(width, ui.spacing().interact_size.y * 1.3))
            } else {
                egui::Button::new(button.label.as_str())
            };
            let response = ui.add(widget);
            if button.primary && fresh {
                response.request_focus();
            }
            if response.clicked() {
                chosen.extend(button.actions.iter().copied());
            }
        }
    });
    if !panel.recent.is_empty() {
        ui.add_space(6.0);
        ui.label(
            egui::RichText::new(language.text(Key::PuzzleRecent))
                .small()
                .strong(),
        );
        ui.horizontal_wrapped(|ui| {
            for (label, index) in &panel.recent {
                let button = egui::Button::new(egui::RichText::new(label).small());
                if ui.add(button).clicked() {
                    chosen.push(GameAction::Puzzle(PuzzleAction::Replay(*index)).into());
                }
            }
        });
    }
    chosen
}

/// The verdict in a frame of its colour.
fn verdict(ui: &mut egui::Ui, kind: PuzzleVerdictKind, text: &str) {
    let colour = match kind {
        PuzzleVerdictKind::Right => theme::TASK_DONE,
        PuzzleVerdictKind::Wrong => theme::TASK_MISSED,
        PuzzleVerdictKind::Neutral => theme::TASK_SHOWING,
    };
    framed_verdict(ui, colour, text);
}
