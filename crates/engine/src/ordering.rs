//! Move ordering: the table move first, then captures by size and incursions,
//! then the killer moves of the ply, then the counter move (the quiet move
//! that last refuted the opponent's previous move), then quiet moves by
//! their history.

use epaminondas_core::{FILES, Move, Position, RANKS, Side};

/// Ordering score of the transposition table's move.
const TABLE_MOVE: i32 = 1 << 28;
/// Base of captures; the number of stones taken is added on top, times [`CAPTURE_STEP`].
const CAPTURE: i32 = 1 << 26;
/// How much each captured stone adds to a capture's ordering score.
const CAPTURE_STEP: i32 = 1 << 20;
/// A move that lands on the far row (an incursion) when it is not a capture.
const INCURSION: i32 = 1 << 25;
/// The first killer of the ply; the second gets one less.
const KILLER: i32 = 1 << 24;
/// The counter move of the previous move, below both killers.
const COUNTER: i32 = KILLER - 2;
/// History scores stay within ±this.
const HISTORY_MAX: i32 = 1 << 14;
/// Plies with killer slots.
pub(crate) const MAX_PLY: usize = 128;

const CELLS: usize = FILES as usize * RANKS as usize;

/// Killer moves and the history table, kept for the whole of one search.
#[derive(Clone, Debug)]
pub(crate) struct Ordering {
    killers: Vec<[Option<Move>; 2]>,
    /// By colour, tail square and landing square.
    history: Vec<i32>,
    /// By colour, tail square and landing square of the opponent's previous move.
    counters: Vec<Option<Move>>,
}

fn cell(sq: epaminondas_core::Square) -> usize {
    sq.rank() as usize * FILES as usize + sq.file() as usize
}

fn history_index(c: Side, mv: Move) -> usize {
    let side = if c == Side::White { 0 } else { 1 };
    (side * CELLS + cell(mv.tail())) * CELLS + cell(mv.landing())
}

/// Whether `mv` lands a stone on the far row of the side that plays it.
pub(crate) fn is_incursion(pos: &Position, mv: Move) -> bool {
    let far = pos.side_to_move().far_rank();
    mv.landing().rank() == far && mv.front().rank() != far
}

impl Ordering {
    /// Empty tables.
    pub fn new() -> Ordering {
        Ordering {
            killers: vec![[None; 2]; MAX_PLY],
            history: vec![0; 2 * CELLS * CELLS],
            counters: vec![None; 2 * CELLS * CELLS],
        }
    }

    /// The quiet move that last refuted `previous`, the opponent's move
    /// that led to a position where `c` is to move.
    pub fn counter(&self, c: Side, previous: Option<Move>) -> Option<Move> {
        previous.and_then(|p| self.counters[history_index(c, p)])
    }

    /// The ordering score of `mv` at `ply` in `pos`; higher is searched first.
    /// `counter` is the counter move of the previous move ([`Ordering::counter`]).
    pub fn score(
        &self,
        pos: &Position,
        mv: Move,
        ply: usize,
        table_move: Option<Move>,
        counter: Option<Move>,
    ) -> i32 {
        if table_move == Some(mv) {
            return TABLE_MOVE;
        }
        if mv.is_capture() {
            // Bigger captures first; among equals, the smaller group risks less.
            return CAPTURE + mv.captured() as i32 * CAPTURE_STEP - mv.group_len() as i32;
        }
        if is_incursion(pos, mv) {
            return INCURSION;
        }
        let killers = &self.killers[ply.min(MAX_PLY - 1)];
        if killers[0] == Some(mv) {
            return KILLER;
        }
        if killers[1] == Some(mv) {
            return KILLER - 1;
        }
        if counter == Some(mv) {
            return COUNTER;
        }
        self.history[history_index(pos.side_to_move(), mv)]
    }

    /// Whether `mv` is one of the killers of `ply`.
    pub fn is_killer(&self, mv: Move, ply: usize) -> bool {
        self.killers[ply.min(MAX_PLY - 1)].contains(&Some(mv))
    }

    /// Records that quiet move `best` refuted a node at `ply` searched to
    /// `depth`, after the quiet moves `tried` had failed there; `previous`
    /// is the opponent's move that led to the node.
    pub fn reward(
        &mut self,
        c: Side,
        best: Move,
        tried: &[Move],
        ply: usize,
        depth: i32,
        previous: Option<Move>,
    ) {
        if let Some(p) = previous {
            self.counters[history_index(c, p)] = Some(best);
        }
        let killers = &mut self.killers[ply.min(MAX_PLY - 1)];
        if killers[0] != Some(best) {
            killers[1] = killers[0];
            killers[0] = Some(best);
        }
        let bonus = (depth * depth).min(HISTORY_MAX / 4);
        self.nudge(history_index(c, best), bonus);
        for &mv in tried {
            self.nudge(history_index(c, mv), -bonus);
        }
    }

    /// Moves a history score towards ±[`HISTORY_MAX`] by `bonus`, slower near the bound.
    fn nudge(&mut self, i: usize, bonus: i32) {
        let h = &mut self.history[i];
        *h += bonus - *h * bonus.abs() / HISTORY_MAX;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_counter_move_comes_after_the_killers_and_before_history() {
        let start = Position::start();
        let mv = |text: &str| start.parse_move(text).unwrap();
        let after = start.play(mv("a2-a3")).unwrap();
        let reply = |text: &str| after.parse_move(text).unwrap();
        let previous = Some(mv("a2-a3"));
        let mut ordering = Ordering::new();
        assert_eq!(ordering.counter(Side::Black, previous), None);
        // At ply 1 Black refutes a2-a3 with n11-n10; a quiet move tried
        // before it loses history.
        let tried = [reply("a11-a10")];
        ordering.reward(Side::Black, reply("n11-n10"), &tried, 1, 3, previous);
        let counter = ordering.counter(Side::Black, previous);
        assert_eq!(counter, Some(reply("n11-n10")));
        assert_eq!(ordering.counter(Side::White, previous), None);
        // Elsewhere (ply 2, no killers there) the counter move outranks
        // every history score but not the killers.
        let at_ply_2 = ordering.score(&after, reply("n11-n10"), 2, None, counter);
        assert_eq!(at_ply_2, COUNTER);
        let at_ply_1 = ordering.score(&after, reply("n11-n10"), 1, None, counter);
        assert_eq!(at_ply_1, KILLER);
        let other = ordering.score(&after, reply("a11-a10"), 2, None, counter);
        assert!(other < 0 && other > -HISTORY_MAX, "{other}");
    }
}
