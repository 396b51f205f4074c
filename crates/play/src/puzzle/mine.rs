//! The miner: walks the positions of a game and keeps those where a mistake left the side to
//! move exactly one good move, with the forced line after it.
//!
//! 1. Every position of the game gets a quick search ([`MinerConfig::screen_depth`]). A move
//!    whose mover's score falls by at least [`MinerConfig::mistake`] from the position before
//!    it to the position after it (both clamped to ±[`DECIDED`]) is a mistake; the position
//!    before it (a missed chance) and the one after it (the chance to punish it) are
//!    candidates.
//! 2. A candidate is searched at [`MinerConfig::depth`], which must lie at least
//!    [`MinerConfig::depth_over_level`] plies past the depth of the level that made the mistake
//!    (where the game says who played). It is kept when the engine's best move is the only good
//!    one ([`Judgement::only_move`] with [`MinerConfig::margin`]), and is new up to the board's
//!    symmetries ([`canonical_key`]).
//! 3. The line follows the engine's best replies while the solver's next move is again the
//!    only good one, until the gain is plain (the solver captured, reached the far row or won)
//!    or the line has [`MAX_SOLUTION_PLIES`] plies.
//! 4. The rating comes from the depth from which the first move stood out
//!    ([`Prover::stands_out_from`], [`rating_for_depth`]); the themes from the line.

use super::definition::{MAX_SOLUTION_PLIES, Puzzle};
use super::prove::{Judgement, MARGIN, Prover, rating_for_depth};
use super::symmetry::{canonical_id, canonical_key};
use super::theme::detect_themes;
use epaminondas_core::{Game, GameOptions, Move, MoveText, Position, Side, Status, mix};
use epaminondas_engine::analysis::DECIDED;
use epaminondas_engine::{Level, Search, WIN_SCORE};
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};

/// The least fall of a mover's score (a stone and a half) after which the miner looks for a
/// puzzle; the shipped puzzles were mined with it.
pub const MINED_MISTAKE: i32 = 150;

/// How hard the miner looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MinerConfig {
    /// Plies of the search that proves a puzzle.
    pub depth: u32,
    /// Plies of the quick search of every position of a game.
    pub screen_depth: u32,
    /// The least gap between the only move and the rest ([`MARGIN`]).
    pub margin: i32,
    /// The least fall of a mover's score that makes a move a mistake worth a puzzle
    /// ([`MINED_MISTAKE`]).
    pub mistake: i32,
    /// How many plies the proving search must lie past the depth of the level that made the
    /// mistake.
    pub depth_over_level: u32,
    /// The transposition table's size in MiB.
    pub hash_mb: usize,
    /// The most nodes one search may take ([`Prover::max_nodes`]): a candidate that needs more
    /// is left.
    pub max_nodes: Option<u64>,
}

impl Default for MinerConfig {
    fn default() -> MinerConfig {
        MinerConfig {
            depth: 6,
            screen_depth: 4,
            margin: MARGIN,
            mistake: MINED_MISTAKE,
            depth_over_level: 2,
            hash_mb: 16,
            max_nodes: Some(DEFAULT_MAX_NODES),
        }
    }
}

/// [`MinerConfig::max_nodes`] by default: twenty times what a search at depth 6 usually takes.
pub const DEFAULT_MAX_NODES: u64 = 2_000_000;

/// A game to mine and what is known of it.
#[derive(Clone, Debug)]
pub struct SourceGame {
    /// The game, with every position.
    pub game: Game,
    /// The computer's level on each side (indexed by [`Side::index`]), where it played.
    pub levels: [Option<Level>; 2],
    /// Where the game comes from, for the puzzles' source (no `;`).
    pub label: String,
}

/// The plies a level searches: its fixed depth, or Master's least depth.
pub fn level_depth(level: Level) -> u32 {
    let limits = level.settings().limits;
    limits.depth.or(limits.min_depth).unwrap_or(0)
}

/// A game between two levels as `selfplay` plays them: `opening_plies` random plies fixed by
/// `seed` and `index`, then each level's search with its noise seeded per move, the repetition
/// rule on, stopped after `max_plies`.
///
/// With `copycat`, Black copies White: it plays White's last move turned by 180° whenever that
/// is legal (the strategy the anti-copycat rule of RULES.md is there to stop), and its level's
/// move otherwise.
pub fn play_selfplay_game(
    white: Level,
    black: Level,
    copycat: bool,
    seed: u64,
    index: u64,
    opening_plies: usize,
    max_plies: usize,
) -> SourceGame {
    let mut game = Game::new(GameOptions {
        repetition_draw: true,
    });
    let mut rng = mix(seed ^ mix(index));
    for _ in 0..opening_plies {
        let moves = game.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        rng = mix(rng);
        let mut mv = moves[(rng % moves.len() as u64) as usize];
        // A copycat copies the opening too, so the board stays symmetric.
        if copycat
            && game.position().side_to_move() == Side::Black
            && let Some(copied) = game
                .moves()
                .last()
                .and_then(|&last| copy(game.position(), last))
        {
            mv = copied;
        }
        if game.play(mv).is_err() {
            break;
        }
    }
    let stop = Arc::new(AtomicBool::new(false));
    while game.status() == Status::Ongoing && game.moves().len() < max_plies {
        let level = if game.position().side_to_move() == Side::White {
            white
        } else {
            black
        };
        if copycat
            && game.position().side_to_move() == Side::Black
            && let Some(mv) = game
                .moves()
                .last()
                .and_then(|&last| copy(game.position(), last))
        {
            if game.play(mv).is_err() {
                break;
            }
            continue;
        }
        let move_seed = mix(seed ^ mix(1_000_003 * index + game.moves().len() as u64));
        let result = Search::new(&game, level, move_seed, stop.clone()).run();
        let Some(mv) = result.best else { break };
        if game.play(mv).is_err() {
            break;
        }
    }
    SourceGame {
        game,
        levels: [Some(white), Some(black)],
        label: format!(
            "self-play {white} (white) vs {}{black} (black), seed {seed}, game {index}",
            if copycat { "copycat " } else { "" }
        ),
    }
}

/// `last` turned by 180°, if it is a legal move in `position`.
fn copy(position: &Position, last: Move) -> Option<Move> {
    let text = MoveText {
        tail: last.tail().rotated(),
        landing: last.landing().rotated(),
        capture: last.is_capture(),
    };
    position.find_move(text).ok()
}

/// What mining one game gave.
#[derive(Clone, Debug, Default)]
pub struct MineReport {
    /// The new puzzles, in the order of the game.
    pub puzzles: Vec<Puzzle>,
    /// Positions searched at the proving depth.
    pub candidates: usize,
    /// Mistakes found by the quick search.
    pub mistakes: usize,
}

/// Why a position is a candidate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Chance {
    /// The side to move here made a mistake: it missed this.
    Missed,
    /// The other side's last move was a mistake: punish it.
    Punish,
}

/// The miner; one may serve several threads, each with its own [`Prover`].
pub struct Miner {
    /// How hard it looks.
    pub config: MinerConfig,
    seen: Mutex<HashSet<String>>,
}

impl Miner {
    /// A miner that has seen nothing yet.
    pub fn new(config: MinerConfig) -> Miner {
        Miner {
            config,
            seen: Mutex::new(HashSet::new()),
        }
    }

    /// Marks `puzzle`'s position (and its images) as found, so it is not found again.
    pub fn remember(&self, puzzle: &Puzzle) {
        self.claim(&puzzle.position);
    }

    /// Marks `position` as found; false if it already was.
    fn claim(&self, position: &Position) -> bool {
        let key = canonical_key(position);
        self.seen.lock().map(|mut s| s.insert(key)).unwrap_or(false)
    }

    fn is_seen(&self, position: &Position) -> bool {
        let key = canonical_key(position);
        self.seen.lock().map(|s| s.contains(&key)).unwrap_or(true)
    }

    /// Mines `source` with `prover` (whose node limit it sets).
    pub fn mine(&self, source: &SourceGame, prover: &mut Prover) -> MineReport {
        let cfg = self.config;
        prover.max_nodes = cfg.max_nodes;
        let game = &source.game;
        let positions = game.positions();
        prover.forget();
        let scores: Vec<i32> = positions
            .iter()
            .map(|p| match p.status() {
                Status::Ongoing => prover.search(p, cfg.screen_depth, None).score,
                Status::Over(o) => match o.winner {
                    Some(w) if w == p.side_to_move() => WIN_SCORE,
                    Some(_) => -WIN_SCORE,
                    None => 0,
                },
            })
            .collect();
        let clamp = |s: i32| s.clamp(-DECIDED, DECIDED);
        let mut report = MineReport::default();
        let mut candidates: Vec<(usize, Chance, Side)> = Vec::new();
        for ply in 0..game.moves().len() {
            let mover = positions[ply].side_to_move();
            let loss = clamp(scores[ply]) - clamp(-scores[ply + 1]);
            if loss >= cfg.mistake {
                report.mistakes += 1;
                candidates.push((ply, Chance::Missed, mover));
                candidates.push((ply + 1, Chance::Punish, mover));
            }
        }
        let mut tried = HashSet::new();
        for (ply, chance, blunderer) in candidates {
            if !tried.insert(ply) {
                continue;
            }
            if let Some(level) = source.levels[blunderer.index()]
                && cfg.depth < level_depth(level) + cfg.depth_over_level
            {
                continue;
            }
            let position = positions[ply];
            if position.status() != Status::Ongoing
                || position.legal_moves().len() < 2
                || self.is_seen(&position)
            {
                continue;
            }
            report.candidates += 1;
            prover.forget();
            let Some(judgement) = prover.judge(&position, cfg.depth) else {
                continue;
            };
            if !judgement.only_move(judgement.best, cfg.margin) {
                continue;
            }
            let puzzle = self.make_puzzle(source, ply, chance, blunderer, &judgement, prover);
            if self.claim(&position) {
                // The positions further down the line would repeat this puzzle.
                for p in puzzle.positions().iter().skip(2).step_by(2) {
                    self.claim(p);
                }
                report.puzzles.push(puzzle);
            }
        }
        report
    }

    /// The puzzle at `ply` of `source`, whose best move `judgement` found to be the only one.
    fn make_puzzle(
        &self,
        source: &SourceGame,
        ply: usize,
        chance: Chance,
        blunderer: Side,
        judgement: &Judgement,
        prover: &mut Prover,
    ) -> Puzzle {
        let cfg = self.config;
        let position = source.game.positions()[ply];
        let first = judgement.best;
        let from = prover.stands_out_from(&position, first, cfg.depth, cfg.margin);
        let solution = self.forced_line(&position, first, prover);
        let themes = detect_themes(&position, &solution);
        let solver_moves = solution.len().div_ceil(2);
        let rating = rating_for_depth(from, solver_moves, !first.is_capture());
        let how = match chance {
            Chance::Missed => format!("missed by {}", blunderer.name()),
            Chance::Punish => format!("after a mistake by {}", blunderer.name()),
        };
        Puzzle {
            id: canonical_id(&position),
            position,
            solution,
            themes,
            rating,
            source: format!(
                "{}, ply {ply}, {how}, stands out at depth {from} of {}",
                source.label.replace(';', ","),
                cfg.depth
            ),
        }
    }

    /// The line from `position` after `first`: the engine's best replies and the solver's only
    /// moves, until the gain is plain.
    fn forced_line(&self, position: &Position, first: Move, prover: &mut Prover) -> Vec<Move> {
        let cfg = self.config;
        let solver = position.side_to_move();
        let mut line = vec![first];
        let mut at = position.play_unchecked(first);
        while line.len() + 2 <= MAX_SOLUTION_PLIES {
            let last = line[line.len() - 1];
            let plain = last.is_capture()
                || last.landing().rank() == solver.far_rank()
                || at.status() != Status::Ongoing;
            if plain {
                break;
            }
            let answer = prover.search(&at, cfg.depth.saturating_sub(1).max(1), None);
            let cut_short = cfg.max_nodes.is_some_and(|limit| answer.nodes >= limit);
            let Some(reply) = answer.best.filter(|_| !cut_short) else {
                break;
            };
            let next = at.play_unchecked(reply);
            let Some(j) = prover.judge(&next, cfg.depth) else {
                break;
            };
            if !j.only_move(j.best, cfg.margin) {
                break;
            }
            line.push(reply);
            line.push(j.best);
            at = next.play_unchecked(j.best);
        }
        line
    }
}
