//! The engine's proof of a puzzle: at a fixed depth, the move is the engine's best and every
//! other legal move scores at least a margin lower; and the depth from which that holds, which
//! gives the rating.
//!
//! Two searches of the same position at the same depth, as the analysis of a game does
//! (`epaminondas_engine::analysis`): the full search gives the best move and its score, a second
//! one restricted to every other move gives the best of the rest. Both scores are clamped to
//! ±[`DECIDED`] first, so a forced win counts as ten stones: a win against a move that still
//! leads by nine stones is no puzzle, a win against a move that leads by three is.

use super::definition::{MAX_RATING, MIN_RATING, Puzzle};
use epaminondas_core::{Game, GameOptions, Move, Position, Status};
use epaminondas_engine::analysis::{DECIDED, HOLDS_ABOVE, ONLY_MOVE_GAP};
use epaminondas_engine::{Limits, Search, SearchResult, Settings, TranspositionTable};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// The least gap, in hundredths of a stone after clamping to ±[`DECIDED`], between the only
/// move and the best other move: a stone and a half, the analysis's gap of an only move.
pub const MARGIN: i32 = ONLY_MOVE_GAP;

/// The engine's findings in one position at one depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// The engine's best move.
    pub best: Move,
    /// Its score for the side to move.
    pub score: i32,
    /// The best score of every other move, `None` when there is no other legal move.
    pub second: Option<i32>,
    /// The depth searched.
    pub depth: u32,
}

impl Judgement {
    /// The gap between the best move and the rest, both clamped to ±[`DECIDED`]; `None` when
    /// the best move is the only legal one.
    pub fn gap(&self) -> Option<i32> {
        let clamp = |s: i32| s.clamp(-DECIDED, DECIDED);
        self.second.map(|s| clamp(self.score) - clamp(s))
    }

    /// Whether `mv` is the only good move: the best, at least `margin` ahead of every other
    /// move, and one that holds (its score above −[`HOLDS_ABOVE`]).
    pub fn only_move(&self, mv: Move, margin: i32) -> bool {
        self.best == mv && self.score > -HOLDS_ABOVE && self.gap().is_some_and(|g| g >= margin)
    }
}

/// Searches positions at fixed depths with full strength and no noise, reusing one
/// transposition table (cleared for each new position, so a finding depends only on its
/// position and depth). With [`Prover::max_nodes`] a search that needs more nodes gives no
/// judgement: a few positions cost a hundred times the usual (a crowded board full of
/// captures and incursions), and a puzzle must be cheap to prove again.
pub struct Prover {
    table: Option<TranspositionTable>,
    hash_mb: usize,
    /// The most nodes one search may take; `None` for no limit.
    pub max_nodes: Option<u64>,
    stop: Arc<AtomicBool>,
    /// Nodes searched so far.
    pub nodes: u64,
}

impl Default for Prover {
    fn default() -> Prover {
        Prover::new(16)
    }
}

impl Prover {
    /// A prover with a table of `hash_mb` MiB.
    pub fn new(hash_mb: usize) -> Prover {
        Prover {
            table: None,
            hash_mb,
            max_nodes: None,
            stop: Arc::new(AtomicBool::new(false)),
            nodes: 0,
        }
    }

    /// Empties the table: the next searches depend on nothing searched before.
    pub fn forget(&mut self) {
        if let Some(table) = self.table.as_mut() {
            table.clear();
        }
    }

    /// One search of `position` (without history) to `depth`, over `only` where given, within
    /// [`Prover::max_nodes`].
    pub fn search(
        &mut self,
        position: &Position,
        depth: u32,
        only: Option<&[Move]>,
    ) -> SearchResult {
        let settings = Settings {
            limits: Limits {
                depth: Some(depth.max(1)),
                nodes: self.max_nodes,
                ..Limits::default()
            },
            noise: 0,
            hash_mb: self.hash_mb,
            ..Settings::default()
        };
        let game = Game::from_position(*position, GameOptions::default());
        let table = self
            .table
            .take()
            .unwrap_or_else(|| TranspositionTable::new(self.hash_mb));
        let mut search = Search::with_table(&game, settings, 0, self.stop.clone(), table);
        if let Some(moves) = only {
            search.restrict_root(moves);
        }
        let result = loop {
            if let Some(result) = search.step(u64::MAX) {
                break result;
            }
        };
        self.nodes += result.nodes;
        self.table = Some(search.into_table());
        result
    }

    /// Whether `result` stopped at [`Prover::max_nodes`] rather than at its depth.
    fn cut_short(&self, result: &SearchResult) -> bool {
        self.max_nodes.is_some_and(|limit| result.nodes >= limit)
    }

    /// The best move of `position` at `depth` and the best score of the others; `None` when
    /// the game is over there or a search needed more than [`Prover::max_nodes`].
    pub fn judge(&mut self, position: &Position, depth: u32) -> Option<Judgement> {
        if position.status() != Status::Ongoing {
            return None;
        }
        let first = self.search(position, depth, None);
        if self.cut_short(&first) {
            return None;
        }
        let best = first.best?;
        let others: Vec<Move> = position
            .legal_moves()
            .iter()
            .copied()
            .filter(|&m| m != best)
            .collect();
        let second = if others.is_empty() {
            None
        } else {
            let rest = self.search(position, depth, Some(&others));
            if self.cut_short(&rest) {
                return None;
            }
            Some(rest.score)
        };
        Some(Judgement {
            best,
            score: first.score,
            second,
            depth,
        })
    }

    /// The shallowest depth from which `mv` is the only good move at every depth up to
    /// `proved` (where the caller has already found it so), searching down from `proved - 1`.
    pub fn stands_out_from(
        &mut self,
        position: &Position,
        mv: Move,
        proved: u32,
        margin: i32,
    ) -> u32 {
        let mut from = proved;
        while from > 1 {
            match self.judge(position, from - 1) {
                Some(j) if j.only_move(mv, margin) => from -= 1,
                _ => break,
            }
        }
        from
    }

    /// Checks `puzzle` at `depth`: its line is legal and its first move is the only good one.
    /// Gives the judgement of the first position, or what fails.
    pub fn prove(&mut self, puzzle: &Puzzle, depth: u32, margin: i32) -> Result<Judgement, String> {
        let mut at = puzzle.position;
        for (i, &mv) in puzzle.solution.iter().enumerate() {
            at = at
                .play(mv)
                .map_err(|e| format!("move {} ({mv}) of the solution: {e}", i + 1))?;
        }
        let Some(&first) = puzzle.solution.first() else {
            return Err("the solution is empty".into());
        };
        self.forget();
        if puzzle.position.status() != Status::Ongoing {
            return Err("the game is over in the position".into());
        }
        let judgement = self.judge(&puzzle.position, depth).ok_or_else(|| {
            format!(
                "a search at depth {depth} needs more than {} nodes",
                self.max_nodes.unwrap_or(u64::MAX)
            )
        })?;
        if judgement.only_move(first, margin) {
            Ok(judgement)
        } else {
            Err(format!(
                "at depth {depth} the engine's best is {} ({}), the best other move scores {}; \
                 the solution starts {first}",
                judgement.best,
                judgement.score,
                judgement
                    .second
                    .map_or_else(|| "nothing".to_string(), |s| s.to_string())
            ))
        }
    }
}

/// The rating of a solution at the depth from which it first stood out, by plies: a
/// one-ply solution (a capture in sight) is a beginner's, one that needs six plies a master's.
/// Beyond the table each ply adds 250.
pub const RATING_BY_DEPTH: [u32; 6] = [800, 950, 1200, 1500, 1850, 2200];

/// The rating of a solution that first stood out at `depth` plies, with `solver_moves` moves of
/// the solver and a quiet first move or not: [`RATING_BY_DEPTH`], 50 more for each further move
/// of the solver, 100 more when the first move takes nothing (a quiet move is harder to see
/// than a capture).
pub fn rating_for_depth(depth: u32, solver_moves: usize, quiet: bool) -> u32 {
    let last = RATING_BY_DEPTH.len() as u32;
    let base = match depth {
        0 => RATING_BY_DEPTH[0],
        d if d <= last => RATING_BY_DEPTH[d as usize - 1],
        d => RATING_BY_DEPTH[last as usize - 1] + 250 * (d - last),
    };
    let extra = 50 * solver_moves.saturating_sub(1) as u32;
    let quiet = if quiet { 100 } else { 0 };
    (base + extra + quiet).clamp(MIN_RATING, MAX_RATING)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_only_capture_is_proved_and_rated_easy() {
        // White's pair takes Black's lone stone; nothing else comes close.
        let pos: Position = "14/14/14/14/14/14/14/B13/14/W13/W13/14 w".parse().unwrap();
        let mv = pos.parse_move("a2xa5").unwrap();
        let mut prover = Prover::new(1);
        let j = prover.judge(&pos, 3).unwrap();
        assert!(j.only_move(mv, MARGIN), "{j:?}");
        assert_eq!(prover.stands_out_from(&pos, mv, 3, MARGIN), 1);
        assert_eq!(rating_for_depth(1, 1, false), 800);
        assert_eq!(rating_for_depth(6, 1, false), 2200);
        assert_eq!(rating_for_depth(3, 2, true), 1350);
        assert_eq!(rating_for_depth(7, 1, false), 2450);
    }

    #[test]
    fn a_move_with_an_equal_twin_is_no_puzzle() {
        let mut prover = Prover::new(1);
        let j = prover.judge(&Position::start(), 2).unwrap();
        assert!(!j.only_move(j.best, MARGIN), "{j:?}");
    }
}
