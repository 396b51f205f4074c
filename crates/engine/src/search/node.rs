//! The node machine: entering a node (the ends of the game, repetitions,
//! the table, the null move, standing pat), trying its moves one by one
//! with the pruning rules of [`super::pruning`], and handing each child's
//! score to its parent. Every step works on the explicit stack of frames,
//! so the search can pause after any node.

use super::frame::{Probe, Stage};
use super::pruning::{
    FUTILITY_DEPTH, LATE_MOVE_PRUNING_DEPTH, NULL_MOVE_MIN_DEPTH, NULL_MOVE_MIN_STONES,
    late_move_reduction, null_move_reduction,
};
use super::{MAX_DEPTH, Search};
use crate::forcing::push_forcing_moves;
use crate::ordering::is_incursion;
use crate::score::{INFINITY, WIN_SCORE, WIN_THRESHOLD};
use crate::tt::{Bound, score_from_table, score_to_table};

impl Search {
    /// Ends a node with `score` (from the point of view of its side to move).
    pub(super) fn leave(&mut self, score: i32) {
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

    pub(super) fn enter(&mut self) {
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
        if quiescence && !evasion && f.qply >= self.settings.quiescence_plies {
            let score = self.eval_cache.score(&pos, &self.settings.eval);
            return self.leave(score);
        }
        let depth = if quiescence { 0 } else { f.depth };
        let pv_node = f.beta - f.alpha > 1;
        let entry = if self.settings.hash_mb == 0 {
            None
        } else {
            self.table.probe(pos.hash())
        };
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
        if !quiescence
            && !evasion
            && !pv_node
            && !f.after_null
            && self.settings.null_move > 0
            && depth >= NULL_MOVE_MIN_DEPTH
            && f.beta.abs() < WIN_THRESHOLD
            && pos.count(me) >= NULL_MOVE_MIN_STONES
            && self.eval_cache.score(&pos, &self.settings.eval) >= f.beta
        {
            // The side to move passes: if the reduced search still fails
            // high, a real move would too (in a position where passing is
            // not better than every move, so never with few stones or
            // against a breakthrough).
            f.current = None;
            f.bonus = 0;
            let reduction = null_move_reduction(self.settings.null_move, depth);
            return self.push_null(reduction);
        }
        self.prepare_moves();
    }

    /// Generates and scores the moves of the top node (after its null move, if any).
    fn prepare_moves(&mut self) {
        let sp = self.sp;
        let f = &mut self.frames[sp];
        let pos = f.pos;
        let ply = f.ply;
        let evasion = f.evasion;
        let quiescence = f.quiescence;
        let pv_node = f.beta - f.alpha > 1;
        if quiescence && !evasion {
            // Standing pat: a quiet position may keep its static score.
            let stand = self.eval_cache.score(&pos, &self.settings.eval);
            if stand >= f.beta {
                return self.leave(stand);
            }
            f.best = stand;
            f.stand = stand;
            f.alpha = f.alpha.max(stand);
            push_forcing_moves(&pos, &mut f.moves);
        } else if ply == 0 {
            f.moves.clear();
            f.moves.extend(self.root_moves.iter().map(|r| r.mv));
        } else {
            // The ends of the game were handled on entering the node.
            f.moves.clear();
            pos.generate(&mut f.moves);
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
            && f.depth <= FUTILITY_DEPTH
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
            let counter = if self.settings.counter_move {
                self.ordering
                    .counter(pos.side_to_move(), self.frames[sp - 1].current)
            } else {
                None
            };
            let f = &mut self.frames[sp];
            for i in 0..f.moves.len() {
                f.scores[i] = self
                    .ordering
                    .score(&pos, f.moves[i], ply, table_move, counter);
            }
        }
        let f = &mut self.frames[sp];
        f.stage = Stage::Moves;
    }

    /// Picks the next move of the top node and starts its child, or ends the
    /// node when no move is left.
    pub(super) fn next_move(&mut self) {
        let sp = self.sp;
        loop {
            let f = &mut self.frames[sp];
            if f.next >= f.moves.len() {
                return self.finish_node();
            }
            let pick = f.next + first_best(&f.scores[f.next..f.moves.len()]);
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
                && f.depth <= LATE_MOVE_PRUNING_DEPTH
                && (f.futile || (lmp > 0 && f.quiet_count >= lmp * (f.depth * f.depth) as u32))
            {
                continue;
            }
            if quiet {
                f.quiet_count += 1;
            }
            // Delta pruning, quiescence's futility pruning: a capture that
            // cannot bring the static score up to alpha is not tried.
            let delta = self.settings.delta;
            if delta > 0
                && self.settings.futility > 0
                && f.quiescence
                && !f.evasion
                && mv.is_capture()
                && !is_incursion(&f.pos, mv)
                && f.alpha.abs() < WIN_THRESHOLD
                && f.stand + mv.captured() as i32 * self.settings.eval.stone + delta <= f.alpha
            {
                continue;
            }
            let (probe, reduction) = if f.quiescence || f.searched == 0 {
                (Probe::Full, 0)
            } else if self.settings.reduction > 0
                && f.depth >= self.settings.reduction_depth
                && f.searched >= self.settings.reduction_moves
                && quiet
                && !f.evasion
                && f.table_move != Some(mv)
                && !self.ordering.is_killer(mv, f.ply)
            {
                (
                    Probe::Reduced,
                    late_move_reduction(f.depth, f.searched, self.settings.reduction),
                )
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

    /// Starts the null-move child of the top node: the same stones, the
    /// other side to move, searched `reduction` plies shallower.
    fn push_null(&mut self, reduction: i32) {
        let sp = self.sp;
        let (head, tail) = self.frames.split_at_mut(sp + 1);
        let f = &mut head[sp];
        f.probe = Probe::Null;
        f.reduction = reduction;
        let child = &mut tail[0];
        child.pos = f.pos.pass_for_search();
        child.ply = f.ply + 1;
        child.depth = f.depth - 1 - reduction;
        child.alpha = -f.beta;
        child.beta = -f.beta + 1;
        child.quiescence = false;
        child.qply = 0;
        child.irreversible = true;
        child.after_null = true;
        child.stage = Stage::Enter;
        self.sp = sp + 1;
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
            Probe::Zero | Probe::Reduced | Probe::Null => (-alpha - 1, -alpha),
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
        child.after_null = false;
        child.stage = Stage::Enter;
        self.sp = sp + 1;
    }

    /// Takes the score of the child just searched, from the top node's view.
    pub(super) fn child_returned(&mut self, child_score: i32) {
        let sp = self.sp;
        let f = &mut self.frames[sp];
        if f.probe == Probe::Null {
            if child_score >= f.beta {
                // A pass that refutes proves no win: keep the score modest.
                return self.leave(child_score.min(WIN_THRESHOLD - 1));
            }
            f.probe = Probe::Full;
            return self.prepare_moves();
        }
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
                        let previous = if sp > 0 && self.settings.counter_move {
                            self.frames[sp - 1].current
                        } else {
                            None
                        };
                        self.ordering
                            .reward(side, mv, &quiets, ply, depth, previous);
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
        if self.settings.hash_mb > 0 {
            self.table.store(hash, mv, score, depth as i16, bound);
        }
        self.leave(best);
    }
}

/// The index of the first of the highest scores in `scores` (not empty):
/// the maximum in one pass the compiler vectorises, then where it first is.
fn first_best(scores: &[i32]) -> usize {
    let best = scores.iter().copied().max().unwrap_or(i32::MIN);
    scores.iter().position(|&s| s == best).unwrap_or(0)
}
