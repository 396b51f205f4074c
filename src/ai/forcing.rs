//! The forcing moves that quiescence searches: captures and incursions
//! (moves whose front stone lands on the far row), found with bitboard scans
//! instead of the full move generator, which quiet positions do not need.

use crate::rules::{Bitboard, Direction, MoveList, MoveText, Position, RANKS, Square};

/// How many stones of `set` continue the run behind `front` (against `d`), the front included.
pub(crate) fn run_behind(set: Bitboard, front: Square, d: Direction) -> u32 {
    let back = d.opposite();
    let mut n = 1;
    while front.offset(back, n as i32).is_some_and(|sq| set.has(sq)) {
        n += 1;
    }
    n
}

/// How many stones of `set` stand in an unbroken run from `start` along `d`.
pub(crate) fn run_from(set: Bitboard, start: Square, d: Direction) -> u32 {
    let mut n = 0;
    while start.offset(d, n as i32).is_some_and(|sq| set.has(sq)) {
        n += 1;
    }
    n
}

/// The fronts (stones with no own stone ahead in `d`) and the length of
/// the longest run among them.
pub(crate) fn fronts_and_longest(own: Bitboard, d: Direction) -> (Bitboard, usize) {
    let fronts = own & !own.shift(d.opposite());
    let mut longest = 0;
    let mut behind = own;
    let mut set = fronts;
    while !set.is_empty() {
        longest += 1;
        behind = behind.shift(d);
        set &= behind;
    }
    (fronts, longest)
}

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
    let me = pos.side_to_move();
    let own = pos.bitboard(me);
    let enemy = pos.bitboard(me.opposite());
    let empty = !(own | enemy);
    let far = me.far_rank() as i32;
    let forward = if far > 0 { 1 } else { -1 };
    for d in Direction::ALL {
        let back = d.opposite();
        let rank_step = d.delta().1 as i32;
        let (fronts, longest) = fronts_and_longest(own, d);
        let mut open = fronts;
        let mut empty_ahead = empty;
        let mut enemy_ahead = enemy;
        for j in 1..=longest as u32 {
            empty_ahead = empty_ahead.shift(back);
            enemy_ahead = enemy_ahead.shift(back);
            for front in (open & enemy_ahead).squares() {
                let run = run_behind(own, front, d);
                let Some(target) = front.offset(d, j as i32) else {
                    continue;
                };
                let smallest = j.max(2).max(run_from(enemy, target, d) + 1);
                for n in smallest..=run {
                    if let Some(tail) = front.offset(back, n as i32 - 1) {
                        push(pos, &mut list, tail, target, true);
                    }
                }
            }
            open &= empty_ahead;
            if open.is_empty() {
                break;
            }
            let from_rank = far - j as i32 * rank_step;
            if rank_step != forward || !(0..RANKS as i32).contains(&from_rank) {
                continue;
            }
            for front in (open & Bitboard::rank(from_rank as u8)).squares() {
                let run = run_behind(own, front, d);
                let Some(landing) = front.offset(d, j as i32) else {
                    continue;
                };
                for n in j..=run {
                    if let Some(tail) = front.offset(back, n as i32 - 1) {
                        push(pos, &mut list, tail, landing, false);
                    }
                }
            }
        }
    }
    list
}
