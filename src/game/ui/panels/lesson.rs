//! The tutorial panel: while a lesson is open, the side panel (under the board on a narrow
//! window) shows the lesson instead of the game's status: where the learner is ("Lesson 3 of
//! 10", a mark per lesson, the finished ones ticked), the lesson's title, its sentences and its
//! task, what the lesson said about the learner's last action (why a move was refused or
//! missed the task, or that it was right), and its buttons: Show me, Restart, Skip, Next when
//! the task is done, Leave the tutorial; after the last lesson, a first easy game.
//!
//! What the panel says is built by [`lesson_panel`], apart from drawing it, so that tests can
//! read it without a window; every button is a list of [`PlayerAction`]s.

use bevy_egui::egui;

use crate::game::action::{GameAction, LessonAction, PlayerAction, PreferenceChange};
use crate::game::board::model::GameModel;
use crate::game::board::tutorial::Tutorial;
use crate::game::ui::look::theme;
use crate::game::values::{GameSettings, Language, Opponent, SideChoice};
use epaminondas_engine::Level;
use epaminondas_play::i18n::{Key, Text};
use epaminondas_play::learn::LessonVerdict;

/// The width of a lesson's mark in the progress row: room for "10" and a tick.
const MARK_WIDTH: f32 = 25.0;
/// The room the verdict and the buttons take before they were first measured.
const FOOTER_GUESS: f32 = 140.0;

/// What the lesson said about the learner's last action, as the panel colours it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VerdictKind {
    /// The learner did the task.
    Done,
    /// "Show me" did the task (the lesson does not count as finished).
    Shown,
    /// "Show me" is playing the answer.
    Showing,
    /// A legal move that missed the task; it is taken back.
    Missed,
    /// A click that made no move, and why.
    Refused,
    /// The lesson's hint, which the learner asked for.
    Hint,
}

/// One lesson's mark in the progress row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonMark {
    /// The lesson's number, from 1.
    pub number: usize,
    /// The lesson's title, the mark's tooltip.
    pub title: String,
    /// Whether the lesson is finished (now or in an earlier session).
    pub done: bool,
    /// Whether it is the open lesson.
    pub current: bool,
}

/// One button of the panel.
#[derive(Clone, Debug, PartialEq)]
pub struct LessonButton {
    /// What it says.
    pub label: String,
    /// What pressing it does, in order.
    pub actions: Vec<PlayerAction>,
    /// Whether it can be pressed now.
    pub enabled: bool,
    /// Whether it is the button that goes on (drawn first, larger, and given the keyboard
    /// focus when the task is done).
    pub primary: bool,
}

/// Everything the tutorial panel shows, in one language.
#[derive(Clone, Debug, PartialEq)]
pub struct LessonPanel {
    /// The open lesson's index in `learn::lessons()`.
    pub index: usize,
    /// "Lesson 3 of 10".
    pub progress: String,
    /// A mark per lesson.
    pub marks: Vec<LessonMark>,
    /// The lesson's title.
    pub title: String,
    /// The sentences on the rule it teaches.
    pub intro: String,
    /// What the learner is asked to do.
    pub task: String,
    /// What the lesson said about the learner's last action, if anything yet.
    pub verdict: Option<(VerdictKind, String)>,
    /// After the last lesson's task: what comes next.
    pub closing: Option<String>,
    /// The buttons, the one that goes on first.
    pub buttons: Vec<LessonButton>,
}

impl LessonPanel {
    /// Whether the open lesson's task is done (by the learner or by "show me").
    pub fn solved(&self) -> bool {
        matches!(
            self.verdict,
            Some((VerdictKind::Done | VerdictKind::Shown, _))
        )
    }

    /// The button with this label, if the panel has one.
    pub fn button(&self, label: &str) -> Option<&LessonButton> {
        self.buttons.iter().find(|button| button.label == label)
    }
}

/// The settings of the first game after the tutorial: against the computer at its easiest
/// level, the learner with White (moving first); the rest as the player last chose.
pub fn first_game(remembered: GameSettings) -> GameSettings {
    GameSettings {
        opponent: Opponent::Computer,
        level: Level::ALL[0],
        side: SideChoice::White,
        ..remembered
    }
}

/// What the tutorial panel shows while a lesson is open (`None` outside the tutorial).
/// `remembered` are the player's choices for the next game, which the first game after the
/// last lesson starts from.
pub fn lesson_panel(
    tutorial: &Tutorial,
    model: &GameModel,
    remembered: GameSettings,
    language: Language,
) -> Option<LessonPanel> {
    let index = tutorial.open()?;
    let lesson = tutorial.lesson()?;
    let total = tutorial.lessons().len();
    let last = index + 1 == total;
    let marks = tutorial
        .lessons()
        .iter()
        .enumerate()
        .map(|(i, other)| LessonMark {
            number: i + 1,
            title: language.say(other.title()),
            done: tutorial.is_completed(i),
            current: i == index,
        })
        .collect();
    let verdict = if tutorial.is_showing() {
        Some((
            VerdictKind::Showing,
            language.text(Key::LessonShowing).to_owned(),
        ))
    } else if tutorial.was_hinted() {
        Some((VerdictKind::Hint, language.say(lesson.hint())))
    } else {
        tutorial.verdict().map(|verdict| match verdict {
            LessonVerdict::Done(_) if tutorial.answer_was_shown() => (
                VerdictKind::Shown,
                language.say(&Text::new(Key::LessonShown).with("move", lesson.answer())),
            ),
            LessonVerdict::Done(text) => (VerdictKind::Done, language.say(text)),
            LessonVerdict::NotAsked(text) => {
                let mut said = language.say(text);
                if tutorial.is_taking_back() {
                    said.push(' ');
                    said.push_str(language.text(Key::LessonTakenBack));
                }
                (VerdictKind::Missed, said)
            }
            LessonVerdict::Refused(refusal) => {
                (VerdictKind::Refused, language.say(&refusal.text()))
            }
        })
    };
    let solved = matches!(verdict, Some((VerdictKind::Done | VerdictKind::Shown, _)));
    let lesson_button =
        |key: Key, action: LessonAction, enabled: bool, primary: bool| LessonButton {
            label: language.text(key).to_owned(),
            actions: vec![GameAction::Lesson(action).into()],
            enabled,
            primary,
        };
    let started = !model.game().moves().is_empty() || verdict.is_some();
    let mut buttons = Vec::new();
    let mut closing = None;
    if solved {
        if last {
            let settings = first_game(remembered);
            buttons.push(LessonButton {
                label: language.text(Key::FirstGame).to_owned(),
                actions: vec![
                    PreferenceChange::NextGame(settings).into(),
                    GameAction::NewGame(settings).into(),
                ],
                enabled: true,
                primary: true,
            });
            let level = language.text(Key::level(settings.level));
            closing = Some(language.say(&Text::new(Key::TutorialFinished).with("level", level)));
        } else {
            buttons.push(lesson_button(
                Key::NextLesson,
                LessonAction::Next,
                true,
                true,
            ));
        }
        buttons.push(lesson_button(
            Key::RestartLesson,
            LessonAction::Restart,
            true,
            false,
        ));
    } else {
        buttons.push(lesson_button(
            Key::ShowMe,
            LessonAction::ShowMe,
            !tutorial.is_showing(),
            false,
        ));
        buttons.push(lesson_button(
            Key::RestartLesson,
            LessonAction::Restart,
            started,
            false,
        ));
        if !last {
            buttons.push(lesson_button(
                Key::SkipLesson,
                LessonAction::Next,
                true,
                false,
            ));
        }
    }
    buttons.push(lesson_button(
        Key::LeaveTutorial,
        LessonAction::Leave,
        true,
        false,
    ));
    Some(LessonPanel {
        index,
        progress: language.say(
            &Text::new(Key::LessonProgress)
                .with("n", index + 1)
                .with("total", total),
        ),
        marks,
        title: language.say(lesson.title()),
        intro: language.say(lesson.intro()),
        task: language.say(lesson.task()),
        verdict,
        closing,
        buttons,
    })
}

/// What the panel remembers between frames: the lesson and whether it was solved when last
/// drawn (the keyboard focus goes to the button that goes on when the task gets done), and the
/// height of the verdict and the buttons (the lesson's text scrolls above them).
#[derive(Default)]
pub(crate) struct LessonFocus {
    last: Option<(usize, bool)>,
    footer: Option<f32>,
}

/// Draws the panel into the side panel's `ui` and returns the actions of the buttons pressed.
pub(crate) fn show(
    ui: &mut egui::Ui,
    panel: &LessonPanel,
    language: Language,
    memory: &mut LessonFocus,
) -> Vec<PlayerAction> {
    let mut chosen: Vec<PlayerAction> = Vec::new();
    ui.label(
        egui::RichText::new(format!(
            "{} · {}",
            language.text(Key::Tutorial),
            panel.progress
        ))
        .small()
        .weak(),
    );
    marks(ui, panel, language, &mut chosen);
    ui.add_space(2.0);
    let footer = memory.footer.unwrap_or(FOOTER_GUESS);
    let text_room = (ui.available_height() - footer).max(ui.spacing().interact_size.y * 2.0);
    egui::ScrollArea::vertical()
        .id_salt(("lesson text", panel.index))
        .max_height(text_room)
        .auto_shrink([false, true])
        // Where the text does not fit, its end (the task) stays in view above the verdict.
        .stick_to_bottom(true)
        .show(ui, |ui| {
            ui.label(egui::RichText::new(&panel.title).heading().strong());
            ui.add_space(2.0);
            ui.label(&panel.intro);
            ui.add_space(6.0);
            ui.label(
                egui::RichText::new(language.text(Key::LessonTask))
                    .small()
                    .strong(),
            );
            ui.label(egui::RichText::new(&panel.task).color(theme::TASK));
        });
    let top = ui.cursor().top();
    let key = (panel.index, panel.solved());
    let fresh = memory.last != Some(key);
    memory.last = Some(key);
    ui.add_space(4.0);
    if let Some((kind, text)) = &panel.verdict {
        verdict(ui, *kind, text);
    }
    if let Some(closing) = &panel.closing {
        ui.label(egui::RichText::new(closing).strong());
    }
    ui.add_space(4.0);
    let width = ui.available_width();
    let mut ids = Vec::new();
    let mut clicked = false;
    ui.horizontal_wrapped(|ui| {
        for button in &panel.buttons {
            let widget = if button.primary {
                theme::primary_button(&button.label)
                    .min_size(egui::vec2(width, ui.spacing().interact_size.y * 1.3))
            } else {
                egui::Button::new(button.label.as_str())
            };
            let response = ui.add_enabled(button.enabled, widget);
            if button.primary && panel.solved() && fresh {
                response.request_focus();
            }
            ids.push(response.id);
            if response.clicked() {
                chosen.extend(button.actions.iter().copied());
                clicked = true;
            }
        }
    });
    memory.footer = Some(ui.cursor().top() - top + ui.spacing().item_spacing.y);
    // A button pressed from the keyboard or a pad hands the keys back to the board, where the
    // next lesson's task is done.
    if clicked {
        let focused = ui.ctx().memory(|memory| memory.focused());
        if let Some(focused) = focused.filter(|id| ids.contains(id)) {
            ui.ctx()
                .memory_mut(|memory| memory.surrender_focus(focused));
        }
    }
    chosen
}

/// The progress row: a mark per lesson, each opening its lesson. Every mark has the same
/// width, so the row keeps its length as lessons are finished; a finished one is filled green
/// and carries a tick drawn in its corner (its shape tells it apart without the colour).
fn marks(
    ui: &mut egui::Ui,
    panel: &LessonPanel,
    language: Language,
    chosen: &mut Vec<PlayerAction>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 2.0;
        ui.spacing_mut().button_padding = egui::vec2(2.0, 1.0);
        for mark in &panel.marks {
            let mut text = egui::RichText::new(mark.number.to_string()).small();
            // The open lesson's mark is brass: its text is dark on it, finished or not.
            if mark.current {
                text = text.color(theme::ON_ACCENT).strong();
            } else if mark.done {
                text = text.color(egui::Color32::WHITE);
            }
            let tooltip = if mark.done {
                language.say(&Text::new(Key::LessonDoneMark).with("title", &mark.title))
            } else {
                mark.title.clone()
            };
            let mut mark_button = egui::Button::new(text)
                .selected(mark.current)
                .min_size(egui::vec2(MARK_WIDTH, 0.0));
            if mark.done && !mark.current {
                mark_button = mark_button.fill(theme::TASK_DONE_FILL);
            }
            let response = ui.add(mark_button).on_hover_text(tooltip);
            if mark.done {
                let colour = if mark.current {
                    theme::ON_ACCENT
                } else {
                    theme::TASK_DONE
                };
                paint_tick(ui.painter(), response.rect, colour);
            }
            if response.clicked() && !mark.current {
                chosen.push(GameAction::Lesson(LessonAction::Open(mark.number - 1)).into());
            }
        }
    });
}

/// A small tick in the top right corner of `rect`.
fn paint_tick(painter: &egui::Painter, rect: egui::Rect, colour: egui::Color32) {
    let size = 5.0;
    let corner = rect.right_top() + egui::vec2(-size - 1.5, 2.0);
    let at = |x: f32, y: f32| corner + egui::vec2(x * size, y * size);
    painter.line(
        vec![at(0.0, 0.55), at(0.35, 0.9), at(1.0, 0.1)],
        egui::Stroke::new(1.6, colour),
    );
}

/// The verdict in a frame of its colour.
fn verdict(ui: &mut egui::Ui, kind: VerdictKind, text: &str) {
    framed_verdict(ui, verdict_colour(kind), text);
}

/// A verdict's text in a frame of `colour` (a lesson's and a puzzle's panels).
pub(crate) fn framed_verdict(ui: &mut egui::Ui, colour: egui::Color32, text: &str) {
    egui::Frame::new()
        .stroke(egui::Stroke::new(1.5, colour))
        .fill(colour.gamma_multiply(0.12))
        .corner_radius(egui::CornerRadius::same(4))
        .inner_margin(6)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(egui::RichText::new(text).color(colour));
        });
}

/// The colour of a verdict of this kind.
fn verdict_colour(kind: VerdictKind) -> egui::Color32 {
    match kind {
        VerdictKind::Done => theme::TASK_DONE,
        VerdictKind::Shown | VerdictKind::Showing => theme::TASK_SHOWING,
        VerdictKind::Missed => theme::TASK_MISSED,
        VerdictKind::Refused => theme::TASK_REFUSED,
        VerdictKind::Hint => theme::TASK,
    }
}
