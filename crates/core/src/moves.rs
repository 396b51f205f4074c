//! Moves and their notation.

use super::square::{Direction, Square, SquareParseError};
use std::fmt;
use std::str::FromStr;

/// The most legal moves a position can have. A side has at most 28 stones;
/// for one tail and direction there are at most ⌊L/2⌋ moves, where L is the
/// length of the ray from the tail to the edge, and those halves add up to at
/// most 25 over the eight directions of any square (`tests/rules.rs` checks both).
pub const MAX_MOVES: usize = 28 * 25;

/// A list of moves that never allocates.
pub type MoveList = arrayvec::ArrayVec<Move, MAX_MOVES>;

/// A move of a line of stones, as generated for a position.
///
/// The moving group is the tail and the stones continuing the run from it in
/// the move's direction; all of them move `distance` squares. A capture also
/// records how many enemy stones it removes.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct Move {
    tail: Square,
    direction: Direction,
    group_len: u8,
    distance: u8,
    captured: u8,
}

impl Move {
    /// Builds a move; the caller guarantees it is geometrically sound (the move generator, and
    /// the engine's table decoding a move it stored).
    pub fn new(
        tail: Square,
        direction: Direction,
        group_len: u8,
        distance: u8,
        captured: u8,
    ) -> Move {
        Move {
            tail,
            direction,
            group_len,
            distance,
            captured,
        }
    }

    /// The stone the move is named from: the rear end of the moving group.
    pub fn tail(self) -> Square {
        self.tail
    }

    /// The direction of travel.
    pub fn direction(self) -> Direction {
        self.direction
    }

    /// How many stones move (n).
    pub fn group_len(self) -> u8 {
        self.group_len
    }

    /// How many squares each stone moves (k, 1 ≤ k ≤ n).
    pub fn distance(self) -> u8 {
        self.distance
    }

    /// How many enemy stones are captured (m, 0 for a quiet move).
    pub fn captured(self) -> u8 {
        self.captured
    }

    /// Whether the move captures.
    pub fn is_capture(self) -> bool {
        self.captured > 0
    }

    fn step(self, steps: i32) -> Square {
        Square::from_index_unchecked(
            (self.tail.index() as i32 + steps * self.direction.offset()) as u8,
        )
    }

    /// The front stone of the group before the move.
    pub fn front(self) -> Square {
        self.step(self.group_len as i32 - 1)
    }

    /// Where the front stone lands.
    pub fn landing(self) -> Square {
        self.step(self.group_len as i32 - 1 + self.distance as i32)
    }

    /// The squares of the moving stones before the move, tail first.
    pub fn group_squares(self) -> impl Iterator<Item = Square> {
        (0..self.group_len as i32).map(move |i| self.step(i))
    }

    /// The squares of the moving stones after the move, tail first.
    pub fn destination_squares(self) -> impl Iterator<Item = Square> {
        let k = self.distance as i32;
        (0..self.group_len as i32).map(move |i| self.step(i + k))
    }

    /// The squares of the captured enemy stones, nearest first.
    pub fn captured_squares(self) -> impl Iterator<Item = Square> {
        let first = self.group_len as i32 - 1 + self.distance as i32;
        (0..self.captured as i32).map(move |i| self.step(first + i))
    }

    /// The move's notation without the position: tail, landing, capture flag.
    pub fn text(self) -> MoveText {
        MoveText {
            tail: self.tail,
            landing: self.landing(),
            capture: self.is_capture(),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

/// A move as written, before it is checked against a position: the tail
/// square, `-` or `x`, and the landing square of the front stone.
///
/// ```
/// use epaminondas_core::MoveText;
/// let m: MoveText = "c2xC7".parse().unwrap();
/// assert!(m.capture);
/// assert_eq!(m.to_string(), "c2xc7");
/// assert!("c2-d4".parse::<MoveText>().is_err()); // not on a line
/// ```
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct MoveText {
    /// The rear stone of the moving group.
    pub tail: Square,
    /// Where the front stone lands.
    pub landing: Square,
    /// Written with `x`.
    pub capture: bool,
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.capture { 'x' } else { '-' };
        write!(f, "{}{}{}", self.tail, sep, self.landing)
    }
}

/// Why a text is not a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveParseError {
    /// Nothing was given.
    Empty,
    /// There is no `-` or `x` between two squares.
    MissingSeparator(String),
    /// One of the two squares is malformed.
    Square(SquareParseError),
    /// Both squares are the same.
    SameSquare(Square),
    /// The squares do not share a rank, file or diagonal.
    NotOnALine(Square, Square),
}

impl fmt::Display for MoveParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveParseError::Empty => write!(f, "empty move: expected a move like a1-a3 or c2xc7"),
            MoveParseError::MissingSeparator(s) => write!(
                f,
                "\"{s}\" is not a move: expected two squares joined by - or x, like a1-a3 or c2xc7"
            ),
            MoveParseError::Square(e) => write!(f, "bad move: {e}"),
            MoveParseError::SameSquare(sq) => {
                write!(f, "a move must leave its square: both ends are {sq}")
            }
            MoveParseError::NotOnALine(a, b) => write!(
                f,
                "{a} and {b} are not on one rank, file or diagonal, so no line can move between them"
            ),
        }
    }
}

impl std::error::Error for MoveParseError {}

impl FromStr for MoveText {
    type Err = MoveParseError;

    fn from_str(s: &str) -> Result<MoveText, MoveParseError> {
        let s = s.trim();
        if s.is_empty() {
            return Err(MoveParseError::Empty);
        }
        let (pos, capture) = s
            .char_indices()
            .skip(1)
            .find_map(|(i, c)| match c {
                '-' => Some((i, false)),
                'x' | 'X' => Some((i, true)),
                _ => None,
            })
            .ok_or_else(|| MoveParseError::MissingSeparator(s.to_string()))?;
        let tail: Square = s[..pos].parse().map_err(MoveParseError::Square)?;
        let landing: Square = s[pos + 1..].parse().map_err(MoveParseError::Square)?;
        if tail == landing {
            return Err(MoveParseError::SameSquare(tail));
        }
        if Direction::between(tail, landing).is_none() {
            return Err(MoveParseError::NotOnALine(tail, landing));
        }
        Ok(MoveText {
            tail,
            landing,
            capture,
        })
    }
}
