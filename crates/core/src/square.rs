//! Colours, squares and directions of the 14 × 12 board.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Number of files, `a`..`n`.
pub const FILES: u8 = 14;
/// Number of ranks, `1`..`12`.
pub const RANKS: u8 = 12;
/// Number of squares on the board.
pub const SQUARES: usize = FILES as usize * RANKS as usize;
/// Bits per rank in the padded square index (files 14 and 15 are padding).
pub(crate) const STRIDE: i32 = 16;

/// One of the two sides. White starts on ranks 1–2 and moves first.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Serialize, Deserialize)]
pub enum Side {
    /// The side that starts on ranks 1 and 2.
    White,
    /// The side that starts on ranks 11 and 12.
    Black,
}

impl Side {
    /// Both colours, White first.
    pub const BOTH: [Side; 2] = [Side::White, Side::Black];

    /// The other side.
    pub fn opposite(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// This side's home rank (0-based): 0 for White, 11 for Black.
    pub fn home_rank(self) -> u8 {
        match self {
            Side::White => 0,
            Side::Black => RANKS - 1,
        }
    }

    /// The rank this side wants to reach: the opponent's home rank.
    pub fn far_rank(self) -> u8 {
        self.opposite().home_rank()
    }

    /// 0 for White, 1 for Black.
    pub fn index(self) -> usize {
        self as usize
    }

    /// Lower-case English name, "white" or "black".
    pub fn name(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One of the eight directions a line can move in. North is towards rank 12.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Direction {
    /// Towards rank 12.
    N,
    /// Towards rank 12 and file n.
    NE,
    /// Towards file n.
    E,
    /// Towards rank 1 and file n.
    SE,
    /// Towards rank 1.
    S,
    /// Towards rank 1 and file a.
    SW,
    /// Towards file a.
    W,
    /// Towards rank 12 and file a.
    NW,
}

impl Direction {
    /// All eight directions, clockwise from north.
    pub const ALL: [Direction; 8] = [
        Direction::N,
        Direction::NE,
        Direction::E,
        Direction::SE,
        Direction::S,
        Direction::SW,
        Direction::W,
        Direction::NW,
    ];

    /// (file step, rank step) of one move in this direction; north is `(0, 1)`.
    #[inline]
    pub fn delta(self) -> (i8, i8) {
        match self {
            Direction::N => (0, 1),
            Direction::NE => (1, 1),
            Direction::E => (1, 0),
            Direction::SE => (1, -1),
            Direction::S => (0, -1),
            Direction::SW => (-1, -1),
            Direction::W => (-1, 0),
            Direction::NW => (-1, 1),
        }
    }

    /// The direction pointing the other way.
    pub fn opposite(self) -> Direction {
        Direction::ALL[(self as usize + 4) % 8]
    }

    /// The change of the padded square index for one step.
    #[inline]
    pub fn offset(self) -> i32 {
        let (df, dr) = self.delta();
        dr as i32 * STRIDE + df as i32
    }

    /// The direction and number of steps leading from `from` to `to`, if they
    /// lie on one rank, file or diagonal and differ.
    pub fn between(from: Square, to: Square) -> Option<(Direction, u8)> {
        let df = to.file() as i32 - from.file() as i32;
        let dr = to.rank() as i32 - from.rank() as i32;
        if (df == 0 && dr == 0) || (df != 0 && dr != 0 && df.abs() != dr.abs()) {
            return None;
        }
        let steps = df.abs().max(dr.abs());
        let dir = Direction::ALL
            .into_iter()
            .find(|d| d.delta() == (df.signum() as i8, dr.signum() as i8))?;
        Some((dir, steps as u8))
    }
}

/// A square of the board. Its index is `16 * rank + file` (0-based), so the
/// index space has two padding files that bitboard shifts rely on.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Ord, PartialOrd)]
pub struct Square(u8);

impl Square {
    /// The square on `file` (0 = a) and `rank` (0 = rank 1), if on the board.
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        (file < FILES && rank < RANKS).then(|| Square(rank * STRIDE as u8 + file))
    }

    /// Builds a square from an index known to be on the board (the engine's table decodes its
    /// stored moves with it).
    pub const fn from_index_unchecked(index: u8) -> Square {
        Square(index)
    }

    /// The padded index in a const context.
    pub(crate) const fn index_const(self) -> usize {
        self.0 as usize
    }

    /// The padded index, `16 * rank + file`.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// File, 0 for `a` to 13 for `n`.
    pub fn file(self) -> u8 {
        self.0 % STRIDE as u8
    }

    /// Rank, 0 for rank 1 to 11 for rank 12.
    pub fn rank(self) -> u8 {
        self.0 / STRIDE as u8
    }

    /// All 168 squares, rank 1 first, file `a` first within a rank.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..RANKS).flat_map(|r| (0..FILES).map(move |f| Square(r * STRIDE as u8 + f)))
    }

    /// The square `steps` steps away in direction `d`, if on the board.
    pub fn offset(self, d: Direction, steps: i32) -> Option<Square> {
        let (df, dr) = d.delta();
        Square::new(
            u8::try_from(self.file() as i32 + df as i32 * steps).ok()?,
            u8::try_from(self.rank() as i32 + dr as i32 * steps).ok()?,
        )
    }

    /// The square turned by 180° about the board's centre.
    pub fn rotated(self) -> Square {
        Square((RANKS - 1 - self.rank()) * STRIDE as u8 + (FILES - 1 - self.file()))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// Why a text is not a square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareParseError(pub String);

impl fmt::Display for SquareParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not a square: expected a file a–n and a rank 1–12, like c7",
            self.0
        )
    }
}

impl std::error::Error for SquareParseError {}

impl FromStr for Square {
    type Err = SquareParseError;

    /// Parses `a1` .. `n12`; upper-case files are accepted.
    fn from_str(s: &str) -> Result<Square, SquareParseError> {
        let err = || SquareParseError(s.to_string());
        let mut chars = s.chars();
        let file_char = chars.next().ok_or_else(err)?.to_ascii_lowercase();
        let digits = chars.as_str();
        if !file_char.is_ascii_lowercase()
            || digits.is_empty()
            || digits.len() > 2
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || digits.starts_with('0')
        {
            return Err(err());
        }
        let file = file_char as u8 - b'a';
        let rank: u8 = digits.parse().map_err(|_| err())?;
        if rank == 0 {
            return Err(err());
        }
        Square::new(file, rank - 1).ok_or_else(err)
    }
}
