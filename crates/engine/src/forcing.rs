//! The forcing moves that quiescence searches: captures and incursions
//! (moves whose front stone lands on the far row), found with bitboard scans
//! instead of the full move generator, which quiet positions do not need.

use epaminondas_core::geometry::{fronts_and_longest, incursion_fronts, line_behind, run_from};
use epaminondas_core::{Direction, MoveList, MoveText, Position, Square};

/// Adds the legal move written as `text` (anti-copycat moves are refused by the rules).
fn push(pos: &Position, list: &mut MoveList, tail: Square, landing: Square, capture: bool) {
    if let Ok(mv) = pos.find_move(MoveText {
        tail,
        landing,
        capture,
    }) {
        list.push(mv);
    }
}

/// Every legal capture and incursion of the side to move: the moves the
/// quiescence search tries in a quiet position. Equals the captures and
/// incursions among [`Position::legal_moves`], in another order.
pub fn forcing_moves(pos: &Position) -> MoveList {
    let mut list = MoveList::new();
    push_forcing_moves(pos, &mut list);
    list
}

/// [`forcing_moves`] written into `list` (emptied first), which the search
/// keeps in its frames instead of copying a new list in.
pub(crate) fn push_forcing_moves(pos: &Position, list: &mut MoveList) {
    list.clear();
    let me = pos.side_to_move();
    let own = pos.bitboard(me);
    let enemy = pos.bitboard(me.opposite());
    let empty = !(own | enemy);
    for d in Direction::ALL {
        let back = d.opposite();
        let (fronts, longest) = fronts_and_longest(own, d);
        let mut open = fronts;
        let mut empty_ahead = empty;
        let mut enemy_ahead = enemy;
        for j in 1..=longest {
            empty_ahead = empty_ahead.shift(back);
            enemy_ahead = enemy_ahead.shift(back);
            for front in (open & enemy_ahead).squares() {
                let run = line_behind(own, front, d);
                let Some(target) = front.offset(d, j as i32) else {
                    continue;
                };
                let smallest = j.max(2).max(run_from(enemy, target, d) + 1);
                for n in smallest..=run {
                    if let Some(tail) = front.offset(back, n as i32 - 1) {
                        push(pos, list, tail, target, true);
                    }
                }
            }
            open &= empty_ahead;
            if open.is_empty() {
                break;
            }
            for front in (open & incursion_fronts(me, d, j)).squares() {
                let run = line_behind(own, front, d);
                let Some(landing) = front.offset(d, j as i32) else {
                    continue;
                };
                for n in j..=run {
                    if let Some(tail) = front.offset(back, n as i32 - 1) {
                        push(pos, list, tail, landing, false);
                    }
                }
            }
        }
    }
}
