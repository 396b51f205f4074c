//! The geometry of lines, in one place for the move generator,
//! [`Position::find_move`](super::Position::find_move), the search's forcing
//! moves and the evaluation: a line behind its front, the empty squares
//! ahead of it, the enemy line in front of it, and the squares from which a
//! move lands on a far row.
//!
//! A *front* is a stone with no stone of its own colour right ahead of it in
//! a direction; its *line* is the unbroken run of own stones that ends at it.
//!
//! ```
//! use epaminondas_core::{Side, Direction, Position, Square, geometry};
//! let pos = Position::start();
//! let a2 = Square::new(0, 1).unwrap();
//! let view = geometry::view(pos.bitboard(Side::White), pos.bitboard(Side::Black), a2, Direction::N);
//! assert_eq!((view.line, view.gap, view.enemy_line), (2, 8, 2));
//! ```

use super::bitboard::Bitboard;
use super::square::{Direction, RANKS, Side, Square};

/// How many squares of `set` follow one another from padded index `start`
/// in steps of `step` (0 when `start` itself is not in the set).
#[inline(always)]
pub(crate) fn count_along(set: Bitboard, start: i32, step: i32) -> u32 {
    if (step == 1 || step == -1) && (0..192).contains(&start) {
        // Along a rank: a rank never spans two words and its two padding
        // bits are empty, so the run is a run of ones in one word.
        let word = set.0[start as usize / 64];
        let bit = start as u32 % 64;
        return if step == 1 {
            (!(word >> bit)).trailing_zeros()
        } else {
            (!(word << (63 - bit))).leading_zeros()
        };
    }
    let mut n = 0;
    while set.has_index(start + n * step) {
        n += 1;
    }
    n as u32
}

/// The length of the line of `own` stones that ends at `front` along `d`,
/// the front included (1 for a lone stone).
#[inline(always)]
pub fn line_behind(own: Bitboard, front: Square, d: Direction) -> u32 {
    count_along(own, front.index() as i32, -d.offset())
}

/// How many stones of `set` stand in an unbroken run from `start` along `d`
/// (0 when `start` is not in `set`): the enemy line in front of a front, or
/// a group read from its tail.
#[inline(always)]
pub fn run_from(set: Bitboard, start: Square, d: Direction) -> u32 {
    count_along(set, start.index() as i32, d.offset())
}

/// What a front sees along its direction.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct FrontView {
    /// Its line: own stones behind it, itself included.
    pub line: u32,
    /// Empty squares ahead of it.
    pub gap: u32,
    /// Enemy stones in an unbroken run right after the gap.
    pub enemy_line: u32,
}

impl FrontView {
    /// Whether the line, or its front part, can capture: it reaches the
    /// enemy line (gap < line) and outnumbers it.
    #[inline(always)]
    pub fn can_capture(&self) -> bool {
        self.enemy_line > 0 && self.line > self.gap && self.line > self.enemy_line
    }

    /// The number of moves whose front is this front, in its direction:
    /// for each group size n up to the line, min(n, gap) quiet moves, and a
    /// capture for the sizes that reach the enemy line and outnumber it
    /// (the anti-copycat rule left out).
    #[inline(always)]
    pub(crate) fn move_count(&self) -> u32 {
        let (line, gap) = (self.line, self.gap);
        // Σ_{n=1..line} min(n, gap)
        let quiet = if gap >= line {
            line * (line + 1) / 2
        } else {
            gap * (gap + 1) / 2 + gap * (line - gap)
        };
        let captures = if self.can_capture() {
            line + 1 - (gap + 1).max(self.enemy_line + 1)
        } else {
            0
        };
        quiet + captures
    }
}

/// The view of `front` along `d` with `own` and `enemy` stones on the board.
#[inline(always)]
pub fn view(own: Bitboard, enemy: Bitboard, front: Square, d: Direction) -> FrontView {
    let empty = !(own | enemy);
    let off = d.offset();
    let f = front.index() as i32;
    let line = count_along(own, f, -off);
    let gap = count_along(empty, f + off, off);
    let enemy_line = count_along(enemy, f + (gap as i32 + 1) * off, off);
    FrontView {
        line,
        gap,
        enemy_line,
    }
}

/// The fronts of `own` along `d`: stones with no own stone right ahead.
#[inline(always)]
pub fn fronts(own: Bitboard, d: Direction) -> Bitboard {
    own & !own.shift(d.opposite())
}

/// The fronts of `own` along `d` and the length of the longest line among them.
pub fn fronts_and_longest(own: Bitboard, d: Direction) -> (Bitboard, u32) {
    let fronts = fronts(own, d);
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

/// Whether a step along `d` brings a stone of `c` one rank closer to its far row.
#[inline(always)]
pub fn advances(c: Side, d: Direction) -> bool {
    let forward = if c == Side::White { 1 } else { -1 };
    d.delta().1 == forward
}

/// The rank of the squares from which a move of `j` squares along `d` lands
/// on `c`'s far row (the far row itself for a sideways move), or `None`
/// when no such move stays on the board.
#[inline(always)]
pub fn far_landing_rank(c: Side, d: Direction, j: u32) -> Option<u8> {
    landing_source_rank(c.far_rank(), d.delta().1, j)
}

/// The far-row formula itself: the rank from which a move of `j` squares
/// with rank step `rank_step` lands on rank `far`, if it is on the board.
/// For hot loops that hoist `far` and `rank_step` out of them.
#[inline(always)]
pub fn landing_source_rank(far: u8, rank_step: i8, j: u32) -> Option<u8> {
    let rank = far as i32 - j as i32 * rank_step as i32;
    (0..RANKS as i32).contains(&rank).then_some(rank as u8)
}

/// The squares from which a move of `j` squares along `d` lands on `c`'s far row.
#[inline(always)]
pub fn far_landing_fronts(c: Side, d: Direction, j: u32) -> Bitboard {
    far_landing_rank(c, d, j).map_or(Bitboard::EMPTY, Bitboard::rank)
}

/// The squares from which a move of `j` squares along `d` is an incursion
/// for `c`: it lands on the far row coming from another row (so only the
/// directions that advance towards the far row have any).
#[inline(always)]
pub fn incursion_fronts(c: Side, d: Direction, j: u32) -> Bitboard {
    if d.delta().1 == 0 {
        Bitboard::EMPTY
    } else {
        far_landing_fronts(c, d, j)
    }
}
