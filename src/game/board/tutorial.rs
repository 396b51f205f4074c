//! The tutorial on the board: a lesson's prepared position is played on the real board with
//! the normal controls; each move of the learner (White) is judged by the lesson
//! ([`Lesson::check_move`]), a correct one is answered by the lesson's reply, a legal move
//! that misses the task is taken back after a moment, and "show me" plays the answer with
//! the usual animation. The game in progress when the tutorial opened comes back on leaving.
//! The panels draw the lesson from [`Tutorial`]; the finished lessons are remembered in the
//! preferences (which copy them to and from [`Tutorial::completed`]).

use super::model::{GameModel, MovePlayed, MoveSource, PlayMove, RestoreGame};
use super::motion::Moving;
use crate::game::action::{BoardAction, GameAction, LessonAction, PlayerAction};
use crate::game::schedule::GameSystems;
use crate::game::values::{GameSettings, Opponent};
use crate::game::wake::{FrameNeeds, SayFrameNeeds};
use bevy::prelude::*;
use epaminondas_core::{Game, Move, Side};
use epaminondas_play::learn::{Lesson, LessonVerdict, lessons};

/// Seconds between the learner's correct move and the lesson's reply.
const REPLY_DELAY: f32 = 0.5;
/// Seconds a move that misses the task stays on the board before it is taken back.
const TAKE_BACK_DELAY: f32 = 1.6;
/// Seconds between setting the lesson up again and "show me" playing its answer.
const SHOW_ME_DELAY: f32 = 0.6;

/// Something the tutorial does by itself after a pause (once no stone is moving).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Pending {
    /// Plays this move (the lesson's reply, or the answer for "show me").
    Play(Move, f32),
    /// Takes back the learner's last move.
    TakeBack(f32),
}

/// The tutorial's state: the open lesson, the last verdict on the learner's action, and the
/// lessons finished so far.
#[derive(Resource, Debug)]
pub struct Tutorial {
    lessons: Vec<Lesson>,
    open: Option<usize>,
    verdict: Option<LessonVerdict>,
    completed: Vec<String>,
    /// The game in progress when the tutorial opened.
    paused: Option<RestoreGame>,
    pending: Option<Pending>,
    /// "Show me" is playing the answer: it does not count as the learner's.
    showing: bool,
    /// The task was done by "show me", not by the learner.
    shown: bool,
    /// The learner asked for a hint since the last verdict: the panel shows the lesson's
    /// nudge, and the board marks the answer.
    hinted: bool,
    /// The answer's marks are to be put on the board (by [`play_pending`]).
    mark_answer: bool,
}

impl Default for Tutorial {
    fn default() -> Self {
        Tutorial {
            lessons: lessons(),
            open: None,
            verdict: None,
            completed: Vec::new(),
            paused: None,
            pending: None,
            showing: false,
            shown: false,
            hinted: false,
            mark_answer: false,
        }
    }
}

impl Tutorial {
    /// Every lesson, in order.
    pub fn lessons(&self) -> &[Lesson] {
        &self.lessons
    }

    /// The index of the open lesson; `None` outside the tutorial.
    pub fn open(&self) -> Option<usize> {
        self.open
    }

    /// Whether a lesson is on the board (the store should not save its position as the game).
    pub fn is_open(&self) -> bool {
        self.open.is_some()
    }

    /// The open lesson.
    pub fn lesson(&self) -> Option<&Lesson> {
        self.lessons.get(self.open?)
    }

    /// What the lesson said about the learner's last action (`None` before any, and after a
    /// restart).
    pub fn verdict(&self) -> Option<&LessonVerdict> {
        self.verdict.as_ref()
    }

    /// Whether "show me" is about to play, or playing, the open lesson's answer.
    pub fn is_showing(&self) -> bool {
        self.showing
    }

    /// Whether the lesson's task was done by "show me" rather than by the learner (the verdict
    /// is then [`LessonVerdict::Done`], but the lesson does not count as finished).
    pub fn answer_was_shown(&self) -> bool {
        self.shown
    }

    /// Whether the learner asked for a hint since the last verdict (the panel then shows the
    /// lesson's own hint instead of a verdict).
    pub fn was_hinted(&self) -> bool {
        self.hinted
    }

    /// Whether a move or a take-back waits for its pause to pass (time must go on for it).
    pub fn is_waiting(&self) -> bool {
        self.pending.is_some() || self.mark_answer
    }

    /// Whether the learner's last move missed the task and is about to be taken back.
    pub fn is_taking_back(&self) -> bool {
        matches!(self.pending, Some(Pending::TakeBack(_)))
    }

    /// The first lesson not finished yet (the first one when all are): where learning goes on.
    pub fn first_unfinished(&self) -> usize {
        (0..self.lessons.len())
            .find(|&index| !self.is_completed(index))
            .unwrap_or(0)
    }

    /// The ids of the finished lessons, in the order they were finished.
    pub fn completed(&self) -> &[String] {
        &self.completed
    }

    /// Adds lessons finished in an earlier session (ids from the saved preferences).
    pub fn remember(&mut self, ids: &[String]) {
        for id in ids {
            if !self.completed.contains(id) {
                self.completed.push(id.clone());
            }
        }
    }

    /// The selection's refusal of a click in the open lesson (worded by the lesson).
    pub(super) fn refused(&mut self, refusal: epaminondas_play::learn::Refusal) {
        if self.open.is_some() {
            self.verdict = Some(LessonVerdict::Refused(refusal));
            self.hinted = false;
        }
    }

    /// Whether the lesson with this index has been finished (now or in an earlier session).
    pub fn is_completed(&self, index: usize) -> bool {
        self.lessons
            .get(index)
            .is_some_and(|lesson| self.completed.iter().any(|id| id == lesson.id()))
    }

    /// Whether the learner may move now: in a lesson, only White, only before the task is
    /// done, and not while the tutorial is about to move by itself.
    pub fn accepts_moves(&self, model: &GameModel) -> bool {
        self.open.is_none()
            || (model.side_to_move() == Side::White
                && self.pending.is_none()
                && !matches!(self.verdict, Some(LessonVerdict::Done(_))))
    }

    /// Whether the player may act on the board now (move, or ask for a hint): on their turn
    /// and, in a lesson, while [`Tutorial::accepts_moves`].
    pub fn player_may_move(&self, model: &GameModel) -> bool {
        model.is_player_turn() && self.accepts_moves(model)
    }

    /// Closes the open lesson (the puzzle trainer opens over it) and hands over the game that
    /// was in progress when the tutorial opened.
    pub(super) fn hand_over(&mut self) -> Option<RestoreGame> {
        self.open = None;
        self.clear_lesson_state();
        self.paused.take()
    }

    /// Keeps `paused` as the game to bring back on leaving: the puzzle trainer hands over the
    /// game it paused when a lesson opens over a puzzle.
    pub(super) fn take_over(&mut self, paused: RestoreGame) {
        self.paused = Some(paused);
    }

    /// The restore that sets lesson `index` up.
    fn setup(&self, index: usize) -> Option<RestoreGame> {
        let lesson = self.lessons.get(index)?;
        let settings = GameSettings {
            opponent: Opponent::Human,
            ..GameSettings::default()
        };
        Some(RestoreGame {
            game: Game::from_position(lesson.start(), settings.options),
            settings,
            human: Side::White,
        })
    }

    fn clear_lesson_state(&mut self) {
        self.verdict = None;
        self.pending = None;
        self.showing = false;
        self.shown = false;
        self.hinted = false;
        self.mark_answer = false;
    }
}

/// Registers the tutorial.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Tutorial>()
        .init_resource::<FrameNeeds>()
        .add_systems(Last, pauses_need_frames.in_set(SayFrameNeeds))
        .add_systems(
            Update,
            (interpret_lesson_actions, play_pending)
                .chain()
                .in_set(GameSystems::Intent),
        )
        .add_systems(Update, judge.in_set(GameSystems::AfterModel));
}

/// A lesson's pause before its next move runs on time: frames keep coming while it waits.
fn pauses_need_frames(tutorial: Res<Tutorial>, mut needs: ResMut<FrameNeeds>) {
    if tutorial.is_waiting() {
        needs.next_frame();
    }
}

/// Opens, restarts, shows, advances and leaves lessons.
pub(super) fn interpret_lesson_actions(
    mut actions: MessageReader<PlayerAction>,
    model: Res<GameModel>,
    mut tutorial: ResMut<Tutorial>,
    mut restores: MessageWriter<RestoreGame>,
) {
    for action in actions.read() {
        let lesson_action = match action {
            PlayerAction::Game(GameAction::Lesson(lesson_action)) => *lesson_action,
            PlayerAction::Game(GameAction::Hint) => {
                // In a lesson the lesson itself advises, not the engine.
                if tutorial.is_open() && tutorial.accepts_moves(&model) {
                    tutorial.verdict = None;
                    tutorial.hinted = true;
                    tutorial.mark_answer = true;
                }
                continue;
            }
            PlayerAction::Game(GameAction::NewGame(_)) => {
                // A new game ends the tutorial; the paused game is given up.
                tutorial.open = None;
                tutorial.paused = None;
                tutorial.clear_lesson_state();
                continue;
            }
            _ => continue,
        };
        let index = match lesson_action {
            LessonAction::Open(index) => Some(index),
            LessonAction::Restart | LessonAction::ShowMe => tutorial.open,
            LessonAction::Next => tutorial.open.map(|index| index + 1),
            LessonAction::Leave => None,
        };
        let Some(setup) = index.and_then(|index| tutorial.setup(index)) else {
            // Leaving, or past the last lesson: the paused game comes back.
            if let Some(paused) = tutorial.paused.take() {
                restores.write(paused);
            }
            tutorial.open = None;
            tutorial.clear_lesson_state();
            continue;
        };
        if tutorial.paused.is_none() {
            tutorial.paused = Some(RestoreGame {
                game: model.game().clone(),
                settings: *model.settings(),
                human: model.human(),
            });
        }
        tutorial.open = index;
        tutorial.clear_lesson_state();
        if lesson_action == LessonAction::ShowMe
            && let Some(lesson) = tutorial.lesson()
        {
            let answer = lesson.answer();
            tutorial.pending = Some(Pending::Play(answer, SHOW_ME_DELAY));
            tutorial.showing = true;
        }
        restores.write(setup);
    }
}

/// Marks the answer of a lesson whose learner asked for a hint; plays the reply or the
/// answer, or takes a move back, once its pause is over and the stones stand still.
fn play_pending(
    time: Res<Time>,
    model: Res<GameModel>,
    moving: Query<(), Moving>,
    mut tutorial: ResMut<Tutorial>,
    mut moves: MessageWriter<PlayMove>,
    mut actions: MessageWriter<PlayerAction>,
) {
    if std::mem::take(&mut tutorial.mark_answer)
        && let Some(lesson) = tutorial.lesson()
    {
        actions.write(PlayerAction::Board(BoardAction::ShowHint(lesson.answer())));
    }
    let Some(pending) = tutorial.pending else {
        return;
    };
    let dt = time.delta_secs();
    let (wait, next) = match pending {
        Pending::Play(mv, wait) => (wait - dt, Pending::Play(mv, wait - dt)),
        Pending::TakeBack(wait) => (wait - dt, Pending::TakeBack(wait - dt)),
    };
    if wait > 0.0 || !moving.is_empty() {
        tutorial.pending = Some(next);
        return;
    }
    tutorial.pending = None;
    match pending {
        Pending::Play(mv, _) => {
            moves.write(PlayMove {
                mv,
                source: MoveSource::Player,
                generation: model.generation(),
            });
        }
        Pending::TakeBack(_) => {
            // For good: Redo must not offer the missed move again.
            actions.write(GameAction::Retract.into());
        }
    }
}

/// Judges the learner's moves in the open lesson.
fn judge(
    mut played: MessageReader<MovePlayed>,
    model: Res<GameModel>,
    mut tutorial: ResMut<Tutorial>,
) {
    let Some(lesson) = tutorial.lesson().cloned() else {
        played.clear();
        return;
    };
    let plies = model.game().moves().len();
    let new = played.read().count();
    for ply in plies.saturating_sub(new)..plies {
        let before = &model.game().positions()[ply];
        let mv = model.game().moves()[ply];
        if before.side_to_move() != Side::White {
            continue; // the lesson's own reply
        }
        let verdict = lesson.check_move(before, mv);
        match verdict {
            LessonVerdict::Done(_) => {
                let after = &model.game().positions()[ply + 1];
                tutorial.pending = lesson
                    .reply(after)
                    .map(|reply| Pending::Play(reply, REPLY_DELAY));
                if !tutorial.showing && !tutorial.completed.iter().any(|id| id == lesson.id()) {
                    tutorial.completed.push(lesson.id().to_owned());
                }
                tutorial.shown = tutorial.showing;
                tutorial.showing = false;
            }
            LessonVerdict::NotAsked(_) => {
                tutorial.pending = Some(Pending::TakeBack(TAKE_BACK_DELAY))
            }
            LessonVerdict::Refused(_) => {}
        }
        tutorial.verdict = Some(verdict);
        tutorial.hinted = false;
    }
}
