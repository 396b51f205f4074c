//! The puzzle trainer on the board: a puzzle's position is played on the real board with the
//! normal controls (mouse, touch, keyboard, pad, the move box), seen from the solver's side. A
//! right move is answered by the solution's reply after a moment; a wrong one stays on the
//! board and the engine's answer to it is played (`computer::refutation` searches it), so the
//! player sees why it fails. Each first try is recorded in the player's [`PuzzleProgress`]
//! (rated in rated training and for the puzzle of the day), which the preferences keep. The
//! game in progress when the trainer opened comes back on leaving.

use super::model::{GameModel, MovePlayed, MoveSource, PlayMove, RestoreGame, SeatPlayer};
use super::motion::Moving;
use super::tutorial::Tutorial;
use crate::game::action::{GameAction, LessonAction, PlayerAction, PuzzleAction, PuzzleMode};
use crate::game::schedule::GameSystems;
use crate::game::values::{GameSettings, Opponent, SideChoice};
use crate::game::wake::{FrameNeeds, SayFrameNeeds};
use bevy::prelude::*;
use epaminondas_core::{Game, Move, Side};
use epaminondas_engine::entropy_seed;
use epaminondas_play::puzzle::{
    Attempt, Judged, Puzzle, PuzzleProgress, daily_puzzle, day_number, shipped_puzzles,
    streak_puzzle,
};

/// Seconds between the solver's right move and the solution's reply.
const REPLY_DELAY: f32 = 0.5;
/// Seconds between setting the puzzle up again and "show the solution" playing its first move.
const SHOW_DELAY: f32 = 0.6;

/// Where the open puzzle stands.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Stage {
    /// The solver is to find a move.
    Solving,
    /// A move of the line is about to be played by the trainer (a reply, or the solution
    /// being shown), after its pause.
    Playing(Move, f32),
    /// The solver's move was wrong: the engine looks for the answer that shows why.
    Refuting,
    /// The puzzle is over: solved, or failed and refuted (or its solution shown).
    Over,
}

/// How the first try at the open puzzle went, as it was recorded.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuzzleVerdict {
    /// Whether it was solved (at the first try, without help).
    pub solved: bool,
    /// The rating change it brought (0 when unrated).
    pub change: i32,
    /// Whether the try was rated.
    pub rated: bool,
}

/// The open puzzle.
#[derive(Clone, Debug)]
pub struct PuzzleSession {
    /// How the puzzles are chosen.
    pub mode: PuzzleMode,
    /// The puzzle's index in the shipped set.
    pub index: usize,
    /// The try: how far along the solution.
    pub attempt: Attempt,
    /// Where the puzzle stands.
    pub stage: Stage,
    /// The first try's verdict, once there is one.
    pub verdict: Option<PuzzleVerdict>,
    /// The solver's wrong move, if the try failed on the board.
    pub wrong: Option<Move>,
    /// The engine's answer to the wrong move, once found.
    pub refutation: Option<Move>,
    /// Whether the solution is being played by "show the solution".
    pub showing: bool,
    /// Whether this try counts for the rating (the first try, in rated training or of the day).
    rated: bool,
    /// In a streak: the puzzles solved in it so far and the ids used.
    streak: u32,
    used: Vec<String>,
}

impl PuzzleSession {
    /// The open puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        self.attempt.puzzle()
    }

    /// The solver: the puzzle's side to move.
    pub fn solver(&self) -> Side {
        self.puzzle().position.side_to_move()
    }

    /// In a streak: the puzzles solved in it before this one.
    pub fn streak(&self) -> u32 {
        self.streak
    }

    /// Whether this try counts for the rating.
    pub fn is_rated(&self) -> bool {
        self.rated
    }
}

/// The trainer's state: the shipped set, the open puzzle, the player's progress and the game
/// that waits.
#[derive(Resource, Debug, Default)]
pub struct PuzzleTrainer {
    puzzles: Vec<Puzzle>,
    session: Option<PuzzleSession>,
    progress: PuzzleProgress,
    /// Counts the changes to `progress` made here (the preferences copy it when it moves).
    revision: u64,
    /// The game in progress when the trainer opened.
    paused: Option<RestoreGame>,
}

impl PuzzleTrainer {
    /// Whether a puzzle is on the board (the store should not save it as the game).
    pub fn is_open(&self) -> bool {
        self.session.is_some()
    }

    /// The open puzzle.
    pub fn session(&self) -> Option<&PuzzleSession> {
        self.session.as_ref()
    }

    /// The shipped set (empty until the trainer first opens).
    pub fn puzzles(&self) -> &[Puzzle] {
        &self.puzzles
    }

    /// The player's rating, history and best streak.
    pub fn progress(&self) -> &PuzzleProgress {
        &self.progress
    }

    /// How many times the progress changed here; the preferences copy it when this moves.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Takes the progress the preferences loaded.
    pub fn remember(&mut self, progress: &PuzzleProgress) {
        self.progress = progress.clone();
    }

    /// Whether the player may move now: outside the trainer always; in it, only the solver,
    /// only while the puzzle waits for their move.
    pub fn accepts_moves(&self, model: &GameModel) -> bool {
        self.session.as_ref().is_none_or(|session| {
            session.stage == Stage::Solving && model.side_to_move() == session.solver()
        })
    }

    /// Whether the engine's answer to a wrong move is wanted now.
    pub fn wants_refutation(&self) -> bool {
        self.session
            .as_ref()
            .is_some_and(|session| session.stage == Stage::Refuting)
    }

    /// The engine's answer to the wrong move (`None`: it found none, the game being over):
    /// it is played on the board and the puzzle is over.
    pub fn refuted(&mut self, answer: Option<Move>) {
        if let Some(session) = self.session.as_mut().filter(|s| s.stage == Stage::Refuting) {
            session.refutation = answer;
            session.stage = Stage::Over;
        }
    }

    /// Whether a pause runs or a search is wanted (frames must keep coming).
    fn is_waiting(&self) -> bool {
        self.session
            .as_ref()
            .is_some_and(|session| matches!(session.stage, Stage::Playing(..)))
    }

    fn load(&mut self) {
        if self.puzzles.is_empty() {
            self.puzzles = shipped_puzzles();
        }
    }

    /// The puzzle `mode` offers next (an index into the set).
    fn choose(&self, mode: PuzzleMode, streak: u32, used: &[String]) -> Option<usize> {
        match mode {
            PuzzleMode::Rated(theme) => {
                self.progress
                    .next_rated(&self.puzzles, theme, entropy_seed())
            }
            PuzzleMode::Streak => streak_puzzle(&self.puzzles, streak, used, entropy_seed()),
            PuzzleMode::Daily => daily_puzzle(&self.puzzles, today()),
        }
    }

    /// Opens puzzle `index` in `mode`; `rated` says whether its first try counts.
    fn open(&mut self, mode: PuzzleMode, index: usize, rated: bool, streak: (u32, Vec<String>)) {
        let Some(puzzle) = self.puzzles.get(index).cloned() else {
            return;
        };
        let (streak, mut used) = streak;
        used.push(puzzle.id.clone());
        self.session = Some(PuzzleSession {
            mode,
            index,
            attempt: Attempt::new(puzzle),
            stage: Stage::Solving,
            verdict: None,
            wrong: None,
            refutation: None,
            showing: false,
            rated,
            streak,
            used,
        });
    }

    /// Records the first try's verdict of the open puzzle (once).
    fn record(&mut self, solved: bool) {
        let Some(session) = self.session.as_mut() else {
            return;
        };
        if session.verdict.is_some() {
            return;
        }
        let rated = session.rated;
        let change = self
            .progress
            .record(session.attempt.puzzle(), solved, rated);
        if session.mode == PuzzleMode::Daily {
            self.progress.daily = Some((today(), solved));
        }
        if session.mode == PuzzleMode::Streak {
            let length = session.streak + u32::from(solved);
            self.progress.best_streak = self.progress.best_streak.max(length);
        }
        session.verdict = Some(PuzzleVerdict {
            solved,
            change,
            rated,
        });
        self.revision += 1;
    }

    /// The restore that sets the open puzzle up, and the side it is seen from.
    fn setup(&self) -> Option<(RestoreGame, Side)> {
        let session = self.session.as_ref()?;
        let settings = GameSettings {
            opponent: Opponent::Human,
            ..GameSettings::default()
        };
        let solver = session.solver();
        Some((
            RestoreGame {
                game: Game::from_position(session.puzzle().position, settings.options),
                settings,
                human: solver,
            },
            solver,
        ))
    }
}

/// Today's number (UTC days since 1970), for the puzzle of the day.
fn today() -> u32 {
    let seconds = web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |since| since.as_secs());
    day_number(seconds)
}

/// Registers the trainer.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PuzzleTrainer>()
        .init_resource::<FrameNeeds>()
        .add_systems(Last, pauses_need_frames.in_set(SayFrameNeeds))
        .add_systems(
            Update,
            (interpret_puzzle_actions, play_pending)
                .chain()
                .before(super::tutorial::interpret_lesson_actions)
                .in_set(GameSystems::Intent),
        )
        .add_systems(Update, judge.in_set(GameSystems::AfterModel));
}

/// A pause before the trainer's next move runs on time: frames keep coming while it waits.
fn pauses_need_frames(trainer: Res<PuzzleTrainer>, mut needs: ResMut<FrameNeeds>) {
    if trainer.is_waiting() {
        needs.next_frame();
    }
}

/// Opens, advances, retries, shows and leaves puzzles; hands the waiting game to the tutorial
/// when a lesson opens over a puzzle, and takes it from the tutorial when puzzles open over a
/// lesson.
fn interpret_puzzle_actions(
    mut actions: MessageReader<PlayerAction>,
    model: Res<GameModel>,
    mut trainer: ResMut<PuzzleTrainer>,
    mut tutorial: ResMut<Tutorial>,
    mut restores: MessageWriter<RestoreGame>,
    mut seats: MessageWriter<SeatPlayer>,
) {
    let mut set_up = false;
    for action in actions.read() {
        let puzzle_action = match action {
            PlayerAction::Game(GameAction::Puzzle(puzzle_action)) => *puzzle_action,
            PlayerAction::Game(GameAction::NewGame(_)) => {
                trainer.session = None;
                trainer.paused = None;
                continue;
            }
            // Taking back in a puzzle starts it again (the try stays failed if it was).
            PlayerAction::Game(GameAction::Undo | GameAction::Redo) if trainer.is_open() => {
                PuzzleAction::Retry
            }
            PlayerAction::Game(GameAction::Lesson(LessonAction::Open(_))) => {
                if trainer.session.take().is_some()
                    && let Some(paused) = trainer.paused.take()
                {
                    tutorial.take_over(paused);
                }
                continue;
            }
            _ => continue,
        };
        trainer.load();
        match puzzle_action {
            PuzzleAction::Open(mode) => {
                if trainer.paused.is_none() {
                    trainer.paused = if tutorial.is_open() {
                        tutorial.hand_over()
                    } else if trainer.session.is_none() {
                        Some(RestoreGame {
                            game: model.game().clone(),
                            settings: *model.settings(),
                            human: model.human(),
                        })
                    } else {
                        None
                    };
                }
                let rated = matches!(mode, PuzzleMode::Rated(_))
                    || (mode == PuzzleMode::Daily
                        && trainer.progress.daily.is_none_or(|(day, _)| day != today()));
                if let Some(index) = trainer.choose(mode, 0, &[]) {
                    trainer.open(mode, index, rated, (0, Vec::new()));
                    set_up = true;
                }
            }
            PuzzleAction::Next => {
                let Some(session) = trainer.session.clone() else {
                    continue;
                };
                // A streak goes on only after a solved puzzle; a failed one starts it again.
                let streak = match (session.mode, session.verdict) {
                    (PuzzleMode::Streak, Some(verdict)) if verdict.solved => {
                        (session.streak + 1, session.used.clone())
                    }
                    _ => (0, Vec::new()),
                };
                let rated = matches!(session.mode, PuzzleMode::Rated(_));
                if let Some(index) = trainer.choose(session.mode, streak.0, &streak.1) {
                    trainer.open(session.mode, index, rated, streak);
                    set_up = true;
                }
            }
            PuzzleAction::Replay(index) => {
                let mode = trainer
                    .session
                    .as_ref()
                    .map_or(PuzzleMode::Rated(None), |session| session.mode);
                trainer.open(mode, index, false, (0, Vec::new()));
                set_up = true;
            }
            PuzzleAction::Retry => {
                if let Some(session) = trainer.session.as_mut() {
                    session.attempt.retry();
                    session.stage = Stage::Solving;
                    session.wrong = None;
                    session.refutation = None;
                    session.showing = false;
                    set_up = true;
                }
            }
            PuzzleAction::ShowSolution => {
                trainer.record(false);
                if let Some(session) = trainer.session.as_mut() {
                    session.attempt.show_solution();
                    session.wrong = None;
                    session.refutation = None;
                    session.showing = true;
                    session.stage = match session.attempt.next_move() {
                        Some(first) => Stage::Playing(first, SHOW_DELAY),
                        None => Stage::Over,
                    };
                    set_up = true;
                }
            }
            PuzzleAction::PlayOn => {
                let Some(session) = trainer.session.take() else {
                    continue;
                };
                // Against the level of the game that waited (the player's last choice).
                let level = trainer
                    .paused
                    .take()
                    .map_or(GameSettings::default().level, |paused| {
                        paused.settings.level
                    });
                let settings = GameSettings {
                    opponent: Opponent::Computer,
                    level,
                    side: match session.solver() {
                        Side::White => SideChoice::White,
                        Side::Black => SideChoice::Black,
                    },
                    ..GameSettings::default()
                };
                restores.write(RestoreGame {
                    game: Game::from_position(*model.game().position(), settings.options),
                    settings,
                    human: session.solver(),
                });
            }
            PuzzleAction::Leave => {
                trainer.session = None;
                if let Some(paused) = trainer.paused.take() {
                    restores.write(paused);
                }
            }
        }
    }
    if set_up && let Some((restore, seat)) = trainer.setup() {
        restores.write(restore);
        seats.write(SeatPlayer(seat));
    }
}

/// Plays the line's next move (a reply, or the solution being shown) once its pause is over
/// and the stones stand still.
fn play_pending(
    time: Res<Time>,
    model: Res<GameModel>,
    moving: Query<(), Moving>,
    mut trainer: ResMut<PuzzleTrainer>,
    mut moves: MessageWriter<PlayMove>,
) {
    let Some(session) = trainer.session.as_mut() else {
        return;
    };
    let Stage::Playing(mv, wait) = session.stage else {
        return;
    };
    let wait = wait - time.delta_secs();
    if wait > 0.0 || !moving.is_empty() {
        session.stage = Stage::Playing(mv, wait);
        return;
    }
    moves.write(PlayMove {
        mv,
        source: MoveSource::Player,
        generation: model.generation(),
    });
}

/// Judges the solver's moves and follows the line's replies.
fn judge(
    mut played: MessageReader<MovePlayed>,
    model: Res<GameModel>,
    mut trainer: ResMut<PuzzleTrainer>,
) {
    if trainer.session.is_none() {
        played.clear();
        return;
    }
    for played in played.read() {
        let Some(session) = trainer.session.as_mut() else {
            return;
        };
        if played.mover != session.solver() {
            // The line's reply (or the engine's answer to a wrong move) was played.
            if let Stage::Playing(mv, _) = session.stage
                && mv == played.mv
            {
                session.stage = Stage::Solving;
            }
            continue;
        }
        if session.showing {
            // "Show the solution" plays the solver's moves through the same judge.
            let judged = session.attempt.judge(played.mv);
            session.stage = match judged {
                Judged::Right {
                    reply: Some(reply), ..
                } => Stage::Playing(reply, REPLY_DELAY),
                _ => Stage::Over,
            };
            if session.stage == Stage::Over {
                session.showing = false;
            }
            continue;
        }
        match session.attempt.judge(played.mv) {
            Judged::Right { reply, solved } => {
                session.stage = match reply {
                    Some(reply) => Stage::Playing(reply, REPLY_DELAY),
                    None => Stage::Over,
                };
                if solved {
                    let clean = !session.attempt.failed();
                    trainer.record(clean);
                }
            }
            Judged::Wrong => {
                session.wrong = Some(played.mv);
                session.stage = if model.outcome().is_some() {
                    Stage::Over
                } else {
                    Stage::Refuting
                };
                trainer.record(false);
            }
            Judged::NotNow => {}
        }
    }
    // After "show the solution" the solver's next move of the line is played by the trainer.
    if let Some(session) = trainer.session.as_mut()
        && session.showing
        && session.stage == Stage::Solving
    {
        session.stage = match session.attempt.next_move() {
            Some(next) => Stage::Playing(next, REPLY_DELAY),
            None => Stage::Over,
        };
    }
}
