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

use super::eval::evaluate;
use super::forcing::forcing_moves;
use super::level::{Level, Settings};
use super::ordering::{MAX_PLY, Ordering, is_incursion};
use super::time::Clock;
use super::tt::{Bound, TranspositionTable};
use crate::rules::{Color, Game, MAX_MOVES, Move, MoveList, Position, Status};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};
use std::time::Duration;

/// The score of a win found at the root; a win `p` plies away scores `WIN_SCORE - p`.
pub const WIN_SCORE: i32 = 30_000;
/// Scores at least this far from zero are forced wins or losses.
pub const WIN_THRESHOLD: i32 = WIN_SCORE - MAX_PLY as i32;
/// Beyond every score.
const INFINITY: i32 = WIN_SCORE + 1;
/// Nodes between two looks at the clock and the stop flag.
const CHECK_INTERVAL: u64 = 256;
/// Half-width of the first aspiration window.
const ASPIRATION: i32 = 40;
/// Iterations shallower than this use a full window.
const ASPIRATION_DEPTH: u32 = 4;
/// Quiescence plies after which only breakthrough answers are searched.
const MAX_QUIESCENCE: u32 = 12;
/// Plies a search may reach at all (extensions and quiescence included).
const MAX_DEPTH: usize = MAX_PLY - 2;

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
        if self.score >= WIN_THRESHOLD {
            Some(WIN_SCORE - self.score)
        } else if self.score <= -WIN_THRESHOLD {
            Some(-(WIN_SCORE + self.score))
        } else {
            None
        }
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

/// How the move now searched at a node is being tried.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Probe {
    /// Full window.
    Full,
    /// Null window at full depth.
    Zero,
    /// Null window at reduced depth.
    Reduced,
}

/// Where a node is in its work.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Stage {
    /// Not yet looked at.
    Enter,
    /// Trying its moves.
    Moves,
}

/// One node of the explicit search stack.
#[derive(Clone)]
struct Frame {
    pos: Position,
    ply: usize,
    depth: i32,
    alpha: i32,
    beta: i32,
    alpha_orig: i32,
    /// Plies since quiescence began (0 in the main search).
    qply: u32,
    quiescence: bool,
    /// The side to move must answer a breakthrough.
    evasion: bool,
    /// The move that led here captured, so no earlier position can recur.
    irreversible: bool,
    stage: Stage,
    moves: MoveList,
    scores: [i32; MAX_MOVES],
    next: usize,
    best: i32,
    best_move: Option<Move>,
    table_move: Option<Move>,
    searched: usize,
    /// The move whose child is being searched, and how.
    current: Option<Move>,
    probe: Probe,
    reduction: i32,
    /// Root noise of the current move (0 below the root).
    bonus: i32,
    /// Quiet moves tried without a cutoff, for the history malus.
    quiets: Vec<Move>,
    /// Quiet moves searched here.
    quiet_count: u32,
    /// Quiet moves cannot raise alpha here (futility pruning).
    futile: bool,
}

impl Frame {
    fn new(pos: Position) -> Frame {
        Frame {
            pos,
            ply: 0,
            depth: 0,
            alpha: -INFINITY,
            beta: INFINITY,
            alpha_orig: -INFINITY,
            qply: 0,
            quiescence: false,
            evasion: false,
            irreversible: false,
            stage: Stage::Enter,
            moves: MoveList::new(),
            scores: [0; MAX_MOVES],
            next: 0,
            best: -INFINITY,
            best_move: None,
            table_move: None,
            searched: 0,
            current: None,
            probe: Probe::Full,
            reduction: 0,
            bonus: 0,
            quiets: Vec::new(),
            quiet_count: 0,
            futile: false,
        }
    }
}

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
    clock: Clock,
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
}

/// Slots of the evaluation cache (a power of two).
const EVAL_CACHE_SLOTS: usize = 1 << 14;

/// Static scores by position hash: quiescence and futility pruning ask for
/// the same positions again and again.
struct EvalCache {
    slots: Vec<(u64, i32)>,
}

impl EvalCache {
    fn new() -> EvalCache {
        // Empty slots hold key 0, which `score` never trusts.
        EvalCache {
            slots: vec![(0, 0); EVAL_CACHE_SLOTS],
        }
    }

    fn score(&mut self, pos: &Position, params: &super::eval::EvalParams) -> i32 {
        let key = pos.hash();
        let slot = &mut self.slots[key as usize & (EVAL_CACHE_SLOTS - 1)];
        if slot.0 != key || key == 0 {
            *slot = (key, evaluate(pos, params));
        }
        slot.1
    }
}

/// A 64-bit mix of `x` (SplitMix64's finaliser).
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// A win or loss score made relative to the node that stores it.
fn score_to_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_THRESHOLD {
        score + ply as i32
    } else if score <= -WIN_THRESHOLD {
        score - ply as i32
    } else {
        score
    }
}

/// The inverse of [`score_to_table`].
fn score_from_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_THRESHOLD {
        score - ply as i32
    } else if score <= -WIN_THRESHOLD {
        score + ply as i32
    } else {
        score
    }
}

/// Late-move reduction for the `searched`-th move at `depth`.
fn late_move_reduction(depth: i32, searched: usize) -> i32 {
    let r = ((depth as f64).ln() * (searched as f64).ln() / 2.0) as i32;
    r.clamp(1, (depth - 2).max(1))
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
        let root = *game.position();
        let stones = |p: &Position| p.count(Color::White) + p.count(Color::Black);
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
        root_moves.sort_by_key(|r| -ordering.score(&root, r.mv, 0, None));
        let clock = Clock::start(settings.limits.soft_time, settings.limits.hard_time);
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
            delta: ASPIRATION,
            nodes: 0,
            seldepth: 0,
            completed: None,
            iteration_best: None,
            reporter: None,
            finished: None,
            eval_cache: EvalCache::new(),
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

    /// Calls `reporter` after every completed iteration.
    pub fn set_reporter(&mut self, reporter: Reporter) {
        self.reporter = Some(reporter);
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
        self.iteration_best = None;
        self.phase = Phase::Running;
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

    /// Ends a node with `score` (from the point of view of its side to move).
    fn leave(&mut self, score: i32) {
        if self.sp == 0 {
            self.root_finished(score);
        } else {
            self.sp -= 1;
            self.returned = Some(-score);
        }
    }

    /// Whether the position of frame `sp` occurred before, on the search
    /// path or in the game since its last capture.
    fn repeated(&self, sp: usize) -> bool {
        let hash = self.frames[sp].pos.hash();
        for j in (0..sp).rev() {
            if self.frames[j + 1].irreversible {
                return false;
            }
            if self.frames[j].pos.hash() == hash {
                return true;
            }
        }
        self.history.contains(&hash)
    }

    fn enter(&mut self) {
        self.nodes += 1;
        if self.must_stop() {
            self.abort();
            return;
        }
        let sp = self.sp;
        let iteration_depth = self.depth as usize;
        let f = &self.frames[sp];
        let pos = f.pos;
        let ply = f.ply;
        let me = pos.side_to_move();
        self.pv[ply].clear();
        self.seldepth = self.seldepth.max(ply as u32);
        let my_far = pos.far_row_count(me);
        let their_far = pos.far_row_count(me.opposite());
        if my_far > their_far {
            return self.leave(WIN_SCORE - ply as i32);
        }
        if pos.count(me) == 0 {
            return self.leave(-(WIN_SCORE - ply as i32));
        }
        if ply > 0 && self.repeated(sp) {
            return self.leave(0);
        }
        if ply >= MAX_DEPTH {
            let score = self.eval_cache.score(&pos, &self.settings.eval);
            return self.leave(score);
        }
        let evasion = their_far > my_far;
        let f = &mut self.frames[sp];
        f.evasion = evasion;
        if !f.quiescence {
            // A breakthrough is like check: look one ply further.
            if evasion && ply < 2 * iteration_depth {
                f.depth += 1;
            }
            if f.depth <= 0 {
                f.quiescence = true;
            }
        }
        let quiescence = f.quiescence;
        if quiescence && !evasion && f.qply >= MAX_QUIESCENCE {
            let score = self.eval_cache.score(&pos, &self.settings.eval);
            return self.leave(score);
        }
        let depth = if quiescence { 0 } else { f.depth };
        let pv_node = f.beta - f.alpha > 1;
        let entry = self.table.probe(pos.hash());
        f.table_move = entry.and_then(|e| e.mv);
        if let Some(e) = entry
            && ply > 0
            && !pv_node
            && e.depth as i32 >= depth
        {
            let s = score_from_table(e.score, ply);
            let cut = match e.bound {
                Bound::Exact => true,
                Bound::Lower => s >= f.beta,
                Bound::Upper => s <= f.alpha,
            };
            if cut {
                return self.leave(s);
            }
        }
        if quiescence && !evasion {
            // Standing pat: a quiet position may keep its static score.
            let stand = self.eval_cache.score(&pos, &self.settings.eval);
            if stand >= f.beta {
                return self.leave(stand);
            }
            f.best = stand;
            f.alpha = f.alpha.max(stand);
            f.moves = forcing_moves(&pos);
        } else if ply == 0 {
            f.moves.clear();
            f.moves.extend(self.root_moves.iter().map(|r| r.mv));
        } else {
            f.moves = pos.legal_moves();
        }
        if f.moves.is_empty() && (evasion || !quiescence) {
            // No legal move: a loss against a breakthrough, else a draw.
            let score = if evasion {
                -(WIN_SCORE - ply as i32)
            } else {
                0
            };
            return self.leave(score);
        }
        if evasion {
            // Every move that leaves the breakthrough standing loses next ply.
            f.best = -(WIN_SCORE - ply as i32 - 1);
        } else if !quiescence {
            f.best = -INFINITY;
        }
        f.alpha_orig = f.alpha;
        f.next = 0;
        f.searched = 0;
        f.best_move = None;
        f.current = None;
        f.quiets.clear();
        f.quiet_count = 0;
        f.futile = !pv_node
            && !evasion
            && !quiescence
            && self.settings.futility > 0
            && f.depth <= 2
            && f.alpha.abs() < WIN_THRESHOLD
            && self.eval_cache.score(&pos, &self.settings.eval) + self.settings.futility * f.depth
                <= f.alpha;
        if ply == 0 {
            // Root moves keep the order of the last iteration.
            let n = f.moves.len() as i32;
            for (i, s) in f.scores.iter_mut().take(n as usize).enumerate() {
                *s = n - i as i32;
            }
        } else {
            let table_move = f.table_move;
            for i in 0..f.moves.len() {
                f.scores[i] = self.ordering.score(&pos, f.moves[i], ply, table_move);
            }
        }
        f.stage = Stage::Moves;
    }

    /// Picks the next move of the top node and starts its child, or ends the
    /// node when no move is left.
    fn next_move(&mut self) {
        let sp = self.sp;
        loop {
            let f = &mut self.frames[sp];
            if f.next >= f.moves.len() {
                return self.finish_node();
            }
            let mut pick = f.next;
            for i in f.next + 1..f.moves.len() {
                if f.scores[i] > f.scores[pick] {
                    pick = i;
                }
            }
            f.moves.swap(f.next, pick);
            f.scores.swap(f.next, pick);
            let mv = f.moves[f.next];
            f.next += 1;
            if f.evasion {
                let me = f.pos.side_to_move();
                let after = f.pos.play_unchecked(mv);
                if after.far_row_count(me.opposite()) > after.far_row_count(me) {
                    continue;
                }
            }
            let quiet = !mv.is_capture() && !is_incursion(&f.pos, mv);
            let lmp = self.settings.late_move_pruning;
            if quiet
                && f.searched > 0
                && f.beta - f.alpha == 1
                && !f.evasion
                && !f.quiescence
                && f.depth <= 3
                && (f.futile || (lmp > 0 && f.quiet_count >= lmp * (f.depth * f.depth) as u32))
            {
                continue;
            }
            if quiet {
                f.quiet_count += 1;
            }
            let (probe, reduction) = if f.quiescence || f.searched == 0 {
                (Probe::Full, 0)
            } else if f.depth >= 3
                && f.searched >= 3
                && quiet
                && !f.evasion
                && f.table_move != Some(mv)
                && !self.ordering.is_killer(mv, f.ply)
            {
                (Probe::Reduced, late_move_reduction(f.depth, f.searched))
            } else {
                (Probe::Zero, 0)
            };
            f.bonus = if f.ply == 0 {
                self.root_moves
                    .iter()
                    .find(|r| r.mv == mv)
                    .map_or(0, |r| r.bonus)
            } else {
                0
            };
            f.current = Some(mv);
            return self.push_child(probe, reduction);
        }
    }

    /// Starts the child of the top node for its current move.
    fn push_child(&mut self, probe: Probe, reduction: i32) {
        let sp = self.sp;
        let (head, tail) = self.frames.split_at_mut(sp + 1);
        let f = &mut head[sp];
        let mv = f.current.expect("a move is being searched");
        f.probe = probe;
        f.reduction = reduction;
        let alpha = f.alpha - f.bonus;
        let beta = f.beta - f.bonus;
        let (a, b) = match probe {
            Probe::Full => (-beta, -alpha),
            Probe::Zero | Probe::Reduced => (-alpha - 1, -alpha),
        };
        let child = &mut tail[0];
        child.pos = f.pos.play_unchecked(mv);
        child.ply = f.ply + 1;
        child.depth = f.depth - 1 - reduction;
        child.alpha = a;
        child.beta = b;
        child.quiescence = f.quiescence;
        child.qply = if f.quiescence { f.qply + 1 } else { 0 };
        child.irreversible = mv.is_capture();
        child.stage = Stage::Enter;
        self.sp = sp + 1;
    }

    /// Takes the score of the child just searched, from the top node's view.
    fn child_returned(&mut self, child_score: i32) {
        let sp = self.sp;
        let f = &mut self.frames[sp];
        let mv = f.current.expect("a move is being searched");
        let score = child_score + f.bonus;
        match f.probe {
            Probe::Reduced if score > f.alpha => return self.push_child(Probe::Zero, 0),
            Probe::Zero if score > f.alpha && score < f.beta => {
                return self.push_child(Probe::Full, 0);
            }
            _ => {}
        }
        f.searched += 1;
        let ply = f.ply;
        let quiet = !mv.is_capture() && !is_incursion(&f.pos, mv);
        if score > f.best {
            f.best = score;
            if score > f.alpha {
                f.alpha = score;
                f.best_move = Some(mv);
                let (head, tail) = self.pv.split_at_mut(ply + 1);
                head[ply].clear();
                head[ply].push(mv);
                head[ply].extend_from_slice(&tail[0]);
                if ply == 0 {
                    self.iteration_best = Some((mv, score - f.bonus));
                }
                if score >= f.beta {
                    if quiet && !f.quiescence {
                        let side = f.pos.side_to_move();
                        let depth = f.depth;
                        let quiets = std::mem::take(&mut f.quiets);
                        self.ordering.reward(side, mv, &quiets, ply, depth);
                        self.frames[sp].quiets = quiets;
                    }
                    return self.finish_node();
                }
            }
        }
        let f = &mut self.frames[sp];
        if quiet && !f.quiescence && f.quiets.len() < 64 {
            f.quiets.push(mv);
        }
    }

    /// Stores the top node's result and hands it to its parent.
    fn finish_node(&mut self) {
        let f = &self.frames[self.sp];
        let bound = if f.best >= f.beta {
            Bound::Lower
        } else if f.best > f.alpha_orig {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let depth = if f.quiescence { 0 } else { f.depth };
        let (hash, mv, score) = (f.pos.hash(), f.best_move, score_to_table(f.best, f.ply));
        let best = f.best;
        self.table.store(hash, mv, score, depth as i16, bound);
        self.leave(best);
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
        if let Some(i) = self.root_moves.iter().position(|r| r.mv == best) {
            let chosen = self.root_moves.remove(i);
            self.root_moves.insert(0, chosen);
        }
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
            || self.root_moves.len() == 1
            || (self.clock.soft_expired() && limits.min_depth.is_none_or(|d| self.depth >= d))
            || self.stop.load(AtomicOrdering::Relaxed);
        if done {
            self.finished = Some(result);
            return;
        }
        self.depth += 1;
        self.delta = ASPIRATION;
        self.window = if self.depth >= ASPIRATION_DEPTH {
            (score - ASPIRATION, score + ASPIRATION)
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
