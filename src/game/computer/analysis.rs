//! The analysis of the game the board holds, run off the frame: [`GameAction::Analyse`] starts
//! it, [`GameAction::CancelAnalysis`] stops and forgets it, and [`GameAnalysis`] holds what the
//! engine found so far, for the panels (marks, graph, verdict) and the board (the better move).
//!
//! On the desktop the engine runs in this process as a task on the async compute pool
//! ([`epaminondas_engine::analysis::analyse_game`], on every core but one, with a stop flag its
//! searches read); in the browser the task's future speaks UGI to the engine's Web Worker
//! through [`epaminondas_engine::analysis::Analysis`] one request at a time and sets the worker's engine
//! back for play ([`RESET`]) when done. Judged moves come back through a shared list that a
//! system empties every frame, so the graph fills in as the engine goes.
//!
//! The analysis belongs to the moves it judged: while those are the start of the game's moves
//! (a review, or moves played after them) it stays; a new game, an undo or another record
//! drops it, and dropping a running one stops it. The game itself is never touched.

use crate::game::action::{GameAction, PlayerAction};
use crate::game::board::model::GameModel;
use crate::game::launch::LaunchOptions;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use bevy::window::RequestRedraw;
use epaminondas_core::{Game, Move, Position};
use epaminondas_engine::analysis::{
    Explanation, PlyAnalysis, ReviewedMove, Strength, Verdict, explain_ply, reviewed_move, verdict,
};
use epaminondas_play::i18n::{Key, Text};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

#[cfg(target_arch = "wasm32")]
use epaminondas_engine::analysis::RESET;

/// Where an analysis stands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum AnalysisState {
    /// None was asked for (or it was cancelled or dropped).
    #[default]
    Idle,
    /// The engine is at work; [`GameAnalysis::plies`] fills in.
    Running,
    /// Every move is judged.
    Done,
    /// The engine could not go on (the moves judged until then are kept), and why.
    Failed(AnalysisFailure),
}

/// Why an analysis stopped before it judged every move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnalysisFailure {
    /// The engine ended without an error, but early.
    StoppedEarly,
    /// The engine failed; its own report (a technical text, in English).
    Engine(String),
}

impl AnalysisFailure {
    /// What the player reads.
    pub fn text(&self) -> Text {
        match self {
            AnalysisFailure::StoppedEarly => Text::new(Key::AnalysisWhyStoppedEarly),
            AnalysisFailure::Engine(detail) => {
                Text::new(Key::AnalysisWhyEngineFailed).with("detail", detail)
            }
        }
    }
}

/// The moves an analysis judges, and where they start.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Subject {
    start: Position,
    moves: Vec<Move>,
}

impl Subject {
    fn of(game: &Game) -> Subject {
        Subject {
            start: *game.start(),
            moves: game.moves().to_vec(),
        }
    }

    /// Whether `game` still begins with these moves from this start.
    fn fits(&self, game: &Game) -> bool {
        *game.start() == self.start && game.moves().starts_with(&self.moves)
    }
}

/// A task at work and what it shares with the frame.
struct Run {
    task: Task<Result<(), String>>,
    stop: Arc<AtomicBool>,
    judged: Arc<Mutex<Vec<PlyAnalysis>>>,
}

impl Drop for Run {
    /// Stops the engine's searches: the desktop's task would otherwise run to its end.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The analysis of the game's moves, complete or under way.
#[derive(Resource, Default)]
pub struct GameAnalysis {
    subject: Option<Subject>,
    strength: Option<Strength>,
    /// The judged moves, in the order of the game.
    plies: Vec<PlyAnalysis>,
    state: AnalysisState,
    run: Option<Run>,
    /// What was wrong with the move a review shows, where it lost something: kept by
    /// [`explain_reviewed`] as the review and the judged moves change.
    explained: Option<Explanation>,
}

impl GameAnalysis {
    /// Where the analysis stands.
    pub fn state(&self) -> &AnalysisState {
        &self.state
    }

    /// Whether the engine is at work.
    pub fn is_running(&self) -> bool {
        self.state == AnalysisState::Running
    }

    /// The strength asked for, if an analysis was asked for.
    pub fn strength(&self) -> Option<Strength> {
        self.strength
    }

    /// The moves judged so far, in the order of the game (some may be missing while it runs).
    pub fn plies(&self) -> &[PlyAnalysis] {
        &self.plies
    }

    /// The judgement of move `ply` (from 0), once made.
    pub fn ply(&self, ply: usize) -> Option<&PlyAnalysis> {
        self.plies
            .binary_search_by_key(&ply, |p| p.ply)
            .ok()
            .map(|i| &self.plies[i])
    }

    /// Each side's account of the moves judged so far: its accuracy (0–100), how many
    /// inaccuracies, mistakes and blunders, its costliest move, and the game's turning point
    /// (see [`epaminondas_engine::analysis::SideVerdict`]).
    pub fn verdict(&self) -> Verdict {
        verdict(&self.plies)
    }

    /// What a review after `shown` plies shows of the move that led there: the move played and,
    /// where it lost something, the better move for the same side from the position before it
    /// (the two arrows); none before the first move or while that move is not judged.
    pub fn reviewed(&self, shown: usize) -> Option<ReviewedMove> {
        reviewed_move(&self.plies, shown)
    }

    /// What was wrong with the move that led to the position a review shows, and what its side's
    /// better move does (the words of the panel and of the better move's arrow); none outside
    /// a review, before the move is judged, or where it lost nothing.
    pub fn explanation(&self) -> Option<&Explanation> {
        self.explained.as_ref()
    }

    /// How many moves are being judged (0 without an analysis).
    pub fn total(&self) -> usize {
        self.subject.as_ref().map_or(0, |s| s.moves.len())
    }

    /// The share of the moves judged, from 0 to 1.
    pub fn progress(&self) -> f32 {
        self.plies.len() as f32 / self.total().max(1) as f32
    }

    /// An analysis that a record brought along (its `[%eval]` comments) for `game`, complete
    /// as far as it goes.
    pub fn loaded(game: &Game, plies: Vec<PlyAnalysis>) -> GameAnalysis {
        let mut plies: Vec<PlyAnalysis> = plies
            .into_iter()
            .filter(|p| p.ply < game.moves().len())
            .collect();
        plies.sort_by_key(|p| p.ply);
        plies.dedup_by_key(|p| p.ply);
        GameAnalysis {
            subject: Some(Subject::of(game)),
            strength: None,
            plies,
            state: AnalysisState::Done,
            run: None,
            explained: None,
        }
    }

    /// The judged moves when the analysis of exactly `game`'s moves is complete (for a
    /// record to keep).
    pub fn complete_for(&self, game: &Game) -> Option<&[PlyAnalysis]> {
        let subject = self.subject.as_ref()?;
        let whole = *subject == Subject::of(game);
        (whole && self.state == AnalysisState::Done && !self.plies.is_empty())
            .then_some(self.plies.as_slice())
    }

    /// Starts judging `game`'s moves at `strength`, in place of any analysis before.
    fn start(&mut self, game: &Game, strength: Strength) {
        let stop = Arc::new(AtomicBool::new(false));
        let judged = Arc::new(Mutex::new(Vec::new()));
        let task = spawn(game.clone(), strength, stop.clone(), judged.clone());
        *self = GameAnalysis {
            subject: Some(Subject::of(game)),
            strength: Some(strength),
            plies: Vec::new(),
            state: AnalysisState::Running,
            run: Some(Run { task, stop, judged }),
            explained: None,
        };
    }

    /// Takes what the engine judged since the last frame; notes the end of the task.
    fn collect(&mut self) {
        let Some(run) = &mut self.run else {
            return;
        };
        let fresh: Vec<PlyAnalysis> =
            std::mem::take(&mut *run.judged.lock().unwrap_or_else(PoisonError::into_inner));
        let ended = check_ready(&mut run.task);
        if !fresh.is_empty() {
            self.plies.extend(fresh);
            self.plies.sort_by_key(|p| p.ply);
        }
        if let Some(result) = ended {
            // Anything judged after the last look and before the end.
            let late =
                std::mem::take(&mut *run.judged.lock().unwrap_or_else(PoisonError::into_inner));
            self.plies.extend(late);
            self.plies.sort_by_key(|p| p.ply);
            self.run = None;
            self.state = match result {
                Ok(()) if self.plies.len() == self.total() => AnalysisState::Done,
                Ok(()) => AnalysisState::Failed(AnalysisFailure::StoppedEarly),
                Err(why) => AnalysisState::Failed(AnalysisFailure::Engine(why)),
            };
        }
    }
}

/// Registers the analysis.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameAnalysis>()
        .add_message::<RequestRedraw>()
        .add_systems(Startup, analysis_of_the_launch)
        .add_systems(
            Update,
            (
                start_or_cancel.in_set(crate::game::schedule::GameSystems::Computer),
                (drop_stale, collect_judged, explain_reviewed)
                    .chain()
                    .in_set(crate::game::schedule::GameSystems::AfterModel),
            ),
        );
}

/// The analysis that the record given on the command line brought along, for its game.
fn analysis_of_the_launch(launch: Option<Res<LaunchOptions>>, mut analysis: ResMut<GameAnalysis>) {
    let Some(launch) = launch else {
        return;
    };
    if let Some(game) = &launch.game
        && !launch.analysis.is_empty()
    {
        *analysis = GameAnalysis::loaded(game, launch.analysis.clone());
    }
}

/// Starts an analysis of the game as it is, or cancels the running one.
fn start_or_cancel(
    mut actions: MessageReader<PlayerAction>,
    model: Res<GameModel>,
    mut analysis: ResMut<GameAnalysis>,
) {
    for action in actions.read() {
        match action {
            PlayerAction::Game(GameAction::Analyse(strength)) => {
                if model.game().moves().is_empty() {
                    continue;
                }
                analysis.start(model.game(), *strength);
            }
            PlayerAction::Game(GameAction::CancelAnalysis) => {
                *analysis = GameAnalysis::default();
            }
            _ => {}
        }
    }
}

/// Drops an analysis whose moves are no longer the game's (a new game, an undo, a record).
fn drop_stale(model: Res<GameModel>, mut analysis: ResMut<GameAnalysis>) {
    let stale = analysis
        .subject
        .as_ref()
        .is_some_and(|subject| !subject.fits(model.game()));
    if stale {
        *analysis = GameAnalysis::default();
    }
}

/// Takes the engine's judgements into [`GameAnalysis`], and keeps frames coming while the
/// engine works (the window otherwise rests until the next input).
fn collect_judged(mut analysis: ResMut<GameAnalysis>, mut redraw: MessageWriter<RequestRedraw>) {
    if analysis.run.is_none() {
        return;
    }
    analysis.collect();
    redraw.write(RequestRedraw);
}

/// Explains the move that led to the position under review once the review or the judged
/// moves change (the rules play the engine's lines out: not a sum for every frame).
fn explain_reviewed(model: Res<GameModel>, mut analysis: ResMut<GameAnalysis>) {
    if !model.is_changed() && !analysis.is_changed() {
        return;
    }
    let wanted = model
        .review()
        .and_then(|shown| analysis.reviewed(shown))
        .filter(|reviewed| reviewed.better.is_some())
        .and_then(|reviewed| explain_ply(model.game(), &analysis.plies, reviewed.ply));
    if analysis.explained != wanted {
        // Read in the same frame by the panel and the arrow's label: no change to announce.
        analysis.bypass_change_detection().explained = wanted;
    }
}

/// The desktop's task: the engine in this process on every core but one (the frames keep
/// one), judged moves handed to `judged` as they come.
#[cfg(not(target_arch = "wasm32"))]
fn spawn(
    game: Game,
    strength: Strength,
    stop: Arc<AtomicBool>,
    judged: Arc<Mutex<Vec<PlyAnalysis>>>,
) -> Task<Result<(), String>> {
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    let threads = cores.saturating_sub(1).max(1);
    AsyncComputeTaskPool::get().spawn(async move {
        epaminondas_engine::analysis::analyse_game(&game, strength, threads, &stop, &mut |ply| {
            judged
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(ply.clone());
        })
        .map(|_| ())
    })
}

/// The browser's task: the analysis's UGI requests to the engine's worker one at a time, then
/// the worker's engine set back for play. A cancelled task drops its pending request, which
/// ends that worker ([`super::worker`]): the next starts fresh.
#[cfg(target_arch = "wasm32")]
fn spawn(
    game: Game,
    strength: Strength,
    stop: Arc<AtomicBool>,
    judged: Arc<Mutex<Vec<PlyAnalysis>>>,
) -> Task<Result<(), String>> {
    use epaminondas_engine::analysis::Analysis;
    AsyncComputeTaskPool::get().spawn(async move {
        let mut analysis = Analysis::new(&game, strength);
        while let Some(request) = analysis.request() {
            if stop.load(Ordering::Relaxed) {
                break;
            }
            let answer = super::worker::ask(request)
                .await
                .map_err(|e| e.to_string())?;
            if let Some(ply) = analysis.reply(&answer)? {
                judged
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .push(ply);
            }
        }
        super::worker::ask(vec![RESET.to_string()])
            .await
            .map_err(|e| e.to_string())?;
        Ok(())
    })
}
