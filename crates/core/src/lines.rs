//! The board's 76 lines (12 ranks, 14 files, 25 diagonals each way) as short
//! bit patterns, and perft's last two plies counted line by line.
//!
//! Every move runs along one line, and whether it is legal depends only on
//! that line's stones, except for the anti-copycat rule, which looks at the
//! whole board but only for moves that land on the far row. So where no move
//! of a side can land on its far row, that side's move count is the sum of
//! its counts along the 76 lines, and a move of the other side changes only
//! the counts of the lines through the squares it changes. Perft counts the
//! replies to each move that way: the parent's count plus the changes of a
//! few lines, each looked up in a table keyed by the line's pattern.
//!
//! The move generator stays the source of truth: the unit tests check the
//! line sum against [`Position::generate`]'s list over thousands of
//! positions, and perft's counts against playing every move.

use super::bitboard::Bitboard;
use super::geometry::FrontView;
use super::position::Position;
use super::square::{FILES, RANKS, STRIDE, Side, Square};

/// The number of lines: ranks, files, then the two diagonal directions.
const LINES: usize = 12 + 14 + 25 + 25;
/// The longest line (a rank).
const LONGEST: usize = FILES as usize;
/// How far from its far row a stone must be for no move of its side to land
/// there: a group of n stones moving k ≤ n squares spans n ranks, so it
/// reaches the far row from d ranks away only if n ≥ d and n ≤ 12 − d.
const SAFE_DISTANCE: u8 = RANKS / 2 + 1;

/// Where the squares lie on the lines: for each padded square index, its
/// line and its place on that line for each of the four axes; and each
/// line's length. A line's squares are numbered by increasing index.
struct Geometry {
    of_square: [[(u8, u8); 4]; 192],
    len: [u8; LINES],
}

/// The lines, computed at compile time.
const GEOMETRY: Geometry = geometry();

const fn geometry() -> Geometry {
    let mut g = Geometry {
        of_square: [[(0, 0); 4]; 192],
        len: [0; LINES],
    };
    let mut rank = 0;
    while rank < RANKS as usize {
        let mut file = 0;
        while file < FILES as usize {
            let index = rank * STRIDE as usize + file;
            let lines = [
                rank,
                12 + file,
                12 + 14 + (file + RANKS as usize - 1 - rank),
                12 + 14 + 25 + (file + rank),
            ];
            let mut axis = 0;
            while axis < 4 {
                let line = lines[axis];
                g.of_square[index][axis] = (line as u8, g.len[line]);
                g.len[line] += 1;
                axis += 1;
            }
            file += 1;
        }
        rank += 1;
    }
    g
}

/// 3ⁱ for each i up to a line's length.
const POW3: [usize; LONGEST + 1] = {
    let mut p = [1; LONGEST + 1];
    let mut i = 1;
    while i <= LONGEST {
        p[i] = p[i - 1] * 3;
        i += 1;
    }
    p
};

/// The set bits of a 7-bit number read in base 3: Σ 3ⁱ over its bits.
const TERNARY_LOW: [u32; 128] = {
    let mut t = [0; 128];
    let mut x = 0;
    while x < 128 {
        let mut i = 0;
        while i < 7 {
            if x >> i & 1 == 1 {
                t[x] += POW3[i] as u32;
            }
            i += 1;
        }
        x += 1;
    }
    t
};

/// A line's pattern (at most 14 bits) read in base 3.
#[inline(always)]
fn ternary(bits: u32) -> usize {
    (TERNARY_LOW[(bits & 127) as usize] + TERNARY_LOW[(bits >> 7) as usize] * POW3[7] as u32)
        as usize
}

/// Where each length's part of the table starts: lines of length L have
/// 3^L patterns (each square empty, own or enemy).
const OFFSETS: [usize; LONGEST + 2] = {
    let mut o = [0; LONGEST + 2];
    let mut len = 1;
    while len <= LONGEST + 1 {
        o[len] = o[len - 1] + POW3[len - 1];
        len += 1;
    }
    o
};

/// The moves along a line of `len` squares, both ways, of the side whose
/// stones are the bits of `own`, against `enemy`; the anti-copycat rule
/// left out.
pub(crate) fn line_move_count(own: u32, enemy: u32, len: u32) -> u32 {
    let reverse = |bits: u32| bits.reverse_bits() >> (32 - len);
    one_way(own, enemy, len) + one_way(reverse(own), reverse(enemy), len)
}

/// The moves towards the higher bits: each front's count from what it sees.
fn one_way(own: u32, enemy: u32, len: u32) -> u32 {
    let empty = !(own | enemy) & ((1 << len) - 1);
    let mut fronts = own & !(own >> 1);
    let mut total = 0;
    while fronts != 0 {
        let f = fronts.trailing_zeros();
        fronts &= fronts - 1;
        let line = ((!own) << (31 - f)).leading_zeros().min(f + 1);
        let gap = (!(empty >> (f + 1))).trailing_zeros();
        let enemy_line = (!(enemy >> (f + 1 + gap))).trailing_zeros();
        total += FrontView {
            line,
            gap,
            enemy_line,
        }
        .move_count();
    }
    total
}

/// The squares from which a stone of `c` might land on its far row.
fn unsafe_zone(c: Side) -> Bitboard {
    let far = c.far_rank() as i32;
    (0..RANKS)
        .filter(|&r| (r as i32 - far).unsigned_abs() < SAFE_DISTANCE as u32)
        .fold(Bitboard::EMPTY, |set, r| set | Bitboard::rank(r))
}

/// One side's stones and the other side's, line by line.
#[derive(Clone, Copy)]
struct Patterns {
    own: [u16; LINES],
    enemy: [u16; LINES],
}

impl Patterns {
    fn new(own: Bitboard, enemy: Bitboard) -> Patterns {
        let mut p = Patterns {
            own: [0; LINES],
            enemy: [0; LINES],
        };
        for sq in own.squares() {
            p.toggle_own(sq);
        }
        for sq in enemy.squares() {
            p.toggle_enemy(sq);
        }
        p
    }

    /// Flips `sq` in the own patterns; returns the lines it lies on as bits.
    #[inline(always)]
    fn toggle_own(&mut self, sq: Square) -> u128 {
        let mut lines = 0;
        for (line, place) in GEOMETRY.of_square[sq.index()] {
            self.own[line as usize] ^= 1 << place;
            lines |= 1 << line;
        }
        lines
    }

    /// Flips `sq` in the enemy patterns; returns the lines it lies on as bits.
    #[inline(always)]
    fn toggle_enemy(&mut self, sq: Square) -> u128 {
        let mut lines = 0;
        for (line, place) in GEOMETRY.of_square[sq.index()] {
            self.enemy[line as usize] ^= 1 << place;
            lines |= 1 << line;
        }
        lines
    }
}

/// The line counts of the patterns met so far: entry count + 1, 0 for not
/// yet counted. The table has room for every pattern of every length (7 MB)
/// but only the pages of the patterns met are ever touched.
pub(crate) struct LineCounts {
    memo: Vec<u8>,
}

impl LineCounts {
    /// An empty table.
    pub(crate) fn new() -> LineCounts {
        LineCounts {
            memo: vec![0; OFFSETS[LONGEST + 1]],
        }
    }

    /// The moves of `own` along `line` against `enemy`.
    #[inline(always)]
    fn count(&mut self, line: usize, own: u16, enemy: u16) -> u32 {
        if own == 0 {
            return 0;
        }
        let len = GEOMETRY.len[line] as usize;
        let i = OFFSETS[len] + ternary(own as u32) + 2 * ternary(enemy as u32);
        match self.memo[i] {
            0 => {
                let n = line_move_count(own as u32, enemy as u32, len as u32);
                self.memo[i] = n as u8 + 1;
                n
            }
            stored => stored as u32 - 1,
        }
    }

    /// The number of legal two-move sequences from `pos`: for each legal
    /// move, the legal replies.
    pub(crate) fn last_two_plies(&mut self, pos: &Position) -> u64 {
        let moves = pos.legal_moves();
        let me = pos.side_to_move();
        let them = me.opposite();
        let (mine, theirs) = (pos.bitboard(me), pos.bitboard(them));
        if !(theirs & unsafe_zone(them)).is_empty() {
            return moves
                .iter()
                .map(|&mv| pos.play_unchecked(mv).count_legal_moves() as u64)
                .sum();
        }
        let patterns = Patterns::new(theirs, mine);
        let mut before = [0u8; LINES];
        let mut base = 0;
        for (line, b) in before.iter_mut().enumerate() {
            let n = self.count(line, patterns.own[line], patterns.enemy[line]);
            *b = n as u8;
            base += n;
        }
        let mut total = 0;
        for &mv in moves.iter() {
            let next = pos.play_unchecked(mv);
            if next.decided_before_moves().is_some() {
                continue;
            }
            let mut after = patterns;
            let mut lines = 0;
            for sq in (theirs ^ next.bitboard(them)).squares() {
                lines |= after.toggle_own(sq);
            }
            for sq in (mine ^ next.bitboard(me)).squares() {
                lines |= after.toggle_enemy(sq);
            }
            let mut n = base as i64;
            while lines != 0 {
                let line = lines.trailing_zeros() as usize;
                lines &= lines - 1;
                n += self.count(line, after.own[line], after.enemy[line]) as i64
                    - before[line] as i64;
            }
            total += n as u64;
        }
        total
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::MoveList;
    use crate::splitmix::SplitMix64;

    /// The side to move's count as the sum over the lines.
    fn line_sum(pos: &Position) -> usize {
        let me = pos.side_to_move();
        let p = Patterns::new(pos.bitboard(me), pos.bitboard(me.opposite()));
        (0..LINES)
            .map(|l| line_move_count(p.own[l] as u32, p.enemy[l] as u32, GEOMETRY.len[l] as u32))
            .sum::<u32>() as usize
    }

    fn generated(pos: &Position) -> usize {
        let mut list = MoveList::new();
        pos.generate(&mut list);
        list.len()
    }

    /// Positions of random games, captures preferred half the time.
    fn game_positions(games: usize, seed: u64) -> Vec<Position> {
        let mut rng = SplitMix64::new(seed);
        let mut out = Vec::new();
        for _ in 0..games {
            let mut pos = Position::start();
            for _ in 0..120 {
                out.push(pos);
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let captures: Vec<_> = moves.iter().filter(|m| m.is_capture()).collect();
                let mv = if !captures.is_empty() && rng.below(2) == 0 {
                    *captures[rng.below(captures.len() as u64) as usize]
                } else {
                    moves[rng.below(moves.len() as u64) as usize]
                };
                pos = pos.play_unchecked(mv);
            }
        }
        out
    }

    /// Random boards in which the side to move has more stones than the
    /// other, so no move can leave a board that is its own colour-swapped
    /// turn and the anti-copycat rule never applies.
    fn random_boards(count: usize, seed: u64) -> Vec<Position> {
        let mut rng = SplitMix64::new(seed);
        let mut out = Vec::new();
        while out.len() < count {
            let density = 20 + rng.below(60);
            let text: String = (0..RANKS)
                .map(|_| {
                    (0..FILES)
                        .map(|_| match rng.below(100) {
                            r if r < density / 2 => 'W',
                            r if r < density => 'B',
                            _ => '1',
                        })
                        .collect::<String>()
                })
                .collect::<Vec<_>>()
                .join("/");
            // Runs of "1" are not valid position text; count them up.
            let text = text
                .split('/')
                .map(|rank| {
                    let mut s = String::new();
                    let mut empty = 0;
                    for ch in rank.chars() {
                        if ch == '1' {
                            empty += 1;
                        } else {
                            if empty > 0 {
                                s += &empty.to_string();
                            }
                            empty = 0;
                            s.push(ch);
                        }
                    }
                    if empty > 0 {
                        s += &empty.to_string();
                    }
                    s
                })
                .collect::<Vec<_>>()
                .join("/");
            for side in ["w", "b"] {
                if let Ok(pos) = format!("{text} {side}").parse::<Position>() {
                    let me = pos.side_to_move();
                    if pos.count(me) > pos.count(me.opposite()) {
                        out.push(pos);
                    }
                }
            }
        }
        out
    }

    #[test]
    fn line_sums_equal_the_generators_count() {
        let mut checked = 0;
        for pos in game_positions(200, 23) {
            for p in [pos, pos.pass_for_search()] {
                let me = p.side_to_move();
                let copycat_impossible = (p.bitboard(me) & unsafe_zone(me)).is_empty()
                    || p.count(me) > p.count(me.opposite());
                if copycat_impossible {
                    assert_eq!(line_sum(&p), generated(&p), "{p}");
                    checked += 1;
                }
            }
        }
        for p in random_boards(5000, 7) {
            assert_eq!(line_sum(&p), generated(&p), "{p}");
            checked += 1;
        }
        assert!(checked > 20_000, "{checked}");
    }

    #[test]
    fn last_two_plies_equal_playing_every_move() {
        let mut counts = LineCounts::new();
        let mut by_lines = 0;
        for pos in game_positions(40, 5) {
            let played: u64 = pos
                .legal_moves()
                .iter()
                .map(|&mv| pos.play_unchecked(mv).count_legal_moves() as u64)
                .sum();
            assert_eq!(counts.last_two_plies(&pos), played, "{pos}");
            let them = pos.side_to_move().opposite();
            by_lines += usize::from((pos.bitboard(them) & unsafe_zone(them)).is_empty());
        }
        assert!(by_lines > 200, "{by_lines}");
    }

    #[test]
    fn the_geometry_covers_every_square_once_per_axis() {
        let total: usize = GEOMETRY.len.iter().map(|&l| l as usize).sum();
        assert_eq!(total, 4 * FILES as usize * RANKS as usize);
        assert_eq!(GEOMETRY.len[0], 14);
        assert_eq!(GEOMETRY.len[12], 12);
        assert_eq!(GEOMETRY.len.iter().filter(|&&l| l == 1).count(), 4);
    }
}
