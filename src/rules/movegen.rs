//! Legal move generation and bit-parallel move counting.

use super::bitboard::Bitboard;
use super::moves::{Move, MoveList};
use super::position::Position;
use super::square::{Direction, RANKS, Square};

impl Position {
    /// Appends every move of the side to move, ignoring whether the game has
    /// already ended (the caller checks that).
    pub(crate) fn generate(&self, list: &mut MoveList) {
        let me = self.side_to_move();
        let own = self.bitboard(me);
        let enemy = self.bitboard(me.opposite());
        let empty = !(own | enemy);
        let far = me.far_rank();
        for dir in Direction::ALL {
            let off = dir.offset();
            let fronts = own & !own.shift_by(-off);
            for front in fronts.squares() {
                let f = front.index() as i32;
                let mut run = 1;
                while own.has_index(f - run * off) {
                    run += 1;
                }
                let mut gap = 0;
                while empty.has_index(f + (gap + 1) * off) {
                    gap += 1;
                }
                let mut enemy_run = 0;
                while enemy.has_index(f + (gap + 1 + enemy_run) * off) {
                    enemy_run += 1;
                }
                for n in 1..=run {
                    let tail = Square::from_index_unchecked((f - (n - 1) * off) as u8);
                    for k in 1..=n.min(gap) {
                        self.push_checked(list, Move::new(tail, dir, n as u8, k as u8, 0), far);
                    }
                    if enemy_run > 0 && n > gap && n > enemy_run {
                        let mv = Move::new(tail, dir, n as u8, (gap + 1) as u8, enemy_run as u8);
                        self.push_checked(list, mv, far);
                    }
                }
            }
        }
    }

    /// Adds `mv` unless it lands on the far row and breaks the anti-copycat rule.
    #[inline]
    fn push_checked(&self, list: &mut MoveList, mv: Move, far: u8) {
        if mv.landing().rank() == far {
            let after = self.play_unchecked(mv);
            let white = after.bitboard(super::square::Color::White);
            let black = after.bitboard(super::square::Color::Black);
            if Position::is_copycat_board(white, black) {
                return;
            }
        }
        list.push(mv);
    }

    /// The number of moves [`Position::generate`] would produce.
    pub(crate) fn raw_move_count(&self) -> usize {
        self.count_bit_parallel().unwrap_or_else(|| {
            let mut list = MoveList::new();
            self.generate(&mut list);
            list.len()
        })
    }

    /// Counts moves direction by direction with whole-board set operations.
    /// Returns `None` when some move might land on the far row, where the
    /// anti-copycat rule needs the exact list.
    fn count_bit_parallel(&self) -> Option<usize> {
        let me = self.side_to_move();
        let sets = Sets {
            own: self.bitboard(me),
            enemy: self.bitboard(me.opposite()),
            empty: !(self.bitboard(me) | self.bitboard(me.opposite())),
            far: me.far_rank() as i32,
        };
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("popcnt") {
            // SAFETY: the CPU supports popcnt, checked just above.
            return unsafe { count_all_with_popcnt(&sets) };
        }
        count_all(&sets)
    }
}

/// [`count_all`] compiled with the popcnt instruction, which most x86-64
/// CPUs have but the baseline target does not assume.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
fn count_all_with_popcnt(sets: &Sets) -> Option<usize> {
    count_all(sets)
}

/// Counts the moves in all eight directions.
#[inline(always)]
fn count_all(sets: &Sets) -> Option<usize> {
    Some(
        count_direction::<16>(sets, 1)?
            + count_direction::<17>(sets, 1)?
            + count_direction::<1>(sets, 0)?
            + count_direction::<-15>(sets, -1)?
            + count_direction::<-16>(sets, -1)?
            + count_direction::<-17>(sets, -1)?
            + count_direction::<-1>(sets, 0)?
            + count_direction::<15>(sets, 1)?,
    )
}

/// The boards a count needs.
struct Sets {
    own: Bitboard,
    enemy: Bitboard,
    empty: Bitboard,
    far: i32,
}

/// The fronts from which a move `j` squares long would land on the far row.
#[inline(always)]
fn far_landing_fronts(far: i32, rank_step: i32, j: i32) -> Bitboard {
    let rank = far - j * rank_step;
    if (0..RANKS as i32).contains(&rank) {
        Bitboard::rank(rank as u8)
    } else {
        Bitboard::EMPTY
    }
}

/// Counts the moves in the direction with padded-index step `OFF`.
///
/// A front F with a run of L stones behind it (itself included), e empty
/// squares ahead and then perhaps an enemy run of m gives, for each group
/// size n ≤ L, min(n, e) quiet moves and one capture when e < n and m < n.
/// With Bᵢ = fronts whose run is at least i and Gⱼ = fronts with at least j
/// empty squares ahead, the quiet moves add up to Σ_{i ≥ j ≥ 1} |Bᵢ ∩ Gⱼ|.
/// Fronts with runs of up to three stones, by far the most common, are
/// counted this way with whole-board operations; longer runs one by one.
#[inline(always)]
fn count_direction<const OFF: i32>(s: &Sets, rank_step: i32) -> Option<usize> {
    let own = s.own;
    let fronts = own & !own.shift_by(-OFF);
    let behind1 = own.shift_by(OFF);
    let behind2 = behind1.shift_by(OFF);
    let run2 = fronts & behind1;
    let run3 = run2 & behind2;
    let long = if run3.is_empty() {
        Bitboard::EMPTY
    } else {
        run3 & behind2.shift_by(OFF)
    };
    let (run1, run2, run3) = (fronts & !long, run2 & !long, run3 & !long);
    let far = |j: i32| far_landing_fronts(s.far, rank_step, j);

    let empty1 = s.empty.shift_by(-OFF);
    let enemy1 = s.enemy.shift_by(-OFF);
    let mut total = 0;
    if !long.is_empty() {
        total += count_long_fronts::<OFF>(s, long & (empty1 | enemy1), rank_step)?;
    }
    // Distance 1: captures need two stones.
    total += captures::<OFF>(s, run2 & enemy1, 1, far(1))?;
    let open1 = run1 & empty1;
    if open1.is_empty() {
        return Some(total);
    }
    if !(open1 & far(1)).is_empty() {
        return None;
    }
    total += (open1.count() + (open1 & run2).count() + (open1 & run3).count()) as usize;
    // Distances 2 and 3: only fronts whose run is at least that long.
    let (mut open, mut empty, mut enemy) = (open1, empty1, enemy1);
    for (j, run, longer) in [(2, run2, run3), (3, run3, Bitboard::EMPTY)] {
        let reach = open & run;
        if reach.is_empty() {
            break;
        }
        empty = empty.shift_by(-OFF);
        enemy = enemy.shift_by(-OFF);
        total += captures::<OFF>(s, reach & enemy, j, far(j))?;
        open = reach & empty;
        if !(open & far(j)).is_empty() {
            return None;
        }
        total += (open.count() + (open & longer).count()) as usize;
    }
    Some(total)
}

/// Captures by `fronts`, each of which sees an enemy stone `j` squares ahead
/// after j − 1 empty squares: group sizes n with max(j, m + 1) ≤ n ≤ L.
/// `None` when one of them could land on the far row.
#[inline(always)]
fn captures<const OFF: i32>(s: &Sets, fronts: Bitboard, j: i32, far: Bitboard) -> Option<usize> {
    if fronts.is_empty() {
        return Some(0);
    }
    if !(fronts & far).is_empty() {
        return None;
    }
    Some(count_captures::<OFF>(s, fronts, j))
}

/// Moves of fronts with runs of four or more stones, one front at a time.
#[cold]
fn count_long_fronts<const OFF: i32>(s: &Sets, fronts: Bitboard, rank_step: i32) -> Option<usize> {
    let mut total = 0;
    for front in fronts.squares() {
        let f = front.index() as i32;
        let run = run_behind::<OFF>(s.own, f);
        let mut gap = 0;
        while s.empty.has_index(f + (gap + 1) * OFF) {
            gap += 1;
        }
        let mut enemy_run = 0;
        while s.enemy.has_index(f + (gap + 1 + enemy_run) * OFF) {
            enemy_run += 1;
        }
        let capture = enemy_run > 0 && run > gap && run > enemy_run;
        let reach = run.min(gap) + i32::from(capture);
        let rank = front.rank() as i32;
        if rank_step == 0 && rank == s.far && reach > 0
            || rank_step != 0 && (1..=reach).any(|k| rank + k * rank_step == s.far)
        {
            return None;
        }
        // Σ_{n=1..L} min(n, e)
        let quiet = if gap >= run {
            run * (run + 1) / 2
        } else {
            gap * (gap + 1) / 2 + gap * (run - gap)
        };
        let captures = if capture {
            run - (gap + 1).max(enemy_run + 1) + 1
        } else {
            0
        };
        total += (quiet + captures) as usize;
    }
    Some(total)
}

/// The number of own stones in the run ending at padded index `f`.
#[inline(always)]
fn run_behind<const OFF: i32>(own: Bitboard, f: i32) -> i32 {
    let mut run = 1;
    while own.has_index(f - run * OFF) {
        run += 1;
    }
    run
}

/// Captures from fronts that see an enemy stone `j` squares ahead after
/// j − 1 empty squares: group sizes n with n ≥ max(j, 2, m + 1), n ≤ L.
#[cold]
fn count_captures<const OFF: i32>(s: &Sets, fronts: Bitboard, j: i32) -> usize {
    let mut total = 0;
    for front in fronts.squares() {
        let f = front.index() as i32;
        let run = run_behind::<OFF>(s.own, f);
        let mut enemy_run = 1;
        while s.enemy.has_index(f + (j + enemy_run) * OFF) {
            enemy_run += 1;
        }
        let smallest = j.max(enemy_run + 1);
        if run >= smallest {
            total += (run - smallest + 1) as usize;
        }
    }
    total
}
