//! A set of squares as 192 bits: 12 ranks of 16 bits, of which files 14 and 15
//! are always empty so that shifts along a rank cannot wrap onto the next one.

use super::square::{Direction, FILES, RANKS, STRIDE, Square};
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not};

/// A set of squares. Bit `16 * rank + file` of the 192-bit number `w[0] + w[1]·2⁶⁴ + w[2]·2¹²⁸`.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct Bitboard(pub(crate) [u64; 3]);

/// The 14 real files of one rank.
const RANK_BITS: u64 = (1 << FILES) - 1;
/// Four ranks of real files in one word.
const WORD_BITS: u64 =
    RANK_BITS | RANK_BITS << STRIDE | RANK_BITS << (2 * STRIDE) | RANK_BITS << (3 * STRIDE);

impl Bitboard {
    /// No squares.
    pub const EMPTY: Bitboard = Bitboard([0; 3]);
    /// All 168 squares.
    pub const FULL: Bitboard = Bitboard([WORD_BITS; 3]);

    /// All squares of one rank (0-based).
    pub const fn rank(rank: u8) -> Bitboard {
        let bit = rank as u32 * STRIDE as u32;
        let mut w = [0u64; 3];
        w[(bit / 64) as usize] = RANK_BITS << (bit % 64);
        Bitboard(w)
    }

    /// The set holding one square.
    pub const fn from_square(sq: Square) -> Bitboard {
        let i = sq.index_const();
        let mut w = [0u64; 3];
        w[i / 64] = 1 << (i % 64);
        Bitboard(w)
    }

    /// Whether the set holds `sq`.
    #[inline]
    pub fn has(self, sq: Square) -> bool {
        let i = sq.index();
        self.0[i / 64] >> (i % 64) & 1 != 0
    }

    /// Whether the set holds the square with padded index `i`; false off the board.
    #[inline]
    pub(crate) fn has_index(self, i: i32) -> bool {
        (0..192).contains(&i) && self.0[i as usize / 64] >> (i % 64) & 1 != 0
    }

    /// Adds a square.
    #[inline]
    pub fn insert(&mut self, sq: Square) {
        let i = sq.index();
        self.0[i / 64] |= 1 << (i % 64);
    }

    /// Removes a square.
    #[inline]
    pub fn remove(&mut self, sq: Square) {
        let i = sq.index();
        self.0[i / 64] &= !(1 << (i % 64));
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(self) -> bool {
        (self.0[0] | self.0[1] | self.0[2]) == 0
    }

    /// Number of squares in the set.
    #[inline(always)]
    pub fn count(self) -> u32 {
        self.0[0].count_ones() + self.0[1].count_ones() + self.0[2].count_ones()
    }

    /// How many squares of the set lie on each rank, rank 1 first.
    #[inline(always)]
    pub fn rank_counts(self) -> [u32; RANKS as usize] {
        let ranks_per_word = 64 / STRIDE as usize;
        std::array::from_fn(|r| {
            let shift = (r % ranks_per_word) * STRIDE as usize;
            ((self.0[r / ranks_per_word] >> shift) & 0xffff).count_ones()
        })
    }

    /// Every square moved one step in direction `d`; squares leaving the board drop out.
    #[inline]
    pub fn shift(self, d: Direction) -> Bitboard {
        self.shift_by(d.offset())
    }

    /// Every square moved by a padded-index offset (|offset| < 64); bits
    /// leaving the board or landing on padding drop out.
    #[inline(always)]
    pub fn shift_by(self, offset: i32) -> Bitboard {
        let [a, b, c] = self.0;
        let w = if offset >= 0 {
            let s = offset as u32;
            if s == 0 {
                return self;
            }
            [a << s, b << s | a >> (64 - s), c << s | b >> (64 - s)]
        } else {
            let s = (-offset) as u32;
            [a >> s | b << (64 - s), b >> s | c << (64 - s), c >> s]
        };
        Bitboard([w[0] & WORD_BITS, w[1] & WORD_BITS, w[2] & WORD_BITS])
    }

    /// The set turned by 180° about the board's centre.
    pub fn rotated(self) -> Bitboard {
        let [a, b, c] = self.0;
        // Reversing all 192 bits maps index i to 191 - i; the centre of the
        // real board is at 189 - i, two bits lower.
        Bitboard([c.reverse_bits(), b.reverse_bits(), a.reverse_bits()]).shift_by(-2)
    }

    /// The squares of the set, lowest index first.
    pub fn squares(self) -> Squares {
        Squares(self)
    }
}

/// Iterator over the squares of a [`Bitboard`].
#[derive(Clone, Debug)]
pub struct Squares(Bitboard);

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        for (k, w) in self.0.0.iter_mut().enumerate() {
            if *w != 0 {
                let bit = w.trailing_zeros();
                *w &= *w - 1;
                return Some(Square::from_index_unchecked((k as u32 * 64 + bit) as u8));
            }
        }
        None
    }
}

impl BitAnd for Bitboard {
    type Output = Bitboard;
    #[inline(always)]
    fn bitand(self, o: Bitboard) -> Bitboard {
        Bitboard([self.0[0] & o.0[0], self.0[1] & o.0[1], self.0[2] & o.0[2]])
    }
}

impl BitOr for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitor(self, o: Bitboard) -> Bitboard {
        Bitboard([self.0[0] | o.0[0], self.0[1] | o.0[1], self.0[2] | o.0[2]])
    }
}

impl BitXor for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitxor(self, o: Bitboard) -> Bitboard {
        Bitboard([self.0[0] ^ o.0[0], self.0[1] ^ o.0[1], self.0[2] ^ o.0[2]])
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    /// The complement within the 168 real squares.
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard([
            !self.0[0] & WORD_BITS,
            !self.0[1] & WORD_BITS,
            !self.0[2] & WORD_BITS,
        ])
    }
}

impl BitAndAssign for Bitboard {
    #[inline]
    fn bitand_assign(&mut self, o: Bitboard) {
        *self = *self & o;
    }
}

impl BitOrAssign for Bitboard {
    #[inline]
    fn bitor_assign(&mut self, o: Bitboard) {
        *self = *self | o;
    }
}
