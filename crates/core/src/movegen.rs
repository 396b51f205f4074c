//! Legal move generation and bit-parallel move counting.

use super::bitboard::Bitboard;
use super::geometry::{self, count_along};
use super::moves::{Move, MoveList};
use super::position::Position;
use super::square::{Direction, Side, Square};

impl Position {
    /// Appends every move of the side to move, ignoring whether the game has
    /// already ended (the caller checks that).
    pub fn generate(&self, list: &mut MoveList) {
        let me = self.side_to_move();
        let own = self.bitboard(me);
        let enemy = self.bitboard(me.opposite());
        for dir in Direction::ALL {
            for front in geometry::fronts(own, dir).squares() {
                let view = geometry::view(own, enemy, front, dir);
                for n in 1..=view.line {
                    self.push_group(list, front, dir, n, view.gap, view.enemy_line);
                }
            }
        }
    }

    /// Appends the moves [`Position::generate`] makes with `tail` as their
    /// tail and `dir` as their direction, by the same code: the moves a text
    /// from `tail` along `dir` can name.
    pub(crate) fn generate_from(&self, tail: Square, dir: Direction, list: &mut MoveList) {
        let me = self.side_to_move();
        let own = self.bitboard(me);
        if !own.has(tail) {
            return;
        }
        let enemy = self.bitboard(me.opposite());
        let n = geometry::run_from(own, tail, dir);
        let front = Square::from_index_unchecked(
            (tail.index() as i32 + (n as i32 - 1) * dir.offset()) as u8,
        );
        let view = geometry::view(own, enemy, front, dir);
        self.push_group(list, front, dir, n, view.gap, view.enemy_line);
    }

    /// Appends the moves of the front part of `n` stones of the line ending at
    /// `front` along `dir`, with `gap` empty squares ahead of the front and
    /// then an enemy run of `enemy_line` stones.
    #[inline(always)]
    fn push_group(
        &self,
        list: &mut MoveList,
        front: Square,
        dir: Direction,
        n: u32,
        gap: u32,
        enemy_line: u32,
    ) {
        let far = self.side_to_move().far_rank();
        let f = front.index() as i32;
        let tail = Square::from_index_unchecked((f - (n as i32 - 1) * dir.offset()) as u8);
        for k in 1..=n.min(gap) {
            self.push_checked(list, Move::new(tail, dir, n as u8, k as u8, 0), far);
        }
        // The front part of n stones captures when it outnumbers the enemy line.
        if enemy_line > 0 && n > gap && n > enemy_line {
            let mv = Move::new(tail, dir, n as u8, (gap + 1) as u8, enemy_line as u8);
            self.push_checked(list, mv, far);
        }
    }

    /// Adds `mv` unless it lands on the far row and breaks the anti-copycat rule.
    #[inline]
    fn push_checked(&self, list: &mut MoveList, mv: Move, far: u8) {
        if mv.landing().rank() == far {
            let after = self.play_unchecked(mv);
            let white = after.bitboard(Side::White);
            let black = after.bitboard(Side::Black);
            if Position::is_copycat_board(white, black) {
                return;
            }
        }
        list.push(mv);
    }

    /// Whether the board (stones only) is its own 180° turn with colours
    /// swapped: the anti-copycat rule's test, written here only.
    #[inline]
    fn is_copycat_board(white: Bitboard, black: Bitboard) -> bool {
        white.count() == black.count() && white == black.rotated()
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
            side: me,
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
        count_direction::<16>(sets, Direction::N)?
            + count_direction::<17>(sets, Direction::NE)?
            + count_direction::<1>(sets, Direction::E)?
            + count_direction::<-15>(sets, Direction::SE)?
            + count_direction::<-16>(sets, Direction::S)?
            + count_direction::<-17>(sets, Direction::SW)?
            + count_direction::<-1>(sets, Direction::W)?
            + count_direction::<15>(sets, Direction::NW)?,
    )
}

/// The boards a count needs.
struct Sets {
    own: Bitboard,
    enemy: Bitboard,
    empty: Bitboard,
    /// The side to move.
    side: Side,
}

/// Counts the moves in direction `d`, whose padded-index step is `OFF`.
///
/// A front F with a run of L stones behind it (itself included), e empty
/// squares ahead and then perhaps an enemy run of m gives, for each group
/// size n ≤ L, min(n, e) quiet moves and one capture when e < n and m < n.
/// With Bᵢ = fronts whose run is at least i and Gⱼ = fronts with at least j
/// empty squares ahead, the quiet moves add up to Σ_{i ≥ j ≥ 1} |Bᵢ ∩ Gⱼ|.
/// Fronts with runs of up to three stones, by far the most common, are
/// counted this way with whole-board operations; longer runs one by one.
#[inline(always)]
fn count_direction<const OFF: i32>(s: &Sets, d: Direction) -> Option<usize> {
    debug_assert_eq!(OFF, d.offset());
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
    let (far_rank, rank_step) = (s.side.far_rank(), d.delta().1);
    let far = |j: i32| {
        geometry::landing_source_rank(far_rank, rank_step, j as u32)
            .map_or(Bitboard::EMPTY, Bitboard::rank)
    };

    let empty1 = s.empty.shift_by(-OFF);
    let enemy1 = s.enemy.shift_by(-OFF);
    let mut total = 0;
    if !long.is_empty() {
        total += count_long_fronts::<OFF>(s, long & (empty1 | enemy1), d)?;
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
fn count_long_fronts<const OFF: i32>(s: &Sets, fronts: Bitboard, d: Direction) -> Option<usize> {
    let mut total = 0;
    for front in fronts.squares() {
        let view = geometry::view(s.own, s.enemy, front, d);
        let reach = view.line.min(view.gap) + u32::from(view.can_capture());
        let rank = Some(front.rank());
        if (1..=reach).any(|k| geometry::far_landing_rank(s.side, d, k) == rank) {
            return None;
        }
        total += view.move_count() as usize;
    }
    Some(total)
}

/// Captures from fronts that see an enemy stone `j` squares ahead after
/// j − 1 empty squares: group sizes n with n ≥ max(j, 2, m + 1), n ≤ L.
#[cold]
fn count_captures<const OFF: i32>(s: &Sets, fronts: Bitboard, j: i32) -> usize {
    let mut total = 0;
    for front in fronts.squares() {
        let f = front.index() as i32;
        let run = count_along(s.own, f, -OFF) as i32;
        let enemy_run = count_along(s.enemy, f + j * OFF, OFF) as i32;
        let smallest = j.max(enemy_run + 1);
        if run >= smallest {
            total += (run - smallest + 1) as usize;
        }
    }
    total
}
