//! The search: iterative deepening over a principal-variation alpha-beta
//! search with aspiration windows, a transposition table, late-move
//! reductions and a quiescence search over captures, incursions and the
//! answers to a breakthrough.
//!
//! The search keeps its own stack of nodes instead of recursing, so it can
//! stop after any node and go on later: [`Search::step`] runs a slice of
//! nodes (the browser calls it between frames) and [`Search::run`] runs to
//! the end. Both visit exactly the same nodes, so slicing never changes the
//! result.
//!
//! The parts: this module drives the iterations (set-up, aspiration
//! windows, the root's result, the limits); [`frame`] is one node of the
//! explicit stack; [`node`] is the node machine (entering a node, trying
//! its moves, handing scores up); [`pruning`]
//! names the rules that skip or reduce moves and their thresholds;
//! [`eval_cache`] keeps static scores by position.

mod eval_cache;
mod frame;
mod node;
mod pruning;

use super::level::{Level, Settings};
use super::ordering::{MAX_PLY, Ordering};
use super::score::{INFINITY, WIN_SCORE, WIN_THRESHOLD, plies_to_end};
use super::time::SearchTimer;
use super::tt::TranspositionTable;
use epaminondas_core::{Game, Move, Position, Side, Status, mix};
use eval_cache::EvalCache;
use frame::{Frame, Stage};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};
use std::time::Duration;

/// Nodes between two looks at the clock and the stop flag.
const CHECK_INTERVAL: u64 = 256;
/// Iterations shallower than this use a full window.
const ASPIRATION_DEPTH: u32 = 4;
/// Plies a search may reach at all (extensions and quiescence included).
pub(crate) const MAX_DEPTH: usize = MAX_PLY - 2;

/// What a finished (or stopped) search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play; `None` only when the game is over.
    pub best: Option<Move>,
    /// Score for the side to move in hundredths of a stone; beyond
    /// ±[`WIN_THRESHOLD`] a forced win (positive) or loss.
    pub score: i32,
    /// Depth of the last completed iteration.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// The expected line of play, starting with `best`.
    pub pv: Vec<Move>,
}

impl SearchResult {
    /// Plies to the end of the game when the score is a forced win (positive)
    /// or loss (negative), else `None`.
    pub fn win_in(&self) -> Option<i32> {
        plies_to_end(self.score)
    }
}

/// A progress report after each completed iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    /// The result so far.
    pub result: SearchResult,
    /// Deepest ply reached, quiescence included.
    pub seldepth: u32,
    /// Time since the search started.
    pub elapsed: Duration,
}

/// Receives an [`Info`] after every completed iteration.
pub type Reporter = Box<dyn FnMut(&Info) + Send>;

/// A root move with its noise bonus.
#[derive(Copy, Clone, Debug)]
struct RootMove {
    mv: Move,
    bonus: i32,
}

/// The state of the iterative deepening loop.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Phase {
    /// The next iteration (or an aspiration re-search) must be set up.
    Start,
    /// Nodes are being searched.
    Running,
}

/// A resumable search of one position; see the module documentation.
pub struct Search {
    settings: Settings,
    stop: Arc<AtomicBool>,
    clock: SearchTimer,
    table: TranspositionTable,
    ordering: Ordering,
    /// Hashes of earlier game positions that the search could repeat.
    history: Vec<u64>,
    root_moves: Vec<RootMove>,
    frames: Vec<Frame>,
    sp: usize,
    /// A score on its way from a finished child to its parent.
    returned: Option<i32>,
    pv: Vec<Vec<Move>>,
    phase: Phase,
    depth: u32,
    window: (i32, i32),
    delta: i32,
    nodes: u64,
    seldepth: u32,
    completed: Option<SearchResult>,
    /// Best root move of the iteration under way and its score without noise.
    iteration_best: Option<(Move, i32)>,
    reporter: Option<Reporter>,
    finished: Option<SearchResult>,
    eval_cache: EvalCache,
    /// The root moves were restricted ([`Search::restrict_root`]): the
    /// caller wants the score, so one move left is still searched deep.
    restricted: bool,
}

impl Search {
    /// A search of the game's current position at one of the named levels.
    /// `seed` chooses the noise of the weaker levels; `stop` ends the search
    /// soon after it becomes true.
    pub fn new(game: &Game, level: Level, seed: u64, stop: Arc<AtomicBool>) -> Search {
        Search::with_settings(game, level.settings(), seed, stop)
    }

    /// A search with explicit settings and a fresh transposition table.
    pub fn with_settings(
        game: &Game,
        settings: Settings,
        seed: u64,
        stop: Arc<AtomicBool>,
    ) -> Search {
        let table = TranspositionTable::new(settings.hash_mb);
        Search::with_table(game, settings, seed, stop, table)
    }

    /// A search that reuses a transposition table (from [`Search::into_table`]).
    pub fn with_table(
        game: &Game,
        settings: Settings,
        seed: u64,
        stop: Arc<AtomicBool>,
        mut table: TranspositionTable,
    ) -> Search {
        table.new_search();
        Search::sharing(game, settings, seed, stop, table)
    }

    /// A helper of a parallel search: it shares `table` (from
    /// [`TranspositionTable::share`]) with the main search, whose generation
    /// it keeps, and starts at iteration `first_depth`.
    pub(crate) fn helper(
        game: &Game,
        settings: Settings,
        stop: Arc<AtomicBool>,
        table: TranspositionTable,
        first_depth: u32,
    ) -> Search {
        let mut search = Search::sharing(game, settings, 0, stop, table);
        search.depth = first_depth.max(1);
        search
    }

    fn sharing(
        game: &Game,
        settings: Settings,
        seed: u64,
        stop: Arc<AtomicBool>,
        table: TranspositionTable,
    ) -> Search {
        let root = *game.position();
        let stones = |p: &Position| p.count(Side::White) + p.count(Side::Black);
        // Only positions since the last capture can come back.
        let history: Vec<u64> = game
            .positions()
            .iter()
            .rev()
            .skip(1)
            .take_while(|p| stones(p) == stones(&root))
            .map(|p| p.hash())
            .collect();
        let ordering = Ordering::new();
        let mut root_moves: Vec<RootMove> = if game.status() == Status::Ongoing {
            root.legal_moves()
                .iter()
                .enumerate()
                .map(|(i, &mv)| {
                    let bonus = if settings.noise > 0 {
                        (mix(seed ^ mix(i as u64)) % (settings.noise as u64 + 1)) as i32
                    } else {
                        0
                    };
                    RootMove { mv, bonus }
                })
                .collect()
        } else {
            Vec::new()
        };
        root_moves.sort_by_key(|r| -ordering.score(&root, r.mv, 0, None, None));
        let clock = SearchTimer::start(settings.limits.soft_time, settings.limits.hard_time);
        let mut search = Search {
            settings,
            stop,
            clock,
            table,
            ordering,
            history,
            root_moves,
            frames: vec![Frame::new(root); MAX_PLY],
            sp: 0,
            returned: None,
            pv: vec![Vec::new(); MAX_PLY],
            phase: Phase::Start,
            depth: 1,
            window: (-INFINITY, INFINITY),
            delta: settings.aspiration,
            nodes: 0,
            seldepth: 0,
            completed: None,
            iteration_best: None,
            reporter: None,
            finished: None,
            eval_cache: EvalCache::new(),
            restricted: false,
        };
        if search.root_moves.is_empty() {
            let score = match game.status() {
                Status::Over(o) => match o.winner {
                    Some(w) if w == root.side_to_move() => WIN_SCORE,
                    Some(_) => -WIN_SCORE,
                    None => 0,
                },
                Status::Ongoing => 0,
            };
            search.finished = Some(SearchResult {
                best: None,
                score,
                depth: 0,
                nodes: 0,
                pv: Vec::new(),
            });
        }
        search
    }

    /// Searches only those of `moves` that are legal at the root, as UGI's
    /// `go searchmoves` asks (the analysis scores the best other move so).
    /// The search then goes to its full depth even with one move left,
    /// since its caller wants the score. A list without a legal move is
    /// ignored. Call it before the first [`Search::step`].
    pub fn restrict_root(&mut self, moves: &[Move]) {
        if self.root_moves.iter().any(|r| moves.contains(&r.mv)) {
            self.root_moves.retain(|r| moves.contains(&r.mv));
            self.restricted = true;
        }
    }

    /// Calls `reporter` after every completed iteration.
    pub fn set_reporter(&mut self, reporter: Reporter) {
        self.reporter = Some(reporter);
    }

    /// The transposition table, e.g. to share it with [`crate::Helpers`].
    pub fn table(&self) -> &TranspositionTable {
        &self.table
    }

    /// Gives back the transposition table for the next search of the game.
    pub fn into_table(self) -> TranspositionTable {
        self.table
    }

    /// Nodes searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Searches about `node_budget` more nodes (at least one). Returns the
    /// result once the search has finished, and `None` while it goes on.
    pub fn step(&mut self, node_budget: u64) -> Option<SearchResult> {
        let end = self.nodes.saturating_add(node_budget.max(1));
        while self.finished.is_none() {
            if self.nodes >= end {
                return None;
            }
            self.tick();
        }
        self.finished.clone()
    }

    /// Searches to the end and returns the result.
    pub fn run(mut self) -> SearchResult {
        loop {
            if let Some(result) = self.step(u64::MAX) {
                return result;
            }
        }
    }

    /// One unit of work: set up an iteration, enter a node, hand a score
    /// to a parent, or try a node's next move.
    fn tick(&mut self) {
        if self.phase == Phase::Start {
            self.start_iteration();
            return;
        }
        if let Some(score) = self.returned.take() {
            self.child_returned(score);
            return;
        }
        match self.frames[self.sp].stage {
            Stage::Enter => self.enter(),
            Stage::Moves => self.next_move(),
        }
    }

    fn start_iteration(&mut self) {
        let root = &mut self.frames[0];
        root.ply = 0;
        root.depth = self.depth as i32;
        root.alpha = self.window.0;
        root.beta = self.window.1;
        root.qply = 0;
        root.quiescence = false;
        root.irreversible = false;
        root.stage = Stage::Enter;
        self.sp = 0;
        self.returned = None;
        self.phase = Phase::Running;
    }

    /// Puts root move `mv` first, to be searched first in the next iteration.
    fn move_to_front(&mut self, mv: Move) {
        if let Some(i) = self.root_moves.iter().position(|r| r.mv == mv) {
            let chosen = self.root_moves.remove(i);
            self.root_moves.insert(0, chosen);
        }
    }

    /// Whether a limit or the stop flag ends the search now.
    fn must_stop(&self) -> bool {
        if self
            .settings
            .limits
            .nodes
            .is_some_and(|limit| self.nodes >= limit)
        {
            return true;
        }
        self.nodes.is_multiple_of(CHECK_INTERVAL)
            && (self.stop.load(AtomicOrdering::Relaxed) || self.clock.hard_expired())
    }

    /// The root returned `score` for the iteration now ending.
    fn root_finished(&mut self, score: i32) {
        let (low, high) = self.window;
        if score <= low && low > -INFINITY {
            self.window.0 = (low - self.delta).max(-INFINITY);
            self.delta *= 2;
            self.phase = Phase::Start;
            return;
        }
        if score >= high && high < INFINITY {
            self.window.1 = (high + self.delta).min(INFINITY);
            self.delta *= 2;
            self.phase = Phase::Start;
            // The move that failed high is searched first again, and stays
            // the answer if time runs out during the re-search.
            if let Some((mv, _)) = self.iteration_best {
                self.move_to_front(mv);
            }
            return;
        }
        let (best, raw) = self
            .iteration_best
            .unwrap_or((self.root_moves[0].mv, score));
        let pv = if self.pv[0].first() == Some(&best) {
            self.pv[0].clone()
        } else {
            vec![best]
        };
        let result = SearchResult {
            best: Some(best),
            score: raw,
            depth: self.depth,
            nodes: self.nodes,
            pv,
        };
        self.move_to_front(best);
        self.iteration_best = None;
        self.completed = Some(result.clone());
        if let Some(report) = self.reporter.as_mut() {
            report(&Info {
                result: result.clone(),
                seldepth: self.seldepth,
                elapsed: self.clock.elapsed(),
            });
        }
        let limits = self.settings.limits;
        let done = limits.depth.is_some_and(|d| self.depth >= d)
            || self.depth as usize >= MAX_DEPTH / 2
            || raw.abs() >= WIN_THRESHOLD
            || (self.root_moves.len() == 1 && !self.restricted)
            || (self.clock.soft_expired() && limits.min_depth.is_none_or(|d| self.depth >= d))
            || self.stop.load(AtomicOrdering::Relaxed);
        if done {
            self.finished = Some(result);
            return;
        }
        self.depth += 1;
        let aspiration = self.settings.aspiration;
        self.delta = aspiration;
        self.window = if self.depth >= ASPIRATION_DEPTH && aspiration > 0 {
            (score - aspiration, score + aspiration)
        } else {
            (-INFINITY, INFINITY)
        };
        self.phase = Phase::Start;
    }

    /// Ends the search early: the last completed iteration's result, with a
    /// better root move of the unfinished iteration if it found one.
    fn abort(&mut self) {
        let nodes = self.nodes;
        let mut result = self.completed.clone().unwrap_or_else(|| SearchResult {
            best: Some(self.root_moves[0].mv),
            score: 0,
            depth: 0,
            nodes,
            pv: vec![self.root_moves[0].mv],
        });
        if let Some((mv, score)) = self.iteration_best
            && result.best != Some(mv)
        {
            result.best = Some(mv);
            result.score = score;
            result.pv = vec![mv];
        }
        result.nodes = nodes;
        self.finished = Some(result);
    }
}
